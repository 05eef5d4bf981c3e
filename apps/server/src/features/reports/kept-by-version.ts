// Report results kept per data version: counting every member at a date takes seconds on a
// million persons, while paging, sorting and narrowing by name through the same report ask for
// the same counts again. `stats_version` (migration 0012) is bumped at the commit of any change
// to persons, roles, clubs, registrations or the codebook, so a kept result is never stale: the
// version is read before the data, so a result is never labelled newer than what it counted.
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool';

/** Results kept at most per database; the oldest go first. */
const KEEP = 100;
/** Per database (tests run several in one process, each with its own versions). */
const keptByDb = new WeakMap<Db, Map<string, unknown>>();

async function keptFor<T>(db: Db, key: string, compute: () => Promise<T>): Promise<T> {
  let kept = keptByDb.get(db);
  if (!kept) {
    kept = new Map();
    keptByDb.set(db, kept);
  }
  const version = (await db.execute<{ n: string }>(sql`SELECT n FROM stats_version`)).rows[0]?.n ?? 'none';
  const id = `${version}|${key}`;
  if (kept.has(id)) return kept.get(id) as T;
  const value = await compute();
  kept.set(id, value);
  if (kept.size > KEEP) kept.delete(kept.keys().next().value!);
  return value;
}

/** The total of `count` (a `SELECT count(*)::int AS total …`) for `key`. */
export const keptTotal = (db: Db, key: string, count: SQL): Promise<number> =>
  keptFor(db, key, async () => (await db.execute<{ total: number }>(count)).rows[0]?.total ?? 0);

/**
 * The rows of `statement` for `key`, as an SQL row source `(…) AS alias` with the given column
 * definitions (`group_id int, "clubCount" int, …`): the counting runs once per version, the
 * report's names, filters, sort and paging then run over the kept rows.
 */
export async function keptRowSource(db: Db, key: string, statement: SQL, columns: SQL, alias: SQL): Promise<SQL> {
  const rows = await keptFor(db, key, async () => JSON.stringify((await db.execute(statement)).rows));
  return sql`json_to_recordset(${rows}::json) AS ${alias}(${columns})`;
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
