// Sign-in calls (DECISIONS.md "Sign-in") and the logged user (spec 000 §7).
import { endpoints } from '@fedra/contract';
import type { FastifyInstance } from 'fastify';
import { originOf } from '../../platform/audit/audit-log';
import type { AppDeps } from '../../platform/deps';
import { registerEndpoint } from '../../platform/http/endpoint';
import { changePassword, loggedUser, login, logout, refresh, switchClub } from './account.service';
import { registerPasskeyRoutes } from './passkeys/passkeys.routes';
import { registerSsoRoutes } from './sso/sso.routes';
import { registerTwoFactorRoutes } from './two-factor/two-factor.routes';

export function registerAccountRoutes(app: FastifyInstance, deps: AppDeps) {
  const tokenDeps = { db: deps.db, tokens: deps.tokens, refreshTtl: deps.config.REFRESH_TOKEN_TTL };
  const noStore = { 'cache-control': 'no-store' };

  const twoFactor = {
    db: deps.db,
    secrets: deps.secrets,
    projectName: deps.config.PROJECT_NAME,
    requiredRoles: deps.config.TWO_FACTOR_REQUIRED_ROLES,
  };
  registerEndpoint(app, endpoints.account.login, async ({ body, request, reply }) => {
    reply.headers(noStore);
    return login(tokenDeps, twoFactor, body, originOf(request));
  });
  registerTwoFactorRoutes(app, twoFactor);
  registerEndpoint(app, endpoints.account.refresh, async ({ body, reply }) => {
    reply.headers(noStore);
    return refresh(tokenDeps, body.refresh_token);
  });
  registerEndpoint(app, endpoints.account.logout, async ({ body }) => {
    await logout(deps.db, body.refresh_token);
    return undefined;
  });
  registerEndpoint(app, endpoints.account.me, async ({ user }) => ({
    operationId: endpoints.account.me.operationId,
    links: [],
    data: await loggedUser(deps.db, deps.catalog, user!),
  }));
  registerEndpoint(app, endpoints.account.changePassword, async ({ body, user }) => {
    await changePassword(deps.db, user!, body.currentPassword, body.newPassword);
    return undefined;
  });
  registerEndpoint(app, endpoints.account.switchClub, async ({ params, user }) => {
    await switchClub(deps.db, user!, params.clubId);
    return undefined;
  });
  registerSsoRoutes(app, deps, tokenDeps);
  registerPasskeyRoutes(app, deps, tokenDeps);
}
