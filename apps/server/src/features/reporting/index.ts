// The reporting feature's door (issue 33 parts 1–4): the national sports agency's register export
// and the annual statistics; its module manifest, listed in features/modules.ts.
import type { ModuleManifest } from '../../platform/modules/manifest';
import { reportingAccess } from './reporting.access';
import { registerReportingRoutes } from './reporting.routes';

export const reportingModule: ModuleManifest = {
  name: 'reporting',
  routes: [registerReportingRoutes],
  access: reportingAccess,
};
