// Sign-in flows through HTTP: login, validation, rotation, reuse detection, logout, throttling,
// forged and expired tokens.
import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/demo/seed';
import { createTokenService } from '../../src/platform/auth/tokens';
import { DEMO_USERS, useTestServer } from '../test-server';

const server = useTestServer();

const login = (userName: string, password: string, ip = '10.0.0.1', lang = 'cs') =>
  server.app.inject({
    method: 'POST',
    url: '/api/account/login',
    payload: { userName, password },
    remoteAddress: ip,
    headers: { 'accept-language': lang },
  });

describe('POST /api/account/login', () => {
  it('signs in a demo user and the access token opens me/new', async () => {
    const res = await login(DEMO_USERS.admin, DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 900 });
    expect(res.headers['cache-control']).toBe('no-store');
    const me = await server.request({ method: 'GET', url: '/api/account/me/new', token: body.access_token });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.userName).toBe(DEMO_USERS.admin);
  });

  it('accepts the user name in any letter case', async () => {
    expect((await login('ADMIN@Fedra.Test', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown user with the same 401 in the caller language', async () => {
    const wrong = await login(DEMO_USERS.expert, 'nope-nope', '10.0.1.1', 'en');
    const unknown = await login('nobody@fedra.test', 'nope-nope', '10.0.1.2', 'en');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.headers['content-type']).toContain('application/problem+json');
    const strip = (b: { instance?: string }) => ({ ...b, instance: undefined });
    expect(strip(wrong.json())).toEqual(strip(unknown.json()));
    expect(wrong.json()).toMatchObject({
      status: 401,
      code: 'invalid_credentials',
      title: 'Wrong email and password combination.',
    });
    const cs = await login(DEMO_USERS.expert, 'nope-nope', '10.0.1.3', 'cs');
    expect(cs.json().title).toBe('Nesprávná kombinace e-mailu a hesla.');
  });

  it('names every invalid field with the spec messages', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { userName: 'not-an-email' },
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'userName', message: 'Invalid email format.' },
      { field: 'password', message: 'Password is required.' },
    ]);
    const empty = await server.app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { userName: '', password: '' },
      headers: { 'accept-language': 'en' },
    });
    expect(empty.json().errors).toEqual([
      { field: 'userName', message: 'Email is required.' },
      { field: 'password', message: 'Password is required.' },
    ]);
  });

  it('limits failures per account and address with 429 and Retry-After, and the right password does not pass meanwhile', async () => {
    const ip = '10.0.2.1';
    for (let i = 0; i < 5; i++) expect((await login(DEMO_USERS.clubro, 'wrong-password', ip)).statusCode).toBe(401);
    const blocked = await login(DEMO_USERS.clubro, DEMO_PASSWORD, ip);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(blocked.json().code).toBe('too_many_attempts');
    // The real user on another address is not locked out by someone else's failures.
    expect((await login(DEMO_USERS.clubro, DEMO_PASSWORD, '10.0.2.2')).statusCode).toBe(200);
  });

  it('limits failures per address across accounts', async () => {
    const ip = '10.0.3.1';
    for (let i = 0; i < 30; i++) await login(`guess${i}@fedra.test`, 'x', ip);
    const res = await login(DEMO_USERS.member, DEMO_PASSWORD, ip);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(60);
  });
});

describe('refresh and logout', () => {
  const pair = async () => (await login(DEMO_USERS.expert, DEMO_PASSWORD, '10.0.4.1')).json();
  const refresh = (token: string) =>
    server.app.inject({ method: 'POST', url: '/api/account/refresh', payload: { refresh_token: token } });

  it('rotates the pair; the new tokens work', async () => {
    const first = await pair();
    const res = await refresh(first.refresh_token);
    expect(res.statusCode).toBe(200);
    const second = res.json();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await refresh(second.refresh_token)).statusCode).toBe(200);
  });

  it('revokes the whole family when a spent refresh token is used again', async () => {
    const first = await pair();
    const second = (await refresh(first.refresh_token)).json();
    const reuse = await refresh(first.refresh_token);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().code).toBe('invalid_refresh_token');
    // The thief's reuse also kills the legitimate successor.
    expect((await refresh(second.refresh_token)).statusCode).toBe(401);
  });

  it('logout revokes the refresh token', async () => {
    const p = await pair();
    const out = await server.app.inject({
      method: 'POST',
      url: '/api/account/logout',
      payload: { refresh_token: p.refresh_token },
    });
    expect(out.statusCode).toBe(204);
    expect((await refresh(p.refresh_token)).statusCode).toBe(401);
  });

  it('rejects an unknown refresh token and a missing one', async () => {
    expect((await refresh('made-up')).statusCode).toBe(401);
    const missing = await server.app.inject({ method: 'POST', url: '/api/account/refresh', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].field).toBe('refresh_token');
  });
});

describe('access tokens', () => {
  const me = (token: string) => server.request({ method: 'GET', url: '/api/account/me/new', token });
  const adminId = async () =>
    (await server.db.pool.query('SELECT id FROM users WHERE user_name = $1', [DEMO_USERS.admin])).rows[0].id as number;

  it('refuses a token signed with alg none', async () => {
    const unsigned = new UnsecuredJWT({})
      .setSubject(String(await adminId()))
      .setIssuer('fedra')
      .setAudience('fedra-api')
      .setExpirationTime('5m')
      .encode();
    const res = await me(unsigned);
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer');
  });

  it('refuses a token signed with another key', async () => {
    const other = createTokenService(new Uint8Array(64).fill(7), 900);
    expect((await me(await other.issueAccessToken(await adminId()))).statusCode).toBe(401);
  });

  it('refuses an expired token and one for another audience', async () => {
    const key = new Uint8Array(
      Buffer.from((await server.db.pool.query('SELECT secret FROM signing_keys')).rows[0].secret, 'base64'),
    );
    const base = () => new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(String(1)).setIssuer('fedra');
    const expired = await base().setAudience('fedra-api').setIssuedAt(1_000).setExpirationTime(2_000).sign(key);
    const otherAudience = await base().setAudience('someone-else').setExpirationTime('5m').sign(key);
    const valid = await base().setAudience('fedra-api').setExpirationTime('5m').sign(key);
    expect((await me(expired)).statusCode).toBe(401);
    expect((await me(otherAudience)).statusCode).toBe(401);
    expect((await me(valid)).statusCode).toBe(200); // the same key and claims do work
  });

  it('refuses garbage and a missing token', async () => {
    expect((await me('not.a.jwt')).statusCode).toBe(401);
    expect((await server.request({ method: 'GET', url: '/api/account/me/new' })).statusCode).toBe(401);
  });
});
