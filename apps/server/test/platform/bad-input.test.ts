// Requests that once answered 500 (found by requests generated from the OpenAPI document): each is
// now a 4xx problem, or a 503 with Retry-After while the database is away.
import net from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { createDatabase } from '../../src/platform/db/pool';
import { MAX_VALUE_DEPTH } from '../../src/platform/http/request-values';
import { useTestServer } from '../test-server';

const server = useTestServer();

type Res = { statusCode: number; headers: Record<string, unknown>; json: () => unknown; body: string };

function expectProblem(res: Res, status: number, code: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(String(res.headers['content-type'])).toContain('application/problem+json');
  const body = res.json() as { code: string; errors: { field?: string; message: string }[] };
  expect(body.code).toBe(code);
  return body;
}

/** {type: object, properties: {a: {...}}} nested `depth` times, as JSON text (the test client would overflow). */
function deepSchema(depth: number): string {
  return `${'{"type":"object","properties":{"a":'.repeat(depth)}{"type":"object"}${'}}'.repeat(depth)}`;
}

/** A JSON body with the schema text put in place of "$SCHEMA". */
const withSchema = (body: object, schema: string) => ({
  payload: JSON.stringify(body).replace('"$SCHEMA"', schema),
  headers: { 'content-type': 'application/json', 'accept-language': 'en' },
});

describe('list filters named like Object.prototype members', () => {
  const lists = [
    '/api/admin-zone/boards',
    '/api/admin-zone/tournaments',
    '/api/admin-zone/person-contributions',
    '/api/admin-zone/person-contribution-prices',
  ];
  for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
    it(`refuses fields[${name}] as an unknown filter on every list, and sort=${name}`, async () => {
      for (const list of lists) {
        const filter = await server.request({
          method: 'GET',
          url: `${list}?fields[${name}][o]=valuesEqual&fields[${name}][v]=1`,
          as: 'admin',
          headers: { 'accept-language': 'en' },
        });
        const body = expectProblem(filter, 400, 'validation_failed');
        expect(body.errors.map((e) => e.field)).toContain(`fields[${name}]`);
        const sort = await server.request({ method: 'GET', url: `${list}?sort=${name}`, as: 'admin' });
        expect(expectProblem(sort, 400, 'validation_failed').errors[0]?.field).toBe('sort');
      }
    });
  }
});

describe('errors of the URL router', () => {
  it('answers a broken percent-encoding with a 400 problem in the caller language', async () => {
    const res = await server.request({
      method: 'GET',
      url: '/api/admin-zone/boards/%FF%FE',
      as: 'admin',
      headers: { 'accept-language': 'en' },
    });
    const body = expectProblem(res, 400, 'bad_url');
    expect(body.errors[0]?.message).toBe('The request address is not validly encoded.');
  });

  it('answers a path parameter over 100 characters with a 414 problem', async () => {
    const res = await server.request({ method: 'GET', url: `/api/admin-zone/boards/${'1'.repeat(101)}`, as: 'admin' });
    const body = expectProblem(res, 414, 'uri_too_long');
    expect(body.errors[0]?.message).toContain('100');
  });
});

describe('ids beyond int4', () => {
  it('refuses a current club id over 2^31-1 as a bad parameter, not a database error', async () => {
    for (const id of ['2147483648', '9007199254740991', '1e309']) {
      const res = await server.request({ method: 'POST', url: `/api/account/current-club/${id}`, as: 'club' });
      expect(expectProblem(res, 400, 'validation_failed').errors[0]?.field).toBe('clubId');
    }
  });

  it('documents the same maximum for every id in a path', async () => {
    const doc = (await server.request({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<
        string,
        Record<string, { parameters?: { in: string; name: string; schema: { maximum?: number } }[] }>
      >;
    };
    const maxima = new Set<number | undefined>();
    for (const ops of Object.values(doc.paths))
      for (const op of Object.values(ops))
        for (const p of op.parameters ?? [])
          if (p.in === 'path' && /id$/i.test(p.name) && p.schema && 'maximum' in p.schema) maxima.add(p.schema.maximum);
    expect([...maxima]).toEqual([2147483647]);
  });
});

describe('deeply nested values', () => {
  const unit = async () =>
    (
      await server.db.db.execute<{ id: number }>(
        sql`SELECT id FROM federation_units WHERE NOT EXISTS (SELECT 1 FROM card_contents c WHERE c.federation_unit_id = federation_units.id) ORDER BY id LIMIT 1`,
      )
    ).rows[0]!.id;

  it('refuses a card-content schema nested 5,000 deep on create, update and preview, naming the field', async () => {
    const federationUnitId = await unit();
    const schema = deepSchema(5000);
    const calls = [
      { method: 'POST' as const, url: '/api/admin-zone/card-contents', body: { federationUnitId, data: {} } },
      { method: 'PUT' as const, url: '/api/admin-zone/card-contents/1', body: { id: 1, federationUnitId, data: {} } },
      { method: 'POST' as const, url: '/api/admin-zone/card-contents/preview', body: { federationUnitId, data: {} } },
    ];
    for (const { body: b, ...call } of calls) {
      const res = await server.request({ ...call, as: 'admin', ...withSchema({ ...b, schema: '$SCHEMA' }, schema) });
      const body = expectProblem(res, 400, 'validation_failed');
      expect(body.errors[0]?.field).toMatch(/^schema(\.properties\.a)+/);
      expect(body.errors[0]?.message).toContain(`at most ${MAX_VALUE_DEPTH} levels`);
    }
    const { rows } = await server.db.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM card_contents WHERE federation_unit_id = ${federationUnitId}`,
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('still takes a schema nested as deep as real cards are', async () => {
    const res = await server.request({
      method: 'POST',
      url: '/api/admin-zone/card-contents/preview',
      as: 'admin',
      ...withSchema({ federationUnitId: await unit(), schema: '$SCHEMA', data: {} }, deepSchema(8)),
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('control characters', () => {
  it('refuses a NUL byte in a contribution price note, in Czech and English, and stores nothing', async () => {
    const { rows } = await server.db.db.execute<{ s: number; u: number; t: number }>(sql`
      SELECT (SELECT id FROM seasons ORDER BY id LIMIT 1) AS s, (SELECT id FROM federation_units ORDER BY id LIMIT 1) AS u,
             (SELECT id FROM person_role_types ORDER BY id LIMIT 1) AS t`);
    const r = rows[0]!;
    const before = await server.db.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM contribution_prices`);
    for (const [lang, text] of [
      ['en', 'control characters'],
      ['cs', 'řídicí znaky'],
    ] as const) {
      const res = await server.request({
        method: 'POST',
        url: '/api/admin-zone/person-contribution-prices',
        as: 'admin',
        headers: { 'accept-language': lang },
        payload: {
          seasonId: r.s,
          federationUnitId: r.u,
          personRoleTypeId: r.t,
          amount: 100,
          note: 'a\u0000b',
        },
      });
      const body = expectProblem(res, 400, 'validation_failed');
      expect(body.errors).toEqual([{ field: 'note', message: expect.stringContaining(text) }]);
    }
    const after = await server.db.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM contribution_prices`);
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });

  it('refuses control characters in a query parameter and in a key of the body', async () => {
    const query = await server.request({ method: 'GET', url: '/api/admin-zone/boards?search=a%00b', as: 'admin' });
    expect(expectProblem(query, 400, 'validation_failed').errors[0]?.field).toBe('search');
    const key = await server.request({
      method: 'POST',
      url: '/api/admin-zone/card-contents/preview',
      as: 'admin',
      payload: { federationUnitId: 1, data: { 'x\u0001': 1 } },
    });
    expect(expectProblem(key, 400, 'validation_failed').errors[0]?.field).toBe('data.x\u0001');
  });
});

describe('concurrent first calls', () => {
  it('gives 20 simultaneous first calendar calls of one member one and the same address', async () => {
    await server.db.db.execute(sql`DELETE FROM tournament_calendar_tokens`);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        server.request({ method: 'GET', url: '/api/personal-zone/tournaments/calendar', as: 'member' }),
      ),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    expect(new Set(answers.map((r) => JSON.stringify(r.json()))).size).toBe(1);
  });
});

describe('the database away', () => {
  // A TCP relay in front of PostgreSQL: closing it is, to the server, a database restart.
  const sockets = new Set<net.Socket>();
  let relay: net.Server;
  afterAll(() => relay?.close());

  it('answers writes and reads 503 with Retry-After while PostgreSQL is unreachable, and recovers', async () => {
    const target = new URL(server.deps.config.DATABASE_URL!);
    relay = net.createServer((client) => {
      const upstream = net.connect(Number(target.port || 5432), target.hostname);
      sockets.add(client).add(upstream);
      client.pipe(upstream).pipe(client);
      const end = () => {
        client.destroy();
        upstream.destroy();
      };
      client.on('error', end).on('close', end);
      upstream.on('error', end).on('close', end);
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    const port = (relay.address() as net.AddressInfo).port;
    const relayed = new URL(target);
    relayed.host = `127.0.0.1:${port}`;
    const database = createDatabase(relayed.toString(), { max: 2 });
    const app = await buildApp({ ...server.deps, db: database.db }, { webDist: null });
    try {
      const token = await server.tokenFor('admin');
      const call = (method: 'GET' | 'POST') =>
        app.inject({
          method,
          url: '/api/admin-zone/boards',
          headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
          ...(method === 'POST' ? { payload: { name: 'Za výpadku' } } : {}),
        });
      expect((await call('GET')).statusCode).toBe(200);

      // Down: open connections are cut, new ones refused.
      await new Promise<void>((resolve) => relay.close(() => resolve()));
      for (const s of sockets) s.destroy();
      for (const method of ['POST', 'GET'] as const) {
        const res = await call(method);
        const body = expectProblem(res, 503, 'service_unavailable');
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        expect(body.errors[0]?.message).toBe('The service is temporarily unavailable.');
      }

      // Back on the same port: the next call succeeds.
      await new Promise<void>((resolve) => relay.listen(port, '127.0.0.1', resolve));
      expect((await call('GET')).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.pool.end();
    }
  });
});
