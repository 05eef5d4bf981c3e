// E-mail campaigns' text fields against hostile input (review of issue 13): a NUL byte or a control
// character in any text field, a list id past the integer range, a planned date outside the
// platform's bounds: each a 400 naming the field, never a 500 from PostgreSQL. The feature's own
// behaviour is in emailing.test.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../test-server';

const server = useTestServer();

const BASE = '/api/admin-zone/emailing';
type Problem = { errors: { field?: string; message: string }[] };

async function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, lang = 'en') {
  return server.request({
    method,
    url,
    as: 'expert',
    ...(payload ? { payload } : {}),
    headers: { 'accept-language': lang },
  });
}
const fieldsOf = (res: { json(): unknown }) => (res.json() as Problem).errors.map((e) => e.field);

let draft: (over?: Record<string, unknown>) => Record<string, unknown>;

beforeAll(async () => {
  const templates = (await call('GET', `${BASE}/templates`)).json().data as { id: number; name: string }[];
  const senders = (await call('GET', `${BASE}/senders`)).json().data as { id: number }[];
  const lists = (await call('GET', `${BASE}/lists`)).json().data as { id: number }[];
  const template = templates.find((t) => t.name === 'Zpravodaj')!;
  draft = (over = {}) => ({
    templateId: template.id,
    name: 'Kampaň',
    subject: 'Předmět',
    data: { heading: 'Zprávy', body: '<p>Text</p>' },
    senderId: senders[0]!.id,
    lists: [lists[0]!.id],
    ...over,
  });
});

describe('e-mail campaign text fields', () => {
  it('refuses a NUL byte or a control character in a campaign with a 400 naming the field', async () => {
    const before = (await server.db.pool.query('SELECT count(*)::int AS n FROM emailing_campaigns')).rows[0].n;
    const cases: [string, Record<string, unknown>][] = [
      ['subject', { subject: 'Ahoj\u0000' }],
      ['subject', { subject: 'Ahoj\r\nBcc: x@example.com' }],
      ['name', { name: 'a\u0000' }],
      ['data.heading', { data: { heading: 'a\u0000b', body: '<p>x</p>' } }],
      ['data.body', { data: { heading: 'a', body: '<p>\u0000</p>' } }],
    ];
    for (const [field, over] of cases) {
      const res = await call('POST', `${BASE}/campaigns`, draft(over));
      expect(res.statusCode, `${field} ${res.body}`).toBe(400);
      expect(fieldsOf(res), field).toEqual([field]);
    }
    const cs = await call('POST', `${BASE}/campaigns`, draft({ subject: '\u0000' }), 'cs');
    expect((cs.json() as Problem).errors[0]!.message).toMatch(/řídicí znaky/);
    // A key with a NUL byte is refused too (jsonb cannot hold it).
    const key = await call('POST', `${BASE}/campaigns`, draft({ data: { 'a\u0000': 'x' } }));
    expect(key.statusCode, key.body).toBe(400);
    // Multi-line values keep their line breaks.
    const ok = await call('POST', `${BASE}/campaigns`, draft({ data: { heading: 'a', body: '<p>a</p>\n\t<p>b</p>' } }));
    expect(ok.statusCode, ok.body).toBe(201);
    const created = ok.json().data as { id: number; templateId: number; senderId: number };
    const put = await call('PUT', `${BASE}/campaigns/${created.id}`, {
      ...draft(),
      id: created.id,
      externalId: 'ext\u0000',
    });
    expect(put.statusCode, put.body).toBe(400);
    expect(fieldsOf(put)).toEqual(['externalId']);
    const after = (await server.db.pool.query('SELECT count(*)::int AS n FROM emailing_campaigns')).rows[0].n;
    expect(after).toBe(before + 1);
  });

  it('refuses a NUL byte in a sender or a list name', async () => {
    const sender = await call('POST', `${BASE}/senders`, { name: 'Liga\u0000', email: 'liga@fedra.test' });
    expect(sender.statusCode, sender.body).toBe(400);
    expect(fieldsOf(sender)).toEqual(['name']);
    const alias = await call('POST', `${BASE}/senders`, { name: 'Liga', alias: 'a\u0000', email: 'liga@fedra.test' });
    expect(fieldsOf(alias)).toEqual(['alias']);
    const list = await call('POST', `${BASE}/lists`, { name: 'Seznam\u0000', contactStrategy: 'allMembers' });
    expect(list.statusCode, list.body).toBe(400);
    expect(fieldsOf(list)).toEqual(['name']);
  });

  it('refuses a list id past the integer range in the recipient count with a 400 on lists', async () => {
    for (const lists of ['9999999999', '1,2147483648']) {
      const res = await call('GET', `${BASE}/recipients/count?lists=${lists}`);
      expect(res.statusCode, `${lists} ${res.body}`).toBe(400);
      expect(fieldsOf(res)).toEqual(['lists']);
    }
    const largest = await call('GET', `${BASE}/recipients/count?lists=2147483647`);
    expect(largest.statusCode, largest.body).toBeLessThan(500);
  });

  it('refuses a planned send date outside 1900-2100 with a 400 on sendDate', async () => {
    const created = (await call('POST', `${BASE}/campaigns`, draft())).json().data as { id: number };
    for (const sendDate of ['0000-01-01T00:00:00Z', '2101-01-01T00:00:00Z', '99999-01-01T00:00:00Z']) {
      const res = await call('POST', `${BASE}/campaigns/${created.id}/schedule`, { sendDate });
      expect(res.statusCode, `${sendDate} ${res.body}`).toBe(400);
      expect(fieldsOf(res)).toEqual(['sendDate']);
    }
  });
});
