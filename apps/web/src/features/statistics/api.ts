// The statistics calls: the headline counts (all time and at a date), the stats grouped by
// federation unit, region, district and section at a date, the count-by-sex split and the club
// report (list, export).
import { clubsEndpoints } from '@fedra/contract/clubs';
import type { ListQuery } from '@fedra/contract/common/list-query';
import { MAX_LIMIT } from '@fedra/contract/common/list-query';
import type { ModuleName } from '@fedra/contract/common/modules';
import { contractsEndpoints } from '@fedra/contract/contracts';
import { peopleEndpoints } from '@fedra/contract/people';
import { statisticsEndpoints } from '@fedra/contract/statistics';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../platform/api/client';

export const STATS_KEY = ['statistics'] as const;

/** The headline figures; each needs its own permission (and module), so each card may be missing. */
export const COUNTERS = {
  clubs: { all: clubsEndpoints.countAll, atDate: clubsEndpoints.countAtDate, action: 'club.count' },
  persons: { all: peopleEndpoints.countAll, atDate: peopleEndpoints.countAtDate, action: 'person.count' },
  contracts: {
    all: contractsEndpoints.countAll,
    atDate: contractsEndpoints.countAtDate,
    action: 'contract.count',
    module: 'contracts' as ModuleName,
  },
  sportFields: {
    all: statisticsEndpoints.sportFieldCountAll,
    atDate: statisticsEndpoints.sportFieldCountAtDate,
    action: 'sportfield.count',
  },
} as const;
export type Counter = keyof typeof COUNTERS;
export const COUNTER_NAMES = Object.keys(COUNTERS) as Counter[];

/** A headline count: all time (`date` null) or at the date. */
export const countQuery = (counter: Counter, date: string | null) =>
  queryOptions({
    queryKey: [...STATS_KEY, 'count', counter, date ?? 'all'],
    queryFn: async ({ signal }) => {
      const { all, atDate } = COUNTERS[counter];
      const answer = date ? await call(atDate, { params: { date }, signal }) : await call(all, { signal });
      return answer.data;
    },
  });

/** The groupings shown as tables (and charts) at a date, each sorted by its group's name. */
export const GROUPINGS = {
  federationUnits: { endpoint: statisticsEndpoints.federationUnitStats, sort: 'federationUnit' },
  regions: { endpoint: statisticsEndpoints.regionStats, sort: 'region' },
  districts: { endpoint: statisticsEndpoints.districtStats, sort: 'district' },
} as const;
export type Grouping = keyof typeof GROUPINGS | 'sections';

/** Every row of a grouping at the date (the groups are few: 14 regions, 77 districts). */
export const groupedStatsQuery = (grouping: Grouping, date: string) =>
  queryOptions({
    queryKey: [...STATS_KEY, grouping, date],
    queryFn: async ({ signal }) => {
      if (grouping === 'sections') {
        return call(statisticsEndpoints.sectionStats, { params: { date }, signal });
      }
      const { endpoint, sort } = GROUPINGS[grouping];
      const answer = await call(endpoint, { params: { date }, query: { limit: MAX_LIMIT, sort }, signal });
      return answer.data;
    },
  });

export interface SexSplitChoice {
  date: string;
  sectionId: number;
  roleTypeId: number;
}

export const countBySexQuery = ({ date, sectionId, roleTypeId }: SexSplitChoice) =>
  queryOptions({
    queryKey: [...STATS_KEY, 'count-by-sex', date, sectionId, roleTypeId],
    queryFn: async ({ signal }) => {
      const params = { date, sectionId, role: roleTypeId };
      return (await call(statisticsEndpoints.countBySex, { params, signal })).data;
    },
  });

/** The club report: the list call, also exported as CSV or XLSX (`?format=`). */
export const clubReportCall = statisticsEndpoints.clubReport;
export const clubReportKey = (date: string) => [...STATS_KEY, 'club-report', date] as const;
export const loadClubReport = (date: string) => (query: ListQuery, signal: AbortSignal) =>
  call(statisticsEndpoints.clubReport, { params: { date }, query, signal });
