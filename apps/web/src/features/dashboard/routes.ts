// The zone dashboards (spec 000 §2.1: /zone/{zone}/home).
import type { PageRoute } from '../../app/routes/page-route';
import { seasonsQuery } from '../../platform/api/seasons';

export const dashboardRoutes: PageRoute[] = [
  {
    name: 'home',
    path: 'home',
    key: 'home',
    accessKey: 'UNSPECIFIED',
    titleKey: 'dashboard:title',
    load: () => import('./pages/DashboardPage'),
    // The current-season card's data, asked for together with the session at start.
    prefetch: ({ zone, queryClient }) => queryClient.prefetchQuery(seasonsQuery(zone)),
  },
];
