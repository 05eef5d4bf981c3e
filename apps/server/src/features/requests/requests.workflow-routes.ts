// The calls of the transfers and loans (issue 30 §4–§5) in the admin, club and personal zones: one
// handler per call for every zone it has; each answer carries the links of the actions the caller
// may take on the request now. The e-mails of a step go out after its commit; a failure is logged.
import { type EndpointDef, endpoints, type RequestDetail } from '@fedra/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireScope, zoneScopeOf } from '../../platform/access/scope-sql';
import type { ZoneAccess } from '../../platform/access/user-access';
import { originOf } from '../../platform/audit/audit-log';
import type { AppDeps } from '../../platform/deps';
import { linksFor, registerEndpoint } from '../../platform/http/endpoint';
import { requestOrigin } from '../../platform/http/request-origin';
import { registerListEndpoint } from '../../platform/list-query/list-endpoint';
import { sendStepMails } from './requests.step-mail';
import {
  abilitiesOf,
  addAttachment,
  addComment,
  cancelRequest,
  createRequest,
  decideRequest,
  getRequest,
  type RequestScope,
  requestListExport,
  requestListSql,
  requestPersonOptions,
  type StepEvent,
  stateOnRequest,
} from './requests.workflow';

function scopeOf(zoneAccess: ZoneAccess | null): RequestScope {
  const scope = zoneScopeOf(zoneAccess);
  if (scope.zone === 'public') throw new Error('request routes expect a signed-in zone');
  return scope;
}

export function registerRequestWorkflowRoutes(app: FastifyInstance, deps: AppDeps) {
  const e = endpoints.requests;
  const actor = (request: FastifyRequest, userId: number) => ({ userId, origin: originOf(request) });

  /** The links of the actions the caller may take on the request now. */
  const linksOf = (zoneAccess: ZoneAccess | null, d: RequestDetail) => {
    const scope = scopeOf(zoneAccess);
    const can = abilitiesOf(scope, {
      ...d,
      fromClubId: d.fromClub?.id ?? null,
      toClubId: d.toClub?.id ?? null,
    });
    const candidates: EndpointDef[] = [];
    if (scope.zone === 'admin') {
      if (can.decide) candidates.push(e.adminDecide);
      if (can.statementLink) candidates.push(e.issueStatementLink);
      candidates.push(e.adminComment, e.adminAttachment);
    }
    if (scope.zone === 'club') {
      if (can.statement) candidates.push(e.clubStatement);
      if (can.cancel) candidates.push(e.clubCancel);
      candidates.push(e.clubComment, e.clubAttachment);
    }
    return linksFor(zoneAccess, candidates, { id: d.id });
  };
  const answer = async (operationId: string, zoneAccess: ZoneAccess | null, id: number) => {
    const detail = await getRequest(deps, scopeOf(zoneAccess), id);
    return { operationId, links: linksOf(zoneAccess, detail), data: detail };
  };
  const mail = async (request: FastifyRequest, events: StepEvent[]) => {
    const origin = requestOrigin(deps.config, request);
    for (const event of events)
      for (const failure of await sendStepMails(deps, event, origin))
        request.log.warn({ err: failure.err, requestId: event.requestId }, 'request step mail not sent');
  };

  for (const list of [e.adminList, e.clubList, e.personalList])
    registerListEndpoint(app, deps, list, {
      statements: ({ query, zoneAccess }) => requestListSql(scopeOf(zoneAccess), query),
      exportAs: requestListExport,
    });
  for (const get of [e.adminGet, e.clubGet, e.personalGet])
    registerEndpoint(app, get, async ({ params, zoneAccess }) => answer(get.operationId, zoneAccess, params.id));

  registerEndpoint(app, e.clubPersons, async ({ query, zoneAccess }) => ({
    operationId: e.clubPersons.operationId,
    links: [],
    data: await requestPersonOptions(deps.db, requireScope(zoneAccess?.scope, 'club'), query.search),
  }));
  registerEndpoint(app, e.clubCreate, async ({ body, zoneAccess, user, request }) => {
    const event = await createRequest(
      deps,
      requireScope(zoneAccess?.scope, 'club'),
      actor(request, user!.userId),
      body,
    );
    await mail(request, [event]);
    return answer(e.clubCreate.operationId, zoneAccess, event.requestId);
  });
  registerEndpoint(app, e.clubStatement, async ({ params, body, zoneAccess, user, request }) => {
    const scope = requireScope(zoneAccess?.scope, 'club');
    const event = await stateOnRequest(deps.db, scope, actor(request, user!.userId), params.id, body);
    await mail(request, [event]);
    return answer(e.clubStatement.operationId, zoneAccess, params.id);
  });
  registerEndpoint(app, e.clubCancel, async ({ params, zoneAccess, user, request }) => {
    const scope = requireScope(zoneAccess?.scope, 'club');
    const event = await cancelRequest(deps.db, scope, actor(request, user!.userId), params.id);
    await mail(request, [event]);
    return answer(e.clubCancel.operationId, zoneAccess, params.id);
  });
  registerEndpoint(app, e.adminDecide, async ({ params, body, zoneAccess, user, request }) => {
    const scope = requireScope(zoneAccess?.scope, 'admin');
    const events = await decideRequest(deps.db, scope, actor(request, user!.userId), params.id, body, {
      economy: deps.config.MODULES.includes('economy'),
    });
    await mail(request, events);
    return answer(e.adminDecide.operationId, zoneAccess, params.id);
  });
  for (const comment of [e.adminComment, e.clubComment])
    registerEndpoint(app, comment, async ({ params, body, zoneAccess, user, request }) => {
      await addComment(deps.db, scopeOf(zoneAccess), actor(request, user!.userId), params.id, body);
      return answer(comment.operationId, zoneAccess, params.id);
    });
  for (const attachment of [e.adminAttachment, e.clubAttachment])
    registerEndpoint(app, attachment, async ({ params, body, zoneAccess, user, request }) => {
      await addAttachment(deps, scopeOf(zoneAccess), actor(request, user!.userId), params.id, body);
      return answer(attachment.operationId, zoneAccess, params.id);
    });
}
