// The board calls, one function or query option each.
import { type BoardCreate, type BoardUpdate, boardsEndpoints } from '@fedra/contract/boards';
import type { ListQuery } from '@fedra/contract/common/list-query';
import { peopleEndpoints } from '@fedra/contract/people';
import { type PersonRoleCreate, type PersonRoleUpdate, personRolesEndpoints } from '@fedra/contract/person-roles';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../platform/api/client';

export const BOARDS_KEY = ['boards'] as const;
/** The list calls, also exported as files (ListView's export). */
export const boardListCall = boardsEndpoints.list;
export const boardMembersCall = boardsEndpoints.members;

export const loadBoards = (query: ListQuery, signal: AbortSignal) => call(boardsEndpoints.list, { query, signal });
export const boardQuery = (id: number) =>
  queryOptions({
    queryKey: [...BOARDS_KEY, 'detail', id],
    queryFn: ({ signal }) => call(boardsEndpoints.get, { params: { id }, signal }),
  });
export const boardMembersQuery = (id: number) =>
  queryOptions({
    queryKey: [...BOARDS_KEY, 'members', id],
    queryFn: ({ signal }) => call(boardsEndpoints.members, { params: { id }, signal }),
  });
export const publicBoardsQuery = () =>
  queryOptions({ queryKey: ['public-boards'], queryFn: ({ signal }) => call(boardsEndpoints.publicList, { signal }) });

export const createBoard = (body: BoardCreate) => call(boardsEndpoints.create, { body });
export const updateBoard = (id: number, body: BoardUpdate) => call(boardsEndpoints.update, { params: { id }, body });
export const deleteBoard = (id: number) => call(boardsEndpoints.delete, { params: { id } });

/** People matching a name or registration number, for the member picker. */
export const searchPeople = (text: string, signal?: AbortSignal) =>
  call(peopleEndpoints.simpleList, {
    query: { limit: 20, sort: 'lastName', fields: { search: { o: 'valuesLike', v: text } } },
    signal,
  });

export const createMember = (body: PersonRoleCreate) => call(personRolesEndpoints.create, { body });
export const updateMember = (id: number, body: PersonRoleUpdate) =>
  call(personRolesEndpoints.update, { params: { id }, body });
