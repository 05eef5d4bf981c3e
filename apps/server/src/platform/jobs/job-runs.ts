// The record of runs (`job_runs`): one row per periodic task round and per job attempt, started
// before the work and finished after it (a scheduled round that found no work keeps only its latest), with what it did (rows, result) or its error. Recording
// never stops the work: a failed write is logged and the run goes on unrecorded. Times are the
// server's clock (platform/clock), as every other date: a server set to another day records there.
import type pg from 'pg';
import type { Logger } from 'pino';
import { now } from '../clock';

export type RunKind = 'periodic' | 'job';
export type RunTrigger = 'schedule' | 'manual' | 'queue';

const MAX_ERROR = 2000;
const MAX_DETAILS = 8000;
/** A result's JSON larger than this is not kept (its rows still are). */
const MAX_RESULT = 8000;

/** Numeric fields that say how much a run did, by preference. */
const COUNT_FIELDS = ['rows', 'count', 'processed', 'done', 'sent', 'created', 'updated'] as const;

/**
 * What a run did, as one count: a number it returned; else the first of COUNT_FIELDS its result
 * object has as a number; else the sum of the result's numeric top-level fields; else the
 * progress it last reported; else null.
 */
export function rowsOf(result: unknown, reported: number | null = null): number | null {
  const whole = (n: number) => Math.max(0, Math.min(2_147_483_647, Math.round(n)));
  if (typeof result === 'number' && Number.isFinite(result)) return whole(result);
  if (result && typeof result === 'object' && !Array.isArray(result)) {
    const record = result as Record<string, unknown>;
    for (const field of COUNT_FIELDS) {
      const value = record[field];
      if (typeof value === 'number' && Number.isFinite(value)) return whole(value);
    }
    const numbers = Object.values(record).filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
    if (numbers.length) return whole(numbers.reduce((a, b) => a + b, 0));
  }
  return reported === null ? null : whole(reported);
}

function resultJson(result: unknown): string | null {
  if (result === undefined || result === null) return null;
  try {
    const json = JSON.stringify(result);
    return json === undefined || json.length > MAX_RESULT ? null : json;
  } catch {
    return null;
  }
}

export function createRunLog(pool: pg.Pool, log: Logger) {
  return {
    /** Records a run's start; its id, or null when it could not be written (unless `strict`). */
    async start(
      name: string,
      kind: RunKind,
      trigger: RunTrigger,
      options: { jobId?: string; attempt?: number; startedById?: number; strict?: boolean } = {},
    ): Promise<number | null> {
      try {
        const { rows } = await pool.query<{ id: string }>(
          `INSERT INTO job_runs (name, kind, trigger, job_id, attempt, started_by_id, started_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
          [name, kind, trigger, options.jobId ?? null, options.attempt ?? null, options.startedById ?? null, now()],
        );
        return Number(rows[0]!.id);
      } catch (err) {
        if (options.strict) throw err;
        log.warn({ err, job: name }, 'could not record the start of a job run');
        return null;
      }
    },

    /** Records a run's end: completed with its result, or failed with the error. */
    async finish(id: number | null, outcome: { result?: unknown; error?: unknown; reported?: number | null }) {
      if (id === null) return;
      const failed = outcome.error !== undefined;
      const err = outcome.error;
      const message = failed ? (err instanceof Error ? err.message : String(err)).slice(0, MAX_ERROR) : null;
      const details = failed && err instanceof Error && err.stack ? err.stack.slice(0, MAX_DETAILS) : null;
      try {
        // A scheduled round that did nothing (a sweep finding no work, every few seconds) replaces
        // the task's previous idle round instead of joining the history: the history keeps the
        // rounds that did something or failed, and the latest idle one (its last run and next run).
        await pool.query(
          `WITH done AS (
             UPDATE job_runs SET state = $2, finished_at = greatest($7, started_at), rows = $3, result = $4::jsonb,
               error = $5, error_details = $6
             WHERE id = $1
             RETURNING id, name, kind, trigger, state, rows)
           DELETE FROM job_runs o USING done
            WHERE done.kind = 'periodic' AND done.trigger = 'schedule' AND done.state = 'completed'
              AND coalesce(done.rows, 0) = 0
              AND o.name = done.name AND o.id <> done.id AND o.kind = 'periodic' AND o.trigger = 'schedule'
              AND o.state = 'completed' AND coalesce(o.rows, 0) = 0`,
          [
            id,
            failed ? 'failed' : 'completed',
            failed ? (outcome.reported ?? null) : rowsOf(outcome.result, outcome.reported ?? null),
            failed ? null : resultJson(outcome.result),
            message,
            details,
            now(),
          ],
        );
      } catch (e) {
        log.warn({ err: e, runId: id }, 'could not record the end of a job run');
      }
    },

    /** Whether a run of this name is recorded as running and started less than `staleMs` ago. */
    async runningElsewhere(name: string, staleMs: number): Promise<boolean> {
      const { rows } = await pool.query(
        `SELECT 1 FROM job_runs WHERE name = $1 AND state = 'running' AND started_at > $2 LIMIT 1`,
        [name, new Date(now().getTime() - staleMs)],
      );
      return rows.length > 0;
    },
  };
}
