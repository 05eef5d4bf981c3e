// The access matrix: every route the server registers, called as each demo role and as an
// anonymous visitor, against the expected allow or deny. The rows are the modules' own
// (features/<name>/<name>.access.ts, through features/modules.ts); a route without a row fails.
import { defineEndpoint } from '@fedra/contract';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../src/app';
import { MODULE_MANIFESTS } from '../../src/features/modules';
import { registerEndpoint, registeredEndpoints } from '../../src/platform/http/endpoint';
import { type AccessCaller, CALLERS } from '../../src/platform/modules/access-rows';
import { useTestServer } from '../test-server';

const server = useTestServer();

/** Who may pass each route's access rule: the rows each module declares in its manifest. */
const MATRIX: Record<string, readonly AccessCaller[]> = {};
/** Routes that two modules both declare (each route belongs to one). */
const declaredTwice: string[] = [];
for (const module of MODULE_MANIFESTS) {
  for (const [key, callers] of Object.entries(module.access)) {
    if (MATRIX[key]) declaredTwice.push(`${key} (${module.name})`);
    MATRIX[key] = callers;
  }
}

/** Public API documentation: no access rule by design. */
const DOCUMENTATION = /^\/api\/(openapi\.json|docs(\/.*)?)$/;

function apiRoutes() {
  return server.app
    .routeList()
    .filter((r) => r.url.startsWith('/api') && r.method !== 'HEAD' && !DOCUMENTATION.test(r.url));
}

describe('access matrix', () => {
  it('has a row for every registered API route, and no row without a route', () => {
    expect(declaredTwice).toEqual([]);
    const registered = apiRoutes().map((r) => `${r.method} ${r.url}`);
    for (const key of registered) expect(MATRIX[key], `no access rule declared for ${key}`).toBeDefined();
    for (const key of Object.keys(MATRIX)) expect(registered, `matrix row ${key} has no route`).toContain(key);
  });

  it('allows and denies each route exactly as the matrix says', async () => {
    const clubOfClubManager = (
      await server.db.pool.query(`SELECT current_club_id AS id FROM users WHERE user_name = 'club@fedra.test'`)
    ).rows[0].id as number;
    const params: Record<string, string> = {
      id: '999999',
      contractId: '999999',
      // A person who does not exist: 404 for everyone allowed (person 1 is outside unit@'s units: 403).
      personId: '999999',
      jobId: '00000000-0000-4000-8000-000000000000',
      date: '2026-11-21',
      clubId: String(clubOfClubManager),
    };
    const failures: string[] = [];
    for (const route of apiRoutes()) {
      const url = route.url.replace(/:(\w+)/g, (_, name: string) => params[name] ?? '1');
      const key = `${route.method} ${route.url}`;
      for (const caller of CALLERS) {
        const res = await server.request({
          method: route.method as 'GET',
          url,
          ...(caller === 'anonymous' ? {} : { as: caller }),
          ...(route.method === 'POST' || route.method === 'PUT' ? { payload: {} } : {}),
        });
        expect(res.statusCode, `${key} as ${caller}`).toBeLessThan(500);
        const allowed = res.statusCode !== 401 && res.statusCode !== 403;
        const expected = MATRIX[key]?.includes(caller) ?? false;
        if (allowed !== expected)
          failures.push(`${key} as ${caller}: ${res.statusCode} (expected ${expected ? 'allow' : 'deny'})`);
        if (!expected && caller === 'anonymous') expect([401, 403]).toContain(res.statusCode);
      }
    }
    expect(failures).toEqual([]);
    // Every route as each of seven callers, one after another: a sweep of thousands of calls.
  }, 120_000);

  it('lets read-only roles call only the POSTs declared as reading (the contract counts), nothing else', () => {
    // A new `readsOnly` opens a write method to read-only roles: it must be added here on purpose.
    const readsOnly = new Set(
      registeredEndpoints(server.app)
        .filter((e) => e.readsOnly)
        .map((e) => `${e.method} ${e.path}`),
    );
    expect([...readsOnly].sort()).toEqual([
      'POST /api/admin-zone/contracts/count/all',
      'POST /api/admin-zone/contracts/count/date/:date',
    ]);
    const writing = defineEndpoint({
      method: 'DELETE',
      path: '/api/admin-zone/probe-reads-only',
      operationId: 'probe.readsOnly',
      summary: 'test probe',
      tags: ['test'],
      access: { kind: 'zone', zone: 'admin', action: 'probe' },
      readsOnly: true,
      status: 202,
      response: z.null(),
    });
    expect(() => registerEndpoint(Fastify(), writing, async () => undefined)).toThrow(/only a POST/);
  });

  it('denies with 401 when signed out and 403 when signed in without the right', async () => {
    const anonymous = await server.request({ method: 'GET', url: '/api/admin-zone/people/simple' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('unauthorized');
    const club = await server.request({
      method: 'GET',
      url: '/api/admin-zone/people/simple',
      as: 'club',
      headers: { 'accept-language': 'en' },
    });
    expect(club.statusCode).toBe(403);
    expect(club.json()).toMatchObject({ code: 'zone_denied', title: 'You may not enter the admin zone.' });
    const czech = await server.request({ method: 'GET', url: '/api/personal-zone/seasons', as: 'club' });
    expect(czech.json().title).toBe('Do osobní zóny nemáte přístup.');
    const readOnly = await server.request({
      method: 'POST',
      url: '/api/admin-zone/person-roles',
      as: 'clubro',
      payload: {},
    });
    expect(readOnly.statusCode).toBe(403);
  });
});

describe('module switches', () => {
  const boardOnly = useTestServer({ MODULES: 'board' });

  it('answers 404 for the calls of a module switched off, and serves those of a module switched on', async () => {
    // No call of this issue belongs to a module yet: probe the hook with two calls that do.
    const app = await buildApp(boardOnly.deps, { webDist: null });
    const probe = (module: 'board' | 'economy') =>
      defineEndpoint({
        method: 'GET',
        path: `/api/admin-zone/probe-${module}`,
        operationId: `probe.${module}`,
        summary: 'test probe',
        tags: ['test'],
        access: { kind: 'zone', zone: 'admin', action: 'probe', module },
        status: 200,
        response: z.object({ ok: z.boolean() }),
      });
    registerEndpoint(app, probe('board'), async () => ({ ok: true }));
    registerEndpoint(app, probe('economy'), async () => ({ ok: true }));
    const headers = { authorization: `Bearer ${await boardOnly.tokenFor('admin')}` };
    expect((await app.inject({ method: 'GET', url: '/api/admin-zone/probe-board', headers })).statusCode).toBe(200);
    const off = await app.inject({ method: 'GET', url: '/api/admin-zone/probe-economy', headers });
    expect(off.statusCode).toBe(404);
    expect(off.json().code).toBe('route_not_found');
    // Switched off even for anonymous callers: the module's existence is not revealed by a 401.
    expect((await app.inject({ method: 'GET', url: '/api/admin-zone/probe-economy' })).statusCode).toBe(404);
    const config = await boardOnly.request({ method: 'GET', url: '/api/global-zone/config' });
    expect(config.json().modules).toEqual(['board']);
    await app.close();
  });
});
