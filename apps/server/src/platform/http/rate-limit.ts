// The rate limit of the anonymous public-zone calls (DECISIONS.md "New public-zone calls"): every
// endpoint whose access rule is `public` (tournaments, calendar feeds, the board overview, public
// document downloads) counts against one budget per client address, PUBLIC_RATE_LIMIT requests per
// minute. Behind a proxy the address is the forwarded one only when TRUST_PROXY says so (Fastify's
// request.ip). Signed-in calls are not limited here: they are bound to an account.
// The counters live in PostgreSQL (rate-limit-store.ts), so N servers share one budget per address.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
// The request's user and the route's endpoint are declared there (any program that reaches this file).
import type {} from '../access/access-hook';
import type { Config } from '../config/config';
import type { Db } from '../db/pool';
import { AppError } from '../errors/app-error';
import { postgresRateLimitStore } from './rate-limit-store';

const WINDOW_MS = 60_000;

export async function registerPublicRateLimit(
  app: FastifyInstance,
  { config, db }: { config: Pick<Config, 'PUBLIC_RATE_LIMIT'>; db: Db },
) {
  await app.register(rateLimit, {
    global: false,
    max: config.PUBLIC_RATE_LIMIT,
    timeWindow: WINDOW_MS,
    store: postgresRateLimitStore(db, (err) => app.log.warn({ err }, 'could not delete expired rate-limit counters')),
    keyGenerator: (request) => request.ip,
    // A problem in the caller's language like every other refusal; Retry-After says when to retry.
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new AppError('too_many_requests', 429, { seconds }, [], { 'retry-after': String(seconds) });
    },
  });
  const limit = app.rateLimit();
  // After the access hook (registered before): a module switched off stays a plain 404.
  app.addHook('onRequest', async function (request, reply) {
    if (request.routeOptions.config.endpoint?.access.kind !== 'public') return;
    await limit.call(this, request, reply);
  });
}

/**
 * A budget of its own for one kind of call, per client address (request.ip, so TRUST_PROXY counts
 * as above): `max` calls a minute, then 429 with Retry-After. For calls that cost more than a
 * public read (the registration check) or that write for an anonymous caller (the SSO start).
 */
export function addressBudget(
  app: FastifyInstance,
  name: string,
  max: number,
): (request: FastifyRequest) => Promise<void> {
  const limit = app.createRateLimit({ max, timeWindow: WINDOW_MS, keyGenerator: (request) => `${name}:${request.ip}` });
  return async (request) => {
    const counted = await limit(request);
    if (!counted.isAllowed && counted.isExceeded) {
      const seconds = Math.max(1, Math.ceil(counted.ttl / 1000));
      throw new AppError('too_many_requests', 429, { seconds }, [], { 'retry-after': String(seconds) });
    }
  };
}
