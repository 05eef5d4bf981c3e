// The job queue on real PostgreSQL: progress that a feature reads, idempotency keys, a job that
// outlives its queue's restart, one run when two instances share the database, retries with
// back-off and the recorded error, timeouts, enqueueing inside a transaction, clean stops.
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { transaction } from '../../src/platform/db/transaction';
import {
  createJobQueue,
  type JobProgress,
  type JobQueue,
  type JobQueueOptions,
} from '../../src/platform/jobs/job-queue';
import { useTestServer } from '../test-server';

const server = useTestServer();

const logLines: { level: number; msg: string; error?: string }[] = [];
const log = pino({ level: 'info' }, { write: (line: string) => void logLines.push(JSON.parse(line)) });

const queues: JobQueue[] = [];
function newQueue(options: Partial<JobQueueOptions> = {}): JobQueue {
  const queue = createJobQueue(server.db.pool, { log, pollingIntervalSeconds: 0.1, maintenance: false, ...options });
  queues.push(queue);
  return queue;
}
afterEach(async () => {
  for (const queue of queues.splice(0)) await queue.stop({ graceMs: 2000 });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntilTrue(check: () => boolean, timeoutMs = 5000) {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await sleep(20);
  }
}

/** Polls the job's progress until `until` holds (default: finished). */
async function waitFor(
  queue: JobQueue,
  id: string,
  until: (p: JobProgress) => boolean = (p) => p.state === 'completed' || p.state === 'failed',
  timeoutMs = 10_000,
): Promise<JobProgress> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const progress = await queue.progress(id);
    if (progress && until(progress)) return progress;
    if (Date.now() > end) throw new Error(`job ${id} never got there: ${JSON.stringify(progress)}`);
    await sleep(30);
  }
}

describe('job queue', () => {
  it('keeps the progress a handler reports, readable while it runs and after, with the result', async () => {
    const queue = newQueue();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    queue.define<{ rows: number }>({
      name: 'test.progress',
      async handler(data, ctx) {
        await ctx.progress(5, data.rows);
        await gate;
        await ctx.progress(data.rows);
        return { imported: data.rows };
      },
    });
    await queue.start();
    const { id, created } = await queue.enqueue('test.progress', { rows: 10 });
    expect(created).toBe(true);
    const running = await waitFor(queue, id, (p) => p.state === 'running' && p.done === 5);
    expect(running).toMatchObject({ name: 'test.progress', key: null, done: 5, total: 10, attempts: 1, error: null });
    expect(running.startedDate).not.toBeNull();
    release();
    const done = await waitFor(queue, id);
    expect(done).toMatchObject({ state: 'completed', done: 10, total: 10, result: { imported: 10 }, attempts: 1 });
    expect(done.finishedDate).not.toBeNull();
    expect(await queue.progress('4f1c1c47-0000-4000-8000-000000000000')).toBeNull();
    expect(await queue.progress('not a uuid')).toBeNull();
  });

  it('creates a job once per idempotency key, also when asked at the same moment', async () => {
    const queue = newQueue();
    const runs: string[] = [];
    queue.define({
      name: 'test.once',
      async handler(_data, ctx) {
        runs.push(ctx.jobId);
      },
    });
    await queue.start();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => queue.enqueue('test.once', { importId: 7 }, { key: 'import:7' })),
    );
    const ids = new Set(answers.map((a) => a.id));
    expect(ids.size).toBe(1);
    expect(answers.filter((a) => a.created)).toHaveLength(1);
    const [id] = [...ids] as [string];
    await waitFor(queue, id);
    // Even after it ran: the key is spent, the same job is answered.
    expect(await queue.enqueue('test.once', { importId: 7 }, { key: 'import:7' })).toEqual({ id, created: false });
    const other = await queue.enqueue('test.once', { importId: 8 }, { key: 'import:8' });
    await waitFor(queue, other.id);
    expect(runs.sort()).toEqual([id, other.id].sort());
  });

  it('survives a restart: enqueued on a queue that stops, run by the next one', async () => {
    const runs: string[] = [];
    const definition = {
      name: 'test.restart',
      async handler(data: { n: number }, ctx: { jobId: string }) {
        runs.push(`${ctx.jobId}:${data.n}`);
      },
    };
    const before = newQueue({ work: false });
    before.define(definition);
    await before.start();
    const { id } = await before.enqueue(definition, { n: 1 });
    await before.stop();
    expect((await before.progress(id))?.state).toBe('queued');

    const after = newQueue();
    after.define(definition);
    await after.start();
    expect((await waitFor(after, id)).state).toBe('completed');
    expect(runs).toEqual([`${id}:1`]);
  });

  it('runs each job once when two instances share the database, both taking work', async () => {
    const ranBy = new Map<string, string[]>();
    const define = (queue: JobQueue, instance: string) =>
      queue.define({
        name: 'test.shared',
        async handler(_data, ctx) {
          ranBy.set(ctx.jobId, [...(ranBy.get(ctx.jobId) ?? []), instance]);
          await sleep(40);
        },
      });
    const a = newQueue();
    const b = newQueue();
    define(a, 'a');
    define(b, 'b');
    await Promise.all([a.start(), b.start()]);
    const ids = [];
    for (let i = 0; i < 16; i++) ids.push((await (i % 2 ? a : b).enqueue('test.shared', { i })).id);
    for (const id of ids) expect((await waitFor(a, id)).state).toBe('completed');
    expect([...ranBy.keys()].sort()).toEqual([...ids].sort());
    for (const id of ids) expect(ranBy.get(id), id).toHaveLength(1);
    const instances = new Set([...ranBy.values()].flat());
    expect(instances).toEqual(new Set(['a', 'b']));
  });

  it('retries a failed attempt with back-off, recording each error, until it succeeds', async () => {
    const queue = newQueue();
    const startedAt: number[] = [];
    queue.define({
      name: 'test.retry',
      retryLimit: 2,
      retryDelaySeconds: 1,
      async handler(_data, ctx) {
        startedAt.push(Date.now());
        if (ctx.attempt < 3) throw new Error(`database busy (${ctx.attempt} of ${ctx.maxAttempts})`);
        return 'done';
      },
    });
    await queue.start();
    const { id } = await queue.enqueue('test.retry', {});
    const retrying = await waitFor(queue, id, (p) => p.state === 'retrying');
    expect(retrying).toMatchObject({ attempts: 1, error: 'database busy (1 of 3)', finishedDate: null });
    const done = await waitFor(queue, id);
    expect(done).toMatchObject({ state: 'completed', attempts: 3, error: null, result: 'done' });
    // pg-boss waits retryDelay * 2^(n-1) to twice that before retry n: 1-2 s, then 2-4 s.
    const [first, second, third] = startedAt as [number, number, number];
    expect(second - first).toBeGreaterThanOrEqual(950);
    expect(third - second).toBeGreaterThanOrEqual(1950);
    const warnings = logLines.filter((l) => l.msg === 'job attempt failed; it will be retried');
    expect(warnings.map((w) => w.error)).toEqual(['database busy (1 of 3)', 'database busy (2 of 3)']);
  });

  it('fails for good when the retries are spent, keeping the error', async () => {
    const queue = newQueue();
    queue.define({
      name: 'test.fail',
      retryLimit: 0,
      async handler(_data, ctx) {
        await ctx.progress(3, 9);
        throw new Error('the file has no header row');
      },
    });
    await queue.start();
    const { id } = await queue.enqueue('test.fail', {});
    const failed = await waitFor(queue, id);
    expect(failed).toMatchObject({
      state: 'failed',
      attempts: 1,
      done: 3,
      total: 9,
      error: 'the file has no header row',
    });
    expect(failed.finishedDate).not.toBeNull();
    // Logged after the run's own record, which follows the failed state: it may come a moment later.
    await vi.waitFor(
      () => expect(logLines.some((l) => l.msg === 'job failed' && l.error === 'the file has no header row')).toBe(true),
      { timeout: 5000 },
    );
  });

  it('aborts an attempt that runs past its timeout', async () => {
    const queue = newQueue();
    let sawAbort = false;
    queue.define({
      name: 'test.timeout',
      retryLimit: 0,
      timeoutSeconds: 1,
      async handler(_data, ctx) {
        await new Promise<void>((resolve) => ctx.signal.addEventListener('abort', () => resolve()));
        sawAbort = true;
      },
    });
    await queue.start();
    const { id } = await queue.enqueue('test.timeout', {});
    expect(await waitFor(queue, id)).toMatchObject({ state: 'failed', error: 'the job ran longer than 1 s' });
    expect(sawAbort).toBe(true);
  });

  it('enqueues inside the caller’s transaction: nothing if it rolls back', async () => {
    const queue = newQueue();
    const runs: number[] = [];
    queue.define<{ n: number }>({
      name: 'test.transaction',
      async handler(data) {
        runs.push(data.n);
      },
    });
    await queue.start();
    let rolledBack = '';
    await expect(
      transaction(server.db.db, async (tx) => {
        rolledBack = (await queue.enqueue('test.transaction', { n: 1 }, { tx, key: 'tx' })).id;
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await queue.progress(rolledBack)).toBeNull();
    const committed = await transaction(server.db.db, (tx) =>
      queue.enqueue('test.transaction', { n: 2 }, { tx, key: 'tx' }),
    );
    expect(committed.created).toBe(true);
    await waitFor(queue, committed.id);
    expect(runs).toEqual([2]);
  });

  it('starts a job no earlier than runAt', async () => {
    const queue = newQueue();
    let ranAt = 0;
    queue.define({
      name: 'test.later',
      async handler() {
        ranAt = Date.now();
      },
    });
    await queue.start();
    const runAt = new Date(Date.now() + 1000);
    const { id } = await queue.enqueue('test.later', {}, { runAt });
    await sleep(300);
    expect((await queue.progress(id))?.state).toBe('queued');
    await waitFor(queue, id);
    expect(ranAt).toBeGreaterThanOrEqual(runAt.getTime());
  });

  it('lets a running job finish when it stops', async () => {
    const queue = newQueue();
    queue.define({
      name: 'test.stop',
      async handler() {
        await sleep(300);
        return 'finished';
      },
    });
    await queue.start();
    const { id } = await queue.enqueue('test.stop', {});
    await waitFor(queue, id, (p) => p.state === 'running');
    await queue.stop({ graceMs: 5000 });
    expect(await queue.progress(id)).toMatchObject({ state: 'completed', result: 'finished' });
  });

  it('is ready for features in the test server (deps.jobs, waitForJob)', async () => {
    const jobs = server.deps.jobs;
    const job = jobs.define<{ name: string }>({
      name: 'test.server',
      async handler(data, ctx) {
        await ctx.progress(1, 1);
        return { greeting: `Ahoj, ${data.name}` };
      },
    });
    const { id } = await jobs.enqueue(job, { name: 'Eva' });
    expect(await server.waitForJob(id)).toMatchObject({ state: 'completed', result: { greeting: 'Ahoj, Eva' } });
  });

  it('runs periodic tasks from start, again after the interval, and not after stop; a failure is logged', async () => {
    const queue = newQueue();
    const runs: number[] = [];
    const signals: AbortSignal[] = [];
    let failing = true;
    queue.every(150, async (run) => {
      runs.push(Date.now());
      signals.push(run.signal);
      if (failing) {
        failing = false;
        throw new Error('sweep broke');
      }
    });
    await sleep(100);
    expect(runs).toHaveLength(0);
    await queue.start();
    await waitUntilTrue(() => runs.length >= 3);
    expect(logLines.some((l) => l.msg === 'periodic job-queue task failed')).toBe(true);
    expect(signals.some((signal) => signal.aborted)).toBe(false);
    await queue.stop();
    // Its signal tells a task that works in rounds to end.
    expect(signals.at(-1)!.aborted).toBe(true);
    const after = runs.length;
    await sleep(400);
    expect(runs.length).toBe(after);
    // An instance that does not work jobs does not run them either.
    const enqueueOnly = newQueue({ work: false });
    let ran = false;
    enqueueOnly.every(50, async () => {
      ran = true;
    });
    await enqueueOnly.start();
    await sleep(200);
    expect(ran).toBe(false);
  });

  it('runs a periodic task of several instances once: one scheduled round, one "run now" at a time', async () => {
    // Two queues on one database stand for two servers (periodic_task_leases).
    const [first, second] = [newQueue(), newQueue()];
    let runs = 0;
    let release: () => void = () => {};
    let gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const task = async () => {
      runs++;
      await gate;
    };
    for (const queue of [first, second]) queue.every(3_600_000, task, { name: 'test.shared' });
    await Promise.all([first.start(), second.start()]);
    await waitUntilTrue(() => runs === 1);
    await sleep(300);
    expect(runs).toBe(1);
    release();
    // Free: the lease given back and the round's run row finished (it is finished just after the
    // lease; until then "run now" answers 'running' on both servers).
    const free = async () =>
      (
        await server.db.pool.query(
          `SELECT 1 FROM periodic_task_leases WHERE name = 'test.shared' AND running_until IS NULL
             AND NOT EXISTS (SELECT 1 FROM job_runs WHERE name = 'test.shared' AND state = 'running')`,
        )
      ).rowCount === 1;
    const until = Date.now() + 5000;
    while (!(await free())) {
      if (Date.now() > until) throw new Error('the round did not give its lease back');
      await sleep(20);
    }
    gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const answers = await Promise.all([first.runNow('test.shared'), second.runNow('test.shared')]);
    expect(answers.filter((a) => a === 'running')).toHaveLength(1);
    expect(answers.filter((a) => typeof a === 'object')).toHaveLength(1);
    release();
  });

  it('refuses to enqueue an undefined job or before start', async () => {
    const queue = newQueue();
    queue.define({ name: 'test.defined', handler: async () => {} });
    await expect(queue.enqueue('test.defined', {})).rejects.toThrow('the job queue is not started');
    await queue.start();
    await expect(queue.enqueue('test.unknown', {})).rejects.toThrow('job test.unknown is not defined');
    expect(() => queue.define({ name: 'test.defined', handler: async () => {} })).toThrow('defined twice');
  });

  it('defines a job once per queue however often a feature asks (an application built twice)', async () => {
    const queue = newQueue();
    const make = vi.fn(() => ({ name: 'test.once', handler: async () => ({ first: true }) }));
    const first = queue.defineOnce('test.once', make);
    const second = queue.defineOnce('test.once', make);
    expect(second).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
    // Another queue (another server's) defines its own.
    expect(newQueue().defineOnce('test.once', make)).not.toBe(first);
    expect(() => queue.defineOnce('test.other', () => ({ name: 'test.once', handler: async () => ({}) }))).toThrow(
      'defined as test.once',
    );
    await queue.start();
    const { id } = await queue.enqueue(first, {});
    expect((await waitFor(queue, id)).result).toEqual({ first: true });
  });
});
