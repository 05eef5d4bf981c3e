// A list call is two statements, one page of rows and the total, built once and run together.
// Services export the builder so the benchmark can run exactly the server's SQL without HTTP.
import type { ListEnvelope } from '@fedra/contract';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/pool';

export interface ListStatements {
  /** One page of rows, already in the contract's shape. */
  page: SQL;
  /** `SELECT count(*)::int AS total ...` over the same WHERE. */
  count: SQL;
  limit: number;
  offset: number;
}

/** Runs both statements at once (two pool connections) and wraps them in the list envelope. */
export async function runList<T>(db: Db, statements: ListStatements): Promise<ListEnvelope<T>> {
  const [rows, total] = await Promise.all([
    db.execute<Record<string, unknown>>(statements.page),
    db.execute<{ total: number }>(statements.count),
  ]);
  // The page's SQL selects the contract's shape (checked against the schema in the tests).
  return {
    data: rows.rows as T[],
    limit: statements.limit,
    offset: statements.offset,
    total: total.rows[0]?.total ?? 0,
  };
}
