// The node-postgres pool and the one handle that runs SQL on it: `Db`.
//
// One handle, two ways to write SQL on it:
// - Drizzle's builder and `execute(sql`...`)`, as everywhere in the features;
// - `query(text, values)`: node-postgres's parameterised text query (same arguments, same result),
//   for the SQL that was written as text and is not worth rewriting.
// A handle runs on the pool (each statement on any free connection) or, inside `transaction`
// (transaction.ts), on that transaction's one connection; a service takes a `Db` and does not care
// which. Nobody outside platform/db (and platform/jobs, which lends pg-boss the pool) checks out a
// pool connection or writes BEGIN: `transaction` and `cursorRows` (cursor.ts) do, and
// scripts/check-db-access.ts holds that.
import { AsyncLocalStorage } from 'node:async_hooks';
import { type SQLWrapper, sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { toPgQuery } from './sql-text';

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

/** node-postgres's `query(text, values)` (or a query config), answering its `QueryResult`. */
export type QueryText = <R extends pg.QueryResultRow = pg.QueryResultRow>(
  textOrConfig: string | pg.QueryConfig,
  values?: unknown[],
) => Promise<pg.QueryResult<R>>;

/**
 * What runs SQL: Drizzle's database (builder, `execute`) with `query` for text SQL, on the pool or
 * on one transaction's connection. Drizzle's relational API (`db.query.<table>`) is not used here,
 * so its name is node-postgres's: a text query reads the same as before on a pool or a client.
 */
export type Db = Omit<NodePgDatabase, 'query' | 'transaction' | '$client'> & { query: QueryText };

/** Where a handle's statements go: the pool, or the open transaction of one connection. */
export type Connection =
  | { kind: 'pool'; pool: pg.Pool }
  | { kind: 'transaction'; client: pg.PoolClient; savepoints: number; open: boolean };

/**
 * A handle's connection, as a property of its own rather than in a WeakMap, so that a Proxy of a
 * handle (emailing's JIT-free reads) is a handle too.
 */
const CONNECTION = Symbol('fedra.db.connection');
type WithConnection = { [CONNECTION]?: Connection };

/**
 * The pool or connection as Drizzle is given it: its statements' timestamptz values as ISO instants,
 * like every other query's (the parser above). Drizzle's node-postgres driver gives each statement
 * type parsers of its own that keep PostgreSQL's text ("2026-03-01 09:00:00+00"), which reached
 * the answers of `execute` as it was: not the contract's form, and not a form JavaScript's Date must
 * read in every browser. Its builder reads an ISO instant just as well.
 */
function isoTimestampClient(target: pg.Pool | pg.PoolClient) {
  const parseIso = pg.types.getTypeParser(pg.types.builtins.TIMESTAMPTZ);
  return {
    query(config: pg.QueryConfig, values?: unknown[]) {
      const own = config.types;
      if (!own) return target.query(config, values);
      const types: pg.CustomTypesConfig = {
        getTypeParser: ((id: number, format?: 'text' | 'binary') =>
          id === pg.types.builtins.TIMESTAMPTZ
            ? parseIso
            : own.getTypeParser(id, format)) as pg.CustomTypesConfig['getTypeParser'],
      };
      return target.query({ ...config, types }, values);
    },
  };
}

const keepText = (value: string) => value;
/** timestamp, date, interval; arrays of numeric, timestamp, timestamptz, interval and date. */
const KEPT_AS_TEXT = new Set([
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.DATE,
  pg.types.builtins.INTERVAL,
  1231,
  1115,
  1185,
  1187,
  1182,
]);

/**
 * The type parsers of Drizzle's `execute` (its node-postgres driver keeps the text of times,
 * intervals, dates and their arrays, and of numeric arrays), with timestamptz as an ISO instant like
 * every other query's (the parser above): one object for every statement.
 */
const EXECUTE_TYPES: pg.CustomTypesConfig = {
  getTypeParser: ((id: number, format?: 'text' | 'binary') =>
    KEPT_AS_TEXT.has(id) ? keepText : pg.types.getTypeParser(id, format)) as pg.CustomTypesConfig['getTypeParser'],
};

/**
 * Drizzle's `execute`, compiled by sql-text.ts and run on the handle's pool or connection: the
 * same text, values, type parsers, result and error (a DrizzleQueryError with the database's error
 * as its cause), without Drizzle's compiler and its prepared-query objects, which were a fifth of
 * the server's CPU on a list call. What sql-text.ts does not compile goes to Drizzle's compiler.
 */
function executeOn(target: pg.Pool | pg.PoolClient) {
  return async (query: SQLWrapper | string) => {
    const { text, values } = toPgQuery(typeof query === 'string' ? sql.raw(query) : query.getSQL());
    try {
      return await target.query({ text, types: EXECUTE_TYPES }, values);
    } catch (err) {
      throw new DrizzleQueryError(text, values, err as Error);
    }
  };
}

/** The handle on a pool or on a transaction's connection (for transaction.ts and cursor.ts). */
export function handleOn(target: pg.Pool | pg.PoolClient, connection: Connection): Db {
  const drizzleDb = drizzle({ client: isoTimestampClient(target) as unknown as pg.Pool }) as unknown as Record<
    string,
    unknown
  >;
  drizzleDb.execute = executeOn(target);
  // Drizzle's own transaction would give its connection back to the pool even when its ROLLBACK
  // failed, and a handle must not reach the pool: both are hidden, `transaction` is the way.
  drizzleDb.query = ((textOrConfig: string | pg.QueryConfig, values?: unknown[]) => {
    // A transaction's handle kept beyond its transaction would run on a connection that is back
    // in the pool, lent to someone else.
    if (connection.kind === 'transaction' && !connection.open) {
      return Promise.reject(new Error('the transaction of this handle has ended'));
    }
    return target.query(textOrConfig as string, values);
  }) as QueryText;
  drizzleDb.transaction = undefined;
  drizzleDb.$client = undefined;
  Object.defineProperty(drizzleDb, CONNECTION, { value: connection });
  return drizzleDb as unknown as Db;
}

/** The pool or transaction a handle runs on; an unknown object is a programming error. */
export function connectionOf(db: Db): Connection {
  const connection = (db as unknown as WithConnection)[CONNECTION];
  if (!connection) throw new Error('not a database handle of platform/db');
  return connection;
}

/**
 * Test runs only (Vitest sets VITEST): the pool of the transaction whose work is running, so that
 * taking a second connection of that pool inside it fails at once. Such a connection is a wait
 * that can last forever: when the calls queued on a lock this transaction holds have taken every
 * connection, none comes back. Work that must write apart from its transaction on purpose (a
 * job's progress, seen while the job runs) says so with `apartFromTransaction`. Not in
 * production: AsyncLocalStorage costs every promise a little on Node 20.
 */
const openTransaction = process.env.VITEST
  ? new AsyncLocalStorage<{ pool: pg.Pool; connection: { open: boolean } }>()
  : null;

/** Runs a transaction's work, marked as inside it (transaction.ts). */
export function insideTransaction<T>(pool: pg.Pool, connection: { open: boolean }, work: () => Promise<T>): Promise<T> {
  return openTransaction ? openTransaction.run({ pool, connection }, work) : work();
}

/** Runs `work` as outside the transaction it is called in: its pool statements are meant to be apart. */
export function apartFromTransaction<T>(work: () => Promise<T>): Promise<T> {
  return openTransaction ? openTransaction.exit(work) : work();
}

/** Makes the pool refuse a connection to work inside one of its own open transactions (tests only). */
function refuseNestedConnections(pool: pg.Pool): void {
  if (!openTransaction) return;
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  (pool as unknown as { connect: (...args: unknown[]) => unknown }).connect = (...args: unknown[]) => {
    const inside = openTransaction.getStore();
    if (inside?.connection.open && inside.pool === pool) {
      const err = new Error(
        'a second pool connection inside an open transaction: pass the transaction handle (or apartFromTransaction)',
      );
      const callback = args[0];
      if (typeof callback === 'function') {
        process.nextTick(() => callback(err));
        return undefined;
      }
      return Promise.reject(err);
    }
    return connect(...args);
  };
}

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
  refuseNestedConnections(pool);
  return { pool, db: dbOn(pool) };
}

/** The handle on a pool (for code given the pool itself, such as the job queue's pg-boss). */
export const dbOn = (pool: pg.Pool): Db => handleOn(pool, { kind: 'pool', pool });

/**
 * The handle on a connection whose transaction its caller opened and ends itself: only for tools
 * outside the server that need the raw connection too (the benchmark generator COPYs its rows).
 * The server's own code uses `transaction`.
 */
export const dbOnClient = (client: pg.PoolClient): Db =>
  handleOn(client, { kind: 'transaction', client, savepoints: 0, open: true });
