// The public home's call (issue 36 §1): anonymous, rate-limited like every public call, and
// cached (platform/http/public-cache.ts).
import { endpoints } from '@fedra/contract';
import type { FastifyInstance } from 'fastify';
import { today } from '../../platform/clock/clock';
import type { AppDeps } from '../../platform/deps';
import { registerEndpoint } from '../../platform/http/endpoint';
import { createPublicCache } from '../../platform/http/public-cache';
import type { AccessRows } from '../../platform/modules/access-rows';
import { EVERYONE } from '../../platform/modules/access-rows';
import { PUBLIC_TOURNAMENT_FEATURE } from '../tournaments';
import { publicHome } from './public-site.service';

export const publicSiteAccess: AccessRows = {
  'GET /api/public-zone/home': EVERYONE,
};

export function registerPublicSiteRoutes(app: FastifyInstance, deps: AppDeps) {
  const e = endpoints.publicSite;
  const cache = createPublicCache(deps.config.PUBLIC_CACHE_SECONDS);
  registerEndpoint(app, e.home, async ({ request, reply, query }) =>
    cache.answer(request, reply, { query }, async () => ({
      operationId: e.home.operationId,
      links: [],
      data: await publicHome(
        {
          db: deps.db,
          files: deps.files,
          tournamentsPublic:
            deps.config.MODULES.includes('tournamentDynamic') &&
            deps.catalog.activeFeatures.has(PUBLIC_TOURNAMENT_FEATURE),
        },
        today(),
      ),
    })),
  );
}
