// League pages (issue 16; spec 001 §2 "Leagues", §6 access keys LEAGUE__LIST, LEAGUE__DETAIL,
// LEAGUE_ROUND__LIST, LEAGUE_MATCH__DETAIL; module league). The pages show tabs of the teams,
// matches and standings features: their page modules bring all four league namespaces along
// (app/routes/page-modules.ts), so this table, part of the first chunk, stays plain.
import { aliasPage } from '../../app/routes/alias-page';
import { lazyPage } from '../../app/routes/lazy-page';
import type { PageRouteDeclaration } from '../../app/routes/page-route';

type LeagueModule = 'leagues' | 'leagueTeams' | 'leagueMatches';

const page = <K extends LeagueModule>(
  path: string,
  accessKey: string,
  titleKey: string,
  module: K,
  exportName: NonNullable<Parameters<typeof lazyPage<K>>[1]>,
): PageRouteDeclaration => ({
  path,
  accessKey,
  module: 'league',
  titleKey,
  load: lazyPage(module, exportName),
});

/** The legacy menu's competition pages: Fedra's leagues are those competitions, years and teams. */
const LEGACY_LEAGUE_KEYS = ['competitions', 'competition-matches', 'competition-teams', 'competition-years'];

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
  page('league/list', 'LEAGUE__LIST', 'leagues:list.title', 'leagues', 'LeagueListPage'),
  page('league/detail/:id/:tab?', 'LEAGUE__DETAIL', 'leagues:detail.title', 'leagues', 'LeagueDetailPage'),
  page(
    'league/competition/:competitionId/rounds',
    'LEAGUE_ROUND__LIST',
    'league-matches:rounds.title',
    'leagueMatches',
    'LeagueRoundsPage',
  ),
  page(
    'league/competition/:id/:tab?',
    'LEAGUE__DETAIL',
    'leagues:competition.title',
    'leagues',
    'LeagueCompetitionPage',
  ),
  page('league/team/:id/:tab?', 'LEAGUE__DETAIL', 'league-teams:team.title', 'leagueTeams', 'LeagueTeamPage'),
  page(
    'league/match/:matchId',
    'LEAGUE_MATCH__DETAIL',
    'league-matches:match.title',
    'leagueMatches',
    'LeagueMatchPage',
  ),
];
