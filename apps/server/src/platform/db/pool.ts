// The node-postgres pool and the Drizzle handle built on it.
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../../db/schema/index';

// DATE columns stay ISO strings ("2026-03-01"): no time-zone shifts through JS Date.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);
// Timestamps leave as ISO strings, the contract's format.
const parseTimestamp = pg.types.getTypeParser(pg.types.builtins.TIMESTAMPTZ);
pg.types.setTypeParser(pg.types.builtins.TIMESTAMPTZ, (v) => (parseTimestamp(v) as Date).toISOString());
// count(*) and other int8 values that fit safely are plain numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => {
  const n = Number(v);
  return Number.isSafeInteger(n) ? n : v;
});

export type Db = NodePgDatabase<typeof schema>;

/** What runs SQL: the database handle or a transaction of it. */
export type SqlRunner = Pick<Db, 'execute'>;

export interface Database {
  pool: pg.Pool;
  db: Db;
}

export function createDatabase(
  connectionString: string,
  options: { max?: number; onError?: (err: Error) => void } = {},
): Database {
  const pool = new pg.Pool({ connectionString, max: options.max ?? 20, application_name: 'fedra' });
  // Without a listener an idle client's dropped connection would crash the process.
  pool.on('error', (err) => options.onError?.(err));
  return { pool, db: drizzle(pool, { schema }) };
}
