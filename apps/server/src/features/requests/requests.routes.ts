// The request statement calls (requests.ts of the contract): the office issues the link; the
// statement page and the result page call the public ones (anonymous, rate-limited by the public
// limit, not cached: every token is its own). All behind the module `requests`.
import { endpoints } from '@fedra/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { registerEndpoint } from '../../platform/http/endpoint';
import { requestOrigin } from '../../platform/http/request-origin';
import { getResult, getStatement, issueStatementLink, submitStatement } from './requests.service';

export function registerRequestRoutes(app: FastifyInstance, deps: AppDeps) {
  const e = endpoints.requests;
  const base = (request: Parameters<typeof requestOrigin>[1]) => ({
    origin: requestOrigin(deps.config, request),
    routerBase: deps.config.ROUTER_BASE,
  });

  registerEndpoint(app, e.issueStatementLink, async ({ request, params, user }) => ({
    operationId: e.issueStatementLink.operationId,
    links: [],
    data: await issueStatementLink(deps, user!.userId, params.id, base(request)),
  }));
  registerEndpoint(app, e.getStatement, async ({ query, lang, reply }) => {
    reply.header('cache-control', 'no-store');
    return {
      operationId: e.getStatement.operationId,
      links: [],
      data: await getStatement(deps, query.token, lang),
    };
  });
  registerEndpoint(app, e.submitStatement, async ({ request, body }) => ({
    operationId: e.submitStatement.operationId,
    links: [],
    data: await submitStatement(deps, body.token, body, base(request)),
  }));
  registerEndpoint(app, e.getResult, async ({ query, reply }) => {
    reply.header('cache-control', 'no-store');
    return { operationId: e.getResult.operationId, links: [], data: { outcome: await getResult(deps, query.token) } };
  });
}
