// The national teams (issue 32; spec 000 §2.3 pages `representation`, `representation__teams`,
// `representation__events`, `representation__matches`): teams per sport discipline, age category,
// sex and season; their squads of nominated persons, each nomination answered by the athlete
// (personal zone) or their club (club zone); team events (camps, tournaments abroad) and
// international matches; a public page per team (names and clubs of the squad, match results).
// docs/decisions/representation.md.
import { z } from 'zod';
import { defineEndpoint } from './common/endpoint';
import { itemEnvelope, listEnvelope } from './common/envelope';
import { ListQueryStringSchema } from './common/list-query-schema';
import { AuditSchema, bodyId, boundedDate, dateRangeBothWays, IdParamsSchema, TIME_PATTERN } from './common/schemas';
import { text } from './common/text';

export const NOMINATION_STATES = ['pending', 'accepted', 'declined'] as const;
export type NominationState = (typeof NOMINATION_STATES)[number];
/** An answer to a nomination. */
export const NOMINATION_ANSWERS = ['accepted', 'declined'] as const;
export type NominationAnswer = (typeof NOMINATION_ANSWERS)[number];
export const REPRESENTATION_EVENT_KINDS = ['camp', 'tournament', 'other'] as const;
export type RepresentationEventKind = (typeof REPRESENTATION_EVENT_KINDS)[number];

export const REPRESENTATION_LIMITS = { name: 200, place: 200, note: 2000, competition: 200, score: 999 } as const;

const optionalText = (max: number, multiline = false) => text({ max, multiline }).nullish();

// --- teams -------------------------------------------------------------------------------------

export const RepresentationTeamWriteSchema = z
  .strictObject({
    name: text({ max: REPRESENTATION_LIMITS.name, required: true }),
    sportDisciplineId: bodyId().describe('Codebook sportDisciplines'),
    ageCategoryId: bodyId().describe('Codebook ageCategories: its ageFrom/ageTo bound who may be nominated'),
    sexId: bodyId().nullish().describe('Sexes (empty: a mixed team)'),
    seasonId: bodyId(),
    note: optionalText(REPRESENTATION_LIMITS.note, true),
  })
  .meta({ id: 'RepresentationTeamWrite' });
export type RepresentationTeamWrite = z.input<typeof RepresentationTeamWriteSchema>;

export const RepresentationTeamListItemSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    sportDisciplineId: z.number().int(),
    ageCategoryId: z.number().int(),
    sexId: z.number().int().nullable(),
    seasonId: z.number().int(),
    seasonName: z.string(),
    /** Nominations that are not declined. */
    squadCount: z.number().int(),
    acceptedCount: z.number().int(),
    pendingCount: z.number().int(),
    declinedCount: z.number().int(),
  })
  .meta({ id: 'RepresentationTeamListItem' });
export type RepresentationTeamListItem = z.infer<typeof RepresentationTeamListItemSchema>;

export const RepresentationTeamSchema = RepresentationTeamListItemSchema.extend({
  note: z.string().nullable(),
  eventCount: z.number().int(),
  matchCount: z.number().int(),
  ...AuditSchema,
}).meta({ id: 'RepresentationTeam' });
export type RepresentationTeam = z.infer<typeof RepresentationTeamSchema>;

// --- nominations -------------------------------------------------------------------------------

export const NominationCreateSchema = z
  .strictObject({ personId: bodyId().describe('The person nominated (persons register)') })
  .meta({ id: 'NominationCreate' });
export type NominationCreate = z.input<typeof NominationCreateSchema>;

export const NominationAnswerSchema = z
  .strictObject({
    answer: z.enum(NOMINATION_ANSWERS, { error: 'validation.enum' }).describe('accepted or declined'),
  })
  .meta({ id: 'NominationAnswerBody' });
export type NominationAnswerBody = z.input<typeof NominationAnswerSchema>;

/** A nomination as the office and the club see it. */
export const NominationSchema = z
  .object({
    id: z.number().int(),
    teamId: z.number().int(),
    personId: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    registrationNumber: z.string().nullable(),
    birthDate: z.string().nullable(),
    sexId: z.number().int().nullable(),
    /** The club of the person's role valid today (an athlete's first). */
    clubId: z.number().int().nullable(),
    clubName: z.string().nullable(),
    state: z.enum(NOMINATION_STATES),
    answeredDate: z.string().nullable(),
    /** Who answered: the athlete or their club. */
    answeredAs: z.enum(['person', 'club']).nullable(),
    createdDate: z.string(),
  })
  .meta({ id: 'Nomination' });
export type Nomination = z.infer<typeof NominationSchema>;

/** A nomination with its team, for the member's and the club's pages. */
export const NominationWithTeamSchema = NominationSchema.extend({
  teamName: z.string(),
  sportDisciplineId: z.number().int(),
  ageCategoryId: z.number().int(),
  teamSexId: z.number().int().nullable(),
  seasonId: z.number().int(),
  seasonName: z.string(),
}).meta({ id: 'NominationWithTeam' });
export type NominationWithTeam = z.infer<typeof NominationWithTeamSchema>;

// --- events ------------------------------------------------------------------------------------

export const RepresentationEventWriteSchema = z
  .strictObject({
    teamId: bodyId(),
    name: text({ max: REPRESENTATION_LIMITS.name, required: true }),
    kind: z.enum(REPRESENTATION_EVENT_KINDS, { error: 'validation.enum' }).describe('camp, tournament or other'),
    dateFrom: boundedDate(),
    dateTill: boundedDate(),
    place: optionalText(REPRESENTATION_LIMITS.place),
    countryId: bodyId().nullish().describe('Countries (empty: at home or not given)'),
    note: optionalText(REPRESENTATION_LIMITS.note, true),
    participantIds: z
      .array(bodyId(), { error: 'validation.array' })
      .max(200, 'validation.maxItems')
      .default([])
      .describe("Persons taking part: each nominated to the event's team and not declined"),
  })
  .superRefine(dateRangeBothWays('dateFrom', 'dateTill'))
  .meta({ id: 'RepresentationEventWrite' });
export type RepresentationEventWrite = z.input<typeof RepresentationEventWriteSchema>;

export const RepresentationEventListItemSchema = z
  .object({
    id: z.number().int(),
    teamId: z.number().int(),
    teamName: z.string(),
    name: z.string(),
    kind: z.enum(REPRESENTATION_EVENT_KINDS),
    dateFrom: z.string(),
    dateTill: z.string(),
    place: z.string().nullable(),
    countryId: z.number().int().nullable(),
    participantCount: z.number().int(),
  })
  .meta({ id: 'RepresentationEventListItem' });
export type RepresentationEventListItem = z.infer<typeof RepresentationEventListItemSchema>;

export const RepresentationEventSchema = RepresentationEventListItemSchema.extend({
  note: z.string().nullable(),
  participants: z.array(
    z.object({
      personId: z.number().int(),
      firstName: z.string(),
      lastName: z.string(),
      clubName: z.string().nullable(),
    }),
  ),
  ...AuditSchema,
}).meta({ id: 'RepresentationEvent' });
export type RepresentationEvent = z.infer<typeof RepresentationEventSchema>;

// --- matches -----------------------------------------------------------------------------------

const score = () =>
  z
    .number({ error: 'validation.number' })
    .int('validation.integer')
    .min(0, 'validation.min')
    .max(REPRESENTATION_LIMITS.score, 'validation.max')
    .nullish();

export const RepresentationMatchWriteSchema = z
  .strictObject({
    teamId: bodyId(),
    date: boundedDate(),
    time: z.string({ error: 'validation.string' }).regex(TIME_PATTERN, 'validation.format').nullish().describe('HH:MM'),
    opponentCountryId: bodyId().describe('Countries'),
    competition: optionalText(REPRESENTATION_LIMITS.competition),
    place: optionalText(REPRESENTATION_LIMITS.place),
    scoreOwn: score().describe("The team's score (empty until played; both or neither)"),
    scoreOpponent: score().describe("The opponent's score"),
    note: optionalText(REPRESENTATION_LIMITS.note, true),
  })
  .superRefine((v, ctx) => {
    const own = v.scoreOwn ?? null;
    const opponent = v.scoreOpponent ?? null;
    if ((own === null) !== (opponent === null))
      ctx.addIssue({
        code: 'custom',
        path: [own === null ? 'scoreOwn' : 'scoreOpponent'],
        message: 'representation.scoreBoth',
      });
  })
  .meta({ id: 'RepresentationMatchWrite' });
export type RepresentationMatchWrite = z.input<typeof RepresentationMatchWriteSchema>;

export const RepresentationMatchSchema = z
  .object({
    id: z.number().int(),
    teamId: z.number().int(),
    teamName: z.string(),
    date: z.string(),
    time: z.string().nullable(),
    opponentCountryId: z.number().int(),
    competition: z.string().nullable(),
    place: z.string().nullable(),
    scoreOwn: z.number().int().nullable(),
    scoreOpponent: z.number().int().nullable(),
    note: z.string().nullable(),
  })
  .meta({ id: 'RepresentationMatch' });
export type RepresentationMatch = z.infer<typeof RepresentationMatchSchema>;

// --- overview ----------------------------------------------------------------------------------

export const RepresentationOverviewSchema = z
  .object({
    /** The season of today (else the latest). */
    season: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    teams: z.array(RepresentationTeamListItemSchema),
    /** Events not over yet, soonest first (at most 10). */
    upcomingEvents: z.array(RepresentationEventListItemSchema),
    /** Matches from today on, soonest first (at most 10). */
    upcomingMatches: z.array(RepresentationMatchSchema),
  })
  .meta({ id: 'RepresentationOverview' });
export type RepresentationOverview = z.infer<typeof RepresentationOverviewSchema>;

// --- public ------------------------------------------------------------------------------------

/** A team in the public list. */
export const PublicRepresentationTeamSummarySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    sportDisciplineId: z.number().int(),
    ageCategoryId: z.number().int(),
    sexId: z.number().int().nullable(),
    seasonId: z.number().int(),
    seasonName: z.string(),
    /** Accepted nominations. */
    squadCount: z.number().int(),
  })
  .meta({ id: 'PublicRepresentationTeamSummary' });
export type PublicRepresentationTeamSummary = z.infer<typeof PublicRepresentationTeamSummarySchema>;

/** A member of the public squad: a name and a club, nothing more (no ids, dates or contacts). */
export const PublicSquadMemberSchema = z
  .object({ firstName: z.string(), lastName: z.string(), clubName: z.string().nullable() })
  .meta({ id: 'PublicSquadMember' });
export type PublicSquadMember = z.infer<typeof PublicSquadMemberSchema>;

export const PublicRepresentationMatchSchema = z
  .object({
    date: z.string(),
    time: z.string().nullable(),
    opponentCountryId: z.number().int(),
    competition: z.string().nullable(),
    place: z.string().nullable(),
    scoreOwn: z.number().int().nullable(),
    scoreOpponent: z.number().int().nullable(),
  })
  .meta({ id: 'PublicRepresentationMatch' });
export type PublicRepresentationMatch = z.infer<typeof PublicRepresentationMatchSchema>;

/** The public page of a team: the accepted squad (names and clubs) and the matches. */
export const PublicRepresentationTeamSchema = PublicRepresentationTeamSummarySchema.extend({
  squad: z.array(PublicSquadMemberSchema),
  matches: z.array(PublicRepresentationMatchSchema),
}).meta({ id: 'PublicRepresentationTeam' });
export type PublicRepresentationTeam = z.infer<typeof PublicRepresentationTeamSchema>;

// --- endpoints ---------------------------------------------------------------------------------

const TAGS = ['representation'];
const ADMIN = '/api/admin-zone/representation';
const admin = (action: 'list' | 'update') => ({
  kind: 'zone' as const,
  zone: 'admin' as const,
  action: `representation.${action}`,
});
const member = (zone: 'personal' | 'club', action: 'list' | 'answer') => ({
  kind: 'zone' as const,
  zone,
  action: `representation.nomination.${action}`,
});
/** The query of a public call that takes none: any parameter is refused by name. */
const NoQuerySchema = z.strictObject({});

export const TEAM_LIST_FILTERS =
  'filters name (accent-insensitive), seasonId, sportDisciplineId, ageCategoryId, sexId; sorts name, seasonId';
export const EVENT_LIST_FILTERS =
  'filters name, teamId, kind, seasonId, dateFrom (valueDateRange), upcoming (true: not over by today); sorts dateFrom, name';
export const MATCH_LIST_FILTERS =
  'filters teamId, opponentCountryId, seasonId, date (valueDateRange), played; sorts date';

const crud = <W extends z.ZodType, I extends z.ZodType, L extends z.ZodType>(
  path: string,
  noun: string,
  write: W,
  item: I,
  listItem: L,
  filters: string,
) => ({
  list: defineEndpoint({
    method: 'GET',
    path: `${ADMIN}/${path}`,
    operationId: `admin.representation.${noun}.list`,
    summary: `National team ${noun}s; ${filters}`,
    tags: TAGS,
    access: admin('list'),
    query: ListQueryStringSchema,
    status: 200,
    response: listEnvelope(listItem),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${ADMIN}/${path}/:id`,
    operationId: `admin.representation.${noun}.get`,
    summary: `A national team ${noun}`,
    tags: TAGS,
    access: admin('list'),
    params: IdParamsSchema,
    status: 200,
    response: itemEnvelope(item),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: `${ADMIN}/${path}`,
    operationId: `admin.representation.${noun}.create`,
    summary: `Add a national team ${noun}`,
    tags: TAGS,
    access: admin('update'),
    body: write,
    status: 201,
    response: itemEnvelope(item),
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: `${ADMIN}/${path}/:id`,
    operationId: `admin.representation.${noun}.update`,
    summary: `Change a national team ${noun}`,
    tags: TAGS,
    access: admin('update'),
    params: IdParamsSchema,
    body: write,
    status: 200,
    response: itemEnvelope(item),
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: `${ADMIN}/${path}/:id`,
    operationId: `admin.representation.${noun}.delete`,
    summary: `Delete a national team ${noun}${noun === 'team' ? ' (with its squad, events and matches)' : ''}`,
    tags: TAGS,
    access: admin('update'),
    params: IdParamsSchema,
    status: 204,
    response: z.null(),
  }),
});

const teams = crud(
  'teams',
  'team',
  RepresentationTeamWriteSchema,
  RepresentationTeamSchema,
  RepresentationTeamListItemSchema,
  TEAM_LIST_FILTERS,
);
const events = crud(
  'events',
  'event',
  RepresentationEventWriteSchema,
  RepresentationEventSchema,
  RepresentationEventListItemSchema,
  EVENT_LIST_FILTERS,
);
const matches = crud(
  'matches',
  'match',
  RepresentationMatchWriteSchema,
  RepresentationMatchSchema,
  RepresentationMatchSchema,
  MATCH_LIST_FILTERS,
);

const nominationList = (zone: 'personal' | 'club') =>
  defineEndpoint({
    method: 'GET',
    path: `/api/${zone}-zone/representation/nominations`,
    operationId: `${zone}.representation.nomination.list`,
    summary:
      zone === 'personal'
        ? "The member's own nominations to national teams, newest season first"
        : "Nominations of the current club's members (a role in the club valid today), newest season first",
    tags: TAGS,
    access: member(zone, 'list'),
    query: NoQuerySchema,
    status: 200,
    response: itemEnvelope(z.array(NominationWithTeamSchema)),
  });
const nominationAnswer = (zone: 'personal' | 'club') =>
  defineEndpoint({
    method: 'POST',
    path: `/api/${zone}-zone/representation/nominations/:id/answer`,
    operationId: `${zone}.representation.nomination.answer`,
    summary:
      zone === 'personal'
        ? "Accept or decline one's own nomination (another member's: 403)"
        : "Accept or decline a nomination of the current club's member (another's: 403)",
    tags: TAGS,
    access: member(zone, 'answer'),
    params: IdParamsSchema,
    body: NominationAnswerSchema,
    status: 200,
    response: itemEnvelope(NominationWithTeamSchema),
  });

export const representationEndpoints = {
  overview: defineEndpoint({
    method: 'GET',
    path: `${ADMIN}/overview`,
    operationId: 'admin.representation.overview',
    summary: "The teams of today's season with their squad counts, and the upcoming events and matches",
    tags: TAGS,
    access: admin('list'),
    query: NoQuerySchema,
    status: 200,
    response: itemEnvelope(RepresentationOverviewSchema),
  }),
  teamList: teams.list,
  teamGet: teams.get,
  teamCreate: teams.create,
  teamUpdate: teams.update,
  teamDelete: teams.delete,
  nominationList: defineEndpoint({
    method: 'GET',
    path: `${ADMIN}/teams/:id/nominations`,
    operationId: 'admin.representation.nomination.list',
    summary: "A team's squad: every nomination with its state, by last and first name",
    tags: TAGS,
    access: admin('list'),
    params: IdParamsSchema,
    query: NoQuerySchema,
    status: 200,
    response: itemEnvelope(z.array(NominationSchema)),
  }),
  nominationCreate: defineEndpoint({
    method: 'POST',
    path: `${ADMIN}/teams/:id/nominations`,
    operationId: 'admin.representation.nomination.create',
    summary:
      "Nominate a person to the team (of the team's sex and age category; twice: 409); the person gets an e-mail",
    tags: TAGS,
    access: admin('update'),
    params: IdParamsSchema,
    body: NominationCreateSchema,
    status: 201,
    response: itemEnvelope(NominationSchema),
  }),
  nominationDelete: defineEndpoint({
    method: 'DELETE',
    path: `${ADMIN}/nominations/:id`,
    operationId: 'admin.representation.nomination.delete',
    summary: 'Remove a nomination (and the person from the team events)',
    tags: TAGS,
    access: admin('update'),
    params: IdParamsSchema,
    status: 204,
    response: z.null(),
  }),
  eventList: events.list,
  eventGet: events.get,
  eventCreate: events.create,
  eventUpdate: events.update,
  eventDelete: events.delete,
  matchList: matches.list,
  matchGet: matches.get,
  matchCreate: matches.create,
  matchUpdate: matches.update,
  matchDelete: matches.delete,
  personalNominations: nominationList('personal'),
  personalAnswer: nominationAnswer('personal'),
  clubNominations: nominationList('club'),
  clubAnswer: nominationAnswer('club'),
  publicTeams: defineEndpoint({
    method: 'GET',
    path: '/api/public-zone/representation/teams',
    operationId: 'public.representation.team.list',
    summary: 'The national teams, newest season first, with the size of their accepted squads',
    tags: TAGS,
    access: { kind: 'public', action: 'representation.team.list' },
    query: NoQuerySchema,
    status: 200,
    response: listEnvelope(PublicRepresentationTeamSummarySchema),
  }),
  publicTeam: defineEndpoint({
    method: 'GET',
    path: '/api/public-zone/representation/teams/:id',
    operationId: 'public.representation.team.get',
    summary: "A national team's public page: its accepted squad (names and clubs only) and its matches",
    tags: TAGS,
    access: { kind: 'public', action: 'representation.team.get' },
    params: IdParamsSchema,
    query: NoQuerySchema,
    status: 200,
    response: itemEnvelope(PublicRepresentationTeamSchema),
  }),
};
