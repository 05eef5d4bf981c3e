// Every page of the application, from the features' route tables.
import { accountRoutes } from '../../features/account/routes';
import { boardRoutes } from '../../features/boards/routes';
import { cardContentRoutes } from '../../features/card-contents/routes';
import { cmsRoutes } from '../../features/cms/routes';
import { creditRoutes } from '../../features/credits/routes';
import { dashboardRoutes } from '../../features/dashboard/routes';
import type { PageRoute } from './page-route';

export const PAGES: PageRoute[] = [
  ...dashboardRoutes,
  ...accountRoutes,
  ...boardRoutes,
  ...cmsRoutes,
  ...creditRoutes,
  ...cardContentRoutes,
];

/** The zone dashboard's path (spec 000 §2.1: /zone/{zone}/{dashboard}). */
export const DASHBOARD_PATH = 'home';
