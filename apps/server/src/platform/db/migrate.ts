// Applies the committed SQL migrations in order, once each, under an advisory lock so that
// several instances starting together never race (the second waits, then finds nothing to do).
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import type { Db } from './pool';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../db/migrations/', import.meta.url));
/** Arbitrary constant shared by every Fedra instance: "fedra" in ASCII. */
const MIGRATION_LOCK_ID = 0x6665647261;

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

export async function readMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  return Promise.all(
    files.map(async (file) => {
      const sql = await readFile(new URL(file, `file://${dir}/`), 'utf8');
      return { name: file.replace(/\.sql$/, ''), sql, checksum: createHash('sha256').update(sql).digest('hex') };
    }),
  );
}

/** Runs pending migrations; returns the names applied now. */
export async function migrate(pool: pg.Pool, log: (msg: string) => void = () => {}): Promise<string[]> {
  const migrations = await readMigrations();
  const client = await pool.connect();
  // A connection that failed (a ROLLBACK or the unlock) is closed, never handed to the pool: it
  // may still hold the lock or an open transaction.
  let broken: Error | undefined;
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await client.query(`CREATE TABLE IF NOT EXISTS fedra_migrations (
      name text PRIMARY KEY, checksum text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
    const done = new Map(
      (await client.query<{ name: string; checksum: string }>('SELECT name, checksum FROM fedra_migrations')).rows.map(
        (r) => [r.name, r.checksum],
      ),
    );
    const applied: string[] = [];
    for (const m of migrations) {
      const known = done.get(m.name);
      if (known !== undefined) {
        if (known !== m.checksum) log(`migration ${m.name} changed after it was applied; not applied again`);
        continue;
      }
      await client.query('BEGIN');
      try {
        await client.query(m.sql);
        await client.query('INSERT INTO fedra_migrations (name, checksum) VALUES ($1, $2)', [m.name, m.checksum]);
        await client.query('COMMIT');
      } catch (err) {
        await client.query('ROLLBACK').catch((e: Error) => {
          broken = e;
        });
        throw new Error(`migration ${m.name} failed: ${(err as Error).message}`);
      }
      applied.push(m.name);
      log(`applied migration ${m.name}`);
    }
    return applied;
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch((e: Error) => {
      broken ??= e;
    });
    client.release(broken);
  }
}

let migrationNames: Promise<string[]> | undefined;

/** True when every committed migration has been applied (the readiness check). */
export async function migrationsApplied(db: Db): Promise<boolean> {
  // The files do not change while the process runs: read their names once.
  migrationNames ??= readMigrations().then((all) => all.map((m) => m.name));
  const names = await migrationNames;
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM fedra_migrations WHERE name = ANY($1::text[])`,
    [names],
  );
  return rows[0]?.n === names.length;
}
