// The OpenAPI 3.1 document: valid, covering every call of the contract, and fit for client
// generators: one parameter name per path, the security of every operation, a server.
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { registeredEndpoints } from '../../src/platform/http/endpoint';
import { pathShape } from '../../src/platform/openapi/openapi';
import { useTestServer } from '../test-server';

const server = useTestServer();

interface Operation {
  operationId?: string;
  security?: unknown;
  parameters?: { in: string; name: string }[];
  responses: Record<string, unknown>;
}
interface Doc {
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { scheme?: string }> };
}

async function document(): Promise<Doc> {
  return (await server.request({ method: 'GET', url: '/api/openapi.json' })).json();
}

const operations = (doc: Doc) =>
  Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ path, method, op })));

describe('OpenAPI', () => {
  it('serves a valid OpenAPI 3.1 document', async () => {
    const res = await server.request({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('documents every endpoint with its operation id, parameters and answer', async () => {
    const doc = await document();
    const byShape = new Map(Object.keys(doc.paths).map((p) => [pathShape(p), p]));
    expect(registeredEndpoints(server.app).length).toBeGreaterThan(15);
    for (const e of registeredEndpoints(server.app)) {
      // The document may name a path parameter differently from the route (one name per path).
      const path = byShape.get(pathShape(e.path.replace(/:(\w+)/g, '{$1}')));
      const op = path ? doc.paths[path]?.[e.method.toLowerCase()] : undefined;
      expect(op, `${e.method} ${e.path}`).toBeDefined();
      expect(op!.operationId).toBe(e.operationId);
      expect(op!.responses[String(e.status)], `${e.method} ${path} ${e.status}`).toBeDefined();
    }
    // And nothing else: every documented operation is a call of the contract.
    const known = new Set(registeredEndpoints(server.app).map((e) => e.operationId));
    for (const { path, method, op } of operations(doc)) {
      expect(known.has(op.operationId ?? ''), `${method.toUpperCase()} ${path}`).toBe(true);
    }
    expect(doc.components.securitySchemes.bearer?.scheme).toBe('bearer');
  });

  it('names each path parameter once per path, as the path template does', async () => {
    const doc = await document();
    const shapes = Object.keys(doc.paths).map(pathShape);
    expect(shapes.filter((s, i) => shapes.indexOf(s) !== i)).toEqual([]);
    for (const { path, method, op } of operations(doc)) {
      const inTemplate = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]).sort();
      const declared = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      expect(declared.sort(), `${method.toUpperCase()} ${path}`).toEqual(inTemplate);
    }
  });

  it('states the security of every operation: none where no sign-in is needed, the bearer token elsewhere', async () => {
    const doc = await document();
    const byOperationId = new Map(operations(doc).map(({ op }) => [op.operationId, op]));
    let anonymous = 0;
    for (const e of registeredEndpoints(server.app)) {
      const security = byOperationId.get(e.operationId)?.security;
      if (e.access.kind === 'anonymous' || e.access.kind === 'public') {
        expect(security, `${e.method} ${e.path}`).toEqual([]);
        anonymous++;
      } else {
        expect(security, `${e.method} ${e.path}`).toEqual([{ bearer: [] }]);
      }
    }
    // Both kinds are there: sign-in, the public zone, and the signed transfer URLs are anonymous.
    expect(anonymous).toBeGreaterThan(10);
    expect(byOperationId.get('account.login')?.security).toEqual([]);
  });

  it('names the server the paths are relative to', async () => {
    expect((await document()).servers?.map((s) => s.url)).toEqual(['/']);
  });

  it('serves the browsable documentation', async () => {
    const res = await server.request({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});
