// Person contributions (spec 001 §2, §3, §8): the list with its totals and the bulk payment in
// the admin zone (a unit manager: its units) and the club zone (the current club), the
// generation job and the price list in the admin zone.
import { CONTRIBUTION_ZONE_CALLS, endpoints } from '@fedra/contract';
import type { FastifyInstance } from 'fastify';
import { requireScope } from '../../platform/access/scope-sql';
import type { ZoneAccess } from '../../platform/access/user-access';
import type { AppDeps } from '../../platform/deps';
import { linksFor, registerEndpoint } from '../../platform/http/endpoint';
import { registerListEndpoint } from '../../platform/list-query/list-endpoint';
import { defineGenerationJob, getGeneration, startGeneration } from './contribution-job';
import { createPrice, deletePrice, priceExport, pricesListSql, updatePrice } from './contribution-prices.service';
import { type ContributionScope, contributionExport, contributionsListSql } from './contribution-queries';
import './contributions.messages';
import { contributionSummary, payContributions } from './contributions.service';

const e = endpoints.contributions;

export function registerContributionRoutes(app: FastifyInstance, deps: AppDeps) {
  // Defined at start, so that this instance's workers take generation jobs.
  const job = defineGenerationJob(deps);

  for (const zone of ['admin', 'club'] as const) {
    const calls = CONTRIBUTION_ZONE_CALLS[zone];
    const scopeOf = (zoneAccess: ZoneAccess | null): ContributionScope => requireScope(zoneAccess?.scope, zone);
    registerListEndpoint(app, deps, calls.list as typeof e.list, {
      statements: ({ query, zoneAccess }) => contributionsListSql(scopeOf(zoneAccess), query),
      exportAs: contributionExport,
    });
    registerEndpoint(app, calls.summary as typeof e.summary, async ({ query, zoneAccess }) => ({
      operationId: calls.summary.operationId,
      links: linksFor(zoneAccess, [calls.pay], {}),
      data: await contributionSummary(deps.db, scopeOf(zoneAccess), query),
    }));
    registerEndpoint(app, calls.pay as typeof e.pay, async ({ query, body, zoneAccess, user, lang }) => ({
      operationId: calls.pay.operationId,
      links: [],
      data: await payContributions(deps.db, scopeOf(zoneAccess), user!.userId, body, query, lang),
    }));
  }

  registerEndpoint(app, e.generate, async ({ body, user, lang }) => ({
    operationId: e.generate.operationId,
    links: [],
    data: (await startGeneration(deps, job, body.seasonId, user!.userId, lang)).generation,
  }));
  registerEndpoint(app, e.generation, async ({ params, lang }) => ({
    operationId: e.generation.operationId,
    links: [],
    data: await getGeneration(deps, params.jobId, lang),
  }));

  registerListEndpoint(app, deps, e.priceList, {
    statements: ({ query }) => pricesListSql(query),
    exportAs: priceExport,
  });
  const priceLinks = (zoneAccess: ZoneAccess | null, id: number) =>
    linksFor(zoneAccess, [e.priceUpdate, e.priceDelete], { id });
  registerEndpoint(app, e.priceCreate, async ({ body, zoneAccess, user }) => {
    const price = await createPrice(deps.db, user!.userId, body);
    return { operationId: e.priceCreate.operationId, links: priceLinks(zoneAccess, price.id), data: price };
  });
  registerEndpoint(app, e.priceUpdate, async ({ params, body, zoneAccess, user }) => ({
    operationId: e.priceUpdate.operationId,
    links: priceLinks(zoneAccess, params.id),
    data: await updatePrice(deps.db, user!.userId, params.id, body),
  }));
  registerEndpoint(app, e.priceDelete, async ({ params }) => {
    await deletePrice(deps.db, params.id);
    return undefined;
  });
}
