// Who is a member at a date, and whether a child: the counting rule of the statistics and the
// report lists (docs/decisions.md "Reports and statistics"), written once as SQL pieces, so that
// every stats call and report counts alike.
//
// - A club counts on a date when one of its club roles is valid on it (registered then).
// - A person counts on a date when holding a club person role (person_roles.club_id set) valid on
//   it in such a club; once per row of a report (a person in two clubs is one member of a unit).
// - Valid on a date: valid_from <= date and (no valid_till or valid_till >= date).
// - Age is the age reached in the calendar year of the date (year(date) - birth year), as the
//   codebook age categories define theirs. A child is a person whose age falls in a category of
//   the PUPILS or JUNIORS groups (ageTo <= 18 in the reference data); no birth date: adult.
// - Sex: male (1), female (2), anything else or none: not available.
import { type SQL, sql } from 'drizzle-orm';
import { SEX } from '../../db/reference-ids';

/** A `YYYY-MM-DD` date (checked by the contract) as an SQL date. */
export const dateOf = (date: string): SQL => sql`${date}::date`;

/** The row `alias` (a role with valid_from/valid_till) is valid on the date. */
export const validOn = (alias: SQL, date: SQL): SQL =>
  sql`${alias}.valid_from <= ${date} AND (${alias}.valid_till IS NULL OR ${alias}.valid_till >= ${date})`;

/** The club (its id expression) is registered on the date: one of its club roles is valid then. */
export const clubRegisteredOn = (clubId: SQL, date: SQL): SQL =>
  sql`EXISTS (SELECT 1 FROM club_roles cr WHERE cr.club_id = ${clubId} AND ${validOn(sql`cr`, date)})`;

/** The person role `r` in club `c` makes a member on the date (see the rule above). */
export const membershipOn = (date: SQL): SQL =>
  sql`r.club_id IS NOT NULL AND ${validOn(sql`r`, date)} AND ${clubRegisteredOn(sql`c.id`, date)}`;

/** Age reached in the calendar year of the date; null without a birth date. */
export const ageAt = (birthDate: SQL, date: SQL): SQL =>
  sql`(extract(year from ${date})::int - extract(year from ${birthDate})::int)`;

/** The codebook's age categories with their limits (null: open). */
export const AGE_CATEGORIES = sql`(SELECT e.id, e.code, e.name_cs, e.name_en, e.sort_order,
    (e.attrs->>'ageFrom')::int AS age_from, (e.attrs->>'ageTo')::int AS age_to, (e.attrs->>'groupId')::int AS group_id
   FROM codebook_entries e WHERE e.list = 'ageCategories')`;

/** `age` lies within the category `k` (of AGE_CATEGORIES). */
export const ageInCategory = (age: SQL, k: SQL): SQL =>
  sql`${age} >= coalesce(${k}.age_from, -1000) AND ${age} <= coalesce(${k}.age_to, 1000)`;

/**
 * CTE `child_ages(age)`: the ages that make a child, computed once per statement from the
 * codebook (a person then joins it by age, a hash join instead of a lookup per person).
 */
export const CHILD_AGES_CTE = sql`child_ages AS (
  SELECT DISTINCT a.age FROM generate_series(-250, 250) a(age)
    JOIN ${AGE_CATEGORIES} k ON ${ageInCategory(sql`a.age`, sql`k`)}
    JOIN codebook_entries g ON g.list = 'ageCategoryGroups' AND g.id = k.group_id AND g.code IN ('PUPILS', 'JUNIORS'))`;

/** Joins `child_ages` as `ca` for the person `p`: `ca.age IS NOT NULL` is a child on the date. */
export const joinChildAges = (date: SQL): SQL =>
  sql`LEFT JOIN child_ages ca ON ca.age = ${ageAt(sql`p.birth_date`, date)}`;

const IS_CHILD = sql`ca.age IS NOT NULL`;
const male = sql`p.sex_id = ${SEX.male}`;
const female = sql`p.sex_id = ${SEX.female}`;
const notAvailable = sql`p.sex_id IS DISTINCT FROM ${SEX.male} AND p.sex_id IS DISTINCT FROM ${SEX.female}`;

/** The six counts by age and sex, with the contract's names (ReportCountsSchema). */
const SEX_AGE_COUNTS = {
  adultMaleCount: sql`NOT ${IS_CHILD} AND ${male}`,
  adultFemaleCount: sql`NOT ${IS_CHILD} AND ${female}`,
  adultNotAvailableCount: sql`NOT ${IS_CHILD} AND ${notAvailable}`,
  childMaleCount: sql`${IS_CHILD} AND ${male}`,
  childFemaleCount: sql`${IS_CHILD} AND ${female}`,
  childNotAvailableCount: sql`${IS_CHILD} AND ${notAvailable}`,
};
export type SexAgeCount = keyof typeof SEX_AGE_COUNTS;

/**
 * The six counts over rows of persons `p` joined to `child_ages ca`, each named by `nameOf`.
 * The rows must hold each person once per group (deduplicated before: a DISTINCT per aggregate
 * would sort the million rows once for each count). `personId` is null on a group's row without
 * members (a LEFT JOIN), which then counts nothing.
 */
export function sexAgeCountColumns(personId: SQL, nameOf: (count: SexAgeCount) => string = (c) => c): SQL {
  return sql.join(
    Object.entries(SEX_AGE_COUNTS).map(
      ([name, cond]) =>
        sql`count(${personId}) FILTER (WHERE ${cond})::int AS ${sql.identifier(nameOf(name as SexAgeCount))}`,
    ),
    sql`, `,
  );
}

/**
 * The member counts of the contract (ReportCountsSchema): the six by age and sex, the two sums
 * and the total. Spec: personCount is the sum of the three adult counts, childCount of the three
 * child ones.
 */
export function memberCountColumns(personId: SQL): SQL {
  return sql`${sexAgeCountColumns(personId)},
    count(${personId}) FILTER (WHERE ${IS_CHILD})::int AS "childCount",
    count(${personId}) FILTER (WHERE NOT ${IS_CHILD})::int AS "personCount",
    count(${personId})::int AS "totalCount"`;
}

/** The counts by sex only (age reports), over rows carrying `sex_id` and a number `n`. */
export const sexCountColumns = sql`coalesce(sum(a.n) FILTER (WHERE a.sex_id = ${SEX.male}), 0)::int AS "maleCount",
    coalesce(sum(a.n) FILTER (WHERE a.sex_id = ${SEX.female}), 0)::int AS "femaleCount",
    coalesce(sum(a.n) FILTER (WHERE a.sex_id IS DISTINCT FROM ${SEX.male} AND a.sex_id IS DISTINCT FROM ${SEX.female}), 0)::int AS "notAvailableCount",
    coalesce(sum(a.n), 0)::int AS "totalCount"`;
