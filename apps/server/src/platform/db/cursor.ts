// Rows of a long statement in batches, through a server-side cursor on a connection of its own:
// the one place besides `transaction` that checks a connection out of the pool (list exports
// stream their whole list this way).
import type { SQL } from 'drizzle-orm';
import type pg from 'pg';
import { connectionOf, type Db } from './pool';
import { toPgQuery } from './sql-text';

export interface CursorOptions {
  batchSize: number;
  /** Told when the connection breaks between batches, so the consumer can stop waiting. */
  onLost?: (err: Error) => void;
  /** Turns the column values from text, as node-postgres's query config `types`. */
  types?: pg.CustomTypesConfig;
}

/** The size of the pool a handle runs on (a transaction's handle: its pool's is not known, 1). */
export function poolSize(db: Db): number {
  const connection = connectionOf(db);
  return connection.kind === 'pool' ? (connection.pool.options.max ?? 10) : 1;
}

/**
 * Every row of a statement, in batches, through a cursor in a read-only transaction on a pooled
 * connection of its own. The transaction ends when the rows do or the consumer stops (the
 * generator's `finally`). A download stalled for 5 minutes is ended by PostgreSQL. A connection
 * that failed is destroyed rather than handed to the next request.
 */
export async function* cursorRows<T = Record<string, unknown>>(
  db: Db,
  statement: SQL,
  options: CursorOptions,
): AsyncGenerator<T[]> {
  const connection = connectionOf(db);
  if (connection.kind !== 'pool') throw new Error('a cursor takes a connection of its own: pass the pool handle');
  const query = toPgQuery(statement);
  const client = await connection.pool.connect();
  let done = false;
  let broken: Error | undefined;
  // A checked-out client's lost connection is emitted as 'error': unheard, it would end the process.
  const onError = (err: Error) => {
    broken ??= err;
    options.onLost?.(err);
  };
  client.on('error', onError);
  try {
    await client.query('BEGIN READ ONLY');
    await client.query("SET LOCAL idle_in_transaction_session_timeout = '5min'");
    // Every row will be read: plan for the whole result, as a plain query would. The default (0.1)
    // favours a fast first row and chose a nested loop over 100,000 x 100,000 rows for a list SQL
    // that was tuned for pages.
    await client.query('SET LOCAL cursor_tuple_fraction = 1');
    await client.query({ text: `DECLARE fedra_cursor NO SCROLL CURSOR FOR ${query.text}`, values: query.values });
    for (;;) {
      const { rows } = await client.query<T & pg.QueryResultRow>({
        text: `FETCH ${options.batchSize} FROM fedra_cursor`,
        types: options.types,
      });
      if (rows.length) yield rows;
      if (rows.length < options.batchSize) break;
    }
    await client.query('COMMIT');
    done = true;
  } catch (err) {
    broken ??= err as Error;
    throw err;
  } finally {
    if (!done && !broken) await client.query('ROLLBACK').catch((err: Error) => (broken ??= err));
    client.off('error', onError);
    client.release(broken);
  }
}
