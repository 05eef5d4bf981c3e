// The campaign SQL's shared pieces: a text query from Drizzle's template, the template row, and
// reads that count recipients without PostgreSQL's JIT compilation. Their plans are cheap to run
// (index lookups, a few thousand rows) but look expensive while the small campaign and list tables
// have no statistics yet (autovacuum analyses a table after 50 changes), and compiling them then
// costs a quarter of a second per request for nothing.
import { type SQL, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Db } from '../../platform/db/pool';
import { toPgQuery } from '../../platform/db/sql-text';
import { transaction } from '../../platform/db/transaction';
import type { TemplateFieldDef } from './emailing-render';

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

export const runSql = <R extends pg.QueryResultRow = Record<string, unknown>>(client: Db, statement: SQL) =>
  client.query<R>(toPgQuery(statement));

export interface TemplateRow {
  id: number;
  name: string;
  active: boolean;
  fields: TemplateFieldDef[];
}

export async function templateRow(client: Db, id: number): Promise<TemplateRow | null> {
  const { rows } = await runSql<TemplateRow>(
    client,
    sql`SELECT id, name, active, coalesce(schema->'fields', '[]'::jsonb) AS fields FROM emailing_templates WHERE id = ${id}`,
  );
  return rows[0] ?? null;
}
