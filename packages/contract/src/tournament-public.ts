// The public tournament calls (spec 001 "Older tournament module" public pages, DECISIONS.md "New
// public-zone calls") and the iCal calendar feeds with the subscription addresses. Anonymous,
// rate-limited and cached; nothing personal beyond a participant's name and club.
import { z } from 'zod';
import { defineEndpoint } from './common/endpoint';
import { itemEnvelope, listEnvelope } from './common/envelope';
import { ListQueryStringSchema } from './common/list-query-schema';
import { IdParamsSchema } from './common/schemas';

const MODULE = 'tournamentDynamic' as const;

/**
 * `tab` of the public list: current (not finished yet, the default), past tournaments, or all of
 * them (the month view, which narrows them by dateFrom/dateTill to the tournaments of its month).
 */
export const PUBLIC_TOURNAMENT_TABS = ['current', 'past', 'all'] as const;
export type PublicTournamentTab = (typeof PUBLIC_TOURNAMENT_TABS)[number];

export const PUBLIC_TOURNAMENT_LIST_FILTERS =
  'filters name, seasonId, typeId, levelId, regionId, sportDisciplineId, dateFrom, dateTill (valueDateRange); sorts dateFrom, name; tab=current|past|all';

/** A tournament in the public list: what a visitor needs to choose one. */
export const PublicTournamentSummarySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    dateFrom: z.string(),
    dateTill: z.string(),
    /** HH:MM on dateFrom. */
    timeFrom: z.string().nullable(),
    city: z.string().nullable(),
    regionId: z.number().int().nullable(),
    seasonId: z.number().int(),
    seasonName: z.string(),
    /** Codebook tournamentTypes / tournamentLevels of the type/level pairs, in their order. */
    typeIds: z.array(z.number().int()),
    levelIds: z.array(z.number().int()),
    sportDisciplineIds: z.array(z.number().int()),
    /** Codebook tournamentStates (never the draft). */
    stateId: z.number().int(),
    isCancelled: z.boolean(),
    organizerName: z.string().nullable(),
    signedAthletes: z.number().int(),
    disciplineCount: z.number().int(),
  })
  .meta({ id: 'PublicTournamentSummary' });
export type PublicTournamentSummary = z.infer<typeof PublicTournamentSummarySchema>;

export const PublicTournamentFileSchema = z
  .object({
    name: z.string(),
    contentType: z.string(),
    size: z.number().int(),
    /** The public download address (GET, no sign-in). */
    url: z.string(),
  })
  .meta({ id: 'PublicTournamentFile' });
export type PublicTournamentFile = z.infer<typeof PublicTournamentFileSchema>;

export const PublicDisciplineSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    /** Codebook tournamentCompetitionStates. */
    stateId: z.number().int(),
    sportDisciplineId: z.number().int().nullable(),
    ageCategoryId: z.number().int().nullable(),
    dateFrom: z.string().nullable(),
    timeFrom: z.string().nullable(),
    athletesCount: z.number().int(),
    refereesCount: z.number().int(),
    participantsCount: z.number().int(),
  })
  .meta({ id: 'PublicDiscipline' });
export type PublicDiscipline = z.infer<typeof PublicDisciplineSchema>;

/**
 * The public detail. Contacts: the tournament's own contact (name, phone, e-mail) is entered for
 * the public (the proposition prints it), so it is shown; the chief referee, the director and the
 * internal note are not.
 */
export const PublicTournamentSchema = PublicTournamentSummarySchema.extend({
  street: z.string().nullable(),
  zip: z.string().nullable(),
  districtId: z.number().int().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  sportFieldName: z.string().nullable(),
  registrationStartDate: z.string().nullable(),
  registrationCloseDate: z.string().nullable(),
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  contactEmail: z.string().nullable(),
  /** CZK, as a decimal string. */
  startingFee: z.string().nullable(),
  onlineInfo: z.string().nullable(),
  accommodation: z.string().nullable(),
  /** Rich text, sanitised when it was stored. */
  proposition: z.string().nullable(),
  badges: z.array(z.string()),
  importantLinks: z.array(z.object({ title: z.string(), url: z.string() })),
  signedReferees: z.number().int(),
  poster: PublicTournamentFileSchema.nullable(),
  mainImage: PublicTournamentFileSchema.nullable(),
  propositionFile: PublicTournamentFileSchema.nullable(),
  attachments: z.array(PublicTournamentFileSchema),
  disciplines: z.array(PublicDisciplineSchema),
}).meta({ id: 'PublicTournament' });
export type PublicTournament = z.infer<typeof PublicTournamentSchema>;

/** An active application as the public sees it: a name, a club, a discipline and a role; no ids of persons. */
export const PublicParticipantSchema = z
  .object({
    competitionId: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    /** The club applied for, else the fallback club name of the application's note. */
    clubName: z.string().nullable(),
    /** Codebook tournamentRoles. */
    roleId: z.number().int(),
  })
  .meta({ id: 'PublicParticipant' });
export type PublicParticipant = z.infer<typeof PublicParticipantSchema>;

/**
 * A placed (or scored) athlete of a discipline's standings, as the public sees it: the placing, the
 * name, the club, the result text and the points. `personId` is there only for the link to the
 * public player page (`/zone/public/ranking/public-player/:personId`).
 */
export const PublicResultRowSchema = z
  .object({
    personId: z.number().int(),
    name: z.string(),
    club: z.string().nullable(),
    rankFrom: z.number().int().nullable(),
    rankTo: z.number().int().nullable(),
    /** A shared placing (e.g. 3rd–4th); two partners of a pair hold one unshared placing. */
    standingShared: z.boolean(),
    /** Free text, e.g. the score. */
    result: z.string().nullable(),
    points: z.number().nullable(),
  })
  .meta({ id: 'PublicTournamentResultRow' });
export type PublicResultRow = z.infer<typeof PublicResultRowSchema>;

/** A discipline's standings (features/tournament-results): only the rows with a result, in placing order. */
export const PublicDisciplineResultsSchema = z
  .object({
    competitionId: z.number().int(),
    name: z.string(),
    rows: z.array(PublicResultRowSchema),
  })
  .meta({ id: 'PublicTournamentDisciplineResults' });
export type PublicDisciplineResults = z.infer<typeof PublicDisciplineResultsSchema>;

/** An active pair or team of a discipline (features/tournament-results rosters): names and clubs. */
export const PublicPairSchema = z
  .object({
    competitionId: z.number().int(),
    firstName: z.string(),
    firstClub: z.string().nullable(),
    secondName: z.string().nullable(),
    secondClub: z.string().nullable(),
  })
  .meta({ id: 'PublicTournamentPair' });
export type PublicPair = z.infer<typeof PublicPairSchema>;

/**
 * The public detail page's one call: the tournament, its active applications (as the participants
 * call), its active pairs and teams, and the standings of its disciplines once results are entered.
 */
export const PublicTournamentDetailSchema = PublicTournamentSchema.extend({
  participants: z.array(PublicParticipantSchema),
  pairs: z.array(PublicPairSchema),
  results: z.array(PublicDisciplineResultsSchema),
}).meta({ id: 'PublicTournamentDetail' });
export type PublicTournamentDetail = z.infer<typeof PublicTournamentDetailSchema>;

/** The feed addresses for the subscription dialog; null when PUBLIC_URL is not configured. */
export const CalendarUrlsSchema = z
  .object({
    publicUrl: z.string().nullable(),
    /** The member's own feed (personal zone only). */
    personalUrl: z.string().nullable().optional(),
  })
  .meta({ id: 'CalendarUrls' });
export type CalendarUrls = z.infer<typeof CalendarUrlsSchema>;

export const FileParamsSchema = z.object({
  id: IdParamsSchema.shape.id,
  fileId: z.uuid('validation.format'),
});
/** A calendar token: 192 random bits in base64url (32 characters); anything else is a 404 too. */
export const CalendarTokenParamsSchema = z.object({ token: z.string().max(100) });

const ics = z.string().meta({ format: 'binary', description: 'text/calendar (iCalendar, RFC 5545)' });
/** The query of a public call that takes none: any parameter is refused by name (and never a new cache entry). */
export const NoQuerySchema = z.strictObject({});

const publicAccess = (action: string) => ({ kind: 'public' as const, action, module: MODULE });
const calendarUrls = (zone: 'admin' | 'club') =>
  defineEndpoint({
    method: 'GET',
    path: `/api/${zone}-zone/tournaments/calendar`,
    operationId: `${zone}.tournament.dynamic.calendar`,
    summary: 'The address of the public tournament calendar feed (null when PUBLIC_URL is not set)',
    tags: ['tournaments'],
    access: { kind: 'zone', zone, action: 'tournament.dynamic.list', module: MODULE },
    query: NoQuerySchema,
    status: 200,
    response: itemEnvelope(CalendarUrlsSchema),
  });

export const tournamentPublicEndpoints = {
  publicList: defineEndpoint({
    method: 'GET',
    path: '/api/public-zone/tournaments',
    operationId: 'public.tournament.list',
    summary: `Public tournaments (not drafts); ${PUBLIC_TOURNAMENT_LIST_FILTERS}. Only with the feature public-tournament-detail`,
    tags: ['tournaments'],
    access: publicAccess('tournament.list'),
    query: ListQueryStringSchema,
    status: 200,
    response: listEnvelope(PublicTournamentSummarySchema),
  }),
  publicGet: defineEndpoint({
    method: 'GET',
    path: '/api/public-zone/tournaments/:id',
    operationId: 'public.tournament.get',
    summary:
      'A public tournament with its disciplines, files, participants (names and clubs), pairs and results: the detail page in one call (a draft or unknown id: 404)',
    tags: ['tournaments'],
    access: publicAccess('tournament.get'),
    params: IdParamsSchema,
    query: NoQuerySchema,
    status: 200,
    response: itemEnvelope(PublicTournamentDetailSchema),
  }),
  publicParticipants: defineEndpoint({
    method: 'GET',
    path: '/api/public-zone/tournaments/:id/participants',
    operationId: 'public.tournament.participant.list',
    summary: "A public tournament's active applications: names, clubs, disciplines and roles only",
    tags: ['tournaments'],
    access: publicAccess('tournament.participant.list'),
    params: IdParamsSchema,
    query: NoQuerySchema,
    status: 200,
    response: listEnvelope(PublicParticipantSchema),
  }),
  publicFile: defineEndpoint({
    method: 'GET',
    path: '/api/public-zone/tournaments/:id/files/:fileId',
    operationId: 'public.tournament.file',
    summary: "The bytes of a public tournament's poster, image, proposition or attachment (anything else: 404)",
    tags: ['tournaments'],
    access: publicAccess('tournament.file'),
    params: FileParamsSchema,
    query: NoQuerySchema,
    status: 200,
    response: z.string().meta({ format: 'binary' }),
  }),
  publicCalendar: defineEndpoint({
    method: 'GET',
    path: '/api/public-zone/tournaments/calendar.ics',
    operationId: 'public.tournament.calendar',
    summary: 'iCal feed of the public tournaments from one year back on',
    tags: ['tournaments'],
    access: publicAccess('tournament.calendar'),
    query: NoQuerySchema,
    status: 200,
    response: ics,
  }),
  personalCalendar: defineEndpoint({
    method: 'GET',
    path: '/api/public-zone/tournaments/calendar/:token.ics',
    operationId: 'public.tournament.calendar.personal',
    summary: "iCal feed of the tournaments a member applied to, by the member's secret token (unknown: 404)",
    tags: ['tournaments'],
    access: publicAccess('tournament.calendar.personal'),
    params: CalendarTokenParamsSchema,
    query: NoQuerySchema,
    status: 200,
    response: ics,
  }),
  personalCalendarUrls: defineEndpoint({
    method: 'GET',
    path: '/api/personal-zone/tournaments/calendar',
    operationId: 'personal.tournament.dynamic.calendar',
    summary: "The public and the member's own feed addresses (creates the secret token on the first call)",
    tags: ['tournaments'],
    access: { kind: 'zone', zone: 'personal', action: 'tournament.dynamic.list', module: MODULE },
    status: 200,
    response: itemEnvelope(CalendarUrlsSchema),
  }),
  personalCalendarReset: defineEndpoint({
    method: 'POST',
    path: '/api/personal-zone/tournaments/calendar/reset',
    operationId: 'personal.tournament.dynamic.calendar.reset',
    summary: "A new secret address for the member's own feed; the old one stops working",
    tags: ['tournaments'],
    access: { kind: 'zone', zone: 'personal', action: 'tournament.dynamic.list', module: MODULE },
    status: 202,
    response: itemEnvelope(CalendarUrlsSchema),
  }),
  publicCalendarUrls: defineEndpoint({
    method: 'GET',
    path: '/api/public-zone/tournaments/calendar',
    operationId: 'public.tournament.calendar.urls',
    summary: 'The address of the public tournament calendar feed (null when PUBLIC_URL is not set)',
    tags: ['tournaments'],
    access: publicAccess('tournament.calendar'),
    query: NoQuerySchema,
    status: 200,
    response: itemEnvelope(CalendarUrlsSchema),
  }),
  adminCalendarUrls: calendarUrls('admin'),
  clubCalendarUrls: calendarUrls('club'),
};
