// The sport-fields register's calls (issue 30 §6) in the admin zone (the federation, a unit manager
// their units') and the club zone (the current club's own venues): one handler per call for both.
import { endpoints, type SportField } from '@fedra/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZoneAccess } from '../../platform/access/user-access';
import { originOf } from '../../platform/audit/audit-log';
import type { AppDeps } from '../../platform/deps';
import { linksFor, registerEndpoint } from '../../platform/http/endpoint';
import { registerListEndpoint } from '../../platform/list-query/list-endpoint';
import { type SportFieldScope, sportFieldListExport, sportFieldListSql } from './sport-fields.list';
import { createSportField, deleteSportField, getSportField, updateSportField } from './sport-fields.service';
import './sport-fields.messages';

/** The zone access of a sport-field call: its scope as the register's (admin or club). */
function scopeOf(zoneAccess: ZoneAccess | null): SportFieldScope {
  const scope = zoneAccess?.scope;
  if (scope?.zone !== 'admin' && scope?.zone !== 'club')
    throw new Error('sport-field routes expect an admin or club scope');
  return scope;
}

export function registerSportFieldRoutes(app: FastifyInstance, deps: AppDeps) {
  for (const e of [endpoints.sportFields, endpoints.clubSportFields]) {
    const answer = (operationId: string, zoneAccess: ZoneAccess | null, field: SportField) => ({
      operationId,
      links: linksFor(zoneAccess, [e.update, e.delete], { id: field.id }),
      data: field,
    });
    const actor = (request: FastifyRequest, userId: number) => ({ userId, origin: originOf(request) });

    registerListEndpoint(app, deps, e.list, {
      statements: ({ query, zoneAccess }) => sportFieldListSql(scopeOf(zoneAccess), query),
      exportAs: sportFieldListExport,
    });
    registerEndpoint(app, e.get, async ({ params, zoneAccess }) =>
      answer(e.get.operationId, zoneAccess, await getSportField(deps.db, scopeOf(zoneAccess), params.id)),
    );
    registerEndpoint(app, e.create, async ({ body, zoneAccess, user, request }) => {
      const scope = scopeOf(zoneAccess);
      const id = await createSportField(deps.db, scope, actor(request, user!.userId), body);
      return answer(e.create.operationId, zoneAccess, await getSportField(deps.db, scope, id));
    });
    registerEndpoint(app, e.update, async ({ params, body, zoneAccess, user, request }) => {
      const scope = scopeOf(zoneAccess);
      await updateSportField(deps.db, scope, actor(request, user!.userId), params.id, body);
      return answer(e.update.operationId, zoneAccess, await getSportField(deps.db, scope, params.id));
    });
    registerEndpoint(app, e.delete, async ({ params, zoneAccess, user, request }) => {
      await deleteSportField(deps.db, scopeOf(zoneAccess), actor(request, user!.userId), params.id);
      return undefined;
    });
  }
}
