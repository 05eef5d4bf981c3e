// Filters the list pages keep outside ListView's filter bar (season, club): in the address beside
// the list's own keys, added to each page's query and the export (ListView's outsideFilters).
import type { FieldFilter, ListQuery } from '@fedra/contract/common/list-query';

export type Extras = Record<string, string | undefined>;

/** The address with one extra filter changed; the list goes back to its first page. */
export function withExtra(params: URLSearchParams, key: string, value: string | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value) next.set(key, value);
  else next.delete(key);
  next.delete('offset');
  return next;
}

/** The query with the extra filters added, each compared for equality. */
export function addExtras(query: ListQuery, extras: Extras): ListQuery {
  const fields: Record<string, FieldFilter> = { ...query.fields };
  for (const [field, value] of Object.entries(extras)) {
    if (value) fields[field] = { o: 'valuesEqual', v: value };
  }
  return Object.keys(fields).length ? { ...query, fields } : query;
}
