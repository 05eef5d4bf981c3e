// The statistics feature's door: its module manifest (the club report, the stats by group, the
// count by sex and the sport-field counts; the task that keeps the counts; access rows), listed in
// features/modules.ts, and the counting rule that the report lists and the annual statistics share.
import type { ModuleManifest } from '../../platform/modules/manifest';
import { statisticsAccess } from './statistics.access';
import { registerStatisticsRoutes } from './statistics.routes';
import { defineStatsCountsTask } from './stats-counts';

export const statisticsModule: ModuleManifest = {
  name: 'statistics',
  routes: [registerStatisticsRoutes],
  jobs: [defineStatsCountsTask],
  access: statisticsAccess,
};

// What the report lists count with: the kept counts, the grouped statistics and their export
// columns, and the counting rule (membership-at-date.ts), which the reporting feature's annual
// statistics use too.
export { countExportColumns } from './count-export';
export { keptRowSource, keptTotal, resultKey, statsSnapshot } from './kept-by-version';
export {
  AGE_CATEGORIES,
  ageAt,
  ageInCategory,
  CHILD_AGES_CTE,
  clubRegisteredOn,
  dateOf,
  joinChildAges,
  memberCountColumns,
  membershipOn,
  sexCountColumns,
  validOn,
} from './membership-at-date';
export { cachedStatsRows, computedStatsRows, STATS_COUNT_FIELDS, type StatsGrouping } from './stats-sql';
