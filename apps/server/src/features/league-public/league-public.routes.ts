// The public league pages' calls (league-public.ts of the contract): one call per page, anonymous,
// rate-limited (platform/http/rate-limit.ts, every public call) and cached (platform/http/public-cache.ts).
// The module switch `league` answers 404 for all of them (the access hook).
import { endpoints } from '@fedra/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { registerEndpoint } from '../../platform/http/endpoint';
import { createPublicCache } from '../../platform/http/public-cache';
import { publicCompetition, publicLeagueOverview, publicTeam } from './league-public.service';

export function registerLeaguePublicRoutes(app: FastifyInstance, deps: AppDeps) {
  const e = endpoints.leaguePublic;
  const cache = createPublicCache(deps.config.PUBLIC_CACHE_SECONDS);

  registerEndpoint(app, e.overview, async ({ request, reply, query }) =>
    cache.answer(request, reply, { query }, async () => ({
      operationId: e.overview.operationId,
      links: [],
      data: await publicLeagueOverview(deps.db, query.seasonId),
    })),
  );
  registerEndpoint(app, e.competition, async ({ request, reply, params, query }) =>
    cache.answer(request, reply, { params, query }, async () => ({
      operationId: e.competition.operationId,
      links: [],
      data: await publicCompetition(deps.db, params.id),
    })),
  );
  registerEndpoint(app, e.team, async ({ request, reply, params, query }) =>
    cache.answer(request, reply, { params, query }, async () => ({
      operationId: e.team.operationId,
      links: [],
      data: await publicTeam(deps.db, params.id),
    })),
  );
}
