// Long work (imports, sends, generations) as durable jobs in PostgreSQL: pg-boss keeps the queue
// in its own schema, so a job survives restarts and runs once however many instances poll it.
// Each job has a `job_progress` row (state, done/total, error, result) that features read.
// Every periodic task's round and every job attempt also leaves a `job_runs` row (job-runs.ts):
// the synchronizations page's history, and what its "run now" starts.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import { apartFromTransaction, type Db, dbOn } from '../db/pool';
import { transaction } from '../db/transaction';
import { createRunLog, type RunTrigger } from './job-runs';

/** The PostgreSQL schema of pg-boss's own tables. */
export const JOBS_SCHEMA = 'pgboss';

export type JobState = 'queued' | 'running' | 'retrying' | 'completed' | 'failed';

export interface JobProgress {
  id: string;
  name: string;
  key: string | null;
  state: JobState;
  done: number;
  total: number | null;
  /** Attempts started so far. */
  attempts: number;
  /** The error of the last failed attempt. */
  error: string | null;
  /** What the handler returned. */
  result: unknown;
  createdDate: string;
  startedDate: string | null;
  finishedDate: string | null;
  updatedDate: string;
}

export interface JobContext {
  jobId: string;
  /** 1 for the first run, 2 for the first retry ... */
  attempt: number;
  maxAttempts: number;
  /** Aborted when the attempt runs out of time or the server stops: stop soon and throw. */
  signal: AbortSignal;
  /** Progress saved by an earlier attempt (to resume rather than start over). */
  previous: { done: number; total: number | null };
  /** Reports progress; saved at most about once a second, and always at the end. */
  progress(done: number, total?: number | null): Promise<void>;
}

export interface JobDefinition<T extends object = object> {
  /** Queue name, `{feature}.{work}` (e.g. `imports.process`). */
  name: string;
  /** Does the work; what it returns (small JSON) is kept as the job's result. A throw is a failed attempt. */
  handler(data: T, ctx: JobContext): Promise<unknown>;
  /** Retries after a failed first attempt (default 3). */
  retryLimit?: number;
  /** Wait before the first retry, doubling with each further one, with jitter (default 10 s). */
  retryDelaySeconds?: number;
  /** Time one attempt may take before it is aborted and counted as failed (default 15 min, under 23 h). */
  timeoutSeconds?: number;
  /** Jobs of this name run side by side in one instance (default 1). */
  concurrency?: number;
}

export interface EnqueueOptions {
  /**
   * Idempotency key: a job with the same name and key is created once, ever; a second enqueue
   * answers the first job's id with `created: false`.
   */
  key?: string;
  /** Not before this time (a scheduled campaign send). */
  runAt?: Date;
  /** Enqueue inside the caller's transaction (its handle): the job exists only if the caller commits. */
  tx?: Db;
}

export interface JobQueue {
  /** Registers a job name and its handler; before or after start. */
  define<T extends object>(definition: JobDefinition<T>): JobDefinition<T>;
  /**
   * The definition of this name, made by `make` on the first call only: a feature defines its job
   * when its routes are registered, and an application built twice on one queue (tests) must not
   * define it twice. The first definition's handler stays.
   */
  defineOnce<T extends object>(name: string, make: () => JobDefinition<T>): JobDefinition<T>;
  enqueue<T extends object>(
    job: JobDefinition<T> | string,
    data: T,
    options?: EnqueueOptions,
  ): Promise<{ id: string; created: boolean }>;
  /**
   * Makes this instance's idle workers look for work now: for the caller that enqueued inside its
   * own transaction (`tx`), once it has committed; otherwise the job waits for the next poll.
   */
  wake(): void;
  /**
   * The job's progress, or null for an unknown id. Inside a transaction pass its handle: a second
   * connection taken while the transaction holds a lock can wait forever for a pool that the
   * requests queued on that lock have taken.
   */
  progress(id: string, via?: Db): Promise<JobProgress | null>;
  /**
   * A start that runs one job at a time per `keyPrefix` (a season's generation, an event's
   * invitations): in one transaction, `lock` first (what makes two starts wait for each other; it
   * may refuse), then the latest unfinished job of `job` keyed with the prefix if it is still queued
   * or running, else a new one (`created`), and the workers are woken after the commit. Everything
   * reads through the transaction: a second connection taken under that lock could wait forever
   * for a pool taken by the starts queued on it.
   */
  startOnce<T extends object>(
    db: Db,
    job: JobDefinition<T>,
    data: T,
    keyPrefix: string,
    lock: (tx: Db) => Promise<unknown>,
  ): Promise<{ id: string; created: boolean }>;
  /**
   * Runs `task` once the queue has started (in an instance that works jobs) and then every
   * `intervalMs` until it stops: housekeeping such as re-enqueueing work whose job was lost.
   * A failure is logged; the next round runs anyway.
   */
  every(intervalMs: number, task: (run: PeriodicRun) => Promise<unknown>, options?: PeriodicOptions): void;
  /** Every periodic task and defined job of this queue, periodic tasks first, in registration order. */
  registry(): RegisteredJob[];
  /**
   * Starts a periodic task once now, outside its timer (the synchronizations page's "run now"),
   * recording who started it: answers the run's `job_runs` id at once, without waiting for the
   * task; 'running' while a run of it is under way (here, or in another instance within the last
   * hour); 'unknown' for a name that is no periodic task.
   */
  runNow(name: string, options?: { startedById?: number }): Promise<{ runId: number } | 'running' | 'unknown'>;
  start(): Promise<void>;
  /** Stops taking jobs, lets running ones finish for `graceMs`, then aborts them (they are retried later). */
  stop(options?: { graceMs?: number }): Promise<void>;
}

export interface PeriodicRun {
  /** schedule: the task's timer; manual: "run now" (a task may then skip its once-a-day key). */
  trigger: Extract<RunTrigger, 'schedule' | 'manual'>;
  /**
   * Aborted when the queue stops: a task that works in rounds (the kept statistics' queue) ends
   * after its current round, within stop()'s grace, rather than reach for a pool that is closing.
   */
  signal: AbortSignal;
}

export interface PeriodicOptions {
  /**
   * The task's stable name (`schedule.economy-reminders`): its runs' name in `job_runs`, and
   * the key of its label on the synchronizations page. Unnamed tasks are `periodic.1`, `periodic.2`…
   * in registration order. Unique in the queue, also against job names.
   */
  name?: string;
}

export interface RegisteredJob {
  name: string;
  /** periodic: a task run every `intervalMs`; job: a handler of enqueued work. */
  kind: 'periodic' | 'job';
  intervalMs: number | null;
}

export interface JobQueueOptions {
  log: Logger;
  /** How often an idle worker asks for work (default 2 s; an enqueue in this process wakes it at once). */
  pollingIntervalSeconds?: number;
  /** Run handlers in this instance (default true); false: this instance only enqueues. */
  work?: boolean;
  /** pg-boss maintenance in this instance: expire stuck jobs, archive old ones (default true). */
  maintenance?: boolean;
}

const DEFAULTS = { retryLimit: 3, retryDelaySeconds: 10, timeoutSeconds: 15 * 60, concurrency: 1 };
/** Saved progress is written at most this often while a job runs. */
const PROGRESS_WRITE_MS = 1000;
/** Arbitrary constant shared by every Fedra instance: "jobs" in ASCII. */
const QUEUE_LOCK_ID = 0x6a6f6273;
/** The states of a job that has not ended. */
const UNFINISHED = new Set<JobState>(['queued', 'running', 'retrying']);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

type Executor = { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };
const viaClient = (db: Db): Executor => ({
  executeSql: (text, values) => db.query(text, values),
});

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 2000);
/** A periodic run still 'running' in the table after this long is taken for a dead instance's. */
const RUN_STALE_MS = 60 * 60 * 1000;
/**
 * After a scheduled round, the next may start anywhere after this share of the interval: every
 * instance keeps a timer for each task, and the first whose timer fires after it takes the round.
 */
const NEXT_ROUND_SHARE = 0.9;
/**
 * A round holds its task's lease this long and renews it while it runs: an instance that dies
 * during a round keeps the task from the others for at most this long.
 */
const LEASE_MS = 2 * 60 * 1000;
const LEASE_RENEW_MS = 30 * 1000;

export function createJobQueue(pool: pg.Pool, options: JobQueueOptions): JobQueue {
  const log = options.log;
  const pollMs = Math.max(50, (options.pollingIntervalSeconds ?? 2) * 1000);
  const work = options.work ?? true;
  const db = dbOn(pool);
  // pg-boss uses our pool: one set of connection settings, and enqueue can join a transaction.
  const boss = new PgBoss({
    db: viaClient(db),
    schema: JOBS_SCHEMA,
    migrate: true,
    supervise: options.maintenance ?? true,
    // Cron schedules are not used: timed work is enqueued with runAt.
    schedule: false,
  });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));

  const definitions = new Map<string, { def: Required<JobDefinition>; ready: Promise<void> | null }>();
  /** The definitions as given (defineOnce answers them), by name. */
  const given = new Map<string, JobDefinition<never>>();
  const loops = new Set<Promise<void>>();
  const running = new Set<AbortController>();
  const sleepers = new Set<() => void>();
  let started = false;
  let stopping = false;
  /** Aborted by stop(): the periodic tasks' signal. */
  let stopSignal = new AbortController();
  const periodic: {
    name: string;
    intervalMs: number;
    task: (run: PeriodicRun) => Promise<unknown>;
    timer: NodeJS.Timeout | null;
  }[] = [];
  /** Names of the periodic tasks running in this instance (a timer's round or "run now"). */
  const periodicRunning = new Set<string>();
  const runLog = createRunLog(pool, log);

  /**
   * Takes a round of a periodic task for this instance (periodic_task_leases, migration 0063):
   * nobody runs it now and, for a scheduled round, its next round is due. False: another
   * instance runs it or ran it lately, and this instance skips the round.
   */
  async function claimRound(name: string, trigger: PeriodicRun['trigger']): Promise<boolean> {
    const { rowCount } = await pool.query(
      `INSERT INTO periodic_task_leases AS l (name, running_until) VALUES ($1, now() + make_interval(secs => $2))
       ON CONFLICT (name) DO UPDATE SET running_until = excluded.running_until
        WHERE (l.running_until IS NULL OR l.running_until <= now())
          AND ($3 OR l.next_at IS NULL OR l.next_at <= now())`,
      [name, LEASE_MS / 1000, trigger === 'manual'],
    );
    return rowCount === 1;
  }

  /** Keeps the lease of a round that runs long; the returned function stops renewing it. */
  function holdRound(name: string): () => void {
    const timer = setInterval(() => {
      pool
        .query(
          `UPDATE periodic_task_leases SET running_until = now() + make_interval(secs => $2)
            WHERE name = $1 AND running_until IS NOT NULL`,
          [name, LEASE_MS / 1000],
        )
        .catch((err: Error) => log.warn({ err, task: name }, 'could not renew a periodic task'));
    }, LEASE_RENEW_MS);
    timer.unref();
    return () => clearInterval(timer);
  }

  /** Gives the round back; after a scheduled one, the next is due in (most of) the interval. */
  async function releaseRound(entry: (typeof periodic)[number], trigger: PeriodicRun['trigger']) {
    await pool
      .query(
        `UPDATE periodic_task_leases SET running_until = NULL,
           next_at = CASE WHEN $3 THEN next_at ELSE now() + make_interval(secs => $2) END
         WHERE name = $1`,
        [entry.name, (entry.intervalMs * NEXT_ROUND_SHARE) / 1000, trigger === 'manual'],
      )
      .catch((err: Error) => log.warn({ err, task: entry.name }, 'could not release a periodic task'));
  }

  /** One run of a periodic task, recorded; never throws (a failure is logged and recorded). */
  async function runPeriodic(entry: (typeof periodic)[number], trigger: PeriodicRun['trigger'], runId?: number | null) {
    const letGo = holdRound(entry.name);
    try {
      const id = runId === undefined ? await runLog.start(entry.name, 'periodic', trigger) : runId;
      let outcome: { result?: unknown; error?: unknown };
      try {
        outcome = { result: await entry.task({ trigger, signal: stopSignal.signal }) };
      } catch (err) {
        log.error({ err, task: entry.name }, 'periodic job-queue task failed');
        outcome = { error: err };
      }
      // The lease first: whoever sees the run finished may start the next one at once.
      letGo();
      await releaseRound(entry, trigger);
      await runLog.finish(id, outcome);
    } finally {
      letGo();
      periodicRunning.delete(entry.name);
    }
  }

  /** Rounds under way in this instance: stop() waits for them, so that their leases are given back. */
  const rounds = new Set<Promise<void>>();
  function track(round: Promise<void>): Promise<void> {
    rounds.add(round);
    return round.finally(() => rounds.delete(round));
  }

  /** A scheduled round: run when this instance gets it, skipped when another one has it. */
  async function scheduledRound(entry: (typeof periodic)[number]) {
    let mine = false;
    try {
      mine = await claimRound(entry.name, 'schedule');
    } catch (err) {
      log.error({ err, task: entry.name }, 'could not claim a periodic task');
    }
    if (mine) await runPeriodic(entry, 'schedule');
    else periodicRunning.delete(entry.name);
  }

  const schedule = (entry: (typeof periodic)[number]) => {
    const round = () => {
      const again = () => {
        if (started && !stopping) entry.timer = setTimeout(round, entry.intervalMs).unref();
      };
      // A "run now" still under way: this round is skipped, the next comes after the interval.
      if (periodicRunning.has(entry.name)) return again();
      periodicRunning.add(entry.name);
      void track(scheduledRound(entry)).finally(again);
    };
    if (work) entry.timer = setTimeout(round, 0).unref();
  };

  const wakeAll = () => {
    for (const wake of [...sleepers]) wake();
  };
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        sleepers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      sleepers.add(wake);
    });

  async function runJob(def: Required<JobDefinition>, job: PgBoss.JobWithMetadata<object>) {
    const attempt = job.retryCount + 1;
    const maxAttempts = job.retryLimit + 1;
    const controller = new AbortController();
    running.add(controller);
    const timer = setTimeout(
      () => controller.abort(new Error(`the job ran longer than ${def.timeoutSeconds} s`)),
      def.timeoutSeconds * 1000,
    );
    let ended = false;
    let latest: { done: number; total: number | null } | null = null;
    let lastWrite = 0;
    const logFields = { job: def.name, jobId: job.id, attempt };
    const runId = await runLog.start(def.name, 'job', 'queue', { jobId: job.id, attempt });
    try {
      const { rows } = await pool.query<{ done: number; total: number | null }>(
        `INSERT INTO job_progress (id, queue, state, attempts, started_date)
         VALUES ($1, $2, 'running', $3, now())
         ON CONFLICT (id) DO UPDATE SET state = 'running', attempts = $3,
           started_date = coalesce(job_progress.started_date, now()), updated_date = now()
         RETURNING done, total`,
        [job.id, def.name, attempt],
      );
      const ctx: JobContext = {
        jobId: job.id,
        attempt,
        maxAttempts,
        signal: controller.signal,
        previous: rows[0] ?? { done: 0, total: null },
        async progress(done, total) {
          if (ended) return;
          latest = { done, total: total === undefined ? (latest?.total ?? ctx.previous.total) : total };
          if (Date.now() - lastWrite < PROGRESS_WRITE_MS) return;
          lastWrite = Date.now();
          // Apart from the handler's transaction, if it has one: the progress shows while it runs.
          const values = [job.id, latest.done, latest.total];
          await apartFromTransaction(() =>
            pool.query(
              `UPDATE job_progress SET done = $2, total = $3, updated_date = now() WHERE id = $1 AND state = 'running'`,
              values,
            ),
          );
        },
      };
      const handled = Promise.resolve().then(() => def.handler(job.data, ctx));
      // A handler that ignores the abort may still settle later: never an unhandled rejection.
      handled.catch(() => {});
      const aborted = new Promise<never>((_, reject) => {
        if (controller.signal.aborted) reject(controller.signal.reason);
        controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true });
      });
      aborted.catch(() => {});
      const result = await Promise.race([handled, aborted]);
      ended = true;
      const final = latest as { done: number; total: number | null } | null;
      await transaction(db, async (client) => {
        await client.query(
          `UPDATE job_progress SET state = 'completed', result = $2, error = NULL,
             done = coalesce($3, done), total = coalesce($4, total), finished_date = now(), updated_date = now()
           WHERE id = $1`,
          [job.id, result === undefined ? null : JSON.stringify(result), final?.done ?? null, final?.total ?? null],
        );
        await boss.complete(def.name, job.id, {}, { db: viaClient(client) });
      });
      await runLog.finish(runId, { result, reported: final?.done ?? null });
    } catch (err) {
      ended = true;
      // pg-boss retries while retryCount < retryLimit; this was the last attempt otherwise.
      const last = job.retryCount >= job.retryLimit;
      const message = errorText(err);
      const final = latest as { done: number; total: number | null } | null;
      try {
        await transaction(db, async (client) => {
          await client.query(
            `UPDATE job_progress SET state = $2, error = $3, done = coalesce($4, done), total = coalesce($5, total),
               finished_date = CASE WHEN $2 = 'failed' THEN now() END, updated_date = now()
             WHERE id = $1`,
            [job.id, last ? 'failed' : 'retrying', message, final?.done ?? null, final?.total ?? null],
          );
          await boss.fail(def.name, job.id, { message }, { db: viaClient(client) });
        });
      } catch (bookkeeping) {
        // The job stays active; pg-boss maintenance expires it and it is retried.
        log.error({ ...logFields, err: bookkeeping }, 'could not record a failed job');
      }
      await runLog.finish(runId, { error: err, reported: final?.done ?? null });
      if (last) log.error({ ...logFields, error: message }, 'job failed');
      else log.warn({ ...logFields, error: message }, 'job attempt failed; it will be retried');
    } finally {
      clearTimeout(timer);
      running.delete(controller);
    }
  }

  async function workLoop(def: Required<JobDefinition>) {
    while (!stopping) {
      let job: PgBoss.JobWithMetadata<object> | undefined;
      try {
        // SKIP LOCKED inside pg-boss: one instance gets each job.
        [job] = await boss.fetch<object>(def.name, { batchSize: 1, includeMetadata: true });
      } catch (err) {
        log.error({ err, job: def.name }, 'could not fetch jobs');
      }
      if (job) await runJob(def, job);
      else if (!stopping) await sleep(pollMs);
    }
  }

  /**
   * Creates the pg-boss queue (a partition of its job table) unless it exists. Two instances
   * creating the same queue at once deadlock inside pg-boss, so creation is serialized by an
   * advisory lock across instances (underQueueLock).
   */
  // One creation at a time within this instance too: each waiting creation would hold a pooled
  // connection on the lock while the holder needs one more for pg-boss (a pool of 5 deadlocked
  // once five queues were created at once).
  let creating: Promise<void> = Promise.resolve();
  function createQueue(name: string): Promise<void> {
    const run = creating.then(() => createQueueNow(name));
    creating = run.catch(() => undefined);
    return run;
  }

  async function createQueueNow(name: string) {
    if (await boss.getQueue(name)) return;
    await underQueueLock(() => boss.createQueue(name));
  }

  /** Runs `work` while holding the advisory lock every instance takes before changing pg-boss's tables. */
  async function underQueueLock<T>(work: () => Promise<T>): Promise<T> {
    const lock = await pool.connect();
    let broken: Error | undefined;
    try {
      await lock.query('SELECT pg_advisory_lock($1)', [QUEUE_LOCK_ID]);
      return await work();
    } finally {
      // A connection that may still hold the lock is closed rather than returned to the pool.
      await lock.query('SELECT pg_advisory_unlock($1)', [QUEUE_LOCK_ID]).catch((e: Error) => {
        broken = e;
      });
      lock.release(broken);
    }
  }

  function activate(entry: { def: Required<JobDefinition>; ready: Promise<void> | null }) {
    entry.ready = createQueue(entry.def.name).then(() => {
      if (!work || stopping) return;
      for (let i = 0; i < entry.def.concurrency; i++) {
        const loop = workLoop(entry.def).finally(() => loops.delete(loop));
        loops.add(loop);
      }
    });
    entry.ready.catch((err) => log.error({ err, job: entry.def.name }, 'could not create the job queue'));
  }

  const settled = (ms: number) =>
    Promise.race([
      Promise.allSettled([...loops, ...rounds]).then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms).unref()),
    ]);

  const queue: JobQueue = {
    define(definition) {
      if (definitions.has(definition.name)) throw new Error(`job ${definition.name} is defined twice`);
      if (periodic.some((p) => p.name === definition.name))
        throw new Error(`job ${definition.name}: the name is a periodic task's`);
      const def = { ...DEFAULTS, ...definition } as Required<JobDefinition>;
      if (def.timeoutSeconds >= 23 * 3600) throw new Error(`job ${def.name}: timeoutSeconds must be under 23 hours`);
      const entry = { def, ready: null };
      definitions.set(def.name, entry);
      given.set(def.name, definition as JobDefinition<never>);
      if (started) activate(entry);
      return definition;
    },

    defineOnce<T extends object>(name: string, make: () => JobDefinition<T>): JobDefinition<T> {
      const existing = given.get(name) as JobDefinition<T> | undefined;
      if (existing) return existing;
      const definition = make();
      if (definition.name !== name) throw new Error(`job ${name}: defined as ${definition.name}`);
      return queue.define(definition);
    },

    async enqueue(job, data, options = {}) {
      const name = typeof job === 'string' ? job : job.name;
      const entry = definitions.get(name);
      if (!entry) throw new Error(`job ${name} is not defined`);
      if (!started || !entry.ready) throw new Error('the job queue is not started');
      await entry.ready;
      const { def } = entry;
      const enqueueIn = async (client: Db) => {
        const id = randomUUID();
        const inserted = await client.query(
          `INSERT INTO job_progress (id, queue, key) VALUES ($1, $2, $3) ON CONFLICT (queue, key) DO NOTHING`,
          [id, name, options.key ?? null],
        );
        if (!inserted.rowCount) {
          const { rows } = await client.query<{ id: string }>(
            'SELECT id FROM job_progress WHERE queue = $1 AND key = $2',
            [name, options.key],
          );
          return { id: rows[0]!.id, created: false };
        }
        const sent = await boss.send(name, data, {
          id,
          retryLimit: def.retryLimit,
          retryDelay: def.retryDelaySeconds,
          retryBackoff: true,
          // pg-boss's own expiry is the safety net for a crashed instance; our timeout aborts first.
          expireInSeconds: def.timeoutSeconds + 60,
          ...(options.runAt ? { startAfter: options.runAt } : {}),
          db: viaClient(client),
        });
        if (sent !== id) throw new Error(`job ${name} could not be queued`);
        return { id, created: true };
      };
      if (options.tx) return enqueueIn(options.tx);
      const result = await transaction(db, enqueueIn);
      if (result.created) wakeAll();
      return result;
    },

    wake() {
      wakeAll();
    },

    every(intervalMs, task, options = {}) {
      const name = options.name ?? `periodic.${periodic.length + 1}`;
      if (periodic.some((p) => p.name === name) || definitions.has(name))
        throw new Error(`periodic task ${name}: the name is taken`);
      const entry = { name, intervalMs, task, timer: null };
      periodic.push(entry);
      if (started) schedule(entry);
    },

    registry() {
      return [
        ...periodic.map((p) => ({ name: p.name, kind: 'periodic' as const, intervalMs: p.intervalMs })),
        ...[...definitions.keys()].map((name) => ({ name, kind: 'job' as const, intervalMs: null })),
      ];
    },

    async runNow(name, options = {}) {
      const entry = periodic.find((p) => p.name === name);
      if (!entry) return 'unknown';
      if (periodicRunning.has(name)) return 'running';
      // Claimed before anything is awaited: a second call in this instance answers 'running'.
      periodicRunning.add(name);
      try {
        // A round under way in another instance holds the task's lease (or, from before the
        // leases, its run row says so).
        if ((await runLog.runningElsewhere(name, RUN_STALE_MS)) || !(await claimRound(name, 'manual'))) {
          periodicRunning.delete(name);
          return 'running';
        }
        let runId: number | null;
        try {
          runId = await runLog.start(name, 'periodic', 'manual', {
            strict: true,
            startedById: options.startedById,
          });
        } catch (err) {
          await releaseRound(entry, 'manual');
          throw err;
        }
        void track(runPeriodic(entry, 'manual', runId));
        return { runId: runId as number };
      } catch (err) {
        periodicRunning.delete(name);
        throw err;
      }
    },

    async startOnce(on, job, data, keyPrefix, lock) {
      const started = await transaction(on, async (tx) => {
        await lock(tx);
        const { rows } = await tx.query<{ id: string }>(
          `SELECT id FROM job_progress WHERE queue = $1 AND starts_with(key, $2) AND finished_date IS NULL
            ORDER BY created_date DESC LIMIT 1`,
          [job.name, keyPrefix],
        );
        const latest = rows[0] ? await queue.progress(rows[0].id, tx) : null;
        if (latest && UNFINISHED.has(latest.state)) return { id: latest.id, created: false };
        const queued = await queue.enqueue(job, data, { key: `${keyPrefix}${randomUUID()}`, tx });
        return { id: queued.id, created: true };
      });
      if (started.created) queue.wake();
      return started;
    },

    async progress(id, via = db) {
      if (!UUID.test(id)) return null;
      // pg-boss's state wins where it knows better: a job whose instance died is expired and
      // retried or failed by maintenance, which our row does not see.
      const { rows } = await via.query<JobProgress>(
        `SELECT p.id, p.queue AS name, p.key,
                CASE j.state WHEN 'created' THEN 'queued' WHEN 'retry' THEN 'retrying' WHEN 'active' THEN 'running'
                  WHEN 'completed' THEN 'completed' WHEN 'failed' THEN 'failed' WHEN 'cancelled' THEN 'failed'
                  ELSE p.state END AS state,
                p.done, p.total, p.attempts, coalesce(p.error, j.output->>'message') AS error, p.result,
                p.created_date AS "createdDate", p.started_date AS "startedDate",
                p.finished_date AS "finishedDate", p.updated_date AS "updatedDate"
           FROM job_progress p
           LEFT JOIN ${JOBS_SCHEMA}.job j ON j.name = p.queue AND j.id = p.id
          WHERE p.id = $1`,
        [id],
      );
      return rows[0] ?? null;
    },

    async start() {
      if (started) return;
      // pg-boss installs its schema under a lock of its own, but a second instance that waited
      // for it can still fail on the schema's name (its catalog view predates the first's commit:
      // "duplicate key … pg_namespace_nspname_index" when two servers start together). Ours is
      // taken before pg-boss looks, so the second sees the schema installed.
      await underQueueLock(() => boss.start());
      started = true;
      stopping = false;
      stopSignal = new AbortController();
      for (const entry of definitions.values()) activate(entry);
      await Promise.allSettled([...definitions.values()].map((e) => e.ready));
      for (const entry of periodic) schedule(entry);
    },

    async stop({ graceMs = 10_000 } = {}) {
      if (!started) return;
      stopping = true;
      stopSignal.abort(new Error('the job queue is stopping'));
      wakeAll();
      for (const entry of periodic) if (entry.timer) clearTimeout(entry.timer);
      if (!(await settled(graceMs))) {
        for (const controller of running) controller.abort(new Error('the server stopped during the job'));
        await settled(5_000);
      }
      await boss.stop({ graceful: true, wait: true, timeout: 1000 });
      started = false;
    },
  };
  return queue;
}
