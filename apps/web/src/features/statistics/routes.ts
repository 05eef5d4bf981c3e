// The statistics pages of the admin zone (spec 001 §2 "Reports"): the figures at a chosen date
// with tables and charts, and the custom statistics (count by sex, club report).
import { lazyPage } from '../../app/routes/lazy-page';
import type { PageRoute } from '../../app/routes/page-route';

export const statisticsRoutes: PageRoute[] = [
  {
    name: 'report__statistics',
    path: 'report/statistics',
    key: 'report/statistics',
    accessKey: 'STATS',
    module: 'stats',
    zones: ['admin'],
    titleKey: 'statistics:overview.title',
    load: lazyPage('statistics', 'StatisticsPage'),
  },
  {
    name: 'report__statistics_custom',
    path: 'report/statistics/custom',
    key: 'report/statistics/custom',
    accessKey: 'STATS',
    module: 'stats',
    zones: ['admin'],
    titleKey: 'statistics:custom.title',
    load: lazyPage('statistics', 'CustomStatisticsPage'),
  },
];
