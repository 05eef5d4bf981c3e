// GET /api/{admin,club,personal}-zone/seasons.
import { endpoints } from '@fedra/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { registerListEndpoint } from '../../platform/list-query/list-endpoint';
import { seasonExport, seasonsListSql } from './seasons.service';

export function registerSeasonRoutes(app: FastifyInstance, deps: AppDeps) {
  for (const endpoint of [endpoints.seasons.adminList, endpoints.seasons.clubList, endpoints.seasons.personalList]) {
    registerListEndpoint(app, deps, endpoint, {
      statements: ({ query }) => seasonsListSql(query),
      exportAs: seasonExport,
    });
  }
}
