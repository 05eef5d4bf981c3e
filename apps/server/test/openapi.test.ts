// The OpenAPI 3.1 document: valid, and covering every call of the contract.
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { registeredEndpoints } from '../src/platform/http/endpoint';
import { useTestServer } from './test-server';

const server = useTestServer();

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
    const doc = (await server.request({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(registeredEndpoints.length).toBeGreaterThan(15);
    for (const e of registeredEndpoints) {
      const path = e.path.replace(/:(\w+)/g, '{$1}');
      const op = doc.paths[path]?.[e.method.toLowerCase()];
      expect(op, `${e.method} ${path}`).toBeDefined();
      expect(op.operationId).toBe(e.operationId);
      expect(op.responses[String(e.status)], `${e.method} ${path} ${e.status}`).toBeDefined();
    }
    expect(doc.components.securitySchemes.bearer.scheme).toBe('bearer');
  });

  it('serves the browsable documentation', async () => {
    const res = await server.request({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});
