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

/** The name of a row's group; null when the clubs have none (a club without a district). */
export function groupName(row: ClubStatsRow, grouping: Grouping): string | null {
  switch (grouping) {
    case 'federationUnits':
      return row.federationUnit;
    case 'regions':
      return row.region;
    case 'districts':
      return row.district;
    case 'sections':
      return row.section;
  }
}

/** A stable key of a row's group. */
export function groupId(row: ClubStatsRow, grouping: Grouping): number | null {
  switch (grouping) {
    case 'federationUnits':
      return row.federationUnitId;
    case 'regions':
      return row.regionId;
    case 'districts':
      return row.districtId;
    case 'sections':
      return row.sectionId;
  }
}
