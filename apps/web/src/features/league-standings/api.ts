// The calls of league standings and statistics, one query option each (issue 16). The query keys
// start with 'leagues' (the league feature's key), so a match action refreshes the tables too.
import { leagueStandingsEndpoints as api } from '@fedra/contract/league-standings';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../platform/api/client';
import type { Zone } from '../../platform/routing/page-route';

export type StandingZone = 'admin' | 'club' | 'personal';

export const STANDINGS_KEY = ['leagues', 'standings'] as const;

/** The zone the calls go to (the public zone reads as a member). */
export const standingZone = (zone: Zone): StandingZone => (zone === 'admin' || zone === 'club' ? zone : 'personal');

const COMPETITION = {
  admin: api.competitionStandings,
  club: api.clubCompetitionStandings,
  personal: api.personalCompetitionStandings,
} as const;
const LEAGUE = {
  admin: api.leagueStandings,
  club: api.clubLeagueStandings,
  personal: api.personalLeagueStandings,
} as const;
const COMPETITION_STATS = {
  admin: api.competitionStatistics,
  club: api.clubCompetitionStatistics,
  personal: api.personalCompetitionStatistics,
} as const;
const LEAGUE_STATS = {
  admin: api.leagueStatistics,
  club: api.clubLeagueStatistics,
  personal: api.personalLeagueStatistics,
} as const;

export const competitionStandingsQuery = (zone: StandingZone, competitionId: number) =>
  queryOptions({
    queryKey: [...STANDINGS_KEY, 'competition', zone, competitionId],
    queryFn: ({ signal }) => call(COMPETITION[zone], { params: { competitionId }, signal }),
  });

export const leagueStandingsQuery = (zone: StandingZone, leagueId: number) =>
  queryOptions({
    queryKey: [...STANDINGS_KEY, 'league', zone, leagueId],
    queryFn: ({ signal }) => call(LEAGUE[zone], { params: { leagueId }, signal }),
  });

export const competitionStatisticsQuery = (zone: StandingZone, competitionId: number) =>
  queryOptions({
    queryKey: [...STANDINGS_KEY, 'competition-statistics', zone, competitionId],
    queryFn: ({ signal }) => call(COMPETITION_STATS[zone], { params: { competitionId }, signal }),
  });

export const leagueStatisticsQuery = (zone: StandingZone, leagueId: number) =>
  queryOptions({
    queryKey: [...STANDINGS_KEY, 'league-statistics', zone, leagueId],
    queryFn: ({ signal }) => call(LEAGUE_STATS[zone], { params: { leagueId }, signal }),
  });
