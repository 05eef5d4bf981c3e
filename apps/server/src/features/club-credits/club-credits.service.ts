// Club credits: per club, the current balance (ordered minus spent up to today) and what was
// ordered and spent within a period. One query: conditional aggregates over the ledger grouped by
// club, sorted, paged and counted in SQL; the same without paging is the export. The club zone's
// summary is the same query for its one club.

import type { CreditRow } from '@fedra/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type AdminScope, unitScopeSql } from '../../platform/access/scope-sql';
import type { Db } from '../../platform/db/pool';
import { defineListExport } from '../../platform/list-query/list-export';
import { type FilterInput, type ListSpec, parseListQuery, whereSql } from '../../platform/list-query/list-query';
import { type ListStatements, TOTAL_COLUMN } from '../../platform/list-query/list-statements';
import { creditEntryDue, signedCreditAmount } from './club-credits.balance';

/** The list's fields; `period` does not filter rows, it bounds the period columns (`onPeriod`). */
function creditListSpec(onPeriod: (f: FilterInput) => void): ListSpec {
  return {
    fields: {
      period: {
        type: 'date',
        operators: ['valueDateRange'],
        filter: (f) => {
          onPeriod(f);
          return sql`TRUE`;
        },
      },
      name: { type: 'text', column: sql`c.name`, operators: ['valuesLike', 'valuesLikeCS', 'valuesEqual'] },
      clubId: { type: 'number', column: sql`c.id`, operators: ['valuesEqual', 'valuesMemberOf'] },
      federationUnitId: {
        type: 'number',
        column: sql`c.federation_unit_id`,
        operators: ['valuesEqual', 'valuesMemberOf'],
      },
      // Sorts are on the aggregated row `a`.
      club: { type: 'text', sort: [sql`a.name`], filterable: false },
      balanceCurrent: { type: 'number', sort: [sql`a.balance_current`], filterable: false },
      balancePeriod: { type: 'number', sort: [sql`a.ordered - a.spent`], filterable: false },
      ordered: { type: 'number', sort: [sql`a.ordered`], filterable: false },
      spent: { type: 'number', sort: [sql`a.spent`], filterable: false },
    },
    defaultSort: 'club',
    tieBreaker: sql`a.id ASC`,
  };
}

/**
 * Credit rows (CreditRow's shape) of the clubs matching `where` (on `c`, the clubs), the period
 * columns bounded by `period`; `rest` goes on after the select list: `FROM a ...` with the order
 * and paging (and may add columns first). The admin list and the club zone's summary both use it.
 */
function creditRowsSql(where: SQL, period: { from?: string; to?: string } | undefined, rest: SQL): SQL {
  const bounds: SQL[] = [];
  if (period?.from) bounds.push(sql`e.entry_date >= ${period.from}::date`);
  if (period?.to) bounds.push(sql`e.entry_date <= ${period.to}::date`);
  const inPeriod = whereSql(bounds);
  return sql`
    WITH a AS (
      SELECT c.id, c.name, c.registration_number,
             coalesce(sum(${signedCreditAmount}) FILTER (WHERE ${creditEntryDue}), 0) AS balance_current,
             coalesce(sum(e.amount) FILTER (WHERE e.kind = 'order' AND ${inPeriod}), 0) AS ordered,
             coalesce(sum(e.amount) FILTER (WHERE e.kind = 'spend' AND ${inPeriod}), 0) AS spent
        FROM clubs c
        LEFT JOIN club_credit_entries e ON e.club_id = c.id
       WHERE ${where}
       GROUP BY c.id)
    SELECT json_build_object('id', a.id, 'name', a.name, 'registrationNumber', a.registration_number) AS club,
           a.balance_current::float8 AS "balanceCurrent", (a.ordered - a.spent)::float8 AS "balancePeriod",
           a.ordered::float8 AS ordered, a.spent::float8 AS spent ${rest}`;
}

/**
 * The SQL of the credit list for a scope and a raw list query. The page carries the total (a
 * window count over the grouped clubs); an export leaves it out, since a window would hold every
 * row back until the last one is read.
 */
export function clubCreditsListSql(scope: AdminScope, query: Record<string, unknown>): ListStatements {
  let period: FilterInput | undefined;
  const q = parseListQuery(
    query,
    creditListSpec((f) => {
      period = f;
    }),
  );
  const total = q.exporting ? sql`` : sql`, count(*) OVER ()::int AS ${sql.identifier(TOTAL_COLUMN)}`;
  const where = whereSql([unitScopeSql(scope, sql`c.federation_unit_id`), ...q.where]);
  return {
    page: creditRowsSql(where, period, sql`${total} FROM a ORDER BY ${q.orderBy} ${q.paging}`),
    // Only for a page past the end, which has no row to carry the total.
    count: sql`SELECT count(*)::int AS total FROM clubs c WHERE ${where}`,
    totalInPage: true,
    limit: q.limit,
    offset: q.offset,
  };
}

/**
 * The club zone's summary: the admin list's row of one club (the current club), the period
 * columns bounded by `from` and `to` (either may be missing; neither: the whole ledger).
 */
export async function clubCreditSummary(db: Db, clubId: number, period: { from?: string; to?: string }) {
  const { rows } = await db.execute<CreditRow>(creditRowsSql(sql`c.id = ${clubId}`, period, sql`FROM a`));
  // The current club exists (the access hook found it among the user's clubs).
  return rows[0]!;
}

/** The credit list as a file: the club, then the balances and movements as amounts. */
export const clubCreditExport = defineListExport<CreditRow>({
  name: 'club-credits',
  title: { cs: 'Historie kreditů', en: 'Credit history' },
  columns: [
    { label: { cs: 'Klub', en: 'Club' }, value: (r) => r.club.name, width: 36 },
    {
      label: { cs: 'Registrační číslo klubu', en: 'Club registration number' },
      value: (r) => r.club.registrationNumber,
    },
    { label: { cs: 'Aktuální zůstatek', en: 'Current balance' }, type: 'amount', value: (r) => r.balanceCurrent },
    {
      label: { cs: 'Zůstatek za období', en: 'Balance for the period' },
      type: 'amount',
      value: (r) => r.balancePeriod,
    },
    { label: { cs: 'Objednáno', en: 'Ordered' }, type: 'amount', value: (r) => r.ordered },
    { label: { cs: 'Utraceno', en: 'Spent' }, type: 'amount', value: (r) => r.spent },
  ],
});
