// Users and the account's links through HTTP on real PostgreSQL (issue 28): inviting with roles and
// scopes, the invitation mail and its one-time link, the spec's 409s, locking (sessions end at
// once), sign-ins, the forgotten password (same answer for unknown addresses, rate limit, one-time
// link, sessions end), the denials, and the audit log that nobody can rewrite.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { type DemoUser, useTestServer } from '../test-server';

const server = useTestServer();
const USERS = '/api/admin-zone/users';

type Problem = { code: string; detail: string; errors: { field?: string; message: string }[] };
const problem = (res: { json(): unknown }) => res.json() as Problem;
const fields = (res: { json(): unknown }) => problem(res).errors.map((e) => e.field);

function call(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  as?: DemoUser | { token: string },
  payload?: object,
  lang = 'cs',
) {
  return server.request({
    method,
    url,
    ...(typeof as === 'string' ? { as } : as ? { token: as.token } : {}),
    ...(payload ? { payload } : {}),
    headers: { 'accept-language': lang, 'user-agent': 'users-test' },
  });
}

const one = async <T>(text: string, params: unknown[] = []) => (await server.db.pool.query(text, params)).rows[0] as T;
const clubs = async (n: number) =>
  (await server.db.pool.query<{ id: number; name: string }>('SELECT id, name FROM clubs ORDER BY id LIMIT $1', [n]))
    .rows;

let seq = 0;
const address = () => `invitee-${Date.now().toString(36)}-${++seq}@klub.example.cz`;

/** The newest mail in the outbox whose file name starts with `prefix` (waits for a mail sent after the answer). */
async function mailed(prefix: string) {
  const outbox = path.join(server.deps.config.DATA_DIR, 'outbox');
  for (let i = 0; i < 50; i++) {
    const files = (await readdir(outbox).catch(() => [] as string[])).filter((f) => f.startsWith(prefix)).sort();
    const last = files.at(-1);
    if (last) return simpleParser(await readFile(path.join(outbox, last)));
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no mail ${prefix}*`);
}
const tokenIn = (text: string | undefined, page: string) => {
  const m = new RegExp(`${page}\\?token=([A-Za-z0-9_-]+)`).exec(text ?? '');
  if (!m) throw new Error(`no ${page} link in ${text}`);
  return m[1]!;
};

async function invite(email = address(), over: object = {}) {
  const [a, b] = await clubs(2);
  const res = await call('POST', USERS, 'admin', {
    email,
    firstName: 'Eva',
    lastName: 'Nová',
    roles: [{ roleTypeId: 5, clubIds: [a!.id, b!.id] }],
    ...over,
  });
  expect(res.statusCode, res.body).toBe(201);
  const user = res.json().data as { id: number; email: string };
  const mail = await mailed(`invitation-`);
  return { user, mail, clubs: [a!, b!], token: tokenIn(mail.text, '/invitation') };
}

const login = (userName: string, password: string) =>
  server.request({
    method: 'POST',
    url: '/api/account/login',
    payload: { userName, password },
    headers: { 'user-agent': 'users-test' },
  });

describe('inviting a user', () => {
  it('creates the club manager with both clubs, mails a one-time link, and the invitee sets a password and signs in', async () => {
    const email = address();
    const { user, mail, clubs: managed, token } = await invite(email);
    expect((mail.to as { value: { address: string }[] }).value[0]!.address).toBe(email);
    expect(mail.subject).toContain('Pozvánka');
    const got = (await call('GET', `${USERS}/${user.id}`, 'admin')).json();
    expect(got.data).toMatchObject({ userName: email, invitationPending: true, locked: false });
    expect(got.data.roles[0].clubs.map((c: { id: number }) => c.id).sort()).toEqual(managed.map((c) => c.id).sort());
    expect(got.links.map((l: { href: string }) => l.href)).toContain(`/api/admin-zone/users/${user.id}/invitation`);
    // Not signed in before the password is set.
    expect((await login(email, '')).statusCode).toBe(400);

    const weak = await call('POST', '/api/account/invitation/accept', undefined, { token, password: 'short' });
    expect(fields(weak)).toEqual(['password']);
    const ok = await call('POST', '/api/account/invitation/accept', undefined, { token, password: 'Nove-heslo-1' });
    expect(ok.statusCode, ok.body).toBe(204);
    const again = await call('POST', '/api/account/invitation/accept', undefined, { token, password: 'Jine-heslo-2' });
    expect(again.statusCode).toBe(400);
    expect(problem(again).errors).toEqual([
      { field: 'token', message: 'Odkaz je neplatný, už byl použit nebo vypršel. Požádejte o nový.' },
    ]);
    const signedIn = await login(email, 'Nove-heslo-1');
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    // A club manager starts in a club they manage: the club zone opens.
    const me = await call('GET', '/api/account/me/new', { token: signedIn.json().access_token });
    expect(me.json().data.zones).toContain('club');

    const list = await call(
      'GET',
      `${USERS}?fields[email][o]=valuesLike&fields[email][v]=${encodeURIComponent(email)}`,
      'admin',
    );
    expect(list.json().data).toEqual([
      expect.objectContaining({ id: user.id, roleTypeIds: [5], invitationPending: false, locked: false }),
    ]);
    expect(list.json().data[0].scope).toContain(managed[0]!.name);
    expect(list.json().data[0].lastSignInAt).not.toBeNull();
    // A day's range keeps that day's hours: the sign-in just now is within "to today".
    const day = list.json().data[0].lastSignInAt.slice(0, 10);
    const signedToday = await call(
      'GET',
      `${USERS}?fields[email][o]=valuesLike&fields[email][v]=${encodeURIComponent(email)}&fields[lastSignInAt][o]=valueDateRange&fields[lastSignInAt][v][from]=${day}&fields[lastSignInAt][v][to]=${day}`,
      'admin',
    );
    expect(signedToday.json().data.map((u: { id: number }) => u.id)).toEqual([user.id]);
  });

  it('refuses a used e-mail (409, the spec’s message) and roles without their scope, naming each field', async () => {
    const { user } = await invite();
    const taken = await call('POST', USERS, 'admin', {
      email: user.email.toUpperCase(),
      firstName: 'X',
      lastName: 'Y',
      roles: [{ roleTypeId: 2 }],
    });
    expect(taken.statusCode).toBe(409);
    expect(problem(taken).errors).toEqual([
      { field: 'email', message: 'Tento e-mail už jiný uživatel používá k přihlášení.' },
    ]);

    const bad = await call(
      'POST',
      USERS,
      'admin',
      {
        email: address(),
        firstName: 'X',
        lastName: 'Y',
        roles: [
          { roleTypeId: 5 },
          { roleTypeId: 7 },
          { roleTypeId: 8 },
          { roleTypeId: 99 },
          { roleTypeId: 2, clubIds: [1] },
        ],
      },
      'en',
    );
    expect(bad.statusCode).toBe(400);
    expect(fields(bad).sort()).toEqual([
      'assignPersonId',
      'roles.0.clubIds',
      'roles.1.federationUnitId',
      'roles.3.roleTypeId',
      'roles.4.clubIds',
    ]);
    expect(problem(bad).errors).toContainEqual({
      field: 'roles.0.clubIds',
      message: 'A club manager needs at least one club.',
    });
    const before = await one<{ n: number }>('SELECT count(*)::int AS n FROM users');
    const none = await call('POST', USERS, 'admin', {
      email: 'not-an-address',
      firstName: '',
      lastName: 'Y',
      roles: [],
    });
    expect(fields(none).sort()).toEqual(['email', 'firstName', 'roles']);
    expect((await one<{ n: number }>('SELECT count(*)::int AS n FROM users')).n).toBe(before.n);
  });

  it('sends the invitation again: only the new link works; once accepted it is a 409', async () => {
    const { user, token: first } = await invite();
    const resent = await call('POST', `${USERS}/${user.id}/invitation`, 'admin');
    expect(resent.statusCode, resent.body).toBe(202);
    expect(resent.json().data.sentTo).toBe(user.email);
    const second = tokenIn((await mailed('invitation-')).text, '/invitation');
    expect(second).not.toBe(first);
    expect(
      (await call('POST', '/api/account/invitation/accept', undefined, { token: first, password: 'Heslo-1234' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call('POST', '/api/account/invitation/accept', undefined, { token: second, password: 'Heslo-1234' }))
        .statusCode,
    ).toBe(204);
    expect((await call('POST', `${USERS}/${user.id}/invitation`, 'admin')).statusCode).toBe(409);
  });

  it('names each role type once in the list, though a manager of two clubs holds a role per club', async () => {
    const list = await call('GET', `${USERS}?fields[email][o]=valuesEqual&fields[email][v]=club@fedra.test`, 'admin');
    expect(list.json().data[0].roleTypeIds).toEqual([5]);
    const stored = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM user_roles r JOIN users u ON u.id = r.user_id WHERE u.user_name = 'club@fedra.test'`,
    );
    expect(stored.n).toBeGreaterThan(1);
  });

  it('is the Administrator’s page: every other account is refused', async () => {
    for (const as of ['expert', 'unit', 'club', 'clubro', 'member'] as const) {
      expect((await call('GET', USERS, as)).statusCode, as).toBe(403);
      expect(
        (await call('POST', USERS, as, { email: address(), firstName: 'A', lastName: 'B', roles: [{ roleTypeId: 2 }] }))
          .statusCode,
      ).toBe(403);
    }
    expect((await call('GET', USERS)).statusCode).toBe(401);
  });
});

describe('changing and locking a user', () => {
  it('replaces the roles and keeps before and after in the audit log', async () => {
    const { user, clubs: managed } = await invite();
    const res = await call('PUT', `${USERS}/${user.id}`, 'admin', {
      firstName: 'Eva',
      lastName: 'Stará',
      roles: [
        { roleTypeId: 6, clubIds: [managed[0]!.id] },
        { roleTypeId: 7, federationUnitId: 1 },
      ],
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().data.roles.map((r: { roleTypeCode: string }) => r.roleTypeCode)).toEqual([
      'ClubManagerReadOnly',
      'FedUnitManager',
    ]);
    const audit = await one<{
      details: { before: { lastName: string }; after: { lastName: string; roles: unknown[] } };
    }>(`SELECT details FROM audit_log WHERE action = 'user.update' AND subject_id = $1 ORDER BY id DESC LIMIT 1`, [
      user.id,
    ]);
    expect(audit.details.before.lastName).toBe('Nová');
    expect(audit.details.after).toMatchObject({ lastName: 'Stará' });
    expect(audit.details.after.roles).toHaveLength(2);
  });

  it('locking ends the user’s sessions at once; a locked user is told after the right password; unlocking lets them in', async () => {
    const { user, token } = await invite();
    await call('POST', '/api/account/invitation/accept', undefined, { token, password: 'Heslo-1234' });
    const session = (await login(user.email, 'Heslo-1234')).json();
    const me = () => call('GET', '/api/account/me/new', { token: session.access_token });
    expect((await me()).statusCode).toBe(200);
    const locked = await call('POST', `${USERS}/${user.id}/lock`, 'admin');
    expect(locked.json().data.locked).toBe(true);
    expect((await me()).statusCode).toBe(401);
    const refresh = await server.request({
      method: 'POST',
      url: '/api/account/refresh',
      payload: { refresh_token: session.refresh_token },
    });
    expect(refresh.statusCode).toBe(401);
    const refused = await login(user.email, 'Heslo-1234');
    expect(refused.statusCode).toBe(403);
    expect(problem(refused).code).toBe('account_locked');
    expect((await login(user.email, 'wrong-1234')).statusCode).toBe(401);
    expect((await call('POST', `${USERS}/${user.id}/unlock`, 'admin')).json().data.locked).toBe(false);
    expect((await login(user.email, 'Heslo-1234')).statusCode).toBe(200);

    const signIns = (await call('GET', `${USERS}/${user.id}/sign-ins`, 'admin')).json().data as {
      success: boolean;
      method: string;
      userAgent: string;
    }[];
    expect(signIns.slice(0, 4).map((s) => [s.success, s.method])).toEqual([
      [true, 'password'],
      [false, 'password'],
      [false, 'locked'],
      [true, 'password'],
    ]);
    expect(signIns[0]!.userAgent).toBe('users-test');
    const admin = await one<{ id: number }>(`SELECT id FROM users WHERE user_name = 'admin@fedra.test'`);
    expect((await call('POST', `${USERS}/${admin.id}/lock`, 'admin')).statusCode).toBe(409);
  });
});

describe('a forgotten password', () => {
  it('answers alike for an unknown address, mails a one-time link for a known one, and the new password ends the sessions', async () => {
    const { user, token } = await invite();
    await call('POST', '/api/account/invitation/accept', undefined, { token, password: 'Stare-heslo-1' });
    const session = (await login(user.email, 'Stare-heslo-1')).json();

    const unknown = await call('POST', '/api/account/password-reset', undefined, { email: `nikdo-${seq}@example.cz` });
    const known = await call('POST', '/api/account/password-reset', undefined, { email: user.email });
    expect([unknown.statusCode, known.statusCode]).toEqual([202, 202]);
    expect(unknown.body).toBe(known.body);
    const mail = await mailed('password-reset-');
    expect((mail.to as { value: { address: string }[] }).value[0]!.address).toBe(user.email);
    const reset = tokenIn(mail.text, '/reset-password');

    const ok = await call('POST', '/api/account/password-reset/confirm', undefined, {
      token: reset,
      password: 'Nove-heslo-2',
    });
    expect(ok.statusCode, ok.body).toBe(204);
    expect(
      (await call('POST', '/api/account/password-reset/confirm', undefined, { token: reset, password: 'Jine-heslo-3' }))
        .statusCode,
    ).toBe(400);
    expect((await login(user.email, 'Stare-heslo-1')).statusCode).toBe(401);
    expect((await login(user.email, 'Nove-heslo-2')).statusCode).toBe(200);
    const refresh = await server.request({
      method: 'POST',
      url: '/api/account/refresh',
      payload: { refresh_token: session.refresh_token },
    });
    expect(refresh.statusCode).toBe(401);
  });

  it('refuses an expired link and a forged one, and limits the requests per address', async () => {
    const { user, token } = await invite();
    await call('POST', '/api/account/invitation/accept', undefined, { token, password: 'Heslo-1234' });
    await call('POST', '/api/account/password-reset', undefined, { email: user.email });
    const reset = tokenIn((await mailed('password-reset-')).text, '/reset-password');
    await server.db.pool.query(
      `UPDATE account_tokens SET expires_at = now() - interval '1 minute' WHERE user_id = $1`,
      [user.id],
    );
    expect(
      (await call('POST', '/api/account/password-reset/confirm', undefined, { token: reset, password: 'Heslo-5678' }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await call('POST', '/api/account/password-reset/confirm', undefined, {
          token: 'forged',
          password: 'Heslo-5678',
        })
      ).statusCode,
    ).toBe(400);
    expect((await login(user.email, 'Heslo-1234')).statusCode).toBe(200);

    const spam = `spam-${seq}@example.cz`;
    const codes: number[] = [];
    for (let i = 0; i < 4; i++)
      codes.push((await call('POST', '/api/account/password-reset', undefined, { email: spam })).statusCode);
    expect(codes).toEqual([202, 202, 202, 429]);
  });
});

describe('the audit log', () => {
  it('records sign-ins and cannot be changed or emptied, not even by the application’s own connection', async () => {
    const row = await one<{ id: number }>(`SELECT id FROM audit_log WHERE action = 'sign-in' ORDER BY id DESC LIMIT 1`);
    expect(row).toBeDefined();
    await expect(server.db.pool.query(`UPDATE audit_log SET action = 'x' WHERE id = $1`, [row.id])).rejects.toThrow(
      /append-only/,
    );
    await expect(server.db.pool.query(`DELETE FROM audit_log WHERE id = $1`, [row.id])).rejects.toThrow(/append-only/);
    await expect(server.db.pool.query(`TRUNCATE audit_log`)).rejects.toThrow(/append-only/);
  });
});

describe('the first administrator', () => {
  it('npm run admin:create makes an Administrator with a one-time set-password link, once per address', async () => {
    const { execFile } = await import('node:child_process');
    const run = (args: string[]) =>
      new Promise<{ code: number; out: string; err: string }>((resolve) => {
        execFile(
          process.execPath,
          ['--import', 'tsx', 'apps/server/src/cli/admin-create.ts', ...args],
          {
            env: {
              ...process.env,
              DATABASE_URL: server.deps.config.DATABASE_URL,
              PUBLIC_URL: 'https://fedra.example.cz',
            },
          },
          (error, out, err) => resolve({ code: error ? Number(error.code ?? 1) : 0, out, err }),
        );
      });
    const email = address();
    const made = await run(['--email', email]);
    expect(made.code, made.err).toBe(0);
    const token = tokenIn(made.out, 'https://fedra.example.cz/invitation');
    expect(
      (await call('POST', '/api/account/invitation/accept', undefined, { token, password: 'Spravce-2026' })).statusCode,
    ).toBe(204);
    const session = await login(email, 'Spravce-2026');
    expect(session.statusCode).toBe(200);
    expect((await call('GET', USERS, { token: session.json().access_token })).statusCode).toBe(200);
    const again = await run(['--email', email]);
    expect(again.code).toBe(1);
    expect(again.err).toContain('exists already');
    expect((await run(['--email', 'nonsense'])).code).toBe(2);
  }, 60_000);
});
