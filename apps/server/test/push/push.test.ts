// Web push end to end: a browser's subscription stored per user (and moved, and removed), refused
// when its endpoint or keys are of a foreign form or lead somewhere the server must not POST to;
// the VAPID keys from the settings or generated once into DATA_DIR; the feature switched off; and
// the one real use: the office approves an application and a real push request arrives at a push
// endpoint started here, signed with our VAPID key, which the subscriber's keys decrypt.
import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { importJWK, jwtVerify } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/platform/config/config';
import { endpointProblem, isPublicAddress, parseEndpointHosts } from '../../src/platform/push/push-endpoint';
import { MAX_FAILURES } from '../../src/platform/push/push-job';
import { registerServiceWorker } from '../../src/platform/push/service-worker-route';
import { loadVapidKeys, VAPID_KEY_FILE } from '../../src/platform/push/vapid-keys';
import { createWebPush, PUSH_TTL_SECONDS } from '../../src/platform/push/web-push';
import { type DemoUser, useTestServer } from '../test-server';
import { applicationFixtures } from '../tournament-application-fixtures';

const URL_PATH = '/api/account/push-subscriptions';

// ---- a push service of our own: records what arrives; /gone answers 410, /broken 500 ----
interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}
const received: Received[] = [];
const pushService = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
    if (req.url?.startsWith('/redirect')) {
      // A push service that sends the request on: to a private address of this machine.
      res.writeHead(307, { location: `http://127.0.0.1:${(pushService.address() as AddressInfo).port}/internal` });
      return res.end();
    }
    res.statusCode = req.url?.startsWith('/gone') ? 410 : req.url?.startsWith('/broken') ? 500 : 201;
    res.end();
  });
});
let pushOrigin = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  pushOrigin = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => pushService.close(() => resolve())));

const server = useTestServer({ PUSH_ENDPOINT_HOSTS: '127.0.0.1' });

/** A browser's side of a subscription: its key pair and auth secret. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, p256dh: ecdh.getPublicKey().toString('base64url'), authText: auth.toString('base64url') };
}

type Browser = ReturnType<typeof browserKeys>;

function subscribe(as: DemoUser, endpoint: string, keys: Partial<{ p256dh: string; auth: string }> = {}, lang = 'cs') {
  const b = browserKeys();
  return server.request({
    method: 'PUT',
    url: URL_PATH,
    as,
    headers: { 'accept-language': lang, 'user-agent': 'Test browser/1.0' },
    payload: { endpoint, expirationTime: null, keys: { p256dh: b.p256dh, auth: b.authText, ...keys } },
  });
}

async function rowsOf(endpoint: string) {
  const { rows } = await server.db.pool.query<{ userName: string; failureCount: number; userAgent: string | null }>(
    `SELECT u.user_name AS "userName", s.failure_count AS "failureCount", s.user_agent AS "userAgent"
       FROM push_subscriptions s JOIN users u ON u.id = s.user_id WHERE s.endpoint = $1`,
    [endpoint],
  );
  return rows;
}

/** Decrypts an aes128gcm body (RFC 8188) for the browser's keys (RFC 8291) with node:crypto alone. */
function decrypt(body: Buffer, browser: Browser): unknown {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const serverKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const secret = browser.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.ecdh.getPublicKey(), serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, browser.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(-16));
  const plain = Buffer.concat([decipher.update(record.subarray(0, -16)), decipher.final()]);
  let end = plain.length - 1;
  while (plain[end] === 0) end--;
  expect(plain[end], 'the last record ends with the delimiter 2').toBe(2);
  return JSON.parse(plain.subarray(0, end).toString('utf8'));
}

async function waitForPush(pathPrefix: string, timeoutMs = 10_000): Promise<Received> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const hit = received.find((r) => r.path.startsWith(pathPrefix));
    if (hit) return hit;
    if (Date.now() > until) throw new Error(`no push request at ${pathPrefix}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function waitUntil(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('subscriptions', () => {
  it('stores a subscription for the signed-in user, once per endpoint, and removes it', async () => {
    const endpoint = `${pushOrigin}/sub/${randomBytes(8).toString('hex')}`;
    expect((await subscribe('member', endpoint)).statusCode).toBe(204);
    expect((await subscribe('member', endpoint)).statusCode).toBe(204);
    expect(await rowsOf(endpoint)).toEqual([
      { userName: 'member@fedra.test', failureCount: 0, userAgent: 'Test browser/1.0' },
    ]);
    const removed = await server.request({ method: 'DELETE', url: URL_PATH, as: 'member', payload: { endpoint } });
    expect(removed.statusCode).toBe(204);
    expect(await rowsOf(endpoint)).toEqual([]);
    // Removing what is not there is done as well.
    expect(
      (await server.request({ method: 'DELETE', url: URL_PATH, as: 'member', payload: { endpoint } })).statusCode,
    ).toBe(204);
  });

  it('moves an endpoint to whoever subscribes with it last; another user cannot remove it', async () => {
    const endpoint = `${pushOrigin}/sub/${randomBytes(8).toString('hex')}`;
    expect((await subscribe('member', endpoint)).statusCode).toBe(204);
    expect((await subscribe('club', endpoint)).statusCode).toBe(204);
    expect((await rowsOf(endpoint)).map((r) => r.userName)).toEqual(['club@fedra.test']);
    const notYours = await server.request({ method: 'DELETE', url: URL_PATH, as: 'member', payload: { endpoint } });
    expect(notYours.statusCode).toBe(204);
    expect((await rowsOf(endpoint)).map((r) => r.userName)).toEqual(['club@fedra.test']);
  });

  it('needs a signed-in user', async () => {
    const res = await server.request({
      method: 'PUT',
      url: URL_PATH,
      payload: { endpoint: 'https://fcm.googleapis.com/fcm/send/x', keys: browserKeys() },
    });
    expect(res.statusCode).toBe(401);
  });

  it('refuses foreign endpoint forms, naming the field, in the caller language', async () => {
    const refused: [string, RegExp][] = [
      ['not a url', /https/],
      ['ftp://push.example.com/x', /https/],
      ['javascript:alert(1)', /https/],
      ['http://fcm.googleapis.com/fcm/send/x', /https/],
      ['https://user:secret@fcm.googleapis.com/fcm/send/x', /https/],
      ['https://10.1.2.3/push', /veřejnou/],
      ['https://192.168.1.1/push', /veřejnou/],
      ['https://169.254.169.254/latest/meta-data', /veřejnou/],
      ['https://[::1]/push', /veřejnou/],
      ['https://[fd00::1]/push', /veřejnou/],
      ['https://167772161/push', /veřejnou/],
      ['https://0xa9.254.169.254/push', /veřejnou/],
      ['https://localhost/push', /veřejnou/],
      ['https://push.localhost/push', /veřejnou/],
      ['https://printer.local/push', /veřejnou/],
      ['https://metadata.google.internal/push', /veřejnou/],
      ['https://intranet/push', /veřejnou/],
      ['https://fcm.googleapis.com:8443/fcm/send/x', /port/],
      [`https://fcm.googleapis.com/${'x'.repeat(1100)}`, /1024/],
      // What no push service hands out: a NUL byte (PostgreSQL refuses it: it was a 500), other
      // control characters, spaces and characters outside ASCII.
      ['https://fcm.googleapis.com/fcm/send/x\u0000y', /https/],
      ['https://fcm.googleapis.com/fcm/send/x\u0007y', /https/],
      ['https://fcm.googleapis.com/fcm/send/x y', /https/],
      ['https://fcm.googleapis.com/fcm/send/\ud800', /https/],
    ];
    for (const [endpoint, message] of refused) {
      const res = await subscribe('member', endpoint);
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
      const errors = res.json().errors as { field: string; message: string }[];
      expect(
        errors.map((e) => e.field),
        endpoint,
      ).toEqual(['endpoint']);
      expect(errors[0]!.message, endpoint).toMatch(message);
    }
    const removeNul = await server.request({
      method: 'DELETE',
      url: URL_PATH,
      as: 'member',
      payload: { endpoint: 'https://fcm.googleapis.com/x\u0000' },
    });
    expect(removeNul.statusCode).toBe(400);
    const english = await subscribe('member', 'https://10.0.0.1/push', {}, 'en');
    expect(english.json().errors[0].message).toMatch(/public push service/);
    const { rows } = await server.db.pool.query(
      `SELECT 1 FROM push_subscriptions WHERE endpoint NOT LIKE 'http://127.0.0.1:%'`,
    );
    expect(rows).toEqual([]);
  });

  it('refuses keys that are not a P-256 public key and a 16-byte secret, naming each field', async () => {
    const endpoint = 'https://fcm.googleapis.com/fcm/send/abc';
    const other = createECDH('prime256v1');
    other.generateKeys();
    const compressed = other.getPublicKey(undefined, 'compressed').toString('base64url');
    for (const keys of [
      { p256dh: 'short', auth: 'x' },
      { p256dh: compressed, auth: randomBytes(8).toString('base64url') },
      { p256dh: `${browserKeys().p256dh.slice(0, -2)}!!`, auth: randomBytes(32).toString('base64url') },
      { p256dh: Buffer.alloc(65, 5).toString('base64url'), auth: 'ä'.repeat(22) },
    ]) {
      const res = await subscribe('member', endpoint, keys);
      expect(res.statusCode, JSON.stringify(keys)).toBe(400);
      const fields = (res.json().errors as { field: string }[]).map((e) => e.field).sort();
      expect(fields, JSON.stringify(keys)).toEqual(['keys.auth', 'keys.p256dh']);
    }
    // Missing parts and wrong types: 400 with the field, never a 500.
    for (const payload of [{}, { endpoint }, { endpoint, keys: 'x' }, { endpoint: 5, keys: { p256dh: 1, auth: [] } }]) {
      const res = await server.request({ method: 'PUT', url: URL_PATH, as: 'member', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors.length).toBeGreaterThan(0);
    }
    // A well-formed public push service with good keys is taken.
    expect((await subscribe('member', endpoint)).statusCode).toBe(204);
    await server.request({ method: 'DELETE', url: URL_PATH, as: 'member', payload: { endpoint } });
  });

  it('keeps at most 20 subscriptions per user, dropping the oldest', async () => {
    const user = await server.db.pool.query(`SELECT id FROM users WHERE user_name = 'clubro@fedra.test'`);
    for (let i = 0; i < 22; i++) expect((await subscribe('clubro', `${pushOrigin}/many/${i}`)).statusCode).toBe(204);
    const { rows } = await server.db.pool.query<{ endpoint: string }>(
      'SELECT endpoint FROM push_subscriptions WHERE user_id = $1 ORDER BY id',
      [user.rows[0].id],
    );
    expect(rows.length).toBe(20);
    expect(rows.map((r) => r.endpoint)).not.toContain(`${pushOrigin}/many/0`);
    expect(rows.map((r) => r.endpoint)).toContain(`${pushOrigin}/many/21`);
  });
});

describe('the endpoint rules on their own', () => {
  it('take public https push services and refuse private hosts unless allowlisted', () => {
    const none = parseEndpointHosts(undefined);
    for (const ok of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/QGx',
      'https://wns2-par02p.notify.windows.com/w/?token=abc',
    ])
      expect(endpointProblem(ok, none), ok).toBeNull();
    expect(endpointProblem('http://127.0.0.1:9000/x', none)).toBe('push.endpointHttps');
    const allowed = parseEndpointHosts(' 127.0.0.1:9000 , Push.Test ');
    expect(endpointProblem('http://127.0.0.1:9000/x', allowed)).toBeNull();
    expect(endpointProblem('http://127.0.0.1:9001/x', allowed)).toBe('push.endpointHttps');
    expect(endpointProblem('https://push.test:444/x', allowed)).toBeNull();
  });

  it('judge resolved addresses: loopback, private, link-local, mapped and reserved are not public', () => {
    for (const address of [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fe80::1',
      'fd12::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      // IPv6 forms that carry an IPv4 address or reach a local network: IPv4-compatible, SIIT,
      // local-use NAT64, Teredo, 6to4, the old site-local.
      '::127.0.0.1',
      '::ffff:0:7f00:1',
      '64:ff9b:1::a00:1',
      '2001:0:4136:e378::1',
      '2002:7f00:1::1',
      'fec0::1',
      'nonsense',
    ])
      expect(isPublicAddress(address), address).toBe(false);
    for (const address of ['142.250.74.10', '8.8.8.8', '2a00:1450:4014:80c::200a', '::ffff:8.8.8.8'])
      expect(isPublicAddress(address), address).toBe(true);
  });

  it('does not send to a name that resolves to this machine, whatever the subscription says', async () => {
    const keys = { ...(await loadVapidKeys(server.deps.config))! };
    const push = createWebPush(keys, parseEndpointHosts(undefined));
    const b = browserKeys();
    const before = received.length;
    const port = (pushService.address() as AddressInfo).port;
    const outcome = await push.send(
      { endpoint: `http://localhost:${port}/rebound`, p256dh: b.p256dh, auth: b.authText },
      { title: 't', body: 'b', url: '/' },
    );
    expect(outcome).toMatchObject({ outcome: 'failed' });
    expect((outcome as { error: string }).error).toMatch(/not public/);
    expect(received.length).toBe(before);
  });

  it('does not follow a redirect of the push service (it could point anywhere)', async () => {
    const keys = { ...(await loadVapidKeys(server.deps.config))! };
    const push = createWebPush(keys, parseEndpointHosts('127.0.0.1'));
    const b = browserKeys();
    const port = (pushService.address() as AddressInfo).port;
    const outcome = await push.send(
      { endpoint: `http://127.0.0.1:${port}/redirect`, p256dh: b.p256dh, auth: b.authText },
      { title: 't', body: 'b', url: '/' },
    );
    expect(outcome).toEqual({ outcome: 'failed', error: 'the push service answered 307' });
    expect(received.filter((r) => r.path === '/internal')).toEqual([]);
  });
});

describe('VAPID keys', () => {
  const dirs: string[] = [];
  const tempDir = async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'fedra-vapid-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(async () => {
    await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
  });

  it('were generated into DATA_DIR on the first start with mode 600, and the configuration carries the public key', async () => {
    const file = path.join(server.deps.config.DATA_DIR, VAPID_KEY_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const stored = JSON.parse(await readFile(file, 'utf8'));
    const config = await server.request({ method: 'GET', url: '/api/global-zone/config' });
    expect(config.json().vapidPublicKey).toBe(stored.publicKey);
    expect(config.body).not.toContain(stored.privateKey);
  });

  it('are made once and reused, also when two instances start at once', async () => {
    const dir = path.join(await tempDir(), 'data');
    const config = loadConfig({}, { DATA_DIR: dir });
    const [a, b] = await Promise.all([loadVapidKeys(config), loadVapidKeys(config)]);
    expect(a).toEqual(b);
    const again = await loadVapidKeys(loadConfig({}, { DATA_DIR: dir }));
    expect(again).toEqual(a);
    expect(a!.subject).toBe('mailto:webmaster@localhost');
  });

  it('come from the settings when given, and no file is written', async () => {
    const dir = await tempDir();
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const publicKey = ecdh.getPublicKey().toString('base64url');
    const privateKey = ecdh.getPrivateKey().toString('base64url').padStart(43, 'A');
    const config = loadConfig(
      {},
      { DATA_DIR: dir, VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: 'mailto:it@svaz.cz' },
    );
    expect(await loadVapidKeys(config)).toEqual({ publicKey, privateKey, subject: 'mailto:it@svaz.cz' });
    await expect(stat(path.join(dir, VAPID_KEY_FILE))).rejects.toThrow();
    // Switched off: no keys at all.
    expect(await loadVapidKeys(loadConfig({}, { DATA_DIR: dir, WEB_PUSH: 'false' }))).toBeNull();
  });

  it('stop the start naming the setting when half given, malformed, or not a pair', () => {
    const a = createECDH('prime256v1');
    a.generateKeys();
    const b = createECDH('prime256v1');
    b.generateKeys();
    const pub = a.getPublicKey().toString('base64url');
    const priv = a.getPrivateKey().toString('base64url').padStart(43, 'A');
    const cases: [Record<string, string>, RegExp][] = [
      [{ VAPID_PUBLIC_KEY: pub }, /VAPID_PRIVATE_KEY: required/],
      [{ VAPID_PRIVATE_KEY: priv }, /VAPID_PUBLIC_KEY: required/],
      [{ VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: priv }, /VAPID_PUBLIC_KEY: must be/],
      [{ VAPID_PUBLIC_KEY: pub, VAPID_PRIVATE_KEY: `${priv}==` }, /VAPID_PRIVATE_KEY: must be/],
      [
        { VAPID_PUBLIC_KEY: b.getPublicKey().toString('base64url'), VAPID_PRIVATE_KEY: priv },
        /VAPID_PUBLIC_KEY: does not belong/,
      ],
      [{ VAPID_SUBJECT: 'http://svaz.cz' }, /VAPID_SUBJECT/],
      [{ WEB_PUSH: 'maybe' }, /WEB_PUSH/],
    ];
    for (const [settings, message] of cases) {
      expect(() => loadConfig({}, settings), JSON.stringify(settings)).toThrow(ConfigError);
      expect(() => loadConfig({}, settings), JSON.stringify(settings)).toThrow(message);
    }
  });

  it('refuse a damaged key file by name rather than making new keys', async () => {
    const dir = await tempDir();
    await writeFile(path.join(dir, VAPID_KEY_FILE), '{"publicKey": "x"}');
    await expect(loadVapidKeys(loadConfig({}, { DATA_DIR: dir }))).rejects.toThrow(/vapid\.json/);
  });
});

describe('the approval notification', () => {
  const fx = applicationFixtures(server);
  // Each case starts from a member without subscriptions, so it hears only its own endpoints.
  beforeEach(async () => {
    await server.db.pool.query(
      `DELETE FROM push_subscriptions WHERE user_id = (SELECT id FROM users WHERE user_name = 'member@fedra.test')`,
    );
  });

  async function memberApplication(competitionId: number): Promise<number> {
    const person = await fx.one<{ id: number }>(
      `SELECT assign_person_id AS id FROM users WHERE user_name = 'member@fedra.test'`,
    );
    const res = await server.request({
      method: 'POST',
      url: `/api/admin-zone/tournaments/competitions/${competitionId}/participants`,
      as: 'expert',
      payload: { personId: person.id, roleId: 1 },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id;
  }

  async function subscribeMember(pathName: string): Promise<Browser> {
    const b = browserKeys();
    const res = await server.request({
      method: 'PUT',
      url: URL_PATH,
      as: 'member',
      payload: { endpoint: `${pushOrigin}${pathName}`, keys: { p256dh: b.p256dh, auth: b.authText } },
    });
    expect(res.statusCode).toBe(204);
    return b;
  }

  it('reaches the member as an encrypted, VAPID-signed push with the tournament, the discipline and the link', async () => {
    const browser = await subscribeMember('/member-phone');
    const tournamentId = await fx.tournament();
    const name = (await fx.one<{ name: string }>('SELECT name FROM tournaments WHERE id = $1', [tournamentId])).name;
    const competitionId = await fx.discipline(tournamentId, 'Čtyřhra');
    const application = await memberApplication(competitionId);
    expect(received.filter((r) => r.path === '/member-phone')).toEqual([]);

    const approved = await server.request({
      method: 'PUT',
      url: `/api/admin-zone/tournaments/competitions/participants/${application}`,
      as: 'expert',
      payload: { stateId: 2 },
    });
    expect(approved.statusCode, approved.body).toBe(202);

    const push = await waitForPush('/member-phone');
    expect(push.headers.ttl).toBe(String(PUSH_TTL_SECONDS));
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    const auth = /^vapid t=([^,]+), k=(.+)$/.exec(push.headers.authorization ?? '');
    expect(auth, push.headers.authorization).not.toBeNull();
    const publicKey = (await server.request({ method: 'GET', url: '/api/global-zone/config' })).json().vapidPublicKey;
    expect(auth![2]).toBe(publicKey);
    const raw = Buffer.from(publicKey, 'base64url');
    const key = await importJWK(
      {
        kty: 'EC',
        crv: 'P-256',
        x: raw.subarray(1, 33).toString('base64url'),
        y: raw.subarray(33).toString('base64url'),
      },
      'ES256',
    );
    const { payload: claims } = await jwtVerify(auth![1]!, key, { audience: pushOrigin });
    expect(claims.sub).toMatch(/^mailto:|^https:/);

    expect(decrypt(push.body, browser)).toEqual({
      title: 'Přihláška schválena',
      body: `${name}: Čtyřhra`,
      url: `/zone/personal/tournament-dynamic/detail/${tournamentId}`,
    });
    await waitUntil(async () => {
      const { rows } = await server.db.pool.query(
        `SELECT last_success_date FROM push_subscriptions WHERE endpoint = $1`,
        [`${pushOrigin}/member-phone`],
      );
      return rows[0]?.last_success_date != null;
    });
  });

  it('goes out for "approve all" in the member language; a gone subscription is removed, a failing one counted', async () => {
    await server.db.pool.query(`UPDATE users SET language = 'en' WHERE user_name = 'member@fedra.test'`);
    try {
      const browser = await subscribeMember('/member-laptop');
      await subscribeMember('/gone/old-browser');
      await subscribeMember('/broken/flaky-service');
      const tournamentId = await fx.tournament();
      const competitionId = await fx.discipline(tournamentId, 'Singles');
      await memberApplication(competitionId);
      const before = received.length;

      const all = await server.request({
        method: 'POST',
        url: `/api/admin-zone/tournaments/${tournamentId}/participants/approve`,
        as: 'expert',
      });
      expect(all.statusCode, all.body).toBe(200);
      expect(all.json().data.count).toBe(1);

      const push = await waitForPush('/member-laptop');
      expect(decrypt(push.body, browser)).toMatchObject({ title: 'Application approved' });
      await waitUntil(async () => (await rowsOf(`${pushOrigin}/gone/old-browser`)).length === 0);
      await waitUntil(async () => (await rowsOf(`${pushOrigin}/broken/flaky-service`))[0]?.failureCount === 1);
      expect(
        received
          .slice(before)
          .map((r) => r.path)
          .sort(),
      ).toEqual(['/broken/flaky-service', '/gone/old-browser', '/member-laptop'].sort());
    } finally {
      await server.db.pool.query(`UPDATE users SET language = NULL WHERE user_name = 'member@fedra.test'`);
    }
  });

  it('gives up a subscription that failed too many times in a row', async () => {
    await subscribeMember('/broken/dead-service');
    await server.db.pool.query(`UPDATE push_subscriptions SET failure_count = $2 WHERE endpoint = $1`, [
      `${pushOrigin}/broken/dead-service`,
      MAX_FAILURES - 1,
    ]);
    const tournamentId = await fx.tournament();
    const application = await memberApplication(await fx.discipline(tournamentId));
    const res = await server.request({
      method: 'PUT',
      url: `/api/admin-zone/tournaments/competitions/participants/${application}`,
      as: 'expert',
      payload: { stateId: 2 },
    });
    expect(res.statusCode).toBe(202);
    await waitUntil(async () => (await rowsOf(`${pushOrigin}/broken/dead-service`)).length === 0);
  });

  it('is not sent for a rejection, nor to anyone but the applicant', async () => {
    await subscribeMember('/member-tablet');
    await subscribe('club', `${pushOrigin}/club-manager`);
    const tournamentId = await fx.tournament();
    const application = await memberApplication(await fx.discipline(tournamentId));
    const rejected = await server.request({
      method: 'PUT',
      url: `/api/admin-zone/tournaments/competitions/participants/${application}`,
      as: 'expert',
      payload: { stateId: 3 },
    });
    expect(rejected.statusCode).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received.map((r) => r.path)).not.toContain('/member-tablet');
    // A later approval of the same application does go out, and only to the member.
    const before = received.length;
    const approved = await server.request({
      method: 'PUT',
      url: `/api/admin-zone/tournaments/competitions/participants/${application}`,
      as: 'expert',
      payload: { stateId: 2 },
    });
    expect(approved.statusCode).toBe(202);
    await waitForPush('/member-tablet');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received.slice(before).map((r) => r.path)).not.toContain('/club-manager');
  });
});

describe('the service worker', () => {
  it('is served at the site root as JavaScript that is revalidated, not under v2/', async () => {
    const res = await server.request({ method: 'GET', url: '/service-worker.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain("addEventListener('push'");
    expect(res.body).toContain("addEventListener('notificationclick'");
    expect((await server.request({ method: 'GET', url: '/v2/service-worker.js' })).statusCode).toBe(404);
  });

  it('follows the router base', async () => {
    const app = Fastify();
    registerServiceWorker(app, '/fedra/');
    const res = await app.inject({ method: 'GET', url: '/fedra/service-worker.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect((await app.inject({ method: 'GET', url: '/service-worker.js' })).statusCode).toBe(404);
    await app.close();
  });
});

describe('web push switched off', () => {
  const off = useTestServer({ WEB_PUSH: 'false' });

  it('gives the web application no key and answers the calls as unknown', async () => {
    const config = await off.request({ method: 'GET', url: '/api/global-zone/config' });
    expect(config.json().vapidPublicKey).toBeNull();
    const b = browserKeys();
    const put = await off.request({
      method: 'PUT',
      url: URL_PATH,
      as: 'member',
      payload: { endpoint: 'https://fcm.googleapis.com/fcm/send/x', keys: { p256dh: b.p256dh, auth: b.authText } },
    });
    expect(put.statusCode).toBe(404);
    const del = await off.request({
      method: 'DELETE',
      url: URL_PATH,
      as: 'member',
      payload: { endpoint: 'https://fcm.googleapis.com/fcm/send/x' },
    });
    expect(del.statusCode).toBe(404);
  });
});
