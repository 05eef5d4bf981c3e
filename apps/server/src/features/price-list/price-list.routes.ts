// The price list's calls (issue 31 part 1): the office keeps it in the admin zone; a club reads
// what it can order. Thin: contract -> service -> the item with the caller's links.
import { endpoints, type PriceListItem } from '@fedra/contract';
import type { FastifyInstance } from 'fastify';
import type { ZoneAccess } from '../../platform/access/user-access';
import type { AppDeps } from '../../platform/deps';
import { linksFor, registerEndpoint } from '../../platform/http/endpoint';
import { registerListEndpoint } from '../../platform/list-query/list-endpoint';
import { priceListExport, priceListSql } from './price-list.list';
import { createPriceListItem, deletePriceListItem, getPriceListItem, updatePriceListItem } from './price-list.service';
import './price-list.messages';

export function registerPriceListRoutes(app: FastifyInstance, deps: AppDeps) {
  const e = endpoints.priceList;
  const answer = (operationId: string, zoneAccess: ZoneAccess | null, item: PriceListItem) => ({
    operationId,
    // Changing and deleting take the same permission: one link says both.
    links: linksFor(zoneAccess, [e.update], { id: item.id }),
    data: item,
  });

  registerListEndpoint(app, deps, e.list, {
    statements: ({ query }) => priceListSql('admin', query),
    exportAs: priceListExport,
  });
  registerEndpoint(app, e.get, async ({ params, zoneAccess }) =>
    answer(e.get.operationId, zoneAccess, await getPriceListItem(deps.db, params.id)),
  );
  registerEndpoint(app, e.create, async ({ body, zoneAccess, user }) => {
    const id = await createPriceListItem(deps.db, user!.userId, body);
    return answer(e.create.operationId, zoneAccess, await getPriceListItem(deps.db, id));
  });
  registerEndpoint(app, e.update, async ({ params, body, zoneAccess, user }) => {
    await updatePriceListItem(deps.db, user!.userId, params.id, body);
    return answer(e.update.operationId, zoneAccess, await getPriceListItem(deps.db, params.id));
  });
  registerEndpoint(app, e.delete, async ({ params }) => {
    await deletePriceListItem(deps.db, params.id);
    return undefined;
  });

  registerListEndpoint(app, deps, endpoints.clubPriceList.list, {
    statements: ({ query }) => priceListSql('club', query),
    exportAs: priceListExport,
  });
}
