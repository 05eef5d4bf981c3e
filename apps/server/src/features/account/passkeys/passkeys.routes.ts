// Passkey calls (issue 28 §9): the signed-in user's own passkeys, and the anonymous passkey sign-in.
import { endpoints } from '@fedra/contract';
import type { FastifyInstance } from 'fastify';
import { originOf } from '../../../platform/audit/audit-log';
import type { AppDeps } from '../../../platform/deps';
import { registerEndpoint } from '../../../platform/http/endpoint';
import type { TokenDeps } from '../account.service';
import {
  listPasskeys,
  registerPasskey,
  registrationOptions,
  removePasskey,
  signInOptions,
  signInWithPasskey,
} from './passkeys.service';
import { relyingParty } from './relying-party';

const e = endpoints.passkeys;

export function registerPasskeyRoutes(app: FastifyInstance, deps: AppDeps, tokens: TokenDeps) {
  const passkeys = { db: deps.db, projectName: deps.config.PROJECT_NAME };
  const rpOf = (origin: string | undefined) => relyingParty(deps.config, origin);

  registerEndpoint(app, e.list, async ({ user }) => {
    const data = await listPasskeys(deps.db, user!.userId);
    return { data, limit: data.length, offset: 0, total: data.length };
  });
  registerEndpoint(app, e.registrationOptions, async ({ user, request, reply }) => {
    reply.header('cache-control', 'no-store');
    const data = await registrationOptions(passkeys, user!, rpOf(request.headers.origin));
    return { operationId: e.registrationOptions.operationId, links: [], data };
  });
  registerEndpoint(app, e.register, async ({ body, user, request }) => {
    const data = await registerPasskey(passkeys, user!, rpOf(request.headers.origin), body, originOf(request));
    return { operationId: e.register.operationId, links: [], data };
  });
  registerEndpoint(app, e.remove, async ({ params, user, request }) => {
    await removePasskey(deps.db, user!, params.id, originOf(request));
    return undefined;
  });
  registerEndpoint(app, e.signInOptions, async ({ request, reply }) => {
    reply.header('cache-control', 'no-store');
    const data = await signInOptions(deps.db, rpOf(request.headers.origin));
    return { operationId: e.signInOptions.operationId, links: [], data };
  });
  registerEndpoint(app, e.signIn, async ({ body, request, reply }) => {
    reply.header('cache-control', 'no-store');
    return signInWithPasskey({ ...passkeys, tokens }, rpOf(request.headers.origin), body, originOf(request));
  });
}
