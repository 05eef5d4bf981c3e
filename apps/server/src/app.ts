// Builds the HTTP application from its dependencies; main.ts listens, tests inject().
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import type { z } from 'zod';
import { MODULE_MANIFESTS } from './features/modules';
import { presentProjectConfig } from './features/system';
import { registerAccessHook } from './platform/access/access-hook';
import { setToday } from './platform/clock';
import type { AppDeps } from './platform/deps';
import { AppError } from './platform/errors/app-error';
import { MAX_PARAM_LENGTH, registerErrorHandling, renderFrameworkError } from './platform/errors/error-handler';
import { RequestValidationError } from './platform/errors/zod-issues';
import { registerPublicRateLimit } from './platform/http/rate-limit';
import { registerRequestValueGuard } from './platform/http/request-values';
import { registerOpenApi } from './platform/openapi/openapi';
import { loadWebPush } from './platform/push/web-push';
import { registerWebApp } from './platform/web/web-app';

export interface BuildOptions {
  /** A pino logger (main.ts); none in tests. */
  logger?: FastifyBaseLogger;
  /** Check every answer against its response schema, times ISO (tests); production only serializes. */
  validateResponses?: boolean;
  /** The built web application; undefined: WEB_DIST or apps/web/dist; null: none (tests). */
  webDist?: string | null;
}

const REQUEST_ID = /^[\w-]{1,64}$/;
/**
 * A timestamptz as PostgreSQL writes it ("2026-03-01 09:00:00+00"), as Drizzle's driver handed it
 * over before the pool turned it to ISO (platform/db/pool.ts). The contract answers ISO instants:
 * the one form that JavaScript's Date must read in every browser. The answers checked against their
 * schemas are checked for it too, so that no query path brings the other form back.
 */
const PG_TIMESTAMP_TEXT = /"\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(?:\.\d+)?[+-]\d{2}(?::\d{2})?"/;

export async function buildApp(deps: AppDeps, options: BuildOptions = {}): Promise<FastifyInstance> {
  setToday(deps.config.TODAY);
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    // Fastify's own two lines per request are replaced by one line of ours (onResponse below).
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: deps.config.TRUST_PROXY,
    bodyLimit: deps.config.BODY_LIMIT,
    // Requests arriving while we shut down get our own 503 problem (below), not Fastify's raw one.
    return503OnClosing: false,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors: renderFrameworkError,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
  });

  // Validation errors keep zod's issues so that one translator turns them into field messages.
  app.setValidatorCompiler(({ schema, httpPart }) => (data) => {
    // reportInput: the issue keeps the value, so a missing field reads as "required".
    const result = (schema as z.ZodType).safeParse(data, { reportInput: true });
    return result.success
      ? { value: result.data }
      : { error: new RequestValidationError(result.error.issues, httpPart ?? 'body') };
  });
  app.setSerializerCompiler(({ schema, url, method }) => {
    if (!options.validateResponses) return (data) => JSON.stringify(data);
    return (data) => {
      const result = (schema as z.ZodType).safeParse(data);
      if (!result.success)
        throw new Error(`response of ${method} ${url} does not match its schema: ${result.error.message}`);
      const json = JSON.stringify(data);
      const pgTime = PG_TIMESTAMP_TEXT.exec(json);
      if (pgTime) throw new Error(`response of ${method} ${url} gives a time as PostgreSQL's text: ${pgTime[0]}`);
      return json;
    };
  });
  // JSON only: anything else is a 415 rather than a string handed to the handlers.
  app.removeContentTypeParser('text/plain');

  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // The load balancer sends the request elsewhere; requests already running still finish.
    if (closing) throw new AppError('service_unavailable', 503, {}, [], { connection: 'close', 'retry-after': '1' });
  });
  // A request that finishes during shutdown closes its keep-alive connection: otherwise close()
  // would wait for the client's idle socket to time out (72 s).
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    // One line per request; the path without its query string (filters may hold names).
    request.log.info(
      {
        method: request.method,
        url: request.url.split('?')[0],
        route: request.routeOptions.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
        userId: request.user?.userId,
        action: request.headers['x-action-name'],
      },
      'request',
    );
  });

  collectRoutes(app);
  registerErrorHandling(app);
  registerAccessHook(app, deps);
  registerRequestValueGuard(app);
  await registerPublicRateLimit(app, deps);
  await registerOpenApi(app, { publicUrl: deps.config.PUBLIC_URL });
  // The VAPID keys (read, or generated on the first start) before the project configuration needs them.
  await loadWebPush(deps.config);

  // Every module's jobs first, so that the queue knows each handler whatever the routes do; the
  // routes define them again (defineOnce) to get the definitions they enqueue with.
  for (const module of MODULE_MANIFESTS) for (const defineJob of module.jobs ?? []) defineJob(deps);
  for (const module of MODULE_MANIFESTS) for (const registerRoutes of module.routes) registerRoutes(app, deps);

  await registerWebApp(app, deps, {
    webDist: options.webDist,
    projectConfig: presentProjectConfig(deps.config),
    publicPages: MODULE_MANIFESTS.flatMap((module) => module.publicPages ?? []),
  });
  return app;
}

/** Every route as it is registered: for 405 answers and for the access-matrix test. */
function collectRoutes(app: FastifyInstance) {
  const routes: { pattern: RegExp; method: string; url: string }[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const pattern = new RegExp(`^${route.url.replace(/:[^/]+/g, '[^/]+').replace(/\*/g, '.*')}/?$`);
    for (const m of methods) routes.push({ pattern, method: m, url: route.url });
  });
  app.decorate('routeList', () => routes.map(({ method, url }) => ({ method, url })));
  // A known /api path with another method answers 405 with Allow, not 404.
  app.decorate('allowedMethods', (url: string) => [
    ...new Set(routes.filter((r) => r.pattern.test(url)).map((r) => r.method)),
  ]);
}

declare module 'fastify' {
  interface FastifyInstance {
    allowedMethods(url: string): string[];
    routeList(): { method: string; url: string }[];
  }
}
