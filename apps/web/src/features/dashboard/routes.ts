// The zone dashboards (spec 000 §2.1: /zone/{zone}/home).
import type { PageRoute } from '../../app/routes/page-route';

export const dashboardRoutes: PageRoute[] = [
  {
    name: 'home',
    path: 'home',
    key: 'home',
    accessKey: 'UNSPECIFIED',
    titleKey: 'dashboard:title',
    load: () => import('./pages/DashboardPage'),
  },
];
