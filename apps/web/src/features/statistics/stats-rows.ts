// Sums and labels of stats rows (federation units, regions, districts, sections).
import type { ClubStatsRow } from '@fedra/contract/statistics';
import type { Grouping } from './api';

export type StatsCounts = Pick<
  ClubStatsRow,
  | 'adultMaleCount'
  | 'adultFemaleCount'
  | 'adultNotAvailableCount'
  | 'childMaleCount'
  | 'childFemaleCount'
  | 'childNotAvailableCount'
  | 'childCount'
  | 'personCount'
  | 'totalCount'
  | 'clubCount'
>;

const COUNT_KEYS: (keyof StatsCounts)[] = [
  'adultMaleCount',
  'adultFemaleCount',
  'adultNotAvailableCount',
  'childMaleCount',
  'childFemaleCount',
  'childNotAvailableCount',
  'childCount',
  'personCount',
  'totalCount',
  'clubCount',
];

/** The counts of the rows added up (the "total" line of a table). */
export function sumCounts(rows: StatsCounts[]): StatsCounts {
  const total = Object.fromEntries(COUNT_KEYS.map((key) => [key, 0])) as unknown as StatsCounts;
  for (const row of rows) for (const key of COUNT_KEYS) total[key] += row[key];
  return total;
}

/** The fields of a row that name its group and identify it. */
const GROUP_FIELDS = {
  federationUnits: { id: 'federationUnitId', name: 'federationUnit' },
  regions: { id: 'regionId', name: 'region' },
  districts: { id: 'districtId', name: 'district' },
  sections: { id: 'sectionId', name: 'section' },
} as const satisfies Record<Grouping, { id: keyof ClubStatsRow; name: keyof ClubStatsRow }>;

/** The name of a row's group; null when the clubs have none (a club without a district). */
export const groupName = (row: ClubStatsRow, grouping: Grouping): string | null => row[GROUP_FIELDS[grouping].name];

/** A stable key of a row's group. */
export const groupId = (row: ClubStatsRow, grouping: Grouping): number | null => row[GROUP_FIELDS[grouping].id];
