// The national teams' calls (issue 32 item 7), one function each.
import type { ListQuery } from '@fedra/contract/common/list-query';
import { permissionName } from '@fedra/contract/common/zones';
import {
  representationEndpoints as e,
  type NominationAnswer,
  type RepresentationEventWrite,
  type RepresentationMatchWrite,
  type RepresentationTeamWrite,
} from '@fedra/contract/representation';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../platform/api/client';

export const REPRESENTATION_KEY = ['representation'] as const;
export const NOMINATIONS_KEY = ['representation', 'nominations'] as const;
export const PUBLIC_KEY = ['representation', 'public'] as const;

/** The link a record carries when the caller may change (and delete) it. */
export const UPDATE_LINK = permissionName('admin', 'representation.update');
/** The action that answers nominations, in the personal and the club zone. */
export const ANSWER_ACTION = 'representation.nomination.answer';

export const overviewQuery = () =>
  queryOptions({
    queryKey: [...REPRESENTATION_KEY, 'overview'],
    queryFn: ({ signal }) => call(e.overview, { signal }),
  });

export const loadTeams = (query: ListQuery, signal: AbortSignal) => call(e.teamList, { query, signal });
/** Every team, newest season first (the pickers of the event and match forms). */
export const allTeamsQuery = () =>
  queryOptions({
    queryKey: [...REPRESENTATION_KEY, 'teams', 'all'],
    queryFn: ({ signal }) => call(e.teamList, { query: { limit: 1000, sort: '-seasonId,name' }, signal }),
    staleTime: 60_000,
  });
export const teamQuery = (id: number) =>
  queryOptions({
    queryKey: [...REPRESENTATION_KEY, 'team', id],
    queryFn: ({ signal }) => call(e.teamGet, { params: { id }, signal }),
  });
export const createTeam = (body: RepresentationTeamWrite) => call(e.teamCreate, { body });
export const updateTeam = (id: number, body: RepresentationTeamWrite) => call(e.teamUpdate, { params: { id }, body });
export const deleteTeam = (id: number) => call(e.teamDelete, { params: { id } });

export const squadQuery = (teamId: number) =>
  queryOptions({
    queryKey: [...REPRESENTATION_KEY, 'team', teamId, 'squad'],
    queryFn: ({ signal }) => call(e.nominationList, { params: { id: teamId }, signal }),
  });
export const nominate = (teamId: number, personId: number) =>
  call(e.nominationCreate, { params: { id: teamId }, body: { personId } });
export const removeNomination = (id: number) => call(e.nominationDelete, { params: { id } });

export const loadEvents = (query: ListQuery, signal: AbortSignal) => call(e.eventList, { query, signal });
export const eventQuery = (id: number) =>
  queryOptions({
    queryKey: [...REPRESENTATION_KEY, 'event', id],
    queryFn: ({ signal }) => call(e.eventGet, { params: { id }, signal }),
  });
export const createEvent = (body: RepresentationEventWrite) => call(e.eventCreate, { body });
export const updateEvent = (id: number, body: RepresentationEventWrite) =>
  call(e.eventUpdate, { params: { id }, body });
export const deleteEvent = (id: number) => call(e.eventDelete, { params: { id } });

export const loadMatches = (query: ListQuery, signal: AbortSignal) => call(e.matchList, { query, signal });
export const createMatch = (body: RepresentationMatchWrite) => call(e.matchCreate, { body });
export const updateMatch = (id: number, body: RepresentationMatchWrite) =>
  call(e.matchUpdate, { params: { id }, body });
export const deleteMatch = (id: number) => call(e.matchDelete, { params: { id } });

export type NominationZone = 'personal' | 'club';
export const nominationsQuery = (zone: NominationZone) =>
  queryOptions({
    queryKey: [...NOMINATIONS_KEY, zone],
    queryFn: ({ signal }) => call(zone === 'personal' ? e.personalNominations : e.clubNominations, { signal }),
  });
export const answerNomination = (zone: NominationZone, id: number, answer: NominationAnswer) =>
  call(zone === 'personal' ? e.personalAnswer : e.clubAnswer, { params: { id }, body: { answer } });

export const publicTeamsQuery = () =>
  queryOptions({
    queryKey: [...PUBLIC_KEY, 'list'],
    queryFn: ({ signal }) => call(e.publicTeams, { signal }),
  });
export const publicTeamQuery = (id: number) =>
  queryOptions({
    queryKey: [...PUBLIC_KEY, id],
    queryFn: ({ signal }) => call(e.publicTeam, { params: { id }, signal }),
  });
