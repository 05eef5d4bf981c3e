// Keeps the run history (job_runs) from growing without end. Busy tasks add a row for every round
// that did some work (a webhook sweep every few seconds, say), so a daily task deletes the runs
// that started more than RUN_HISTORY_DAYS before the server's clock, except each job's latest run
// and latest failure: the synchronizations page's "last run" and "last failure" stay whatever
// their age. A run still recorded as running is never deleted.
import { sql } from 'drizzle-orm';
import { now } from '../../platform/clock';
import type { Db } from '../../platform/db/pool';
import type { AppDeps } from '../../platform/deps';

/** How long the history keeps a run (docs/decisions/synchronizations.md). */
export const RUN_HISTORY_DAYS = 90;
const PRUNE_TASK = 'schedule.job-runs-prune';
const DAY_MS = 24 * 3_600_000;

/** Deletes the runs older than the history keeps; how many it deleted. */
export async function pruneRunHistory(db: Db, at: Date = now()): Promise<{ deleted: number }> {
  const before = new Date(at.getTime() - RUN_HISTORY_DAYS * DAY_MS);
  // The two kept rows per job are found with the same order the page uses (started, then id).
  const result = await db.execute(sql`
    DELETE FROM job_runs o
     WHERE o.started_at < ${before} AND o.state <> 'running'
       AND o.id <> (SELECT r.id FROM job_runs r WHERE r.name = o.name
                     ORDER BY r.started_at DESC, r.id DESC LIMIT 1)
       AND o.id IS DISTINCT FROM (SELECT r.id FROM job_runs r WHERE r.name = o.name AND r.state = 'failed'
                                   ORDER BY r.started_at DESC, r.id DESC LIMIT 1)`);
  return { deleted: result.rowCount ?? 0 };
}

/** The daily task, registered once per queue ("run now" on the page runs it too). */
export function definePruneTask(deps: AppDeps): { name: string } {
  if (!deps.jobs.registry().some((job) => job.name === PRUNE_TASK)) {
    deps.jobs.every(DAY_MS, () => pruneRunHistory(deps.db), { name: PRUNE_TASK });
  }
  return { name: PRUNE_TASK };
}
