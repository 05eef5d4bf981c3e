// A list call is a page of rows and the total, built once and run together. Services export the
// builder so the benchmark can run exactly the server's SQL without HTTP.
import type { ListEnvelope } from '@fedra/contract';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/pool';

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
  limit: number;
  offset: number;
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
      total = (await db.execute<{ total: number }>(statements.count)).rows[0]?.total ?? 0;
    } else if (rows[0]) {
      total = Number(rows[0][TOTAL_COLUMN]);
      for (const row of rows) delete row[TOTAL_COLUMN];
    }
    return { data: rows as T[], limit, offset, total };
  }
  const [rows, total] = await Promise.all([
    db.execute<Record<string, unknown>>(statements.page),
    db.execute<{ total: number }>(statements.count),
  ]);
  // The page's SQL selects the contract's shape (checked against the schema in the tests).
  return { data: rows.rows as T[], limit, offset, total: total.rows[0]?.total ?? 0 };
}
