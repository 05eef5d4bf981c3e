// The calls of league teams, competition membership and rosters, one function or query option each.
// The query keys start with 'leagues' (the league features' key), so a change refreshes the league
// pages' tabs too (standings, draw).
import type { ListQuery } from '@fedra/contract/common/list-query';
import { permissionName } from '@fedra/contract/common/zones';
import {
  leagueTeamsEndpoints as api,
  type LeagueRosterUpdate,
  type LeagueTeamInput,
  type LeagueTeamRow,
} from '@fedra/contract/league-teams';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../platform/api/client';

export type LeagueZone = 'admin' | 'club' | 'personal';

export const LEAGUES_KEY = ['leagues'] as const;
export const TEAMS_KEY = ['leagues', 'teams'] as const;

const TEAM_LIST = { admin: api.teamList, club: api.clubTeamList, personal: api.personalTeamList } as const;
const TEAM_GET = { admin: api.teamGet, club: api.clubTeamGet, personal: api.personalTeamGet } as const;
const COMPETITION_TEAMS = {
  admin: api.competitionTeams,
  club: api.clubCompetitionTeams,
  personal: api.personalCompetitionTeams,
} as const;
const ROSTER_GET = { admin: api.rosterGet, club: api.clubRosterGet, personal: api.personalRosterGet } as const;
const ROSTER_UPDATE = { admin: api.rosterUpdate, club: api.clubRosterUpdate } as const;

/** The operation ids of the links the answers carry. */
export const TEAM_ACTION = {
  update: permissionName('admin', 'league.team.update'),
  delete: permissionName('admin', 'league.team.delete'),
  rosterUpdate: (zone: 'admin' | 'club') => permissionName(zone, 'league.roster.update'),
} as const;

export const teamListCall = (zone: LeagueZone) => TEAM_LIST[zone];

const TEAM_OVERVIEW = { admin: api.teamOverview, club: api.clubTeamOverview } as const;

/** The teams of every league (the admin zone) or the current club's (the club zone). */
export const teamOverviewCall = (zone: 'admin' | 'club') => TEAM_OVERVIEW[zone];

export const loadTeamOverview = (zone: 'admin' | 'club') => (query: ListQuery, signal: AbortSignal) =>
  call(TEAM_OVERVIEW[zone], { query, signal });

export const loadTeams = (zone: LeagueZone, leagueId: number) => (query: ListQuery, signal: AbortSignal) =>
  call(TEAM_LIST[zone], { params: { leagueId }, query, signal });

/** Every team of a league (at most 1000), by name: the choices of "add a team to a competition". */
export const allTeamsQuery = (zone: LeagueZone, leagueId: number) =>
  queryOptions({
    queryKey: [...TEAMS_KEY, 'all', zone, leagueId],
    queryFn: ({ signal }): Promise<{ data: LeagueTeamRow[] }> =>
      call(TEAM_LIST[zone], { params: { leagueId }, query: { limit: 1000, offset: 0, sort: 'name' }, signal }),
  });

export const teamQuery = (zone: LeagueZone, id: number) =>
  queryOptions({
    queryKey: [...TEAMS_KEY, 'detail', zone, id],
    queryFn: ({ signal }) => call(TEAM_GET[zone], { params: { id }, signal }),
  });

export const competitionTeamsQuery = (zone: LeagueZone, competitionId: number) =>
  queryOptions({
    queryKey: [...TEAMS_KEY, 'competition', zone, competitionId],
    queryFn: ({ signal }) => call(COMPETITION_TEAMS[zone], { params: { competitionId }, signal }),
  });

export const rosterQuery = (zone: LeagueZone, competitionId: number, teamId: number) =>
  queryOptions({
    queryKey: [...TEAMS_KEY, 'roster', zone, competitionId, teamId],
    queryFn: ({ signal }) => call(ROSTER_GET[zone], { params: { competitionId, teamId }, signal }),
  });

export const rosterCandidatesQuery = (competitionId: number, teamId: number, search: string) =>
  queryOptions({
    queryKey: [...TEAMS_KEY, 'candidates', competitionId, teamId, search],
    queryFn: ({ signal }) =>
      call(api.clubRosterCandidates, {
        params: { competitionId, teamId },
        query: { ...(search ? { search } : {}), limit: 50 },
        signal,
      }),
    staleTime: 60_000,
  });

export const createTeam = (leagueId: number, body: LeagueTeamInput) =>
  call(api.teamCreate, { params: { leagueId }, body });
export const updateTeam = (id: number, body: LeagueTeamInput) => call(api.teamUpdate, { params: { id }, body });
export const deleteTeam = (id: number, withResults = false) =>
  call(api.teamDelete, { params: { id }, ...(withResults ? { query: { withResults: 'true' } } : {}) });
export const addCompetitionTeam = (competitionId: number, teamId: number) =>
  call(api.competitionTeamAdd, { params: { competitionId }, body: { teamId } });
export const removeCompetitionTeam = (competitionId: number, teamId: number) =>
  call(api.competitionTeamRemove, { params: { competitionId, teamId } });
export const saveRoster = (zone: 'admin' | 'club', competitionId: number, teamId: number, body: LeagueRosterUpdate) =>
  call(ROSTER_UPDATE[zone], { params: { competitionId, teamId }, body });
