// The calls of results, team rosters and scoring tables, one function or query option each. The
// query keys start with 'tournaments' (the tournament feature's key), so a saved standing refreshes
// the detail page's tabs too.
import { permissionName } from '@fedra/contract/common/zones';
import {
  tournamentResultsEndpoints as api,
  type ResultsUpdate,
  type RosterCreate,
  type RosterUpdate,
  type ScoringUpdate,
} from '@fedra/contract/tournament-results';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../platform/api/client';

export type ResultZone = 'admin' | 'club' | 'personal';

export const RESULTS_KEY = ['tournaments', 'results'] as const;
export const SCORING_KEY = ['tournaments', 'scoring'] as const;

const RESULTS = { admin: api.resultsGet, club: api.clubResultsGet, personal: api.personalResultsGet } as const;
const TOURNAMENT_RESULTS = {
  admin: api.tournamentResults,
  club: api.clubTournamentResults,
  personal: api.personalTournamentResults,
} as const;
const ROSTERS = { admin: api.rosterList, club: api.clubRosterList, personal: api.personalRosterList } as const;
const ROSTER_CREATE = { admin: api.rosterCreate, club: api.clubRosterCreate } as const;
const ROSTER_DELETE = { admin: api.rosterDelete, club: api.clubRosterDelete } as const;

/** The operation ids of the links the answers carry. */
export const RESULT_ACTION = {
  update: permissionName('admin', 'tournament.dynamic.standings.update'),
  calculate: permissionName('admin', 'tournament.dynamic.points.calculate'),
  rosterCreate: (zone: 'admin' | 'club') => permissionName(zone, 'tournament.dynamic.roster.create'),
  rosterUpdate: permissionName('admin', 'tournament.dynamic.roster.update'),
  rosterDelete: (zone: 'admin' | 'club') => permissionName(zone, 'tournament.dynamic.roster.delete'),
} as const;

export const competitionResultsQuery = (zone: ResultZone, competitionId: number) =>
  queryOptions({
    queryKey: [...RESULTS_KEY, 'competition', zone, competitionId],
    queryFn: ({ signal }) => call(RESULTS[zone], { params: { competitionId }, signal }),
  });

export const tournamentResultsQuery = (zone: ResultZone, tournamentId: number) =>
  queryOptions({
    queryKey: [...RESULTS_KEY, 'tournament', zone, tournamentId],
    queryFn: ({ signal }) => call(TOURNAMENT_RESULTS[zone], { params: { tournamentId }, signal }),
  });

export const rostersQuery = (zone: ResultZone, competitionId: number) =>
  queryOptions({
    queryKey: [...RESULTS_KEY, 'rosters', zone, competitionId],
    queryFn: ({ signal }) => call(ROSTERS[zone], { params: { competitionId }, signal }),
  });

export const scoringQuery = (typeId: number) =>
  queryOptions({
    queryKey: [...SCORING_KEY, typeId],
    queryFn: ({ signal }) =>
      call(api.scoringList, {
        query: {
          limit: 500,
          offset: 0,
          sort: 'rankFrom',
          fields: { typeId: { o: 'valuesEqual', v: [String(typeId)] } },
        },
        signal,
      }),
  });

export const saveResults = (competitionId: number, body: ResultsUpdate) =>
  call(api.resultsUpdate, { params: { competitionId }, body });
export const calculatePoints = (tournamentId: number) => call(api.calculatePoints, { params: { tournamentId } });
export const createRoster = (zone: 'admin' | 'club', competitionId: number, body: RosterCreate) =>
  call(ROSTER_CREATE[zone], { params: { competitionId }, body });
export const updateRoster = (id: number, body: RosterUpdate) => call(api.rosterUpdate, { params: { id }, body });
export const deleteRoster = (zone: 'admin' | 'club', id: number) => call(ROSTER_DELETE[zone], { params: { id } });
export const saveScoring = (typeId: number, body: ScoringUpdate) =>
  call(api.scoringUpdate, { params: { typeId }, body });
export const scoringListCall = api.scoringList;
