// Takes the secondary indexes, unique constraints and foreign keys of the big tables off for the
// load and puts them back afterwards, exactly as the catalog described them (pg_indexes,
// pg_get_constraintdef), so that the generator never repeats the migrations' DDL. A snapshot of
// every index and constraint of the schema checks that what existed before exists after.
import type pg from 'pg';

export interface SuspendedDdl {
  /** Statements that put the indexes and unique constraints back (each builds one index). */
  indexes: string[];
  /** Statements that put the foreign keys back (each validates with one join). */
  foreignKeys: string[];
}

/**
 * Drops, inside the caller's transaction, the foreign keys of `tables`, their unique
 * constraints (unless a foreign key depends on one) and their other non-primary indexes.
 * Primary keys stay: the loaded ids ascend, so keeping them up to date costs little.
 */
export async function suspendDdl(client: pg.PoolClient, tables: readonly string[]): Promise<SuspendedDdl> {
  const fks = await client.query<{ drop: string; add: string }>(
    `SELECT format('ALTER TABLE %s DROP CONSTRAINT %I', conrelid::regclass, conname) AS drop,
            format('ALTER TABLE %s ADD CONSTRAINT %I %s', conrelid::regclass, conname, pg_get_constraintdef(oid)) AS add
       FROM pg_constraint
      WHERE contype = 'f' AND conrelid = ANY($1::regclass[])
      ORDER BY conrelid::regclass::text, conname`,
    [tables],
  );
  const uniques = await client.query<{ drop: string; add: string }>(
    `SELECT format('ALTER TABLE %s DROP CONSTRAINT %I', c.conrelid::regclass, c.conname) AS drop,
            format('ALTER TABLE %s ADD CONSTRAINT %I %s', c.conrelid::regclass, c.conname, pg_get_constraintdef(c.oid)) AS add
       FROM pg_constraint c
      WHERE c.contype = 'u' AND c.conrelid = ANY($1::regclass[])
        AND NOT EXISTS (SELECT 1 FROM pg_constraint f WHERE f.contype = 'f' AND f.conindid = c.conindid)
      ORDER BY c.conrelid::regclass::text, c.conname`,
    [tables],
  );
  const indexes = await client.query<{ drop: string; add: string }>(
    `SELECT format('DROP INDEX %s', i.indexrelid::regclass) AS drop, pg_get_indexdef(i.indexrelid) AS add
       FROM pg_index i
      WHERE i.indrelid = ANY($1::regclass[]) AND NOT i.indisprimary
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)
      ORDER BY i.indrelid::regclass::text, i.indexrelid::regclass::text`,
    [tables],
  );
  for (const r of [...fks.rows, ...uniques.rows, ...indexes.rows]) await client.query(r.drop);
  return {
    indexes: [...uniques.rows, ...indexes.rows].map((r) => r.add),
    foreignKeys: fks.rows.map((r) => r.add),
  };
}

/** Every index and constraint of the public schema as text, one line each, sorted. */
export async function schemaSnapshot(client: pg.PoolClient, ignoreTables: readonly string[] = []): Promise<string[]> {
  const { rows } = await client.query<{ line: string }>(
    `SELECT format('index %s.%s: %s', tablename, indexname, indexdef) AS line
       FROM pg_indexes WHERE schemaname = 'public' AND NOT (tablename = ANY($1::text[]))
     UNION ALL
     SELECT format('constraint %s.%s: %s%s', c.conrelid::regclass, c.conname, pg_get_constraintdef(c.oid),
                   CASE WHEN c.convalidated THEN '' ELSE ' (not validated)' END)
       FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid JOIN pg_namespace n ON n.oid = t.relnamespace
      WHERE n.nspname = 'public' AND NOT (t.relname = ANY($1::text[]))
     ORDER BY 1`,
    [ignoreTables],
  );
  return rows.map((r) => r.line);
}

/** Throws naming what differs between two snapshots. */
export function assertSameSchema(before: readonly string[], after: readonly string[]): void {
  const a = new Set(after);
  const b = new Set(before);
  const missing = before.filter((l) => !a.has(l));
  const extra = after.filter((l) => !b.has(l));
  if (missing.length || extra.length) {
    throw new Error(
      `indexes or constraints changed during generation:\n${[
        ...missing.map((l) => `  missing ${l}`),
        ...extra.map((l) => `  new ${l}`),
      ].join('\n')}`,
    );
  }
}
