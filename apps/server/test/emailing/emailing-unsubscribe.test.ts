// Unsubscribing from campaign mail (issue 36) over SMTP to a real server started here: each message
// greets in the vocative and carries its recipient's signed link (footer) and the RFC 8058 headers;
// a GET shows the state and never unsubscribes; the one-click POST (form-encoded, as mail clients
// send it) or the page's JSON POST unsubscribes without sign-in, audited; a later campaign skips
// the address (and the recipient count says so); a forged, expired or malformed token is a 400.
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unsubscribeSigner } from '../../src/features/emailing/emailing-unsubscribe';
import { firstNameVocative } from '../../src/features/emailing/vocative';
import { now } from '../../src/platform/clock';
import { TEST_DAY } from '../database';
import { createSmtpSink } from '../smtp-sink';
import { useTestServer } from '../test-server';

const smtp = createSmtpSink();
const PUBLIC_URL = 'https://fedra.example';
const settings: Record<string, string> = { PUBLIC_URL };
beforeAll(async () => {
  await smtp.start();
  settings.SMTP_URL = smtp.url;
});
const server = useTestServer(settings);
afterAll(async () => {
  await server.deps.mail.close();
  await smtp.stop();
});

const BASE = '/api/admin-zone/emailing';
const UNSUBSCRIBE = '/api/public-zone/emailing/unsubscribe';
const PAGE = `${PUBLIC_URL}/zone/public/emailing/unsubscribe?token=`;

type Problem = { errors: { field: string }[] };
type Campaign = { id: number; status: string; progress: { total: number; sent: number } | null };

async function admin(method: 'GET' | 'POST', url: string, payload?: object) {
  return server.request({ method, url, as: 'expert', ...(payload ? { payload } : {}) });
}

async function one<T>(text: string, params: unknown[] = []): Promise<T> {
  return (await server.db.pool.query(text, params)).rows[0] as T;
}

async function waitSent(id: number): Promise<Campaign> {
  const until = Date.now() + 20_000;
  for (;;) {
    const c = (await admin('GET', `${BASE}/campaigns/${id}`)).json().data as Campaign;
    if (c.status === 'SENT') return c;
    if (Date.now() > until) throw new Error(`campaign ${id} is ${c.status}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const recipientOf = (m: ParsedMail) => (Array.isArray(m.to) ? m.to[0] : m.to)!.value[0]!.address!.toLowerCase();
const headerLine = (m: ParsedMail, name: string) =>
  m.headerLines
    .find((h) => h.key === name)
    ?.line.replace(/\r?\n\s+/g, ' ')
    .slice(name.length + 1)
    .trim();

/** The one-click POST as a mail client makes it (RFC 8058). */
const oneClick = (url: string, body = 'List-Unsubscribe=One-Click') =>
  server.request({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: body,
  });

let listId: number;
let listCount: number;
let senderId: number;
let templateId: number;

async function sendCampaign(name: string): Promise<{ id: number; messages: ParsedMail[] }> {
  const res = await admin('POST', `${BASE}/campaigns`, {
    templateId,
    name,
    subject: 'Zpráva pro {{firstNameVocative}}',
    data: { heading: 'Novinky', body: '<p>Text</p>' },
    senderId,
    lists: [listId],
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().data.id as number;
  const before = smtp.received.length;
  expect((await admin('POST', `${BASE}/campaigns/${id}/send`)).statusCode).toBe(200);
  const done = await waitSent(id);
  const messages = smtp.received.slice(before).filter((m) => headerLine(m, 'x-fedra-campaign') === String(id));
  expect(messages).toHaveLength(done.progress!.sent);
  return { id, messages };
}

beforeAll(async () => {
  senderId = ((await admin('GET', `${BASE}/senders`)).json().data as { id: number; email: string }[]).find(
    (s) => s.email === 'sekretariat@fedra.test',
  )!.id;
  templateId = ((await admin('GET', `${BASE}/templates`)).json().data as { id: number; name: string }[]).find(
    (t) => t.name === 'Zpravodaj',
  )!.id;
  // The referees of the unit with the fewest: a handful of addresses.
  const unit = await one<{ unit: number }>(
    `SELECT p.federation_unit_id AS unit FROM persons p JOIN person_roles pr ON pr.person_id = p.id
      WHERE pr.type_id = 4 AND p.email IS NOT NULL AND p.federation_unit_id IS NOT NULL
        AND pr.valid_from <= ${TEST_DAY} AND (pr.valid_till IS NULL OR pr.valid_till >= ${TEST_DAY})
      GROUP BY 1 HAVING count(*) >= 3 ORDER BY count(*), 1 LIMIT 1`,
  );
  const list = await admin('POST', `${BASE}/lists`, {
    name: 'Unsubscribe test',
    contactStrategy: 'referees',
    federationUnitId: unit.unit,
  });
  expect(list.statusCode, list.body).toBe(201);
  listId = list.json().data.id;
  listCount = list.json().data.countContact;
  expect(listCount).toBeGreaterThanOrEqual(3);
});

describe('campaign unsubscribe', () => {
  let first: { id: number; messages: ParsedMail[] };
  let leaver: string;
  let oneClickUrl: string;
  let token: string;

  it('sends each recipient the vocative greeting, a signed link in the footer and the List-Unsubscribe headers', async () => {
    first = await sendCampaign('First');
    expect(first.messages).toHaveLength(listCount);
    const tokens = new Set<string>();
    for (const m of first.messages) {
      const header = headerLine(m, 'list-unsubscribe');
      expect(header).toMatch(new RegExp(`^<${PUBLIC_URL}${UNSUBSCRIBE}\\?token=[\\w%.-]+>$`));
      expect(headerLine(m, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      const url = header!.slice(1, -1);
      const t = decodeURIComponent(new URL(url).searchParams.get('token')!);
      tokens.add(t);
      // The footer links to the public page with the same token, in HTML and in the text part.
      const page = `${PAGE}${encodeURIComponent(t)}`;
      expect(m.html).toContain(`<a href="${page.replaceAll('&', '&amp;')}">odhlaste se z odběru</a>`);
      expect(m.text).toContain(`odhlaste se z odběru: ${page}`);
    }
    // Per recipient: every token differs.
    expect(tokens.size).toBe(listCount);
    // The greeting and the subject are in the vocative of the person's first name.
    const m = first.messages[0]!;
    leaver = recipientOf(m);
    const person = await one<{ first_name: string; sex_id: number | null }>(
      `SELECT p.first_name, p.sex_id FROM emailing_deliveries d JOIN persons p ON p.id = d.person_id
        WHERE d.campaign_id = $1 AND lower(d.email) = $2`,
      [first.id, leaver],
    );
    const vocative = firstNameVocative(person.first_name, person.sex_id);
    expect(vocative).not.toBe('');
    expect(m.subject).toBe(`Zpráva pro ${vocative}`);
    expect(m.html).toContain(`Dobrý den, ${vocative},`);
    oneClickUrl = headerLine(m, 'list-unsubscribe')!.slice(1, -1);
    token = decodeURIComponent(new URL(oneClickUrl).searchParams.get('token')!);
  });

  it('shows the state on GET without unsubscribing, with nothing but the masked address', async () => {
    const res = await server.request({ method: 'GET', url: `${UNSUBSCRIBE}?token=${encodeURIComponent(token)}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json().data;
    expect(Object.keys(data).sort()).toEqual(['email', 'unsubscribed']);
    expect(data.unsubscribed).toBe(false);
    expect(data.email).not.toBe(leaver);
    expect(data.email.endsWith(leaver.slice(leaver.indexOf('@')))).toBe(true);
    expect(data.email.startsWith(leaver[0]!)).toBe(true);
    expect(await one(`SELECT count(*)::int AS n FROM emailing_unsubscribes`)).toEqual({ n: 0 });
  });

  it('unsubscribes on the one-click POST (form-encoded, no sign-in), once, audited', async () => {
    const res = await oneClick(new URL(oneClickUrl).pathname + new URL(oneClickUrl).search);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ email: expect.any(String), unsubscribed: true });
    const row = await one<{ email: string; campaign_id: number; person_id: number | null }>(
      `SELECT email, campaign_id, person_id FROM emailing_unsubscribes`,
    );
    expect(row).toMatchObject({ email: leaver, campaign_id: first.id });
    expect(row.person_id).not.toBeNull();
    // Again: still a success, nothing new.
    const again = await oneClick(`${UNSUBSCRIBE}?token=${encodeURIComponent(token)}`);
    expect(again.statusCode).toBe(200);
    expect(await one(`SELECT count(*)::int AS n FROM emailing_unsubscribes`)).toEqual({ n: 1 });
    const audit = await server.db.pool.query<{ subject_id: number; details: { email: string; via: string } }>(
      `SELECT subject_id, details FROM audit_log WHERE action = 'emailing.unsubscribe'`,
    );
    expect(audit.rows).toEqual([{ subject_id: first.id, details: { email: leaver, via: 'list-unsubscribe' } }]);
    const state = await server.request({ method: 'GET', url: `${UNSUBSCRIBE}?token=${encodeURIComponent(token)}` });
    expect(state.json().data.unsubscribed).toBe(true);
  });

  it('unsubscribes from the page too (JSON body), recorded as the page', async () => {
    const other = first.messages.map(recipientOf).find((a) => a !== leaver)!;
    const signer = await unsubscribeSigner(server.deps.db);
    const res = await server.request({
      method: 'POST',
      url: `${UNSUBSCRIBE}?token=${encodeURIComponent(signer.issue(first.id, other))}`,
      payload: { 'List-Unsubscribe': 'One-Click' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      await one(
        `SELECT details->>'via' AS via FROM audit_log WHERE action = 'emailing.unsubscribe' AND details->>'email' = $1`,
        [other],
      ),
    ).toEqual({ via: 'page' });
    // Back for the rest of the file: only `leaver` is unsubscribed.
    await server.db.pool.query('DELETE FROM emailing_unsubscribes WHERE email = $1', [other]);
  });

  it('skips the address in later campaigns, and the recipient count says how many it skips', async () => {
    const count = await admin('GET', `${BASE}/recipients/count?lists=${listId}`);
    expect(count.json().data).toEqual({ count: listCount - 1, skipped: 1 });
    const second = await sendCampaign('Second');
    expect(second.messages).toHaveLength(listCount - 1);
    expect(second.messages.map(recipientOf)).not.toContain(leaver);
    const { rows } = await server.db.pool.query(
      'SELECT 1 FROM emailing_deliveries WHERE campaign_id = $1 AND lower(email) = $2',
      [second.id, leaver],
    );
    expect(rows).toHaveLength(0);
  });

  it('cancels the pending deliveries of a campaign being sent to the address', async () => {
    // A campaign SENDING with two pending rows (made here; no job runs for it in this test).
    const { id } = (await admin('POST', `${BASE}/campaigns`, {
      templateId,
      name: 'Sending',
      subject: 'S',
      data: { heading: 'H', body: '<p>B</p>' },
      senderId,
      lists: [listId],
    }).then((r) => r.json().data)) as { id: number };
    await server.db.pool.query('UPDATE emailing_campaigns SET status_id = 3 WHERE id = $1', [id]);
    await server.db.pool.query(
      `INSERT INTO emailing_deliveries (campaign_id, email, next_attempt_date)
       VALUES ($1, 'Stays@Example.cz', now() + interval '1 hour'), ($1, 'Goes@Example.cz', now() + interval '1 hour')`,
      [id],
    );
    const signer = await unsubscribeSigner(server.deps.db);
    const res = await oneClick(`${UNSUBSCRIBE}?token=${encodeURIComponent(signer.issue(first.id, 'goes@example.cz'))}`);
    expect(res.statusCode, res.body).toBe(200);
    const { rows } = await server.db.pool.query(
      'SELECT email, state FROM emailing_deliveries WHERE campaign_id = $1 ORDER BY email',
      [id],
    );
    expect(rows).toEqual([
      { email: 'Goes@Example.cz', state: 'cancelled' },
      { email: 'Stays@Example.cz', state: 'pending' },
    ]);
    // Back for the rest of the file.
    await server.db.pool.query('UPDATE emailing_campaigns SET status_id = 5 WHERE id = $1', [id]);
    await server.db.pool.query("DELETE FROM emailing_unsubscribes WHERE email = 'goes@example.cz'");
  });

  it('refuses a forged, expired or malformed token and a wrong body with 400 naming the field', async () => {
    const signer = await unsubscribeSigner(server.deps.db);
    const [payload, signature] = token.split('.');
    const forgedPayload = Buffer.from(JSON.stringify([first.id, 'someone@else.cz', 4_102_444_800])).toString(
      'base64url',
    );
    const bad = [
      `${forgedPayload}.${signature}`,
      `${payload}.${signature!.slice(0, -2)}xx`,
      // Expired a second ago by the server's clock (the test day, time running on).
      signer.issue(first.id, 'late@example.cz', new Date(now().getTime() - 1000)),
      'not-a-token',
      `${payload}`,
    ];
    for (const t of bad) {
      const url = `${UNSUBSCRIBE}?token=${encodeURIComponent(t)}`;
      const get = await server.request({ method: 'GET', url, headers: { 'accept-language': 'en' } });
      expect(get.statusCode, t).toBe(400);
      expect(get.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect((get.json() as Problem).errors.map((e) => e.field)).toEqual(['token']);
      expect(JSON.stringify(get.json())).toContain('The unsubscribe link is invalid or has expired.');
      const post = await oneClick(url);
      expect(post.statusCode, t).toBe(400);
      expect((post.json() as Problem).errors.map((e) => e.field)).toEqual(['token']);
    }
    const missing = await oneClick(UNSUBSCRIBE);
    expect(missing.statusCode).toBe(400);
    expect((missing.json() as Problem).errors.map((e) => e.field)).toEqual(['token']);
    const url = `${UNSUBSCRIBE}?token=${encodeURIComponent(signer.issue(first.id, 'body@example.cz'))}`;
    const wrongBody = await oneClick(url, 'List-Unsubscribe=Yes');
    expect(wrongBody.statusCode).toBe(400);
    expect((wrongBody.json() as Problem).errors.map((e) => e.field)).toEqual(['List-Unsubscribe']);
    const noBody = await server.request({ method: 'POST', url, payload: {} });
    expect(noBody.statusCode).toBe(400);
    expect(await one(`SELECT count(*)::int AS n FROM emailing_unsubscribes`)).toEqual({ n: 1 });
  });
});
