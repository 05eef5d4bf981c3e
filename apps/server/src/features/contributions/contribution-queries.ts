// The SQL of person contributions: the caller's row scope, the list convention's whitelist, the
// page (ids first: the page's contributions are found from narrow columns, then only those rows
// are read in full), the totals of a filter and the export.
import type { PersonContribution } from '@fedra/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type AdminScope, type ClubScope, unitScopeSql } from '../../platform/access/scope-sql';
import { codebookNames, defineListExport, nameOf } from '../../platform/list-query/list-export';
import { type ListSpec, parseListQuery, refusePageParameters, whereSql } from '../../platform/list-query/list-query';
import { type ListStatements, TOTAL_COLUMN } from '../../platform/list-query/list-statements';
import { personFullName, personNameSearch } from '../../platform/list-query/person-fields';

/** Whose contributions the caller sees: the admin zone (a unit manager: its units) or the current club. */
export type ContributionScope = AdminScope | ClubScope;

/** The contributions `pc` of the scope. */
export function contributionScopeSql(scope: ContributionScope): SQL {
  return scope.zone === 'club'
    ? sql`pc.club_id = ${scope.clubId}::int`
    : unitScopeSql(scope, sql`pc.federation_unit_id`);
}

/**
 * Contributions `pc` with their persons `p`; clubs `cl` and seasons `s` are LEFT joins on their
 * keys, which PostgreSQL drops when nothing of them is read (a count, a sort on a name).
 */
const FROM_ALL = sql`person_contributions pc
  JOIN persons p ON p.id = pc.person_id
  LEFT JOIN clubs cl ON cl.id = pc.club_id
  LEFT JOIN seasons s ON s.id = pc.season_id`;

/**
 * What every sort reads, as one flat row `c`: the sorts are written against it, so that the same
 * ORDER BY serves the plain form (a subquery PostgreSQL flattens into the join: the sort may walk
 * the persons' name index) and the selective form (the matches kept once, then sorted).
 */
const SORT_ROW = sql`pc.id, pc.person_id, p.last_name, p.first_name, p.registration_number, p.birth_date,
  cl.name AS club_name, s.valid_from AS season_from, pc.age_category_id, pc.amount, pc.paid_state_id, pc.paid_date`;

/** Filters on the person's own columns: only with them does a count need the persons. */
const PERSON_FILTERS = ['fullName', 'registrationNumber', 'birthDate'];

const num = (column: SQL) => ({
  type: 'number' as const,
  column,
  operators: ['valuesEqual', 'valuesMemberOf'] as const,
});

export const contributionListSpec: ListSpec = {
  fields: {
    seasonId: num(sql`pc.season_id`),
    clubId: { ...num(sql`pc.club_id`), selective: true },
    federationUnitId: num(sql`pc.federation_unit_id`),
    paidStateId: { ...num(sql`pc.paid_state_id`), sort: [sql`c.paid_state_id`] },
    ageCategoryId: {
      type: 'number',
      column: sql`pc.age_category_id`,
      operators: ['valuesEqual', 'valuesMemberOf', 'valueNull', 'valueNotNull'],
      sort: [sql`c.age_category_id`],
    },
    paymentSourceId: {
      type: 'number',
      column: sql`pc.payment_source_id`,
      operators: ['valuesEqual', 'valuesMemberOf', 'valueNull', 'valueNotNull'],
    },
    approvalStateId: num(sql`pc.approval_state_id`),
    personId: { ...num(sql`pc.person_id`), selective: true },
    fullName: {
      type: 'text',
      column: personFullName,
      searchColumn: personNameSearch,
      operators: ['valuesLike', 'valuesEqual'],
      selective: true,
      sort: [sql`c.last_name`, sql`c.first_name`],
    },
    registrationNumber: {
      type: 'text',
      column: sql`p.registration_number`,
      operators: ['valuesLike', 'valuesEqual'],
      selective: true,
      sort: [sql`c.registration_number`],
    },
    birthDate: { type: 'date', column: sql`p.birth_date`, sort: [sql`c.birth_date`] },
    paidDate: { type: 'date', column: sql`pc.paid_date`, sort: [sql`c.paid_date`] },
    club: { type: 'text', sort: [sql`c.club_name`], filterable: false },
    season: { type: 'date', sort: [sql`c.season_from`], filterable: false },
    amount: { type: 'number', sort: [sql`c.amount`], filterable: false },
  },
  defaultSort: 'fullName',
  // Person before contribution: with a season, the order the persons' name index gives.
  tieBreaker: sql`c.person_id ASC, c.id ASC`,
};

/** The contribution `pc` in the contract's shape (with `p`, `cl`, `s` joined). */
const COLUMNS = sql`
  pc.id, pc.person_id AS "personId", p.registration_number AS "registrationNumber",
  p.custom_registration_number AS "customRegistrationNumber", p.first_name AS "firstName", p.last_name AS "lastName",
  ${personFullName} AS "fullName", p.birth_date AS "birthDate", p.birth_number AS "birthNumber",
  pc.season_id AS "seasonId", json_build_object('id', s.id, 'name', s.name) AS season,
  pc.club_id AS "clubId",
  CASE WHEN cl.id IS NULL THEN NULL
       ELSE json_build_object('id', cl.id, 'name', cl.name, 'registrationNumber', cl.registration_number) END AS club,
  pc.federation_unit_id AS "federationUnitId", pc.age_category_id AS "ageCategoryId", pc.role_type_ids AS roles,
  pc.approval_state_id AS "approvalStateId", pc.amount::float8 AS amount, pc.paid_state_id AS "paidStateId",
  pc.paid_date AS "paidDate", pc.payment_source_id AS "paymentSourceId"`;

/** The WHERE of a list query in the scope, and whether it reads the persons' columns. */
export function contributionFilter(
  scope: ContributionScope,
  query: Record<string, unknown>,
): { q: ReturnType<typeof parseListQuery>; where: SQL; from: SQL } {
  const q = parseListQuery(query, contributionListSpec);
  const where = whereSql([contributionScopeSql(scope), ...q.where]);
  const needsPerson = Object.keys(query).some((k) => PERSON_FILTERS.some((f) => k.startsWith(`fields[${f}]`)));
  const from = needsPerson
    ? sql`person_contributions pc JOIN persons p ON p.id = pc.person_id`
    : sql`person_contributions pc`;
  return { q, where, from };
}

/** The statements of a contribution list (admin or club zone) for a raw list query. */
export function contributionsListSql(scope: ContributionScope, query: Record<string, unknown>): ListStatements {
  const { q, where, from } = contributionFilter(scope, query);
  const paging = sql`ORDER BY ${q.orderBy} ${q.paging}`;
  const flat = sql`SELECT ${SORT_ROW} FROM ${FROM_ALL} WHERE ${where}`;
  // A selective filter: its matches once (found by the filter's index, not by walking the sort
  // order), counted and sorted from there; the total comes with the page.
  const ids = q.selective
    ? sql`matched AS MATERIALIZED (${flat}), ids AS (SELECT c.* FROM matched c ${paging})`
    : sql`ids AS (SELECT c.* FROM (${flat}) c ${paging})`;
  const total = q.selective ? sql`, (SELECT count(*)::int FROM matched) AS ${sql.identifier(TOTAL_COLUMN)}` : sql``;
  return {
    page: sql`WITH ${ids}
      SELECT ${COLUMNS} ${total}
        FROM ids c
        JOIN person_contributions pc ON pc.id = c.id
        JOIN persons p ON p.id = pc.person_id
        JOIN seasons s ON s.id = pc.season_id
        LEFT JOIN clubs cl ON cl.id = pc.club_id
       ORDER BY ${q.orderBy}`,
    count: sql`SELECT count(*)::int AS total FROM ${from} WHERE ${where}`,
    totalInPage: q.selective,
    limit: q.limit,
    offset: q.offset,
  };
}

/** Count and amounts of the contributions a list query matches. */
export function contributionSummarySql(scope: ContributionScope, query: Record<string, unknown>): SQL {
  refusePageParameters(query);
  const { where, from } = contributionFilter(scope, query);
  return sql`SELECT count(*)::int AS count,
      count(*) FILTER (WHERE pc.paid_state_id = 2)::int AS "paidCount",
      count(*) FILTER (WHERE pc.paid_state_id = 1)::int AS "unpaidCount",
      count(*) FILTER (WHERE pc.paid_state_id = 3)::int AS "notRequiredCount",
      coalesce(sum(pc.amount), 0)::float8 AS expected,
      coalesce(sum(pc.amount) FILTER (WHERE pc.paid_state_id = 2), 0)::float8 AS paid,
      coalesce(sum(pc.amount) FILTER (WHERE pc.paid_state_id = 1), 0)::float8 AS unpaid
    FROM ${from} WHERE ${where}`;
}

type ExportCtx = {
  categories: Map<number, string>;
  sources: Map<number, string>;
  paidStates: Map<number, string>;
  states: Map<number, string>;
  roleTypes: Map<number, string>;
};

/**
 * The contribution list as a file, codebook ids as names. Birth numbers stay out (as in the
 * person export): a national identifier is not copied into files that travel by e-mail.
 */
export const contributionExport = defineListExport<PersonContribution, ExportCtx>({
  name: 'contributions',
  title: { cs: 'Členské příspěvky', en: 'Person contributions' },
  prepare: async (db, lang) => {
    const name = sql.raw(lang === 'en' ? 'name_en' : 'name_cs');
    const table = async (t: string) =>
      new Map(
        (
          await db.execute<{ id: number; name: string }>(sql`SELECT id, ${name} AS name FROM ${sql.identifier(t)}`)
        ).rows.map((r) => [r.id, r.name]),
      );
    return {
      categories: await codebookNames(db, 'ageCategories', lang),
      sources: await codebookNames(db, 'paymentSources', lang),
      paidStates: await table('paid_states'),
      states: await table('approval_states'),
      roleTypes: await table('person_role_types'),
    };
  },
  columns: [
    { label: { cs: 'Registrační číslo', en: 'Registration number' }, value: (r) => r.registrationNumber, width: 16 },
    { label: { cs: 'Příjmení', en: 'Last name' }, value: (r) => r.lastName, width: 18 },
    { label: { cs: 'Jméno', en: 'First name' }, value: (r) => r.firstName, width: 16 },
    { label: { cs: 'Datum narození', en: 'Birth date' }, type: 'date', value: (r) => r.birthDate },
    { label: { cs: 'Sezóna', en: 'Season' }, value: (r) => r.season.name, width: 12 },
    { label: { cs: 'Klub', en: 'Club' }, value: (r) => r.club?.name ?? null, width: 30 },
    { label: { cs: 'Věková kategorie', en: 'Age category' }, value: (r, c) => nameOf(c.categories, r.ageCategoryId) },
    {
      label: { cs: 'Role', en: 'Roles' },
      value: (r, c) => r.roles.map((id) => nameOf(c.roleTypes, id)).join(', '),
      width: 30,
    },
    { label: { cs: 'Stav schválení', en: 'Approval state' }, value: (r, c) => nameOf(c.states, r.approvalStateId) },
    { label: { cs: 'Částka (CZK)', en: 'Amount (CZK)' }, type: 'amount', value: (r) => r.amount },
    { label: { cs: 'Stav platby', en: 'Paid state' }, value: (r, c) => nameOf(c.paidStates, r.paidStateId) },
    { label: { cs: 'Datum platby', en: 'Paid date' }, type: 'date', value: (r) => r.paidDate },
    { label: { cs: 'Zdroj platby', en: 'Payment source' }, value: (r, c) => nameOf(c.sources, r.paymentSourceId) },
  ],
});
