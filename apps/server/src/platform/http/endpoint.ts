// Registers a contract endpoint as a route: schemas for validation and OpenAPI, the access rule
// for the access hook, and a typed handler whose return value is the answer body.
import { finished } from 'node:stream/promises';
import type { EndpointDef, Link } from '@fedra/contract';
import { endpointPath, permissionName } from '@fedra/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
// The request's user and the route's endpoint are declared there (any program that reaches this file).
import type {} from '../access/access-hook';
import { mayPerform, type UserAccess, type ZoneAccess } from '../access/user-access';
import { type Language, pickLanguage } from '../i18n/messages';

export interface HandlerInput<E extends EndpointDef> {
  params: z.output<NonNullable<E['params']>>;
  query: z.output<NonNullable<E['query']>> & Record<string, unknown>;
  body: z.output<NonNullable<E['body']>>;
  request: FastifyRequest;
  reply: FastifyReply;
  lang: Language;
  user: UserAccess | null;
  zoneAccess: ZoneAccess | null;
}

/**
 * What a handler returns after sending a stream itself (a file): the stream is still being sent.
 * Returning the reply instead would make the handler's promise wait on reply.then, which rejects
 * when the client hangs up, and Fastify would then try to answer a second time.
 */
export const STREAMED = Symbol('streamed');

export type Handler<E extends EndpointDef> = (
  input: HandlerInput<E>,
) => Promise<z.input<E['response']> | undefined | typeof STREAMED>;

/**
 * The endpoints each application registered, for the OpenAPI checks and the access-matrix test.
 * Kept per application (by its HTTP server, which encapsulated scopes share), so that a test's
 * own probe app adds nothing to another app's list when test files share one process.
 */
const endpointsByServer = new WeakMap<object, EndpointDef[]>();

export function recordEndpoints(app: FastifyInstance, ...endpoints: EndpointDef[]) {
  const list = endpointsByServer.get(app.server) ?? [];
  list.push(...endpoints);
  endpointsByServer.set(app.server, list);
}

export function registeredEndpoints(app: FastifyInstance): readonly EndpointDef[] {
  return endpointsByServer.get(app.server) ?? [];
}

export function registerEndpoint<E extends EndpointDef>(app: FastifyInstance, endpoint: E, handler: Handler<E>) {
  // `readsOnly` lets read-only roles through the access hook: only a POST that the spec makes a
  // POST though it reads may say so; a PUT, PATCH or DELETE always writes.
  if (endpoint.readsOnly && endpoint.method !== 'POST') {
    throw new Error(`${endpoint.operationId}: only a POST may be declared readsOnly`);
  }
  recordEndpoints(app, endpoint);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { endpoint },
    schema: {
      operationId: endpoint.operationId,
      summary: endpoint.summary,
      tags: endpoint.tags,
      // No `security` here: the document derives it from `access` for every route (platform/openapi).
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: { [endpoint.status]: endpoint.response },
    },
    handler: async (request, reply) => {
      const result = await handler({
        params: request.params as HandlerInput<E>['params'],
        query: request.query as HandlerInput<E>['query'],
        body: request.body as HandlerInput<E>['body'],
        request,
        reply,
        lang: pickLanguage(request.headers['accept-language']),
        user: request.user,
        zoneAccess: request.zoneAccess,
      });
      // A handler may answer itself (a 304, a 503 readiness answer); then it is done.
      if (reply.sent) return reply;
      if (result === STREAMED) {
        // Done when the file is, whether it arrived or the client hung up.
        await finished(reply.raw).catch(() => {});
        return undefined;
      }
      reply.status(endpoint.status);
      if (endpoint.status === 204 || result === undefined) return reply.send();
      return result;
    },
  });
}

/**
 * The links of an item: the operations on it that the caller may perform, so the client shows
 * only actions that will work.
 */
export function linksFor(
  zoneAccess: ZoneAccess | null,
  candidates: EndpointDef[],
  params: Record<string, string | number>,
): Link[] {
  if (!zoneAccess) return [];
  const links: Link[] = [];
  for (const e of candidates) {
    if (e.access.kind !== 'zone') continue;
    const write = e.method !== 'GET' && !e.readsOnly;
    if (write && zoneAccess.readOnly) continue;
    if (!mayPerform(zoneAccess, e.access.zone, e.access.action)) continue;
    links.push({
      operationId: permissionName(e.access.zone, e.access.action),
      method: e.method,
      href: endpointPath(e.path, params),
    });
  }
  return links;
}
