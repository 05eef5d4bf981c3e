// The discipline and application calls of the admin, club and personal zones, one function or query
// option each. Every query key starts with 'tournaments', so a change anywhere in the feature can
// refresh them all at once (invalidateQueries({queryKey: ['tournaments']})).
import type { ListQuery } from '@fedra/contract/common/list-query';
import { permissionName } from '@fedra/contract/common/zones';
import {
  tournamentCompetitionsEndpoints as api,
  type BulkApplication,
  type CompetitionCounts,
  type CompetitionCreate,
  type CompetitionUpdate,
  type ParticipantUpdate,
} from '@fedra/contract/tournament-competitions';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../platform/api/client';

export type TournamentZone = 'admin' | 'club' | 'personal';
export type ApplyingZone = 'admin' | 'club';

export const TOURNAMENTS_KEY = ['tournaments'] as const;

const COMPETITION_LIST = { admin: api.list, club: api.clubList, personal: api.personalList } as const;
const PARTICIPANT_LIST = {
  admin: api.tournamentParticipants,
  club: api.clubTournamentParticipants,
  personal: api.personalTournamentParticipants,
} as const;
const BULK = { admin: api.bulk, club: api.clubBulk } as const;
const APPLICANTS = { admin: api.applicants, club: api.clubApplicants } as const;
const PARTICIPANT_DELETE = { admin: api.participantDelete, club: api.clubParticipantDelete } as const;

/** The operation ids of the links a discipline or an application may carry. */
export const COMPETITION_ACTION = {
  create: permissionName('admin', 'tournament.dynamic.competition.create'),
  update: permissionName('admin', 'tournament.dynamic.competition.update'),
  delete: permissionName('admin', 'tournament.dynamic.competition.delete'),
  state: permissionName('admin', 'tournament.dynamic.competition.state'),
} as const;
export const PARTICIPANT_ACTION = {
  update: permissionName('admin', 'tournament.dynamic.participant.update'),
  delete: (zone: ApplyingZone) => permissionName(zone, 'tournament.dynamic.participant.delete'),
} as const;

/** The operation ids on a tournament's own links that its tabs offer (the server decides by state and window). */
export const TOURNAMENT_TAB_ACTION = {
  addDiscipline: COMPETITION_ACTION.create,
  apply: (zone: ApplyingZone) => permissionName(zone, 'tournament.dynamic.participant.create'),
  // The approve-all call carries the permission of an application's update.
  approveAll: PARTICIPANT_ACTION.update,
} as const;

export const competitionListCall = (zone: TournamentZone) => COMPETITION_LIST[zone];
export const participantListCall = (zone: TournamentZone) => PARTICIPANT_LIST[zone];

export const competitionsKey = (zone: TournamentZone, tournamentId: number) =>
  [...TOURNAMENTS_KEY, 'competitions', zone, tournamentId] as const;
export const participantsKey = (zone: TournamentZone, tournamentId: number) =>
  [...TOURNAMENTS_KEY, 'participants', zone, tournamentId] as const;

export const loadCompetitions =
  (zone: TournamentZone, tournamentId: number) => (query: ListQuery, signal: AbortSignal) =>
    call(COMPETITION_LIST[zone], { params: { id: tournamentId }, query, signal });

export const loadParticipants =
  (zone: TournamentZone, tournamentId: number) => (query: ListQuery, signal: AbortSignal) =>
    call(PARTICIPANT_LIST[zone], { params: { tournamentId }, query, signal });

/** Every discipline of a tournament (at most 1000), for pickers and filters. */
export const allCompetitionsQuery = (zone: TournamentZone, tournamentId: number) =>
  queryOptions({
    queryKey: [...competitionsKey(zone, tournamentId), 'all'],
    queryFn: ({ signal }) =>
      call(COMPETITION_LIST[zone], { params: { id: tournamentId }, query: { limit: 1000, offset: 0 }, signal }),
  });

/** How many persons the bulk dialog lists; one more is asked for to know whether there are more. */
export const APPLICANTS_SHOWN = 100;

/** Persons the caller may apply (the club: its members today), by name or registration number. */
export const applicantsQuery = (zone: ApplyingZone, search: string, referees: boolean) =>
  queryOptions({
    queryKey: [...TOURNAMENTS_KEY, 'applicants', zone, search, referees],
    queryFn: ({ signal }) =>
      call(APPLICANTS[zone], {
        query: {
          ...(search ? { search } : {}),
          ...(referees ? { referees: 'true' } : {}),
          limit: String(APPLICANTS_SHOWN + 1),
        },
        signal,
      }),
  });

export const createCompetition = (tournamentId: number, body: CompetitionCreate) =>
  call(api.create, { params: { tournamentId }, body });
export const updateCompetition = (id: number, body: CompetitionUpdate) => call(api.update, { params: { id }, body });
export const deleteCompetition = (id: number) => call(api.delete, { params: { id } });
export const changeCompetitionState = (id: number, stateId: number) => call(api.state, { params: { id, stateId } });
export const fillCompetitionCounts = (id: number, body: CompetitionCounts) =>
  call(api.counts, { params: { id }, body });

export const updateParticipant = (id: number, body: ParticipantUpdate) =>
  call(api.participantUpdate, { params: { id }, body });
export const deleteParticipant = (zone: ApplyingZone, id: number) => call(PARTICIPANT_DELETE[zone], { params: { id } });
export const approveAllParticipants = (tournamentId: number) => call(api.approveAll, { params: { tournamentId } });
export const bulkApply = (zone: ApplyingZone, body: BulkApplication) => call(BULK[zone], { body });
