// Rounds, the generated draw and the matches of a league competition with their score and actions (issue 16; spec 001 §3 Match, §4).
// Rules: docs/decisions.md "Leagues" and "Rounds, the draw and matches".
import { z } from 'zod';
import { defineEndpoint } from './common/endpoint';
import { itemEnvelope, LinkSchema, listEnvelope } from './common/envelope';
import { ListQueryStringSchema } from './common/list-query-schema';
import { bodyId, boundedDate, boundedDateTime, dateRangeBothWays, IdParamsSchema } from './common/schemas';
import { text } from './common/text';
import { DeleteWithResultsQuerySchema } from './leagues';

/** The most games one score may carry (the competition's gamePerMatch is checked by the server). */
export const MAX_MATCH_GAMES = 20;
/** The most sets one game may carry (the competition's setMax is checked by the server). */
export const MAX_GAME_SETS = 9;
/** The most players of one side of a game (singles 1, doubles 2). */
export const MAX_GAME_PLAYERS = 2;
/** The most balls of one side of a set. */
export const MAX_SET_BALLS = 99;
/** What a game (rubber) of a team match is: singles (one player a side) or doubles (two). */
export const GAME_KINDS = ['singles', 'doubles'] as const;
export type GameKind = (typeof GAME_KINDS)[number];
/** The players one side of a game of each kind fields. */
export const PLAYERS_PER_SIDE: Record<GameKind, number> = { singles: 1, doubles: 2 };

// --- Requests ------------------------------------------------------------------------------

export const DrawInputSchema = z
  .strictObject({
    /** 1 single, 2 double round robin (default: the competition's roundCount, else 1). */
    cycles: z.union([z.literal(1), z.literal(2)], { error: 'validation.enum' }).optional(),
    firstDate: boundedDate(),
    daysBetweenRounds: z
      .number({ error: 'validation.number' })
      .int('validation.integer')
      .min(0, 'validation.min')
      .max(365, 'validation.max')
      .optional(),
    /** Replace an existing draw whose matches are all scheduled. */
    replace: z.boolean({ error: 'validation.boolean' }).optional(),
  })
  .meta({ id: 'LeagueDrawInput' });
export type DrawInput = z.input<typeof DrawInputSchema>;

export const DrawResultSchema = z
  .object({ rounds: z.number().int(), matches: z.number().int() })
  .meta({ id: 'LeagueDrawResult' });
export type DrawResult = z.infer<typeof DrawResultSchema>;

export const RoundInputSchema = z
  .strictObject({
    name: text({ max: 100 }).nullish(),
    dateFrom: boundedDate().nullish(),
    dateTill: boundedDate().nullish(),
  })
  .superRefine(dateRangeBothWays('dateFrom', 'dateTill'));
export type RoundInput = z.input<typeof RoundInputSchema>;

export const SetInputSchema = z.strictObject({
  home: z
    .number({ error: 'validation.number' })
    .int('validation.integer')
    .min(0, 'validation.min')
    .max(MAX_SET_BALLS, 'validation.max'),
  away: z
    .number({ error: 'validation.number' })
    .int('validation.integer')
    .min(0, 'validation.min')
    .max(MAX_SET_BALLS, 'validation.max'),
});

const players = z.array(bodyId(), { error: 'validation.required' }).max(MAX_GAME_PLAYERS, 'validation.maxItems');

export const GameInputSchema = z
  .strictObject({
    /** Singles or doubles: each side that lists players lists exactly 1 or 2 (checked by the server). */
    kind: z.enum(GAME_KINDS, { error: 'validation.enum' }).nullish(),
    homePersonIds: players.default([]),
    awayPersonIds: players.default([]),
    sets: z.array(SetInputSchema, { error: 'validation.required' }).max(MAX_GAME_SETS, 'validation.maxItems'),
  })
  .superRefine((g, ctx) => {
    for (const side of ['homePersonIds', 'awayPersonIds'] as const) {
      if (new Set(g[side]).size !== g[side].length) {
        ctx.addIssue({ code: 'custom', path: [side], message: 'leagueMatches.playerTwice' });
      }
    }
  });
export type GameInput = z.input<typeof GameInputSchema>;

const matchDetails = {
  startDate: boundedDateTime().nullish(),
  address: text({ max: 300 }).nullish().describe('Free text: where, when no venue of the register fits'),
  sportFieldId: bodyId().nullish().describe('The venue from the sport-fields register'),
  attendance: z
    .number({ error: 'validation.number' })
    .int('validation.integer')
    .min(0, 'validation.min')
    .max(1_000_000, 'validation.max')
    .nullish(),
  refereeId: bodyId().nullish(),
  refereeText: text({ max: 200 }).nullish(),
  organizer: text({ max: 200 }).nullish(),
  propositionUrl: text({ max: 500 })
    .refine((v) => v === '' || /^https?:\/\/\S+$/i.test(v), 'validation.format')
    .nullish(),
  note: text({ max: 2000, multiline: true }).nullish(),
};

const differentTeams = (
  v: { homeTeamId?: number | undefined; awayTeamId?: number | undefined },
  ctx: z.RefinementCtx,
) => {
  if (v.homeTeamId !== undefined && v.homeTeamId === v.awayTeamId) {
    ctx.addIssue({ code: 'custom', path: ['awayTeamId'], message: 'leagueMatches.sameTeam' });
  }
};

export const MatchCreateSchema = z
  .strictObject({ roundId: bodyId(), homeTeamId: bodyId(), awayTeamId: bodyId(), ...matchDetails })
  .superRefine(differentTeams)
  .meta({ id: 'LeagueMatchCreate' });
export type MatchCreate = z.input<typeof MatchCreateSchema>;

/** A match's change: the details given, and when `games` is given the whole score. */
export const MatchUpdateSchema = z
  .strictObject({
    roundId: bodyId().optional(),
    homeTeamId: bodyId().optional(),
    awayTeamId: bodyId().optional(),
    ...matchDetails,
    games: z
      .array(GameInputSchema, { error: 'validation.required' })
      .max(MAX_MATCH_GAMES, 'validation.maxItems')
      .optional(),
  })
  .superRefine(differentTeams)
  .meta({ id: 'LeagueMatchUpdate' });
export type MatchUpdate = z.input<typeof MatchUpdateSchema>;

/**
 * The office records a played match's result in one step: the whole (complete) score with the
 * match's details, and the match is published (approved only, when `publish` is false).
 */
export const MatchResultSchema = z
  .strictObject({
    ...matchDetails,
    games: z
      .array(GameInputSchema, { error: 'validation.required' })
      .min(1, 'validation.minItems')
      .max(MAX_MATCH_GAMES, 'validation.maxItems'),
    publish: z.boolean({ error: 'validation.boolean' }).optional(),
  })
  .meta({ id: 'LeagueMatchResult' });
export type MatchResult = z.input<typeof MatchResultSchema>;

/** A match not played, awarded to one side (the walkover's score: docs/decisions/leagues.md). */
export const WalkoverSchema = z
  .strictObject({ winner: z.enum(['home', 'away'], { error: 'validation.enum' }) })
  .meta({ id: 'LeagueMatchWalkover' });
export type Walkover = z.input<typeof WalkoverSchema>;

// --- Answers -------------------------------------------------------------------------------

const totals = {
  /** Games won (the spec's homeScore/awayScore); null while hidden or not entered. */
  homeScore: z.number().int().nullable(),
  awayScore: z.number().int().nullable(),
  homeSets: z.number().int().nullable(),
  awaySets: z.number().int().nullable(),
  homeBalls: z.number().int().nullable(),
  awayBalls: z.number().int().nullable(),
  homePoints: z.number().int().nullable(),
  awayPoints: z.number().int().nullable(),
};

export const LeagueMatchSummarySchema = z
  .object({
    id: z.number().int(),
    roundId: z.number().int(),
    homeTeamId: z.number().int(),
    homeTeamName: z.string(),
    awayTeamId: z.number().int(),
    awayTeamName: z.string(),
    startDate: z.string().nullable(),
    address: z.string().nullable(),
    /** Codebook tournamentMatchStates (MATCH_STATE). */
    stateId: z.number().int(),
    /** Whether the score is withheld from the caller (not yet published, not the caller's club). */
    scoreHidden: z.boolean(),
    ...totals,
  })
  .meta({ id: 'LeagueMatchSummary' });
export type LeagueMatchSummary = z.infer<typeof LeagueMatchSummarySchema>;

/**
 * The tabs of the list of matches across leagues: still to be played (scheduled, in progress,
 * postponed), played (finished, approved, published, walkover) and all (cancelled ones too).
 */
export const MATCH_LIST_TABS = ['upcoming', 'played', 'all'] as const;
export type MatchListTab = (typeof MATCH_LIST_TABS)[number];

/** A match in the list across every league the zone sees (the menu's "Utkání"): a round's match with where it belongs. */
export const LeagueMatchRowSchema = LeagueMatchSummarySchema.omit({ roundId: true, address: true })
  .extend({
    leagueId: z.number().int(),
    leagueName: z.string(),
    competitionId: z.number().int(),
    competitionName: z.string(),
    roundNumber: z.number().int(),
    roundName: z.string().nullable(),
    homeClubName: z.string(),
    awayClubName: z.string(),
    /** The venue picked from the register, else the free-text address. */
    venue: z.string().nullable(),
  })
  .meta({ id: 'LeagueMatchRow' });
export type LeagueMatchRow = z.infer<typeof LeagueMatchRowSchema>;

export const LeagueRoundSchema = z
  .object({
    id: z.number().int(),
    competitionId: z.number().int(),
    number: z.number().int(),
    name: z.string().nullable(),
    dateFrom: z.string().nullable(),
    dateTill: z.string().nullable(),
    matches: z.array(LeagueMatchSummarySchema),
    links: z.array(LinkSchema),
  })
  .meta({ id: 'LeagueRound' });
export type LeagueRound = z.infer<typeof LeagueRoundSchema>;

export const LeagueTeamRefSchema = z.object({ id: z.number().int(), name: z.string() }).meta({ id: 'LeagueTeamRef' });

export const CompetitionRoundsSchema = z
  .object({
    competitionId: z.number().int(),
    competitionName: z.string(),
    leagueId: z.number().int(),
    leagueName: z.string(),
    /** The competition's roundCount (1 single, 2 double; null not set). */
    roundCount: z.number().int().nullable(),
    /** The teams playing the competition, by name (the add-match selects). */
    teams: z.array(LeagueTeamRefSchema),
    rounds: z.array(LeagueRoundSchema),
  })
  .meta({ id: 'LeagueCompetitionRounds' });
export type CompetitionRounds = z.infer<typeof CompetitionRoundsSchema>;

export const MatchGameSchema = z
  .object({
    number: z.number().int(),
    kind: z.enum(GAME_KINDS).nullable(),
    homePersonIds: z.array(z.number().int()),
    awayPersonIds: z.array(z.number().int()),
    sets: z.array(z.object({ home: z.number().int(), away: z.number().int() })),
    homeSets: z.number().int(),
    awaySets: z.number().int(),
    homeBalls: z.number().int(),
    awayBalls: z.number().int(),
  })
  .meta({ id: 'LeagueMatchGame' });
export type MatchGame = z.infer<typeof MatchGameSchema>;

export const RosterPlayerSchema = z
  .object({ personId: z.number().int(), name: z.string(), teamPersonTypeId: z.number().int() })
  .meta({ id: 'LeagueRosterPlayer' });
export type RosterPlayer = z.infer<typeof RosterPlayerSchema>;

const matchTeam = z.object({ id: z.number().int(), name: z.string(), clubId: z.number().int(), clubName: z.string() });

export const LeagueMatchSchema = z
  .object({
    id: z.number().int(),
    leagueId: z.number().int(),
    leagueName: z.string(),
    competitionId: z.number().int(),
    competitionName: z.string(),
    roundId: z.number().int(),
    roundNumber: z.number().int(),
    roundName: z.string().nullable(),
    homeTeam: matchTeam,
    awayTeam: matchTeam,
    startDate: z.string().nullable(),
    address: z.string().nullable(),
    sportFieldId: z.number().int().nullable(),
    /** The venue's name and address (street, zip and city), when one is picked. */
    sportFieldName: z.string().nullable(),
    sportFieldAddress: z.string().nullable(),
    attendance: z.number().int().nullable(),
    refereeId: z.number().int().nullable(),
    refereeName: z.string().nullable(),
    refereeText: z.string().nullable(),
    organizer: z.string().nullable(),
    propositionUrl: z.string().nullable(),
    note: z.string().nullable(),
    /** Codebook tournamentMatchStates (MATCH_STATE). */
    stateId: z.number().int(),
    rules: z.object({
      gamePerMatch: z.number().int().nullable(),
      setMax: z.number().int().nullable(),
      isDraw: z.boolean(),
    }),
    scoreHidden: z.boolean(),
    games: z.array(MatchGameSchema),
    ...totals,
    /** The players (player, captain, substitute) of each team's roster in the competition. */
    homeRoster: z.array(RosterPlayerSchema),
    awayRoster: z.array(RosterPlayerSchema),
  })
  .meta({ id: 'LeagueMatch' });
export type LeagueMatch = z.infer<typeof LeagueMatchSchema>;

// --- Calls ---------------------------------------------------------------------------------

type Z = 'admin' | 'club' | 'personal';
const at = (zone: Z, action: string) => ({ kind: 'zone' as const, zone, action, module: 'league' as const });
const TAGS = ['leagues'];
const prefix = (zone: Z) => (zone === 'admin' ? '' : `${zone}.`);
const CompetitionIdParams = z.object({ competitionId: IdParamsSchema.shape.id });

function roundList(zone: Z) {
  return defineEndpoint({
    method: 'GET',
    path: `/api/${zone}-zone/leagues/competitions/:competitionId/rounds`,
    operationId: `${prefix(zone)}league.round.list`,
    summary:
      "A competition's rounds with their matches (outside the admin zone the score of a match not yet published shows only to the two teams' clubs); links: draw, round and match create",
    tags: TAGS,
    access: at(zone, 'tournament.round.list'),
    params: CompetitionIdParams,
    status: 200,
    response: itemEnvelope(CompetitionRoundsSchema),
  });
}

/** The matches of every league the zone sees; in the club zone those its teams play. */
function matchOverview(zone: 'admin' | 'club') {
  return defineEndpoint({
    method: 'GET',
    path: `/api/${zone}-zone/leagues/matches`,
    operationId: `${prefix(zone)}league.match.overview`,
    summary: `${
      zone === 'admin'
        ? 'The matches of every league'
        : "The matches the current club's teams play in every league it sees"
    } with league, competition, round, teams, venue, state and score (withheld as in the rounds); filters tab (upcoming, played, all), team, leagueName, seasonId, competitionId, teamId, clubName, stateId, startDate; sorts startDate (default), leagueName, stateId; ?format=csv|xlsx`,
    tags: TAGS,
    access: at(zone, 'tournament.match.list'),
    query: ListQueryStringSchema,
    status: 200,
    response: listEnvelope(LeagueMatchRowSchema),
  });
}

function matchGet(zone: Z) {
  return defineEndpoint({
    method: 'GET',
    path: `/api/${zone}-zone/leagues/matches/:id`,
    operationId: `${prefix(zone)}league.match.get`,
    summary: 'A match with its details, rules, games, totals and both rosters; links: the allowed actions',
    tags: TAGS,
    access: at(zone, 'tournament.match.list'),
    params: IdParamsSchema,
    status: 200,
    response: itemEnvelope(LeagueMatchSchema),
  });
}

function matchUpdate(zone: 'admin' | 'club') {
  return defineEndpoint({
    method: 'PUT',
    path: `/api/${zone}-zone/leagues/matches/:id`,
    operationId: `${prefix(zone)}league.match.update`,
    summary:
      zone === 'admin'
        ? "Change a match's details and, with `games`, its whole score (until published)"
        : "Change the details and score of the club's home match (while scheduled or in progress)",
    tags: TAGS,
    access: at(zone, 'league.match.update'),
    params: IdParamsSchema,
    body: MatchUpdateSchema,
    status: 202,
    response: itemEnvelope(LeagueMatchSchema),
  });
}

type Action = 'start' | 'end' | 'approve' | 'publish' | 'postpone' | 'cancel' | 'reopen';
function matchAction(zone: 'admin' | 'club', action: Action, summary: string) {
  return defineEndpoint({
    method: 'POST',
    path: `/api/${zone}-zone/leagues/matches/:id/${action}`,
    operationId: `${prefix(zone)}league.match.${action}`,
    summary,
    tags: TAGS,
    access: at(zone, `league.match.${action}`),
    params: IdParamsSchema,
    status: 200,
    response: itemEnvelope(LeagueMatchSchema),
  });
}

/** The referees a match may name: persons holding a referee role today, by name. */
export const RefereeCandidateSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    birthYear: z.number().int().nullable(),
    clubName: z.string().nullable(),
  })
  .meta({ id: 'LeagueRefereeCandidate' });
export type RefereeCandidate = z.infer<typeof RefereeCandidateSchema>;
export const RefereeSearchQuerySchema = z.object({
  search: text({ max: 100 }).optional().describe('Part of the name'),
  id: IdParamsSchema.shape.id.optional().describe('The one candidate of this id (the current choice)'),
});

function refereeCandidates(zone: 'admin' | 'club') {
  return defineEndpoint({
    method: 'GET',
    path: `/api/${zone}-zone/leagues/referees`,
    operationId: `${prefix(zone)}league.referee.list`,
    summary:
      'Persons with a referee role valid today, matching the search (at most 20, by name): the match referee picker',
    tags: TAGS,
    access: at(zone, 'league.match.update'),
    query: RefereeSearchQuerySchema,
    status: 200,
    response: itemEnvelope(z.array(RefereeCandidateSchema)),
  });
}

export const leagueMatchesEndpoints = {
  roundList: roundList('admin'),
  clubRoundList: roundList('club'),
  personalRoundList: roundList('personal'),
  draw: defineEndpoint({
    method: 'POST',
    path: '/api/admin-zone/leagues/competitions/:competitionId/draw',
    operationId: 'league.draw.generate',
    summary:
      "Generate the competition's round-robin draw (rounds and matches) from its teams; replaces a draw whose matches are all scheduled when asked",
    tags: TAGS,
    access: at('admin', 'league.round.generate'),
    params: CompetitionIdParams,
    body: DrawInputSchema,
    status: 201,
    response: itemEnvelope(DrawResultSchema),
  }),
  roundCreate: defineEndpoint({
    method: 'POST',
    path: '/api/admin-zone/leagues/competitions/:competitionId/rounds',
    operationId: 'league.round.create',
    summary: 'Add a round after the last one',
    tags: TAGS,
    access: at('admin', 'league.round.update'),
    params: CompetitionIdParams,
    body: RoundInputSchema,
    status: 201,
    response: itemEnvelope(LeagueRoundSchema),
  }),
  roundUpdate: defineEndpoint({
    method: 'PUT',
    path: '/api/admin-zone/leagues/rounds/:id',
    operationId: 'league.round.update',
    summary: "Change a round's name and dates",
    tags: TAGS,
    access: at('admin', 'league.round.update'),
    params: IdParamsSchema,
    body: RoundInputSchema,
    status: 202,
    response: itemEnvelope(LeagueRoundSchema),
  }),
  roundDelete: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin-zone/leagues/rounds/:id',
    operationId: 'league.round.delete',
    summary: 'Delete a round with its matches, while none of them is past scheduled',
    tags: TAGS,
    access: at('admin', 'league.round.update'),
    params: IdParamsSchema,
    status: 202,
    response: z.null(),
  }),
  matchOverview: matchOverview('admin'),
  clubMatchOverview: matchOverview('club'),
  matchGet: matchGet('admin'),
  clubMatchGet: matchGet('club'),
  personalMatchGet: matchGet('personal'),
  matchCreate: defineEndpoint({
    method: 'POST',
    path: '/api/admin-zone/leagues/competitions/:competitionId/matches',
    operationId: 'league.match.create',
    summary: 'Add a match of two teams of the competition to one of its rounds',
    tags: TAGS,
    access: at('admin', 'league.match.create'),
    params: CompetitionIdParams,
    body: MatchCreateSchema,
    status: 201,
    response: itemEnvelope(LeagueMatchSchema),
  }),
  matchUpdate: matchUpdate('admin'),
  clubMatchUpdate: matchUpdate('club'),
  matchDelete: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin-zone/leagues/matches/:id',
    operationId: 'league.match.delete',
    summary: 'Delete a match with its score (one with a played result only with `withResults=true`)',
    tags: TAGS,
    access: at('admin', 'league.match.delete'),
    params: IdParamsSchema,
    query: DeleteWithResultsQuerySchema,
    status: 202,
    response: z.null(),
  }),
  matchStart: matchAction('admin', 'start', 'Start a scheduled or postponed match'),
  clubMatchStart: matchAction('club', 'start', "Start the club's scheduled or postponed home match"),
  matchEnd: matchAction('admin', 'end', 'End a match in progress (its score must be complete)'),
  clubMatchEnd: matchAction('club', 'end', "End the club's home match in progress (its score must be complete)"),
  matchApprove: matchAction('admin', 'approve', 'Approve a finished match'),
  matchPublish: matchAction('admin', 'publish', 'Publish an approved match'),
  matchPostpone: matchAction('admin', 'postpone', 'Postpone a scheduled match (start it later)'),
  matchCancel: matchAction('admin', 'cancel', 'Cancel a match not yet ended: it is not played and does not count'),
  matchReopen: matchAction(
    'admin',
    'reopen',
    'Take back a walkover or a cancellation: the match is scheduled again (a walkover loses its score)',
  ),
  matchWalkover: defineEndpoint({
    method: 'POST',
    path: '/api/admin-zone/leagues/matches/:id/walkover',
    operationId: 'league.match.walkover',
    summary: 'Award a match not played to one side (the walkover counts in the standings)',
    tags: TAGS,
    access: at('admin', 'league.match.walkover'),
    params: IdParamsSchema,
    body: WalkoverSchema,
    status: 200,
    response: itemEnvelope(LeagueMatchSchema),
  }),
  matchResult: defineEndpoint({
    method: 'POST',
    path: '/api/admin-zone/leagues/matches/:id/result',
    operationId: 'league.match.result',
    summary:
      "Record a played match's complete score and details in one step: the match is published (approved with `publish: false`)",
    tags: TAGS,
    access: at('admin', 'league.match.result'),
    params: IdParamsSchema,
    body: MatchResultSchema,
    status: 200,
    response: itemEnvelope(LeagueMatchSchema),
  }),
  refereeList: refereeCandidates('admin'),
  clubRefereeList: refereeCandidates('club'),
};
