// The persons register's calls (issue 29) in the admin zone (the federation, a unit manager their
// unit) and the club zone (the current club's people): one handler per call for both zones.
import { endpoints, type PersonDetail } from '@fedra/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZoneAccess } from '../../platform/access/user-access';
import { originOf } from '../../platform/audit/audit-log';
import type { AppDeps } from '../../platform/deps';
import { linksFor, registerEndpoint } from '../../platform/http/endpoint';
import { registerListEndpoint } from '../../platform/list-query/list-endpoint';
import { type PersonListScope, personListExport, personListSql } from './persons.list';
import { getPerson, personHistory, personRecords } from './persons.read';
import { createPerson, updatePerson } from './persons.write';
import './persons.messages';

/** The zone access of a person call: its scope as the register's (admin or club). */
function scopeOf(zoneAccess: ZoneAccess | null): PersonListScope {
  const scope = zoneAccess?.scope;
  if (scope?.zone !== 'admin' && scope?.zone !== 'club') throw new Error('person routes expect an admin or club scope');
  return scope;
}

export function registerPersonRoutes(app: FastifyInstance, deps: AppDeps) {
  for (const e of [endpoints.persons, endpoints.clubPersons]) {
    const answer = (operationId: string, zoneAccess: ZoneAccess | null, person: PersonDetail) => ({
      operationId,
      links: person.anonymisedAt ? [] : linksFor(zoneAccess, [e.update], { id: person.id }),
      data: person,
    });
    const actor = (request: FastifyRequest, userId: number) => ({ userId, origin: originOf(request) });

    registerListEndpoint(app, deps, e.list, {
      statements: ({ query, zoneAccess }) => personListSql(scopeOf(zoneAccess), query),
      exportAs: personListExport,
    });
    registerEndpoint(app, e.get, async ({ params, zoneAccess }) =>
      answer(e.get.operationId, zoneAccess, await getPerson(deps.db, scopeOf(zoneAccess), params.id)),
    );
    registerEndpoint(app, e.records, async ({ params, zoneAccess }) => ({
      operationId: e.records.operationId,
      links: [],
      data: await personRecords(deps.db, scopeOf(zoneAccess), params.id),
    }));
    registerEndpoint(app, e.history, async ({ params, zoneAccess }) => {
      const data = await personHistory(deps.db, scopeOf(zoneAccess), params.id);
      return { data, limit: data.length, offset: 0, total: data.length };
    });
    registerEndpoint(app, e.create, async ({ body, zoneAccess, user, request }) => {
      const scope = scopeOf(zoneAccess);
      const id = await createPerson(deps.db, scope, actor(request, user!.userId), body);
      return answer(e.create.operationId, zoneAccess, await getPerson(deps.db, scope, id));
    });
    registerEndpoint(app, e.update, async ({ params, body, zoneAccess, user, request }) => {
      const scope = scopeOf(zoneAccess);
      await updatePerson(deps.db, scope, actor(request, user!.userId), params.id, body);
      return answer(e.update.operationId, zoneAccess, await getPerson(deps.db, scope, params.id));
    });
  }
}
