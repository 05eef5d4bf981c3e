// The stats calls as lists of the list convention: per grouping the filters and sorts that make
// sense, the statements over `stats_out`, and the CSV/XLSX export of the same rows.
import { type ClubStatsRow, STATS_COUNT_KEYS } from '@fedra/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Language } from '../../platform/i18n/messages';
import { defineListExport, type ExportColumn } from '../../platform/list-query/list-export';
import { type ListField, type ListSpec, parseListQuery, whereSql } from '../../platform/list-query/list-query';
import { type ListStatements, TOTAL_COLUMN } from '../../platform/list-query/list-statements';
import { countExportColumns } from './count-export';
import { type StatsGrouping, statsOutCte } from './stats-sql';

const col = (name: keyof ClubStatsRow) => sql`s.${sql.identifier(name)}`;
const idField = (name: keyof ClubStatsRow): ListField => ({ type: 'number', column: col(name) });
const textField = (name: keyof ClubStatsRow): ListField => ({ type: 'text', column: col(name), sort: true });
/** A group's name sorts the list; its id filters it. */
const named = (id: keyof ClubStatsRow, name: keyof ClubStatsRow): Record<string, ListField> => ({
  [id]: idField(id),
  [name]: { type: 'text', column: col(name), sort: true, filterable: false },
});

const COUNT_FIELDS: Record<string, ListField> = Object.fromEntries(
  STATS_COUNT_KEYS.map((k) => [k, { type: 'number', column: col(k), sort: true }]),
);

const CLUB_FIELDS: Record<string, ListField> = {
  name: textField('name'),
  registrationNumber: textField('registrationNumber'),
  ...named('clubTypeId', 'clubType'),
  ...named('federationUnitId', 'federationUnit'),
  ...named('regionId', 'region'),
  ...named('districtId', 'district'),
  clubId: idField('clubId'),
};

const spec = (fields: Record<string, ListField>, defaultSort: string): ListSpec => ({
  fields: { ...fields, ...COUNT_FIELDS },
  defaultSort,
  // Every grouping's key, so that paging is stable whichever it is.
  tieBreaker: sql`s."clubId", s."sectionId", s."roleTypeId", s."districtId", s."regionId", s."federationUnitId"`,
});

export const STATS_LIST_SPECS: Record<Exclude<StatsGrouping, 'section'>, ListSpec> = {
  report: spec(CLUB_FIELDS, 'name'),
  club: spec({ ...CLUB_FIELDS, ...named('sectionId', 'section'), ...named('roleTypeId', 'roleType') }, 'name'),
  district: spec({ ...named('districtId', 'district'), ...named('regionId', 'region') }, 'district'),
  federationUnit: spec(named('federationUnitId', 'federationUnit'), 'federationUnit'),
  region: spec(named('regionId', 'region'), 'region'),
};

/**
 * The whole stats of a grouping at the date, ready for `SELECT … FROM stats_out s`; `rows`
 * defines `stats_rows` (computed, or read from a kept snapshot).
 */
function statsWith(grouping: StatsGrouping, rows: SQL, date: string, lang: Language, keyed = false): SQL {
  return sql`WITH ${rows}, ${statsOutCte(grouping, date, lang, keyed)}`;
}

/** Refuses a bad list query (400) before anything is computed. */
export function checkStatsQuery(grouping: Exclude<StatsGrouping, 'section'>, query: Record<string, unknown>) {
  parseListQuery(query, STATS_LIST_SPECS[grouping]);
}

/**
 * A stats list call over `rows`: the page and the count side by side. Over a kept snapshot
 * (`keyed`, see cachedStatsRows) the page is chosen by its sort keys from the narrow columns,
 * then only its rows are read in full (a TID scan each): the names, the address and the joins of
 * 48,000 club rows are not built to show twenty. Computed rows (the bench's cold baseline) are
 * sorted as they are.
 */
export function statsListSql(
  grouping: Exclude<StatsGrouping, 'section'>,
  rows: SQL,
  date: string,
  lang: Language,
  query: Record<string, unknown>,
  keyed = false,
): ListStatements {
  const q = parseListQuery(query, STATS_LIST_SPECS[grouping]);
  const where = whereSql(q.where);
  const base = statsWith(grouping, rows, date, lang, keyed);
  // Keyed, a page carries the total too (a window over the same rows): one pass, not two.
  const withTotal = keyed && !q.exporting;
  const page = keyed
    ? sql`${base}, page AS MATERIALIZED (
          SELECT s.rid, row_number() OVER (ORDER BY ${q.orderBy}) AS position
                 ${withTotal ? sql`, count(*) OVER () AS total` : sql``}
            FROM stats_out s WHERE ${where} ORDER BY ${q.orderBy} ${q.paging})
        SELECT o.* ${withTotal ? sql`, p.total::int AS ${sql.identifier(TOTAL_COLUMN)}` : sql``}
          FROM stats_out o JOIN page p ON p.rid = o.rid
         -- A TID scan of the page's rows whatever the planner thinks of a snapshot not yet analyzed.
         WHERE o.rid = ANY(ARRAY(SELECT page.rid FROM page))
         ORDER BY p.position`
    : sql`${base} SELECT s.* FROM stats_out s WHERE ${where} ORDER BY ${q.orderBy} ${q.paging}`;
  return {
    page,
    count: sql`${base} SELECT count(*)::int AS total FROM stats_out s WHERE ${where}`,
    totalInPage: withTotal,
    limit: q.limit,
    offset: q.offset,
  };
}

/** A kept row without its statement-local `rid`. */
export function withoutRid(row: ClubStatsRow & { rid?: unknown }): ClubStatsRow {
  const { rid: _rid, ...rest } = row;
  return rest;
}

/** `club/stats/sections/{date}`: every section's row, by section id. */
export function sectionStatsSql(rows: SQL, date: string, lang: Language): SQL {
  return sql`${statsWith('section', rows, date, lang)}
    SELECT s.* FROM stats_out s ORDER BY s."sectionId" NULLS LAST`;
}

type Column = ExportColumn<ClubStatsRow, undefined>;
const text = (cs: string, en: string, value: (r: ClubStatsRow) => string | null, width = 20): Column => ({
  label: { cs, en },
  value,
  width,
});
const number = (cs: string, en: string, value: (r: ClubStatsRow) => number | null): Column => ({
  label: { cs, en },
  type: 'number',
  value,
});

const CLUB_COLUMNS: Column[] = [
  text('Registrační číslo', 'Registration number', (r) => r.registrationNumber, 16),
  text('Název', 'Name', (r) => r.name, 30),
  text('Oficiální název', 'Official name', (r) => r.officialName, 36),
  text('Adresa', 'Address', (r) => r.address, 36),
  text('IČO', 'Identification number', (r) => r.identificationNumber, 12),
  text('DIČ', 'Tax identification number', (r) => r.taxIdentificationNumber, 14),
  text('Typ klubu', 'Club type', (r) => r.clubType),
  text('Federační jednotka', 'Federation unit', (r) => r.federationUnit),
  text('Kraj', 'Region', (r) => r.region),
  text('Okres', 'District', (r) => r.district),
];
const SECTION = text('Sekce', 'Section', (r) => r.section);
const ROLE_TYPE = text('Typ role', 'Role type', (r) => r.roleType);

const COUNT_COLUMNS: Column[] = [...countExportColumns<ClubStatsRow>(), number('Klubů', 'Clubs', (r) => r.clubCount)];

const statsExport = (name: string, cs: string, en: string, columns: Column[]) =>
  defineListExport<ClubStatsRow>({
    name,
    title: { cs, en },
    columns: [text('Datum', 'Date', (r) => r.statsDate, 12), ...columns, ...COUNT_COLUMNS],
  });

export const STATS_EXPORTS = {
  report: statsExport('club-report', 'Přehled klubů', 'Club report', CLUB_COLUMNS),
  club: statsExport('club-stats', 'Statistika klubů', 'Club statistics', [...CLUB_COLUMNS, SECTION, ROLE_TYPE]),
  district: statsExport('district-stats', 'Statistika okresů', 'District statistics', [
    text('Okres', 'District', (r) => r.district),
    text('Kraj', 'Region', (r) => r.region),
  ]),
  federationUnit: statsExport(
    'federation-unit-stats',
    'Statistika federačních jednotek',
    'Federation unit statistics',
    [text('Federační jednotka', 'Federation unit', (r) => r.federationUnit)],
  ),
  region: statsExport('region-stats', 'Statistika krajů', 'Region statistics', [
    text('Kraj', 'Region', (r) => r.region),
  ]),
} satisfies Record<Exclude<StatsGrouping, 'section'>, unknown>;
