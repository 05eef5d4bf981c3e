// GET /api/{admin,club,personal}-zone/seasons; the admin zone's season detail and the office's
// writes (POST, PUT, DELETE /api/admin-zone/seasons…).
import { endpoints } from '@fedra/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { linksFor, registerEndpoint } from '../../platform/http/endpoint';
import { registerListEndpoint } from '../../platform/list-query/list-endpoint';
import { createSeason, deleteSeason, getSeason, seasonExport, seasonsListSql, updateSeason } from './seasons.service';

export function registerSeasonRoutes(app: FastifyInstance, deps: AppDeps) {
  const e = endpoints.seasons;
  for (const endpoint of [e.adminList, e.clubList, e.personalList]) {
    registerListEndpoint(app, deps, endpoint, {
      statements: ({ query }) => seasonsListSql(query),
      exportAs: seasonExport,
    });
  }
  const itemActions = [e.update, e.delete];

  registerEndpoint(app, e.get, async ({ params, zoneAccess }) => ({
    operationId: e.get.operationId,
    links: linksFor(zoneAccess, itemActions, { id: params.id }),
    data: await getSeason(deps.db, params.id),
  }));
  registerEndpoint(app, e.create, async ({ body, zoneAccess, user }) => {
    const season = await createSeason(deps.db, user!.userId, body);
    return {
      operationId: e.create.operationId,
      links: linksFor(zoneAccess, itemActions, { id: season.id }),
      data: season,
    };
  });
  registerEndpoint(app, e.update, async ({ params, body, zoneAccess, user }) => {
    const season = await updateSeason(deps.db, user!.userId, params.id, body);
    return {
      operationId: e.update.operationId,
      links: linksFor(zoneAccess, itemActions, { id: season.id }),
      data: season,
    };
  });
  registerEndpoint(app, e.delete, async ({ params }) => {
    await deleteSeason(deps.db, params.id);
    return undefined;
  });
}
