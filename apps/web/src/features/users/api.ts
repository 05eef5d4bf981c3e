// The user calls, one function or query option each (issue 28).
import type { ListQuery } from '@fedra/contract/common/list-query';
import { type UserInvite, type UserUpdate, usersEndpoints } from '@fedra/contract/users';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../platform/api/client';

export const USERS_KEY = ['users'] as const;
/** The list call, also exported as a file (ListView's export). */
export const userListCall = usersEndpoints.list;

export const loadUsers = (query: ListQuery, signal: AbortSignal) => call(usersEndpoints.list, { query, signal });
export const userQuery = (id: number) =>
  queryOptions({
    queryKey: [...USERS_KEY, 'detail', id],
    queryFn: ({ signal }) => call(usersEndpoints.get, { params: { id }, signal }),
  });
export const signInsQuery = (id: number) =>
  queryOptions({
    queryKey: [...USERS_KEY, 'sign-ins', id],
    queryFn: ({ signal }) => call(usersEndpoints.signIns, { params: { id }, signal }),
  });

export const inviteUser = (body: UserInvite) => call(usersEndpoints.invite, { body });
export const updateUser = (id: number, body: UserUpdate) => call(usersEndpoints.update, { params: { id }, body });
export const setUserLocked = (id: number, locked: boolean) =>
  call(locked ? usersEndpoints.lock : usersEndpoints.unlock, { params: { id } });
export const resendInvitation = (id: number) => call(usersEndpoints.invitation, { params: { id } });

/** The operation ids of the links a user's answer carries. */
export const USER_LINK = {
  update: 'api.admin.zone.user.update',
  lock: 'api.admin.zone.user.lock',
  invitation: 'api.admin.zone.user.create',
} as const;
