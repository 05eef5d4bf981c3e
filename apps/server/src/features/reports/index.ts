// The reports feature's door: its module manifest (routes, access rows and demo data), listed in
// features/modules.ts.

import { seedSportFields } from '../../demo/sport-fields';
import type { ModuleManifest } from '../../platform/modules/manifest';
import { reportsAccess } from './reports.access';
import { registerReportRoutes } from './reports.routes';
import { registerStatisticsRoutes } from './statistics.routes';

export const reportsModule: ModuleManifest = {
  name: 'reports',
  routes: [registerReportRoutes, registerStatisticsRoutes],
  // The sport fields have no feature of their own yet: the reports count them.
  demo: async ({ client, today }) => [`${await seedSportFields(client, today)} sport fields`],
  access: reportsAccess,
};
