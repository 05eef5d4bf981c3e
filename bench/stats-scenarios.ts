// The statistics scenarios (issue 11): the club report, the stats calls, the count by sex and
// the sport-field counts at the database's today. The report and the stats calls read the counts
// kept per group (issue 35), and the raw baseline runs the same statements; the count by sex is
// kept until the data change and its raw baseline computes it. `bench/stats-cold.ts` times the
// stats calls right after a change.
import type { SQL } from 'drizzle-orm';
import { countBySexSql } from '../apps/server/src/features/statistics/count-by-sex';
import { countSportFieldsSql } from '../apps/server/src/features/statistics/sport-field-counts';
import { keptStatsRows } from '../apps/server/src/features/statistics/stats-counts';
import { sectionStatsSql, statsListSql } from '../apps/server/src/features/statistics/stats-lists';
import type { StatsGrouping } from '../apps/server/src/features/statistics/stats-sql';
import type { ListStatements } from '../apps/server/src/platform/list-query/list-statements';
import { listQuery, parsedQuery, type Scenario } from './scenarios';

const ADMIN = { zone: 'admin', fedUnitIds: null } as const;
/** The target for the report and every stats call at a date: under 500 ms at one connection. */
const STATS_TARGET = { p99Ms: 500 };
/** The kept counts of a grouping are read whole (the page is chosen by the counts). */
const KEPT_SCAN = 'the kept counts of the grouping are read whole (a club × section × type row each)';

/** A call answered by one statement (a count, an array): run as a page carrying its own total. */
export function singleStatement(statement: SQL): ListStatements {
  return { page: statement, count: statement, totalInPage: true, limit: 1, offset: 0 };
}

type ListGrouping = Exclude<StatsGrouping, 'section'>;

/** The stats list calls, with the page the statistics page asks for. */
export const STATS_LISTS: { id: string; grouping: ListGrouping; path: string; sort: string }[] = [
  { id: 'club-report', grouping: 'report', path: 'club/report', sort: 'name' },
  { id: 'club-stats', grouping: 'club', path: 'club/stats', sort: '-totalCount' },
  { id: 'stats-districts', grouping: 'district', path: 'club/stats/districts', sort: 'district' },
  { id: 'stats-units', grouping: 'federationUnit', path: 'club/stats/federationunits', sort: 'federationUnit' },
  { id: 'stats-regions', grouping: 'region', path: 'club/stats/regions', sort: 'region' },
];

const query = (sort: string) => listQuery({ limit: 20, sort });

export const STATS_SCENARIOS: Scenario[] = [
  ...STATS_LISTS.map(
    (l): Scenario => ({
      id: l.id,
      title: `${l.path}/{today} (counted per group)`,
      caller: 'admin',
      call: (f) => ({ method: 'GET', path: `/api/admin-zone/${l.path}/${f.today}?${query(l.sort)}`, status: 200 }),
      sql: (f) =>
        statsListSql(l.grouping, keptStatsRows(l.grouping, f.today), f.today, 'cs', parsedQuery(query(l.sort)), true),
      targets: STATS_TARGET,
      seqScanExpected: KEPT_SCAN,
    }),
  ),
  {
    id: 'stats-sections',
    title: 'club/stats/sections/{today} (counted per group)',
    caller: 'admin',
    call: (f) => ({ method: 'GET', path: `/api/admin-zone/club/stats/sections/${f.today}`, status: 200 }),
    sql: (f) => singleStatement(sectionStatsSql(keptStatsRows('section', f.today), f.today, 'cs')),
    targets: STATS_TARGET,
    seqScanExpected: KEPT_SCAN,
  },
  {
    id: 'count-by-sex',
    title: 'people/count-by-sex, members of badminton (kept; raw: computed)',
    caller: 'admin',
    call: (f) => ({
      method: 'GET',
      path: `/api/admin-zone/people/count-by-sex/date/${f.today}/section/1/role/1`,
      status: 200,
    }),
    sql: (f) => singleStatement(countBySexSql(ADMIN, { date: f.today, sectionId: 1, role: 1 })),
    targets: STATS_TARGET,
    seqScanExpected: 'the computed count reads every membership of the section (most roles)',
  },
  {
    id: 'sport-fields-date',
    title: 'sport-fields/count/date/{today}/all',
    caller: 'admin',
    call: (f) => ({ method: 'GET', path: `/api/admin-zone/sport-fields/count/date/${f.today}/all`, status: 200 }),
    sql: (f) => singleStatement(countSportFieldsSql(ADMIN, f.today)),
  },
];
