// The statistics pages of the admin zone (spec 001 §2 "Reports"): the figures at a chosen date
// with tables and charts, and the custom statistics (count by sex, club report).

import { lazyPage } from '../../platform/routing/lazy-page';
import type { PageRouteDeclaration } from '../../platform/routing/page-route';
import type { WebModule } from '../../platform/routing/web-module';

export const statisticsRoutes: PageRouteDeclaration[] = [
  {
    path: 'report/statistics',
    accessKey: 'STATS',
    module: 'stats',
    zones: ['admin'],
    titleKey: 'statistics:overview.title',
    load: lazyPage(() => import('./pages'), 'StatisticsPage'),
  },
  {
    name: 'report__statistics_custom',
    path: 'report/statistics/custom',
    accessKey: 'STATS',
    module: 'stats',
    zones: ['admin'],
    titleKey: 'statistics:custom.title',
    load: lazyPage(() => import('./pages'), 'CustomStatisticsPage'),
  },
];

export const webModule: WebModule = { pages: [...statisticsRoutes] };
