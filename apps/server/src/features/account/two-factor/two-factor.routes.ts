// The signed-in user's two-factor calls (issue 28 §8): state, enrolment, confirmation, switching off.
import { endpoints } from '@fedra/contract';
import type { FastifyInstance } from 'fastify';
import { originOf } from '../../../platform/audit/audit-log';
import { registerEndpoint } from '../../../platform/http/endpoint';
import {
  confirmTwoFactor,
  disableTwoFactor,
  startTwoFactor,
  type TwoFactorDeps,
  twoFactorState,
} from './two-factor.service';

const e = endpoints.twoFactor;

export function registerTwoFactorRoutes(app: FastifyInstance, deps: TwoFactorDeps) {
  registerEndpoint(app, e.state, async ({ user }) => ({
    operationId: e.state.operationId,
    links: [],
    data: await twoFactorState(deps, user!),
  }));
  registerEndpoint(app, e.setup, async ({ user, reply }) => {
    reply.header('cache-control', 'no-store');
    return { operationId: e.setup.operationId, links: [], data: await startTwoFactor(deps, user!.userId) };
  });
  registerEndpoint(app, e.confirm, async ({ body, user, request, reply }) => {
    reply.header('cache-control', 'no-store');
    const recoveryCodes = await confirmTwoFactor(deps, user!.userId, body.code, originOf(request));
    return { operationId: e.confirm.operationId, links: [], data: { recoveryCodes } };
  });
  registerEndpoint(app, e.disable, async ({ body, user, request }) => {
    await disableTwoFactor(deps, user!, body.password, originOf(request));
    return undefined;
  });
}
