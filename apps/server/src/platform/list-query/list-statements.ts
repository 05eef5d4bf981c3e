// A list call is a page of rows and the total, built once and run together. Services export the
// builder so the benchmark can run exactly the server's SQL without HTTP.
import type { ListEnvelope } from '@fedra/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/pool';
import type { ParsedList } from './list-query';

/** The column a `totalInPage` page statement carries the total in (removed from the rows). */
export const TOTAL_COLUMN = '__total';

export interface ListStatements {
  /** One page of rows, already in the contract's shape. */
  page: SQL;
  /** `SELECT count(*)::int AS total ...` over the same WHERE. */
  count: SQL;
  /**
   * The page statement also returns the total (column `__total`, counted in the same scan):
   * the count statement runs only when the page is empty past the first page.
   */
  totalInPage?: boolean;
  /**
   * Opt-in for lists too large to count exactly within a request (the persons register): the
   * count statement counts at most `countCap + 1` rows (`cappedCountSql`), and past the cap the
   * envelope says `totalCapped` with a lower bound for `total`.
   */
  countCap?: number;
  limit: number;
  offset: number;
}

/** A count statement that stops after `cap + 1` of the rows `rows` selects (any columns, no ORDER BY). */
export const cappedCountSql = (rows: SQL, cap: number) =>
  sql`SELECT count(*)::int AS total FROM (${rows} LIMIT ${cap + 1}) capped`;

/**
 * The envelope's total of a list with a count cap, from the (capped) count and the page. Within
 * the cap the count is exact. Past it the total is a lower bound, flagged `totalCapped`: the cap
 * (more than it match), or the rows up to this page's end when the page lies beyond the cap and
 * came back full (there may be more: the pager offers the next page). A page beyond the cap that
 * is not full ends the list: its end is the exact total.
 */
export function cappedTotal(
  s: Pick<ListStatements, 'countCap' | 'limit' | 'offset'>,
  counted: number,
  rows: number,
): { total: number; totalCapped?: boolean } {
  const cap = s.countCap;
  if (cap === undefined) return { total: counted };
  if (counted <= cap) return { total: counted, totalCapped: false };
  const seen = s.offset + rows;
  if (rows > 0 && rows < s.limit) return { total: seen, totalCapped: false };
  return { total: Math.max(cap, seen), totalCapped: true };
}

/** Whether the count statement must still run after a `totalInPage` page came back with these rows. */
export const countStillNeeded = (s: ListStatements, rows: number) => rows === 0 && s.offset > 0;

/** Runs the statements (page and count at once, or the page alone) and wraps them in the list envelope. */
export async function runList<T>(db: Db, statements: ListStatements): Promise<ListEnvelope<T>> {
  const { limit, offset } = statements;
  if (statements.totalInPage) {
    const { rows } = await db.execute<Record<string, unknown>>(statements.page);
    let total = 0;
    if (countStillNeeded(statements, rows.length)) {
      const counted = (await db.execute<{ total: number }>(statements.count)).rows[0]?.total ?? 0;
      return { data: rows as T[], limit, offset, ...cappedTotal(statements, counted, rows.length) };
    }
    if (rows[0]) {
      total = Number(rows[0][TOTAL_COLUMN]);
      for (const row of rows) delete row[TOTAL_COLUMN];
    }
    // Counted with the page, in full (the selective form's matches are few).
    return {
      data: rows as T[],
      limit,
      offset,
      total,
      ...(statements.countCap === undefined ? {} : { totalCapped: false }),
    };
  }
  const [rows, total] = await Promise.all([
    db.execute<Record<string, unknown>>(statements.page),
    db.execute<{ total: number }>(statements.count),
  ]);
  // The page's SQL selects the contract's shape (checked against the schema in the tests).
  const counted = total.rows[0]?.total ?? 0;
  return { data: rows.rows as T[], limit, offset, ...cappedTotal(statements, counted, rows.rows.length) };
}

/**
 * The statements of a list that selects `columns` from one FROM clause: the page in the parsed
 * order and paging, the count over the same WHERE. `countFrom`: a narrower FROM for the count
 * when the page's joins only add columns.
 */
export function selectStatements(
  q: Pick<ParsedList, 'orderBy' | 'paging' | 'limit' | 'offset'>,
  parts: { columns: SQL; from: SQL; where: SQL; countFrom?: SQL },
): ListStatements {
  const { columns, from, where, countFrom = from } = parts;
  return {
    page: sql`SELECT ${columns} FROM ${from} WHERE ${where} ORDER BY ${q.orderBy} ${q.paging}`,
    count: sql`SELECT count(*)::int AS total FROM ${countFrom} WHERE ${where}`,
    limit: q.limit,
    offset: q.offset,
  };
}
