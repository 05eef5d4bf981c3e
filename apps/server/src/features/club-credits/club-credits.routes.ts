// Club credits (spec 000 §2.3 credit-history/list; the path follows the API style): every club's
// credit status in the admin zone; the current club's own ledger and summary in the club zone.
import { endpoints } from '@fedra/contract';
import type { FastifyInstance } from 'fastify';
import { requireScope } from '../../platform/access/scope-sql';
import type { AppDeps } from '../../platform/deps';
import { registerEndpoint } from '../../platform/http/endpoint';
import { registerListEndpoint } from '../../platform/list-query/list-endpoint';
import { clubCreditEntriesSql, clubCreditEntryExport } from './club-credit-entries.service';
import { clubCreditExport, clubCreditSummary, clubCreditsListSql } from './club-credits.service';

const e = endpoints.clubCredits;

export function registerClubCreditRoutes(app: FastifyInstance, deps: AppDeps) {
  registerListEndpoint(app, deps, e.list, {
    statements: ({ query, zoneAccess }) => clubCreditsListSql(requireScope(zoneAccess?.scope, 'admin'), query),
    exportAs: clubCreditExport,
  });
  registerListEndpoint(app, deps, e.clubEntries, {
    statements: ({ query, zoneAccess }) => clubCreditEntriesSql(requireScope(zoneAccess?.scope, 'club').clubId, query),
    exportAs: clubCreditEntryExport,
  });
  registerEndpoint(app, e.clubSummary, async ({ query, zoneAccess }) => ({
    operationId: e.clubSummary.operationId,
    links: [],
    data: await clubCreditSummary(deps.db, requireScope(zoneAccess?.scope, 'club').clubId, query),
  }));
}
