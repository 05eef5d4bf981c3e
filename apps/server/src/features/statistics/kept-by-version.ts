// Results kept per data version, in the database (migration 0013), so that every server instance
// shares them and a restart loses nothing: counting every member at a date takes seconds on a
// million persons, while paging, sorting and narrowing through the same report or stats ask for
// the same counts again. `stats_version` is bumped at the commit of any change to persons, roles,
// clubs, registrations or the codebook, so a kept result is never stale: the version is read
// before the data, so a result is never labelled newer than what it counted.
//
// Two forms: a stats snapshot (rows in `stats_snapshot_rows`, read back by a list page by page)
// and a kept value (`stats_kept_values`, one jsonb: a total, the count by sex, a report's counted
// rows). Both are bounded: old versions and whatever is beyond the newest go a minute after
// they were last found, when no call that found them can still be reading them.
import { createHash } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type { AdminScope } from '../../platform/access/scope-sql';
import type { Db } from '../../platform/db/pool';
import { transaction } from '../../platform/db/transaction';
import { computedStatsRows, keyColumnsOf, SNAPSHOT_COLUMNS, type StatsGrouping } from './stats-sql';

/** Snapshots kept at most (a club × section × type snapshot of the million is 48,000 rows). */
const KEEP_SNAPSHOTS = 50;
/** Kept values at most, and their total stored size (a club report's counted rows: ~1 MB). */
const KEEP_VALUES = 1000;
const KEEP_VALUE_BYTES = 64 * 1024 * 1024;

export const scopeKey = (scope: AdminScope) =>
  scope.fedUnitIds === null ? 'all' : [...scope.fedUnitIds].sort((a, b) => a - b).join(',');

async function currentVersion(db: Db): Promise<string> {
  return (await db.execute<{ n: string }>(sql`SELECT n FROM stats_version`)).rows[0]!.n;
}

/** The id of the current snapshot of the stats, computed now when there is none. */
export async function statsSnapshot(db: Db, grouping: StatsGrouping, scope: AdminScope, date: string): Promise<number> {
  const key = scopeKey(scope);
  // Found, it is marked as read now (at most every ten seconds: a write per read would make the
  // readers queue on its row), so the cleanup leaves it for the reader's next statements.
  const current = await db.execute<{ id: string }>(sql`
    WITH found AS (
      SELECT s.id, s.used_at FROM stats_snapshots s JOIN stats_version v ON v.n = s.version
       WHERE s.grouping = ${grouping} AND s.stats_date = ${date}::date AND s.scope_key = ${key}),
    touched AS (
      UPDATE stats_snapshots t SET used_at = now() FROM found f
       WHERE t.id = f.id AND f.used_at < now() - interval '10 seconds')
    SELECT id FROM found`);
  if (current.rows[0]) return Number(current.rows[0].id);

  return transaction(db, async (tx) => {
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
    await tx.execute(sql`
      DELETE FROM stats_snapshots
       WHERE used_at < now() - interval '1 minute'
         AND (version < ${version} OR id IN (SELECT id FROM stats_snapshots ORDER BY id DESC OFFSET ${KEEP_SNAPSHOTS}))`);
    return Number(id);
  });
}

/** A key short enough for the primary key's index whatever the filters it names. */
const storedKey = (key: string) =>
  key.length <= 200 ? key : `${key.slice(0, 100)}#${createHash('sha256').update(key).digest('hex')}`;

/** Drops kept values of old versions, and the oldest beyond the bounds, unread for a minute. */
async function cleanUpKeptValues(db: Db, version: string) {
  await db.execute(sql`
    DELETE FROM stats_kept_values
     WHERE used_at < now() - interval '1 minute'
       AND (version < ${version} OR (key, version) IN (
             SELECT key, version FROM (
               SELECT key, version, row_number() OVER w AS n, sum(pg_column_size(value)) OVER w AS bytes
                 FROM stats_kept_values WINDOW w AS (ORDER BY created_at DESC, key)) newest
              WHERE n > ${KEEP_VALUES} OR bytes > ${KEEP_VALUE_BYTES}))`);
}

/** The value kept by `key` while the data version stays: read, or computed and kept. */
export async function keptValue<T>(db: Db, key: string, compute: () => Promise<T>): Promise<T> {
  const id = storedKey(key);
  const kept = await db.execute<{ value: T }>(sql`
    SELECT k.value FROM stats_kept_values k JOIN stats_version v ON v.n = k.version WHERE k.key = ${id}`);
  if (kept.rows[0]) return kept.rows[0].value;
  const version = await currentVersion(db);
  const value = await compute();
  await db.execute(sql`
    INSERT INTO stats_kept_values (key, version, value) VALUES (${id}, ${version}, ${JSON.stringify(value)}::jsonb)
    ON CONFLICT DO NOTHING`);
  await cleanUpKeptValues(db, version);
  return value;
}

/** The total of `count` (a `SELECT count(*)::int AS total …`) for `key`. */
export const keptTotal = (db: Db, key: string, count: SQL): Promise<number> =>
  keptValue(db, key, async () => (await db.execute<{ total: number }>(count)).rows[0]?.total ?? 0);

/**
 * The rows of `statement` for `key`, as an SQL row source `(…) AS alias` with the given column
 * definitions (`group_id int, "clubCount" int, …`): the counting runs once per version, the
 * report's names, filters, sort and paging then run over the kept rows. The rows stay in the
 * database: counted into the kept value by one statement, and read from it by the report's
 * statements (not through this process and back as a parameter of each). A reader that finds
 * them marks them (at most every ten seconds), so the cleanup leaves them for its statements.
 */
export async function keptRowSource(db: Db, key: string, statement: SQL, columns: SQL, alias: SQL): Promise<SQL> {
  const id = storedKey(key);
  const found = await db.execute<{ version: string }>(sql`
    WITH found AS (
      SELECT k.key, k.version, k.used_at FROM stats_kept_values k JOIN stats_version v ON v.n = k.version
       WHERE k.key = ${id}),
    touched AS (
      UPDATE stats_kept_values t SET used_at = now() FROM found f
       WHERE t.key = f.key AND t.version = f.version AND f.used_at < now() - interval '10 seconds')
    SELECT version FROM found`);
  let version = found.rows[0]?.version;
  if (version === undefined) {
    // The version is read before the data, so the rows are at least as new as their label.
    version = await currentVersion(db);
    await db.execute(sql`
      INSERT INTO stats_kept_values (key, version, value)
      SELECT ${id}, ${version}, coalesce(jsonb_agg(x), '[]'::jsonb) FROM (${statement}) x
      ON CONFLICT DO NOTHING`);
    await cleanUpKeptValues(db, version);
  }
  return sql`jsonb_to_recordset((SELECT k.value FROM stats_kept_values k
    WHERE k.key = ${id} AND k.version = ${version})) AS ${alias}(${columns})`;
}

/**
 * What makes two requests count the same rows: the report, its date and scope, and the given
 * list fields of the query (those that change what is counted, not which rows are shown).
 */
export function resultKey(parts: Record<string, unknown>, query: Record<string, unknown>, fields?: string[]): string {
  const counted = Object.entries(query)
    .filter(([k]) => {
      if (['offset', 'limit', 'sort', 'format'].includes(k)) return false;
      const field = /^fields\[([^\]]+)\]/.exec(k)?.[1];
      return !fields || (field !== undefined && fields.includes(field));
    })
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify([parts, counted]);
}
