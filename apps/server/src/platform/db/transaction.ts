// One transaction on one pooled connection: BEGIN, the work, COMMIT; ROLLBACK on any error. A
// connection whose ROLLBACK failed is broken and is destroyed rather than returned to the pool.
import type pg from 'pg';

export async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (err) {
    await client.query('ROLLBACK').catch((e: Error) => {
      broken = e;
    });
    throw err;
  } finally {
    client.release(broken);
  }
}

/** Deadlock detected, serialization failure: PostgreSQL rolled the transaction back; running it again may pass. */
const RETRYABLE = new Set(['40P01', '40001']);

/**
 * Runs a whole transaction again (once by default) when PostgreSQL aborted it for a deadlock or a
 * serialization failure: two writers that lock the same rows in different orders (a payment in
 * id order, a generation in its join's order) cost the loser a retry, not a 500.
 */
export async function retryAborted<T>(run: () => Promise<T>, retries = 1): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      if (attempt >= retries || !RETRYABLE.has((err as { code?: string }).code ?? '')) throw err;
    }
  }
}
