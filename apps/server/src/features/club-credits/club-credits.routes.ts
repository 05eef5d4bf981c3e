// Admin-zone club credits (spec 000 §2.3 credit-history/list; the path follows the API style).
import { endpoints } from '@fedra/contract';
import type { FastifyInstance } from 'fastify';
import { requireScope } from '../../platform/access/scope-sql';
import type { AppDeps } from '../../platform/deps';
import { registerListEndpoint } from '../../platform/list-query/list-endpoint';
import { clubCreditExport, clubCreditsListSql } from './club-credits.service';

export function registerClubCreditRoutes(app: FastifyInstance, deps: AppDeps) {
  registerListEndpoint(app, deps, endpoints.clubCredits.list, {
    statements: ({ query, zoneAccess }) => clubCreditsListSql(requireScope(zoneAccess?.scope, 'admin'), query),
    exportAs: clubCreditExport,
  });
}
