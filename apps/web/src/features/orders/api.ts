// The orders' calls, one function or query option each (issue 31 §2–3): the admin zone's or the
// club zone's, by the zone the page is in.
import type { ListQuery } from '@fedra/contract/common/list-query';
import {
  clubOrdersEndpoints,
  type OrderCreate,
  type OrderItemWrite,
  type OrderPayment,
  ordersEndpoints,
} from '@fedra/contract/orders';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../platform/api/client';

export type OrderZone = 'admin' | 'club';
export const ORDERS_KEY = ['orders'] as const;

export const orderCalls = (zone: OrderZone) => (zone === 'club' ? clubOrdersEndpoints : ordersEndpoints);

export const loadOrders = (zone: OrderZone) => (query: ListQuery, signal: AbortSignal) =>
  call(orderCalls(zone).list, { query, signal });
export const loadOrderItems = (zone: OrderZone) => (query: ListQuery, signal: AbortSignal) =>
  call(orderCalls(zone).items, { query, signal });
export const orderQuery = (zone: OrderZone, id: number) =>
  queryOptions({
    queryKey: [...ORDERS_KEY, zone, 'detail', id],
    queryFn: ({ signal }) => call(orderCalls(zone).get, { params: { id }, signal }),
  });
export const candidatesQuery = (zone: OrderZone, id: number, priceListItemId: number | null, search: string) =>
  queryOptions({
    queryKey: [...ORDERS_KEY, zone, 'candidates', id, priceListItemId, search],
    queryFn: ({ signal }) =>
      call(orderCalls(zone).candidates, {
        params: { id },
        query: { priceListItemId: String(priceListItemId), ...(search ? { search } : {}) },
        signal,
      }),
    enabled: priceListItemId !== null,
  });

export const createOrder = (zone: OrderZone, body: OrderCreate) => call(orderCalls(zone).create, { body });
export const addItems = (zone: OrderZone, id: number, items: OrderItemWrite[]) =>
  call(orderCalls(zone).addItems, { params: { id }, body: { items } });
export const removeItem = (zone: OrderZone, id: number, itemId: number) =>
  call(orderCalls(zone).removeItem, { params: { id, itemId } });
export const confirmOrder = (zone: OrderZone, id: number) => call(orderCalls(zone).confirm, { params: { id } });
export const cancelOrder = (zone: OrderZone, id: number) => call(orderCalls(zone).cancel, { params: { id } });
export const payByCredit = (zone: OrderZone, id: number) => call(orderCalls(zone).payByCredit, { params: { id } });
export const recordPayment = (id: number, body: OrderPayment) =>
  call(ordersEndpoints.recordPayment, { params: { id }, body });

/** The link an order's answer carries when the caller may change it (items, confirm, cancel, pay). */
export const updateLink = (zone: OrderZone) => `api.${zone}.zone.orders.update`;

/** haléře as a number of koruny for the money formatter. */
export const koruny = (halere: number) => halere / 100;
