// The public league pages (issue 36 §3; docs/decisions/public-leagues.md): the leagues of a season
// with their competitions, one competition (table, fixtures and results by round, teams) and one
// team (roster and matches). Anonymous, full layout, in the public zone only, with the module league
// (its calls answer 404 without it).
import { lazyPage } from '../../platform/routing/lazy-page';
import type { PageRouteDeclaration } from '../../platform/routing/page-route';
import type { WebModule } from '../../platform/routing/web-module';

const publicPage = {
  accessKey: 'UNSPECIFIED',
  module: 'league',
  zones: ['public'],
  layout: 'full',
  anonymous: true,
} as const;

export const leaguePublicRoutes: PageRouteDeclaration[] = [
  {
    ...publicPage,
    name: 'league__public_list',
    path: 'league/public-list',
    titleKey: 'league-public:list.title',
    load: lazyPage(() => import('./pages/PublicLeagueListPage')),
  },
  {
    ...publicPage,
    name: 'league__public_detail',
    path: 'league/public-detail/:id',
    titleKey: 'league-public:competition.title',
    load: lazyPage(() => import('./pages/PublicCompetitionPage')),
  },
  {
    ...publicPage,
    name: 'league__public_team',
    path: 'league/public-team/:id',
    titleKey: 'league-public:team.title',
    load: lazyPage(() => import('./pages/PublicTeamPage')),
  },
];

export const webModule: WebModule = { pages: leaguePublicRoutes };
