// The public list of current suspensions (issue 32 §2): only while the office publishes it (the
// disciplinary settings), otherwise 404 as a page that does not exist; cached like every public
// answer (platform/http/public-cache.ts).
import { endpoints } from '@fedra/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { today } from '../../platform/clock';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors/app-error';
import { registerEndpoint } from '../../platform/http/endpoint';
import { createPublicCache } from '../../platform/http/public-cache';
import { type AccessRows, EVERYONE } from '../../platform/modules/access-rows';
import { currentSuspensions } from './suspensions';
import './suspensions.messages';

export function registerSuspensionRoutes(app: FastifyInstance, deps: AppDeps) {
  const e = endpoints.disciplinary.publicSuspensions;
  const cache = createPublicCache(deps.config.PUBLIC_CACHE_SECONDS);
  registerEndpoint(app, e, async ({ request, reply }) => {
    const { rows } = await deps.db.execute<{ on: boolean }>(
      sql`SELECT public_suspensions AS on FROM disciplinary_settings WHERE id = 1`,
    );
    if (!rows[0]?.on)
      throw new AppError('route_not_found', 404, { method: request.method, url: request.url.split('?')[0] ?? '' });
    const day = today();
    return cache.answer(request, reply, { query: { day } }, async () => ({
      operationId: e.operationId,
      links: [],
      data: await currentSuspensions(deps.db, day),
    }));
  });
}

export const suspensionAccess: AccessRows = {
  'GET /api/public-zone/suspensions': EVERYONE,
};
