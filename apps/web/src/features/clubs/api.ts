// The clubs register's calls, one function or query option each (issue 30).
import {
  type ClubChangeRequestCreate,
  type ClubChangeRequestDecide,
  type ClubContact,
  type ClubRegistrationCreate,
  type ClubRegistrationDecide,
  type ClubWrite,
  clubRegisterEndpoints as e,
} from '@fedra/contract/club-register';
import type { ListQuery } from '@fedra/contract/common/list-query';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../platform/api/client';
import type { HistorySource } from '../../platform/ui/ChangeHistory';

export const CLUBS_KEY = ['clubs-register'] as const;

export const clubListCall = e.list;
export const loadClubs = (query: ListQuery, signal: AbortSignal) => call(e.list, { query, signal });
export const clubQuery = (id: number) =>
  queryOptions({
    queryKey: [...CLUBS_KEY, 'detail', id],
    queryFn: ({ signal }) => call(e.get, { params: { id }, signal }),
  });
export const clubRecordsQuery = (id: number) =>
  queryOptions({
    queryKey: [...CLUBS_KEY, 'records', id],
    queryFn: ({ signal }) => call(e.records, { params: { id }, signal }),
  });
/** The club's change history, a page at a time (platform/ui's ChangeHistory). */
export const clubHistorySource = (id: number): HistorySource => ({
  endpoint: e.history,
  params: { id },
  queryKey: [...CLUBS_KEY, 'history', id],
  fileName: `club-${id}-history`,
});
export const createClub = (body: ClubWrite) => call(e.create, { body });
export const updateClub = (id: number, body: ClubWrite) => call(e.update, { params: { id }, body });

export const MY_CLUB_KEY = [...CLUBS_KEY, 'my-club'] as const;
export const myClubQuery = queryOptions({
  queryKey: MY_CLUB_KEY,
  queryFn: ({ signal }) => call(e.myClub, { signal }),
});
/** The current club's change history, under my club's key: saving the contacts refreshes it. */
export const myClubHistorySource: HistorySource = {
  endpoint: e.myClubHistory,
  params: {},
  queryKey: [...MY_CLUB_KEY, 'history'],
  fileName: 'my-club-history',
};
export const updateMyClub = (body: ClubContact) => call(e.updateMyClub, { body });
export const requestClubChange = (body: ClubChangeRequestCreate) => call(e.requestChange, { body });

export const CHANGE_REQUESTS_KEY = [...CLUBS_KEY, 'change-requests'] as const;
export const changeRequestListCall = e.changeRequests;
export const loadChangeRequests = (query: ListQuery, signal: AbortSignal) => call(e.changeRequests, { query, signal });
export const decideChangeRequest = (id: number, body: ClubChangeRequestDecide) =>
  call(e.decideChangeRequest, { params: { id }, body });

export const REGISTRATIONS_KEY = [...CLUBS_KEY, 'registrations'] as const;
export const registrationListCall = e.registrations;
export const loadRegistrations = (query: ListQuery, signal: AbortSignal) => call(e.registrations, { query, signal });
export const decideRegistration = (id: number, body: ClubRegistrationDecide) =>
  call(e.decideRegistration, { params: { id }, body });
export const fileRegistration = (body: ClubRegistrationCreate) => call(e.register, { body });
