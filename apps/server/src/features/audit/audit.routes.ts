// The audit log's calls (issue 28 item 10): the admin zone's list with its export, and the
// signed-in user's own last sign-ins for the profile.
import { endpoints } from '@fedra/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { registerEndpoint } from '../../platform/http/endpoint';
import { registerListEndpoint } from '../../platform/list-query/list-endpoint';
import { auditExport, auditListSql, mySignIns } from './audit.service';

const e = endpoints.audit;

export function registerAuditRoutes(app: FastifyInstance, deps: AppDeps) {
  registerListEndpoint(app, deps, e.list, { statements: ({ query }) => auditListSql(query), exportAs: auditExport });
  registerEndpoint(app, e.mySignIns, async ({ user }) => ({
    operationId: e.mySignIns.operationId,
    links: [],
    data: await mySignIns(deps.db, user!.userId),
  }));
}
