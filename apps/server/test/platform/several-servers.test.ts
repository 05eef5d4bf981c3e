// Two real servers on one database (issue 35 item 4, docs/deployment.md): what one process used to
// keep to itself is shared through PostgreSQL. The public rate limit holds across both, a change
// made through one is on the other's public pages within a second although its cache would keep
// the old answer for minutes, each periodic task's round runs on one of them, and a sign-in on
// one is valid on the other. Each server has a data folder of its own, as on two machines.
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import webpush from 'web-push';
import {
  freePort,
  type ServerProcess,
  startServer,
  stopServer,
  waitUntilReady,
} from '../../../../scripts/lib/server-process';
import { DEMO_PASSWORD } from '../../src/demo/seed';
import { createTestDatabase, TEST_TODAY } from '../database';

const RATE_LIMIT = 6;
const ARTICLES = '/api/admin-zone/federation-articles';
const PUBLIC_ARTICLE = (id: number) => `/api/public-zone/federation-articles/published/${id}`;

/** The fields of the answers this test reads. */
interface Answer {
  access_token: string;
  refresh_token: string;
  vapidPublicKey: string | null;
  data: { id: number };
}

interface Running {
  url: string;
  process: ServerProcess;
}

describe('two servers on one database', () => {
  let database: { url: string; drop: () => Promise<void> };
  let sql: pg.Client;
  const dataDirs: string[] = [];
  let a: Running;
  let b: Running;

  beforeAll(async () => {
    database = await createTestDatabase(inject('testServerUrl'), inject('testTemplate'));
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
    // Every run record as it is written: the table keeps only the latest idle round of a task.
    await sql.query(`
      CREATE TABLE test_run_log (name text, kind text, trigger text, job_id uuid, attempt integer);
      CREATE FUNCTION test_log_run() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO test_run_log VALUES (NEW.name, NEW.kind, NEW.trigger, NEW.job_id, NEW.attempt);
        RETURN NULL;
      END $$;
      CREATE TRIGGER test_log_run AFTER INSERT ON job_runs FOR EACH ROW EXECUTE FUNCTION test_log_run();`);
    // The settings every server must share (docs/deployment.md); the data folders are not shared.
    const vapid = webpush.generateVAPIDKeys();
    const shared = {
      DATABASE_URL: database.url,
      HOST: '127.0.0.1',
      DEMO_DATA: 'false',
      TODAY: TEST_TODAY,
      TWO_FACTOR_REQUIRED_ROLES: 'none',
      LOG_LEVEL: 'warn',
      SECRETS_KEY: Buffer.alloc(32, 7).toString('base64'),
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      TRUST_PROXY: 'true',
      PUBLIC_RATE_LIMIT: String(RATE_LIMIT),
      PUBLIC_CACHE_SECONDS: '300',
    };
    const start = async (): Promise<Running> => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'fedra-two-servers-'));
      dataDirs.push(dataDir);
      await cp(inject('testDataDir'), dataDir, { recursive: true });
      const port = await freePort();
      return {
        url: `http://127.0.0.1:${port}`,
        process: startServer({ ...shared, DATA_DIR: dataDir, PORT: String(port) }),
      };
    };
    // Both at once, as after a deployment: migrations, job queues and first rounds start together.
    [a, b] = await Promise.all([start(), start()]);
    const ready = (server: Running) =>
      waitUntilReady(server.url, server.process).catch((err: Error) => {
        throw new Error(`${err.message}\n${server.process.output().slice(-4000)}`);
      });
    await Promise.all([ready(a), ready(b)]);
  }, 120_000);

  afterAll(async () => {
    for (const server of [a, b]) if (server) await stopServer(server.process, 'several-servers');
    await sql?.end();
    await database?.drop();
    for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
  });

  let address = 0;
  /** A public call from an address of its own (TRUST_PROXY): it never meets the rate limit. */
  const fromNewAddress = () => ({ 'x-forwarded-for': `198.51.${Math.floor(++address / 250)}.${address % 250}` });

  async function call(server: Running, url: string, init: { method?: string; token?: string; body?: unknown } = {}) {
    const res = await fetch(`${server.url}${url}`, {
      method: init.method ?? 'GET',
      headers: {
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
      ...(init.body ? { body: JSON.stringify(init.body) } : {}),
    });
    return { status: res.status, body: (await res.json().catch(() => null)) as Answer };
  }

  async function signIn(server: Running, userName: string) {
    const res = await call(server, '/api/account/login', {
      method: 'POST',
      body: { userName, password: DEMO_PASSWORD },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  }

  it('runs each periodic round and each job once, not once per server', async () => {
    // Both servers' timers fired at start (first, so that the work those rounds queued is done
    // before the tests below); a task of a minute or more must have run once by now.
    const { access_token: admin } = await signIn(b, 'admin@fedra.test');
    const listed = await fetch(`${b.url}/api/admin-zone/synchronizations`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    const tasks = ((await listed.json()) as { data: { name: string; kind: string; intervalSeconds: number | null }[] })
      .data;
    const slow = tasks.filter((t) => t.kind === 'periodic' && (t.intervalSeconds ?? 0) >= 60).map((t) => t.name);
    expect(slow.length).toBeGreaterThanOrEqual(3);
    const rounds = async () =>
      (
        await sql.query<{ name: string; n: number }>(
          `SELECT name, count(*)::int AS n FROM test_run_log
            WHERE kind = 'periodic' AND trigger = 'schedule' AND name = ANY($1::text[])
            GROUP BY name ORDER BY name`,
          [slow],
        )
      ).rows;
    await expect.poll(async () => (await rounds()).length, { timeout: 10_000 }).toBe(slow.length);
    // Time for a second server's round to show, had it run one.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    for (const round of await rounds()) expect(round, round.name).toMatchObject({ n: 1 });
    // The jobs those rounds queued ran once each (pg-boss hands a job to one server).
    const { rows: jobs } = await sql.query<{ job_id: string; n: number }>(
      `SELECT job_id, count(*)::int AS n FROM test_run_log WHERE kind = 'job' GROUP BY job_id, attempt`,
    );
    for (const job of jobs) expect(job, job.job_id).toMatchObject({ n: 1 });
    // Done before the next tests, whose public pages must change only when they change them.
    await expect
      .poll(
        async () =>
          (
            await sql.query(
              `SELECT 1 FROM pgboss.job WHERE state IN ('created', 'retry', 'active') AND start_after <= now()`,
            )
          ).rowCount,
        { timeout: 15_000 },
      )
      .toBe(0);
  });

  it('each server listens for changes on a connection of its own', async () => {
    const { rows } = await sql.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'fedra-listen'`,
    );
    expect(rows[0]!.n).toBe(2);
  });

  it('accepts a sign-in made on one server on the other, and renews it there', async () => {
    const session = await signIn(a, 'expert@fedra.test');
    expect((await call(b, ARTICLES, { token: session.access_token })).status).toBe(200);
    const renewed = await call(b, '/api/account/refresh', {
      method: 'POST',
      body: { refresh_token: session.refresh_token },
    });
    expect(renewed.status).toBe(200);
    expect((await call(a, ARTICLES, { token: renewed.body.access_token })).status).toBe(200);
    // The refresh token spent on B is spent on A too.
    const again = await call(a, '/api/account/refresh', {
      method: 'POST',
      body: { refresh_token: session.refresh_token },
    });
    expect(again.status).toBe(401);
    // One VAPID key for both: a browser's push subscription works whichever server sends.
    const [configA, configB] = [await call(a, '/api/global-zone/config'), await call(b, '/api/global-zone/config')];
    expect(configA.body.vapidPublicKey).toMatch(/^B/);
    expect(configB.body.vapidPublicKey).toBe(configA.body.vapidPublicKey);
  });

  it('counts the public calls of one address against one budget on both servers', async () => {
    const caller = { 'x-forwarded-for': '203.0.113.77' };
    const publicCall = (server: Running) =>
      fetch(`${server.url}/api/public-zone/federation-articles/published`, { headers: caller });
    // Alternating: each server sees only half the budget's calls, so only a shared count refuses.
    for (let i = 0; i < RATE_LIMIT; i++) expect((await publicCall(i % 2 ? b : a)).status).toBe(200);
    const refusedA = await publicCall(a);
    const refusedB = await publicCall(b);
    expect([refusedA.status, refusedB.status]).toEqual([429, 429]);
    expect(Number(refusedB.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not affected.
    expect(
      (await fetch(`${b.url}/api/public-zone/federation-articles/published`, { headers: fromNewAddress() })).status,
    ).toBe(200);
  });

  it('shows a change made through one server on the other’s public pages within a second', async () => {
    const { access_token: token } = await signIn(a, 'expert@fedra.test');
    const article = (title: string) => ({
      title,
      perex: 'Krátký úvod',
      body: '<p>Text článku</p>',
      tags: ['Zprávy'],
      publishDate: new Date(Date.parse(`${TEST_TODAY}T00:00:00Z`) - 86_400_000).toISOString(),
      zones: ['public'],
    });
    const created = await call(a, ARTICLES, { method: 'POST', token, body: article('Dva servery') });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id;
    const titleOnB = async () => {
      const res = await fetch(`${b.url}${PUBLIC_ARTICLE(id)}`, { headers: fromNewAddress() });
      expect(res.status).toBe(200);
      return ((await res.json()) as { data: { title: string } }).data.title;
    };
    expect(await titleOnB()).toBe('Dva servery');

    // A change that announces nothing (its trigger off for the one statement) stays unseen on B:
    // its cache keeps the answer for PUBLIC_CACHE_SECONDS.
    await sql.query(`BEGIN;
      ALTER TABLE federation_articles DISABLE TRIGGER federation_articles_public_changed;
      UPDATE federation_articles SET title = 'Potichu' WHERE id = ${id};
      ALTER TABLE federation_articles ENABLE TRIGGER federation_articles_public_changed;
      COMMIT;`);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(await titleOnB()).toBe('Dva servery');

    // The same kind of change through server A reaches B's public page within a second.
    const changed = await call(a, `${ARTICLES}/${id}`, { method: 'PUT', token, body: article('Změněno na A') });
    expect([200, 202], JSON.stringify(changed.body)).toContain(changed.status);
    const since = Date.now();
    let title = await titleOnB();
    while (title !== 'Změněno na A' && Date.now() - since < 1000) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      title = await titleOnB();
    }
    expect(title).toBe('Změněno na A');
    expect(Date.now() - since).toBeLessThan(1000);
  });
});
