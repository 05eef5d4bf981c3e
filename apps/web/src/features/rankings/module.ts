// Rankings (issue 15 point 4; spec 001 §2 "tournament-dynamic/ranking/list/{tab?}", access key
// RANKING): the overview in the admin, club and personal zones; the excluded / included tabs and
// the generation in the admin zone; the public overview and player pages (issue 36).

import { lazyPage } from '../../platform/routing/lazy-page';
import type { PageRouteDeclaration } from '../../platform/routing/page-route';
import type { WebModule } from '../../platform/routing/web-module';

export const rankingRoutes: PageRouteDeclaration[] = [
  {
    path: 'tournament-dynamic/ranking/list/:tab?',
    accessKey: 'RANKING',
    module: 'tournamentDynamic',
    titleKey: 'rankings:title',
    load: lazyPage(() => import('./pages'), 'RankingListPage'),
  },
];

/**
 * The public rankings (issue 36): anonymous pages of the public zone, drawn inside the public
 * frame (its header and footer); the server writes their titles for search engines (publicPages
 * of the server's rankings manifest, the same paths).
 */
export const publicRankingRoutes: PageRouteDeclaration[] = [
  {
    name: 'ranking__public_overview',
    path: 'ranking/public-overview',
    accessKey: 'UNSPECIFIED',
    module: 'tournamentDynamic',
    zones: ['public'],
    layout: 'full',
    anonymous: true,
    titleKey: 'rankings:public.title',
    load: lazyPage(() => import('./pages/public/PublicRankingOverviewPage')),
  },
  {
    name: 'ranking__public_player',
    path: 'ranking/public-player/:id',
    accessKey: 'UNSPECIFIED',
    module: 'tournamentDynamic',
    zones: ['public'],
    layout: 'full',
    anonymous: true,
    titleKey: 'rankings:public.playerTitle',
    load: lazyPage(() => import('./pages/public/PublicRankingPlayerPage')),
  },
];

export const webModule: WebModule = { pages: [...rankingRoutes, ...publicRankingRoutes] };
