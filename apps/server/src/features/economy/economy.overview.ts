// The economy overview (issue 31 part 6): per club and season what was invoiced, paid, is still
// outstanding and overdue; the totals and the charts of the same filter; a club's own figures.
// Receivables are the invoices of type invoice that are neither cancelled nor refunded (a credit
// note cancels its invoice, so neither counts). Paid is what was paid against them up to their
// amount (an overpayment's excess went back to the club as credit); outstanding the rest; overdue
// the outstanding of those due before the server's today, which every query takes as a parameter.
import {
  type ClubEconomyOverview,
  type EconomyFigures,
  type EconomyOverviewRow,
  type EconomyOverviewSummary,
  INVOICE_TYPE,
  PAYMENT_STATUS,
} from '@fedra/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type AdminScope, unitScopeSql } from '../../platform/access/scope-sql';
import { today } from '../../platform/clock';
import type { Db } from '../../platform/db/pool';
import { defineListExport, nameOf, referenceNames } from '../../platform/list-query/list-export';
import { type ListSpec, parseListQuery, refusePageParameters, whereSql } from '../../platform/list-query/list-query';
import { type ListStatements, selectStatements } from '../../platform/list-query/list-statements';

/** The invoices that are receivables (their rows, `i`, joined with their order `o`). */
const RECEIVABLE = sql`i.type_id = ${INVOICE_TYPE.invoice}
  AND i.payment_status_id NOT IN (${PAYMENT_STATUS.cancelled}, ${PAYMENT_STATUS.refunded})`;

/** The figures of a group of receivables, `day` being today. */
const figuresSql = (day: SQL) => sql`
  coalesce(sum(i.amount), 0)::bigint AS invoiced,
  coalesce(sum(least(i.paid_amount, i.amount)), 0)::bigint AS paid,
  coalesce(sum(greatest(i.amount - i.paid_amount, 0)), 0)::bigint AS outstanding,
  coalesce(sum(greatest(i.amount - i.paid_amount, 0)) FILTER (WHERE i.due_date < ${day}), 0)::bigint AS overdue,
  count(i.id)::int AS "invoiceCount",
  (count(i.id) FILTER (WHERE i.due_date < ${day} AND i.paid_amount < i.amount))::int AS "overdueCount"`;

/** One row per club and season with receivables: the FROM of the list (`r`) and of its totals. */
const perClubSeason = (day: SQL) => sql`(
  SELECT i.club_id, o.season_id, ${figuresSql(day)}
    FROM invoices i JOIN orders o ON o.id = i.order_id
   WHERE ${RECEIVABLE}
   GROUP BY i.club_id, o.season_id) r
  JOIN clubs c ON c.id = r.club_id`;

export const overviewListSpec: ListSpec = {
  fields: {
    name: { type: 'text', selective: true, column: sql`c.name`, sort: [sql`c.name`, sql`r.season_id`] },
    clubId: { type: 'number', selective: true, column: sql`r.club_id` },
    seasonId: { type: 'number', column: sql`r.season_id`, sort: [sql`r.season_id`, sql`c.name`] },
    federationUnitId: { type: 'number', column: sql`c.federation_unit_id` },
    invoiced: { type: 'number', column: sql`r.invoiced`, sort: true },
    paid: { type: 'number', column: sql`r.paid`, sort: true },
    outstanding: { type: 'number', column: sql`r.outstanding`, sort: true },
    overdue: { type: 'number', column: sql`r.overdue`, sort: true },
    overdueOnly: {
      type: 'boolean',
      operators: ['valuesEqual'],
      filter: (f) => (f.values[0] ? sql`r.overdue > 0` : sql`TRUE`),
    },
  },
  defaultSort: 'name',
  tieBreaker: sql`r.club_id ASC, r.season_id ASC NULLS LAST`,
};

const ROW_COLUMNS = sql`
  r.club_id AS "clubId", c.name AS "clubName", c.federation_unit_id AS "federationUnitId",
  r.season_id AS "seasonId", r.invoiced, r.paid, r.outstanding, r.overdue, r."invoiceCount", r."overdueCount"`;

/** The list's statements for the scope (a unit manager: its units' clubs). */
export function overviewListSql(scope: AdminScope, query: Record<string, unknown>): ListStatements {
  const q = parseListQuery(query, overviewListSpec);
  const day = sql`${today()}::date`;
  return selectStatements(q, {
    columns: ROW_COLUMNS,
    from: perClubSeason(day),
    where: whereSql([unitScopeSql(scope, sql`c.federation_unit_id`), ...q.where]),
  });
}

const FIGURE_KEYS = ['invoiced', 'paid', 'outstanding', 'overdue', 'invoiceCount', 'overdueCount'] as const;
const sumOf = (k: (typeof FIGURE_KEYS)[number]) =>
  k.endsWith('Count')
    ? sql`coalesce(sum(r.${sql.identifier(k)}), 0)::int`
    : sql`coalesce(sum(r.${sql.identifier(k)}), 0)::bigint`;

/** The totals of the list's filter, issued vs paid per month and the clubs owing most. */
export async function overviewSummary(
  db: Db,
  scope: AdminScope,
  query: Record<string, unknown>,
): Promise<EconomyOverviewSummary> {
  refusePageParameters(query);
  const q = parseListQuery(query, overviewListSpec);
  const day = today();
  const daySql = sql`${day}::date`;
  const where = whereSql([unitScopeSql(scope, sql`c.federation_unit_id`), ...q.where]);
  const groups = sql`SELECT r.* , c.name AS club_name FROM ${perClubSeason(daySql)} WHERE ${where}`;
  const { rows: totals } = await db.execute<EconomyFigures & { clubCount: number }>(sql`
    SELECT ${sql.join(
      FIGURE_KEYS.map((k) => sql`${sumOf(k)} AS ${sql.identifier(k)}`),
      sql`, `,
    )}, count(DISTINCT r.club_id)::int AS "clubCount"
      FROM (${groups}) r`);
  const { clubCount, ...figures } = totals[0]!;
  // The months: the same invoices (by club and season of the filter), issued and paid.
  const { rows: months } = await db.execute<{ month: string; issued: number; paid: number }>(sql`
    WITH g AS (${groups}),
    inv AS (
      SELECT i.id, i.amount, i.issue_date FROM invoices i JOIN orders o ON o.id = i.order_id
        JOIN g ON g.club_id = i.club_id AND g.season_id IS NOT DISTINCT FROM o.season_id
       WHERE ${RECEIVABLE}),
    issued AS (SELECT to_char(issue_date, 'YYYY-MM') AS month, sum(amount)::bigint AS v FROM inv GROUP BY 1),
    paid AS (
      SELECT to_char(x.paid_date, 'YYYY-MM') AS month, sum(x.amount)::bigint AS v
        FROM invoice_payments x JOIN inv ON inv.id = x.invoice_id GROUP BY 1)
    SELECT coalesce(issued.month, paid.month) AS month, coalesce(issued.v, 0)::bigint AS issued,
           coalesce(paid.v, 0)::bigint AS paid
      FROM issued FULL JOIN paid ON paid.month = issued.month
     ORDER BY 1`);
  const { rows: topOverdue } = await db.execute<{ clubId: number; clubName: string; overdue: number }>(sql`
    SELECT r.club_id AS "clubId", min(r.club_name) AS "clubName", sum(r.overdue)::bigint AS overdue
      FROM (${groups}) r
     GROUP BY r.club_id
    HAVING sum(r.overdue) > 0
     ORDER BY 3 DESC, 1
     LIMIT 10`);
  return { totals: figures, clubCount, months, topOverdue, today: day };
}

/** The current club's own figures, in total and per season (the newest first). */
export async function clubOverview(db: Db, clubId: number): Promise<ClubEconomyOverview> {
  const day = today();
  const daySql = sql`${day}::date`;
  const { rows } = await db.execute<EconomyFigures & { seasonId: number | null }>(sql`
    SELECT o.season_id AS "seasonId", ${figuresSql(daySql)}
      FROM invoices i JOIN orders o ON o.id = i.order_id
      LEFT JOIN seasons s ON s.id = o.season_id
     WHERE ${RECEIVABLE} AND i.club_id = ${clubId}
     GROUP BY o.season_id
     ORDER BY max(s.valid_from) DESC NULLS LAST`);
  const totals = Object.fromEntries(
    FIGURE_KEYS.map((k) => [k, rows.reduce((sum, r) => sum + Number(r[k]), 0)]),
  ) as EconomyFigures;
  return { totals, seasons: rows, today: day };
}

/** The list as a file: the page's columns, amounts in koruny. */
export const overviewListExport = defineListExport({
  name: 'economy-overview',
  title: { cs: 'Přehled ekonomiky', en: 'Economy overview' },
  prepare: async (db, lang) => ({
    units: await referenceNames(db, 'federation_units', lang),
    seasons: new Map(
      (await db.execute<{ id: number; name: string }>(sql`SELECT id, name FROM seasons`)).rows.map((r) => [
        r.id,
        r.name,
      ]),
    ),
  }),
  columns: [
    { label: { cs: 'Klub', en: 'Club' }, value: (r: EconomyOverviewRow) => r.clubName, width: 36 },
    {
      label: { cs: 'Federační jednotka', en: 'Federation unit' },
      value: (r, x) => nameOf(x.units, r.federationUnitId),
      width: 24,
    },
    { label: { cs: 'Sezóna', en: 'Season' }, value: (r, x) => nameOf(x.seasons, r.seasonId), width: 12 },
    { label: { cs: 'Fakturováno (Kč)', en: 'Invoiced (CZK)' }, type: 'amount', value: (r) => r.invoiced / 100 },
    { label: { cs: 'Zaplaceno (Kč)', en: 'Paid (CZK)' }, type: 'amount', value: (r) => r.paid / 100 },
    { label: { cs: 'Neuhrazeno (Kč)', en: 'Outstanding (CZK)' }, type: 'amount', value: (r) => r.outstanding / 100 },
    { label: { cs: 'Po splatnosti (Kč)', en: 'Overdue (CZK)' }, type: 'amount', value: (r) => r.overdue / 100 },
    { label: { cs: 'Faktur', en: 'Invoices' }, type: 'number', value: (r) => r.invoiceCount },
    { label: { cs: 'Faktur po splatnosti', en: 'Overdue invoices' }, type: 'number', value: (r) => r.overdueCount },
  ],
});
