// The signed-in user's web-push subscriptions (docs/decisions.md "Web push"). The notifications
// themselves go out from platform/push's job; this registers the job so every instance works it.
import './push.messages';
import { endpoints } from '@fedra/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors/app-error';
import { registerEndpoint } from '../../platform/http/endpoint';
import { definePushJob } from '../../platform/push/push-job';
import { loadedWebPush } from '../../platform/push/web-push';
import { removeSubscription, requireAllowedEndpoint, saveSubscription } from './push.service';

const e = endpoints.push;

export function registerPushRoutes(app: FastifyInstance, deps: AppDeps) {
  const push = loadedWebPush(deps.config);
  if (push) definePushJob(deps);

  // Web push off: the calls answer as unknown addresses, as a switched-off module's do.
  const requirePush = (request: FastifyRequest) => {
    if (!push)
      throw new AppError('route_not_found', 404, { method: request.method, url: request.url.split('?')[0] ?? '' });
    return push;
  };

  registerEndpoint(app, e.subscribe, async ({ body, user, request }) => {
    const { allowedHosts } = requirePush(request);
    requireAllowedEndpoint(body.endpoint, allowedHosts);
    const userAgent = request.headers['user-agent']?.slice(0, 300) ?? null;
    await saveSubscription(deps.db, user!.userId, body, userAgent);
    return undefined;
  });
  registerEndpoint(app, e.unsubscribe, async ({ body, user, request }) => {
    requirePush(request);
    await removeSubscription(deps.db, user!.userId, body.endpoint);
    return undefined;
  });
}
