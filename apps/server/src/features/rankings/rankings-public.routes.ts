// The public rankings' calls (rankings.ts of the contract, issue 36): anonymous, rate-limited as
// every `public` call (platform/http/rate-limit.ts) and cached with the public cache
// (platform/http/public-cache.ts) by their validated params and query, as the public tournament
// calls are. One call per page: the overview and the player page.
import { endpoints } from '@fedra/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { registerEndpoint } from '../../platform/http/endpoint';
import { createPublicCache } from '../../platform/http/public-cache';
import { publicRankingOverview, publicRankingPlayer } from './rankings-public.service';

export function registerPublicRankingRoutes(app: FastifyInstance, deps: AppDeps) {
  const e = endpoints.rankings;
  const cache = createPublicCache(deps.config.PUBLIC_CACHE_SECONDS);

  registerEndpoint(app, e.publicOverview, async ({ request, reply, query }) =>
    cache.answer(request, reply, { query }, async () => ({
      operationId: e.publicOverview.operationId,
      links: [],
      data: await publicRankingOverview(deps.db, query),
    })),
  );
  registerEndpoint(app, e.publicPlayer, async ({ request, reply, params, query }) =>
    cache.answer(request, reply, { params, query }, async () => ({
      operationId: e.publicPlayer.operationId,
      links: [],
      data: await publicRankingPlayer(deps.db, params.id),
    })),
  );
}
