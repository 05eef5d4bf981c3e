// E-mail campaigns through HTTP on real PostgreSQL, delivered into the outbox (no SMTP_URL):
// every call, the state machine (send, schedule, reschedule, stop), the access rules, the bad
// inputs in both languages, and one .eml per recipient. SMTP delivery, retries and a crash:
// emailing-delivery.test.ts.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { beforeAll, describe, expect, it } from 'vitest';
import { PARALLEL } from '../../src/features/emailing/emailing-send';
import { firstNameVocative } from '../../src/features/emailing/vocative';
import { TEST_DAY } from '../database';
import { type DemoUser, useTestServer } from '../test-server';

const server = useTestServer({ EMAIL_RETRY_SECONDS: '0.2', EMAIL_MAX_ATTEMPTS: '3' });
const moduleOff = useTestServer({ MODULES: 'board,contracts' });

const BASE = '/api/admin-zone/emailing';
const CAMPAIGNS = `${BASE}/campaigns`;
type Caller = DemoUser | { token: string };
type Problem = { code: string; detail: string; errors: { field?: string; message: string }[] };
type Campaign = {
  id: number;
  statusId: number;
  status: string;
  isPlanned: boolean;
  sendDate: string | null;
  sentDate: string | null;
  countRecipients: number;
  data: Record<string, string>;
  templateId: number;
  senderId: number;
  name: string;
  subject: string;
  externalId: string | null;
  lists: { id: number; name: string; countContact: number }[];
  progress: { total: number; sent: number; failed: number; remaining: number } | null;
};

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, as: Caller, payload?: object, lang = 'en') {
  return server.request({
    method,
    url,
    ...(typeof as === 'string' ? { as } : { token: as.token }),
    ...(payload ? { payload } : {}),
    headers: { 'accept-language': lang },
  });
}

const fieldsOf = (body: Problem) => body.errors.map((e) => e.field);

async function one<T>(text: string, params: unknown[] = []): Promise<T> {
  return (await server.db.pool.query(text, params)).rows[0] as T;
}

let templates: { id: number; name: string }[];
let senders: { id: number; email: string }[];
let lists: { id: number; name: string; contactStrategy: string; countContact: number }[];
const listOf = (strategy: string) => lists.find((l) => l.contactStrategy === strategy)!;
const newsletter = () => templates.find((t) => t.name === 'Zpravodaj')!;

/** A small list: the referees of one unit (a handful of addresses). */
let smallList: { id: number; countContact: number };

const draft = (over: Record<string, unknown> = {}) => ({
  templateId: newsletter().id,
  name: 'Test campaign',
  subject: 'Hello {{firstName}}',
  data: { heading: 'News', body: '<p>Body</p>' },
  senderId: senders.find((s) => s.email === 'sekretariat@fedra.test')!.id,
  lists: [smallList.id],
  ...over,
});

async function create(over: Record<string, unknown> = {}): Promise<Campaign> {
  const res = await call('POST', CAMPAIGNS, 'expert', draft(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Campaign;
}

async function get(id: number): Promise<Campaign> {
  const res = await call('GET', `${CAMPAIGNS}/${id}`, 'expert');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Campaign;
}

async function waitFor(id: number, statuses: string[], timeoutMs = 15_000): Promise<Campaign> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const c = await get(id);
    if (statuses.includes(c.status)) return c;
    if (Date.now() > until) throw new Error(`campaign ${id} is ${c.status}, not ${statuses.join('/')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const update = (c: Campaign, over: Record<string, unknown> = {}) => ({
  id: c.id,
  templateId: c.templateId,
  name: c.name,
  subject: c.subject,
  data: c.data,
  senderId: c.senderId,
  lists: c.lists.map((l) => l.id),
  statusId: c.statusId,
  isPlanned: c.isPlanned,
  sendDate: c.sendDate,
  externalId: c.externalId,
  ...over,
});

beforeAll(async () => {
  templates = (await call('GET', `${BASE}/templates`, 'expert')).json().data;
  senders = (await call('GET', `${BASE}/senders`, 'expert')).json().data;
  lists = (await call('GET', `${BASE}/lists`, 'expert')).json().data;
  const unit = await one<{ unit: number }>(
    `SELECT p.federation_unit_id AS unit FROM persons p JOIN person_roles pr ON pr.person_id = p.id
      WHERE pr.type_id = 4 AND p.email IS NOT NULL AND p.federation_unit_id IS NOT NULL
        AND pr.valid_from <= ${TEST_DAY} AND (pr.valid_till IS NULL OR pr.valid_till >= ${TEST_DAY})
      GROUP BY 1 ORDER BY count(*), 1 LIMIT 1`,
  );
  const res = await call('POST', `${BASE}/lists`, 'expert', {
    name: 'Referees of one unit',
    contactStrategy: 'referees',
    federationUnitId: unit.unit,
  });
  expect(res.statusCode, res.body).toBe(201);
  smallList = res.json().data;
});

describe('mail delivery in the project configuration', () => {
  it('says outbox while SMTP_URL is not set (the office sees a banner, sends say so)', async () => {
    const config = await server.request({ method: 'GET', url: '/api/global-zone/config' });
    expect(config.json().mailDelivery).toBe('outbox');
  });
});

describe('templates, senders and lists', () => {
  it('lists the two production templates with their fields in the caller language', async () => {
    const cs = (await call('GET', `${BASE}/templates`, 'expert', undefined, 'cs')).json();
    expect(cs.data.map((t: { name: string }) => t.name)).toEqual(['Oznámení', 'Zpravodaj']);
    const zpravodaj = cs.data.find((t: { name: string }) => t.name === 'Zpravodaj');
    expect(zpravodaj.schema.fields).toEqual([
      { key: 'heading', type: 'text', required: true, label: 'Nadpis' },
      { key: 'body', type: 'richtext', required: true, label: 'Text' },
    ]);
    expect(zpravodaj.htmlContent).toContain('{{heading}}');
    const en = (
      await call('GET', `${BASE}/templates?fields[name][o]=valuesLike&fields[name][v]=zprav`, 'admin')
    ).json();
    expect(en.data.map((t: { schema: { fields: { label: string }[] } }) => t.schema.fields[0]!.label)).toEqual([
      'Heading',
    ]);
  });

  it('has the demo senders and one list of each strategy, counted live', async () => {
    expect(senders.map((s) => s.email).sort()).toEqual(['rozhodci@fedra.test', 'sekretariat@fedra.test']);
    expect(lists.map((l) => l.contactStrategy).sort()).toEqual([
      'allMembers',
      'clubManagers',
      'referees',
      'unitMembers',
    ]);
    // The counts are the data's distinct addresses now.
    const expected = await one<{ managers: number; members: number; referees: number }>(`
      SELECT (SELECT count(DISTINCT lower(u.email)) FROM users u JOIN user_roles r ON r.user_id = u.id
               JOIN user_role_types t ON t.id = r.role_type_id AND t.code = 'ClubManager' WHERE u.is_active)::int AS managers,
             (SELECT count(DISTINCT lower(p.email)) FROM persons p JOIN person_roles pr ON pr.person_id = p.id
               JOIN person_role_types prt ON prt.id = pr.type_id AND prt.is_club_role
              WHERE p.email IS NOT NULL AND pr.valid_from <= ${TEST_DAY}
                AND (pr.valid_till IS NULL OR pr.valid_till >= ${TEST_DAY}))::int AS members,
             (SELECT count(DISTINCT lower(p.email)) FROM persons p JOIN person_roles pr ON pr.person_id = p.id
               JOIN person_role_types prt ON prt.id = pr.type_id AND prt.is_referee
              WHERE p.email IS NOT NULL AND pr.valid_from <= ${TEST_DAY}
                AND (pr.valid_till IS NULL OR pr.valid_till >= ${TEST_DAY}))::int AS referees`);
    expect(listOf('clubManagers').countContact).toBe(expected.managers);
    expect(listOf('allMembers').countContact).toBe(expected.members);
    expect(lists.find((l) => l.name === 'Rozhodčí')!.countContact).toBe(expected.referees);
    expect(listOf('unitMembers').countContact).toBeGreaterThan(0);
    expect(listOf('unitMembers').countContact).toBeLessThan(expected.members);
    expect(smallList.countContact).toBeGreaterThan(0);
    expect(expected.managers).toBeGreaterThan(0);
  });

  it('counts the union of lists with each address once', async () => {
    const all = listOf('allMembers');
    const unit = listOf('unitMembers');
    const res = await call('GET', `${BASE}/recipients/count?lists=${all.id},${unit.id}`, 'expert');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ count: all.countContact, skipped: 0 });
    // The same address in two strategies (a club manager who is also a member) counts once.
    await server.db.pool.query(
      `UPDATE users SET email = upper((SELECT p.email FROM persons p JOIN person_roles pr ON pr.person_id = p.id
                                        JOIN person_role_types t ON t.id = pr.type_id AND t.is_club_role
                                       WHERE p.email IS NOT NULL AND pr.valid_from <= ${TEST_DAY}
                                         AND (pr.valid_till IS NULL OR pr.valid_till >= ${TEST_DAY}) LIMIT 1))
        WHERE user_name = 'club@fedra.test'`,
    );
    const managers = listOf('clubManagers');
    const union = (await call('GET', `${BASE}/recipients/count?lists=${all.id},${managers.id}`, 'expert')).json();
    expect(union.data.count).toBe(all.countContact + managers.countContact - 1);
    await server.db.pool.query(`UPDATE users SET email = user_name WHERE user_name = 'club@fedra.test'`);
    const bad = await call('GET', `${BASE}/recipients/count?lists=a,b`, 'expert');
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad.json())).toEqual(['lists']);
  });

  it('creates and changes senders, refusing an invalid address', async () => {
    const bad = await call(
      'POST',
      `${BASE}/senders`,
      'expert',
      { name: '', email: 'not an address', replyTo: 'x@' },
      'cs',
    );
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad.json()).sort()).toEqual(['email', 'name', 'replyTo']);
    expect(bad.json().errors.find((e: { field: string }) => e.field === 'email').message).toBe(
      'Pole email musí být platný e-mail.',
    );
    const created = await call('POST', `${BASE}/senders`, 'expert', { name: 'Liga', email: 'liga@fedra.test' });
    expect(created.statusCode, created.body).toBe(201);
    const sender = created.json().data;
    expect(sender).toMatchObject({ name: 'Liga', email: 'liga@fedra.test', active: true, alias: null });
    const changed = await call('PUT', `${BASE}/senders/${sender.id}`, 'expert', {
      id: sender.id,
      name: 'Ligová komise',
      email: 'liga@fedra.test',
      alias: 'Liga',
      active: false,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ name: 'Ligová komise', alias: 'Liga', active: false });
    const mismatch = await call('PUT', `${BASE}/senders/${sender.id}`, 'expert', {
      id: sender.id + 1,
      name: 'X',
      email: 'x@fedra.test',
    });
    expect(fieldsOf(mismatch.json())).toEqual(['id']);
    expect(
      (await call('PUT', `${BASE}/senders/999999`, 'expert', { id: 999999, name: 'X', email: 'x@y.cz' })).statusCode,
    ).toBe(404);
    const inactive = await call(
      'GET',
      `${BASE}/senders?fields[active][o]=valuesEqual&fields[active][v]=false`,
      'expert',
    );
    expect(inactive.json().data.map((s: { id: number }) => s.id)).toEqual([sender.id]);
  });

  it('creates lists (a unit list needs its unit) and deletes them', async () => {
    const noUnit = await call('POST', `${BASE}/lists`, 'expert', { name: 'Unit', contactStrategy: 'unitMembers' });
    expect(noUnit.statusCode).toBe(400);
    expect(fieldsOf(noUnit.json())).toEqual(['federationUnitId']);
    const badUnit = await call('POST', `${BASE}/lists`, 'expert', {
      name: 'Unit',
      contactStrategy: 'unitMembers',
      federationUnitId: 999,
    });
    expect(fieldsOf(badUnit.json())).toEqual(['federationUnitId']);
    const badStrategy = await call('POST', `${BASE}/lists`, 'expert', { name: 'X', contactStrategy: 'everyone' });
    expect(fieldsOf(badStrategy.json())).toEqual(['contactStrategy']);
    const created = await call('POST', `${BASE}/lists`, 'expert', {
      name: 'Managers',
      contactStrategy: 'clubManagers',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    expect(created.json().data.countContact).toBe(listOf('clubManagers').countContact);
    const filtered = await call(
      'GET',
      `${BASE}/lists?fields[contactStrategy][o]=valuesEqual&fields[contactStrategy][v]=clubManagers&sort=-createdDate`,
      'expert',
    );
    expect(filtered.json().data.map((l: { id: number }) => l.id)).toContain(id);
    expect((await call('DELETE', `${BASE}/lists/${id}`, 'expert')).statusCode).toBe(202);
    expect((await call('DELETE', `${BASE}/lists/${id}`, 'expert')).statusCode).toBe(404);
  });
});

describe('campaigns', () => {
  it('creates a draft, reads, lists, updates and deletes it', async () => {
    const c = await create({
      data: { heading: ' News ', body: '<p onclick="x()">Hi<script>alert(1)</script></p>', other: 'x' },
    });
    expect(c).toMatchObject({ status: 'DRAFT', statusId: 1, isPlanned: false, sendDate: null, progress: null });
    // Rich text sanitised, text trimmed, keys the template lacks dropped.
    expect(c.data).toEqual({ heading: 'News', body: '<p>Hi</p>' });
    expect(c.countRecipients).toBe(smallList.countContact);
    expect(c.lists).toEqual([{ id: smallList.id, name: 'Referees of one unit', countContact: smallList.countContact }]);
    const detail = await call('GET', `${CAMPAIGNS}/${c.id}`, 'expert');
    expect(detail.json().links.map((l: { operationId: string }) => l.operationId)).toContain(
      'api.admin.zone.emailing.campaigns.send',
    );
    const list = await call(
      'GET',
      `${CAMPAIGNS}?fields[statusId][o]=valuesEqual&fields[statusId][v]=1&sort=name`,
      'expert',
    );
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.map((r: { id: number }) => r.id)).toContain(c.id);
    // A page row is the detail (each list counted once for the page), in the asked order.
    const byName = (await call('GET', `${CAMPAIGNS}?sort=name&limit=100`, 'expert')).json();
    expect(byName.data.find((r: Campaign) => r.id === c.id)).toEqual(detail.json().data);
    const names = byName.data.map((r: Campaign) => r.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const demoDraft = byName.data.find((r: Campaign) => r.name === 'Zpravodaj – prosinec') as Campaign;
    expect(demoDraft.lists.map((l) => l.countContact).sort()).toEqual(
      lists
        .filter((l) => demoDraft.lists.some((d) => d.id === l.id))
        .map((l) => l.countContact)
        .sort(),
    );
    const csv = await call('GET', `${CAMPAIGNS}?format=csv&sort=-createdDate`, 'expert');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Zpravodaj – nová sezóna');
    const sent = await call('GET', `${CAMPAIGNS}?fields[statusId][o]=valuesEqual&fields[statusId][v]=4`, 'expert');
    expect(sent.json().total).toBe(2);

    // A new template drops the fields it does not have.
    const announcement = templates.find((t) => t.name === 'Oznámení')!;
    const changed = await call(
      'PUT',
      `${CAMPAIGNS}/${c.id}`,
      'expert',
      update(c, { templateId: announcement.id, name: 'Renamed' }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({
      templateId: announcement.id,
      name: 'Renamed',
      data: { body: '<p>Hi</p>' },
    });

    const deleted = await call('DELETE', `${CAMPAIGNS}/${c.id}`, 'expert');
    expect(deleted.statusCode).toBe(202);
    expect((await call('GET', `${CAMPAIGNS}/${c.id}`, 'expert')).statusCode).toBe(404);
  });

  it('refuses unknown references, naming each field', async () => {
    const res = await call(
      'POST',
      CAMPAIGNS,
      'expert',
      draft({ templateId: 999, senderId: 998, lists: [smallList.id, 997] }),
    );
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json()).sort()).toEqual(['lists', 'senderId', 'templateId']);
    const missing = await call('POST', CAMPAIGNS, 'expert', { name: '' });
    expect(fieldsOf(missing.json()).sort()).toEqual(['lists', 'name', 'senderId', 'subject', 'templateId']);
    expect(
      await one<{ n: number }>(`SELECT count(*)::int AS n FROM emailing_campaigns WHERE name = 'Test campaign'`),
    ).toEqual({ n: 0 });
  });

  it('sends to each recipient once into the outbox and ends SENT with its progress', async () => {
    const c = await create({ subject: 'Zpráva pro {{firstName}}' });
    const res = await call('POST', `${CAMPAIGNS}/${c.id}/send`, 'expert');
    expect(res.statusCode, res.body).toBe(200);
    expect(['SENDING', 'SENT']).toContain(res.json().data.status);
    const done = await waitFor(c.id, ['SENT']);
    const n = smallList.countContact;
    expect(done.progress).toEqual({ total: n, sent: n, failed: 0, remaining: 0 });
    expect(done.countRecipients).toBe(n);
    expect(done.sentDate).not.toBeNull();
    const outbox = path.join(server.deps.config.DATA_DIR, 'outbox');
    const files = (await readdir(outbox)).filter((f) => f.startsWith(`campaign-${c.id}-delivery-`));
    expect(files).toHaveLength(n);
    const deliveries = (await call('GET', `${CAMPAIGNS}/${c.id}/deliveries?limit=500`, 'expert')).json();
    expect(deliveries.total).toBe(n);
    expect(
      deliveries.data.every((d: { state: string; attempts: number }) => d.state === 'sent' && d.attempts === 1),
    ).toBe(true);
    const first = deliveries.data[0] as { id: number; email: string; name: string };
    const mail = await simpleParser(await readFile(path.join(outbox, `campaign-${c.id}-delivery-${first.id}.eml`)));
    expect(mail.messageId).toBe(`<campaign-${c.id}.delivery-${first.id}@fedra.test>`);
    expect((mail.to as { value: { address: string }[] }).value[0]!.address).toBe(first.email);
    expect(mail.subject).toBe(`Zpráva pro ${first.name.split(' ')[0]}`);
    // The seeded template greets in the vocative (issue 36).
    const person = await one<{ first_name: string; sex_id: number | null }>(
      `SELECT p.first_name, p.sex_id FROM emailing_deliveries d JOIN persons p ON p.id = d.person_id WHERE d.id = ${first.id}`,
    );
    expect(mail.html).toContain(`Dobrý den, ${firstNameVocative(person!.first_name, person!.sex_id)},`);
    expect(mail.html).toContain('Česká badmintonová federace (demo)');
    expect(mail.text).toContain('News');
    expect(mail.from?.value[0]).toEqual({ name: 'Česká badmintonová federace', address: 'sekretariat@fedra.test' });
    // Finished: no more edits, stop or send.
    const edit = await call('PUT', `${CAMPAIGNS}/${c.id}`, 'expert', update(done));
    expect(edit.statusCode).toBe(409);
    const stop = await call('POST', `${CAMPAIGNS}/${c.id}/stop`, 'expert', undefined, 'en');
    expect(stop.statusCode).toBe(409);
    expect(stop.json().detail).toBe('The campaign is not scheduled or sending, so it cannot be stopped.');
    expect((await call('POST', `${CAMPAIGNS}/${c.id}/stop`, 'expert', undefined, 'cs')).json().detail).toBe(
      'Kampaň není naplánovaná ani se neodesílá, nelze ji zastavit.',
    );
    expect((await call('POST', `${CAMPAIGNS}/${c.id}/send`, 'expert')).statusCode).toBe(409);
    const filtered = await call(
      'GET',
      `${CAMPAIGNS}/${c.id}/deliveries?fields[state][o]=valuesEqual&fields[state][v]=failed`,
      'expert',
    );
    expect(filtered.json().total).toBe(0);
  });

  it('schedules, reschedules, stops back to draft, and runs only the latest plan', async () => {
    const c = await create();
    const past = await call('POST', `${CAMPAIGNS}/${c.id}/schedule`, 'expert', { sendDate: '2020-01-01T10:00:00Z' });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toEqual([{ field: 'sendDate', message: 'The send date must be in the future.' }]);
    const badFormat = await call('POST', `${CAMPAIGNS}/${c.id}/schedule`, 'expert', { sendDate: 'tomorrow' });
    expect(fieldsOf(badFormat.json())).toEqual(['sendDate']);

    const far = new Date(Date.now() + 3600_000).toISOString();
    const scheduled = await call('POST', `${CAMPAIGNS}/${c.id}/schedule`, 'expert', { sendDate: far });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect(scheduled.json().data).toMatchObject({ status: 'SCHEDULED', isPlanned: true, sendDate: far });
    // Editable while scheduled; the plan fields must stay as they are.
    const s = scheduled.json().data as Campaign;
    const moved = await call(
      'PUT',
      `${CAMPAIGNS}/${c.id}`,
      'expert',
      update(s, { isPlanned: false, statusId: 1, sendDate: null }),
    );
    expect(moved.statusCode).toBe(400);
    expect(fieldsOf(moved.json()).sort()).toEqual(['isPlanned', 'sendDate', 'statusId']);
    expect((await call('PUT', `${CAMPAIGNS}/${c.id}`, 'expert', update(s, { name: 'Planned' }))).statusCode).toBe(200);

    // Rescheduled to in a moment: the first plan's job, when due, is stale.
    const soon = new Date(Date.now() + 1500).toISOString();
    const again = await call('POST', `${CAMPAIGNS}/${c.id}/schedule`, 'expert', { sendDate: soon });
    expect(again.statusCode, again.body).toBe(200);
    const stopped = await call('POST', `${CAMPAIGNS}/${c.id}/stop`, 'expert');
    expect(stopped.json().data).toMatchObject({ status: 'DRAFT', isPlanned: false, sendDate: null });
    await new Promise((r) => setTimeout(r, 2500));
    expect((await get(c.id)).status).toBe('DRAFT');
    expect(
      await one<{ n: number }>('SELECT count(*)::int AS n FROM emailing_deliveries WHERE campaign_id = $1', [c.id]),
    ).toEqual({ n: 0 });

    // Scheduled again; this plan runs.
    const last = await call('POST', `${CAMPAIGNS}/${c.id}/schedule`, 'expert', {
      sendDate: new Date(Date.now() + 800).toISOString(),
    });
    expect(last.statusCode).toBe(200);
    const sent = await waitFor(c.id, ['SENT']);
    expect(sent.progress?.sent).toBe(smallList.countContact);
    expect(sent.isPlanned).toBe(false);
  });

  it('stops a running send: pending deliveries are cancelled, only messages in flight still end sent', async () => {
    const c = await create({ lists: [listOf('allMembers').id] });
    const res = await call('POST', `${CAMPAIGNS}/${c.id}/send`, 'expert');
    expect(res.statusCode, res.body).toBe(200);
    // The send answers at once; the job fixes the recipients.
    expect(res.json().data.status).toBe('SENDING');
    const stopped = await call('POST', `${CAMPAIGNS}/${c.id}/stop`, 'expert');
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json().data.status).toBe('STOPPED');
    const p = stopped.json().data.progress;
    // Stopped before or after the job fixed the recipients: nothing pending either way.
    if (p) {
      expect(p.remaining).toBe(0);
      expect(p.total).toBe(listOf('allMembers').countContact);
    }
    await new Promise((r) => setTimeout(r, 500));
    const later = await get(c.id);
    expect(later.status).toBe('STOPPED');
    const counts = await one<{ cancelled: number; sent: number; pending: number; total: number }>(
      `SELECT count(*) FILTER (WHERE state = 'cancelled')::int AS cancelled, count(*) FILTER (WHERE state = 'sent')::int AS sent,
              count(*) FILTER (WHERE state = 'pending')::int AS pending, count(*)::int AS total
         FROM emailing_deliveries WHERE campaign_id = $1`,
      [c.id],
    );
    expect(counts.pending).toBe(0);
    expect(counts.cancelled + counts.sent).toBe(counts.total);
    // A message in flight at the stop is still recorded sent: at most PARALLEL.outbox of them.
    expect(counts.sent - (p?.sent ?? 0)).toBeLessThanOrEqual(PARALLEL.outbox);
    await new Promise((r) => setTimeout(r, 300));
    expect((await get(c.id)).progress?.sent).toBe(later.progress?.sent);
    expect((await call('POST', `${CAMPAIGNS}/${c.id}/stop`, 'expert')).statusCode).toBe(409);
    expect((await call('DELETE', `${CAMPAIGNS}/${c.id}`, 'expert')).statusCode).toBe(202);
  });

  it('refuses to send without lists, recipients, an active sender or required fields', async () => {
    const empty = await create({ lists: [], data: { heading: '', body: '<p> </p>' } });
    const res = await call('POST', `${CAMPAIGNS}/${empty.id}/send`, 'expert');
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json()).sort()).toEqual(['data.body', 'data.heading', 'lists']);
    expect(res.json().errors.find((e: { field: string }) => e.field === 'data.heading').message).toBe(
      'The template field Heading is required.',
    );
    // A list that has nobody now.
    const nobody = (
      await call('POST', `${BASE}/lists`, 'expert', {
        name: 'Nobody',
        contactStrategy: 'referees',
        federationUnitId: 4,
      })
    ).json().data;
    await server.db.pool.query(`UPDATE persons SET email = NULL WHERE federation_unit_id = 4`);
    const zero = await create({ lists: [nobody.id] });
    const noOne = await call('POST', `${CAMPAIGNS}/${zero.id}/send`, 'expert', undefined, 'cs');
    expect(noOne.json().errors).toEqual([{ field: 'lists', message: 'Vybrané seznamy teď nemají žádného příjemce.' }]);
    const noOnePlanned = await call('POST', `${CAMPAIGNS}/${zero.id}/schedule`, 'expert', {
      sendDate: new Date(Date.now() + 3600_000).toISOString(),
    });
    expect(fieldsOf(noOnePlanned.json())).toEqual(['lists']);
    expect((await get(zero.id)).status).toBe('DRAFT');
    // An inactive sender.
    const sender = (
      await call('POST', `${BASE}/senders`, 'expert', { name: 'Off', email: 'off@fedra.test', active: false })
    ).json().data;
    const off = await create({ senderId: sender.id });
    const refused = await call('POST', `${CAMPAIGNS}/${off.id}/send`, 'expert');
    expect(refused.json().errors).toEqual([{ field: 'senderId', message: 'The sender Off is not active.' }]);
    expect((await get(off.id)).status).toBe('DRAFT');
  });

  it('re-checks a scheduled campaign when it is edited, and keeps senders and lists of a send', async () => {
    const c = await create();
    const far = new Date(Date.now() + 3600_000).toISOString();
    const scheduled = (await call('POST', `${CAMPAIGNS}/${c.id}/schedule`, 'expert', { sendDate: far })).json()
      .data as Campaign;
    // A required field emptied, or no list left, while scheduled: refused, nothing changed.
    const emptied = await call(
      'PUT',
      `${CAMPAIGNS}/${c.id}`,
      'expert',
      update(scheduled, { data: { heading: '', body: '<p>x</p>' }, lists: [] }),
    );
    expect(emptied.statusCode, emptied.body).toBe(400);
    expect(fieldsOf(emptied.json()).sort()).toEqual(['data.heading', 'lists']);
    const kept = await get(c.id);
    expect(kept.data.heading).toBe('News');
    expect(kept.lists.map((l) => l.id)).toEqual([smallList.id]);
    // A draft may be incomplete.
    const other = await create();
    const draftEdit = await call('PUT', `${CAMPAIGNS}/${other.id}`, 'expert', update(other, { lists: [] }));
    expect(draftEdit.statusCode, draftEdit.body).toBe(200);

    // The list of a scheduled campaign cannot be deleted.
    const list = (
      await call('POST', `${BASE}/lists`, 'expert', {
        name: 'Doomed',
        contactStrategy: 'referees',
        federationUnitId: null,
      })
    ).json().data as { id: number };
    const withList = await call(
      'PUT',
      `${CAMPAIGNS}/${c.id}`,
      'expert',
      update(kept, { lists: [smallList.id, list.id] }),
    );
    expect(withList.statusCode, withList.body).toBe(200);
    expect((await call('DELETE', `${BASE}/lists/${list.id}`, 'expert')).statusCode).toBe(409);

    // A sender used by a campaign being sent is not changed (one From and Message-ID host per send).
    const sender = (await call('POST', `${BASE}/senders`, 'expert', { name: 'Busy', email: 'busy@fedra.test' })).json()
      .data as { id: number; name: string; email: string };
    const busy = await create({ senderId: sender.id });
    await server.db.pool.query('UPDATE emailing_campaigns SET status_id = 3 WHERE id = $1', [busy.id]);
    const change = { id: sender.id, name: 'Busy', email: 'other@example.org' };
    const refused = await call('PUT', `${BASE}/senders/${sender.id}`, 'expert', change, 'cs');
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().detail).toMatch(/odesílá/);
    await server.db.pool.query('UPDATE emailing_campaigns SET status_id = 5 WHERE id = $1', [busy.id]);
    expect((await call('PUT', `${BASE}/senders/${sender.id}`, 'expert', change)).statusCode).toBe(200);
    // A stopped campaign does not count its lists live: its deliveries are its recipients.
    const stopped = await get(busy.id);
    expect(stopped.countRecipients).toBe(0);
    expect(stopped.lists.every((l) => l.countContact === 0)).toBe(true);
    expect((await call('POST', `${CAMPAIGNS}/${c.id}/stop`, 'expert')).statusCode).toBe(200);
  });

  it('orders a list delete with a schedule by the list row: the schedule sees the list gone', async () => {
    const list = (
      await call('POST', `${BASE}/lists`, 'expert', {
        name: 'Racing',
        contactStrategy: 'referees',
        federationUnitId: null,
      })
    ).json().data as { id: number };
    const c = await create({ lists: [list.id] });
    // A delete under way: the list row locked (as deleteList does) and not yet committed.
    const deleting = await server.db.pool.connect();
    try {
      await deleting.query('BEGIN');
      await deleting.query('SELECT 1 FROM emailing_lists WHERE id = $1 FOR UPDATE', [list.id]);
      const schedule = call('POST', `${CAMPAIGNS}/${c.id}/schedule`, 'expert', {
        sendDate: new Date(Date.now() + 3600_000).toISOString(),
      });
      await new Promise((r) => setTimeout(r, 300));
      await deleting.query('DELETE FROM emailing_lists WHERE id = $1', [list.id]);
      await deleting.query('COMMIT');
      const res = await schedule;
      expect(res.statusCode, res.body).toBe(400);
      expect(fieldsOf(res.json())).toEqual(['lists']);
    } finally {
      deleting.release();
    }
    expect((await get(c.id)).status).toBe('DRAFT');
  });

  it('previews the message and sends a test to one address', async () => {
    const c = await create({ data: { heading: 'Ahoj <b>', body: '<p>Text <a href="javascript:alert(1)">x</a></p>' } });
    const preview = await call('GET', `${CAMPAIGNS}/${c.id}/preview`, 'expert');
    expect(preview.statusCode, preview.body).toBe(200);
    const p = preview.json().data;
    expect(p.subject).toBe('Hello Jana');
    expect(p.html).toContain('Ahoj &lt;b&gt;');
    expect(p.html).not.toContain('javascript:');
    expect(p.text).toContain('Dobrý den, Jano,');
    const test = await call('POST', `${CAMPAIGNS}/${c.id}/test`, 'expert', { email: 'tester@example.com' });
    expect(test.statusCode, test.body).toBe(202);
    const outbox = path.join(server.deps.config.DATA_DIR, 'outbox');
    const files = (await readdir(outbox)).filter((f) => f.startsWith(`campaign-${c.id}-test-`));
    expect(files).toHaveLength(1);
    const mail = await simpleParser(await readFile(path.join(outbox, files[0]!)));
    expect(mail.subject).toBe('[TEST] Hello Jana');
    expect((await get(c.id)).status).toBe('DRAFT');
    const bad = await call('POST', `${CAMPAIGNS}/${c.id}/test`, 'expert', { email: 'nope' });
    expect(fieldsOf(bad.json())).toEqual(['email']);
  });

  it('keeps the demo campaigns: two sent with their deliveries, one draft', async () => {
    const all = (
      await call('GET', `${CAMPAIGNS}?fields[name][o]=valuesLike&fields[name][v]=Zpravodaj`, 'expert')
    ).json();
    const names = all.data.map((c: Campaign) => `${c.name}:${c.status}`);
    expect(names).toEqual(expect.arrayContaining(['Zpravodaj – nová sezóna:SENT', 'Zpravodaj – prosinec:DRAFT']));
    const sent = all.data.find((c: Campaign) => c.status === 'SENT') as Campaign;
    expect(sent.progress!.sent).toBe(sent.progress!.total);
    expect(sent.progress!.total).toBeGreaterThan(0);
  });
});

describe('access', () => {
  it('lets the read-only office role read but not write', async () => {
    const ro = { token: await server.tokenForRole('expro@fedra.test', 'AdminExpertCommissionReadOnly') };
    for (const url of [CAMPAIGNS, `${BASE}/lists`, `${BASE}/senders`, `${BASE}/templates`])
      expect((await call('GET', url, ro)).statusCode, url).toBe(200);
    const c = await create();
    expect((await call('GET', `${CAMPAIGNS}/${c.id}`, ro)).statusCode).toBe(200);
    expect((await call('GET', `${CAMPAIGNS}/${c.id}`, ro)).json().links).toEqual(
      expect.arrayContaining([expect.objectContaining({ operationId: 'api.admin.zone.emailing.campaigns.list' })]),
    );
    for (const [method, url, body] of [
      ['POST', CAMPAIGNS, draft()],
      ['PUT', `${CAMPAIGNS}/${c.id}`, update(c)],
      ['DELETE', `${CAMPAIGNS}/${c.id}`, undefined],
      ['POST', `${CAMPAIGNS}/${c.id}/send`, undefined],
      ['POST', `${BASE}/lists`, { name: 'X', contactStrategy: 'referees' }],
      ['POST', `${BASE}/senders`, { name: 'X', email: 'x@fedra.test' }],
    ] as const) {
      const res = await call(method, url, ro, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await get(c.id)).status).toBe('DRAFT');
  });

  it('refuses other admin roles, the club and personal zones', async () => {
    const union = { token: await server.tokenForRole('union@fedra.test', 'AdminUnionCommision') };
    for (const as of ['unit', 'club', 'clubro', 'member', union] as Caller[]) {
      expect((await call('GET', CAMPAIGNS, as)).statusCode).toBe(403);
      expect((await call('POST', CAMPAIGNS, as, draft())).statusCode).toBe(403);
    }
    expect((await server.request({ method: 'GET', url: CAMPAIGNS })).statusCode).toBe(401);
  });

  it('answers 404 when the module is off', async () => {
    const res = await moduleOff.request({ method: 'GET', url: CAMPAIGNS, as: 'admin' });
    expect(res.statusCode).toBe(404);
    expect((await moduleOff.request({ method: 'GET', url: `${BASE}/templates`, as: 'expert' })).statusCode).toBe(404);
  });
});
