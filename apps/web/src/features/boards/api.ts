// The board calls, one function or query option each.
import { type BoardCreate, type BoardUpdate, boardEndpoints } from '@fedra/contract/boards';
import type { ListQuery } from '@fedra/contract/common/list-query';
import { peopleEndpoints } from '@fedra/contract/people';
import { type PersonRoleCreate, type PersonRoleUpdate, personRoleEndpoints } from '@fedra/contract/person-roles';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../platform/api/client';

export const BOARDS_KEY = ['boards'] as const;
/** The list calls, also exported as files (ListView's export). */
export const boardListCall = boardEndpoints.list;
export const boardMembersCall = boardEndpoints.members;

export const loadBoards = (query: ListQuery, signal: AbortSignal) => call(boardEndpoints.list, { query, signal });
export const boardQuery = (id: number) =>
  queryOptions({
    queryKey: [...BOARDS_KEY, 'detail', id],
    queryFn: ({ signal }) => call(boardEndpoints.get, { params: { id }, signal }),
  });
export const boardMembersQuery = (id: number) =>
  queryOptions({
    queryKey: [...BOARDS_KEY, 'members', id],
    queryFn: ({ signal }) => call(boardEndpoints.members, { params: { id }, signal }),
  });
export const publicBoardsQuery = () =>
  queryOptions({ queryKey: ['public-boards'], queryFn: ({ signal }) => call(boardEndpoints.publicList, { signal }) });

export const createBoard = (body: BoardCreate) => call(boardEndpoints.create, { body });
export const updateBoard = (id: number, body: BoardUpdate) => call(boardEndpoints.update, { params: { id }, body });
export const deleteBoard = (id: number) => call(boardEndpoints.delete, { params: { id } });

/** People matching a name or registration number, for the member picker. */
export const searchPeople = (text: string, signal?: AbortSignal) =>
  call(peopleEndpoints.simpleList, {
    query: { limit: 20, sort: 'lastName', fields: { search: { o: 'valuesLike', v: text } } },
    signal,
  });

export const createMember = (body: PersonRoleCreate) => call(personRoleEndpoints.create, { body });
export const updateMember = (id: number, body: PersonRoleUpdate) =>
  call(personRoleEndpoints.update, { params: { id }, body });
