// Standings and statistics of a league's competitions computed from the counted matches (issue 16; spec 001 §3 Standing row).
// Rules: docs/decisions.md "Leagues", "Standings and statistics".
import { z } from 'zod';
import type { EndpointDef } from './common/endpoint';
import { defineEndpoint } from './common/endpoint';
import { itemEnvelope } from './common/envelope';
import { IdParamsSchema } from './common/schemas';

/** The most players one competition's statistics list (the best first). */
export const MAX_STATISTICS_PLAYERS = 200;

const int = () => z.number().int();

export const LeagueStandingRowSchema = z
  .object({
    teamId: int(),
    name: z.string(),
    clubId: int().nullable(),
    club: z.string().nullable(),
    matches: int(),
    wins: int(),
    draws: int(),
    losses: int(),
    /** Games won and lost. */
    scoresWon: int(),
    scoresLost: int(),
    setsWon: int(),
    setsLost: int(),
    ballsWon: int(),
    ballsLost: int(),
    pointsTotal: int(),
    /** = rankFrom; rankFrom < rankTo when the rank is shared (e.g. 3–4). */
    rank: int(),
    rankFrom: int(),
    rankTo: int(),
  })
  .meta({ id: 'LeagueStandingRow' });
export type LeagueStandingRow = z.infer<typeof LeagueStandingRowSchema>;

export const CompetitionStandingsSchema = z
  .object({
    competitionId: int(),
    competitionName: z.string(),
    leagueId: int(),
    leagueName: z.string(),
    /** Every team of the competition in table order. */
    rows: z.array(LeagueStandingRowSchema),
  })
  .meta({ id: 'LeagueCompetitionStandings' });
export type CompetitionStandings = z.infer<typeof CompetitionStandingsSchema>;

export const LeagueStandingsSchema = z
  .object({
    leagueId: int(),
    leagueName: z.string(),
    /** The competitions not cancelled, by name. */
    competitions: z.array(CompetitionStandingsSchema),
  })
  .meta({ id: 'LeagueStandings' });
export type LeagueStandings = z.infer<typeof LeagueStandingsSchema>;

export const LeagueTeamStatisticsSchema = z
  .object({
    teamId: int(),
    name: z.string(),
    clubId: int().nullable(),
    club: z.string().nullable(),
    matches: int(),
    homeWins: int(),
    homeDraws: int(),
    homeLosses: int(),
    awayWins: int(),
    awayDraws: int(),
    awayLosses: int(),
    /** Average attendance of its home matches with an attendance; null without any. */
    attendanceAverage: z.number().nullable(),
    scoresWon: int(),
    scoresLost: int(),
    setsWon: int(),
    setsLost: int(),
    ballsWon: int(),
    ballsLost: int(),
  })
  .meta({ id: 'LeagueTeamStatistics' });
export type LeagueTeamStatistics = z.infer<typeof LeagueTeamStatisticsSchema>;

export const LeaguePlayerStatisticsSchema = z
  .object({
    personId: int(),
    name: z.string(),
    teamId: int(),
    teamName: z.string(),
    clubId: int().nullable(),
    club: z.string().nullable(),
    games: int(),
    won: int(),
    lost: int(),
    setsWon: int(),
    setsLost: int(),
    ballsWon: int(),
    ballsLost: int(),
    /** Games won of the decided games played, 0..100 (one decimal). */
    winPercent: z.number(),
  })
  .meta({ id: 'LeaguePlayerStatistics' });
export type LeaguePlayerStatistics = z.infer<typeof LeaguePlayerStatisticsSchema>;

export const CompetitionStatisticsSchema = z
  .object({
    competitionId: int(),
    competitionName: z.string(),
    leagueId: int(),
    leagueName: z.string(),
    /** Every team of the competition, by name. */
    teams: z.array(LeagueTeamStatisticsSchema),
    /** The players of the counted games: most games won first, then win %, games, name (at most MAX_STATISTICS_PLAYERS). */
    players: z.array(LeaguePlayerStatisticsSchema),
  })
  .meta({ id: 'LeagueCompetitionStatistics' });
export type CompetitionStatistics = z.infer<typeof CompetitionStatisticsSchema>;

export const LeagueStatisticsSchema = z
  .object({
    leagueId: int(),
    leagueName: z.string(),
    competitions: z.array(CompetitionStatisticsSchema),
  })
  .meta({ id: 'LeagueStatistics' });
export type LeagueStatistics = z.infer<typeof LeagueStatisticsSchema>;

const CompetitionIdParams = z.object({ competitionId: IdParamsSchema.shape.id });
const LeagueIdParams = z.object({ leagueId: IdParamsSchema.shape.id });

type Z = 'admin' | 'club' | 'personal';
const access = (zone: Z) => ({
  kind: 'zone' as const,
  zone,
  action: 'tournament.dynamic.get',
  module: 'league' as const,
});
const TAGS = ['leagues'];
const prefix = (zone: Z) => (zone === 'admin' ? '' : `${zone}.`);
const COUNTED = (zone: Z) =>
  zone === 'admin' ? 'approved and published matches' : 'published matches ("only published matches count publicly")';

const competitionStandings = (zone: Z) =>
  defineEndpoint({
    method: 'GET',
    path: `/api/${zone}-zone/leagues/competitions/:competitionId/standings`,
    operationId: `${prefix(zone)}league.standings.competition`,
    summary: `A competition's table: every team with matches, W/D/L, games, sets, balls, points and rank, from its ${COUNTED(zone)}`,
    tags: TAGS,
    access: access(zone),
    params: CompetitionIdParams,
    status: 200,
    response: itemEnvelope(CompetitionStandingsSchema),
  });

const leagueStandings = (zone: Z) =>
  defineEndpoint({
    method: 'GET',
    path: `/api/${zone}-zone/leagues/:leagueId/standings`,
    operationId: `${prefix(zone)}league.standings.league`,
    summary: `Every competition's table of a league (competitions not cancelled, by name), from the ${COUNTED(zone)}`,
    tags: TAGS,
    access: access(zone),
    params: LeagueIdParams,
    status: 200,
    response: itemEnvelope(LeagueStandingsSchema),
  });

const competitionStatistics = (zone: Z) =>
  defineEndpoint({
    method: 'GET',
    path: `/api/${zone}-zone/leagues/competitions/:competitionId/statistics`,
    operationId: `${prefix(zone)}league.statistics.competition`,
    summary: `A competition's team statistics (home and away records, attendance, games, sets, balls) and player statistics (games, won, lost, sets, balls, win %) from its ${COUNTED(zone)}`,
    tags: TAGS,
    access: access(zone),
    params: CompetitionIdParams,
    status: 200,
    response: itemEnvelope(CompetitionStatisticsSchema),
  });

const leagueStatistics = (zone: Z) =>
  defineEndpoint({
    method: 'GET',
    path: `/api/${zone}-zone/leagues/:leagueId/statistics`,
    operationId: `${prefix(zone)}league.statistics.league`,
    summary: `Every competition's team and player statistics of a league, from the ${COUNTED(zone)}`,
    tags: TAGS,
    access: access(zone),
    params: LeagueIdParams,
    status: 200,
    response: itemEnvelope(LeagueStatisticsSchema),
  });

export const leagueStandingsEndpoints = {
  competitionStandings: competitionStandings('admin'),
  clubCompetitionStandings: competitionStandings('club'),
  personalCompetitionStandings: competitionStandings('personal'),
  leagueStandings: leagueStandings('admin'),
  clubLeagueStandings: leagueStandings('club'),
  personalLeagueStandings: leagueStandings('personal'),
  competitionStatistics: competitionStatistics('admin'),
  clubCompetitionStatistics: competitionStatistics('club'),
  personalCompetitionStatistics: competitionStatistics('personal'),
  leagueStatistics: leagueStatistics('admin'),
  clubLeagueStatistics: leagueStatistics('club'),
  personalLeagueStatistics: leagueStatistics('personal'),
} satisfies Record<string, EndpointDef>;
