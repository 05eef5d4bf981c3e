// Admin-zone person calls of spec 001 §7.
import { endpoints } from '@fedra/contract';
import type { FastifyInstance } from 'fastify';
import { requireScope } from '../../platform/access/scope-sql';
import type { AppDeps } from '../../platform/deps';
import { registerEndpoint } from '../../platform/http/endpoint';
import { registerListEndpoint } from '../../platform/list-query/list-endpoint';
import { countPeople, peopleExport, peopleSimpleListSql } from './people.service';

export function registerPeopleRoutes(app: FastifyInstance, deps: AppDeps) {
  const e = endpoints.people;
  registerListEndpoint(app, deps, e.simpleList, {
    statements: ({ query, zoneAccess }) => peopleSimpleListSql(requireScope(zoneAccess?.scope, 'admin'), query),
    exportAs: peopleExport,
  });
  registerEndpoint(app, e.countAll, async ({ zoneAccess }) => ({
    operationId: e.countAll.operationId,
    links: [],
    data: await countPeople(deps.db, requireScope(zoneAccess?.scope, 'admin')),
  }));
  registerEndpoint(app, e.countAtDate, async ({ params, zoneAccess }) => ({
    operationId: e.countAtDate.operationId,
    links: [],
    data: await countPeople(deps.db, requireScope(zoneAccess?.scope, 'admin'), params.date),
  }));
}
