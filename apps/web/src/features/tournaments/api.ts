// The tournament calls of the admin, club and personal zones, one function or query option each.
// Every query key starts with 'tournaments', so a change anywhere in
// the module (a discipline, an application) refreshes the tournament and its statute 8 too.
import type { ListQuery } from '@fedra/contract/common/list-query';
import { permissionName } from '@fedra/contract/common/zones';
import {
  tournamentsEndpoints as api,
  TOURNAMENT_READ_CALLS,
  type TournamentAction,
  type TournamentAttachmentCreate,
  type TournamentAttachmentUpdate,
  type TournamentWrite,
} from '@fedra/contract/tournaments';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../platform/api/client';

export type TournamentZone = 'admin' | 'club' | 'personal';

export const TOURNAMENTS_KEY = ['tournaments'] as const;
export const tournamentsKey = (zone: TournamentZone) => [...TOURNAMENTS_KEY, zone] as const;

/** The attachments call of a zone, also exported as a file. */
export const attachmentListCall = (zone: TournamentZone) => TOURNAMENT_READ_CALLS[zone].attachments;

/** The list call of a zone (its export too). */
export const tournamentListCall = (zone: TournamentZone) => TOURNAMENT_READ_CALLS[zone].list;

export const loadTournaments = (zone: TournamentZone) => (query: ListQuery, signal: AbortSignal) =>
  call(TOURNAMENT_READ_CALLS[zone].list, { query, signal });

export const tournamentQuery = (zone: TournamentZone, id: number) =>
  queryOptions({
    queryKey: [...TOURNAMENTS_KEY, zone, 'detail', id],
    queryFn: ({ signal }) => call(TOURNAMENT_READ_CALLS[zone].get, { params: { id }, signal }),
  });

// Attachments carry signed download URLs that expire: read again well before that.
const LINK_REFRESH_MS = 4 * 60_000;

export const attachmentsQuery = (zone: TournamentZone, id: number) =>
  queryOptions({
    queryKey: [...TOURNAMENTS_KEY, zone, 'attachments', id],
    queryFn: ({ signal }) => call(TOURNAMENT_READ_CALLS[zone].attachments, { params: { tournamentId: id }, signal }),
    staleTime: LINK_REFRESH_MS,
    refetchInterval: LINK_REFRESH_MS,
  });

/** The operation ids the server names a tournament's links with. */
const admin = (action: string) => permissionName('admin', `tournament.dynamic.${action}`);
export const TOURNAMENT_LINK = {
  update: admin('update'),
  delete: admin('delete'),
  publish: admin('publish'),
  send: admin('send'),
  approve: admin('approve'),
  cancel: admin('cancel'),
  archive: admin('archive'),
  attachmentCreate: admin('attachment.create'),
  attachmentUpdate: admin('attachment.update'),
  attachmentDelete: admin('attachment.delete'),
} as const;

export const createTournament = (body: TournamentWrite) => call(api.create, { body });
export const updateTournament = (id: number, body: TournamentWrite) => call(api.update, { params: { id }, body });
export const deleteTournament = (id: number) => call(api.delete, { params: { id } });
export const runWorkflowAction = (id: number, action: TournamentAction) => call(api[action], { params: { id } });
/** Records the statute 8 fine against the organiser (an invoiced order; economy). */
export const recordStatute8Fine = (id: number) => call(api.statute8Fine, { params: { id } });

export const createAttachment = (tournamentId: number, body: TournamentAttachmentCreate) =>
  call(api.attachmentCreate, { params: { tournamentId }, body });
export const updateAttachment = (id: number, body: TournamentAttachmentUpdate) =>
  call(api.attachmentUpdate, { params: { id }, body });
export const deleteAttachment = (id: number) => call(api.attachmentDelete, { params: { id } });
