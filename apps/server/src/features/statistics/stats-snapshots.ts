// The stats of a grouping at a date, kept once computed (migration 0012): a snapshot per
// grouping, date, scope and data version. A change to persons, roles, clubs, registrations or
// the codebook bumps the version at its commit, so a kept snapshot is never stale; the first
// call after a change computes anew (the cold cost, see docs/benchmark.md).
import { sql } from 'drizzle-orm';
import type { AdminScope } from '../../platform/access/scope-sql';
import type { Db } from '../../platform/db/pool';
import { computedStatsRows, keyColumnsOf, SNAPSHOT_COLUMNS, type StatsGrouping } from './stats-sql';

/** Snapshots kept at most (the newest); older versions go once nobody can still be reading them. */
const KEEP = 200;

export const scopeKey = (scope: AdminScope) =>
  scope.fedUnitIds === null ? 'all' : [...scope.fedUnitIds].sort((a, b) => a - b).join(',');

/** The id of the current snapshot of the stats, computed now when there is none. */
export async function statsSnapshot(db: Db, grouping: StatsGrouping, scope: AdminScope, date: string): Promise<number> {
  const key = scopeKey(scope);
  const current = await db.execute<{ id: string }>(sql`
    SELECT s.id FROM stats_snapshots s JOIN stats_version v ON v.n = s.version
     WHERE s.grouping = ${grouping} AND s.stats_date = ${date}::date AND s.scope_key = ${key}`);
  if (current.rows[0]) return Number(current.rows[0].id);

  return db.transaction(async (tx) => {
    // The version is read before the data, so the rows are at least as new as their label.
    const version = (await tx.execute<{ n: string }>(sql`SELECT n FROM stats_version`)).rows[0]!.n;
    // A concurrent call computing the same snapshot makes this wait for it, then do nothing.
    const created = await tx.execute<{ id: string }>(sql`
      INSERT INTO stats_snapshots (grouping, stats_date, scope_key, version)
      VALUES (${grouping}, ${date}::date, ${key}, ${version}) ON CONFLICT DO NOTHING RETURNING id`);
    const id = created.rows[0]?.id;
    if (id === undefined) {
      const other = await tx.execute<{ id: string }>(sql`
        SELECT id FROM stats_snapshots
         WHERE grouping = ${grouping} AND stats_date = ${date}::date AND scope_key = ${key} AND version = ${version}`);
      return Number(other.rows[0]!.id);
    }
    const keys = new Set(keyColumnsOf(grouping));
    const columns = SNAPSHOT_COLUMNS.map((c) =>
      keys.has(c) || !c.endsWith('_id') ? sql`r.${sql.identifier(c)}` : sql`NULL::int`,
    );
    await tx.execute(sql`
      INSERT INTO stats_snapshot_rows (snapshot_id, ${sql.join(
        SNAPSHOT_COLUMNS.map((c) => sql.identifier(c)),
        sql`, `,
      )})
      WITH ${computedStatsRows(grouping, scope, date)}
      SELECT ${id}, ${sql.join(columns, sql`, `)} FROM stats_rows r`);
    // Stale versions a minute old (a reader that found one has long read it) and the oldest beyond KEEP.
    await tx.execute(sql`
      DELETE FROM stats_snapshots
       WHERE (version < ${version} AND created_at < now() - interval '1 minute')
          OR id IN (SELECT id FROM stats_snapshots ORDER BY id DESC OFFSET ${KEEP})`);
    return Number(id);
  });
}

/**
 * A small answer kept by `key` while the data version stays (the count by sex): read, or
 * computed and kept. Versions older than the current one go a minute after they were made.
 */
export async function keptValue<T>(db: Db, key: string, compute: () => Promise<T>): Promise<T> {
  const kept = await db.execute<{ value: T }>(sql`
    SELECT k.value FROM stats_kept_values k JOIN stats_version v ON v.n = k.version WHERE k.key = ${key}`);
  if (kept.rows[0]) return kept.rows[0].value;
  // Read before the data: a value is never labelled newer than what it was computed from.
  const version = (await db.execute<{ n: string }>(sql`SELECT n FROM stats_version`)).rows[0]!.n;
  const value = await compute();
  await db.execute(sql`
    INSERT INTO stats_kept_values (key, version, value) VALUES (${key}, ${version}, ${JSON.stringify(value)}::jsonb)
    ON CONFLICT DO NOTHING`);
  await db.execute(sql`
    DELETE FROM stats_kept_values
     WHERE (version < ${version} AND created_at < now() - interval '1 minute')
        OR (key, version) IN (SELECT key, version FROM stats_kept_values ORDER BY created_at DESC OFFSET ${KEEP * 10})`);
  return value;
}
