// The total of a big report, kept per data version: counting every member at a date takes a
// second or more on a million persons, the page itself milliseconds, and paging through the same
// report asks for the same total again. `stats_version` (migration 0012) is bumped at the commit
// of any change to persons, roles, clubs, registrations or the codebook, so a kept total is never
// stale: it is read before the count, so a total is never labelled newer than what it counted.
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool';

/** Totals kept at most (per server process); the oldest go first. */
const KEEP = 500;
const kept = new Map<string, number>();

/** The total of `count` (a `SELECT count(*)::int AS total …`) for `key` at the current version. */
export async function keptTotal(db: Db, key: string, count: SQL): Promise<number> {
  const version = (await db.execute<{ n: string }>(sql`SELECT n FROM stats_version`)).rows[0]?.n ?? 'none';
  const id = `${version}|${key}`;
  const known = kept.get(id);
  if (known !== undefined) return known;
  const total = (await db.execute<{ total: number }>(count)).rows[0]?.total ?? 0;
  kept.set(id, total);
  if (kept.size > KEEP) kept.delete(kept.keys().next().value!);
  return total;
}

/** What makes two requests count the same rows: everything but paging, sort and format. */
export function totalKey(parts: Record<string, unknown>, query: Record<string, unknown>): string {
  const filters = Object.entries(query)
    .filter(([k]) => !['offset', 'limit', 'sort', 'format'].includes(k))
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify([parts, filters]);
}
