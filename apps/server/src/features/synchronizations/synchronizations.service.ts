// The synchronizations' rules: the queue's registry joined with each name's recorded runs (last
// run, last failure, next run), and "run now" of a periodic task (409 while one runs).
import type { JobRun, SynchronizationJob } from '@fedra/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool';
import { AppError } from '../../platform/errors/app-error';
import { JOBS_SCHEMA, type JobQueue } from '../../platform/jobs/job-queue';
import { RUN_COLUMNS, RUN_FROM } from './synchronizations.queries';

/** A run still marked running after this long is taken for a dead instance's (as the queue does). */
const STALE_MS = 60 * 60 * 1000;

type Row = {
  name: string;
  lastRun: JobRun | null;
  lastFailure: JobRun | null;
  lastScheduledAt: string | null;
  nextQueuedAt: string | null;
};

export async function listJobs(db: Db, jobs: JobQueue, now: Date): Promise<SynchronizationJob[]> {
  const registry = jobs.registry();
  if (!registry.length) return [];
  const names = registry.map((j) => j.name);
  // One lateral lookup per name on job_runs (name, started_at DESC): a handful of index probes.
  const { rows } = await db.execute<Row>(sql`
    SELECT n.name,
           (SELECT row_to_json(x) FROM (SELECT ${RUN_COLUMNS} FROM ${RUN_FROM}
              WHERE r.name = n.name ORDER BY r.started_at DESC, r.id DESC LIMIT 1) x) AS "lastRun",
           (SELECT row_to_json(x) FROM (SELECT ${RUN_COLUMNS} FROM ${RUN_FROM}
              WHERE r.name = n.name AND r.state = 'failed' ORDER BY r.started_at DESC, r.id DESC LIMIT 1) x) AS "lastFailure",
           (SELECT to_char(coalesce(r.finished_at, r.started_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
              FROM job_runs r WHERE r.name = n.name AND r.trigger = 'schedule'
             ORDER BY r.started_at DESC, r.id DESC LIMIT 1) AS "lastScheduledAt",
           (SELECT to_char(min(j.start_after) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
              FROM ${sql.identifier(JOBS_SCHEMA)}.job j
             WHERE j.name = n.name AND j.state IN ('created', 'retry')) AS "nextQueuedAt"
      FROM unnest(${sql.param(names)}::text[]) AS n(name)`);
  const byName = new Map(rows.map((r) => [r.name, r]));
  return registry.map((job) => {
    const row = byName.get(job.name);
    const lastRun = row?.lastRun ?? null;
    const running = lastRun?.state === 'running' && now.getTime() - new Date(lastRun.startedAt).getTime() < STALE_MS;
    let nextRunAt: string | null = row?.nextQueuedAt ?? null;
    if (job.kind === 'periodic' && job.intervalMs !== null && row?.lastScheduledAt) {
      // The timer is set again when a scheduled round ends; a late one is due now.
      const next = new Date(row.lastScheduledAt).getTime() + job.intervalMs;
      nextRunAt = new Date(Math.max(next, now.getTime())).toISOString();
    }
    const lastFailure = row?.lastFailure && row.lastFailure.id !== lastRun?.id ? row.lastFailure : null;
    return {
      name: job.name,
      kind: job.kind,
      intervalSeconds: job.intervalMs === null ? null : Math.round(job.intervalMs / 1000),
      runnable: job.kind === 'periodic',
      running,
      lastRun,
      lastFailure,
      nextRunAt,
    };
  });
}

export async function getRun(db: Db, id: number): Promise<JobRun> {
  const { rows } = await db.execute<JobRun>(sql`SELECT ${RUN_COLUMNS} FROM ${RUN_FROM} WHERE r.id = ${id}`);
  if (!rows[0]) throw new AppError('not_found', 404);
  return rows[0];
}

/** Starts a periodic task once now, recording who did; answers its run (state running). */
export async function runJobNow(db: Db, jobs: JobQueue, name: string, userId: number): Promise<JobRun> {
  const job = jobs.registry().find((j) => j.name === name);
  if (!job) throw new AppError('not_found', 404, {}, [{ key: 'synchronizations.unknown', params: { name } }]);
  if (job.kind !== 'periodic')
    throw new AppError('conflict', 409, {}, [{ key: 'synchronizations.notRunnable', params: { name } }]);
  const started = await jobs.runNow(name, { startedById: userId });
  if (started === 'unknown')
    throw new AppError('not_found', 404, {}, [{ key: 'synchronizations.unknown', params: { name } }]);
  if (started === 'running')
    throw new AppError('conflict', 409, {}, [{ key: 'synchronizations.running', params: { name } }]);
  return getRun(db, started.runId);
}
