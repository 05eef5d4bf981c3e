// The calls of rounds, the draw and matches, one function or query option each. The query keys
// start with 'leagues' so a change refreshes every league page (standings, statistics, team tabs).

import type { Link } from '@fedra/contract/common/envelope';
import type { ListQuery } from '@fedra/contract/common/list-query';
import { permissionName } from '@fedra/contract/common/zones';
import {
  leagueMatchesEndpoints as api,
  type DrawInput,
  type MatchCreate,
  type MatchResult,
  type MatchUpdate,
  type RoundInput,
  type Walkover,
} from '@fedra/contract/league-matches';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../platform/api/client';

export type LeagueZone = 'admin' | 'club' | 'personal';
export type WriteZone = 'admin' | 'club';
export type MatchActionName = 'start' | 'end' | 'approve' | 'publish' | 'postpone' | 'cancel' | 'reopen';

export const LEAGUES_KEY = ['leagues'] as const;
export const MATCHES_KEY = ['leagues', 'matches'] as const;

const ROUNDS = { admin: api.roundList, club: api.clubRoundList, personal: api.personalRoundList } as const;
const MATCH = { admin: api.matchGet, club: api.clubMatchGet, personal: api.personalMatchGet } as const;
const UPDATE = { admin: api.matchUpdate, club: api.clubMatchUpdate } as const;
const ACTIONS = {
  admin: {
    start: api.matchStart,
    end: api.matchEnd,
    approve: api.matchApprove,
    publish: api.matchPublish,
    postpone: api.matchPostpone,
    cancel: api.matchCancel,
    reopen: api.matchReopen,
  },
  club: { start: api.clubMatchStart, end: api.clubMatchEnd },
} as const;

/** The operation ids of the links the answers carry. */
export const MATCH_LINK = {
  draw: permissionName('admin', 'league.round.generate'),
  roundUpdate: permissionName('admin', 'league.round.update'),
  matchCreate: permissionName('admin', 'league.match.create'),
  matchDelete: permissionName('admin', 'league.match.delete'),
  result: permissionName('admin', 'league.match.result'),
  walkover: permissionName('admin', 'league.match.walkover'),
  update: (zone: LeagueZone) => permissionName(zone, 'league.match.update'),
  action: (zone: LeagueZone, action: MatchActionName) => permissionName(zone, `league.match.${action}`),
} as const;

export const hasLink = (links: readonly Link[] | undefined, operationId: string, method?: string) =>
  Boolean(links?.some((l) => l.operationId === operationId && (!method || l.method === method)));

const MATCH_OVERVIEW = { admin: api.matchOverview, club: api.clubMatchOverview } as const;

/** The matches of every league (the admin zone) or of the current club's teams (the club zone). */
export const matchOverviewCall = (zone: WriteZone) => MATCH_OVERVIEW[zone];

export const loadMatchOverview = (zone: WriteZone) => (query: ListQuery, signal: AbortSignal) =>
  call(MATCH_OVERVIEW[zone], { query, signal });

export const roundsQuery = (zone: LeagueZone, competitionId: number) =>
  queryOptions({
    queryKey: [...MATCHES_KEY, 'rounds', zone, competitionId],
    queryFn: ({ signal }) => call(ROUNDS[zone], { params: { competitionId }, signal }),
  });

export const matchQuery = (zone: LeagueZone, id: number) =>
  queryOptions({
    queryKey: [...MATCHES_KEY, 'match', zone, id],
    queryFn: ({ signal }) => call(MATCH[zone], { params: { id }, signal }),
  });

export const generateDraw = (competitionId: number, body: DrawInput) =>
  call(api.draw, { params: { competitionId }, body });
export const createRound = (competitionId: number, body: RoundInput) =>
  call(api.roundCreate, { params: { competitionId }, body });
export const updateRound = (id: number, body: RoundInput) => call(api.roundUpdate, { params: { id }, body });
export const deleteRound = (id: number) => call(api.roundDelete, { params: { id } });
export const createMatch = (competitionId: number, body: MatchCreate) =>
  call(api.matchCreate, { params: { competitionId }, body });
export const updateMatch = (zone: WriteZone, id: number, body: MatchUpdate) =>
  call(UPDATE[zone], { params: { id }, body });
export const deleteMatch = (id: number, withResults = false) =>
  call(api.matchDelete, { params: { id }, ...(withResults ? { query: { withResults: 'true' } } : {}) });
export const recordResult = (id: number, body: MatchResult) => call(api.matchResult, { params: { id }, body });
export const awardWalkover = (id: number, body: Walkover) => call(api.matchWalkover, { params: { id }, body });
const REFEREES = { admin: api.refereeList, club: api.clubRefereeList } as const;
/** Today's referees matching the search, or the one of `id` (the current choice's name). */
export const refereesQuery = (zone: WriteZone, search: string, id?: number | null) =>
  queryOptions({
    queryKey: [...MATCHES_KEY, 'referees', zone, search, id ?? null],
    queryFn: ({ signal }) =>
      call(REFEREES[zone], { query: { ...(search ? { search } : {}), ...(id ? { id: String(id) } : {}) }, signal }),
    staleTime: 60_000,
  });
export function matchAction(zone: WriteZone, id: number, action: MatchActionName) {
  const endpoint = zone === 'admin' ? ACTIONS.admin[action] : ACTIONS.club[action as 'start' | 'end'];
  return call(endpoint, { params: { id } });
}
