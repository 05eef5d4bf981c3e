// The public tournament calls and the calendar subscription addresses. Every key starts with
// 'tournaments' (a change anywhere invalidates them all).
import type { ListQuery } from '@fedra/contract/common/list-query';
import { tournamentPublicEndpoints as e, type PublicTournamentTab } from '@fedra/contract/tournament-public';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../platform/api/client';

export type CalendarZone = 'admin' | 'club' | 'personal' | 'public';

const PUBLIC_KEY = ['tournaments', 'public'] as const;

export const publicTournamentsQuery = (tab: PublicTournamentTab, query: ListQuery) =>
  queryOptions({
    queryKey: [...PUBLIC_KEY, 'list', tab, query],
    queryFn: ({ signal }) => call(e.publicList, { query: { ...query, params: { ...query.params, tab } }, signal }),
    placeholderData: keepPreviousData,
  });

/** The detail page's one call: the tournament with its participants, pairs and results. */
export const publicTournamentQuery = (id: number) =>
  queryOptions({
    queryKey: [...PUBLIC_KEY, 'detail', id],
    queryFn: ({ signal }) => call(e.publicGet, { params: { id }, signal }),
  });

const URL_CALLS = {
  admin: e.adminCalendarUrls,
  club: e.clubCalendarUrls,
  personal: e.personalCalendarUrls,
  public: e.publicCalendarUrls,
} as const;

export const calendarUrlsQuery = (zone: CalendarZone) =>
  queryOptions({
    queryKey: ['tournaments', 'calendar', zone],
    queryFn: ({ signal }) => call(URL_CALLS[zone], { signal }),
  });

/** A new secret address of the member's own feed (the old one stops working). */
export const resetPersonalCalendar = () => call(e.personalCalendarReset, {});
