// The public registration-number check through HTTP: numbers found in messy text, deduplicated,
// valid / invalid / malformed (look-alike characters), QR codes that decode to the check page of
// their number, the limits (1 MB body, text length, 100 numbers), the feature switch and the
// check's own rate limit. Nothing personal in the answer.

import { REGISTRATION_CHECK_MAX_NUMBERS } from '@fedra/contract';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { findRegistrationNumbers } from '../../src/features/registration-check/registration-numbers';
import { loadConfig } from '../../src/platform/config/config';
import { TEST_DAY } from '../database';
import { type TestServer, useTestServer } from '../test-server';

const CHECK = '/api/public-zone/registration-numbers/validations';
const FEATURE = 'public:public-registration-number-validation';

/** Persons with roles: 900-001 valid today, 900-002 only an expired role, 900-003 only a role waiting for approval. */
async function seedPersons(server: TestServer, prefix = '900') {
  await server.db.pool.query(
    `WITH p AS (
       INSERT INTO persons (registration_number, first_name, last_name)
       VALUES ($1 || '-001', 'Platný', 'Člen'), ($1 || '-002', 'Bývalý', 'Člen'), ($1 || '-003', 'Čekající', 'Člen')
       RETURNING id, registration_number)
     INSERT INTO person_roles (person_id, type_id, club_id, approval_state_id, valid_from, valid_till)
     SELECT p.id, 1, (SELECT id FROM clubs ORDER BY id LIMIT 1),
            CASE WHEN p.registration_number LIKE '%-003' THEN 2 ELSE 3 END,
            ${TEST_DAY} - 400,
            CASE WHEN p.registration_number LIKE '%-002' THEN ${TEST_DAY} - 1 ELSE NULL END
       FROM p`,
    [`CZE ${prefix}`],
  );
}

function decodeQr(dataUrl: string): string | null {
  const png = PNG.sync.read(Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64'));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}

describe('public registration-number check', () => {
  const server = useTestServer({ PUBLIC_URL: 'https://fedra.example.cz', ROUTER_BASE: '/v2/' });
  const check = (text: unknown, lang = 'cs', address = '198.51.100.1') =>
    server.app.inject({
      method: 'POST',
      url: CHECK,
      payload: { text },
      remoteAddress: address,
      headers: { 'accept-language': lang },
    });

  it('finds every number in messy text once, answers valid, invalid and malformed, without personal data', async () => {
    await seedPersons(server);
    const text = [
      'Hráči na soupisce: cze900001 (kapitán), CZE 900 001 znovu, CZE-900-002,',
      'ＣＺＥ９００－００３ a CZE–900—004; telefon 602 123 456, rok 2026.',
      'Look-alike: СZE 900-001 (Cyrillic С) and CZE ٩٠٠-٠٠١ (Arabic-Indic digits).',
    ].join('\n');
    const res = await check(text, 'en');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json().data as {
      registrationNumbersRaw: string;
      registrationNumber: string | null;
      isValid: boolean;
      qrCode: string | null;
    }[];
    expect(data.map((d) => [d.registrationNumbersRaw, d.registrationNumber, d.isValid])).toEqual([
      ['cze900001', 'CZE 900-001', true],
      ['CZE-900-002', 'CZE 900-002', false],
      ['ＣＺＥ９００－００３', 'CZE 900-003', false],
      ['CZE–900—004', 'CZE 900-004', false],
      ['СZE 900-001', null, false],
      ['CZE ٩٠٠-٠٠١', null, false],
    ]);
    for (const d of data)
      expect(Object.keys(d).sort()).toEqual(['isValid', 'qrCode', 'registrationNumber', 'registrationNumbersRaw']);
    expect(res.body).not.toContain('Platný');
    expect(data[4]!.qrCode).toBeNull();
  });

  it('answers a number with digit groups of the wrong length as malformed, not as nothing', async () => {
    await seedPersons(server, '901');
    const res = await check('CZE 901-001, CZE 12-34 a CZE 1234-567; dne 12-03, pokoj ABC 1', 'en');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as { registrationNumbersRaw: string; registrationNumber: string | null }[];
    expect(data.map((d) => [d.registrationNumbersRaw, d.registrationNumber])).toEqual([
      ['CZE 901-001', 'CZE 901-001'],
      ['CZE 12-34', null],
      ['CZE 1234-567', null],
    ]);
    // Only a malformed one: still an answer that says so, not "no number found".
    const alone = await check('CZE 12-34', 'en');
    expect(alone.statusCode, alone.body).toBe(200);
    expect(alone.json().data).toMatchObject([
      { registrationNumbersRaw: 'CZE 12-34', registrationNumber: null, isValid: false },
    ]);
  });

  it('draws QR codes that decode to the check page of their one number', async () => {
    const res = await check('CZE 900-001 and SVK 123-456');
    const data = res.json().data as { registrationNumber: string; qrCode: string }[];
    expect(data[0]!.qrCode).toMatch(/^data:image\/png;base64,/);
    expect(decodeQr(data[0]!.qrCode)).toBe(
      'https://fedra.example.cz/v2/zone/public/person/registration-numbers-validation?number=CZE%20900-001',
    );
    expect(decodeQr(data[1]!.qrCode)).toBe(
      'https://fedra.example.cz/v2/zone/public/person/registration-numbers-validation?number=SVK%20123-456',
    );
  });

  it("answers 'Check failed' when no number is found, in the caller's language", async () => {
    for (const text of ['', '   ', 'žádné číslo, jen CZ 12-34 a telefon 602 123 456']) {
      const cs = await check(text);
      expect(cs.statusCode, cs.body).toBe(400);
      expect(cs.headers['content-type']).toMatch(/application\/problem\+json/);
      expect(cs.json()).toMatchObject({
        code: 'check_failed',
        title: 'Kontrola se nezdařila',
        errors: [{ field: 'text', message: 'Pro kontrolu nebyla v zadaném textu nalezena žádná čísla' }],
      });
    }
    const en = await check('nothing here', 'en');
    expect(en.json()).toMatchObject({
      title: 'Check failed',
      errors: [{ field: 'text', message: 'No numbers found to validate in the specified input' }],
    });
  });

  it('refuses a missing or non-text field by name', async () => {
    const missing = await server.app.inject({ method: 'POST', url: CHECK, payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.map((e: { field: string }) => e.field)).toEqual(['text']);
    const wrong = await check(12);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0].field).toBe('text');
  });

  it('limits the numbers of one check (10,000 numbers: 400 saying the limit) and the text length', async () => {
    const many = Array.from(
      { length: 10_000 },
      (_, i) => `CZE ${String(100 + Math.floor(i / 1000)).padStart(3, '0')}-${String(i % 1000).padStart(3, '0')}`,
    ).join('\n');
    const res = await check(many, 'en');
    expect(res.statusCode, res.body.slice(0, 300)).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'text', message: 'The text holds more than 100 different registration numbers; check them in parts.' },
    ]);
    // 100 distinct numbers are fine, and repeating them does not count again.
    const hundred = many.split('\n').slice(0, 100).join(' ');
    const ok = await check(`${hundred}\n${hundred}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toHaveLength(100);

    const long = await check(`CZE 900-001 ${'x'.repeat(600_000)}`, 'en');
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual([{ field: 'text', message: expect.stringMatching(/text.*500000/) }]);
  });

  it('answers a body over 1 MB with a clean 413 problem', async () => {
    const res = await check(`CZE 900-001 ${'a'.repeat(1024 * 1024)}`, 'en');
    expect(res.statusCode).toBe(413);
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(res.json()).toMatchObject({ code: 'payload_too_large', status: 413 });
  });

  it('does not exist while the feature is off', async () => {
    server.deps.catalog.activeFeatures.delete(FEATURE);
    try {
      const res = await check('CZE 900-001');
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    } finally {
      server.deps.catalog.activeFeatures.add(FEATURE);
    }
    expect((await check('CZE 900-001')).statusCode).toBe(200);
  });
});

/** A check of one number from `remoteAddress`, with the request's own headers (forwarded addresses, language). */
const checkFrom = (server: TestServer, remoteAddress: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'POST', url: CHECK, payload: { text: 'CZE 123-456' }, remoteAddress, headers });

describe('registration-number check rate limit', () => {
  const server = useTestServer({ REGISTRATION_CHECK_RATE_LIMIT: '2', PUBLIC_RATE_LIMIT: '1000' });
  const check = (address: string, lang = 'cs') => checkFrom(server, address, { 'accept-language': lang });

  it('refuses checks over its own limit per address with 429 and Retry-After; other public calls go on', async () => {
    expect((await check('203.0.113.20')).statusCode).toBe(200);
    expect((await check('203.0.113.20')).statusCode).toBe(200);
    const refused = await check('203.0.113.20', 'en');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ code: 'too_many_requests', status: 429 });
    // Another address has its own budget; the general public budget is not used up.
    expect((await check('203.0.113.21')).statusCode).toBe(200);
    const boards = await server.app.inject({
      method: 'GET',
      url: '/api/public-zone/boards',
      remoteAddress: '203.0.113.20',
    });
    expect(boards.statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For without TRUST_PROXY: a forged header buys no new budget', async () => {
    const forged = (client: string) => checkFrom(server, '203.0.113.30', { 'x-forwarded-for': client });
    expect((await forged('198.51.100.1')).statusCode).toBe(200);
    expect((await forged('198.51.100.2')).statusCode).toBe(200);
    expect((await forged('198.51.100.3')).statusCode).toBe(429);
  });
});

describe('registration-number check rate limit behind a proxy', () => {
  const server = useTestServer({ REGISTRATION_CHECK_RATE_LIMIT: '2', PUBLIC_RATE_LIMIT: '1000', TRUST_PROXY: 'true' });
  const check = (client: string) => checkFrom(server, '10.0.0.2', { 'x-forwarded-for': client });

  it('counts per forwarded client address with TRUST_PROXY, not per proxy', async () => {
    expect((await check('198.51.100.7')).statusCode).toBe(200);
    expect((await check('198.51.100.7')).statusCode).toBe(200);
    expect((await check('198.51.100.7')).statusCode).toBe(429);
    // Another client behind the same proxy has a budget of its own.
    expect((await check('198.51.100.8')).statusCode).toBe(200);
  });
});

describe('finding numbers in adversarial text', () => {
  it('scans 500,000 characters of near-misses in linear time (no ReDoS)', () => {
    const near = [
      'abc'.repeat(166_666),
      `${'abc---123---12 '.repeat(33_333)}`,
      `${'ABC 123 4'.repeat(55_555)}`,
      `${'\u2010'.repeat(250_000)}${'1'.repeat(250_000)}`,
      `${'abc123-456-1'.repeat(41_666)}`,
    ];
    for (const text of near) {
      const started = performance.now();
      try {
        findRegistrationNumbers(text, REGISTRATION_CHECK_MAX_NUMBERS);
      } catch {
        // Too many numbers is an answer too; the time is what counts here.
      }
      // A linear scan takes about 30 ms here, and once took 650 ms beside a loaded suite; a pattern
      // that backtracks over 500,000 characters takes minutes. The bound tells those apart, not speed.
      expect(performance.now() - started, text.slice(0, 20)).toBeLessThan(5_000);
    }
  });
});

describe('registration-number check behind listed proxies (TRUST_PROXY as addresses)', () => {
  const server = useTestServer({
    REGISTRATION_CHECK_RATE_LIMIT: '2',
    PUBLIC_RATE_LIMIT: '1000',
    TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
  });
  const check = (from: string, forwarded: string) => checkFrom(server, from, { 'x-forwarded-for': forwarded });

  it('takes the address the listed proxy saw: what a client writes before it buys no new budget', async () => {
    // Through the proxy 10.0.0.2, the client 198.51.100.9 writes a new address of its own each time.
    for (const forged of ['192.0.2.1', '192.0.2.2'])
      expect((await check('10.0.0.2', `${forged}, 198.51.100.9`)).statusCode).toBe(200);
    expect((await check('10.0.0.2', '192.0.2.3, 198.51.100.9')).statusCode).toBe(429);
    // A client that reaches the server past the proxies is its own address, whatever it forwards.
    for (const forged of ['192.0.2.4', '192.0.2.5']) expect((await check('203.0.113.5', forged)).statusCode).toBe(200);
    expect((await check('203.0.113.5', '192.0.2.6')).statusCode).toBe(429);
  });

  it('refuses to start with a TRUST_PROXY that is neither a yes/no nor addresses, naming the setting', () => {
    for (const bad of ['10.0.0.0/33', 'proxy.example.org', '10.0.0.1/8/1', 'maybe'])
      expect(() => loadConfig({}, { TRUST_PROXY: bad }), bad).toThrow(
        /TRUST_PROXY: must be true, false or the proxies/,
      );
    expect(loadConfig({}, { TRUST_PROXY: 'yes' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({}, { TRUST_PROXY: 'loopback,fd00::/8' }).TRUST_PROXY).toEqual(['loopback', 'fd00::/8']);
  });
});
