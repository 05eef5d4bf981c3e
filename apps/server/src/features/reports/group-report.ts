// Counts per club, federation unit, region or district at a date: the clubs registered then (in
// the caller's units, within the club filters) and their members (within the role filters).
import { type GroupReportRow, REPORT_COUNT_KEYS } from '@fedra/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type AdminScope } from '../../platform/access/scope-sql';
import type { Db } from '../../platform/db/pool';
import type { Language } from '../../platform/i18n/messages';
import { defineListExport, referenceNames } from '../../platform/list-query/list-export';
import { type ListSpec, parseListQuery, whereSql } from '../../platform/list-query/list-query';
import type { ListStatements } from '../../platform/list-query/list-statements';
import {
  cachedStatsRows,
  computedStatsRows,
  countExportColumns,
  keptRowSource,
  resultKey,
  STATS_COUNT_FIELDS,
  type StatsGrouping,
  statsSnapshot,
} from '../statistics';
import {
  aggregateStatements,
  countColumnsOf,
  countedColumns,
  countSortFields,
  nameIn,
  placedFilter,
  REPORT_PARAMS,
  reportDate,
  TOTAL_OVER_ROWS,
} from './report-query';

export type ReportGroup = 'club' | 'federationUnit' | 'region' | 'district';

interface GroupShape {
  /** The stats grouping that counts the groups. */
  grouping: StatsGrouping;
  /** Its key column in `stats_rows`. */
  key: string;
  /** The group's own row, joined as `g` (clubs: the club itself). */
  table: SQL;
  /** Extra columns of the row from `g`: registration number, club type, unit. */
  extra: SQL;
}

const SHAPES: Record<ReportGroup, GroupShape> = {
  club: {
    grouping: 'report',
    key: 'club_id',
    table: sql`clubs`,
    extra: sql`g.registration_number AS "registrationNumber", g.club_type_id AS "clubTypeId", g.federation_unit_id AS "federationUnitId"`,
  },
  federationUnit: {
    grouping: 'federationUnit',
    key: 'federation_unit_id',
    table: sql`federation_units`,
    extra: sql`NULL::text AS "registrationNumber", NULL::int AS "clubTypeId", g.id AS "federationUnitId"`,
  },
  region: {
    grouping: 'region',
    key: 'region_id',
    table: sql`regions`,
    extra: sql`NULL::text AS "registrationNumber", NULL::int AS "clubTypeId", NULL::int AS "federationUnitId"`,
  },
  district: {
    grouping: 'district',
    key: 'district_id',
    table: sql`districts`,
    extra: sql`NULL::text AS "registrationNumber", NULL::int AS "clubTypeId", NULL::int AS "federationUnitId"`,
  },
};

/** The club filters and role filters: they change what is counted (and so the kept result). */
const PLACED = ['federationUnitId', 'regionId', 'districtId', 'clubTypeId', 'clubId', 'sectionId', 'roleTypeId'];

/** The counted rows' columns, as kept. */
const COUNTED_COLUMNS = countedColumns('group_id int', '"clubCount" int');

/**
 * The SQL of a group report for a scope and a raw list query (a 400 on a bad query). The counting
 * runs once per data version (kept-by-version.ts); the page carries the total
 * (`count(*) OVER ()`), the groups (at most the clubs) are named, filtered, sorted and paged after.
 */
export async function groupReportSql(
  db: Db,
  group: ReportGroup,
  scope: AdminScope,
  query: Record<string, unknown> & { date?: string },
  lang: Language,
): Promise<ListStatements> {
  const shape = SHAPES[group];
  const clubConditions: SQL[] = [];
  const roleConditions: SQL[] = [];
  const name = group === 'club' ? sql`g.name` : nameIn(sql`g`, lang);
  const spec: ListSpec = {
    fields: {
      name: { type: 'text', selective: true, column: name, sort: [name] },
      registrationNumber: { type: 'text', column: sql`g.registration_number`, sort: true },
      federationUnitId: placedFilter(clubConditions, sql`c.federation_unit_id`),
      regionId: placedFilter(clubConditions, sql`c.region_id`),
      districtId: placedFilter(clubConditions, sql`c.district_id`),
      clubTypeId: placedFilter(clubConditions, sql`c.club_type_id`),
      clubId: placedFilter(clubConditions, sql`c.id`),
      sectionId: placedFilter(roleConditions, sql`r.section_id`),
      roleTypeId: placedFilter(roleConditions, sql`r.type_id`),
      clubCount: { type: 'number', filterable: false, sort: [sql`t."clubCount"`] },
      ...countSortFields(REPORT_COUNT_KEYS, sql`t`),
    },
    defaultSort: 'name',
    tieBreaker: sql`g.id ASC`,
  };
  if (group !== 'club') delete spec.fields.registrationNumber;
  const q = parseListQuery(query, spec, REPORT_PARAMS);
  const { date: day } = reportDate(query);
  const groupKey = sql`s.${sql.identifier(shape.key)}`;
  // Clubs without the group's key (no district, say) belong to no row.
  const counts = sql`SELECT ${groupKey} AS group_id, ${STATS_COUNT_FIELDS} FROM stats_rows s WHERE ${groupKey} IS NOT NULL`;
  let source: SQL;
  if (clubConditions.length === 0 && roleConditions.length === 0) {
    // Unfiltered, the counts are the stats' own: read from their snapshot, shared with the stats calls.
    const snapshot = await statsSnapshot(db, shape.grouping, scope, day);
    source = sql`(WITH ${cachedStatsRows(snapshot)} ${counts}) t`;
  } else {
    // The stats' counting (stats-sql.ts) narrowed by the filters, its rows kept.
    const narrow = { clubs: whereSql(clubConditions), roles: whereSql(roleConditions) };
    const key = resultKey({ report: group, date: day, units: scope.fedUnitIds }, query, PLACED);
    const counted = sql`WITH ${computedStatsRows(shape.grouping, scope, day, narrow)} ${counts}`;
    source = await keptRowSource(db, key, counted, COUNTED_COLUMNS, sql`t`);
  }
  const rows = sql`
    SELECT g.id, ${name} AS name, ${shape.extra}, t."clubCount",
           ${countColumnsOf(REPORT_COUNT_KEYS, sql`t`)}, ${TOTAL_OVER_ROWS}
      FROM ${source} JOIN ${shape.table} g ON g.id = t.group_id
     WHERE ${whereSql(q.where)}`;
  return aggregateStatements(rows, q);
}

const GROUP_TITLES: Record<ReportGroup, { name: string; title: { cs: string; en: string } }> = {
  club: { name: 'club-members', title: { cs: 'Členové klubů', en: 'Club members' } },
  federationUnit: { name: 'federation-units', title: { cs: 'Federační jednotky', en: 'Federation units' } },
  region: { name: 'regions', title: { cs: 'Kraje', en: 'Regions' } },
  district: { name: 'districts', title: { cs: 'Okresy', en: 'Districts' } },
};

/** A group report as a file: the group, for clubs their number, type and unit, and the counts. */
export function groupReportExport(group: ReportGroup) {
  const clubColumns =
    group === 'club'
      ? [
          {
            label: { cs: 'Registrační číslo', en: 'Registration number' },
            value: (r: GroupReportRow) => r.registrationNumber,
            width: 14,
          },
          {
            label: { cs: 'Typ klubu', en: 'Club type' },
            value: (r: GroupReportRow, c: { types: Map<number, string>; units: Map<number, string> }) =>
              r.clubTypeId === null ? null : (c.types.get(r.clubTypeId) ?? null),
          },
          {
            label: { cs: 'Federační jednotka', en: 'Federation unit' },
            value: (r: GroupReportRow, c: { types: Map<number, string>; units: Map<number, string> }) =>
              r.federationUnitId === null ? null : (c.units.get(r.federationUnitId) ?? null),
          },
        ]
      : [];
  return defineListExport<GroupReportRow, { types: Map<number, string>; units: Map<number, string> }>({
    ...GROUP_TITLES[group],
    prepare: async (db, lang) => ({
      types: await referenceNames(db, 'club_types', lang),
      units: await referenceNames(db, 'federation_units', lang),
    }),
    columns: [
      { label: { cs: 'Název', en: 'Name' }, value: (r) => r.name, width: 30 },
      ...clubColumns,
      { label: { cs: 'Kluby', en: 'Clubs' }, type: 'number', value: (r) => r.clubCount },
      ...countExportColumns<GroupReportRow>(),
    ],
  });
}
