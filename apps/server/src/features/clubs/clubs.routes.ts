// Club calls of spec 001 §7 (admin and club zone).
import { endpoints } from '@fedra/contract';
import type { FastifyInstance } from 'fastify';
import { requireScope } from '../../platform/access/scope-sql';
import type { AppDeps } from '../../platform/deps';
import { registerEndpoint } from '../../platform/http/endpoint';
import { registerListEndpoint } from '../../platform/list-query/list-endpoint';
import { clubExport, clubsSimpleListSql, countClubs } from './clubs.service';

export function registerClubRoutes(app: FastifyInstance, deps: AppDeps) {
  const e = endpoints.clubs;
  registerListEndpoint(app, deps, e.adminSimpleList, {
    statements: ({ query, zoneAccess }) => clubsSimpleListSql(requireScope(zoneAccess?.scope, 'admin'), query),
    exportAs: clubExport,
  });
  registerListEndpoint(app, deps, e.clubSimpleList, {
    statements: ({ query, zoneAccess }) => clubsSimpleListSql(requireScope(zoneAccess?.scope, 'club'), query),
    exportAs: clubExport,
  });
  registerEndpoint(app, e.countAll, async ({ zoneAccess }) => ({
    operationId: e.countAll.operationId,
    links: [],
    data: await countClubs(deps.db, requireScope(zoneAccess?.scope, 'admin')),
  }));
  registerEndpoint(app, e.countAtDate, async ({ params, zoneAccess }) => ({
    operationId: e.countAtDate.operationId,
    links: [],
    data: await countClubs(deps.db, requireScope(zoneAccess?.scope, 'admin'), params.date),
  }));
}
