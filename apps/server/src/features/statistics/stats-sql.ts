// The stats records at a date as SQL (docs/decisions.md "Reports and statistics"): the counting
// rule of membership-at-date.ts grouped as each call groups. Every call
// reads the same `stats_rows` CTE, so the sums of the report, the stats by club and the grouped
// stats agree.
import { type SQL, sql } from 'drizzle-orm';
import { type AdminScope, unitScopeSql } from '../../platform/access/scope-sql';
import type { Language } from '../../platform/i18n/messages';
import {
  CHILD_AGES_CTE,
  clubRegisteredOn,
  dateOf,
  joinChildAges,
  type SexAgeCount,
  sexAgeCountColumns,
  validOn,
} from './membership-at-date';

/** The calls' groupings: the report (one row per club), then the stats calls. */
export type StatsGrouping = 'report' | 'club' | 'district' | 'federationUnit' | 'region' | 'section';

/** What each grouping groups the held roles by (`c` the club, `r` the person role). */
const HELD_KEYS: Record<StatsGrouping, SQL> = {
  report: sql`c.id AS club_id`,
  club: sql`c.id AS club_id, r.section_id, r.type_id`,
  // A missing key is grouped as 0 until the end (see stats_rows): a join does not match NULL with
  // NULL, and the clubs and the persons without a district (unit, region, section) are one row.
  district: sql`coalesce(c.district_id, 0) AS district_id`,
  federationUnit: sql`coalesce(c.federation_unit_id, 0) AS federation_unit_id`,
  region: sql`coalesce(c.region_id, 0) AS region_id`,
  section: sql`coalesce(r.section_id, 0) AS section_id`,
};
const KEY_COLUMNS: Record<StatsGrouping, string[]> = {
  report: ['club_id'],
  club: ['club_id', 'section_id', 'type_id'],
  district: ['district_id'],
  federationUnit: ['federation_unit_id'],
  region: ['region_id'],
  section: ['section_id'],
};

/** The snapshot's names of the six counts (stats_snapshot_rows). */
const SNAPSHOT_COUNT: Record<SexAgeCount, string> = {
  adultMaleCount: 'adult_male',
  adultFemaleCount: 'adult_female',
  adultNotAvailableCount: 'adult_na',
  childMaleCount: 'child_male',
  childFemaleCount: 'child_female',
  childNotAvailableCount: 'child_na',
};

/** Registered clubs per group (a club's own rows count it once). */
function clubCountSql(grouping: StatsGrouping, date: string): SQL {
  switch (grouping) {
    case 'report':
    case 'club':
      return sql`SELECT c.id AS club_id, 1 AS clubs FROM reg c`;
    case 'section':
      // A club belongs to the sections of its registrations valid on the date.
      return sql`SELECT coalesce(cr.section_id, 0) AS section_id, count(DISTINCT cr.club_id)::int AS clubs
                   FROM reg c JOIN club_roles cr ON cr.club_id = c.id AND ${validOn(sql`cr`, dateOf(date))}
                  GROUP BY 1`;
    default: {
      const key = sql.identifier(KEY_COLUMNS[grouping][0]!);
      return sql`SELECT coalesce(c.${key}, 0) AS ${key}, count(*)::int AS clubs FROM reg c GROUP BY 1`;
    }
  }
}

/** Conditions narrowing what is counted (the report lists' filters): on the club `c`, the role `r`. */
export interface StatsNarrowing {
  clubs: SQL;
  roles: SQL;
}

/**
 * `… stats_rows AS (…)` computed from the roles: one row per group with its key columns, `clubs`
 * and the six counts. The persons counted hold a club person role valid on the date in a club
 * registered on it (in the caller's units), each once per group.
 */
export function computedStatsRows(
  grouping: StatsGrouping,
  scope: AdminScope,
  date: string,
  narrow: StatsNarrowing = { clubs: sql`TRUE`, roles: sql`TRUE` },
): SQL {
  const keys = KEY_COLUMNS[grouping].map((k) => sql.identifier(k));
  const keyList = sql.join(keys, sql`, `);
  // Groups with registered clubs but no persons appear too; person groups come from those clubs,
  // except sections, where a person role's section need not be one the club is registered in.
  const join = grouping === 'section' ? sql`FULL JOIN` : sql`LEFT JOIN`;
  return sql`
    ${CHILD_AGES_CTE},
    reg AS MATERIALIZED (
      SELECT c.* FROM clubs c
       WHERE ${unitScopeSql(scope, sql`c.federation_unit_id`)} AND ${clubRegisteredOn(sql`c.id`, dateOf(date))}
         AND ${narrow.clubs}),
    held AS (
      SELECT DISTINCT ${HELD_KEYS[grouping]}, r.person_id
        FROM person_roles r JOIN reg c ON c.id = r.club_id
       WHERE ${validOn(sql`r`, dateOf(date))} AND ${narrow.roles}),
    person_counts AS (
      SELECT ${sql.join(
        KEY_COLUMNS[grouping].map((k) => sql`h.${sql.identifier(k)}`),
        sql`, `,
      )}, ${sexAgeCountColumns(sql`p.id`, (c) => SNAPSHOT_COUNT[c])}
        FROM held h JOIN persons p ON p.id = h.person_id ${joinChildAges(dateOf(date))}
       GROUP BY ${sql.join(
         KEY_COLUMNS[grouping].map((k) => sql`h.${sql.identifier(k)}`),
         sql`, `,
       )}),
    club_counts AS (${clubCountSql(grouping, date)}),
    stats_rows AS (
      SELECT ${
        grouping === 'report' || grouping === 'club' ? keyList : sql`nullif(${keys[0]!}, 0) AS ${keys[0]!}`
      }, coalesce(cc.clubs, 0) AS clubs,
             coalesce(pc.adult_male, 0) AS adult_male, coalesce(pc.adult_female, 0) AS adult_female,
             coalesce(pc.adult_na, 0) AS adult_na, coalesce(pc.child_male, 0) AS child_male,
             coalesce(pc.child_female, 0) AS child_female, coalesce(pc.child_na, 0) AS child_na
        FROM ${
          grouping === 'club'
            ? sql`person_counts pc LEFT JOIN club_counts cc USING (club_id)`
            : sql`club_counts cc ${join} person_counts pc USING (${keyList})`
        })`;
}

/** The contract's count columns of a stats row `s` (ClubStatsRow, and the report lists' counts). */
export const STATS_COUNT_FIELDS = sql`
  s.adult_male AS "adultMaleCount", s.adult_female AS "adultFemaleCount", s.adult_na AS "adultNotAvailableCount",
  s.child_male AS "childMaleCount", s.child_female AS "childFemaleCount", s.child_na AS "childNotAvailableCount",
  (s.child_male + s.child_female + s.child_na) AS "childCount",
  (s.adult_male + s.adult_female + s.adult_na) AS "personCount",
  (s.child_male + s.child_female + s.child_na + s.adult_male + s.adult_female + s.adult_na) AS "totalCount",
  s.clubs AS "clubCount"`;

const NULL_CLUB_FIELDS = sql`
  NULL::int AS "clubId", NULL::text AS "registrationNumber", NULL::text AS "name", NULL::text AS "officialName",
  NULL::text AS "address", NULL::text AS "identificationNumber", NULL::text AS "taxIdentificationNumber",
  NULL::int AS "clubTypeId", NULL::text AS "clubType"`;

/** One line of the club's seat. */
const ADDRESS = sql`nullif(concat_ws(', ',
  nullif(concat_ws(' ', c.street, nullif(concat_ws('/', c.land_registry_number, c.house_number), '')), ''),
  c.city_part, nullif(concat_ws(' ', c.zip, c.city), '')), '')`;

/**
 * `stats_out`: the stats rows in the contract's shape (ClubStatsRow), names in `lang`. The list
 * specs filter and sort these columns. `keyed`: the rows come from `cachedStatsRows` and carry
 * their `rid` (not inlined twice otherwise: a list reads stats_out once for the page's keys and
 * once for the page).
 */
export function statsOutCte(grouping: StatsGrouping, date: string, lang: Language, keyed = false): SQL {
  const name = sql.raw(lang === 'en' ? 'name_en' : 'name_cs');
  const ref = (table: string, alias: string, id: SQL) =>
    sql`LEFT JOIN ${sql.identifier(table)} ${sql.identifier(alias)} ON ${sql.identifier(alias)}.id = ${id}`;
  const clubRow = grouping === 'report' || grouping === 'club';
  const select = clubRow
    ? sql`c.id AS "clubId", c.registration_number AS "registrationNumber", c.name AS "name",
          c.official_name AS "officialName", ${ADDRESS} AS "address",
          c.identification_number AS "identificationNumber", c.tax_identification_number AS "taxIdentificationNumber",
          c.club_type_id AS "clubTypeId", ct.${name} AS "clubType",
          c.federation_unit_id AS "federationUnitId", fu.${name} AS "federationUnit",
          c.region_id AS "regionId", rg.${name} AS "region", c.district_id AS "districtId", ds.${name} AS "district"`
    : sql`${NULL_CLUB_FIELDS},
          ${grouping === 'federationUnit' ? sql`s.federation_unit_id` : sql`NULL::int`} AS "federationUnitId",
          ${grouping === 'federationUnit' ? sql`fu.${name}` : sql`NULL::text`} AS "federationUnit",
          ${grouping === 'region' ? sql`s.region_id` : grouping === 'district' ? sql`ds.region_id` : sql`NULL::int`} AS "regionId",
          ${grouping === 'region' || grouping === 'district' ? sql`rg.${name}` : sql`NULL::text`} AS "region",
          ${grouping === 'district' ? sql`s.district_id` : sql`NULL::int`} AS "districtId",
          ${grouping === 'district' ? sql`ds.${name}` : sql`NULL::text`} AS "district"`;
  const withSection = grouping === 'club' || grouping === 'section';
  const joins = clubRow
    ? sql`JOIN clubs c ON c.id = s.club_id ${ref('club_types', 'ct', sql`c.club_type_id`)}
          ${ref('federation_units', 'fu', sql`c.federation_unit_id`)} ${ref('regions', 'rg', sql`c.region_id`)}
          ${ref('districts', 'ds', sql`c.district_id`)}`
    : grouping === 'federationUnit'
      ? ref('federation_units', 'fu', sql`s.federation_unit_id`)
      : grouping === 'district'
        ? sql`${ref('districts', 'ds', sql`s.district_id`)} ${ref('regions', 'rg', sql`ds.region_id`)}`
        : grouping === 'region'
          ? ref('regions', 'rg', sql`s.region_id`)
          : sql``;
  return sql`
    stats_out AS NOT MATERIALIZED (
      SELECT ${keyed ? sql`s.rid AS "rid", ` : sql``}${date}::text AS "statsDate", ${select},
             ${withSection ? sql`s.section_id` : sql`NULL::int`} AS "sectionId",
             ${withSection ? sql`sc.${name}` : sql`NULL::text`} AS "section",
             ${grouping === 'club' ? sql`s.type_id` : sql`NULL::int`} AS "roleTypeId",
             ${grouping === 'club' ? sql`rt.${name}` : sql`NULL::text`} AS "roleType",
             ${STATS_COUNT_FIELDS}
        FROM stats_rows s ${joins}
        ${withSection ? ref('sections', 'sc', sql`s.section_id`) : sql``}
        ${grouping === 'club' ? ref('person_role_types', 'rt', sql`s.type_id`) : sql``})`;
}

/** The columns a snapshot row keeps (kept-by-version.ts), in the order of `stats_snapshot_rows`. */
export const SNAPSHOT_COLUMNS = [
  'club_id',
  'section_id',
  'type_id',
  'district_id',
  'federation_unit_id',
  'region_id',
  'clubs',
  'adult_male',
  'adult_female',
  'adult_na',
  'child_male',
  'child_female',
  'child_na',
] as const;

/** The key columns of a grouping (the others of SNAPSHOT_COLUMNS' keys are null in its rows). */
export const keyColumnsOf = (grouping: StatsGrouping): readonly string[] => KEY_COLUMNS[grouping];

/**
 * `stats_rows` read from a kept snapshot, each row with `rid` (its ctid, stable within the
 * statement): a list picks its page by sort keys alone, then reads only that page's rows in full.
 */
export function cachedStatsRows(snapshotId: number): SQL {
  return sql`stats_rows AS NOT MATERIALIZED (
    SELECT r.ctid AS rid, r.* FROM stats_snapshot_rows r WHERE r.snapshot_id = ${snapshotId})`;
}
