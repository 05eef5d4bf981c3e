// The referee journal (spec 001 §2 "Referee journal", §3 "Referee journal entry"): what a referee
// refereed, when and in which role. The office keeps every referee's journal (admin zone; a unit
// manager reads its units' referees), a member keeps their own (personal zone).
import { z } from 'zod';
import { defineEndpoint } from './common/endpoint';
import { itemEnvelope, listEnvelope } from './common/envelope';
import { ListQueryStringSchema } from './common/list-query-schema';
import { AuditSchema, bodyId, IdParamsSchema } from './common/schemas';
import { text } from './common/text';

/** The earliest date of an entry; the latest is today (the journal records what happened). */
export const REFEREE_JOURNAL_MIN_DATE = '2000-01-01';
/** Games refereed in one entry: a whole tournament stays well below this; more is a typo. */
export const REFEREE_JOURNAL_MAX_GAMES = 1000;

/** Optional free text without control characters (a NUL byte cannot be stored: it would be a 500). */
const optionalText = (max: number, multiline = false) => text({ max, multiline }).nullish();
const games = z
  .number({ error: 'validation.number' })
  .int('validation.integer')
  .min(0, 'validation.min')
  .max(REFEREE_JOURNAL_MAX_GAMES, 'validation.max')
  .optional();
const flag = z.boolean({ error: 'validation.boolean' }).optional();

/** What a create or an update writes (bounds of `date` are checked on the server: they move with today). */
export const RefereeJournalEntryInputSchema = z
  .strictObject({
    date: z.string({ error: 'validation.required' }).pipe(z.iso.date('validation.date')),
    typeId: bodyId().describe('Codebook refereeJournalTypes'),
    name: optionalText(200).describe(
      'The event; may be left out when a tournament or league match is linked (its name is taken)',
    ),
    tournamentId: bodyId().nullish().describe('A tournament of this system'),
    leagueMatchId: bodyId().nullish().describe('A league match of this system'),
    city: optionalText(100).describe('Left out with a linked event: the event’s city'),
    ageCategoryGroupId: bodyId().nullish().describe('Codebook ageCategoryGroups'),
    levelText: optionalText(100),
    gameMain: games.describe('Games refereed as the main referee (default 0)'),
    gameServe: games.describe('Games refereed as the service judge (default 0)'),
    isLineReferee: flag,
    isChiefReferee: flag,
    isChiefAssistReferee: flag,
    isTraining: flag,
    note: optionalText(2000, true),
  })
  .meta({ id: 'RefereeJournalEntryWrite' });
export type RefereeJournalEntryInput = z.input<typeof RefereeJournalEntryInputSchema>;

export const RefereeJournalEntrySchema = z
  .object({
    id: z.number().int(),
    personId: z.number().int(),
    date: z.string(),
    typeId: z.number().int(),
    name: z.string(),
    tournamentId: z.number().int().nullable(),
    leagueMatchId: z.number().int().nullable(),
    city: z.string().nullable(),
    ageCategoryGroupId: z.number().int().nullable(),
    levelText: z.string().nullable(),
    gameMain: z.number().int(),
    gameServe: z.number().int(),
    isLineReferee: z.boolean(),
    isChiefReferee: z.boolean(),
    isChiefAssistReferee: z.boolean(),
    isTraining: z.boolean(),
    note: z.string().nullable(),
    ...AuditSchema,
  })
  .meta({ id: 'RefereeJournalEntry' });
export type RefereeJournalEntry = z.infer<typeof RefereeJournalEntrySchema>;

/** One referee of the overview (spec §3: count, lastDate, person, refereeRoles). */
export const RefereeJournalOverviewSchema = z
  .object({
    personId: z.number().int(),
    fullName: z.string(),
    registrationNumber: z.string().nullable(),
    federationUnitId: z.number().int().nullable(),
    count: z.number().int(),
    lastDate: z.string().nullable(),
    /** The names of the person's current referee roles (their level, else the role type), in the caller's language. */
    refereeRoles: z.array(z.string()),
  })
  .meta({ id: 'RefereeJournalOverview' });
export type RefereeJournalOverview = z.infer<typeof RefereeJournalOverviewSchema>;

/** An event an entry may link to: a tournament or a league match of this system. */
export const RefereeJournalEventSchema = z
  .object({
    kind: z.enum(['tournament', 'leagueMatch']),
    id: z.number().int(),
    date: z.string().nullable(),
    name: z.string(),
    city: z.string().nullable(),
  })
  .meta({ id: 'RefereeJournalEvent' });
export type RefereeJournalEvent = z.infer<typeof RefereeJournalEventSchema>;

export const RefereeJournalEventQuerySchema = z.object({
  search: text({ max: 100 }).optional(),
});

export const RefereeJournalPersonParamsSchema = z.object({ personId: IdParamsSchema.shape.id });

const ENTRY_LIST =
  'filters date (valueDateRange…), typeId, name, city, tournamentId, leagueMatchId, isTraining; sorts date, typeId, name, city; ?format=csv|xlsx: as a file';

const admin = (action: string) => ({
  kind: 'zone' as const,
  zone: 'admin' as const,
  action,
  module: 'refereeJournal' as const,
});
const personal = (action: string) => ({
  kind: 'zone' as const,
  zone: 'personal' as const,
  action,
  module: 'refereeJournal' as const,
});

const ADMIN = '/api/admin-zone/referee-journals';
const PERSONAL = '/api/personal-zone/referee-journals';

export const refereeJournalEndpoints = {
  overview: defineEndpoint({
    method: 'GET',
    path: ADMIN,
    operationId: 'referee.journal.list',
    summary:
      "One row per referee (a current referee role or any entry; a unit manager: its units' persons); filters fullName, registrationNumber, lastDate, count, federationUnitId; sorts fullName, registrationNumber, count, lastDate; ?format=csv|xlsx",
    tags: ['referee-journal'],
    access: admin('referee.journal.list'),
    query: ListQueryStringSchema,
    status: 200,
    response: listEnvelope(RefereeJournalOverviewSchema),
  }),
  person: defineEndpoint({
    method: 'GET',
    path: `${ADMIN}/:personId`,
    operationId: 'referee.journal.detail.get',
    summary: "A referee's header (person, roles, count, last date) with the links the caller may follow",
    tags: ['referee-journal'],
    access: admin('referee.journal.detail.list'),
    params: RefereeJournalPersonParamsSchema,
    status: 200,
    response: itemEnvelope(RefereeJournalOverviewSchema),
  }),
  entries: defineEndpoint({
    method: 'GET',
    path: `${ADMIN}/:personId/entries`,
    operationId: 'referee.journal.detail.list',
    summary: `A referee's entries, newest first; ${ENTRY_LIST}`,
    tags: ['referee-journal'],
    access: admin('referee.journal.detail.list'),
    params: RefereeJournalPersonParamsSchema,
    query: ListQueryStringSchema,
    status: 200,
    response: listEnvelope(RefereeJournalEntrySchema),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: `${ADMIN}/:personId/entries`,
    operationId: 'referee.journal.create',
    summary: "Add an entry to a referee's journal",
    tags: ['referee-journal'],
    access: admin('referee.journal.create'),
    params: RefereeJournalPersonParamsSchema,
    body: RefereeJournalEntryInputSchema,
    status: 201,
    response: itemEnvelope(RefereeJournalEntrySchema),
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: `${ADMIN}/entries/:id`,
    operationId: 'referee.journal.update',
    summary: 'Change an entry (every field; left out: its default)',
    tags: ['referee-journal'],
    access: admin('referee.journal.update'),
    params: IdParamsSchema,
    body: RefereeJournalEntryInputSchema,
    status: 202,
    response: itemEnvelope(RefereeJournalEntrySchema),
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: `${ADMIN}/entries/:id`,
    operationId: 'referee.journal.delete',
    summary: 'Delete an entry',
    tags: ['referee-journal'],
    access: admin('referee.journal.delete'),
    params: IdParamsSchema,
    status: 202,
    response: z.null(),
  }),
  events: defineEndpoint({
    method: 'GET',
    path: `${ADMIN}/events`,
    operationId: 'referee.journal.event.list',
    summary:
      'Tournaments and league matches begun by today to link an entry to (name search, newest first, at most 20)',
    tags: ['referee-journal'],
    access: admin('referee.journal.detail.list'),
    query: RefereeJournalEventQuerySchema,
    status: 200,
    response: itemEnvelope(z.array(RefereeJournalEventSchema)),
  }),

  myPerson: defineEndpoint({
    method: 'GET',
    path: PERSONAL,
    operationId: 'personal.referee.journal.detail.get',
    summary: "The assigned person's journal header with the links the caller may follow",
    tags: ['referee-journal'],
    access: personal('referee.journal.detail.list'),
    status: 200,
    response: itemEnvelope(RefereeJournalOverviewSchema),
  }),
  myEntries: defineEndpoint({
    method: 'GET',
    path: `${PERSONAL}/entries`,
    operationId: 'personal.referee.journal.detail.list',
    summary: `The assigned person's own entries, newest first; ${ENTRY_LIST}`,
    tags: ['referee-journal'],
    access: personal('referee.journal.detail.list'),
    query: ListQueryStringSchema,
    status: 200,
    response: listEnvelope(RefereeJournalEntrySchema),
  }),
  myCreate: defineEndpoint({
    method: 'POST',
    path: `${PERSONAL}/entries`,
    operationId: 'personal.referee.journal.create',
    summary: 'Add an entry to the own journal',
    tags: ['referee-journal'],
    access: personal('referee.journal.create'),
    body: RefereeJournalEntryInputSchema,
    status: 201,
    response: itemEnvelope(RefereeJournalEntrySchema),
  }),
  myUpdate: defineEndpoint({
    method: 'PUT',
    path: `${PERSONAL}/entries/:id`,
    operationId: 'personal.referee.journal.update',
    summary: "Change an own entry (another person's: 404)",
    tags: ['referee-journal'],
    access: personal('referee.journal.update'),
    params: IdParamsSchema,
    body: RefereeJournalEntryInputSchema,
    status: 202,
    response: itemEnvelope(RefereeJournalEntrySchema),
  }),
  myDelete: defineEndpoint({
    method: 'DELETE',
    path: `${PERSONAL}/entries/:id`,
    operationId: 'personal.referee.journal.delete',
    summary: "Delete an own entry (another person's: 404)",
    tags: ['referee-journal'],
    access: personal('referee.journal.delete'),
    params: IdParamsSchema,
    status: 202,
    response: z.null(),
  }),
  myEvents: defineEndpoint({
    method: 'GET',
    path: `${PERSONAL}/events`,
    operationId: 'personal.referee.journal.event.list',
    summary:
      'Tournaments and league matches begun by today to link an own entry to (name search, newest first, at most 20)',
    tags: ['referee-journal'],
    access: personal('referee.journal.detail.list'),
    query: RefereeJournalEventQuerySchema,
    status: 200,
    response: itemEnvelope(z.array(RefereeJournalEventSchema)),
  }),
};
