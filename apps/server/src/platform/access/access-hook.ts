// The one place where access is decided: every route names its rule in its endpoint definition,
// and this hook applies it before the body is even read.
import type { EndpointDef } from '@fedra/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps';
import { AppError } from '../errors/app-error';
import { loadUserAccess, mayPerform, resolveZone, type UserAccess, type ZoneAccess } from './user-access';

declare module 'fastify' {
  interface FastifyContextConfig {
    endpoint?: EndpointDef;
  }
  interface FastifyRequest {
    user: UserAccess | null;
    zoneAccess: ZoneAccess | null;
  }
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(header);
  return m ? m[1]! : null;
}

async function authenticate(request: FastifyRequest, deps: AppDeps): Promise<UserAccess> {
  const token = bearerToken(request);
  const subject = token ? await deps.tokens.verifySubject(token) : null;
  const user = subject
    ? await loadUserAccess(
        deps.db,
        deps.catalog,
        subject.userId,
        subject.sessionId,
        deps.config.TWO_FACTOR_REQUIRED_ROLES,
      )
    : null;
  if (!user) throw new AppError('unauthorized', 401, {}, [], { 'www-authenticate': 'Bearer' });
  return user;
}

export function registerAccessHook(app: FastifyInstance, deps: AppDeps) {
  app.decorateRequest('user', null);
  app.decorateRequest('zoneAccess', null);
  app.addHook('onRequest', async (request) => {
    const endpoint = request.routeOptions.config.endpoint;
    if (!endpoint) return; // documentation and static assets: no API access rule
    const access = endpoint.access;
    if ((access.kind === 'zone' || access.kind === 'public') && access.module) {
      if (!deps.config.MODULES.includes(access.module)) {
        throw new AppError('route_not_found', 404, { method: request.method, url: request.url.split('?')[0] ?? '' });
      }
    }
    switch (access.kind) {
      case 'anonymous':
        return;
      case 'public':
        request.zoneAccess = { scope: { zone: 'public' }, permissions: new Set(), all: false, readOnly: true };
        return;
      case 'user':
        request.user = await authenticate(request, deps);
        return;
      case 'zone': {
        const user = await authenticate(request, deps);
        request.user = user;
        // A role that requires two-factor sign-in opens no zone until it is set up: the account's
        // own calls (kind "user": the profile, the enrolment) stay open for setting it up.
        if (user.secondFactorSetupRequired) throw new AppError('two_factor_setup_required', 403);
        const zoneAccess = resolveZone(user, access.zone, deps.catalog);
        if (!zoneAccess) throw new AppError('zone_denied', 403, { zone: access.zone });
        if (WRITE_METHODS.has(request.method) && !endpoint.readsOnly && zoneAccess.readOnly)
          throw new AppError('read_only', 403);
        if (!mayPerform(zoneAccess, access.zone, access.action)) throw new AppError('forbidden', 403);
        request.zoneAccess = zoneAccess;
      }
    }
  });
}
