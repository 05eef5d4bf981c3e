// The stats counted per group as the data change (issue 35; migration "stats_group_counts",
// docs/decisions/reports-and-statistics.md "Counts kept per group"): the whole federation's club report and
// stats at any date read the kept base and the day deltas between its date and the asked one,
// instead of counting two million roles. Writes only queue who changed; a reader works off a short
// queue itself before it counts, a periodic task works off a long one in chunks, and while that
// lasts (or for a unit manager's scope) the stats are computed as before (kept-by-version.ts).
import { type SQL, sql } from 'drizzle-orm';
import { today } from '../../platform/clock';
import type { Db } from '../../platform/db/pool';
import type { AppDeps } from '../../platform/deps';
import type { StatsGrouping } from './stats-sql';

/** The groupings' numbers in the kept tables (`grp`). */
const GROUPING_NUMBER: Record<StatsGrouping, number> = {
  report: 1,
  club: 2,
  district: 3,
  federationUnit: 4,
  region: 5,
  section: 6,
};

/** A grouping's key columns, as stats_rows names them, from the kept keys (0: none). */
const KEY_COLUMNS: Record<StatsGrouping, SQL> = {
  report: sql`t.k1 AS club_id`,
  club: sql`t.k1 AS club_id, nullif(t.k2, 0) AS section_id, t.k3 AS type_id`,
  district: sql`nullif(t.k1, 0) AS district_id`,
  federationUnit: sql`nullif(t.k1, 0) AS federation_unit_id`,
  region: sql`nullif(t.k1, 0) AS region_id`,
  section: sql`nullif(t.k1, 0) AS section_id`,
};

const PERSONS = sql`(t.am + t.af + t.an + t.cm + t.cf + t.cn)`;

/**
 * Which groups are rows, as the computed stats have them: the registered clubs' groups; a club
 * × section × type with members (its club is then registered: one club); a section with
 * registered clubs or members.
 */
const ROW_RULE: Record<StatsGrouping, { clubs: SQL; where: SQL }> = {
  report: { clubs: sql`t.clubs`, where: sql`t.clubs > 0` },
  club: { clubs: sql`1`, where: sql`${PERSONS} > 0` },
  district: { clubs: sql`t.clubs`, where: sql`t.clubs > 0` },
  federationUnit: { clubs: sql`t.clubs`, where: sql`t.clubs > 0` },
  region: { clubs: sql`t.clubs`, where: sql`t.clubs > 0` },
  section: { clubs: sql`t.clubs`, where: sql`t.clubs > 0 OR ${PERSONS} > 0` },
};

/** Persons a reader works off itself before counting; a longer queue is the periodic task's. */
const READER_MAX_PENDING = 20_000;
/** How long a reader waits for a worker already at the queue before it computes instead. */
const READER_WAIT_MS = 2_000;
/**
 * Persons per transaction of the periodic task (a recount of a million is a hundred of these):
 * a reader with a short queue of its own waits for the chunk under way, so a chunk stays short.
 */
const TASK_CHUNK = 10_000;
const TASK_INTERVAL_MS = 5_000;

/**
 * What waits for the kept counts: a recount, a base of another day, queued persons (counted up
 * to `upTo` + 1), clubs; `idle`: nothing.
 */
async function keptCountsBacklog(db: Db, day: string, upTo: number) {
  const { rows } = await db.execute<{ rebuild: boolean; stale: boolean; persons: number; clubs: boolean }>(sql`
    SELECT s.rebuild, s.base_date IS DISTINCT FROM ${day}::date AS stale,
           (SELECT count(*)::int FROM (SELECT 1 FROM stats_dirty_persons LIMIT ${upTo + 1}) x) AS persons,
           EXISTS (SELECT 1 FROM stats_dirty_clubs) AS clubs
      FROM stats_counts_state s`);
  const backlog = rows[0]!;
  return { ...backlog, idle: !backlog.rebuild && !backlog.stale && backlog.persons === 0 && !backlog.clubs };
}

/**
 * Whether the kept counts are current for the federation: nothing waits, or a short queue that
 * this call has just worked off. False (compute the stats instead) at once when a recount or a
 * long queue waits: that is the periodic task's, and a reader does not wait for it.
 */
export async function keptCountsCurrent(db: Db): Promise<boolean> {
  const day = today();
  const backlog = await keptCountsBacklog(db, day, READER_MAX_PENDING);
  if (backlog.rebuild || backlog.persons > READER_MAX_PENDING) return false;
  if (backlog.idle) return true;
  const drained = await db.execute<{ current: boolean }>(sql`
    SELECT stats_counts_drain(${day}::date, ${READER_MAX_PENDING}, ${READER_MAX_PENDING}, ${READER_WAIT_MS}) AS current`);
  return drained.rows[0]?.current === true;
}

/**
 * Works off the whole queue (a rebuild too), chunk by chunk, each its own transaction. Answers
 * the persons that were queued (0: nothing to do, an idle round of the periodic task). An abort
 * of `signal` (the server stopping) ends it after the chunk under way; the rest waits for the
 * next round.
 */
export async function drainKeptCounts(db: Db, chunk = TASK_CHUNK, signal?: AbortSignal): Promise<number> {
  const backlog = await keptCountsBacklog(db, today(), 0);
  if (backlog.idle) return 0;
  const queued = async () =>
    (await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM stats_dirty_persons`)).rows[0]!.n;
  let worked = await queued();
  for (let round = 1; ; round++) {
    const r = await db.execute<{ current: boolean }>(sql`
      SELECT stats_counts_drain(${today()}::date, NULL, ${chunk}, ${60_000}) AS current`);
    if (r.rows[0]?.current) break;
    if (signal?.aborted) return worked;
    // A recount queues everyone in its first round.
    if (round === 1 && backlog.rebuild) worked = await queued();
  }
  // The emptied queue's dead rows would be scanned by every reader's look at it until autovacuum
  // comes by: cleared now after a long queue (an import, a recount).
  // The base, whose rows every chunk updated, is rewritten compact (a reader scans it whole; it
  // is small, so the moment's exclusive lock is short), and the planner statistics are renewed
  // (a recount fills the kept tables from nothing).
  if (worked > chunk) {
    await db.execute(sql`VACUUM ANALYZE stats_dirty_persons`);
    await db.execute(sql`VACUUM FULL ANALYZE stats_group_base`);
    await db.execute(sql`VACUUM ANALYZE stats_group_days, stats_person_cover, stats_club_cover`);
  }
  return worked;
}

/**
 * `stats_rows AS (…)` from the kept counts at `date`: the base plus (or minus) the day deltas
 * between the base date and the date, one row per group with its key columns, `clubs` and the six
 * counts, as computedStatsRows has them (whole federation, nothing narrowed).
 */
export function keptStatsRows(grouping: StatsGrouping, date: string): SQL {
  const grp = GROUPING_NUMBER[grouping];
  const rule = ROW_RULE[grouping];
  // Scalar subqueries (one value each, read in the statement's snapshot with the base and the
  // days): as a joined row, the planner took the one-row state for thousands and compiled the
  // statement (JIT) for seconds.
  const base = sql`(SELECT st.base_date FROM stats_counts_state st)`;
  const sign = sql`(SELECT CASE WHEN ${date}::date > st.base_date THEN 1 ELSE -1 END FROM stats_counts_state st)`;
  // Materialized once per statement, each row with a `rid`: a list picks its page by the sort
  // keys alone and reads only that page's rows in full (names, address), as over a snapshot.
  return sql`stats_rows AS MATERIALIZED (
    SELECT row_number() OVER () AS rid, ${KEY_COLUMNS[grouping]}, ${rule.clubs} AS clubs,
           t.am AS adult_male, t.af AS adult_female, t.an AS adult_na,
           t.cm AS child_male, t.cf AS child_female, t.cn AS child_na
      FROM (
        -- At the base's own date (today, the usual ask) the base rows are the answer as they are.
        SELECT b.k1, b.k2, b.k3, b.am, b.af, b.an, b.cm, b.cf, b.cn, b.clubs
          FROM stats_group_base b WHERE b.grp = ${grp} AND ${base} = ${date}::date
        UNION ALL
        SELECT x.k1, x.k2, x.k3, sum(x.am)::int AS am, sum(x.af)::int AS af, sum(x.an)::int AS an,
               sum(x.cm)::int AS cm, sum(x.cf)::int AS cf, sum(x.cn)::int AS cn, sum(x.clubs)::int AS clubs
          FROM (
            SELECT b.k1, b.k2, b.k3, b.am, b.af, b.an, b.cm, b.cf, b.cn, b.clubs
              FROM stats_group_base b WHERE b.grp = ${grp} AND ${base} <> ${date}::date
            UNION ALL
            SELECT d.k1, d.k2, d.k3, ${sign} * d.am, ${sign} * d.af, ${sign} * d.an, ${sign} * d.cm,
                   ${sign} * d.cf, ${sign} * d.cn, ${sign} * d.clubs
              FROM stats_group_days d
             WHERE d.grp = ${grp} AND ${base} <> ${date}::date
               AND d.day > least(${base}, ${date}::date) AND d.day <= greatest(${base}, ${date}::date)
          ) x
         GROUP BY x.k1, x.k2, x.k3) t
     WHERE ${rule.where})`;
}

const STATS_COUNTS_TASK = 'schedule.stats-counts';

/**
 * The periodic task that works off the queue (an import's persons, a recount after the age
 * categories changed); "run now" on the synchronizations page does the same. Registered once per
 * queue (an application built twice on one queue, as tests do, finds it there). One worker at a
 * time across servers: the queue's advisory lock.
 */
export function defineStatsCountsTask(deps: AppDeps): { name: string } {
  if (!deps.jobs.registry().some((job) => job.name === STATS_COUNTS_TASK)) {
    deps.jobs.every(TASK_INTERVAL_MS, (run) => drainKeptCounts(deps.db, TASK_CHUNK, run.signal), {
      name: STATS_COUNTS_TASK,
    });
  }
  return { name: STATS_COUNTS_TASK };
}
