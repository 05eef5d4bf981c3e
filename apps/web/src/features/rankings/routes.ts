// Rankings (issue 15 point 4; spec 001 §2 "tournament-dynamic/ranking/list/{tab?}", access key
// RANKING): the overview in the admin, club and personal zones; the excluded / included tabs and
// the generation in the admin zone.
import { lazyPage } from '../../app/routes/lazy-page';
import type { PageRouteDeclaration } from '../../app/routes/page-route';

export const rankingRoutes: PageRouteDeclaration[] = [
  {
    path: 'tournament-dynamic/ranking/list/:tab?',
    accessKey: 'RANKING',
    module: 'tournamentDynamic',
    titleKey: 'rankings:title',
    load: lazyPage('rankings', 'RankingListPage'),
  },
];
