// Changing the password: the rules of the new one, the check of the current one (throttled),
// and the end of every other session.
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/demo/seed';
import { DEMO_USERS, type DemoUser, useTestServer } from '../test-server';

const server = useTestServer();

const change = (as: DemoUser, payload: Record<string, unknown>, lang = 'cs') =>
  server.request({
    method: 'POST',
    url: '/api/account/password',
    as,
    payload,
    headers: { 'accept-language': lang },
  });
const login = (userName: string, password: string) =>
  server.app.inject({ method: 'POST', url: '/api/account/login', payload: { userName, password } });

describe('POST /api/account/password', () => {
  it('changes the password: the old one stops working, the new one signs in, other sessions end', async () => {
    const session = (await login(DEMO_USERS.member, DEMO_PASSWORD)).json();
    const res = await change('member', { currentPassword: DEMO_PASSWORD, newPassword: 'Nove-heslo-2027' });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');

    expect((await login(DEMO_USERS.member, DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await login(DEMO_USERS.member, 'Nove-heslo-2027')).statusCode).toBe(200);
    const refresh = await server.app.inject({
      method: 'POST',
      url: '/api/account/refresh',
      payload: { refresh_token: session.refresh_token },
    });
    expect(refresh.statusCode).toBe(401);

    const { rows } = await server.db.pool.query(
      `SELECT id, edited_by_id, edited_date > now() - interval '1 minute' AS recent FROM users WHERE user_name = $1`,
      [DEMO_USERS.member],
    );
    expect(rows[0]).toMatchObject({ edited_by_id: rows[0].id, recent: true });
  });

  it('refuses a wrong current password on its field, in Czech and English', async () => {
    const cs = await change('admin', { currentPassword: 'not-my-password', newPassword: 'Anything-123' });
    expect(cs.statusCode).toBe(400);
    expect(cs.json()).toMatchObject({
      code: 'validation_failed',
      errors: [{ field: 'currentPassword', message: 'Současné heslo není správné.' }],
    });
    const en = await change('admin', { currentPassword: 'not-my-password', newPassword: 'Anything-123' }, 'en');
    expect(en.json().errors).toEqual([{ field: 'currentPassword', message: 'The current password is not correct.' }]);
    // Nothing changed.
    expect((await login(DEMO_USERS.admin, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('requires at least 8 characters', async () => {
    const cs = await change('expert', { currentPassword: DEMO_PASSWORD, newPassword: 'abc1' });
    expect(cs.statusCode).toBe(400);
    expect(cs.json().errors).toEqual([{ field: 'newPassword', message: 'Pole Nové heslo musí mít alespoň 8 znaků.' }]);
    const en = await change('expert', { currentPassword: DEMO_PASSWORD, newPassword: 'abc1' }, 'en');
    expect(en.json().errors).toEqual([
      { field: 'newPassword', message: 'The field New password must have at least 8 characters.' },
    ]);
  });

  it('requires a digit', async () => {
    const cs = await change('expert', { currentPassword: DEMO_PASSWORD, newPassword: 'no-digits-here' });
    expect(cs.statusCode).toBe(400);
    expect(cs.json().errors).toEqual([
      { field: 'newPassword', message: 'Pole Nové heslo musí obsahovat alespoň jednu číslici.' },
    ]);
    const en = await change('expert', { currentPassword: DEMO_PASSWORD, newPassword: 'no-digits-here' }, 'en');
    expect(en.json().errors).toEqual([
      { field: 'newPassword', message: 'The field New password must contain at least one digit.' },
    ]);
  });

  it('requires both fields', async () => {
    const res = await change('expert', {}, 'en');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'currentPassword', message: 'The field Current password is required' },
      { field: 'newPassword', message: 'The field New password is required' },
    ]);
  });

  it('refuses the current password as the new one', async () => {
    const cs = await change('expert', { currentPassword: DEMO_PASSWORD, newPassword: DEMO_PASSWORD });
    expect(cs.statusCode).toBe(400);
    expect(cs.json().errors).toEqual([{ field: 'newPassword', message: 'Nové heslo se musí lišit od současného.' }]);
    const en = await change('expert', { currentPassword: DEMO_PASSWORD, newPassword: DEMO_PASSWORD }, 'en');
    expect(en.json().errors).toEqual([
      { field: 'newPassword', message: 'The new password must differ from the current one.' },
    ]);
    // The same after Unicode normalization (what the hash compares) is the same password too.
    const fullWidth = await change('expert', {
      currentPassword: DEMO_PASSWORD,
      newPassword: `\uFF26${DEMO_PASSWORD.slice(1)}`,
    });
    expect(fullWidth.statusCode).toBe(400);
    expect(fullWidth.json().errors).toEqual([
      { field: 'newPassword', message: 'Nové heslo se musí lišit od současného.' },
    ]);
  });

  it('answers 401 to an anonymous caller', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/account/password',
      payload: { currentPassword: DEMO_PASSWORD, newPassword: 'Anything-123' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('unauthorized');
  });

  it('throttles wrong current passwords per user with 429 and Retry-After, even for the right one', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await change('clubro', { currentPassword: `guess-${i}`, newPassword: 'Anything-123' });
      expect(res.statusCode).toBe(400);
    }
    const blocked = await change('clubro', { currentPassword: DEMO_PASSWORD, newPassword: 'Anything-123' }, 'en');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('too_many_attempts');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Sign-in is not blocked: the real user is not locked out.
    expect((await login(DEMO_USERS.clubro, DEMO_PASSWORD)).statusCode).toBe(200);
    // Another user's changes are not affected.
    const other = await change('unit', { currentPassword: 'wrong-one', newPassword: 'Anything-123' });
    expect(other.statusCode).toBe(400);
  });
});
