// The price list's calls (issue 31 part 1), one function each.
import type { ListQuery } from '@fedra/contract/common/list-query';
import { permissionName } from '@fedra/contract/common/zones';
import { type PriceListItemWrite, priceListEndpoints } from '@fedra/contract/price-list';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../platform/api/client';

export const PRICE_LIST_KEY = ['price-list'] as const;

/** The link an item carries when the caller may change it (and delete it). */
export const UPDATE_LINK = permissionName('admin', 'price.list.item.update');

export const loadPriceList = (query: ListQuery, signal: AbortSignal) =>
  call(priceListEndpoints.list, { query, signal });
export const priceListItemQuery = (id: number) =>
  queryOptions({
    queryKey: [...PRICE_LIST_KEY, 'detail', id],
    queryFn: ({ signal }) => call(priceListEndpoints.get, { params: { id }, signal }),
  });
export const createPriceListItem = (body: PriceListItemWrite) => call(priceListEndpoints.create, { body });
export const updatePriceListItem = (id: number, body: PriceListItemWrite) =>
  call(priceListEndpoints.update, { params: { id }, body });
export const deletePriceListItem = (id: number) => call(priceListEndpoints.delete, { params: { id } });
