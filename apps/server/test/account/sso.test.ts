// Single sign-on (issue 17 item 5) against a real OpenID provider (oidc-provider) started here:
// the whole flow, the linking rule and every refusal (state, nonce, reuse, expiry, open redirect).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/platform/config/config';
import { type OidcTestProvider, signInAtProvider, startOidcTestProvider } from '../oidc-test-provider';
import { useTestServer } from '../test-server';

const PUBLIC_URL = 'http://fedra.test';
const CALLBACK = `${PUBLIC_URL}/api/account/sso/callback`;
/** Refusals are logged as warnings on purpose here. */
const expectedLogs = /SSO sign-in refused|SSO provider not reachable/;

describe('single sign-on with a configured provider', () => {
  let provider: OidcTestProvider;
  // Filled before the server starts (this hook runs first): the provider's address is known only then.
  const settings: Record<string, string> = { PUBLIC_URL, OIDC_LABEL: 'Firma' };
  beforeAll(async () => {
    provider = await startOidcTestProvider({
      redirectUris: [CALLBACK],
      accounts: [
        { sub: 'sub-expert', email: 'expert@fedra.test', email_verified: true },
        { sub: 'sub-member', email: 'member@fedra.test', email_verified: true },
        { sub: 'sub-unverified', email: 'club@fedra.test', email_verified: false },
        { sub: 'sub-unknown', email: 'nobody@example.com', email_verified: true },
        { sub: 'sub-inactive', email: 'inactive-sso@fedra.test', email_verified: true },
        { sub: 'sub-impostor', email: 'unit@fedra.test', email_verified: true },
      ],
    });
    Object.assign(settings, {
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
    });
  });
  afterAll(async () => provider?.close());
  const server = useTestServer(settings, { expectedLogs });

  /** The cookies of the one browser these tests play (the attempt cookies that start sets). */
  const jar = new Map<string, string>();
  const start = async (returnTo?: string) => {
    const res = await server.request({
      method: 'GET',
      url: `/api/account/sso/start${returnTo === undefined ? '' : `?returnTo=${encodeURIComponent(returnTo)}`}`,
    });
    expect(res.statusCode, res.body).toBe(302);
    for (const cookie of res.cookies) jar.set(cookie.name, cookie.value);
    const location = new URL(res.headers.location as string);
    return { location: location.href, state: location.searchParams.get('state')! };
  };
  /** The provider's redirect back to us, followed: answers where the server sends the browser. */
  const callback = async (callbackUrl: string, cookies: Map<string, string> = jar) => {
    const url = new URL(callbackUrl);
    expect(`${url.origin}${url.pathname}`).toBe(CALLBACK);
    const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const res = await server.request({
      method: 'GET',
      url: `${url.pathname}${url.search}`,
      ...(cookie ? { headers: { cookie } } : {}),
    });
    expect(res.statusCode, res.body).toBe(302);
    expect(res.headers['cache-control']).toBe('no-store');
    return new URL(res.headers.location as string, PUBLIC_URL);
  };
  const signInAs = async (email: string, returnTo?: string) => {
    const { location } = await start(returnTo);
    return callback(await signInAtProvider(location, email));
  };
  /** The refusals logged since `from` (an index into the server's logged lines): their reasons. */
  const refusalsLoggedSince = (from: number) =>
    server.expectedLogLines
      .slice(from)
      .map((line) => JSON.parse(line) as { msg: string; reason?: string; check?: string })
      .filter((entry) => entry.msg === 'SSO sign-in refused')
      .map((entry) => [entry.reason, entry.check].filter(Boolean).join(': '));
  const exchange = (code: string, lang = 'cs') =>
    server.request({
      method: 'POST',
      url: '/api/account/sso/exchange',
      payload: { code },
      headers: { 'accept-language': lang },
    });

  it('announces the button in the project configuration', async () => {
    const res = await server.request({ method: 'GET', url: '/api/global-zone/config' });
    expect(res.json().sso).toEqual({ label: 'Firma' });
    expect(res.body).not.toContain(provider.clientSecret);
  });

  it('sends the browser to the provider with state, nonce and PKCE', async () => {
    const { location, state } = await start('/admin/people');
    const url = new URL(location);
    expect(url.origin).toBe(provider.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: provider.clientId,
      redirect_uri: CALLBACK,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('code_challenge')).toBeTruthy();
    const { rows } = await server.db.pool.query(
      `SELECT return_to, nonce, expires_at > now() + interval '5 minutes' AS long_enough FROM sso_logins WHERE state = $1`,
      [state],
    );
    expect(rows[0]).toMatchObject({
      return_to: '/admin/people',
      nonce: url.searchParams.get('nonce'),
      long_enough: true,
    });
  });

  it('signs in by the verified e-mail, links the identity, and the session works', async () => {
    const landing = await signInAs('expert@fedra.test', '/admin/people?x=1');
    expect(landing.pathname).toBe('/login');
    expect(landing.searchParams.get('next')).toBe('/admin/people?x=1');
    const code = landing.searchParams.get('sso')!;
    expect(code).toMatch(/^[\w-]{40,}$/);
    // Tokens never travel in the URL; only the code's hash is stored.
    const { rows: stored } = await server.db.pool.query('SELECT exchange_code_hash FROM sso_logins');
    expect(JSON.stringify(stored)).not.toContain(code);

    const res = await exchange(code);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const pair = res.json();
    expect(pair).toMatchObject({ token_type: 'Bearer', expires_in: server.deps.config.ACCESS_TOKEN_TTL });
    const me = await server.request({ method: 'GET', url: '/api/account/me/new', token: pair.access_token });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.userName).toBe('expert@fedra.test');
    // A refresh token of a new family, as a password sign-in gives.
    const refreshed = await server.request({
      method: 'POST',
      url: '/api/account/refresh',
      payload: { refresh_token: pair.refresh_token },
    });
    expect(refreshed.statusCode).toBe(200);

    const { rows } = await server.db.pool.query(
      `SELECT u.user_name, i.email, i.last_login_date IS NOT NULL AS seen FROM user_identities i
         JOIN users u ON u.id = i.user_id WHERE i.issuer = $1 AND i.subject = 'sub-expert'`,
      [provider.issuer],
    );
    expect(rows).toEqual([{ user_name: 'expert@fedra.test', email: 'expert@fedra.test', seen: true }]);
  });

  it('refuses a callback in a browser that did not start the attempt (login CSRF), without spending it', async () => {
    const { location, state } = await start();
    const cookie = (await server.request({ method: 'GET', url: '/api/account/sso/start' })).cookies[0]!;
    expect(cookie).toMatchObject({ path: '/api/account/sso/callback', httpOnly: true, sameSite: 'Lax' });
    const back = await signInAtProvider(location, 'expert@fedra.test');
    // The attacker's own callback URL opened in a victim's browser, which has no cookie of this attempt.
    const planted = await callback(back, new Map([[cookie.name, cookie.value]]));
    expect(planted.searchParams.get('ssoError')).toBe('attempt_invalid');
    expect(planted.searchParams.get('sso')).toBeNull();
    const { rows } = await server.db.pool.query('SELECT used_date FROM sso_logins WHERE state = $1', [state]);
    expect(rows).toEqual([{ used_date: null }]);
    // The browser that started it still finishes it.
    expect((await callback(back)).searchParams.get('sso')).toBeTruthy();
  });

  it('refuses a spent exchange code, an unknown one and an expired one (400 naming code, cs and en)', async () => {
    const code = (await signInAs('expert@fedra.test')).searchParams.get('sso')!;
    expect((await exchange(code)).statusCode).toBe(200);
    const again = await exchange(code);
    expect(again.statusCode).toBe(400);
    expect(again.headers['content-type']).toContain('application/problem+json');
    expect(again.json().errors).toEqual([{ field: 'code', message: expect.stringContaining('Kód přihlášení') }]);
    const en = await exchange('made-up-code', 'en');
    expect(en.statusCode).toBe(400);
    expect(en.json().errors).toEqual([{ field: 'code', message: expect.stringContaining('sign-in code is invalid') }]);
    const empty = await exchange('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].field).toBe('code');

    const late = (await signInAs('expert@fedra.test')).searchParams.get('sso')!;
    await server.db.pool.query(`UPDATE sso_logins SET expires_at = now() - interval '1 second' WHERE user_id IS NOT NULL
      AND expires_at > now()`);
    expect((await exchange(late)).statusCode).toBe(400);
  });

  it('signs in again by the linked identity, even after the e-mail changed at the provider', async () => {
    provider.accounts.set('sub-expert', { sub: 'sub-expert', email: 'renamed@example.com', email_verified: true });
    try {
      const landing = await signInAs('renamed@example.com');
      const res = await exchange(landing.searchParams.get('sso')!);
      const me = await server.request({ method: 'GET', url: '/api/account/me/new', token: res.json().access_token });
      expect(me.json().data.userName).toBe('expert@fedra.test');
    } finally {
      provider.accounts.set('sub-expert', { sub: 'sub-expert', email: 'expert@fedra.test', email_verified: true });
    }
  });

  it('does not let a second provider account with the same e-mail take over a linked user', async () => {
    // unit@ signs in as one provider account first, then another (sub-impostor2) shows the same e-mail.
    expect((await signInAs('unit@fedra.test')).searchParams.get('sso')).toBeTruthy();
    provider.accounts.delete('sub-impostor');
    provider.accounts.set('sub-impostor2', { sub: 'sub-impostor2', email: 'unit@fedra.test', email_verified: true });
    expect((await signInAs('unit@fedra.test')).searchParams.get('ssoError')).toBe('already_linked');
  });

  it('refuses an unverified e-mail, an unknown e-mail and a deactivated user', async () => {
    const unverified = await signInAs('club@fedra.test');
    expect(unverified.searchParams.get('ssoError')).toBe('email_not_verified');
    expect(unverified.searchParams.get('sso')).toBeNull();
    expect((await signInAs('nobody@example.com')).searchParams.get('ssoError')).toBe('no_account');

    await server.db.pool.query(
      `INSERT INTO users (user_name, password_hash, first_name, last_name, email, is_active)
       SELECT 'inactive-sso@fedra.test', password_hash, 'Ina', 'Active', 'inactive-sso@fedra.test', false
         FROM users WHERE user_name = 'admin@fedra.test'`,
    );
    expect((await signInAs('inactive-sso@fedra.test')).searchParams.get('ssoError')).toBe('inactive');
    const { rows } = await server.db.pool.query(
      `SELECT subject FROM user_identities WHERE subject IN ('sub-unverified', 'sub-unknown', 'sub-inactive')`,
    );
    expect(rows).toEqual([]);
  });

  it('refuses a wrong, unknown, reused or expired state', async () => {
    const logged = server.expectedLogLines.length;
    const forged = await callback(`${CALLBACK}?code=abc&state=${randomUUID()}`);
    expect(forged.searchParams.get('ssoError')).toBe('attempt_invalid');
    // Refused and logged with the reason.
    expect(refusalsLoggedSince(logged)).toHaveLength(1);
    expect(refusalsLoggedSince(logged)[0]).toMatch(/state/);
    expect((await callback(`${CALLBACK}?code=abc&state=not-a-uuid`)).searchParams.get('ssoError')).toBe(
      'attempt_invalid',
    );
    expect((await callback(`${CALLBACK}?code=abc`)).searchParams.get('ssoError')).toBe('attempt_invalid');

    // The provider's answer for one attempt, presented with another attempt's state.
    const first = await start();
    const second = await start();
    const answer = new URL(await signInAtProvider(first.location, 'member@fedra.test'));
    answer.searchParams.set('state', second.state);
    expect((await callback(answer.href)).searchParams.get('ssoError')).toBe('verification_failed');

    // A callback taken once cannot be taken again.
    const { location } = await start();
    const back = await signInAtProvider(location, 'member@fedra.test');
    expect((await callback(back)).searchParams.get('sso')).toBeTruthy();
    expect((await callback(back)).searchParams.get('ssoError')).toBe('attempt_invalid');

    const slow = await start();
    const slowBack = await signInAtProvider(slow.location, 'member@fedra.test');
    await server.db.pool.query(`UPDATE sso_logins SET expires_at = now() - interval '1 second' WHERE state = $1`, [
      slow.state,
    ]);
    expect((await callback(slowBack)).searchParams.get('ssoError')).toBe('attempt_invalid');
  });

  it('refuses an id token with a wrong nonce', async () => {
    const logged = server.expectedLogLines.length;
    // The attempt's stored nonce tampered with.
    const tampered = await start();
    const back = await signInAtProvider(tampered.location, 'member@fedra.test');
    await server.db.pool.query(`UPDATE sso_logins SET nonce = 'tampered' WHERE state = $1`, [tampered.state]);
    expect((await callback(back)).searchParams.get('ssoError')).toBe('verification_failed');

    // The provider's id token carrying another nonce.
    const forged = await start();
    const forgedBack = await signInAtProvider(forged.location, 'member@fedra.test');
    provider.forgeNextNonce('forged-nonce');
    expect((await callback(forgedBack)).searchParams.get('ssoError')).toBe('verification_failed');
    // Both refused and logged, each naming the failed check.
    const reasons = refusalsLoggedSince(logged);
    expect(reasons).toHaveLength(2);
    for (const reason of reasons) expect(reason).toMatch(/nonce/);
  });

  it('passes on an error answer of the provider as a refusal', async () => {
    const { state } = await start();
    const res = await callback(`${CALLBACK}?error=access_denied&state=${state}`);
    expect(res.searchParams.get('ssoError')).toBe('attempt_invalid');
  });

  it('ignores a returnTo that is not a path of this application', async () => {
    for (const returnTo of [
      '//evil.example/x',
      'https://evil.example/',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      '/%0d%0aLocation:x\r\n',
      'evil.example',
    ]) {
      const { state } = await start(returnTo);
      const { rows } = await server.db.pool.query('SELECT return_to FROM sso_logins WHERE state = $1', [state]);
      expect(rows[0].return_to, returnTo).toBeNull();
    }
    const landing = await signInAs('member@fedra.test', '//evil.example');
    expect(landing.origin).toBe(PUBLIC_URL);
    expect(landing.searchParams.get('next')).toBeNull();
  });
});

describe('single sign-on without configuration', () => {
  const server = useTestServer();
  it('has no button and answers 404', async () => {
    expect((await server.request({ method: 'GET', url: '/api/global-zone/config' })).json().sso).toBeNull();
    for (const [method, url] of [
      ['GET', '/api/account/sso/start'],
      ['GET', '/api/account/sso/callback?state=x&code=y'],
    ] as const) {
      expect((await server.request({ method, url })).statusCode).toBe(404);
    }
    const exchange = await server.request({ method: 'POST', url: '/api/account/sso/exchange', payload: { code: 'x' } });
    expect(exchange.statusCode).toBe(404);
  });
});

describe('single sign-on with an unreachable provider', () => {
  const server = useTestServer(
    {
      PUBLIC_URL,
      OIDC_ISSUER: 'http://127.0.0.1:9/',
      OIDC_CLIENT_ID: 'x',
      OIDC_CLIENT_SECRET: 'y',
      PUBLIC_RATE_LIMIT: '3',
    },
    { expectedLogs },
  );
  it('still shows the button, and the start answers 503', async () => {
    expect((await server.request({ method: 'GET', url: '/api/global-zone/config' })).json().sso).toEqual({
      label: 'SSO',
    });
    const res = await server.request({ method: 'GET', url: '/api/account/sso/start' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'service_unavailable' });
  });

  it('counts the anonymous start per address (PUBLIC_RATE_LIMIT): 429 with Retry-After beyond it', async () => {
    const startFrom = (remoteAddress: string) =>
      server.app.inject({ method: 'GET', url: '/api/account/sso/start', remoteAddress });
    for (let i = 0; i < 3; i++) expect((await startFrom('203.0.113.40')).statusCode).toBe(503);
    const refused = await startFrom('203.0.113.40');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await startFrom('203.0.113.41')).statusCode).toBe(503);
  });
});

describe('single sign-on settings', () => {
  const base = { PUBLIC_URL, DATABASE_URL: 'postgres://x@127.0.0.1/x' };
  const problem = (overrides: Record<string, string>) => {
    try {
      loadConfig({}, { ...base, ...overrides });
      return null;
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      return (err as Error).message;
    }
  };
  it('takes all three settings or none, and names what is missing', () => {
    expect(problem({})).toBeNull();
    expect(
      problem({ OIDC_ISSUER: 'https://login.example.com', OIDC_CLIENT_ID: 'a', OIDC_CLIENT_SECRET: 'b' }),
    ).toBeNull();
    expect(problem({ OIDC_ISSUER: 'https://login.example.com', OIDC_CLIENT_ID: 'a' })).toContain(
      'OIDC_CLIENT_SECRET: required',
    );
    const onlySecret = problem({ OIDC_CLIENT_SECRET: 'b' });
    expect(onlySecret).toContain('OIDC_ISSUER: required');
    expect(onlySecret).toContain('OIDC_CLIENT_ID: required');
    expect(problem({ OIDC_LABEL: 'Firma' })).toContain('OIDC_ISSUER: required');
  });
  it('needs PUBLIC_URL, https (except on localhost) and a true/false linking rule', () => {
    const full = { OIDC_ISSUER: 'https://login.example.com', OIDC_CLIENT_ID: 'a', OIDC_CLIENT_SECRET: 'b' };
    expect(problem({ ...full, PUBLIC_URL: '' })).toContain('PUBLIC_URL: required');
    expect(problem({ ...full, OIDC_ISSUER: 'http://login.example.com' })).toContain('OIDC_ISSUER');
    expect(problem({ ...full, OIDC_ISSUER: 'http://localhost:8080/realms/x' })).toBeNull();
    expect(problem({ ...full, OIDC_LINK_BY_EMAIL: 'maybe' })).toContain('OIDC_LINK_BY_EMAIL');
  });
});
