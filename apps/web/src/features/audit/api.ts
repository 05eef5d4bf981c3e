// The audit calls, one function or query option each (issue 28 item 10).
import { auditEndpoints } from '@fedra/contract/audit';
import type { ListQuery } from '@fedra/contract/common/list-query';
import { usersEndpoints } from '@fedra/contract/users';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../platform/api/client';

export const AUDIT_KEY = ['audit'] as const;
/** The list call, also exported as a file (ListView's export). */
export const auditListCall = auditEndpoints.list;

export const loadAudit = (query: ListQuery, signal: AbortSignal) => call(auditEndpoints.list, { query, signal });

/** The signed-in user's own last sign-ins (the profile). */
export const mySignInsQuery = () =>
  queryOptions({
    queryKey: [...AUDIT_KEY, 'my-sign-ins'],
    queryFn: ({ signal }) => call(auditEndpoints.mySignIns, { signal }),
  });

/**
 * Users whose name matches, for the list's "who" and "about whom" filters: the users list, which
 * belongs to the same Administrator.
 */
export const userOptionsQuery = (text: string) =>
  queryOptions({
    queryKey: [...AUDIT_KEY, 'user-options', text],
    queryFn: ({ signal }) =>
      call(usersEndpoints.list, {
        query: {
          limit: 20,
          sort: 'fullName',
          ...(text ? { fields: { fullName: { o: 'valuesLike', v: text } } } : {}),
        },
        signal,
      }),
    staleTime: 60_000,
  });

/** One user's name, for a filter given only by its id (the address). */
export const userNameQuery = (id: number) =>
  queryOptions({
    queryKey: [...AUDIT_KEY, 'user-name', id],
    queryFn: async ({ signal }) => (await call(usersEndpoints.get, { params: { id }, signal })).data.fullName,
    staleTime: 60_000,
  });
