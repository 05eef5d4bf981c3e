// Two-factor sign-in through HTTP on real PostgreSQL (issue 28 §8): enrolment confirmed by a code
// computed from the secret, sign-in asking for the code, recovery codes working once, switching
// off with the password, and the users list showing who has it on.
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/demo/seed';
import { DEMO_TWO_FACTOR_ACCOUNT } from '../../src/features/account';
import { useTestServer } from '../test-server';

const server = useTestServer();
type Problem = { code: string; errors: { field?: string; message: string }[] };

let seq = 0;
async function newUser() {
  const userName = `dvoufazovy-${Date.now().toString(36)}-${++seq}@svaz.example.cz`;
  const token = await server.tokenForRole(userName, 'AdminExpertCommission');
  return { userName, token };
}
const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  server.request({ method, url, token, ...(payload ? { payload } : {}), headers: { 'accept-language': 'cs' } });
const login = (userName: string, code?: string, password = DEMO_PASSWORD) =>
  server.request({
    method: 'POST',
    url: '/api/account/login',
    payload: { userName, password, ...(code !== undefined ? { code } : {}) },
  });

describe('two-factor sign-in', () => {
  it('enrols with a code from the secret, then asks for the code at sign-in; a recovery code works once', async () => {
    const { userName, token } = await newUser();
    expect((await call('GET', '/api/account/two-factor', token)).json().data).toEqual({
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
      requiredByRole: false,
    });
    const setup = await call('POST', '/api/account/two-factor/setup', token);
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret, uri, qrSvg } = setup.json().data as { secret: string; uri: string; qrSvg: string };
    expect(uri).toContain(`secret=${secret}`);
    expect(qrSvg).toContain('<svg');

    const wrong = await call('POST', '/api/account/two-factor/confirm', token, { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect((wrong.json() as Problem).errors.map((e) => e.field)).toEqual(['code']);
    const bad = await call('POST', '/api/account/two-factor/confirm', token, { code: 'abc' });
    expect((bad.json() as Problem).errors[0]!.message).toBe('Kód má šest číslic.');
    const confirmed = await call('POST', '/api/account/two-factor/confirm', token, {
      code: await generate({ secret }),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const codes = confirmed.json().data.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect((await call('POST', '/api/account/two-factor/setup', token)).statusCode).toBe(409);

    const asked = await login(userName);
    expect(asked.statusCode).toBe(401);
    expect((asked.json() as Problem).code).toBe('second_factor_required');
    expect(asked.json().access_token).toBeUndefined();
    const refused = await login(userName, '123456');
    expect(refused.statusCode).toBe(401);
    expect((refused.json() as Problem).code).toBe('second_factor_invalid');
    expect((await login(userName, await generate({ secret }))).statusCode).toBe(200);
    // A wrong password with the right code is still the plain refusal.
    expect((await login(userName, await generate({ secret }), 'wrong-password-1')).statusCode).toBe(401);

    expect((await login(userName, codes[0]!.toUpperCase())).statusCode).toBe(200);
    expect((await login(userName, codes[0]!)).statusCode).toBe(401);
    expect((await call('GET', '/api/account/two-factor', token)).json().data).toMatchObject({
      enabled: true,
      recoveryCodesLeft: 9,
    });

    const list = await server.request({
      method: 'GET',
      url: `/api/admin-zone/users?fields[email][o]=valuesLike&fields[email][v]=${encodeURIComponent(userName)}`,
      as: 'admin',
    });
    expect(list.json().data[0]).toMatchObject({ twoFactor: true });
    const audit = await server.db.pool.query(
      `SELECT action FROM audit_log WHERE subject_type = 'user'
          AND subject_id = (SELECT id FROM users WHERE user_name = $1) AND action LIKE '2fa.%'`,
      [userName],
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['2fa.enable']);
  });

  it("the demo's two-factor account asks for a code from its published key", async () => {
    const { userName, secret } = DEMO_TWO_FACTOR_ACCOUNT;
    expect((await login(userName)).json().code).toBe('second_factor_required');
    expect((await login(userName, await generate({ secret }))).statusCode).toBe(200);
  });

  it('switches off only with the password; then the password alone signs in', async () => {
    const { userName, token } = await newUser();
    const { secret } = (await call('POST', '/api/account/two-factor/setup', token)).json().data as { secret: string };
    await call('POST', '/api/account/two-factor/confirm', token, { code: await generate({ secret }) });
    const wrong = await call('POST', '/api/account/two-factor/disable', token, { password: 'not-it-123' });
    expect(wrong.statusCode).toBe(400);
    expect((wrong.json() as Problem).errors.map((e) => e.field)).toEqual(['password']);
    expect((await call('POST', '/api/account/two-factor/disable', token, { password: DEMO_PASSWORD })).statusCode).toBe(
      204,
    );
    expect((await login(userName)).statusCode).toBe(200);
    expect((await server.request({ method: 'GET', url: '/api/account/two-factor' })).statusCode).toBe(401);
  });
});
