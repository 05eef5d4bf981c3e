// Synchronizations through HTTP on real PostgreSQL (issue 33 item 5): a periodic task's run is
// recorded with its duration and rows, a failing one with its error; "run now" records a manual
// run and refuses a second while the first runs (409), and refuses jobs that are no scheduled
// task; the history's filters, sort and paging; only the Administrator passes.
import type { JobRun, SynchronizationJob } from '@fedra/contract';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../src/platform/clock';
import { TEST_TODAY } from '../database';
import { type DemoUser, useTestServer } from '../test-server';

// The failing task's log line is on purpose.
const server = useTestServer({}, { expectedLogs: /the register did not answer/ });
const A = '/api/admin-zone/synchronizations';
type Problem = { code: string; status: number; errors: { field?: string; message: string }[] };
type RunPage = { data: JobRun[]; total: number; limit: number; offset: number };

const call = (as: DemoUser | null, method: 'GET' | 'POST', url: string, lang = 'cs') =>
  server.request({ method, url, ...(as ? { as } : {}), headers: { 'accept-language': lang } });
const ok = async <T>(method: 'GET' | 'POST', url: string): Promise<T> => {
  const res = await call('admin', method, url);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json() as T;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until<T>(check: () => Promise<T | null | undefined | false>, timeoutMs = 10_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error('timed out');
    await sleep(30);
  }
}
const jobOf = async (name: string) =>
  (await ok<{ data: SynchronizationJob[] }>('GET', A)).data.find((j) => j.name === name);
const runsOf = async (name: string, extra = '') =>
  ok<RunPage>('GET', `${A}/runs?fields[name][o]=valuesEqual&fields[name][v]=${name}${extra}`);

describe('synchronizations', () => {
  it('lists every periodic task and defined job; a task run is recorded with its duration, rows and next run', async () => {
    // Rows: what the task returned as `sent` (job-runs.ts rowsOf).
    server.deps.jobs.every(
      3_600_000,
      async () => {
        await sleep(40);
        return { sent: 5, failed: 2 };
      },
      { name: 'test.count' },
    );
    const job = await until(async () => {
      const j = await jobOf('test.count');
      return j?.lastRun?.state === 'completed' && j;
    });
    expect(job).toMatchObject({ kind: 'periodic', intervalSeconds: 3600, runnable: true, running: false });
    expect(job.lastRun).toMatchObject({ name: 'test.count', kind: 'periodic', trigger: 'schedule', rows: 5 });
    expect(job.lastRun!.result).toEqual({ sent: 5, failed: 2 });
    expect(job.lastRun!.durationMs).toBeGreaterThanOrEqual(30);
    const finished = Date.parse(job.lastRun!.finishedAt!);
    expect(Date.parse(job.nextRunAt!) - finished).toBe(3_600_000);

    // The features' jobs are in the registry too, by their queue names; not runnable by hand.
    const all = (await ok<{ data: SynchronizationJob[] }>('GET', A)).data;
    const names = all.map((j) => j.name);
    for (const name of ['economy.overdue-reminders', 'requests.advance', 'events.reminders', 'rankings.generate'])
      expect(names).toContain(name);
    expect(all.find((j) => j.name === 'rankings.generate')).toMatchObject({ kind: 'job', runnable: false });
    // The demo's failed invoice-reminder run is its latest failure.
    const reminders = all.find((j) => j.name === 'economy.overdue-reminders')!;
    expect(reminders.lastFailure?.error ?? reminders.lastRun?.error).toMatch(/ETIMEDOUT/);
  });

  it('keeps only the latest round of a task that found no work, and every round that did some', async () => {
    let round = 0;
    server.deps.jobs.every(
      20,
      async () => {
        round += 1;
        return { sent: round === 2 ? 3 : 0 };
      },
      { name: 'test.sweep' },
    );
    await until(async () => round >= 6);
    // The task goes on every 20 ms while we read: a page is taken when no round is under way and
    // its total (a second query) saw the same rows as its data.
    const runs = await until(async () => {
      const page = await runsOf('test.sweep');
      return page.data.every((r) => r.state === 'completed') && page.total === page.data.length && page;
    });
    // The round that sent 3 stays; of the idle ones only the latest (one, whichever it is).
    expect(runs.data.filter((r) => r.rows === 3)).toHaveLength(1);
    expect(runs.data.filter((r) => r.rows === 0)).toHaveLength(1);
    expect(runs.total).toBe(2);
  });

  it('records a failing task with its error and details, and a job attempt with its rows', async () => {
    server.deps.jobs.every(
      3_600_000,
      async () => {
        throw new Error('the register did not answer');
      },
      { name: 'test.failing' },
    );
    const failed = await until(async () => (await runsOf('test.failing')).data.find((r) => r.state === 'failed'));
    expect(failed).toMatchObject({ trigger: 'schedule', error: 'the register did not answer', rows: null });
    expect(failed.errorDetails).toContain('the register did not answer');
    expect(failed.durationMs).toBeGreaterThanOrEqual(0);

    const job = server.deps.jobs.define<{ n: number }>({
      name: 'test.job',
      retryLimit: 0,
      async handler(data, ctx) {
        await ctx.progress(data.n, data.n);
        if (data.n < 0) throw new Error('negative');
        return undefined;
      },
    });
    const { id } = await server.deps.jobs.enqueue(job, { n: 4 });
    await server.waitForJob(id);
    const run = await until(async () => (await runsOf('test.job')).data.find((r) => r.state === 'completed'));
    // Nothing returned: the rows are the progress it reported.
    expect(run).toMatchObject({ kind: 'job', trigger: 'queue', jobId: id, attempt: 1, rows: 4 });
  });

  it('runs a task now: a manual run, a second refused while it runs (409), then allowed again', async () => {
    let release!: () => void;
    let gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const triggers: string[] = [];
    server.deps.jobs.every(
      3_600_000,
      async ({ trigger }) => {
        triggers.push(trigger);
        if (trigger === 'manual') await gate;
        return 3;
      },
      { name: 'test.gated' },
    );
    await until(async () => (await jobOf('test.gated'))?.lastRun?.state === 'completed');

    const started = await call('admin', 'POST', `${A}/test.gated/run`);
    expect(started.statusCode, started.body).toBe(202);
    const run = (started.json() as { data: JobRun }).data;
    expect(run).toMatchObject({
      name: 'test.gated',
      trigger: 'manual',
      state: 'running',
      finishedAt: null,
      startedBy: 'admin@fedra.test',
    });
    expect((await jobOf('test.gated'))?.running).toBe(true);

    const second = await call('admin', 'POST', `${A}/test.gated/run`, 'en');
    expect(second.statusCode).toBe(409);
    expect((second.json() as Problem).errors[0]!.message).toContain('test.gated is running');

    release();
    const done = await until(async () =>
      (await runsOf('test.gated')).data.find((r) => r.id === run.id && r.state === 'completed'),
    );
    expect(done.rows).toBe(3);
    expect(triggers).toEqual(['schedule', 'manual']);
    gate = Promise.resolve();
    const again = await call('admin', 'POST', `${A}/test.gated/run`);
    expect(again.statusCode).toBe(202);
    await until(
      async () => (await runsOf('test.gated', '&fields[trigger][o]=valuesEqual&fields[trigger][v]=manual')).total === 2,
    );

    // A job that is no scheduled task, and an unknown name.
    const job = await call('admin', 'POST', `${A}/rankings.generate/run`);
    expect(job.statusCode).toBe(409);
    expect((await call('admin', 'POST', `${A}/no.such-task/run`)).statusCode).toBe(404);
    expect((await call('admin', 'POST', `${A}/Bad%20Name/run`)).statusCode).toBe(400);
  });

  it('filters the history by job, state and date range, sorted and paged in SQL', async () => {
    // The demo's runs are days before the demo's today: one failed invoice-reminder run.
    const day = addDays(TEST_TODAY, -2);
    const range = `fields[startedAt][o]=valueDateRange&fields[startedAt][v][from]=${day}&fields[startedAt][v][to]=${day}`;
    const onDay = await ok<RunPage>('GET', `${A}/runs?${range}&fields[kind][o]=valuesEqual&fields[kind][v]=job`);
    expect(onDay.total).toBe(5);
    expect(onDay.data.every((r) => r.startedAt.slice(0, 10) <= day)).toBe(true);
    const failed = await ok<RunPage>('GET', `${A}/runs?${range}&fields[state][o]=valuesEqual&fields[state][v]=failed`);
    expect(failed.data.map((r) => [r.name, r.error])).toEqual([
      ['economy.overdue-reminders', 'SMTP server did not answer (connect ETIMEDOUT 10.0.0.25:587)'],
    ]);
    expect(failed.data[0]!.errorDetails).toContain('ETIMEDOUT');

    const reminders = await runsOf('economy.overdue-reminders', '&sort=startedAt&limit=2&offset=1');
    expect(reminders.total).toBeGreaterThanOrEqual(4);
    expect(reminders.data).toHaveLength(2);
    expect(reminders.data[0]!.startedAt <= reminders.data[1]!.startedAt).toBe(true);
    const several = await ok<RunPage>(
      'GET',
      `${A}/runs?${range}&fields[name][o]=valuesMemberOf&fields[name][v][]=events.reminders&fields[name][v][]=rankings.generate`,
    );
    expect(several.data.map((r) => r.name).sort()).toEqual(['events.reminders', 'rankings.generate']);

    const bad = await call('admin', 'GET', `${A}/runs?fields[error][o]=valuesEqual&fields[error][v]=x`);
    expect(bad.statusCode).toBe(400);
    const csv = await call('admin', 'GET', `${A}/runs?${range}&format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('economy.overdue-reminders');
  });

  it('keeps 90 days of runs: the daily prune deletes older ones but each job’s latest run and failure', async () => {
    // [name, days before today, state]: the server's today is TEST_TODAY.
    const runs: [string, number, string][] = [
      ['test.old', 200, 'running'],
      ['test.old', 120, 'completed'],
      ['test.old', 100, 'failed'],
      ['test.old', 95, 'failed'],
      ['test.old', 91, 'completed'],
      ['test.old', 89, 'completed'],
      ['test.old', 10, 'completed'],
      ['test.ancient', 300, 'completed'],
      ['test.ancient', 400, 'completed'],
    ];
    const ids: Record<string, number> = {};
    for (const [name, days, state] of runs) {
      const { rows } = await server.deps.db.query<{ id: string }>(
        `INSERT INTO job_runs (name, kind, trigger, started_at, finished_at, state, rows)
         VALUES ($1, 'job', 'queue', ($2::date - $3::int)::timestamptz, ($2::date - $3::int)::timestamptz, $4, 1)
         RETURNING id`,
        [name, TEST_TODAY, days, state],
      );
      ids[`${name}/${days}`] = Number(rows[0]!.id);
    }
    const started = await call('admin', 'POST', `${A}/schedule.job-runs-prune/run`);
    expect(started.statusCode, started.body).toBe(202);
    const runId = (started.json() as { data: JobRun }).data.id;
    const done = await until(async () =>
      (await runsOf('schedule.job-runs-prune')).data.find((r) => r.id === runId && r.state === 'completed'),
    );
    // Deleted: test.old's 120, 100 and 91 days (the 95-day one is its latest failure), test.ancient's 400.
    expect(done.rows).toBe(4);
    const left = async (name: string) => (await runsOf(name, '&sort=-startedAt')).data.map((r) => r.id);
    expect(await left('test.old')).toEqual([10, 89, 95, 200].map((d) => ids[`test.old/${d}`]));
    expect(await left('test.ancient')).toEqual([ids['test.ancient/300']]);
  });

  it('is the Administrator’s alone: the expert commission and everyone else 403, anonymous 401', async () => {
    for (const as of ['expert', 'unit', 'club', 'clubro', 'member'] as const) {
      expect((await call(as, 'GET', A)).statusCode, as).toBe(403);
      expect((await call(as, 'GET', `${A}/runs`)).statusCode, as).toBe(403);
      expect((await call(as, 'POST', `${A}/test.count/run`)).statusCode, as).toBe(403);
    }
    expect((await call(null, 'GET', A)).statusCode).toBe(401);
    expect((await call('admin', 'GET', A)).statusCode).toBe(200);
  });
});
