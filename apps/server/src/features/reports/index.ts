// The reports feature's door: its module manifest (routes and access rows; the sport fields it counts
// are seeded by features/sport-fields), listed in
// features/modules.ts.

import type { ModuleManifest } from '../../platform/modules/manifest';
import { reportsAccess } from './reports.access';
import { registerReportRoutes } from './reports.routes';
import { registerStatisticsRoutes } from './statistics.routes';
import { defineStatsCountsTask } from './stats-counts';

export const reportsModule: ModuleManifest = {
  name: 'reports',
  routes: [registerReportRoutes, registerStatisticsRoutes],
  jobs: [defineStatsCountsTask],
  access: reportsAccess,
};

/** The counting rule's SQL pieces (membership-at-date.ts), for the reporting feature's annual statistics. */
export { ageAt, clubRegisteredOn, dateOf, validOn } from './membership-at-date';
