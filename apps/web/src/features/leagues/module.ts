// League pages (issue 16; spec 001 §2 "Leagues", §6 access keys LEAGUE__LIST, LEAGUE__DETAIL,
// LEAGUE_ROUND__LIST, LEAGUE_MATCH__DETAIL; module league). The pages show tabs of the teams,
// matches and standings features: their modules bring all four league namespaces along.

import { aliasPage } from '../../platform/routing/alias-page';
import { lazyPage, withNamespaces } from '../../platform/routing/lazy-page';
import type { PageRouteDeclaration } from '../../platform/routing/page-route';
import type { WebModule } from '../../platform/routing/web-module';
import { LEAGUE_NAMESPACES } from './league-namespaces';

const leaguePages = withNamespaces(() => import('./pages'), LEAGUE_NAMESPACES);

/** A league page (module league); the team and match features declare theirs alike. */
export const leaguePage = (
  path: string,
  accessKey: string,
  titleKey: string,
  load: PageRouteDeclaration['load'],
): PageRouteDeclaration => ({ path, accessKey, module: 'league', titleKey, load });

/**
 * The legacy menu's competition pages that Fedra's leagues are: the competitions and their years.
 * Its teams and matches have pages of their own (league-teams and league-matches).
 */
const LEGACY_LEAGUE_KEYS = ['competitions', 'competition-years'];

export const leagueRoutes: PageRouteDeclaration[] = [
  ...LEGACY_LEAGUE_KEYS.map(
    (path): PageRouteDeclaration => ({
      path,
      accessKey: 'LEAGUE__LIST',
      module: 'league',
      titleKey: 'leagues:list.title',
      load: aliasPage(() => 'league/list'),
    }),
  ),
  leaguePage('league/list', 'LEAGUE__LIST', 'leagues:list.title', lazyPage(leaguePages, 'LeagueListPage')),
  leaguePage(
    'league/detail/:id/:tab?',
    'LEAGUE__DETAIL',
    'leagues:detail.title',
    lazyPage(leaguePages, 'LeagueDetailPage'),
  ),
  leaguePage(
    'league/competition/:id/:tab?',
    'LEAGUE__DETAIL',
    'leagues:competition.title',
    lazyPage(leaguePages, 'LeagueCompetitionPage'),
  ),
];

export const webModule: WebModule = { pages: [...leagueRoutes] };
