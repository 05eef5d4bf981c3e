// The bench_meta table: one row written in the generation's own transaction, so it exists only
// when a generation completed. Bench-only; not part of the application's migrations.
import type pg from 'pg';

export interface GeneratedMeta {
  sizes: Record<string, number>;
  totals: Record<string, number>;
  seed: number;
}

type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;

export async function readMeta(db: Queryable): Promise<GeneratedMeta | null> {
  const exists = await db.query<{ t: string | null }>(`SELECT to_regclass('public.bench_meta')::text AS t`);
  if (!exists.rows[0]?.t) return null;
  const { rows } = await db.query<GeneratedMeta>('SELECT sizes, totals, seed FROM bench_meta WHERE id = 1');
  return rows[0] ?? null;
}

export async function writeMeta(client: pg.PoolClient, meta: GeneratedMeta, durationMs: number): Promise<void> {
  await client.query(`CREATE TABLE IF NOT EXISTS bench_meta (
    id integer PRIMARY KEY CHECK (id = 1),
    sizes jsonb NOT NULL,
    totals jsonb NOT NULL,
    seed integer NOT NULL,
    duration_ms integer NOT NULL,
    generated_at timestamptz NOT NULL DEFAULT now())`);
  await client.query('INSERT INTO bench_meta (id, sizes, totals, seed, duration_ms) VALUES (1, $1, $2, $3, $4)', [
    JSON.stringify(meta.sizes),
    JSON.stringify(meta.totals),
    meta.seed,
    Math.round(durationMs),
  ]);
}
