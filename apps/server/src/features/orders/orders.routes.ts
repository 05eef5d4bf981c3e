// The orders' calls (issue 31 §2–3) in the admin zone (the federation, a unit manager its units'
// clubs) and the club zone (the current club's): one handler per call for both.
import { endpoints, type Order } from '@fedra/contract';
import type { FastifyInstance } from 'fastify';
import type { ZoneAccess } from '../../platform/access/user-access';
import type { AppDeps } from '../../platform/deps';
import { linksFor, registerEndpoint } from '../../platform/http/endpoint';
import { registerListEndpoint } from '../../platform/list-query/list-endpoint';
import { type OrderScope, orderItemListExport, orderItemListSql, orderListExport, orderListSql } from './orders.list';
import {
  addItems,
  cancel,
  confirm,
  createOrderIn,
  getOrder,
  orderCandidates,
  payByCredit,
  recordPayment,
  removeItem,
} from './orders.service';
import './orders.messages';

/** The zone access of an order call: its scope (admin or club). */
function scopeOf(zoneAccess: ZoneAccess | null): OrderScope {
  const scope = zoneAccess?.scope;
  if (scope?.zone !== 'admin' && scope?.zone !== 'club') throw new Error('order routes expect an admin or club scope');
  return scope;
}

export function registerOrderRoutes(app: FastifyInstance, deps: AppDeps) {
  const zones = [
    { e: endpoints.orders, payments: [endpoints.orders.recordPayment] },
    { e: endpoints.clubOrders, payments: [] },
  ];
  for (const { e, payments } of zones) {
    const answer = async (operationId: string, zoneAccess: ZoneAccess | null, id: number) => {
      const order: Order = await getOrder(deps.db, scopeOf(zoneAccess), id);
      return {
        operationId,
        links: linksFor(zoneAccess, [e.addItems, e.confirm, e.cancel, e.payByCredit, ...payments], {
          id: order.id,
        }),
        data: order,
      };
    };

    registerListEndpoint(app, deps, e.list, {
      statements: ({ query, zoneAccess }) => orderListSql(scopeOf(zoneAccess), query),
      exportAs: orderListExport,
    });
    registerListEndpoint(app, deps, e.items, {
      statements: ({ query, zoneAccess }) => orderItemListSql(scopeOf(zoneAccess), query),
      exportAs: orderItemListExport,
    });
    registerEndpoint(app, e.get, ({ params, zoneAccess }) => answer(e.get.operationId, zoneAccess, params.id));
    registerEndpoint(app, e.create, async ({ body, zoneAccess, user }) => {
      const id = await createOrderIn(deps.db, scopeOf(zoneAccess), user!.userId, body);
      return answer(e.create.operationId, zoneAccess, id);
    });
    registerEndpoint(app, e.addItems, async ({ params, body, zoneAccess, user }) => {
      await addItems(deps.db, scopeOf(zoneAccess), user!.userId, params.id, body.items);
      return answer(e.addItems.operationId, zoneAccess, params.id);
    });
    registerEndpoint(app, e.removeItem, async ({ params, zoneAccess, user }) => {
      await removeItem(deps.db, scopeOf(zoneAccess), user!.userId, params.id, params.itemId);
      return answer(e.removeItem.operationId, zoneAccess, params.id);
    });
    registerEndpoint(app, e.candidates, async ({ params, query, zoneAccess }) => ({
      data: await orderCandidates(deps.db, scopeOf(zoneAccess), params.id, query.priceListItemId, query.search),
    }));
    for (const [endpoint, action] of [
      [e.confirm, confirm],
      [e.cancel, cancel],
      [e.payByCredit, payByCredit],
    ] as const) {
      registerEndpoint(app, endpoint, async ({ params, zoneAccess, user }) => {
        await action(deps.db, scopeOf(zoneAccess), user!.userId, params.id);
        return answer(endpoint.operationId, zoneAccess, params.id);
      });
    }
    for (const endpoint of payments) {
      registerEndpoint(app, endpoint, async ({ params, body, zoneAccess, user }) => {
        await recordPayment(deps.db, scopeOf(zoneAccess), user!.userId, params.id, body);
        return answer(endpoint.operationId, zoneAccess, params.id);
      });
    }
  }
}
