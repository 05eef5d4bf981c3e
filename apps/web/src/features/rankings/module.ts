// Rankings (issue 15 point 4; spec 001 §2 "tournament-dynamic/ranking/list/{tab?}", access key
// RANKING): the overview in the admin, club and personal zones; the excluded / included tabs and
// the generation in the admin zone.

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

export const webModule: WebModule = { pages: [...rankingRoutes] };
