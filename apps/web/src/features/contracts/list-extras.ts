// The two contract list filters that ListView's filter bar cannot show: the club (a server-side
// search among thousands) and "valid on a date". They live in the address beside the list's own
// keys, are added to every page's query (ListView's outsideFilters), go into the export like the
// other filters and are cleared with them.
import type { FieldFilter, ListQuery } from '@fedra/contract/common/list-query';

export interface ListExtras {
  clubId?: string;
  validOn?: string;
}

export const EXTRA_KEYS = { clubId: 'club', validOn: 'validOn' } as const satisfies Record<keyof ListExtras, string>;

export function extrasFromSearchParams(params: URLSearchParams): ListExtras {
  const extras: ListExtras = {};
  for (const [field, key] of Object.entries(EXTRA_KEYS) as [keyof ListExtras, string][]) {
    const value = params.get(key);
    if (value) extras[field] = value;
  }
  return extras;
}

/** The address with one extra filter changed; the list goes back to its first page. */
export function withExtra(params: URLSearchParams, field: keyof ListExtras, value: string | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value) next.set(EXTRA_KEYS[field], value);
  else next.delete(EXTRA_KEYS[field]);
  next.delete('offset');
  return next;
}

/** The query with the extra filters added (both compared for equality on the server). */
export function addExtras(query: ListQuery, extras: ListExtras): ListQuery {
  const fields: Record<string, FieldFilter> = { ...query.fields };
  for (const [field, value] of Object.entries(extras)) {
    if (value) fields[field] = { o: 'valuesEqual', v: value };
  }
  return Object.keys(fields).length ? { ...query, fields } : query;
}
