// The persons register's list (issue 29 §1): persons of the caller's scope with their filters,
// sorts and export. The role filters (category, type, level, club, approval state, region,
// district, valid on a day) hold of one and the same role, so "members of club X valid on 1 May"
// means one such membership; the row shows the roles that matched (or, with no role filter, the
// roles valid today) and the club of the first of them with a club (else today's membership).
import type { PersonListItem } from '@fedra/contract';
import { type SQL, sql } from 'drizzle-orm';
import { PERSON_ROLE_TYPE } from '../../db/reference-ids';
import { type AdminScope, type ClubScope, type PersonalScope, unitScopeSql } from '../../platform/access/scope-sql';
import { TODAY_SQL } from '../../platform/clock';
import type { Db } from '../../platform/db/pool';
import { idsFirstStatements } from '../../platform/list-query/ids-first';
import { defineListExport, nameOf, referenceNames } from '../../platform/list-query/list-export';
import {
  condition,
  type FilterInput,
  type ListField,
  type ListSpec,
  likePattern,
  numbersParam,
  parseListQuery,
  whereSql,
} from '../../platform/list-query/list-query';
import { cappedCountSql, type ListStatements } from '../../platform/list-query/list-statements';
import { PERSON_NAME_FIELD, personFullName } from '../../platform/list-query/person-fields';
import { parseBirthNumber } from '../../platform/tables';

const ROLE = 'role';
const ids = (f: FilterInput) => numbersParam(f.values);

/** A condition on the role `r` (grouped: every role filter holds of the same role). */
const roleField = (filter: (f: FilterInput) => SQL, selective = false): ListField => ({
  type: 'number',
  operators: ['valuesEqual', 'valuesMemberOf'],
  group: ROLE,
  selective,
  filter,
});

/** The role `r` is valid on the date. */
export const roleValidOn = (date: SQL) =>
  sql`r.valid_from <= ${date} AND (r.valid_till IS NULL OR r.valid_till >= ${date})`;

/** An age category's ages reached in the calendar year (open ends null) and its sex, if any. */
export type AgeCategoryBounds = Map<number, { ageFrom: number | null; ageTo: number | null; sexId: number | null }>;

const ageBoundsOf = new WeakMap<Db, Promise<AgeCategoryBounds>>();

/** The codebook's age categories (reference data: read once per database handle). */
export function ageCategoryBounds(db: Db): Promise<AgeCategoryBounds> {
  let bounds = ageBoundsOf.get(db);
  if (!bounds) {
    bounds = db
      .execute<{ id: number; ageFrom: number | null; ageTo: number | null; sexId: number | null }>(
        sql`SELECT id, (attrs->>'ageFrom')::int AS "ageFrom", (attrs->>'ageTo')::int AS "ageTo",
                   (attrs->>'sexId')::int AS "sexId"
              FROM codebook_entries WHERE list = 'ageCategories'`,
      )
      .then(({ rows }) => new Map(rows.map((r) => [r.id, r])));
    bounds.catch(() => ageBoundsOf.delete(db));
    ageBoundsOf.set(db, bounds);
  }
  return bounds;
}

/**
 * Born in the years an age category covers this year (its ageFrom–ageTo is the age reached in the
 * calendar year; open ends are null), and of its sex if it has one. With the categories known
 * (`bounds`), plain bounds and a sex condition only where the category has one, so the birth-date
 * index answers alone; without, the bounds are scalar subqueries computed once.
 */
function ageCategoryFilter(bounds: AgeCategoryBounds | undefined) {
  return (f: FilterInput): SQL => {
    const year = sql`extract(year FROM ${TODAY_SQL})::int`;
    const range = (from: SQL, to: SQL) =>
      sql`p.birth_date >= make_date(${year} - coalesce(${to}, 150), 1, 1)
        AND p.birth_date <= make_date(${year} - coalesce(${from}, 0), 12, 31)`;
    const one = (value: unknown) => {
      const id = Number(value);
      if (bounds) {
        const c = bounds.get(id);
        if (!c) return sql`false`;
        return sql`(${range(sql`${c.ageFrom}::int`, sql`${c.ageTo}::int`)}${c.sexId ? sql` AND p.sex_id = ${c.sexId}` : sql``})`;
      }
      const attr = (name: string) =>
        sql`(SELECT (a.attrs->>${name})::int FROM codebook_entries a WHERE a.list = 'ageCategories' AND a.id = ${id}::int)`;
      return sql`(${range(attr('ageFrom'), attr('ageTo'))}
        AND (${attr('sexId')} IS NULL OR p.sex_id = ${attr('sexId')}))`;
    };
    return sql`(${sql.join(f.values.map(one), sql` OR `)})`;
  };
}

/** A birth number as typed (with or without the slash) compares with the stored form. */
function birthNumberFilter(f: FilterInput): SQL {
  const parsed = f.values.map((v) => parseBirthNumber(String(v))?.value ?? null);
  // A whole valid birth number compares exactly (the unique btree); a beginning by its digits
  // (persons_birth_number_digits_idx).
  if (f.op !== 'valuesLike' || parsed.every((v) => v !== null)) {
    const values = f.values.map((v, i) => parsed[i] ?? String(v).trim());
    return sql`p.birth_number = ANY(${sql.param(values)}::text[])`;
  }
  return sql`(${sql.join(
    f.values.map((v) => sql`replace(p.birth_number, '/', '') LIKE ${`${String(v).replace(/\D/g, '')}%`}`),
    sql` OR `,
  )})`;
}

export const personListSpec: ListSpec = {
  fields: {
    id: { type: 'number', column: sql`p.id`, sort: true },
    fullName: { ...PERSON_NAME_FIELD, operators: ['valuesEqual', 'valuesMemberOf', 'valuesLike'] },
    lastName: { type: 'text', selective: true, column: sql`p.last_name`, sort: [sql`p.last_name`, sql`p.first_name`] },
    registrationNumber: {
      type: 'text',
      selective: true,
      column: sql`p.registration_number`,
      sort: true,
      operators: ['valuesEqual', 'valuesMemberOf', 'valuesLike'],
      // Plain ILIKE: the registration number's trigram index serves it (no accents to fold).
      filter: (f) =>
        f.op === 'valuesLike'
          ? sql`(${sql.join(
              f.values.map((v) => sql`p.registration_number ILIKE ${likePattern(String(v))}`),
              sql` OR `,
            )})`
          : condition(sql`p.registration_number`, 'text', f),
    },
    birthNumber: {
      type: 'text',
      selective: true,
      operators: ['valuesEqual', 'valuesLike'],
      filter: birthNumberFilter,
      sort: [sql`p.birth_number`],
    },
    birthDate: { type: 'date', column: sql`p.birth_date`, sort: true },
    createdDate: { type: 'date', column: sql`p.created_date::date`, sort: [sql`p.created_date`] },
    sexId: { type: 'number', column: sql`p.sex_id` },
    nationalityId: { type: 'number', column: sql`p.nationality_id` },
    federationUnitId: { type: 'number', column: sql`p.federation_unit_id` },
    ageCategoryId: {
      type: 'number',
      operators: ['valuesEqual', 'valuesMemberOf'],
      filter: ageCategoryFilter(undefined),
    },
    roleCategoryId: roleField(
      (f) => sql`r.type_id IN (SELECT t.id FROM person_role_types t WHERE t.category_id = ANY(${ids(f)}))`,
    ),
    roleTypeId: roleField((f) => sql`r.type_id = ANY(${ids(f)})`),
    roleLevelId: roleField((f) => sql`r.level_id = ANY(${ids(f)})`),
    clubId: roleField((f) => sql`r.club_id = ANY(${ids(f)})`, true),
    approvalStateId: roleField((f) => sql`r.approval_state_id = ANY(${ids(f)})`),
    regionId: roleField((f) => sql`r.club_id IN (SELECT c.id FROM clubs c WHERE c.region_id = ANY(${ids(f)}))`),
    districtId: roleField((f) => sql`r.club_id IN (SELECT c.id FROM clubs c WHERE c.district_id = ANY(${ids(f)}))`),
    validAt: {
      type: 'date',
      operators: ['valuesEqual'],
      group: ROLE,
      filter: (f) => roleValidOn(sql`${String(f.values[0])}::date`),
    },
  },
  defaultSort: 'fullName',
  tieBreaker: sql`p.id ASC`,
};

/** The columns every sort reads: what the selective form keeps of each match. */
const SORT_COLUMNS = sql`p.id, p.first_name, p.last_name, p.registration_number, p.birth_number, p.birth_date, p.created_date`;

export type PersonListScope = AdminScope | ClubScope;
/** Who reads or changes one person: the register's scopes, and a member themselves (my profile). */
export type PersonScope = PersonListScope | PersonalScope;

/**
 * Which persons the scope sees: a unit manager their units'; a club the persons with a role in it
 * (ever); a member themselves.
 */
export function personScopeSql(scope: PersonScope): SQL {
  if (scope.zone === 'personal') return sql`p.id = ${scope.personId}`;
  return scope.zone === 'admin'
    ? unitScopeSql(scope, sql`p.federation_unit_id`)
    : sql`EXISTS (SELECT 1 FROM person_roles r WHERE r.person_id = p.id AND r.club_id = ${scope.clubId})`;
}

/**
 * The persons list counts at most this many matches (see docs/decisions/persons-register.md, "Speed
 * of the list"): a filter matching a large share of the federation (a region, valid on a day) is
 * not counted exactly within a request; past the cap the envelope says `totalCapped`.
 */
export const PERSON_COUNT_CAP = 10_000;

/** The SQL of the persons list for a scope and a raw list query (throws a 400 on a bad query). */
export function personListSql(
  scope: PersonListScope,
  query: Record<string, unknown>,
  ages?: AgeCategoryBounds,
  { countCap = PERSON_COUNT_CAP }: { countCap?: number } = {},
): ListStatements {
  const spec = ages
    ? {
        ...personListSpec,
        fields: {
          ...personListSpec.fields,
          ageCategoryId: { ...personListSpec.fields.ageCategoryId!, filter: ageCategoryFilter(ages) },
        },
      }
    : personListSpec;
  const parsed = parseListQuery(query, spec);
  // A club's people are few against the federation: collected once, then counted and sorted.
  const q = scope.zone === 'club' ? { ...parsed, selective: true } : parsed;
  const roleConditions = q.groups[ROLE] ?? [];
  // The club zone sees and filters its own roles only.
  const clubRole = scope.zone === 'club' ? [sql`r.club_id = ${scope.clubId}`] : [];
  const matching = [...clubRole, ...roleConditions];
  const where = whereSql([
    ...(scope.zone === 'admin' ? [personScopeSql(scope)] : []),
    ...q.where,
    ...(matching.length
      ? [sql`EXISTS (SELECT 1 FROM person_roles r WHERE r.person_id = p.id AND ${whereSql(matching)})`]
      : []),
  ]);
  const shown = roleConditions.length ? [...clubRole, ...roleConditions] : [...clubRole, roleValidOn(TODAY_SQL)];
  const statements = idsFirstStatements({
    table: sql`persons`,
    sortColumns: SORT_COLUMNS,
    where,
    q,
    page: (total) => sql`
      SELECT p.id, p.registration_number AS "registrationNumber", p.first_name AS "firstName", p.last_name AS "lastName",
             ${personFullName} AS "fullName", p.birth_date AS "birthDate", p.birth_number AS "birthNumber",
             p.sex_id AS "sexId", p.nationality_id AS "nationalityId", p.federation_unit_id AS "federationUnitId",
             CASE WHEN c.id IS NULL THEN NULL ELSE json_build_object('id', c.id, 'name', c.name) END AS club,
             c.region_id AS "regionId", c.district_id AS "districtId",
             coalesce(rs.roles, '[]'::json) AS roles, p.anonymised_at IS NOT NULL AS anonymised
             ${total}
        FROM ids JOIN persons p ON p.id = ids.id
        LEFT JOIN LATERAL (
          SELECT json_agg(json_build_object('typeId', r.type_id, 'levelId', r.level_id,
                   'approvalStateId', r.approval_state_id, 'clubId', r.club_id) ORDER BY r.type_id, r.valid_from) AS roles,
                 (array_agg(r.club_id ORDER BY r.valid_from DESC, r.id DESC) FILTER (WHERE r.club_id IS NOT NULL))[1] AS club_id
            FROM person_roles r WHERE r.person_id = p.id AND ${whereSql(shown)}) rs ON TRUE
        LEFT JOIN LATERAL (
          SELECT r.club_id FROM person_roles r
           WHERE r.person_id = p.id AND r.type_id = ${PERSON_ROLE_TYPE.CLUB_MEMBER} AND ${roleValidOn(TODAY_SQL)}
           ORDER BY r.valid_from DESC, r.id DESC LIMIT 1) m ON rs.club_id IS NULL
        LEFT JOIN clubs c ON c.id = coalesce(rs.club_id, m.club_id)`,
  });
  // Only role filters over the whole federation: counted from the roles (their indexes) rather
  // than by probing every person.
  const rolesOnly = scope.zone === 'admin' && scope.fedUnitIds === null && !q.where.length && roleConditions.length;
  return {
    ...statements,
    countCap,
    count:
      rolesOnly && !statements.totalInPage
        ? personsWithRoleCount(whereSql(roleConditions), countCap)
        : cappedCountSql(sql`SELECT 1 FROM persons p WHERE ${where}`, countCap),
  };
}

/** Matching roles read per person the capped count looks for, before it counts them exactly. */
const ROLES_READ_PER_PERSON = 3;

/**
 * The persons with a role `r` matching, counted up to `cap + 1` (the form of `cappedCountSql`).
 * A DISTINCT under a LIMIT does not stop early (PostgreSQL hashes or sorts all its input first),
 * so the count reads the first `3 × cap` matching roles as the index yields them (a stream) and
 * counts their persons: all the roles there are, or more than the cap persons among them, answer
 * it. Only roles piling up on few persons (three per person among the first read) need the
 * capped count over every matching role.
 */
function personsWithRoleCount(roleWhere: SQL, cap: number): SQL {
  const read = cap * ROLES_READ_PER_PERSON;
  return sql`
    WITH first_roles AS (SELECT r.person_id FROM person_roles r WHERE ${roleWhere} LIMIT ${read}),
         seen AS (SELECT count(DISTINCT person_id)::int AS persons, count(*)::int AS roles FROM first_roles)
    SELECT (CASE WHEN seen.roles < ${read} OR seen.persons > ${cap} THEN least(seen.persons, ${cap + 1})
                 ELSE (${cappedCountSql(sql`SELECT DISTINCT r.person_id FROM person_roles r WHERE ${roleWhere}`, cap)})
            END)::int AS total
      FROM seen`;
}

/**
 * The list as a file: the columns of the page with codebook ids as names. Birth numbers stay out,
 * as in the other person exports: a national identifier is not copied into files that travel by e-mail.
 */
export const personListExport = defineListExport({
  name: 'persons',
  title: { cs: 'Osoby', en: 'Persons' },
  prepare: async (db, lang) => ({
    sexes: await referenceNames(db, 'sexes', lang),
    countries: await referenceNames(db, 'countries', lang),
    types: await referenceNames(db, 'person_role_types', lang),
    levels: await referenceNames(db, 'person_role_levels', lang),
    states: await referenceNames(db, 'approval_states', lang),
    regions: await referenceNames(db, 'regions', lang),
  }),
  columns: [
    {
      label: { cs: 'Registrační číslo', en: 'Registration number' },
      value: (p: PersonListItem) => p.registrationNumber,
      width: 16,
    },
    { label: { cs: 'Příjmení', en: 'Last name' }, value: (p) => p.lastName, width: 18 },
    { label: { cs: 'Jméno', en: 'First name' }, value: (p) => p.firstName, width: 16 },
    { label: { cs: 'Datum narození', en: 'Birth date' }, type: 'date', value: (p) => p.birthDate },
    { label: { cs: 'Pohlaví', en: 'Sex' }, value: (p, x) => nameOf(x.sexes, p.sexId), width: 10 },
    { label: { cs: 'Státní příslušnost', en: 'Nationality' }, value: (p, x) => nameOf(x.countries, p.nationalityId) },
    { label: { cs: 'Klub', en: 'Club' }, value: (p) => p.club?.name ?? null, width: 30 },
    { label: { cs: 'Kraj', en: 'Region' }, value: (p, x) => nameOf(x.regions, p.regionId), width: 20 },
    {
      label: { cs: 'Role', en: 'Roles' },
      value: (p, x) =>
        p.roles
          .map((r) =>
            [nameOf(x.types, r.typeId), r.levelId ? nameOf(x.levels, r.levelId) : null].filter(Boolean).join(' '),
          )
          .join(', '),
      width: 30,
    },
    {
      label: { cs: 'Stav schválení', en: 'Approval' },
      value: (p, x) => [...new Set(p.roles.map((r) => nameOf(x.states, r.approvalStateId)))].join(', '),
      width: 18,
    },
  ],
});
