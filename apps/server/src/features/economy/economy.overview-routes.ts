// The economy overview's calls (issue 31 part 6): the admin zone's list per club and season with its
// export, the totals and charts of the same filter; the club zone's own figures.
import { endpoints } from '@fedra/contract';
import type { FastifyInstance } from 'fastify';
import { requireScope } from '../../platform/access/scope-sql';
import type { AppDeps } from '../../platform/deps';
import { registerEndpoint } from '../../platform/http/endpoint';
import { registerListEndpoint } from '../../platform/list-query/list-endpoint';
import { clubOverview, overviewListExport, overviewListSql, overviewSummary } from './economy.overview';

export function registerEconomyOverviewRoutes(app: FastifyInstance, deps: AppDeps) {
  const e = endpoints.economyOverview;
  registerListEndpoint(app, deps, e.list, {
    statements: ({ query, zoneAccess }) => overviewListSql(requireScope(zoneAccess?.scope, 'admin'), query),
    exportAs: overviewListExport,
  });
  registerEndpoint(app, e.summary, async ({ query, zoneAccess }) => ({
    operationId: e.summary.operationId,
    links: [],
    data: await overviewSummary(deps.db, requireScope(zoneAccess?.scope, 'admin'), query),
  }));
  registerEndpoint(app, e.club, async ({ zoneAccess }) => ({
    operationId: e.club.operationId,
    links: [],
    data: await clubOverview(deps.db, requireScope(zoneAccess?.scope, 'club').clubId),
  }));
}
