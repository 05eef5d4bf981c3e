// The audit list's two filters that ListView's filter bar cannot show: who did it and which user it
// was about (each a user found by a server search). They live in the address beside the list's own
// keys, are added to every page's query and to the export (ListView's outsideFilters), and are
// cleared with the other filters. "About a user" is the subject type and id together: the server
// answers an id only with its type (its index starts with the type).
import type { FieldFilter, ListQuery } from '@fedra/contract/common/list-query';

export interface UserFilters {
  actor?: string;
  subject?: string;
}

export const USER_FILTER_KEYS = { actor: 'actor', subject: 'subject' } as const satisfies Record<
  keyof UserFilters,
  string
>;

const ID = /^\d{1,9}$/;

export function userFiltersFrom(params: URLSearchParams): UserFilters {
  const filters: UserFilters = {};
  for (const [name, key] of Object.entries(USER_FILTER_KEYS) as [keyof UserFilters, string][]) {
    const value = params.get(key);
    if (value && ID.test(value)) filters[name] = value;
  }
  return filters;
}

/** The address with one of them changed; the list goes back to its first page. */
export function withUserFilter(params: URLSearchParams, name: keyof UserFilters, id: string | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (id) next.set(USER_FILTER_KEYS[name], id);
  else next.delete(USER_FILTER_KEYS[name]);
  next.delete('offset');
  return next;
}

export function addUserFilters(query: ListQuery, filters: UserFilters): ListQuery {
  const fields: Record<string, FieldFilter> = { ...query.fields };
  if (filters.actor) fields.actorUserId = { o: 'valuesEqual', v: filters.actor };
  if (filters.subject) {
    fields.subjectType = { o: 'valuesEqual', v: 'user' };
    fields.subjectId = { o: 'valuesEqual', v: filters.subject };
  }
  return Object.keys(fields).length ? { ...query, fields } : query;
}
