// A campaign to N recipients (default 100,000) into the outbox (issue 13 "Speed"): messages per
// second and the server's memory while it sends. First, the real send path on the bench data: a
// campaign to an "all members" list sent now (the request answers at once) until its job has
// fixed the recipients (one INSERT ... SELECT), then stopped and removed. The campaign is made and planned through the
// API; its recipients are then fixed to exactly N (the first N persons with an address) by one
// INSERT ... SELECT, as the send would (a list's true size depends on the generated data), and
// the planned job sends them. Memory is the server's resident size sampled every 100 ms; flat
// means it does not grow with the messages sent.
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import type { HttpClient } from './http';
import type { BenchServer } from './server';

/** The target. */
export const EMAIL_RATE_TARGET = 500;

export interface EmailingResult {
  recipients: number;
  /** From the first delivery's sent time to the last one's. */
  sendSeconds: number;
  messagesPerSecond: number;
  /** From the planned time to SENT as the bench saw it (includes the job's start). */
  wallSeconds: number;
  rss: { startMiB: number; at25MiB: number; at50MiB: number; at100MiB: number; peakMiB: number };
  outboxFiles: number;
  /** Send now to the all-members list: the request, and until the job has fixed the recipients. */
  materialise: { recipients: number; requestMs: number; seconds: number };
}

interface Answer<T> {
  data: T;
}

export async function measureEmailing(
  http: HttpClient,
  pool: pg.Pool,
  server: BenchServer,
  token: string,
  recipients: number,
  outboxDir: string,
  log: (m: string) => void,
): Promise<EmailingResult> {
  const call = async <T>(method: 'GET' | 'POST', p: string, body?: object, status = 200) =>
    ((await http.request({ method, path: p, ...(body ? { body } : {}), status }, token)).json as Answer<T>).data;
  const base = '/api/admin-zone/emailing';
  // An earlier run that did not finish (interrupted) would still be sending beside this one: its
  // campaign goes (its job then finds nothing), with its outbox files.
  const stale = await pool.query<{ id: number }>(
    `DELETE FROM emailing_campaigns WHERE name LIKE 'Bench %' RETURNING id`,
  );
  for (const { id } of stale.rows) await removeFiles(outboxDir, `campaign-${id}-delivery-`);
  const sender = await call<{ id: number }>(
    'POST',
    `${base}/senders`,
    { name: 'Bench', email: 'bench@fedra.test' },
    201,
  );
  const templates = await call<{ id: number; name: string }[]>('GET', `${base}/templates`);
  const list = await call<{ id: number }>(
    'POST',
    `${base}/lists`,
    { name: 'Bench referees', contactStrategy: 'referees' },
    201,
  );
  const campaign = await call<{ id: number }>(
    'POST',
    `${base}/campaigns`,
    {
      templateId: templates.find((t) => t.name === 'Zpravodaj')!.id,
      name: `Bench ${recipients}`,
      subject: 'Zpravodaj pro {{firstName}}',
      data: { heading: 'Bench', body: `<p>${'Text zpravodaje. '.repeat(40)}</p>` },
      senderId: sender.id,
      lists: [list.id],
    },
    201,
  );
  const materialise = await measureMaterialise(call, pool, {
    templateId: templates.find((t) => t.name === 'Zpravodaj')!.id,
    senderId: sender.id,
    outboxDir,
    log,
  });
  const planned = new Date(Date.now() + 4000);
  await call('POST', `${base}/campaigns/${campaign.id}/schedule`, { sendDate: planned.toISOString() });
  // Before the plan's time the campaign row is locked (the job, when due, waits for it); then N
  // recipients, and SENDING under the plan's version, so the job continues the send.
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const locked = await client.query('SELECT 1 FROM emailing_campaigns WHERE id = $1 AND status_id = 2 FOR UPDATE', [
      campaign.id,
    ]);
    if (!locked.rowCount) throw new Error('bench: the campaign was not scheduled when its recipients were fixed');
    await client.query(
      `INSERT INTO emailing_deliveries (campaign_id, email, name, person_id)
       SELECT $1, email, first_name || ' ' || last_name, id
         FROM (SELECT DISTINCT ON (lower(email)) email, first_name, last_name, id FROM persons
                WHERE email LIKE '%_@_%' ORDER BY lower(email), id) p
        ORDER BY id LIMIT $2`,
      [campaign.id, recipients],
    );
    await client.query('UPDATE emailing_campaigns SET status_id = 3, is_planned = false WHERE id = $1', [campaign.id]);
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK');
    throw err;
  } finally {
    client.release();
  }
  const total = (
    await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM emailing_deliveries WHERE campaign_id = $1', [
      campaign.id,
    ])
  ).rows[0]!.n;
  log(`e-mail campaign ${campaign.id}: ${total} recipients, planned for ${planned.toISOString()}`);

  const rss = { startMiB: server.rssMiB(), at25MiB: 0, at50MiB: 0, at100MiB: 0, peakMiB: server.rssMiB() };
  const sampler = setInterval(() => {
    rss.peakMiB = Math.max(rss.peakMiB, server.rssMiB());
  }, 100);
  try {
    for (let lastLog = 0; ; ) {
      const { rows } = await pool.query<{ sent: number; status: number }>(
        `SELECT (SELECT count(*)::int FROM emailing_deliveries WHERE campaign_id = $1 AND state = 'sent') AS sent,
                status_id AS status FROM emailing_campaigns WHERE id = $1`,
        [campaign.id],
      );
      const { sent, status } = rows[0]!;
      const now = server.rssMiB();
      if (!rss.at25MiB && sent >= total / 4) rss.at25MiB = now;
      if (!rss.at50MiB && sent >= total / 2) rss.at50MiB = now;
      if (status !== 3 && status !== 2) {
        rss.at100MiB = now;
        if (status !== 4) throw new Error(`bench: the campaign ended in status ${status}`);
        break;
      }
      if (Date.now() - lastLog > 10_000) {
        log(`e-mail campaign: ${sent} of ${total} sent, server RSS ${Math.round(now)} MiB`);
        lastLog = Date.now();
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  } finally {
    clearInterval(sampler);
  }
  const wallSeconds = (Date.now() - planned.getTime()) / 1000;
  const times = (
    await pool.query<{ seconds: number }>(
      `SELECT extract(epoch FROM max(sent_date) - min(sent_date))::float8 AS seconds FROM emailing_deliveries WHERE campaign_id = $1`,
      [campaign.id],
    )
  ).rows[0]!;
  // 100,000 messages are half a gigabyte: counted, then removed.
  const files = await removeFiles(outboxDir, `campaign-${campaign.id}-delivery-`);
  // Each row has its own sent time (a mark per message, or per few): the span from the first to the last.
  const sendSeconds = Math.max(times.seconds, 0.001);
  const result: EmailingResult = {
    recipients: total,
    sendSeconds,
    messagesPerSecond: Math.max(total - 1, 1) / sendSeconds,
    wallSeconds,
    rss,
    outboxFiles: files.length,
    materialise,
  };
  log(
    `e-mail campaign: ${total} messages in ${sendSeconds.toFixed(1)} s (${Math.round(result.messagesPerSecond)}/s), ` +
      `RSS ${Math.round(rss.startMiB)} → ${Math.round(rss.at25MiB)} (25 %) → ${Math.round(rss.at100MiB)} MiB (end), peak ${Math.round(rss.peakMiB)}`,
  );
  if (files.length !== total) throw new Error(`bench: ${files.length} outbox files for ${total} recipients`);
  return result;
}

type Call = <T>(method: 'GET' | 'POST', p: string, body?: object, status?: number) => Promise<T>;

/** Send now to every member: how long the request takes, and the job until the rows exist. */
async function measureMaterialise(
  call: Call,
  pool: pg.Pool,
  o: { templateId: number; senderId: number; outboxDir: string; log: (m: string) => void },
): Promise<EmailingResult['materialise']> {
  const base = '/api/admin-zone/emailing';
  const list = await call<{ id: number }>(
    'POST',
    `${base}/lists`,
    { name: 'Bench all members', contactStrategy: 'allMembers' },
    201,
  );
  const campaign = await call<{ id: number }>(
    'POST',
    `${base}/campaigns`,
    {
      templateId: o.templateId,
      name: 'Bench all members',
      subject: 'Zpravodaj',
      data: { heading: 'Bench', body: '<p>Text</p>' },
      senderId: o.senderId,
      lists: [list.id],
    },
    201,
  );
  const started = Date.now();
  await call('POST', `${base}/campaigns/${campaign.id}/send`);
  const requestMs = Date.now() - started;
  let recipients = 0;
  for (;;) {
    const { rows } = await pool.query<{ n: number; status: number }>(
      `SELECT (SELECT count(*)::int FROM emailing_deliveries WHERE campaign_id = $1) AS n, status_id AS status
         FROM emailing_campaigns WHERE id = $1`,
      [campaign.id],
    );
    recipients = rows[0]!.n;
    if (recipients > 0 || rows[0]!.status !== 3) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  const seconds = (Date.now() - started) / 1000;
  await call('POST', `${base}/campaigns/${campaign.id}/stop`);
  await pool.query('DELETE FROM emailing_campaigns WHERE id = $1', [campaign.id]);
  await pool.query('DELETE FROM emailing_lists WHERE id = $1', [list.id]);
  await removeFiles(o.outboxDir, `campaign-${campaign.id}-delivery-`);
  o.log(
    `e-mail send now to all members: request ${requestMs} ms, ${recipients} recipients fixed in ${seconds.toFixed(1)} s`,
  );
  return { recipients, requestMs, seconds };
}

/** Removes the outbox files starting with `prefix`; answers their names. */
async function removeFiles(dir: string, prefix: string): Promise<string[]> {
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.startsWith(prefix));
  for (let i = 0; i < files.length; i += 500)
    await Promise.all(files.slice(i, i + 500).map((f) => rm(path.join(dir, f), { force: true })));
  return files;
}

export function renderEmailingSection(r: EmailingResult, judge: boolean): string {
  const mark = (ok: boolean) => (judge ? (ok ? 'met' : '**missed**') : 'not judged (quick)');
  const growth = r.rss.at100MiB - r.rss.at25MiB;
  return [
    '## E-mail campaign into the outbox (issue 13)',
    '',
    `A campaign to ${r.recipients.toLocaleString('en')} recipients, each an .eml file (${r.outboxFiles.toLocaleString('en')} written).`,
    '',
    '| figure | value | target |',
    '| --- | --- | --- |',
    `| messages per second | ${Math.round(r.messagesPerSecond)} | at least ${EMAIL_RATE_TARGET}: ${mark(r.messagesPerSecond >= EMAIL_RATE_TARGET)} |`,
    `| sending time | ${r.sendSeconds.toFixed(1)} s (${r.wallSeconds.toFixed(1)} s from the planned time) | |`,
    `| send now to all members (${r.materialise.recipients.toLocaleString('en')} recipients): request, recipients fixed by the job | ${r.materialise.requestMs} ms, ${r.materialise.seconds.toFixed(1)} s | |`,
    `| server RSS: start, 25 %, 50 %, end, peak | ${[r.rss.startMiB, r.rss.at25MiB, r.rss.at50MiB, r.rss.at100MiB, r.rss.peakMiB].map((m) => Math.round(m)).join(', ')} MiB | flat: ${mark(growth < 50)} (${growth >= 0 ? '+' : ''}${Math.round(growth)} MiB from 25 % to the end) |`,
    '',
  ].join('\n');
}
