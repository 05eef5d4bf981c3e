// Campaign delivery over SMTP to a real server started here (smtp-server; mailparser reads what it
// got): each recipient exactly once across a refusal period (retries with back-off, then
// success) and across an outage longer than the attempts' back-off allows (no attempt counted),
// a 550 failing its row at once, a hard crash mid-send (SMTP and database go silent; a new
// instance takes over after the claims expire), and the sweep that restarts a campaign left
// SENDING without a job.
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARALLEL } from '../../src/features/emailing/emailing-send';
import { defineSendJob, sweepSendingCampaigns } from '../../src/features/emailing/emailing-send-job';
import { createJobQueue, type JobQueue } from '../../src/platform/jobs/job-queue';
import { TEST_DAY } from '../database';
import { createSmtpSink } from '../smtp-sink';
import { useTestServer } from '../test-server';

const smtp = createSmtpSink();
const settings: Record<string, string> = {
  EMAIL_RETRY_SECONDS: '0.3',
  EMAIL_MAX_ATTEMPTS: '3',
  EMAIL_CLAIM_SECONDS: '2',
};
// The sink's port is known once it listens: before the test server reads the settings.
beforeAll(async () => {
  await smtp.start();
  settings.SMTP_URL = smtp.url;
});
// The crash test aborts a running job on purpose; the queue says so.
const server = useTestServer(settings, { expectedLogs: /job attempt failed; it will be retried/ });
let secondInstance: JobQueue | null = null;
afterAll(async () => {
  await secondInstance?.stop({ graceMs: 2000 });
  // The pooled SMTP connections first: the sink's close waits for its clients to hang up.
  await server.deps.mail.close();
  await smtp.stop();
});

const BASE = '/api/admin-zone/emailing';
type Campaign = {
  id: number;
  status: string;
  progress: { total: number; sent: number; failed: number; remaining: number } | null;
};

async function call(method: 'GET' | 'POST', url: string, payload?: object) {
  return server.request({ method, url, as: 'expert', ...(payload ? { payload } : {}) });
}

async function get(id: number): Promise<Campaign> {
  return (await call('GET', `${BASE}/campaigns/${id}`)).json().data as Campaign;
}

async function waitUntil<T>(what: string, probe: () => Promise<T | null | undefined | false>, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The addresses of a campaign's delivery rows, lower case. */
async function addresses(campaignId: number): Promise<string[]> {
  const { rows } = await server.db.pool.query<{ email: string }>(
    `SELECT DISTINCT lower(email) AS email FROM emailing_deliveries WHERE campaign_id = $1`,
    [campaignId],
  );
  // In the order of the counts' keys they are compared with (JavaScript's, not the database's Czech).
  return rows.map((r) => r.email).sort();
}

let senderId: number;
let templateId: number;

/** A draft to a new list of the strategy (in one unit). */
async function campaignTo(strategy: string, unitId: number | null): Promise<{ id: number; count: number }> {
  const list = await call('POST', `${BASE}/lists`, {
    name: `${strategy} ${unitId}`,
    contactStrategy: strategy,
    federationUnitId: unitId,
  });
  expect(list.statusCode, list.body).toBe(201);
  const res = await call('POST', `${BASE}/campaigns`, {
    templateId,
    name: `To ${strategy}`,
    subject: 'Hello {{firstName}}',
    data: { body: '<p>Text</p>' },
    senderId,
    lists: [list.json().data.id],
  });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().data.id, count: list.json().data.countContact };
}

const countsOf = (list: string[]) => {
  const counts = new Map<string, number>();
  for (const a of list) counts.set(a, (counts.get(a) ?? 0) + 1);
  return counts;
};

beforeAll(async () => {
  const senders = (await call('GET', `${BASE}/senders`)).json().data as { id: number; email: string }[];
  senderId = senders.find((s) => s.email === 'sekretariat@fedra.test')!.id;
  const templates = (await call('GET', `${BASE}/templates`)).json().data as { id: number; name: string }[];
  templateId = templates.find((t) => t.name === 'Oznámení')!.id;
});

describe('delivery over SMTP', () => {
  it('delivers each recipient exactly once, also across a period the server refuses', async () => {
    const { id, count } = await campaignTo('unitMembers', 2);
    expect(count).toBeGreaterThan(20);
    smtp.refuse = true;
    const before = smtp.received.length;
    expect((await call('POST', `${BASE}/campaigns/${id}/send`)).statusCode).toBe(200);
    // Attempts fail while the server refuses...
    await waitUntil('a refused attempt', async () => {
      const { rows } = await server.db.pool.query(
        `SELECT 1 FROM emailing_deliveries WHERE campaign_id = $1 AND attempts > 0 AND state = 'pending' LIMIT 1`,
        [id],
      );
      return rows.length > 0;
    });
    expect(smtp.received.length).toBe(before);
    // ...and succeed once it accepts again.
    smtp.refuse = false;
    const done = await waitUntil('the send to finish', async () => {
      const c = await get(id);
      return c.status === 'SENT' && c;
    });
    expect(done.progress).toEqual({ total: count, sent: count, failed: 0, remaining: 0 });
    const got = smtp.received.slice(before);
    const expected = await addresses(id);
    expect(expected).toHaveLength(count);
    const counts = countsOf(
      got.flatMap((m) => (Array.isArray(m.to) ? m.to : [m.to!]).map((t) => t.value[0]!.address!.toLowerCase())),
    );
    expect([...counts.keys()].sort()).toEqual(expected);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    // Some rows needed more than one attempt; the Message-ID names campaign and delivery.
    const retried = await server.db.pool.query(
      'SELECT count(*)::int AS n FROM emailing_deliveries WHERE campaign_id = $1 AND attempts > 1',
      [id],
    );
    expect(retried.rows[0].n).toBeGreaterThan(0);
    expect(got[0]!.messageId).toMatch(new RegExp(`^<campaign-${id}\\.delivery-\\d+@fedra\\.test>$`));
    expect(got[0]!.subject).toMatch(/^Hello \S+/);
  });

  it('waits out an outage longer than the attempts allow: no attempt counted, nobody failed, each once', async () => {
    const { id, count } = await campaignTo('unitMembers', 2);
    smtp.outage = true;
    const before = smtp.received.length;
    expect((await call('POST', `${BASE}/campaigns/${id}/send`)).statusCode).toBe(200);
    // 3 attempts with 0.3 s back-off would fail every row within a second; the outage lasts 3 s.
    await waitUntil('the outage noted', async () => {
      const { rows } = await server.db.pool.query(
        `SELECT 1 FROM emailing_deliveries WHERE campaign_id = $1 AND last_error LIKE '%421%' LIMIT 1`,
        [id],
      );
      return rows.length > 0;
    });
    await new Promise((r) => setTimeout(r, 3000));
    const during = await server.db.pool.query(
      `SELECT count(*) FILTER (WHERE attempts > 0)::int AS tried, count(*) FILTER (WHERE state <> 'pending')::int AS done
         FROM emailing_deliveries WHERE campaign_id = $1`,
      [id],
    );
    expect(during.rows[0]).toEqual({ tried: 0, done: 0 });
    expect(smtp.received.length).toBe(before);
    smtp.outage = false;
    const done = await waitUntil('the send to finish', async () => {
      const c = await get(id);
      return c.status === 'SENT' && c;
    });
    expect(done.progress).toEqual({ total: count, sent: count, failed: 0, remaining: 0 });
    const got = smtp.received
      .slice(before)
      .map((m) => (Array.isArray(m.to) ? m.to[0]! : m.to!).value[0]!.address!.toLowerCase());
    const counts = countsOf(got);
    expect([...counts.keys()].sort()).toEqual(await addresses(id));
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    // One attempt each: the refusals of the outage were not the recipients'.
    const attempts = await server.db.pool.query(
      'SELECT DISTINCT attempts FROM emailing_deliveries WHERE campaign_id = $1',
      [id],
    );
    expect(attempts.rows).toEqual([{ attempts: 1 }]);
  });

  it('marks deliveries failed after the attempt limit, and a campaign with none sent FAILED', async () => {
    const { id, count } = await campaignTo('referees', 3);
    const targets = await server.db.pool.query<{ email: string }>(
      `SELECT DISTINCT lower(p.email) AS email FROM persons p JOIN person_roles pr ON pr.person_id = p.id
        WHERE pr.type_id = 4 AND p.federation_unit_id = 3 AND p.email IS NOT NULL
          AND pr.valid_from <= ${TEST_DAY} AND (pr.valid_till IS NULL OR pr.valid_till >= ${TEST_DAY})`,
    );
    expect(targets.rows.length).toBe(count);
    const refused = targets.rows.slice(0, 2).map((r) => r.email);
    for (const a of refused) smtp.rejected.add(a);
    expect((await call('POST', `${BASE}/campaigns/${id}/send`)).statusCode).toBe(200);
    const done = await waitUntil('the send to finish', async () => {
      const c = await get(id);
      return c.status === 'SENT' && c;
    });
    expect(done.progress).toEqual({ total: count, sent: count - 2, failed: 2, remaining: 0 });
    const failed = await server.db.pool.query(
      `SELECT lower(email) AS email, attempts, last_error FROM emailing_deliveries WHERE campaign_id = $1 AND state = 'failed' ORDER BY 1`,
      [id],
    );
    expect(failed.rows.map((r) => r.email)).toEqual([...refused].sort());
    // A 550 is final: failed at the first attempt.
    expect(failed.rows.every((r) => r.attempts === 1 && /550/.test(r.last_error))).toBe(true);
    const deliveries = (
      await call('GET', `${BASE}/campaigns/${id}/deliveries?fields[state][o]=valuesEqual&fields[state][v]=failed`)
    ).json();
    expect(deliveries.total).toBe(2);

    // Every recipient refused: FAILED.
    const all = await campaignTo('referees', 3);
    for (const r of targets.rows) smtp.rejected.add(r.email);
    expect((await call('POST', `${BASE}/campaigns/${all.id}/send`)).statusCode).toBe(200);
    const failedAll = await waitUntil('the send to fail', async () => {
      const c = await get(all.id);
      return c.status === 'FAILED' && c;
    });
    expect(failedAll.progress).toEqual({ total: count, sent: 0, failed: count, remaining: 0 });
    smtp.rejected.clear();
  });

  it('delivers each recipient once across a hard crash mid-send, except at most the messages in flight', async () => {
    const { id, count } = await campaignTo('allMembers', 1);
    expect(count).toBeGreaterThan(200);
    smtp.delayMs = 5;
    const before = smtp.received.length;
    expect((await call('POST', `${BASE}/campaigns/${id}/send`)).statusCode).toBe(200);
    await waitUntil('part of the send', async () => smtp.received.length - before >= 60);
    // The sending process dies: from now on it writes nothing to the database and starts no
    // message; the messages it had in flight are still accepted by the server, unrecorded.
    const pool = server.db.pool;
    const mail = server.deps.mail;
    const realQuery = pool.query;
    const realSend = mail.send;
    const silent = /emailing_deliveries|emailing_campaigns/;
    pool.query = ((...args: Parameters<typeof realQuery>) => {
      const first = args[0] as unknown;
      const text = typeof first === 'string' ? first : ((first as { text?: string })?.text ?? '');
      return silent.test(text) ? new Promise(() => {}) : (realQuery as (...a: unknown[]) => unknown).apply(pool, args);
    }) as typeof realQuery;
    (mail as { send: typeof realSend }).send = () => new Promise(() => {});
    // Its job is gone with it (pg-boss retries it on the next instance); the messages in flight land.
    await server.deps.jobs.stop({ graceMs: 0 });
    await new Promise((r) => setTimeout(r, 300));
    const atCrash = smtp.received.length - before;
    expect(atCrash).toBeLessThan(count);
    pool.query = realQuery;
    (mail as { send: typeof realSend }).send = realSend;
    smtp.delayMs = 0;
    const recorded = await pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM emailing_deliveries WHERE campaign_id = $1 AND state = 'sent'`,
      [id],
    );
    const unrecorded = atCrash - recorded.rows[0]!.n;
    expect(unrecorded).toBeGreaterThanOrEqual(0);
    expect(unrecorded).toBeLessThanOrEqual(PARALLEL.smtp);
    // A new instance on the same database picks the job up; the crashed claims expire (2 s here).
    secondInstance = createJobQueue(server.db.pool, {
      log: pino({ level: 'silent' }),
      pollingIntervalSeconds: 0.1,
      maintenance: false,
    });
    defineSendJob({ ...server.deps, jobs: secondInstance });
    await secondInstance.start();
    const done = await waitUntil(
      'the send to finish',
      async () => {
        const c = await get(id);
        return c.status === 'SENT' && c;
      },
      30_000,
    );
    expect(done.progress).toEqual({ total: count, sent: count, failed: 0, remaining: 0 });
    const got = smtp.received
      .slice(before)
      .map((m) => (Array.isArray(m.to) ? m.to[0]! : m.to!).value[0]!.address!.toLowerCase());
    const counts = countsOf(got);
    expect([...counts.keys()].sort()).toEqual(await addresses(id));
    // Twice only the messages accepted but unrecorded at the crash: never more than PARALLEL.
    const twice = [...counts.entries()].filter(([, n]) => n !== 1);
    expect(twice.every(([, n]) => n === 2)).toBe(true);
    expect(twice.length).toBe(unrecorded);
  });

  it('sweeps a SENDING campaign left without a job: recipients fixed and sent once', async () => {
    const { id, count } = await campaignTo('referees', 3);
    // SENDING with no job (its retries used up, a continuation lost): made by hand.
    await server.db.pool.query(`UPDATE emailing_campaigns SET status_id = 3, send_date = now() WHERE id = $1`, [id]);
    const deps = { ...server.deps, jobs: secondInstance! };
    const job = defineSendJob(deps);
    const before = smtp.received.length;
    expect(await sweepSendingCampaigns(deps, job)).toBe(1);
    // The job is live now (or the campaign done): a second sweep adds nothing.
    expect(await sweepSendingCampaigns(deps, job)).toBe(0);
    const done = await waitUntil('the send to finish', async () => {
      const c = await get(id);
      return c.status === 'SENT' && c;
    });
    expect(done.progress).toEqual({ total: count, sent: count, failed: 0, remaining: 0 });
    expect(smtp.received.length - before).toBe(count);
  });
});
