// GET /api/{admin,club,personal}-zone/seasons.
import { endpoints } from '@fedra/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { registerEndpoint } from '../../platform/http/endpoint';
import { listSeasons } from './seasons.service';

export function registerSeasonRoutes(app: FastifyInstance, deps: AppDeps) {
  for (const endpoint of [endpoints.seasons.adminList, endpoints.seasons.clubList, endpoints.seasons.personalList]) {
    registerEndpoint(app, endpoint, async ({ query }) => listSeasons(deps.db, query));
  }
}
