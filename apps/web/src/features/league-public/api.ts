// The public league pages' calls, one per page. Every key starts with 'league-public'.
import { leaguePublicEndpoints as e } from '@fedra/contract/league-public';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../platform/api/client';

const KEY = 'league-public';

/** The leagues of a season (null: the server's default season). */
export const publicLeaguesQuery = (seasonId: number | null) =>
  queryOptions({
    queryKey: [KEY, 'leagues', seasonId],
    queryFn: ({ signal }) => call(e.overview, { query: seasonId ? { seasonId: String(seasonId) } : {}, signal }),
    placeholderData: keepPreviousData,
  });

export const publicCompetitionQuery = (id: number) =>
  queryOptions({
    queryKey: [KEY, 'competition', id],
    queryFn: ({ signal }) => call(e.competition, { params: { id }, signal }),
  });

export const publicTeamQuery = (id: number) =>
  queryOptions({
    queryKey: [KEY, 'team', id],
    queryFn: ({ signal }) => call(e.team, { params: { id }, signal }),
  });
