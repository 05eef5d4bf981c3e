// Problem details for every kind of bad request, and no input of any kind producing a 500.
import { describe, expect, it } from 'vitest';
import { CALL_LIMIT_MS, callsAtOnce } from '../calls-at-once';
import { type DemoUser, useTestServer } from '../test-server';

const server = useTestServer({ BODY_LIMIT: '4096' });

function expectProblem(
  res: { statusCode: number; headers: Record<string, unknown>; json: () => unknown },
  status: number,
  code: string,
) {
  expect(res.statusCode).toBe(status);
  expect(String(res.headers['content-type'])).toContain('application/problem+json');
  const body = res.json() as Record<string, unknown>;
  expect(body).toMatchObject({ status, code, type: `about:blank#${code}` });
  expect(typeof body.title).toBe('string');
  expect(Array.isArray(body.errors) && body.errors.length > 0).toBe(true);
  return body;
}

describe('problem details', () => {
  it('answers an unknown /api path with 404 in Czech by default and in English on request', async () => {
    const cs = await server.request({ method: 'GET', url: '/api/no-such-thing?x=1' });
    const body = expectProblem(cs, 404, 'route_not_found');
    expect(body.title).toBe('Adresa GET /api/no-such-thing neexistuje.');
    expect(body.instance).toBe('/api/no-such-thing');
    const en = await server.request({
      method: 'GET',
      url: '/api/no-such-thing',
      headers: { 'accept-language': 'de;q=0.9, en;q=0.8' },
    });
    expect(en.json().title).toBe('There is no GET /api/no-such-thing.');
  });

  it('answers a wrong method on a known path with 405 and Allow', async () => {
    const res = await server.request({ method: 'DELETE', url: '/api/global-zone/codebook' });
    expectProblem(res, 405, 'method_not_allowed');
    expect(res.headers.allow).toBe('GET');
  });

  it('answers an oversized body with 413', async () => {
    const res = await server.request({
      method: 'POST',
      url: '/api/account/login',
      payload: { userName: 'a@b.cz', password: 'x'.repeat(10_000) },
    });
    expectProblem(res, 413, 'payload_too_large');
  });

  it('answers a wrong content type with 415 and broken JSON with 400', async () => {
    const text = await server.request({
      method: 'POST',
      url: '/api/account/login',
      payload: 'userName=a@b.cz',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expectProblem(text, 415, 'unsupported_media_type');
    const plain = await server.request({
      method: 'POST',
      url: '/api/account/login',
      payload: 'hi',
      headers: { 'content-type': 'text/plain' },
    });
    expectProblem(plain, 415, 'unsupported_media_type');
    const broken = await server.request({
      method: 'POST',
      url: '/api/account/login',
      payload: '{"userName":',
      headers: { 'content-type': 'application/json' },
    });
    expectProblem(broken, 400, 'invalid_json');
  });

  it('carries a request id on every answer', async () => {
    const res = await server.request({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers['x-request-id']).toBe('abc-123');
    const fresh = await server.request({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'bad id with spaces' },
    });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('ids that must be more than 0', () => {
  it('says "positive" for 0, not "at least 0", in cs and en', async () => {
    for (const [lang, message] of [
      ['cs', 'Pole importId musí být kladné číslo.'],
      ['en', 'The field importId must be a positive number.'],
    ] as const) {
      const res = await server.request({
        method: 'GET',
        url: '/api/club-zone/imports/0/records',
        as: 'club',
        headers: { 'accept-language': lang },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ field: 'importId', message }]);
    }
  });
});

describe('count dates', () => {
  // The person and club counts on a date take the statistics' bounds (a typo, not a wish).
  const COUNTS = ['/api/admin-zone/people/count/date', '/api/admin-zone/clubs/count/date'];
  const CASES = [
    ['1899-12-31', 'Pole date musí být nejdříve 1900-01-01.', 'The date field must be 1900-01-01 or later.'],
    ['2101-01-01', 'Pole date může být nejpozději 2100-12-31.', 'The date field must be 2100-12-31 or earlier.'],
    [
      '2026-02-30',
      'Pole date musí být platné datum (RRRR-MM-DD).',
      'The field date must be a valid date (YYYY-MM-DD).',
    ],
  ] as const;

  it('refuses a date out of 1900-01-01..2100-12-31 or one that does not exist, naming date in cs and en', async () => {
    for (const base of COUNTS) {
      for (const [date, cs, en] of CASES) {
        for (const [lang, message] of [
          ['cs', cs],
          ['en', en],
        ] as const) {
          const res = await server.request({
            method: 'GET',
            url: `${base}/${date}`,
            as: 'admin',
            headers: { 'accept-language': lang },
          });
          const body = expectProblem(res, 400, 'validation_failed');
          expect(body.errors, `${base}/${date} ${lang}`).toEqual([{ field: 'date', message }]);
        }
      }
      for (const date of ['1900-01-01', '2100-12-31']) {
        const res = await server.request({ method: 'GET', url: `${base}/${date}`, as: 'admin' });
        expect(res.statusCode, `${base}/${date}`).toBe(200);
      }
    }
  });
});

const HOSTILE_VALUES: unknown[] = [
  null,
  true,
  -1,
  0,
  2 ** 31,
  1e308,
  '',
  ' ',
  'Ž'.repeat(300),
  "'; DROP TABLE persons; --",
  '\u0000',
  '2026-02-30',
  [],
  [1, 2],
  {},
  { nested: { deep: [null] } },
];
const HOSTILE_SEGMENTS = [
  '0',
  '-1',
  '99999999999999999999',
  'abc',
  '%00',
  '1.5',
  "1'",
  '2026-13-45',
  encodeURIComponent('../../etc/passwd'),
];
const HOSTILE_QUERIES = [
  'limit=-5',
  'limit=1e3',
  'offset=99999999999',
  'sort=-',
  'sort=,,,',
  'fields[a]=1',
  'fields[lastName][o]=valuesLike&fields[lastName][v]=%25%5F%5C',
  'fields[lastName][o]=valuesEqual&fields[lastName][v][from]=x',
  'fields[birthDate][o]=valueDateRange&fields[birthDate][v][from]=0000-00-00',
  'fields[id][o]=valuesMemberOf&fields[id][v][]=1&fields[id][v][]=x',
  'fields[id][o]=valueGreaterOrEqual&fields[id][v]=99999999999999999999',
  // Numbers the filter accepts but an integer column does not hold, and a year PostgreSQL lacks.
  'fields[id][o]=valuesEqual&fields[id][v]=99999999999',
  'fields[id][o]=valueLowerOrEqual&fields[id][v]=1.5',
  'fields[birthDate][o]=valueDateRange&fields[birthDate][v][from]=0000-01-01',
  `fields[lastName][o]=valuesLike&fields[lastName][v]=${'a'.repeat(500)}`,
  // Exports: a valid one on every list, and a bad filter that must be refused before any file.
  'format=csv&sort=-id',
  'format=xlsx&fields[id][o]=valuesMemberOf&fields[id][v][]=x',
];

interface HostileCall {
  as: DemoUser | undefined;
  method: string;
  url: string;
  payload: unknown;
}

const describeCall = (c: HostileCall) => `${c.method} ${c.url} as ${c.as ?? 'anonymous'} ${JSON.stringify(c.payload)}`;

/** A line for each call answered with a 5xx or not at all. */
async function hostileFailures(calls: HostileCall[]): Promise<string[]> {
  const failures: string[] = [];
  const hung = await callsAtOnce(calls, async (c) => {
    const res = await server.request({
      method: c.method as 'GET',
      url: c.url,
      ...(c.as ? { as: c.as } : {}),
      ...(c.payload !== undefined
        ? { payload: JSON.stringify(c.payload), headers: { 'content-type': 'application/json' } }
        : {}),
    });
    if (res.statusCode >= 500) failures.push(`${describeCall(c)}: ${res.statusCode} ${res.body}`);
  });
  for (const c of hung) failures.push(`${describeCall(c)}: no answer within ${CALL_LIMIT_MS} ms`);
  return failures;
}

describe('no input produces a 500', () => {
  it('survives hostile path segments, query strings and bodies on every route', async () => {
    const routes = server.app
      .routeList()
      .filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD' && !r.url.startsWith('/api/docs'));
    const callers: (DemoUser | undefined)[] = [undefined, 'admin', 'unit'];
    // Sign in first: the hostile login attempts below may well trip the address's throttle.
    for (const as of callers) if (as) await server.tokenFor(as);
    const calls: HostileCall[] = [];
    for (const route of routes) {
      const urls = route.url.includes(':')
        ? HOSTILE_SEGMENTS.map((seg) => route.url.replace(/:\w+/g, seg))
        : HOSTILE_QUERIES.map((q) => `${route.url}?${q}`);
      const bodies =
        route.method === 'POST' || route.method === 'PUT'
          ? HOSTILE_VALUES.flatMap((v) => [
              v,
              {
                userName: v,
                password: v,
                refresh_token: v,
                personId: v,
                typeId: v,
                approvalStateId: v,
                validFrom: v,
                validTill: v,
                id: v,
                note: v,
                // The text fields of articles, documents and e-mail campaigns (issue 13).
                title: v,
                name: v,
                subject: v,
                body: v,
                perex: v,
                tags: v,
                data: v,
                externalId: v,
                publishDate: v,
                sendDate: v,
              },
            ])
          : [undefined];
      for (const as of callers) {
        for (const url of urls)
          for (const payload of route.method === 'GET' ? [undefined] : bodies.slice(0, 8))
            calls.push({ as, method: route.method, url, payload });
        if (route.method === 'POST' || route.method === 'PUT') {
          const url = route.url.replace(/:(\w+)/g, '1');
          for (const payload of bodies) calls.push({ as, method: route.method, url, payload });
        }
      }
    }
    expect(await hostileFailures(calls)).toEqual([]);
  }, 480_000);
});
