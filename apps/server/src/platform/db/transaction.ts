// The one way to a transaction: `transaction(db, work)` runs `work` on one pooled connection
// between BEGIN and COMMIT, and ROLLBACK on any error. Inside a transaction it nests as a
// savepoint. A connection whose ROLLBACK failed is broken and is destroyed, never returned to the
// pool. `commitThenThrow` keeps what the work did and still fails the call (a reused refresh
// token revokes its family, and the caller gets the error).
import type pg from 'pg';
import { connectionOf, type Db, handleOn, insideTransaction } from './pool';

/** Thrown by `commitThenThrow`; only `transaction` catches it. */
class CommitThenThrow {
  constructor(readonly error: unknown) {}
}

/**
 * Ends the work of `transaction`: what it wrote is committed, then `error` is thrown to the
 * caller of `transaction`. In a nested transaction the savepoint is kept and the outermost one
 * commits.
 */
export function commitThenThrow(error: unknown): never {
  throw new CommitThenThrow(error);
}

export async function transaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  const connection = connectionOf(db);
  if (connection.kind === 'transaction') return savepoint(db, connection, work);
  const client = await connection.pool.connect();
  const inner = { kind: 'transaction' as const, client, savepoints: 0, open: false };
  const tx = handleOn(client, inner);
  let broken: Error | undefined;
  // A checked-out client's lost connection is emitted as 'error': unheard, it would end the
  // process. The statement running then fails too, and so does the ROLLBACK.
  const onError = (err: Error) => {
    broken ??= err;
  };
  client.on('error', onError);
  try {
    await client.query('BEGIN').catch((err: Error) => {
      broken = err;
      throw err;
    });
    inner.open = true;
    let failure: CommitThenThrow | undefined;
    let result: T | undefined;
    try {
      result = await insideTransaction(connection.pool, inner, () => work(tx));
    } catch (err) {
      if (!(err instanceof CommitThenThrow)) throw err;
      failure = err;
    }
    await client.query('COMMIT');
    inner.open = false;
    if (failure) throw failure.error;
    return result as T;
  } catch (err) {
    // After a failed COMMIT PostgreSQL has ended the transaction already; the ROLLBACK is then a
    // no-op on a working connection and fails on a broken one.
    if (inner.open) {
      inner.open = false;
      await client.query('ROLLBACK').catch((e: Error) => {
        broken = e;
      });
    }
    throw err;
  } finally {
    client.off('error', onError);
    client.release(broken);
  }
}

async function savepoint<T>(
  tx: Db,
  connection: { client: pg.PoolClient; savepoints: number; open: boolean },
  work: (tx: Db) => Promise<T>,
): Promise<T> {
  if (!connection.open) throw new Error('the transaction of this handle has ended');
  const name = `fedra_sp${++connection.savepoints}`;
  const { client } = connection;
  try {
    await client.query(`SAVEPOINT ${name}`);
    try {
      const result = await work(tx);
      await client.query(`RELEASE SAVEPOINT ${name}`);
      return result;
    } catch (err) {
      if (err instanceof CommitThenThrow) await client.query(`RELEASE SAVEPOINT ${name}`);
      else await client.query(`ROLLBACK TO SAVEPOINT ${name}`);
      throw err;
    }
  } finally {
    connection.savepoints--;
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
