// Reads that count recipients run without PostgreSQL's JIT compilation. Their plans are cheap to
// run (index lookups, a few thousand rows) but look expensive while the small campaign and list
// tables have no statistics yet (autovacuum analyses a table after 50 changes), and compiling
// them then costs a quarter of a second per request for nothing.
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool';
import { transaction } from '../../platform/db/transaction';

export function withoutJit<T>(db: Db, read: (db: Db) => Promise<T>): Promise<T> {
  return transaction(db, async (tx) => {
    await tx.execute(sql`SET LOCAL jit = off`);
    return read(tx);
  });
}

/** The database for a list call that counts recipients: each of its statements runs without JIT. */
export function jitFreeDb(db: Db): Db {
  return new Proxy(db, {
    get(target, key, receiver) {
      if (key === 'execute')
        return (statement: Parameters<Db['execute']>[0]) => withoutJit(target, (tx) => tx.execute(statement));
      return Reflect.get(target, key, receiver);
    },
  });
}
