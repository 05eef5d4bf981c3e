// State of a server-paged list (spec 000 §7 list convention): offset, limit, sort, filters and the
// loading state of spec 001 §4, fetched with TanStack Query; optionally mirrored in the URL.

import { type ListEnvelope } from '@fedra/contract/common/envelope';
import {
  DEFAULT_LIMIT,
  type FieldFilter,
  type ListQuery,
  listQueryToSearchParams,
} from '@fedra/contract/common/list-query';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

export type SortDirection = 'asc' | 'desc';
export interface SortItem {
  field: string;
  direction: SortDirection;
}

/** A filter the list offers; `field` is the list field name the server filters on. */
export type ListFilter =
  | { kind: 'text'; field: string; label: string; placeholder?: string; caseSensitive?: boolean }
  | {
      kind: 'select';
      field: string;
      label: string;
      options: { value: string; label: string }[];
      placeholder?: string;
      /**
       * The label of a first option that takes every value. For a filter whose empty state is the
       * server's narrower default (the waiting approvals): without it that default cannot be left.
       */
      anyOption?: string;
    }
  | { kind: 'dateRange'; field: string; label: string }
  | { kind: 'boolean'; field: string; label: string };

/** A filter's current input: text, select and boolean ('true' | 'false') are strings, a date range is {from, to}. */
export type FilterInput = string | { from?: string; to?: string };
export type FilterValues = Record<string, FilterInput | undefined>;

/** Spec 001 §4 list loading states. */
export type ListLoadState =
  | 'idle'
  | 'loading'
  | 'sorting'
  | 'loadingMore'
  | 'error'
  | 'refreshing'
  | 'submitting'
  | 'filtering';

export interface ListStateValue {
  offset: number;
  limit: number;
  sort: SortItem[];
  filters: FilterValues;
}

type Change = 'initial' | 'sort' | 'page' | 'limit' | 'filter' | 'url';

export function sortToParam(sort: SortItem[]): string | undefined {
  if (!sort.length) return undefined;
  return sort.map((s) => (s.direction === 'desc' ? `-${s.field}` : s.field)).join(',');
}

export function parseSort(param: string | null | undefined): SortItem[] {
  if (!param) return [];
  return param
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => (p.startsWith('-') ? { field: p.slice(1), direction: 'desc' } : { field: p, direction: 'asc' }));
}

/**
 * A header click: the column cycles ascending -> descending -> unsorted. A plain click makes it the
 * only sort; with `additive` (shift-click) the other columns keep their order.
 */
export function nextSort(sort: SortItem[], field: string, additive = false): SortItem[] {
  const current = sort.find((s) => s.field === field);
  const next: SortItem | null = !current
    ? { field, direction: 'asc' }
    : current.direction === 'asc'
      ? { field, direction: 'desc' }
      : null;
  if (!additive) return next ? [next] : [];
  if (!current) return [...sort, next!];
  return next ? sort.map((s) => (s.field === field ? next : s)) : sort.filter((s) => s.field !== field);
}

function isActive(input: FilterInput | undefined): boolean {
  if (input === undefined) return false;
  if (typeof input === 'string') return input.trim() !== '';
  return Boolean(input.from || input.to);
}

/** The input of a select filter's `anyOption`: sent as "has a value". */
export const ANY_VALUE = '*';

/** A select filter's options, its `anyOption` first. */
export function selectOptions(filter: Extract<ListFilter, { kind: 'select' }>): { value: string; label: string }[] {
  return filter.anyOption ? [{ value: ANY_VALUE, label: filter.anyOption }, ...filter.options] : filter.options;
}

/** Filter inputs -> the `fields` part of a list query (operators by filter kind). */
export function filtersToFields(defs: ListFilter[], values: FilterValues): Record<string, FieldFilter> | undefined {
  const fields: Record<string, FieldFilter> = {};
  for (const def of defs) {
    const input = values[def.field];
    if (!isActive(input)) continue;
    if (def.kind === 'dateRange') {
      if (typeof input !== 'object') continue;
      fields[def.field] = {
        o: 'valueDateRange',
        v: { ...(input.from ? { from: input.from } : {}), ...(input.to ? { to: input.to } : {}) },
      };
    } else if (def.kind === 'select' && def.anyOption && input === ANY_VALUE) {
      fields[def.field] = { o: 'valueNotNull' };
    } else if (typeof input === 'string') {
      const o = def.kind === 'text' ? (def.caseSensitive ? 'valuesLikeCS' : 'valuesLike') : 'valuesEqual';
      fields[def.field] = { o, v: def.kind === 'text' ? input.trim() : input };
    }
  }
  return Object.keys(fields).length ? fields : undefined;
}

export function toListQuery(state: ListStateValue, defs: ListFilter[]): ListQuery {
  const query: ListQuery = { offset: state.offset, limit: state.limit };
  const sort = sortToParam(state.sort);
  if (sort) query.sort = sort;
  const fields = filtersToFields(defs, state.filters);
  if (fields) query.fields = fields;
  return query;
}

export function hasActiveFilters(values: FilterValues): boolean {
  return Object.values(values).some(isActive);
}

interface Defaults {
  limit: number;
  sort: SortItem[];
}

/** The list's part of the URL (only what differs from the defaults), each key prefixed. */
export function listStateToSearchParams(
  state: ListStateValue,
  defs: ListFilter[],
  defaults: Defaults,
  prefix = '',
): URLSearchParams {
  const q: ListQuery = {};
  if (state.offset) q.offset = state.offset;
  if (state.limit !== defaults.limit) q.limit = state.limit;
  const fields = filtersToFields(defs, state.filters);
  if (fields) q.fields = fields;
  const params = listQueryToSearchParams(q);
  // Written only when it differs from the default; an empty `sort=` means deliberately unsorted.
  const sort = sortToParam(state.sort) ?? '';
  if (sort !== (sortToParam(defaults.sort) ?? '')) params.set('sort', sort);
  if (!prefix) return params;
  const out = new URLSearchParams();
  for (const [k, v] of params) out.append(prefix + k, v);
  return out;
}

export function listStateFromSearchParams(
  params: URLSearchParams,
  defs: ListFilter[],
  defaults: Defaults,
  prefix = '',
): ListStateValue {
  const get = (k: string) => params.get(prefix + k);
  const int = (v: string | null, fallback: number, min: number) => {
    const n = v === null ? Number.NaN : Number(v);
    return Number.isInteger(n) && n >= min ? n : fallback;
  };
  const sortParam = get('sort');
  const filters: FilterValues = {};
  for (const def of defs) {
    const base = `fields[${def.field}]`;
    if (def.kind === 'dateRange') {
      const from = get(`${base}[v][from]`) ?? undefined;
      const to = get(`${base}[v][to]`) ?? undefined;
      if (from || to) filters[def.field] = { from, to };
    } else if (def.kind === 'select' && def.anyOption && get(`${base}[o]`) === 'valueNotNull') {
      filters[def.field] = ANY_VALUE;
    } else {
      const v = get(`${base}[v]`);
      if (v) filters[def.field] = v;
    }
  }
  return {
    offset: int(get('offset'), 0, 0),
    limit: int(get('limit'), defaults.limit, 1),
    sort: sortParam === null ? defaults.sort : parseSort(sortParam),
    filters,
  };
}

function isOwnKey(key: string, prefix: string): boolean {
  if (!key.startsWith(prefix)) return false;
  const k = key.slice(prefix.length);
  return k === 'offset' || k === 'limit' || k === 'sort' || k.startsWith('fields[');
}

/** Where the list mirrors its state: the router's search params (see ListView's syncToUrl). */
export interface ListUrlBinding {
  params: URLSearchParams;
  setParams: (next: URLSearchParams) => void;
  /** Prefix of the list's keys, for pages with more than one synced list. */
  prefix?: string;
}

export interface UseListStateOptions<Row> {
  /** The feature's query key; the list query is appended (invalidate the feature key after changes). */
  queryKey: readonly unknown[];
  /** Fetches one page, usually `(query, signal) => call(endpoints.x.list, { query, signal })`. */
  load: (query: ListQuery, signal: AbortSignal) => Promise<ListEnvelope<Row>>;
  filters?: ListFilter[];
  /** Rows per page at first (spec 000 §9: 100). */
  defaultLimit?: number;
  /** Sort at first, in the sort parameter's syntax, e.g. '-validTill,name'. */
  defaultSort?: string;
  /** A change to the list's data is being saved (spec 001 §4 "submitting"). */
  submitting?: boolean;
  enabled?: boolean;
  url?: ListUrlBinding;
}

export interface ListController<Row> {
  state: ListStateValue;
  query: ListQuery;
  rows: Row[];
  total: number;
  /**
   * The server counted at most a cap (the persons register): at least `total` rows match, maybe
   * more; the pages go on while a page comes back full.
   */
  totalCapped: boolean;
  /** First row's offset and the page size as the server answered them. */
  offset: number;
  limit: number;
  page: number;
  pageCount: number;
  status: ListLoadState;
  error: unknown;
  hasFilters: boolean;
  toggleSort: (field: string, additive?: boolean) => void;
  /** Replaces the sort (the phone's sort picker); an empty list is the server's default order. */
  setSort: (sort: SortItem[]) => void;
  setFilter: (field: string, value: FilterInput | undefined) => void;
  /**
   * Clears the filters. `alsoDrop`: address keys of the page's own filters to remove in the same
   * address update (two updates in one event would each start from the same address).
   */
  clearFilters: (alsoDrop?: readonly string[]) => void;
  setPage: (page: number) => void;
  setLimit: (limit: number) => void;
  /** Fetches the current page again ("refreshing"; after an error, "loading"). */
  refresh: () => void;
}

const EMPTY_FILTERS: ListFilter[] = [];

/**
 * The pages the pager offers. With a capped total, the pages up to the total and, while the page
 * reaching it came back full, the next one (the last page is then the furthest known to exist).
 */
export function pageCountOf(
  total: number,
  totalCapped: boolean,
  state: Pick<ListStateValue, 'offset' | 'limit'>,
  rows: number,
): number {
  const counted = Math.max(1, Math.ceil(total / state.limit));
  if (!totalCapped) return counted;
  const page = Math.floor(state.offset / state.limit) + 1;
  const more = rows >= state.limit && state.offset + rows >= total ? 1 : 0;
  return Math.max(counted, page) + more;
}

/** The list's state and data; ListView renders it, custom list layouts can use it directly. */
export function useListState<Row>({
  queryKey,
  load,
  filters = EMPTY_FILTERS,
  defaultLimit = DEFAULT_LIMIT,
  defaultSort,
  submitting = false,
  enabled = true,
  url,
}: UseListStateOptions<Row>): ListController<Row> {
  const defaults = useMemo<Defaults>(
    () => ({ limit: defaultLimit, sort: parseSort(defaultSort) }),
    [defaultLimit, defaultSort],
  );
  const prefix = url?.prefix ?? '';
  const [{ value: state, change }, setStore] = useState<{ value: ListStateValue; change: Change }>(() => ({
    value: url
      ? listStateFromSearchParams(url.params, filters, defaults, prefix)
      : { offset: 0, limit: defaults.limit, sort: defaults.sort, filters: {} },
    change: 'initial',
  }));

  const update = useCallback((change: Change, fn: (s: ListStateValue) => ListStateValue) => {
    setStore((prev) => ({ value: fn(prev.value), change }));
  }, []);

  const query = useMemo(() => toListQuery(state, filters), [state, filters]);
  const loadRef = useRef(load);
  loadRef.current = load;

  const result = useQuery({
    queryKey: [...queryKey, query],
    queryFn: ({ signal }) => loadRef.current(query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });

  // The binding and configuration as of this render, read by the effects below, which run only
  // when the address or the state itself changes.
  const sync = useRef({ url, filters, defaults, prefix, state });
  sync.current = { url, filters, defaults, prefix, state };

  // URL -> state (the first render reads it above; later: back and forward buttons, links).
  const urlString = url?.params.toString();
  useEffect(() => {
    if (urlString === undefined) return;
    const { filters, defaults, prefix, state } = sync.current;
    const fromUrl = listStateFromSearchParams(new URLSearchParams(urlString), filters, defaults, prefix);
    const a = listStateToSearchParams(fromUrl, filters, defaults, prefix).toString();
    const b = listStateToSearchParams(state, filters, defaults, prefix).toString();
    if (a !== b) setStore({ value: fromUrl, change: 'url' });
  }, [urlString]);

  // State -> URL (replacing only the list's own keys).
  useEffect(() => {
    const { url, filters, defaults, prefix } = sync.current;
    if (!url) return;
    const next = new URLSearchParams();
    for (const [k, v] of url.params) if (!isOwnKey(k, prefix)) next.append(k, v);
    for (const [k, v] of listStateToSearchParams(state, filters, defaults, prefix)) next.append(k, v);
    if (next.toString() !== url.params.toString()) url.setParams(next);
  }, [state]);

  const data = result.data;
  const rows = data?.data ?? [];
  const total = data?.total ?? 0;
  const totalCapped = data?.totalCapped === true;
  const limit = data?.limit || state.limit;
  const offset = data?.offset ?? state.offset;

  // Past the end (the last row of the last page was deleted): go to the last page.
  useEffect(() => {
    if (data && !result.isPlaceholderData && data.data.length === 0 && data.total > 0 && state.offset >= data.total) {
      const last = Math.max(0, Math.ceil(data.total / state.limit) - 1) * state.limit;
      update('page', (s) => ({ ...s, offset: last }));
    }
  }, [data, result.isPlaceholderData, state.offset, state.limit, update]);

  let status: ListLoadState = 'idle';
  if (submitting) status = 'submitting';
  else if (result.isFetching) {
    if (data === undefined) status = 'loading';
    else if (result.isPlaceholderData)
      status =
        change === 'sort'
          ? 'sorting'
          : change === 'filter'
            ? 'filtering'
            : change === 'page' || change === 'limit'
              ? 'loadingMore'
              : 'loading';
    else status = 'refreshing';
  } else if (result.isError) status = 'error';

  const refetch = result.refetch;
  return {
    state,
    query,
    rows,
    total,
    totalCapped,
    offset,
    limit,
    page: Math.floor(state.offset / state.limit) + 1,
    pageCount: pageCountOf(total, totalCapped, state, rows.length),
    status,
    error: result.error,
    hasFilters: hasActiveFilters(state.filters),
    toggleSort: useCallback(
      (field: string, additive = false) =>
        update('sort', (s) => ({ ...s, offset: 0, sort: nextSort(s.sort, field, additive) })),
      [update],
    ),
    setSort: useCallback((sort: SortItem[]) => update('sort', (s) => ({ ...s, offset: 0, sort })), [update]),
    setFilter: useCallback(
      (field: string, value: FilterInput | undefined) =>
        update('filter', (s) => ({ ...s, offset: 0, filters: { ...s.filters, [field]: value } })),
      [update],
    ),
    clearFilters: useCallback(
      (alsoDrop: readonly string[] = []) => {
        const { url, filters, defaults, prefix, state } = sync.current;
        if (url && alsoDrop.length) {
          // Only the address changes; the list follows it (URL -> state above).
          const next = new URLSearchParams();
          for (const [k, v] of url.params) if (!isOwnKey(k, prefix) && !alsoDrop.includes(k)) next.append(k, v);
          const cleared = { ...state, offset: 0, filters: {} };
          for (const [k, v] of listStateToSearchParams(cleared, filters, defaults, prefix)) next.append(k, v);
          url.setParams(next);
          return;
        }
        update('filter', (s) => ({ ...s, offset: 0, filters: {} }));
      },
      [update],
    ),
    setPage: useCallback(
      (page: number) => update('page', (s) => ({ ...s, offset: Math.max(0, (page - 1) * s.limit) })),
      [update],
    ),
    setLimit: useCallback((limit: number) => update('limit', (s) => ({ ...s, offset: 0, limit })), [update]),
    refresh: useCallback(() => void refetch(), [refetch]),
  };
}
