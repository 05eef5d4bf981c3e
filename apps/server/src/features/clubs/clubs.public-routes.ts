// The public club finder and club page calls (issue 36 §5): anonymous, rate-limited (every public
// call is, platform/http/rate-limit.ts) and cached (platform/http/public-cache.ts); each page makes
// one call, so the finder's answer carries the map's tile address and attribution too.
import { endpoints } from '@fedra/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { registerEndpoint } from '../../platform/http/endpoint';
import { createPublicCache } from '../../platform/http/public-cache';
import { findPublicClubs, getPublicClub } from './clubs.public-read';

export function registerClubPublicRoutes(app: FastifyInstance, deps: AppDeps) {
  const e = endpoints.clubs;
  const cache = createPublicCache(deps.config.PUBLIC_CACHE_SECONDS);
  const calls = { map: { tileUrl: deps.config.MAP_TILE_URL, attribution: deps.config.MAP_TILE_ATTRIBUTION } };

  registerEndpoint(app, e.publicFinder, async ({ request, reply, query }) =>
    cache.answer(request, reply, { query }, async () => ({
      operationId: e.publicFinder.operationId,
      links: [],
      data: await findPublicClubs(deps.db, query, calls),
    })),
  );
  registerEndpoint(app, e.publicGet, async ({ request, reply, params, query }) =>
    cache.answer(request, reply, { params, query }, async () => ({
      operationId: e.publicGet.operationId,
      links: [],
      data: await getPublicClub(deps.db, params.id, calls),
    })),
  );
}
