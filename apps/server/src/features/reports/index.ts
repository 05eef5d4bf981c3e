// The reports feature's door: its module manifest (the report lists' routes and access rows),
// listed in features/modules.ts. The lists count by the statistics feature's rule and kept counts.

import type { ModuleManifest } from '../../platform/modules/manifest';
import { reportsAccess } from './reports.access';
import { registerReportRoutes } from './reports.routes';

export const reportsModule: ModuleManifest = {
  name: 'reports',
  routes: [registerReportRoutes],
  access: reportsAccess,
};
