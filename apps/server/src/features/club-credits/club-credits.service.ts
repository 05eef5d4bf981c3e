// Club credits: per club, the current balance (ordered minus spent up to today) and what was
// ordered and spent within a period. One query: conditional aggregates over the ledger grouped by
// club, sorted, paged and counted in SQL.
import type { CreditRow, ListEnvelope } from '@fedra/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type AdminScope, unitScopeSql } from '../../platform/access/scope-sql';
import type { Db } from '../../platform/db/pool';
import { type FilterInput, type ListSpec, parseListQuery, whereSql } from '../../platform/list-query/list-query';

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

export async function listClubCredits(
  db: Db,
  scope: AdminScope,
  query: Record<string, unknown>,
): Promise<ListEnvelope<CreditRow>> {
  let period: FilterInput | undefined;
  const q = parseListQuery(
    query,
    creditListSpec((f) => {
      period = f;
    }),
  );
  const bounds: SQL[] = [];
  if (period?.from) bounds.push(sql`e.entry_date >= ${period.from}::date`);
  if (period?.to) bounds.push(sql`e.entry_date <= ${period.to}::date`);
  const inPeriod = whereSql(bounds);
  const where = whereSql([unitScopeSql(scope, sql`c.federation_unit_id`), ...q.where]);
  const { rows } = await db.execute<CreditRow & { total: number }>(sql`
    WITH a AS (
      SELECT c.id, c.name, c.registration_number,
             coalesce(sum(CASE WHEN e.kind = 'order' THEN e.amount ELSE -e.amount END)
                      FILTER (WHERE e.entry_date <= current_date), 0) AS balance_current,
             coalesce(sum(e.amount) FILTER (WHERE e.kind = 'order' AND ${inPeriod}), 0) AS ordered,
             coalesce(sum(e.amount) FILTER (WHERE e.kind = 'spend' AND ${inPeriod}), 0) AS spent
        FROM clubs c
        LEFT JOIN club_credit_entries e ON e.club_id = c.id
       WHERE ${where}
       GROUP BY c.id)
    SELECT json_build_object('id', a.id, 'name', a.name, 'registrationNumber', a.registration_number) AS club,
           a.balance_current::float8 AS "balanceCurrent", (a.ordered - a.spent)::float8 AS "balancePeriod",
           a.ordered::float8 AS ordered, a.spent::float8 AS spent, count(*) OVER ()::int AS total
      FROM a
     ORDER BY ${q.orderBy}
     LIMIT ${q.limit} OFFSET ${q.offset}`);
  let total = rows[0]?.total;
  if (total === undefined) {
    // A page past the end has no row to carry the count.
    const count = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM clubs c WHERE ${where}`);
    total = count.rows[0]?.n ?? 0;
  }
  return { data: rows.map(({ total: _, ...row }) => row), limit: q.limit, offset: q.offset, total };
}
