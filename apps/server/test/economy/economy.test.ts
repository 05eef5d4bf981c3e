// Economy settings: the demo token's "valid" state, replacing the token (round trip through the
// encryption, no plaintext in the database or the logs, never in an answer), the expired state,
// bad input in the caller's language, who may read and who may replace, and the module switch.
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { DEMO_ECONOMY_TOKEN } from '../../src/demo/economy-settings';
import { readEconomyToken } from '../../src/features/economy/economy.service';
import { TEST_DAY, TEST_TODAY } from '../database';
import { type DemoUser, useTestServer } from '../test-server';

const server = useTestServer();
const URL = '/api/admin-zone/economy/settings';
const RENEW = '/api/admin-zone/economy/settings/token';
const RENEW_LINK = 'api.admin.zone.economy.settings.update';

type Caller = DemoUser | { token: string };
const who = (as: Caller) => (typeof as === 'string' ? { as } : as);
const get = (as: Caller = 'admin', lang = 'cs') =>
  server.request({ method: 'GET', url: URL, ...who(as), headers: { 'accept-language': lang } });
const renew = (payload: unknown, as: Caller = 'admin', lang = 'cs') =>
  server.request({
    method: 'PUT',
    url: RENEW,
    ...who(as),
    payload: payload as object,
    headers: { 'accept-language': lang },
  });
const errorsByField = (body: { errors: { field: string; message: string }[] }) =>
  Object.fromEntries(body.errors.map((e) => [e.field, e.message]));

/** Dates relative to the database's today (the state is computed there). */
let today: string;
const daysFromToday = async (days: number) =>
  (await server.db.pool.query<{ d: string }>(`SELECT (${TEST_DAY} + $1::int)::text AS d`, [days])).rows[0]!.d;

let adminName: string;

beforeAll(async () => {
  today = await daysFromToday(0);
  const { rows } = await server.db.pool.query<{ name: string }>(
    `SELECT first_name || ' ' || last_name AS name FROM users WHERE user_name = 'admin@fedra.test'`,
  );
  adminName = rows[0]!.name;
});

describe('GET /api/admin-zone/economy/settings', () => {
  it('shows the demo token as valid until a year after the demo day, with its hint and never the token', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    const year = Number(TEST_TODAY.slice(0, 4)) + 1;
    expect(res.json()).toEqual({
      operationId: 'economy.settings.get',
      links: [{ operationId: RENEW_LINK, method: 'PUT', href: RENEW }],
      data: {
        tokenState: 'valid',
        tokenHint: DEMO_ECONOMY_TOKEN.slice(-4),
        tokenValidTill: `${year}${TEST_TODAY.slice(4)}`,
        tokenUpdatedDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        tokenUpdatedByName: adminName,
      },
    });
    expect(res.body).not.toContain(DEMO_ECONOMY_TOKEN);
    expect(await readEconomyToken(server.db.db, server.deps.secrets)).toEqual({
      token: DEMO_ECONOMY_TOKEN,
      validTill: `${year}${TEST_TODAY.slice(4)}`,
    });
  });
});

describe('PUT /api/admin-zone/economy/settings/token', () => {
  const TOKEN = 'live_sk_7Qm2VxR9pL4tN8wZ3cB6yH1kJ5fD0gA';

  it('replaces the token: stored encrypted, read back by the server, answered only as state and hint', async () => {
    const validTill = await daysFromToday(200);
    const res = await renew({ token: `  ${TOKEN}  `, validTill });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({
      operationId: 'economy.settings.update',
      links: [{ operationId: RENEW_LINK, method: 'PUT', href: RENEW }],
      data: {
        tokenState: 'valid',
        tokenHint: TOKEN.slice(-4),
        tokenValidTill: validTill,
        tokenUpdatedDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        tokenUpdatedByName: adminName,
      },
    });
    expect(Date.now() - Date.parse(res.json().data.tokenUpdatedDate)).toBeLessThan(60_000);
    expect(res.body).not.toContain(TOKEN);
    // The surrounding blanks are not part of the token.
    expect(await readEconomyToken(server.db.db, server.deps.secrets)).toEqual({ token: TOKEN, validTill });
    const again = await get('expert');
    expect(again.json().data).toEqual(res.json().data);
    expect(again.body).not.toContain(TOKEN);
  });

  it('leaves no plaintext in the database: the token bytes are not in the stored value', async () => {
    const { rows } = await server.db.pool.query<{ ciphertext: Buffer; row: string }>(
      'SELECT token_ciphertext AS ciphertext, to_jsonb(s)::text AS row FROM economy_settings s',
    );
    expect(rows).toHaveLength(1);
    const { ciphertext, row } = rows[0]!;
    // iv (12) + tag (16) + the token's bytes.
    expect(ciphertext.length).toBe(12 + 16 + Buffer.byteLength(TOKEN));
    for (const part of [TOKEN, TOKEN.slice(0, 8), TOKEN.slice(-12, -4)]) {
      expect(ciphertext.includes(Buffer.from(part)), part).toBe(false);
      expect(row, part).not.toContain(part);
      expect(row, part).not.toContain(Buffer.from(part).toString('hex'));
    }
  });

  it('shows an expired token as expired, and one valid till today as valid', async () => {
    await server.db.pool.query(`UPDATE economy_settings SET token_valid_till = ${TEST_DAY} - 1`);
    expect((await get()).json().data).toMatchObject({ tokenState: 'expired', tokenValidTill: await daysFromToday(-1) });
    await server.db.pool.query(`UPDATE economy_settings SET token_valid_till = ${TEST_DAY}`);
    expect((await get()).json().data).toMatchObject({ tokenState: 'valid', tokenValidTill: today });
    // Renewing an expired token makes it valid again.
    await server.db.pool.query(`UPDATE economy_settings SET token_valid_till = ${TEST_DAY} - 30`);
    expect((await renew({ token: TOKEN, validTill: today })).json().data.tokenState).toBe('valid');
  });

  it('answers 400 naming each bad field in the caller language, and keeps the stored token', async () => {
    const before = (await get()).json().data;
    const cases: [unknown, Record<string, RegExp>][] = [
      [{ token: '', validTill: today }, { token: /required/ }],
      [{ token: '   ', validTill: today }, { token: /required/ }],
      [{ token: 'x'.repeat(2001), validTill: today }, { token: /at most 2000 characters/ }],
      [{ token: TOKEN }, { validTill: /required/ }],
      [{ token: TOKEN, validTill: '2026-02-30' }, { validTill: /valid date/ }],
      [{ token: TOKEN, validTill: 'tomorrow' }, { validTill: /valid date/ }],
      [{ validTill: 5 }, { token: /required/, validTill: /./ }],
      [
        { token: TOKEN, validTill: await daysFromToday(-1) },
        { validTill: new RegExp(`not be in the past \\(${today}`) },
      ],
      [{ token: TOKEN, validTill: today, extra: 1 }, { extra: /not allowed/ }],
    ];
    for (const [payload, expected] of cases) {
      const res = await renew(payload, 'admin', 'en');
      const label = JSON.stringify(payload).slice(0, 80);
      expect(res.statusCode, label).toBe(400);
      const errors = errorsByField(res.json());
      expect(Object.keys(errors).sort(), label).toEqual(Object.keys(expected).sort());
      for (const [field, message] of Object.entries(expected)) expect(errors[field], label).toMatch(message);
      expect(res.body, label).not.toContain(TOKEN);
    }
    const czech = await renew({ token: '', validTill: await daysFromToday(-1) }, 'admin', 'cs');
    expect(errorsByField(czech.json())).toEqual({ token: 'Pole token je povinné' });
    const past = await renew({ token: TOKEN, validTill: await daysFromToday(-1) }, 'admin', 'cs');
    expect(errorsByField(past.json())).toEqual({
      validTill: `Pole validTill nesmí být v minulosti (nejdříve ${today}).`,
    });
    expect((await get()).json().data).toEqual(before);
  });

  it('accepts a token of exactly the longest length, and gives a short token no hint', async () => {
    const longest = `${'a'.repeat(1996)}z9y8`;
    const res = await renew({ token: longest, validTill: today });
    expect(res.statusCode).toBe(202);
    expect(res.json().data.tokenHint).toBe('z9y8');
    const short = await renew({ token: 'abc123', validTill: today });
    expect(short.json().data).toMatchObject({ tokenState: 'valid', tokenHint: null });
    expect((await readEconomyToken(server.db.db, server.deps.secrets))?.token).toBe('abc123');
  });

  it('never logs the token, also when it is refused', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'trace' }, { write: (line: string) => void lines.push(line) });
    const app = await buildApp(server.deps, { webDist: null, logger });
    const headers = { authorization: `Bearer ${await server.tokenFor('admin')}` };
    const secret = 'never-in-a-log-0123456789abcdef';
    const ok = await app.inject({ method: 'PUT', url: RENEW, headers, payload: { token: secret, validTill: today } });
    expect(ok.statusCode).toBe(202);
    const refused = await app.inject({
      method: 'PUT',
      url: RENEW,
      headers,
      payload: { token: secret, validTill: '1999-01-01' },
    });
    expect(refused.statusCode).toBe(400);
    await app.close();
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toContain(secret);
    expect(lines.join('\n')).not.toContain(secret.slice(0, 12));
  });
});

describe('who may read and replace the token', () => {
  it('lets the office read without the replace link, and refuses it the replacement', async () => {
    const readOnly = { token: await server.tokenForRole('expro@fedra.test', 'AdminExpertCommissionReadOnly') };
    const union = { token: await server.tokenForRole('union@fedra.test', 'AdminUnionCommision') };
    const stored = (await get()).json().data;
    for (const caller of ['expert', readOnly, union] as Caller[]) {
      const label = typeof caller === 'string' ? caller : caller.token.slice(-6);
      const res = await get(caller);
      expect(res.statusCode, label).toBe(200);
      expect(res.json(), label).toMatchObject({ links: [], data: stored });
      const denied = await renew({ token: 'attempt-to-replace-123456', validTill: today }, caller);
      expect(denied.statusCode, label).toBe(403);
    }
    expect((await get()).json().data).toEqual(stored);
  });

  it('refuses federation-unit managers, club roles, members and anonymous callers', async () => {
    for (const caller of ['unit', 'club', 'clubro', 'member'] as const) {
      expect((await get(caller)).statusCode, caller).toBe(403);
      expect((await renew({ token: 'attempt-to-replace-123456', validTill: today }, caller)).statusCode, caller).toBe(
        403,
      );
    }
    expect((await server.request({ method: 'GET', url: URL })).statusCode).toBe(401);
    expect((await server.request({ method: 'PUT', url: RENEW, payload: {} })).statusCode).toBe(401);
  });
});

describe('with the economy module switched off', () => {
  const boardOnly = useTestServer({ MODULES: 'board' });

  it('answers 404 for both calls', async () => {
    for (const method of ['GET', 'PUT'] as const) {
      const url = method === 'GET' ? URL : RENEW;
      const res = await boardOnly.request({
        method,
        url,
        as: 'admin',
        ...(method === 'PUT' ? { payload: { token: 'abc', validTill: '2030-01-01' } } : {}),
      });
      expect(res.statusCode, method).toBe(404);
    }
  });
});
