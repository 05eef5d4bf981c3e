// Leagues (issue 16; spec 001 §2 "Leagues", §3 League/competition part): a league is a tournament
// of the league type (codebook tournamentTypes LEAGUE) whose disciplines are its competitions.
// The league list, detail, its competitions and attachments. Rules: docs/decisions.md "Leagues".
import { z } from 'zod';
import { defineEndpoint, type EndpointDef } from './common/endpoint';
import { itemEnvelope, LinkSchema, listEnvelope } from './common/envelope';
import { ListExportQuerySchema, ListQueryStringSchema } from './common/list-query-schema';
import { AuditSchema, bodyId, boundedDate, dateRangeBothWays, IdParamsSchema } from './common/schemas';
import { text } from './common/text';
import { TournamentAttachmentCreateSchema, TournamentAttachmentSchema } from './tournaments';

/** Codebook tournamentTypes: the league type (migration 0023). */
export const LEAGUE_TYPE_ID = 7;

/** Codebook tournamentMatchStates (spec 001 §4 match actions start, end, approve, publish). */
export const MATCH_STATE = {
  scheduled: 1,
  inProgress: 2,
  finished: 3,
  approved: 4,
  published: 5,
  postponed: 6,
  walkover: 7,
  cancelled: 8,
} as const;

/** Matches the standings count in the admin zone (approved, published, and walkovers: the office's decision). */
export const COUNTED_MATCH_STATES = [MATCH_STATE.approved, MATCH_STATE.published, MATCH_STATE.walkover] as const;
/** Matches with a played (or awarded) result: deleting them, or what holds them, asks for a confirmation. */
export const RESULT_MATCH_STATES = [
  MATCH_STATE.finished,
  MATCH_STATE.approved,
  MATCH_STATE.published,
  MATCH_STATE.walkover,
] as const;
/**
 * Matches the standings count, and whose score shows, outside the admin zone ("only published
 * matches count publicly"); a walkover is decided by the office and public at once.
 */
export const PUBLIC_MATCH_STATES = [MATCH_STATE.published, MATCH_STATE.walkover] as const;

/** Deleting what has played results: refused (409 `results_exist`) unless confirmed with `withResults=true`. */
export const DeleteWithResultsQuerySchema = z.object({
  withResults: z
    .enum(['true', 'false'], { error: 'validation.boolean' })
    .optional()
    .describe('Delete also when played results go with it'),
});

/**
 * League points a match gives each team (docs/decisions.md "Leagues"); the side that loses by
 * walkover gets none (a played loss still earns one).
 */
export const LEAGUE_POINTS = { win: 3, draw: 2, loss: 1, walkoverLoss: 0 } as const;

/** Codebook teamPersonTypes (roster types). */
export const TEAM_PERSON_TYPE = {
  player: 1,
  captain: 2,
  substitute: 3,
  coach: 4,
  teamManager: 5,
  physio: 6,
} as const;

/**
 * Codebook tournamentStates a league may be set to by the office's form: draft (only the admin zone
 * and its organizer club see it), published, cancelled, archived (both frozen: no change, 409).
 */
export const LEAGUE_STATES = [1, 2, 5, 6] as const;
export const LEAGUE_STATE = { draft: 1, published: 2, cancelled: 5, archived: 6 } as const;
/** Codebook tournamentSystems: the league system, a competition's default. */
export const LEAGUE_SYSTEM_ID = 6;
/** Codebook tournamentCompetitionStates. */
export const LEAGUE_COMPETITION_STATE = { open: 1, closed: 2, approved: 3, cancelled: 4 } as const;

export const LEAGUE_LIMITS = { name: 200, text: 200, note: 4000, gamePerMatch: 20, setMax: 9 } as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const id = bodyId();

/** The league of a call that lists something inside it. */
export const LeagueIdParamsSchema = z.object({ leagueId: IdParamsSchema.shape.id });

/**
 * The cross-field rules run even when another field is already refused (zod skips them by
 * default), so one answer names every bad field.
 */
const always = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null };

// --- League ---

export const LeagueWriteSchema = z
  .strictObject({
    name: text({ max: LEAGUE_LIMITS.name, required: true }),
    seasonId: id.describe('The season (required)'),
    dateFrom: z.string({ error: 'validation.required' }).pipe(boundedDate()),
    dateTill: z.string({ error: 'validation.required' }).pipe(boundedDate()),
    stateId: z
      .number({ error: 'validation.number' })
      .int('validation.integer')
      .refine((v) => (LEAGUE_STATES as readonly number[]).includes(v), 'leagues.stateNotAllowed')
      .default(LEAGUE_STATE.draft)
      .describe('Codebook tournamentStates: 1 draft, 2 published, 5 cancelled, 6 archived'),
    organizerId: id.nullish().describe('The organizing club'),
    organizerText: text({ max: LEAGUE_LIMITS.text }).nullish(),
    contactName: text({ max: LEAGUE_LIMITS.text }).nullish(),
    contactPhone: text({ max: 40 }).nullish(),
    contactEmail: text({ max: 254 })
      .refine((v) => v === '' || EMAIL_PATTERN.test(v), 'validation.email')
      .nullish(),
    note: text({ max: LEAGUE_LIMITS.note, multiline: true }).nullish(),
  })
  .superRefine(dateRangeBothWays('dateFrom', 'dateTill'), always)
  .meta({ id: 'LeagueWrite' });
export type LeagueWrite = z.input<typeof LeagueWriteSchema>;
export type LeagueWriteParsed = z.output<typeof LeagueWriteSchema>;

export const LeagueListItemSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    seasonId: z.number().int(),
    seasonName: z.string(),
    dateFrom: z.string(),
    dateTill: z.string(),
    stateId: z.number().int(),
    organizerId: z.number().int().nullable(),
    organizerName: z.string().nullable(),
    competitionCount: z.number().int(),
    teamCount: z.number().int(),
    links: z.array(LinkSchema),
  })
  .meta({ id: 'LeagueListItem' });
export type LeagueListItem = z.infer<typeof LeagueListItemSchema>;

export const LeagueCompetitionSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  stateId: z.number().int().nullable(),
  dateFrom: z.string().nullable(),
  dateTill: z.string().nullable(),
  teamCount: z.number().int(),
  matchCount: z.number().int(),
});
export type LeagueCompetitionSummary = z.infer<typeof LeagueCompetitionSummarySchema>;

export const LeagueSchema = LeagueListItemSchema.omit({ links: true })
  .extend({
    organizerText: z.string().nullable(),
    contactName: z.string().nullable(),
    contactPhone: z.string().nullable(),
    contactEmail: z.string().nullable(),
    note: z.string().nullable(),
    /** Whether the league may still change (not cancelled or archived). */
    isEditable: z.boolean(),
    attachmentCount: z.number().int(),
    competitions: z.array(LeagueCompetitionSummarySchema),
    ...AuditSchema,
  })
  .meta({ id: 'League' });
export type League = z.infer<typeof LeagueSchema>;

// --- Competition (spec 001 §3 League/competition part) ---

const count = (min: number, max: number) =>
  z
    .number({ error: 'validation.number' })
    .int('validation.integer')
    .min(min, 'validation.min')
    .max(max, 'validation.max');

export const LeagueCompetitionWriteSchema = z
  .strictObject({
    name: text({ max: LEAGUE_LIMITS.name, required: true }),
    ageCategoryGroupId: id.nullish().describe('Codebook ageCategoryGroups'),
    stateId: id.default(LEAGUE_COMPETITION_STATE.open).describe('Codebook tournamentCompetitionStates'),
    dateFrom: boundedDate().nullish(),
    dateTill: boundedDate().nullish(),
    gamePerMatch: count(1, LEAGUE_LIMITS.gamePerMatch).nullish().describe('Games (rubbers) of one match; null = 1'),
    isDraw: z.boolean({ error: 'validation.boolean' }).default(false).describe('Whether a match may end in a draw'),
    openForParticipants: boundedDate().nullish().describe('First day of the application window'),
    closeForParticipants: boundedDate().nullish().describe('Last day of the application window'),
    resultTypeId: id.nullish().describe('Codebook tournamentResultTypes'),
    roundCount: z
      .number({ error: 'validation.number' })
      .int('validation.integer')
      .refine((v) => v === 1 || v === 2, 'leagues.roundCount')
      .nullish()
      .describe('1 single, 2 double round robin'),
    setMax: z
      .number({ error: 'validation.number' })
      .int('validation.integer')
      .refine((v) => v >= 1 && v <= LEAGUE_LIMITS.setMax && v % 2 === 1, 'leagues.setMax')
      .nullish()
      .describe('Most sets of one game (best of setMax): odd, 1..9; null = 3'),
    systemId: id.default(LEAGUE_SYSTEM_ID).describe('Codebook tournamentSystems (default 6, league)'),
  })
  .superRefine(dateRangeBothWays('dateFrom', 'dateTill'), always)
  .superRefine(dateRangeBothWays('openForParticipants', 'closeForParticipants'), always)
  .meta({ id: 'LeagueCompetitionWrite' });
export type LeagueCompetitionWrite = z.input<typeof LeagueCompetitionWriteSchema>;
export type LeagueCompetitionWriteParsed = z.output<typeof LeagueCompetitionWriteSchema>;

export const LeagueCompetitionSchema = z
  .object({
    id: z.number().int(),
    leagueId: z.number().int(),
    leagueName: z.string(),
    leagueStateId: z.number().int(),
    name: z.string(),
    ageCategoryGroupId: z.number().int().nullable(),
    stateId: z.number().int().nullable(),
    dateFrom: z.string().nullable(),
    dateTill: z.string().nullable(),
    gamePerMatch: z.number().int().nullable(),
    isDraw: z.boolean(),
    openForParticipants: z.string().nullable(),
    closeForParticipants: z.string().nullable(),
    /** Today is within the application window (open and close days included; a missing end is open). */
    isOpenForParticipants: z.boolean(),
    resultTypeId: z.number().int().nullable(),
    roundCount: z.number().int().nullable(),
    setMax: z.number().int().nullable(),
    systemId: z.number().int().nullable(),
    teamCount: z.number().int(),
    matchCount: z.number().int(),
    links: z.array(LinkSchema),
  })
  .meta({ id: 'LeagueCompetition' });
export type LeagueCompetition = z.infer<typeof LeagueCompetitionSchema>;

export const LeagueAttachmentCreateSchema = TournamentAttachmentCreateSchema;
export const LeagueAttachmentSchema = TournamentAttachmentSchema;
export type LeagueAttachment = z.infer<typeof LeagueAttachmentSchema>;

// --- Calls ---

type LeagueZone = 'admin' | 'club' | 'personal';
const zoneAccess = (zone: LeagueZone, action: string) => ({
  kind: 'zone' as const,
  zone,
  action,
  module: 'league' as const,
});
const admin = (action: string) => zoneAccess('admin', action);

const LEAGUE_LIST =
  'filters name (case and accents ignored), seasonId, stateId, dateFrom; sorts name, dateFrom (default descending), season, stateId; ?format=csv|xlsx: the whole list as a file';

function leagueReadCalls(zone: LeagueZone) {
  const base = `/api/${zone}-zone/leagues`;
  const who =
    zone === 'admin'
      ? 'every league'
      : zone === 'club'
        ? 'published ones and the drafts the club organizes'
        : 'published ones';
  return {
    list: defineEndpoint({
      method: 'GET',
      path: base,
      operationId: `${zone}.league.list`,
      summary: `Leagues (${who}); ${LEAGUE_LIST}`,
      tags: ['leagues'],
      access: zoneAccess(zone, 'tournament.dynamic.competition.list.full'),
      query: ListQueryStringSchema,
      status: 200,
      response: listEnvelope(LeagueListItemSchema),
    }),
    get: defineEndpoint({
      method: 'GET',
      path: `${base}/:id`,
      operationId: `${zone}.league.get`,
      summary: 'One league with its competitions and the actions the caller may take now (links)',
      tags: ['leagues'],
      access: zoneAccess(zone, 'tournament.dynamic.get'),
      params: IdParamsSchema,
      status: 200,
      response: itemEnvelope(LeagueSchema),
    }),
    competitions: defineEndpoint({
      method: 'GET',
      path: `${base}/:leagueId/competitions`,
      operationId: `${zone}.league.competition.list`,
      summary: 'The competitions of a league the zone sees, by name; ?format=csv|xlsx: as a file',
      tags: ['leagues'],
      access: zoneAccess(zone, 'tournament.dynamic.get'),
      params: LeagueIdParamsSchema,
      query: ListQueryStringSchema,
      status: 200,
      response: listEnvelope(LeagueCompetitionSchema),
    }),
    competition: defineEndpoint({
      method: 'GET',
      path: `${base}/competitions/:id`,
      operationId: `${zone}.league.competition.get`,
      summary: 'One competition of a league the zone sees, with its links',
      tags: ['leagues'],
      access: zoneAccess(zone, 'tournament.dynamic.get'),
      params: IdParamsSchema,
      status: 200,
      response: itemEnvelope(LeagueCompetitionSchema),
    }),
    attachments: defineEndpoint({
      method: 'GET',
      path: `${base}/:leagueId/attachments`,
      operationId: `${zone}.league.attachment.list`,
      summary:
        'The attachments of a league the zone sees, oldest first, each with a download URL; ?format=csv|xlsx: as a file',
      tags: ['leagues'],
      access: zoneAccess(zone, 'tournament.dynamic.get'),
      params: LeagueIdParamsSchema,
      query: ListExportQuerySchema,
      status: 200,
      response: listEnvelope(LeagueAttachmentSchema),
    }),
  };
}

const adminRead = leagueReadCalls('admin');
const clubRead = leagueReadCalls('club');
const personalRead = leagueReadCalls('personal');

/** The read calls of each zone. */
export const LEAGUE_READ_CALLS = { admin: adminRead, club: clubRead, personal: personalRead } as const;

export const leaguesEndpoints = {
  list: adminRead.list,
  get: adminRead.get,
  competitionList: adminRead.competitions,
  competitionGet: adminRead.competition,
  attachmentList: adminRead.attachments,
  clubList: clubRead.list,
  clubGet: clubRead.get,
  clubCompetitionList: clubRead.competitions,
  clubCompetitionGet: clubRead.competition,
  clubAttachmentList: clubRead.attachments,
  personalList: personalRead.list,
  personalGet: personalRead.get,
  personalCompetitionList: personalRead.competitions,
  personalCompetitionGet: personalRead.competition,
  personalAttachmentList: personalRead.attachments,
  create: defineEndpoint({
    method: 'POST',
    path: '/api/admin-zone/leagues',
    operationId: 'league.create',
    summary: 'Create a league (a tournament of the league type)',
    tags: ['leagues'],
    access: admin('league.create'),
    body: LeagueWriteSchema,
    status: 201,
    response: itemEnvelope(LeagueSchema),
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/admin-zone/leagues/:id',
    operationId: 'league.update',
    summary: 'Change a league (also its state: draft, published, cancelled, archived); cancelled or archived: 409',
    tags: ['leagues'],
    access: admin('league.update'),
    params: IdParamsSchema,
    body: LeagueWriteSchema,
    status: 202,
    response: itemEnvelope(LeagueSchema),
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin-zone/leagues/:id',
    operationId: 'league.delete',
    summary: 'Delete a league with everything of it (competitions, teams, rosters, rounds, matches, attachments)',
    tags: ['leagues'],
    access: admin('league.delete'),
    params: IdParamsSchema,
    status: 202,
    response: z.null(),
  }),
  competitionCreate: defineEndpoint({
    method: 'POST',
    path: '/api/admin-zone/leagues/:id/competitions',
    operationId: 'league.competition.create',
    summary: 'Add a competition to a league (cancelled or archived league: 409)',
    tags: ['leagues'],
    access: admin('league.competition.create'),
    params: IdParamsSchema,
    body: LeagueCompetitionWriteSchema,
    status: 201,
    response: itemEnvelope(LeagueCompetitionSchema),
  }),
  competitionUpdate: defineEndpoint({
    method: 'PUT',
    path: '/api/admin-zone/leagues/competitions/:id',
    operationId: 'league.competition.update',
    summary: 'Change a competition (cancelled or archived league: 409)',
    tags: ['leagues'],
    access: admin('league.competition.update'),
    params: IdParamsSchema,
    body: LeagueCompetitionWriteSchema,
    status: 202,
    response: itemEnvelope(LeagueCompetitionSchema),
  }),
  competitionDelete: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin-zone/leagues/competitions/:id',
    operationId: 'league.competition.delete',
    summary:
      'Delete a competition with its teams entered, rosters, rounds and matches (with played results only with `withResults=true`)',
    tags: ['leagues'],
    access: admin('league.competition.delete'),
    params: IdParamsSchema,
    query: DeleteWithResultsQuerySchema,
    status: 202,
    response: z.null(),
  }),
  attachmentCreate: defineEndpoint({
    method: 'POST',
    path: '/api/admin-zone/leagues/:id/attachments',
    operationId: 'league.attachment.create',
    summary: 'Attach an uploaded file (purpose tournament-attachment) to a league',
    tags: ['leagues'],
    access: admin('league.attachment.create'),
    params: IdParamsSchema,
    body: LeagueAttachmentCreateSchema,
    status: 201,
    response: itemEnvelope(LeagueAttachmentSchema),
  }),
  attachmentDelete: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin-zone/leagues/attachments/:id',
    operationId: 'league.attachment.delete',
    summary: 'Delete an attachment of a league and its file',
    tags: ['leagues'],
    access: admin('league.attachment.delete'),
    params: IdParamsSchema,
    status: 202,
    response: z.null(),
  }),
} satisfies Record<string, EndpointDef>;
