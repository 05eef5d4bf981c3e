// Passkeys through HTTP on real PostgreSQL (issue 28 §9), answered by a software authenticator:
// registration in the profile, sign-in without password or code, one use per challenge, removal,
// and every refusal (foreign origin, spent challenge, forged signature, locked account, bad body).
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../test-server';
import { type SoftPasskey, softPasskey } from './soft-authenticator';

const server = useTestServer();
const ORIGIN = 'http://localhost:3000';
type Problem = { code: string; errors: { field?: string; message: string }[] };

let seq = 0;
async function newUser() {
  const userName = `klic-${Date.now().toString(36)}-${++seq}@svaz.example.cz`;
  return { userName, token: await server.tokenForRole(userName, 'AdminExpertCommission') };
}
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object, origin = ORIGIN) =>
  server.request({
    method,
    url,
    ...(token ? { token } : {}),
    ...(payload ? { payload } : {}),
    headers: { origin, 'accept-language': 'cs' },
  });

async function register(token: string, key: SoftPasskey, name = 'Notebook') {
  const options = await call('POST', '/api/account/passkeys/options', token);
  expect(options.statusCode, options.body).toBe(200);
  const { challengeId, options: o } = options.json().data;
  return call('POST', '/api/account/passkeys', token, { challengeId, name, credential: key.register(o, ORIGIN) });
}
async function signIn(key: SoftPasskey) {
  const { challengeId, options } = (await call('POST', '/api/account/passkey-sign-in/options')).json().data;
  const credential = key.signIn(options, ORIGIN);
  return {
    challengeId,
    credential,
    answer: await call('POST', '/api/account/passkey-sign-in', undefined, { challengeId, credential }),
  };
}

describe('passkeys', () => {
  it('registers a passkey in the profile and signs in with it, once per challenge', async () => {
    const { userName, token } = await newUser();
    const key = softPasskey();
    const created = await register(token, key, 'Pracovní notebook');
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({ name: 'Pracovní notebook', lastUsedAt: null });
    const list = await call('GET', '/api/account/passkeys', token);
    expect(list.json().data.map((p: { name: string }) => p.name)).toEqual(['Pracovní notebook']);
    // The next registration's options exclude the registered one (one passkey per authenticator).
    const again = (await call('POST', '/api/account/passkeys/options', token)).json().data.options;
    expect(again.excludeCredentials.map((c: { id: string }) => c.id)).toEqual([key.credentialId]);
    expect(again.rp.id).toBe('localhost');

    const { challengeId, credential, answer } = await signIn(key);
    expect(answer.statusCode, answer.body).toBe(200);
    const me = await server.request({ method: 'GET', url: '/api/account/me/new', token: answer.json().access_token });
    expect(me.json().data.userName).toBe(userName);
    expect((await call('GET', '/api/account/passkeys', token)).json().data[0].lastUsedAt).not.toBeNull();
    // The same answer again: the challenge is spent.
    const replay = await call('POST', '/api/account/passkey-sign-in', undefined, { challengeId, credential });
    expect(replay.statusCode).toBe(401);
    expect((replay.json() as Problem).code).toBe('passkey_invalid');

    const audit = await server.db.pool.query(
      `SELECT action, details->>'method' AS method, details->>'reason' AS reason FROM audit_log
        WHERE subject_type = 'user' AND subject_id = (SELECT id FROM users WHERE user_name = $1) ORDER BY id`,
      [userName],
    );
    expect(audit.rows).toEqual([
      { action: 'sign-in', method: 'password', reason: null },
      { action: 'passkey.add', method: null, reason: null },
      { action: 'sign-in', method: 'passkey', reason: null },
      { action: 'sign-in-failed', method: null, reason: 'passkey' },
    ]);
  });

  it('asks no second code: a passkey is two factors in one', async () => {
    const { token } = await newUser();
    const { secret } = (await call('POST', '/api/account/two-factor/setup', token)).json().data;
    await call('POST', '/api/account/two-factor/confirm', token, { code: await generate({ secret }) });
    const key = softPasskey();
    expect((await register(token, key)).statusCode).toBe(201);
    expect((await signIn(key)).answer.statusCode).toBe(200);
  });

  it('refuses foreign origins, spent challenges, forged answers, unverified users and locked accounts', async () => {
    const { userName, token } = await newUser();
    for (const origin of ['https://evil.example', 'http://127.0.0.1:3000', 'nonsense']) {
      const res = await call('POST', '/api/account/passkeys/options', token, undefined, origin);
      expect(res.statusCode, origin).toBe(400);
      expect((res.json() as Problem).code).toBe('passkey_invalid');
    }
    const key = softPasskey();
    const unknown = await call('POST', '/api/account/passkeys', token, {
      challengeId: '00000000-0000-4000-8000-000000000000',
      name: 'x',
      credential: key.register({ challenge: 'AAAA', rp: {} }, ORIGIN),
    });
    expect(unknown.statusCode).toBe(400);
    expect((unknown.json() as Problem).errors).toEqual([
      { field: 'challengeId', message: 'Platnost výzvy vypršela. Zkuste to znovu.' },
    ]);
    // Without user verification (no PIN or fingerprint): not a passkey we take.
    const unverified = await register(token, softPasskey({ userVerified: false }));
    expect(unverified.statusCode).toBe(400);
    expect((unverified.json() as Problem).errors.map((e) => e.field)).toEqual(['credential']);
    const malformed = await call('POST', '/api/account/passkeys', token, {
      challengeId: 'nope',
      name: '',
      credential: { id: 'a b', type: 'public-key' },
    });
    expect(malformed.statusCode).toBe(400);
    expect((malformed.json() as Problem).errors.map((e) => e.field).sort()).toEqual(
      ['challengeId', 'credential.id', 'credential.rawId', 'credential.response', 'name'].sort(),
    );

    expect((await register(token, key)).statusCode).toBe(201);
    // A signature by another key for this passkey's id.
    const { challengeId, options } = (await call('POST', '/api/account/passkey-sign-in/options')).json().data;
    const forged = { ...softPasskey().signIn(options, ORIGIN), id: key.credentialId, rawId: key.credentialId };
    const refused = await call('POST', '/api/account/passkey-sign-in', undefined, { challengeId, credential: forged });
    expect(refused.statusCode).toBe(401);
    // Answered for another site.
    const { challengeId: c2, options: o2 } = (await call('POST', '/api/account/passkey-sign-in/options')).json().data;
    const elsewhere = key.signIn({ ...o2, rpId: 'evil.example' }, ORIGIN);
    expect(
      (await call('POST', '/api/account/passkey-sign-in', undefined, { challengeId: c2, credential: elsewhere }))
        .statusCode,
    ).toBe(401);

    await server.db.pool.query('UPDATE users SET locked_at = now() WHERE user_name = $1', [userName]);
    const locked = (await signIn(key)).answer;
    expect(locked.statusCode).toBe(403);
    expect((locked.json() as Problem).code).toBe('account_locked');
  });

  it('removes only the own passkeys; a removed one signs nobody in', async () => {
    const a = await newUser();
    const b = await newUser();
    const key = softPasskey();
    const id = (await register(a.token, key)).json().data.id as number;
    expect((await call('DELETE', `/api/account/passkeys/${id}`, b.token)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/account/passkeys/${id}`, a.token)).statusCode).toBe(204);
    expect((await call('GET', '/api/account/passkeys', a.token)).json().data).toEqual([]);
    expect((await signIn(key)).answer.statusCode).toBe(401);
    expect((await call('GET', '/api/account/passkeys')).statusCode).toBe(401);
  });
});
