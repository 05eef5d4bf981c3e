// The OpenAPI generator on a bare Fastify: one parameter name per path template whatever order the
// routes come in, the security each access rule implies, the servers, and routes outside the
// contract left out.
import { defineEndpoint, type EndpointDef } from '@fedra/contract';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerEndpoint } from '../http/endpoint';
import { type OpenApiOptions, registerOpenApi } from './openapi';

const id = z.coerce.number().int().positive();

const partsList = defineEndpoint({
  method: 'GET',
  path: '/api/things/:id/parts',
  operationId: 'thing.part.list',
  summary: 'Parts of a thing',
  tags: ['things'],
  access: { kind: 'user' },
  params: z.object({ id }),
  status: 200,
  response: z.array(z.string()),
});
const partCreate = defineEndpoint({
  method: 'POST',
  path: '/api/things/:thingId/parts',
  operationId: 'thing.part.create',
  summary: 'Add a part to a thing',
  tags: ['things'],
  access: { kind: 'anonymous' },
  params: z.object({ thingId: id }),
  body: z.object({ name: z.string() }),
  status: 201,
  response: z.string(),
});
const thingDetail = defineEndpoint({
  method: 'GET',
  path: '/api/things/:id',
  operationId: 'thing.detail',
  summary: 'One thing',
  tags: ['things'],
  access: { kind: 'public', action: 'thing.detail' },
  params: z.object({ id }),
  status: 200,
  response: z.string(),
});
const thingUpdate = defineEndpoint({
  method: 'PUT',
  path: '/api/things/:id',
  operationId: 'thing.update',
  summary: 'Change a thing',
  tags: ['things'],
  access: { kind: 'zone', zone: 'admin', action: 'thing.update' },
  params: z.object({ id }),
  body: z.object({ name: z.string() }),
  status: 200,
  response: z.string(),
});

interface Doc {
  servers: { url: string }[];
  paths: Record<
    string,
    Record<
      string,
      { operationId: string; security?: unknown; parameters?: { in: string; name: string; schema: unknown }[] }
    >
  >;
}

async function documentOf(endpoints: EndpointDef[], options: OpenApiOptions = {}): Promise<Doc> {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await registerOpenApi(app, options);
  for (const e of endpoints) registerEndpoint(app, e, async () => undefined);
  app.get('/service-worker.js', async () => 'self.addEventListener("push", () => {})');
  await app.ready();
  const doc = (await app.inject('/api/openapi.json')).json() as Doc;
  await app.close();
  return doc;
}

const pathParams = (op: { parameters?: { in: string; name: string; schema: unknown }[] } | undefined) =>
  (op?.parameters ?? []).filter((p) => p.in === 'path');

describe('registerOpenApi', () => {
  it('names a path parameter once per path, whichever route came first', async () => {
    for (const order of [
      [partsList, partCreate, thingDetail],
      [partCreate, partsList, thingDetail],
    ]) {
      const doc = await documentOf(order);
      expect(Object.keys(doc.paths).sort()).toEqual(['/api/things/{id}', '/api/things/{thingId}/parts']);
      const parts = doc.paths['/api/things/{thingId}/parts']!;
      expect(parts.get?.operationId).toBe('thing.part.list');
      expect(parts.post?.operationId).toBe('thing.part.create');
      // The renamed parameter keeps the schema its route declared.
      for (const op of [parts.get, parts.post]) {
        expect(pathParams(op).map((p) => p.name)).toEqual(['thingId']);
        expect(pathParams(op)[0]!.schema).toMatchObject({ type: 'integer', exclusiveMinimum: 0 });
      }
      // A path named one way only keeps its name, even the bare `id`.
      expect(pathParams(doc.paths['/api/things/{id}']!.get).map((p) => p.name)).toEqual(['id']);
    }
  });

  it('prefers the name most operations use when neither is the bare id', async () => {
    const renamed = (e: EndpointDef, path: string, operationId: string, name: string): EndpointDef => ({
      ...e,
      path,
      operationId,
      params: z.object({ [name]: id }),
    });
    const doc = await documentOf([
      renamed(partsList, '/api/things/:partOf/parts', 'a', 'partOf'),
      renamed(partCreate, '/api/things/:thingId/parts', 'b', 'thingId'),
      renamed({ ...partCreate, method: 'PUT' }, '/api/things/:thingId/parts', 'c', 'thingId'),
    ]);
    expect(Object.keys(doc.paths)).toEqual(['/api/things/{thingId}/parts']);
    expect(Object.values(doc.paths['/api/things/{thingId}/parts']!).map((op) => pathParams(op)[0]?.name)).toEqual([
      'thingId',
      'thingId',
      'thingId',
    ]);
  });

  it('states the security of every operation: none for anonymous and public calls, the bearer token otherwise', async () => {
    const doc = await documentOf([partsList, partCreate, thingDetail, thingUpdate]);
    expect(doc.paths['/api/things/{thingId}/parts']!.get!.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/api/things/{thingId}/parts']!.post!.security).toEqual([]);
    expect(doc.paths['/api/things/{id}']!.get!.security).toEqual([]);
    expect(doc.paths['/api/things/{id}']!.put!.security).toEqual([{ bearer: [] }]);
  });

  it('leaves out routes that are not calls of the contract', async () => {
    const doc = await documentOf([thingDetail]);
    expect(Object.keys(doc.paths)).toEqual(['/api/things/{id}']);
  });

  it('names the server: PUBLIC_URL when set, else the origin the document came from', async () => {
    expect((await documentOf([thingDetail])).servers).toEqual([{ url: '/', description: expect.any(String) }]);
    const doc = await documentOf([thingDetail], { publicUrl: 'https://fedra.example.org/' });
    expect(doc.servers).toEqual([{ url: 'https://fedra.example.org', description: expect.any(String) }]);
    // The server's path is not taken off the routes.
    expect(Object.keys(doc.paths)).toEqual(['/api/things/{id}']);
  });
});
