// Rankings (issue 15 point 4; spec 001 §2 "tournament-dynamic/ranking/list/{tab?}", access key
// RANKING): the overview in the admin, club and personal zones; the excluded / included tabs and
// the generation in the admin zone.
import { lazyPage } from '../../app/routes/lazy-page';
import type { PageRoute } from '../../app/routes/page-route';

export const rankingRoutes: PageRoute[] = [
  {
    name: 'tournament-dynamic__ranking__list',
    path: 'tournament-dynamic/ranking/list/:tab?',
    key: 'tournament-dynamic/ranking/list',
    accessKey: 'RANKING',
    module: 'tournamentDynamic',
    zones: ['admin', 'club', 'personal'],
    titleKey: 'rankings:title',
    load: lazyPage('rankings', 'RankingListPage'),
  },
];
