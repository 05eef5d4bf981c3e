// The SQL of contracts: their columns in the contract's shape, the caller's row scope, and the
// list convention's whitelist (every filter and sort backed by an index of 0010 or 0012).
import { type SQL, sql } from 'drizzle-orm';
import { type AdminScope, type ClubScope, unitScopeSql } from '../../platform/access/scope-sql';
import { TODAY_SQL } from '../../platform/clock';
import { booleanFilter, type ListSpec, parseListQuery, whereSql } from '../../platform/list-query/list-query';
import type { ListStatements } from '../../platform/list-query/list-statements';

/** Whose contracts the caller sees: the admin zone (a unit manager: its units' clubs) or one club. */
export type ContractScope = AdminScope | ClubScope;

/** The contract `c` is valid on the date (an SQL date expression): started, and not ended before. */
export const validOn = (date: SQL) =>
  sql`(c.valid_from <= ${date} AND (c.valid_till IS NULL OR c.valid_till >= ${date}))`;

/** The rows of the scope, given `c` (contracts) joined with `cl` (their clubs). */
export function contractScopeSql(scope: ContractScope): SQL {
  return scope.zone === 'club' ? sql`c.club_id = ${scope.clubId}` : unitScopeSql(scope, sql`cl.federation_unit_id`);
}

export const CONTRACT_FROM = sql`contracts c JOIN clubs cl ON cl.id = c.club_id`;

export const CONTRACT_COLUMNS = sql`
  c.id, c.number, c.club_id AS "clubId", cl.name AS "clubName", c.type_id AS "typeId", c.state_id AS "stateId",
  c.valid_from AS "validFrom", c.valid_till AS "validTill", c.registration_date AS "registrationDate", c.note,
  ${validOn(TODAY_SQL)} AS "isValid",
  (SELECT count(*)::int FROM contract_documents d WHERE d.contract_id = c.id) AS "documentCount",
  c.created_date AS "createdDate", c.created_by_id AS "createdById",
  c.edited_date AS "editedDate", c.edited_by_id AS "editedById",
  (SELECT nullif(trim(concat(u.first_name, ' ', u.last_name)), '') FROM users u WHERE u.id = c.created_by_id) AS "createdByName",
  (SELECT nullif(trim(concat(u.first_name, ' ', u.last_name)), '') FROM users u WHERE u.id = c.edited_by_id) AS "editedByName"`;

export const contractListSpec: ListSpec = {
  fields: {
    clubId: { type: 'number', column: sql`c.club_id`, operators: ['valuesEqual', 'valuesMemberOf'], selective: true },
    typeId: { type: 'number', column: sql`c.type_id`, operators: ['valuesEqual', 'valuesMemberOf'], sort: true },
    stateId: { type: 'number', column: sql`c.state_id`, operators: ['valuesEqual', 'valuesMemberOf'], sort: true },
    number: {
      type: 'text',
      column: sql`c.number`,
      operators: ['valuesLike', 'valuesEqual'],
      // The year and the sequence as numbers: 2026/0010 after 2026/0009, and the unique index serves it.
      sort: [sql`c.year`, sql`c.sequence`],
      selective: true,
    },
    clubName: { type: 'text', column: sql`cl.name`, sort: true, selective: true },
    validFrom: { type: 'date', column: sql`c.valid_from`, sort: true },
    validTill: { type: 'date', column: sql`c.valid_till`, sort: true },
    registrationDate: { type: 'date', column: sql`c.registration_date`, sort: true },
    isValid: {
      type: 'boolean',
      operators: ['valuesEqual'],
      filter: booleanFilter(validOn(TODAY_SQL)),
    },
    validOn: {
      type: 'date',
      operators: ['valuesEqual'],
      // Several dates: valid on any of them (as valuesEqual means elsewhere).
      filter: (f) =>
        sql`(${sql.join(
          f.values.map((d) => validOn(sql`${d}::date`)),
          sql` OR `,
        )})`,
    },
  },
  defaultSort: '-number',
  tieBreaker: sql`c.id ASC`,
};

/** The statements of a contract list (admin or club zone) for a raw list query. */
export function contractsListSql(scope: ContractScope, query: Record<string, unknown>): ListStatements {
  const q = parseListQuery(query, contractListSpec);
  const where = whereSql([contractScopeSql(scope), ...q.where]);
  return {
    page: sql`SELECT ${CONTRACT_COLUMNS} FROM ${CONTRACT_FROM} WHERE ${where} ORDER BY ${q.orderBy} ${q.paging}`,
    count: sql`SELECT count(*)::int AS total FROM ${CONTRACT_FROM} WHERE ${where}`,
    limit: q.limit,
    offset: q.offset,
  };
}
