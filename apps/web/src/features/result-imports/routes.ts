// TEMPORARY route (see pages/ResultImportsTryPage.tsx): the result import buttons of a tournament
// until the standings page (tournament-dynamic/:id/standings, results feature) renders them.
import { lazyPage } from '../../app/routes/lazy-page';
import type { PageRoute } from '../../app/routes/page-route';

export const resultImportRoutes: PageRoute[] = [
  {
    accessKey: 'TOURNAMENT_DYNAMIC__LIST',
    module: 'tournamentDynamic',
    name: 'tournament-dynamic__result-imports',
    path: 'tournament-dynamic/:id/result-imports',
    key: 'tournament-dynamic/result-imports',
    zones: ['admin'],
    titleKey: 'result-imports:try.title',
    load: lazyPage('resultImportsTry'),
  },
];
