// The public registration-number check (registration-check.ts of the contract). It exists only
// while the codebook feature public-registration-number-validation is on (otherwise 404, as a
// module switched off); besides the general public limit (platform/http/rate-limit.ts) every
// address has a stricter budget of checks, REGISTRATION_CHECK_RATE_LIMIT per minute.
import { endpoints, REGISTRATION_CHECK_FEATURE } from '@fedra/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors/app-error';
import { registerEndpoint } from '../../platform/http/endpoint';
import { addressBudget } from '../../platform/http/rate-limit';
import { requestOrigin } from '../../platform/http/request-origin';
import { checkRegistrationNumbers } from './registration-check.service';

export function registerRegistrationCheckRoutes(app: FastifyInstance, deps: AppDeps) {
  const e = endpoints.registrationCheck;
  const feature = `public:${REGISTRATION_CHECK_FEATURE}`;
  // A budget of its own per address, on top of the public limit.
  const countCheck = addressBudget(app, 'registration-check', deps.config.REGISTRATION_CHECK_RATE_LIMIT);

  registerEndpoint(app, e.check, async ({ request, reply, body }) => {
    if (!deps.catalog.activeFeatures.has(feature))
      throw new AppError('route_not_found', 404, { method: request.method, url: request.url.split('?')[0] ?? '' });
    await countCheck(request);
    const data = await checkRegistrationNumbers(
      deps.db,
      body.text,
      requestOrigin(deps.config, request),
      deps.config.ROUTER_BASE,
    );
    // The answer depends on today's roles: kept by nobody (the QR images are cached in memory).
    reply.header('cache-control', 'no-store');
    return { operationId: e.check.operationId, links: [], data };
  });
}
