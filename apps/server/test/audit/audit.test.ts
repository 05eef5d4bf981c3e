// The audit log read back through HTTP on real PostgreSQL (issue 28 item 10): the admin zone's
// list shows what sign-ins and user changes wrote, newest first; its filters (action, days in
// Prague whatever the server's clock says, actor, subject, address), its sort and its export; the
// denials and the refused filters; and a user's own last sign-ins, nobody else's.
import { parse as parseCsv } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/demo/seed';
import { DEMO_USERS, type DemoUser, useTestServer } from '../test-server';

const server = useTestServer();
const AUDIT = '/api/admin-zone/audit';
const MINE = '/api/account/me/sign-ins';
const AGENT = 'audit-test';

type Entry = {
  id: number;
  at: string;
  actor: { id: number; name: string | null } | null;
  action: string;
  subjectType: string | null;
  subjectId: number | null;
  subjectName: string | null;
  ip: string | null;
  userAgent: string | null;
  details: Record<string, unknown> | null;
};
type SignIn = { at: string; success: boolean; method: string | null; ip: string | null; userAgent: string | null };

function get(url: string, as?: DemoUser | { token: string }, lang = 'cs') {
  return server.request({
    method: 'GET',
    url,
    ...(typeof as === 'string' ? { as } : as ? { token: as.token } : {}),
    headers: { 'accept-language': lang },
  });
}
const rows = async (query: string, as: DemoUser = 'admin') => {
  const res = await get(`${AUDIT}?${query}`, as);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Entry[]; total: number; limit: number; offset: number };
};
const eq = (field: string, value: string | number) =>
  `fields[${field}][o]=valuesEqual&fields[${field}][v]=${encodeURIComponent(String(value))}`;
const days = (from?: string, to?: string) =>
  `fields[at][o]=valueDateRange${from ? `&fields[at][v][from]=${from}` : ''}${to ? `&fields[at][v][to]=${to}` : ''}`;

function login(userName: string, password = DEMO_PASSWORD, agent = AGENT) {
  return server.request({
    method: 'POST',
    url: '/api/account/login',
    payload: { userName, password },
    headers: { 'user-agent': agent },
  });
}

const idOf = async (user: DemoUser) =>
  (
    await server.db.pool.query<{ id: number; name: string }>(
      `SELECT id, first_name || ' ' || last_name AS name FROM users WHERE user_name = $1`,
      [DEMO_USERS[user]],
    )
  ).rows[0]!;

/** Rows written straight into the log at given instants (inserting is allowed; changing is not). */
async function logAt(at: string, action: string, ip: string | null = null) {
  const { rows } = await server.db.pool.query<{ id: number }>(
    `INSERT INTO audit_log (at, action, ip, details) VALUES ($1, $2, $3, '{"probe": true}') RETURNING id`,
    [at, action, ip],
  );
  return rows[0]!.id;
}

let admin: { id: number; name: string };
let clubro: { id: number; name: string };
let member: { id: number; name: string };

beforeAll(async () => {
  // The Administrator's own sign-in first, so that the changes below are the newest rows.
  await server.tokenFor('admin');
  admin = await idOf('admin');
  clubro = await idOf('clubro');
  member = await idOf('member');
  // A sign-in, a failed one, and the Administrator's changes of another user.
  expect((await login(DEMO_USERS.clubro)).statusCode).toBe(200);
  expect((await login(DEMO_USERS.clubro, 'Spatne-heslo-1')).statusCode).toBe(401);
  const detail = (await get(`/api/admin-zone/users/${clubro.id}`, 'admin')).json().data as {
    firstName: string;
    lastName: string;
    roles: { roleTypeId: number; clubs: { id: number }[]; federationUnit: { id: number } | null }[];
  };
  const update = await server.request({
    method: 'PUT',
    url: `/api/admin-zone/users/${clubro.id}`,
    as: 'admin',
    headers: { 'user-agent': AGENT },
    payload: {
      firstName: detail.firstName,
      lastName: `${detail.lastName} Audit`,
      roles: detail.roles.map((r) => ({
        roleTypeId: r.roleTypeId,
        clubIds: r.clubs.map((c) => c.id),
        federationUnitId: r.federationUnit?.id ?? null,
      })),
    },
  });
  expect(update.statusCode, update.body).toBe(202);
  clubro.name = `${detail.firstName} ${detail.lastName} Audit`;
  for (const action of ['lock', 'unlock'])
    expect(
      (
        await server.request({
          method: 'POST',
          url: `/api/admin-zone/users/${clubro.id}/${action}`,
          as: 'admin',
          headers: { 'user-agent': AGENT },
        })
      ).statusCode,
    ).toBe(200);
});

describe('the audit list', () => {
  it('shows what the sign-ins and the user changes wrote, newest first, with names', async () => {
    const { data, total, limit } = await rows('');
    expect(limit).toBe(100);
    expect(total).toBeGreaterThanOrEqual(6);
    const ats = data.map((r) => `${r.at}#${String(r.id).padStart(12, '0')}`);
    expect(ats).toEqual([...ats].sort().reverse());
    const newest = data.slice(0, 5).map((r) => r.action);
    expect(newest).toEqual(['user.unlock', 'user.lock', 'user.update', 'sign-in-failed', 'sign-in']);
    const [unlock, lock, update, failed, signIn] = data;
    expect(lock).toMatchObject({
      actor: { id: admin.id, name: admin.name },
      subjectType: 'user',
      subjectId: clubro.id,
      subjectName: clubro.name,
      userAgent: AGENT,
    });
    expect(lock!.at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(lock!.ip).toBeTruthy();
    expect(unlock!.action).toBe('user.unlock');
    // The change keeps the values before and after, as written.
    expect((update!.details as { before: { lastName: string }; after: { lastName: string } }).after.lastName).toMatch(
      / Audit$/,
    );
    expect(failed).toMatchObject({
      actor: null,
      subjectId: clubro.id,
      details: { userName: DEMO_USERS.clubro, reason: 'password' },
    });
    expect(signIn).toMatchObject({
      actor: { id: clubro.id },
      subjectId: clubro.id,
      details: { method: 'password' },
      userAgent: AGENT,
    });
  });

  it('filters by action (one or several), actor, no actor and subject', async () => {
    const locks = await rows(eq('action', 'user.lock'));
    expect(locks.data.length).toBeGreaterThan(0);
    expect(locks.data.every((r) => r.action === 'user.lock')).toBe(true);
    expect(locks.total).toBe(locks.data.length);

    const both = await rows(
      'fields[action][o]=valuesMemberOf&fields[action][v][]=user.lock&fields[action][v][]=user.unlock',
    );
    expect(new Set(both.data.map((r) => r.action))).toEqual(new Set(['user.lock', 'user.unlock']));

    const byAdmin = await rows(eq('actorUserId', admin.id));
    expect(byAdmin.data.length).toBeGreaterThan(0);
    expect(byAdmin.data.every((r) => r.actor?.id === admin.id)).toBe(true);
    expect(byAdmin.data.map((r) => r.action)).toEqual(expect.arrayContaining(['user.update', 'user.lock', 'sign-in']));

    const nobody = await rows('fields[actorUserId][o]=valueNull');
    expect(nobody.data.every((r) => r.actor === null)).toBe(true);
    expect(nobody.data.map((r) => r.action)).toContain('sign-in-failed');

    const aboutClubro = await rows(`${eq('subjectType', 'user')}&${eq('subjectId', clubro.id)}`);
    expect(aboutClubro.data.every((r) => r.subjectType === 'user' && r.subjectId === clubro.id)).toBe(true);
    expect(aboutClubro.data.map((r) => r.action).slice(0, 5)).toEqual([
      'user.unlock',
      'user.lock',
      'user.update',
      'sign-in-failed',
      'sign-in',
    ]);
    expect(aboutClubro.total).toBe(aboutClubro.data.length);
    expect(aboutClubro.data.every((r) => r.subjectName === clubro.name)).toBe(true);
  });

  it('filters by whole days in Prague, whatever day the server thinks it is, and sorts oldest first', async () => {
    // 2019-03-01 23:30 UTC is already 2 March in Prague; 2 March 23:00 UTC is 3 March there.
    const lateUtc = await logAt('2019-03-01T23:30:00Z', 'probe.day');
    const lastMinute = await logAt('2019-03-02T22:59:59Z', 'probe.day');
    const nextDay = await logAt('2019-03-02T23:00:00Z', 'probe.day');
    const earlier = await logAt('2019-03-01T22:59:59Z', 'probe.day');
    const onDay = await rows(`${days('2019-03-02', '2019-03-02')}&${eq('action', 'probe.day')}`);
    expect(onDay.data.map((r) => r.id)).toEqual([lastMinute, lateUtc]);
    expect(onDay.total).toBe(2);
    const from = await rows(`${days('2019-03-02')}&${eq('action', 'probe.day')}`);
    expect(from.data.map((r) => r.id)).toEqual([nextDay, lastMinute, lateUtc]);
    const to = await rows(`${days(undefined, '2019-03-01')}&${eq('action', 'probe.day')}`);
    expect(to.data.map((r) => r.id)).toEqual([earlier]);
    // The whole log, oldest first: these rows are older than anything the tests wrote.
    const oldest = await rows('sort=at&limit=4');
    expect(oldest.data.map((r) => r.id)).toEqual([earlier, lateUtc, lastMinute, nextDay]);
    expect((await rows('sort=-at&limit=1')).data[0]!.action).toBe('user.unlock');
  });

  it('filters by a part of the network address, alone or with the days', async () => {
    const first = await logAt('2019-05-01T10:00:00Z', 'probe.ip', '203.0.113.7');
    const second = await logAt('2019-05-03T10:00:00Z', 'probe.ip', '2001:DB8::7');
    await logAt('2019-05-02T10:00:00Z', 'probe.ip', '198.51.100.1');
    const like = (text: string) => `fields[ip][o]=valuesLike&fields[ip][v]=${encodeURIComponent(text)}`;
    expect((await rows(like('203.0.113'))).data.map((r) => r.id)).toEqual([first]);
    // Any case (IPv6 letters), and a LIKE wildcard is only a character.
    expect((await rows(like('2001:db8'))).data.map((r) => r.id)).toEqual([second]);
    expect((await rows(like('203_0'))).data).toEqual([]);
    expect((await rows(`${like('203.0.113')}&${days('2019-05-02')}`)).data).toEqual([]);
    expect((await rows(eq('ip', '198.51.100.1'))).total).toBe(1);
  });

  it('pages through the log', async () => {
    const all = await rows('limit=1000');
    const page = await rows('limit=2&offset=1');
    expect(page.total).toBe(all.total);
    expect(page.data.map((r) => r.id)).toEqual(all.data.slice(1, 3).map((r) => r.id));
  });

  it('exports the filtered log as CSV and XLSX', async () => {
    const res = await get(`${AUDIT}?format=csv&${eq('subjectType', 'user')}&${eq('subjectId', clubro.id)}`, 'admin');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="?audit-\d{4}-\d\d-\d\d\.csv/);
    const records = parseCsv(res.rawPayload, { bom: true, delimiter: ';' }) as string[][];
    expect(records[0]).toEqual([
      'Kdy',
      'Kdo',
      'Kdo (id)',
      'Akce',
      'Typ záznamu',
      'Záznam (id)',
      'Záznam',
      'Adresa',
      'Prohlížeč',
      'Podrobnosti',
    ]);
    const body = records.slice(1);
    expect(body.map((r) => r[3]).slice(0, 5)).toEqual([
      'user.unlock',
      'user.lock',
      'user.update',
      'sign-in-failed',
      'sign-in',
    ]);
    expect(body[1]).toEqual(
      expect.arrayContaining([admin.name, String(admin.id), 'user', String(clubro.id), clubro.name, AGENT]),
    );
    expect(body.every((r) => r[6] === clubro.name)).toBe(true);
    expect(JSON.parse(body[3]![9]!)).toEqual({ userName: DEMO_USERS.clubro, reason: 'password' });
    // Times in Prague's wall-clock time (the day test's rows: 23:30 UTC is 0:30 the next day there).
    const probes = await get(`${AUDIT}?format=csv&sort=at&${eq('action', 'probe.day')}`, 'admin');
    const times = (parseCsv(probes.rawPayload, { bom: true, delimiter: ';' }) as string[][]).slice(1).map((r) => r[0]);
    expect(times).toEqual(['2019-03-01 23:59', '2019-03-02 00:30', '2019-03-02 23:59', '2019-03-03 00:00']);

    const en = await get(`${AUDIT}?format=csv&${eq('action', 'user.lock')}`, 'admin', 'en');
    expect((parseCsv(en.rawPayload, { bom: true, delimiter: ';' }) as string[][])[0]!.slice(0, 4)).toEqual([
      'At',
      'Actor',
      'Actor id',
      'Action',
    ]);
    const xlsx = await get(`${AUDIT}?format=xlsx`, 'admin');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('refuses unknown or unindexed filters and sorts, and bad values, as 400 problems naming them', async () => {
    const cases: [string, string][] = [
      ['sort=action', 'sort'],
      ['sort=-ip', 'sort'],
      [eq('subjectId', 5), 'fields[subjectId]'],
      [eq('actorUserId', 'abc'), 'fields[actorUserId]'],
      ['fields[at][o]=valueDateRange&fields[at][v][from]=2026-02-30', 'fields[at]'],
      ['fields[at][o]=valuesEqual&fields[at][v]=2026-01-01', 'fields[at]'],
      ['fields[action][o]=valuesLike&fields[action][v]=sign', 'fields[action]'],
      ['fields[details][o]=valuesLike&fields[details][v]=x', 'fields[details]'],
      ['fields[userAgent][o]=valuesLike&fields[userAgent][v]=x', 'fields[userAgent]'],
      ['limit=5000', 'limit'],
      ['format=pdf', 'format'],
    ];
    for (const [query, field] of cases) {
      const res = await get(`${AUDIT}?${query}`, 'admin');
      expect(res.statusCode, query).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      const errors = (res.json() as { errors: { field?: string; message: string }[] }).errors;
      expect(
        errors.map((e) => e.field),
        query,
      ).toContain(field);
    }
    const subject = await get(`${AUDIT}?${eq('subjectId', 5)}`, 'admin', 'en');
    expect(subject.json().errors[0].message).toContain('subjectType');
    // Every problem in one answer.
    const both = await get(`${AUDIT}?${eq('subjectId', 5)}&sort=ip`, 'admin');
    expect((both.json() as { errors: { field: string }[] }).errors.map((e) => e.field).sort()).toEqual([
      'fields[subjectId]',
      'sort',
    ]);
  });

  it('is the Administrator’s alone: every other role 403, anonymous 401', async () => {
    for (const who of ['expert', 'unit', 'club', 'clubro', 'member'] as const) {
      const res = await get(AUDIT, who);
      expect(res.statusCode, who).toBe(403);
      expect((await get(`${AUDIT}?format=csv`, who)).statusCode, who).toBe(403);
    }
    const readOnly = await server.tokenForRole('audit-readonly@fedra.test', 'AdminExpertCommissionReadOnly');
    expect((await get(AUDIT, { token: readOnly })).statusCode).toBe(403);
    const anonymous = await get(AUDIT);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['content-type']).toContain('application/problem+json');
  });
});

describe('my sign-ins', () => {
  it('answers the caller’s own last 20 sign-ins and failed ones, nobody else’s', async () => {
    for (let i = 0; i < 21; i++)
      expect((await login(DEMO_USERS.member, DEMO_PASSWORD, `member-${i}`)).statusCode).toBe(200);
    expect((await login(DEMO_USERS.member, 'Spatne-heslo-1', 'member-failed')).statusCode).toBe(401);
    const session = (await login(DEMO_USERS.member, DEMO_PASSWORD, 'member-last')).json().access_token as string;
    // Someone else signs in after: not in the member's list.
    expect((await login(DEMO_USERS.admin, DEMO_PASSWORD, 'admin-after')).statusCode).toBe(200);

    const res = await get(MINE, { token: session });
    expect(res.statusCode, res.body).toBe(200);
    const mine = res.json().data as SignIn[];
    expect(mine).toHaveLength(20);
    expect(mine.slice(0, 3).map((s) => [s.success, s.method, s.userAgent])).toEqual([
      [true, 'password', 'member-last'],
      [false, 'password', 'member-failed'],
      [true, 'password', 'member-20'],
    ]);
    expect(mine.every((s) => s.userAgent?.startsWith('member-'))).toBe(true);
    const ats = mine.map((s) => s.at);
    expect(ats).toEqual([...ats].sort().reverse());
    // The same as the log holds for that user, newest first.
    const { rows: logged } = await server.db.pool.query<{ user_agent: string }>(
      `SELECT user_agent FROM audit_log WHERE subject_type = 'user' AND subject_id = $1
          AND action IN ('sign-in', 'sign-in-failed') ORDER BY at DESC, id DESC LIMIT 20`,
      [member.id],
    );
    expect(mine.map((s) => s.userAgent)).toEqual(logged.map((r) => r.user_agent));

    const others = (await get(MINE, 'admin')).json().data as SignIn[];
    expect(others[0]!.userAgent).not.toMatch(/^member-/);
    expect(others.some((s) => s.userAgent === 'admin-after')).toBe(true);
    expect((await get(MINE)).statusCode).toBe(401);
  });

  it('shows a new user the one sign-in they made', async () => {
    const token = await server.tokenForRole('audit-fresh@fedra.test', 'AdminExpertCommission');
    const mine = (await get(MINE, { token })).json().data as SignIn[];
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ success: true, method: 'password' });
  });
});
