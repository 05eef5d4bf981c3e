// The league calls of the admin, club and personal zones (issue 16): the league list and detail,
// its competitions and attachments. Every query key starts with 'leagues', so a change anywhere in
// a league refreshes what shows it. The other league features may import leagueQuery and
// leagueCompetitionQuery for a league's or a competition's name.
import type { ListQuery } from '@fedra/contract/common/list-query';
import { permissionName } from '@fedra/contract/common/zones';
import {
  leaguesEndpoints as api,
  LEAGUE_READ_CALLS,
  type LeagueCompetitionWrite,
  type LeagueWrite,
} from '@fedra/contract/leagues';
import type { TournamentAttachmentCreate } from '@fedra/contract/tournaments';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../platform/api/client';

export type LeagueZone = 'admin' | 'club' | 'personal';

export const LEAGUES_KEY = ['leagues'] as const;
export const leaguesKey = (zone: LeagueZone) => [...LEAGUES_KEY, zone] as const;

export const leagueListCall = (zone: LeagueZone) => LEAGUE_READ_CALLS[zone].list;
export const competitionListCall = (zone: LeagueZone) => LEAGUE_READ_CALLS[zone].competitions;
export const attachmentListCall = (zone: LeagueZone) => LEAGUE_READ_CALLS[zone].attachments;

export const loadLeagues = (zone: LeagueZone) => (query: ListQuery, signal: AbortSignal) =>
  call(LEAGUE_READ_CALLS[zone].list, { query, signal });

/** A league with its competitions' summary and the caller's links. */
export const leagueQuery = (zone: LeagueZone, id: number) =>
  queryOptions({
    queryKey: [...LEAGUES_KEY, zone, 'detail', id],
    queryFn: ({ signal }) => call(LEAGUE_READ_CALLS[zone].get, { params: { id }, signal }),
  });

/** A competition of a league (with its league's id, name and state) and the caller's links. */
export const leagueCompetitionQuery = (zone: LeagueZone, id: number) =>
  queryOptions({
    queryKey: [...LEAGUES_KEY, zone, 'competition', id],
    queryFn: ({ signal }) => call(LEAGUE_READ_CALLS[zone].competition, { params: { id }, signal }),
  });

export const leagueCompetitionsQuery = (zone: LeagueZone, leagueId: number) =>
  queryOptions({
    queryKey: [...LEAGUES_KEY, zone, 'competitions', leagueId],
    queryFn: ({ signal }) =>
      call(LEAGUE_READ_CALLS[zone].competitions, { params: { leagueId }, query: { limit: 100 }, signal }),
  });

// Attachments carry signed download URLs that expire: read again well before that.
const LINK_REFRESH_MS = 4 * 60_000;

export const leagueAttachmentsQuery = (zone: LeagueZone, leagueId: number) =>
  queryOptions({
    queryKey: [...LEAGUES_KEY, zone, 'attachments', leagueId],
    queryFn: ({ signal }) => call(LEAGUE_READ_CALLS[zone].attachments, { params: { leagueId }, signal }),
    staleTime: LINK_REFRESH_MS,
    refetchInterval: LINK_REFRESH_MS,
  });

/** The operation ids the server names a league's and a competition's links with. */
const admin = (action: string) => permissionName('admin', action);
export const LEAGUE_LINK = {
  update: admin('league.update'),
  delete: admin('league.delete'),
  competitionCreate: admin('league.competition.create'),
  competitionUpdate: admin('league.competition.update'),
  competitionDelete: admin('league.competition.delete'),
  attachmentCreate: admin('league.attachment.create'),
  attachmentDelete: admin('league.attachment.delete'),
} as const;

export const createLeague = (body: LeagueWrite) => call(api.create, { body });
export const updateLeague = (id: number, body: LeagueWrite) => call(api.update, { params: { id }, body });
export const deleteLeague = (id: number) => call(api.delete, { params: { id } });
export const createCompetition = (leagueId: number, body: LeagueCompetitionWrite) =>
  call(api.competitionCreate, { params: { id: leagueId }, body });
export const updateCompetition = (id: number, body: LeagueCompetitionWrite) =>
  call(api.competitionUpdate, { params: { id }, body });
export const deleteCompetition = (id: number, withResults = false) =>
  call(api.competitionDelete, { params: { id }, ...(withResults ? { query: { withResults: 'true' } } : {}) });
export const createAttachment = (leagueId: number, body: TournamentAttachmentCreate) =>
  call(api.attachmentCreate, { params: { id: leagueId }, body });
export const deleteAttachment = (id: number) => call(api.attachmentDelete, { params: { id } });
