// Admin-zone club credits (spec 000 §2.3 credit-history/list; the path follows the API style).
import { endpoints } from '@fedra/contract';
import type { FastifyInstance } from 'fastify';
import { requireScope } from '../../platform/access/scope-sql';
import type { AppDeps } from '../../platform/deps';
import { registerEndpoint } from '../../platform/http/endpoint';
import { listClubCredits } from './club-credits.service';

export function registerClubCreditRoutes(app: FastifyInstance, deps: AppDeps) {
  registerEndpoint(app, endpoints.clubCredits.list, async ({ query, zoneAccess }) =>
    listClubCredits(deps.db, requireScope(zoneAccess?.scope, 'admin'), query),
  );
}
