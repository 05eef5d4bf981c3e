// The public league pages' calls (issue 36 §3; DECISIONS.md "New public-zone calls"): one call per
// page (the leagues of a season, one competition with its table, rounds and teams, one team with
// its rosters and matches). Anonymous, rate-limited and cached; never a draft league; of a person
// only the name and the club. Rules: docs/decisions/public-leagues.md.
import { z } from 'zod';
import { defineEndpoint, type EndpointDef } from './common/endpoint';
import { itemEnvelope } from './common/envelope';
import { IdParamsSchema, pathId } from './common/schemas';
import { LeagueStandingRowSchema } from './league-standings';

const MODULE = 'league' as const;
const int = () => z.number().int();

export const PublicLeagueSeasonSchema = z.object({ id: int(), name: z.string() }).meta({ id: 'PublicLeagueSeason' });
export type PublicLeagueSeason = z.infer<typeof PublicLeagueSeasonSchema>;

/** A competition as the leagues page lists it: what a visitor needs to choose one. */
export const PublicLeagueCompetitionSummarySchema = z
  .object({
    id: int(),
    name: z.string(),
    /** Codebook tournamentCompetitionStates (4 cancelled). */
    stateId: int().nullable(),
    teamCount: int(),
    /** Matches with a public result (published or walkover) of all its matches. */
    playedMatches: int(),
    matchCount: int(),
    /** The first of its public table (by name when the first place is shared); null before any public result. */
    leader: z.object({ teamId: int(), name: z.string(), points: int() }).nullable(),
  })
  .meta({ id: 'PublicLeagueCompetitionSummary' });
export type PublicLeagueCompetitionSummary = z.infer<typeof PublicLeagueCompetitionSummarySchema>;

export const PublicLeagueSummarySchema = z
  .object({
    id: int(),
    name: z.string(),
    dateFrom: z.string(),
    dateTill: z.string(),
    /** Codebook tournamentStates: 2 published, 5 cancelled, 6 archived (never the draft). */
    stateId: int(),
    organizerName: z.string().nullable(),
    /** By name. */
    competitions: z.array(PublicLeagueCompetitionSummarySchema),
  })
  .meta({ id: 'PublicLeagueSummary' });
export type PublicLeagueSummary = z.infer<typeof PublicLeagueSummarySchema>;

/** The leagues page: the season shown, the seasons to pick from and the season's public leagues. */
export const PublicLeagueOverviewSchema = z
  .object({
    /** The asked season, else today's season, else the newest with a public league; null: none at all. */
    season: PublicLeagueSeasonSchema.nullable(),
    /** The seasons with a public league (and today's), newest first. */
    seasons: z.array(PublicLeagueSeasonSchema),
    /** The season's public leagues by name. */
    leagues: z.array(PublicLeagueSummarySchema),
  })
  .meta({ id: 'PublicLeagueOverview' });
export type PublicLeagueOverview = z.infer<typeof PublicLeagueOverviewSchema>;

/** A match as the public sees it; the score only once it is public (published or walkover). */
export const PublicLeagueMatchSchema = z
  .object({
    id: int(),
    homeTeamId: int(),
    homeTeamName: z.string(),
    awayTeamId: int(),
    awayTeamName: z.string(),
    /** ISO date-time; null while not scheduled to the hour. */
    startDate: z.string().nullable(),
    /** The venue of the sport-fields register, else the match's address. */
    venue: z.string().nullable(),
    /** Codebook tournamentMatchStates (MATCH_STATE). */
    stateId: int(),
    /** Games won; null until the result is public. */
    homeScore: int().nullable(),
    awayScore: int().nullable(),
    homeSets: int().nullable(),
    awaySets: int().nullable(),
  })
  .meta({ id: 'PublicLeagueMatch' });
export type PublicLeagueMatch = z.infer<typeof PublicLeagueMatchSchema>;

export const PublicLeagueRoundSchema = z
  .object({
    number: int(),
    /** The round's own name ("3. kolo" from the draw); null: the page names it by its number. */
    name: z.string().nullable(),
    dateFrom: z.string().nullable(),
    dateTill: z.string().nullable(),
    /** By start, then id. */
    matches: z.array(PublicLeagueMatchSchema),
  })
  .meta({ id: 'PublicLeagueRound' });
export type PublicLeagueRound = z.infer<typeof PublicLeagueRoundSchema>;

export const PublicLeagueTeamRefSchema = z
  .object({ id: int(), name: z.string(), clubName: z.string().nullable() })
  .meta({ id: 'PublicLeagueTeamRef' });
export type PublicLeagueTeamRef = z.infer<typeof PublicLeagueTeamRefSchema>;

/** The league a competition or a team belongs to. */
export const PublicLeagueRefSchema = z
  .object({
    id: int(),
    name: z.string(),
    seasonId: int().nullable(),
    seasonName: z.string().nullable(),
    dateFrom: z.string(),
    dateTill: z.string(),
    stateId: int(),
    organizerName: z.string().nullable(),
  })
  .meta({ id: 'PublicLeagueRef' });
export type PublicLeagueRef = z.infer<typeof PublicLeagueRefSchema>;

/** The competition page: its table, its rounds with fixtures and results, its teams. */
export const PublicLeagueCompetitionSchema = z
  .object({
    id: int(),
    name: z.string(),
    stateId: int().nullable(),
    league: PublicLeagueRefSchema,
    /** The league's other competitions, by name (to switch between them). */
    otherCompetitions: z.array(z.object({ id: int(), name: z.string() })),
    /** Every team in table order, counting the public results only. */
    standings: z.array(LeagueStandingRowSchema),
    /** By number. */
    rounds: z.array(PublicLeagueRoundSchema),
    /** By name. */
    teams: z.array(PublicLeagueTeamRefSchema),
  })
  .meta({ id: 'PublicLeagueCompetition' });
export type PublicLeagueCompetition = z.infer<typeof PublicLeagueCompetitionSchema>;

/** A player of a roster: the name and the person's current club, nothing else. */
export const PublicLeagueRosterEntrySchema = z
  .object({ firstName: z.string(), lastName: z.string(), clubName: z.string().nullable() })
  .meta({ id: 'PublicLeagueRosterEntry' });
export type PublicLeagueRosterEntry = z.infer<typeof PublicLeagueRosterEntrySchema>;

export const PublicLeagueTeamMatchSchema = PublicLeagueMatchSchema.extend({
  roundNumber: int(),
  roundName: z.string().nullable(),
  roundDate: z.string().nullable(),
}).meta({ id: 'PublicLeagueTeamMatch' });
export type PublicLeagueTeamMatch = z.infer<typeof PublicLeagueTeamMatchSchema>;

export const PublicLeagueTeamCompetitionSchema = z
  .object({
    id: int(),
    name: z.string(),
    /** The team's place in the competition's public table (rankFrom; null while it has no team row). */
    rank: int().nullable(),
    /** By last and first name. */
    roster: z.array(PublicLeagueRosterEntrySchema),
    /** By round, then start. */
    matches: z.array(PublicLeagueTeamMatchSchema),
  })
  .meta({ id: 'PublicLeagueTeamCompetition' });
export type PublicLeagueTeamCompetition = z.infer<typeof PublicLeagueTeamCompetitionSchema>;

/** The team page: its club, its league, and per competition its roster and its matches. */
export const PublicLeagueTeamSchema = z
  .object({
    id: int(),
    name: z.string(),
    clubName: z.string().nullable(),
    league: PublicLeagueRefSchema,
    /** The competitions it plays, by name. */
    competitions: z.array(PublicLeagueTeamCompetitionSchema),
  })
  .meta({ id: 'PublicLeagueTeam' });
export type PublicLeagueTeam = z.infer<typeof PublicLeagueTeamSchema>;

/** The leagues page's only parameter; anything else is refused by name. */
export const PublicLeagueQuerySchema = z.strictObject({
  seasonId: pathId().optional().describe("The season (default: today's, else the newest with a public league)"),
});
/** The query of a public call that takes none: any parameter is refused by name (never a new cache entry). */
const NoQuerySchema = z.strictObject({});

const publicAccess = (action: string) => ({ kind: 'public' as const, action, module: MODULE });

export const leaguePublicEndpoints = {
  overview: defineEndpoint({
    method: 'GET',
    path: '/api/public-zone/leagues',
    operationId: 'public.league.list',
    summary: 'The public leagues of a season with their competitions, and the seasons to pick from (never a draft)',
    tags: ['leagues'],
    access: publicAccess('league.list'),
    query: PublicLeagueQuerySchema,
    status: 200,
    response: itemEnvelope(PublicLeagueOverviewSchema),
  }),
  competition: defineEndpoint({
    method: 'GET',
    path: '/api/public-zone/league-competitions/:id',
    operationId: 'public.league.competition.get',
    summary:
      'A competition of a public league: its table, rounds with fixtures and public results, and teams (a draft league or unknown id: 404)',
    tags: ['leagues'],
    access: publicAccess('league.competition.get'),
    params: IdParamsSchema,
    query: NoQuerySchema,
    status: 200,
    response: itemEnvelope(PublicLeagueCompetitionSchema),
  }),
  team: defineEndpoint({
    method: 'GET',
    path: '/api/public-zone/league-teams/:id',
    operationId: 'public.league.team.get',
    summary:
      'A team of a public league: its club, and per competition its roster (names and clubs only) and matches (a draft league or unknown id: 404)',
    tags: ['leagues'],
    access: publicAccess('league.team.get'),
    params: IdParamsSchema,
    query: NoQuerySchema,
    status: 200,
    response: itemEnvelope(PublicLeagueTeamSchema),
  }),
} satisfies Record<string, EndpointDef>;
