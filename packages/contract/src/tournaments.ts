// Dynamic tournaments (spec 001 §2 "Dynamic tournament module", §3 Tournament view and data-access
// form, Attachment, §4 workflow): the office writes tournaments and moves them through the states
// of the codebook with one call per action; every zone reads the tournaments it may see, each with
// its statute 8 numbers (docs/decisions.md "Tournaments").
import { z } from 'zod';
import { defineEndpoint } from './common/endpoint';
import { itemEnvelope, LinkSchema, listEnvelope } from './common/envelope';
import { ListExportQuerySchema, ListQueryStringSchema } from './common/list-query-schema';
import { AuditSchema, bodyId, boundedDate, dateRangeBothWays, IdParamsSchema, TIME_PATTERN } from './common/schemas';
import { noControlCharacters, text } from './common/text';

/** The workflow actions, each its own call `POST .../tournaments/:id/{action}`. */
export const TOURNAMENT_ACTIONS = ['publish', 'send', 'approve', 'cancel', 'archive'] as const;
export type TournamentAction = (typeof TOURNAMENT_ACTIONS)[number];

/** The list's tabs (the filter `fields[tab][v]`): current = not over yet (dateTill ≥ today); without the filter: all. */
export const TOURNAMENT_TABS = ['current', 'past', 'all'] as const;
export type TournamentTab = (typeof TOURNAMENT_TABS)[number];

/** Statute 8: the fine per missing referee, in CZK (spec 001 §9). */
export const STATUTE8_FINE_PER_REFEREE = 1000;
/** Statute 8: athletes one referee covers when the tournament type sets no ratio. */
export const STATUTE8_DEFAULT_ATHLETES_PER_REFEREE = 10;

export const TOURNAMENT_LIMITS = {
  name: 200,
  code: 40,
  text: 200,
  longText: 4000,
  proposition: 200_000,
  typeLevelPairs: 10,
  badges: 20,
  badge: 40,
  importantLinks: 20,
  additionalData: 30,
  url: 2000,
} as const;

/** A plain address check (the mail server decides the rest). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const id = bodyId();
const optionalId = id.nullish();
const line = (max: number = TOURNAMENT_LIMITS.text) => text({ max }).nullish();
const fileUrl = (purpose: string) =>
  text({ max: TOURNAMENT_LIMITS.url, trim: false })
    .nullable()
    .optional()
    .describe(`The fileUrl of an uploaded file (purpose ${purpose}); null removes the file, absent keeps it`);
const webUrl = text({ max: TOURNAMENT_LIMITS.url, required: true }).regex(/^https?:\/\/\S+$/i, 'validation.format');

export const TypeLevelPairSchema = z.strictObject({
  typeId: id.describe('Codebook tournamentTypes'),
  levelId: optionalId.describe('Codebook tournamentLevels'),
});

export const TournamentAddressSchema = z.strictObject({
  street: line(),
  city: line(),
  zip: text({ max: 20 }).nullish(),
  districtId: optionalId.describe('A district (in the region when both are given)'),
  regionId: optionalId,
  latitude: z.number({ error: 'validation.number' }).min(-90, 'validation.min').max(90, 'validation.max').nullish(),
  longitude: z.number({ error: 'validation.number' }).min(-180, 'validation.min').max(180, 'validation.max').nullish(),
});
export type TournamentAddress = z.infer<typeof TournamentAddressSchema>;

export const ImportantLinkSchema = z.strictObject({
  title: text({ max: TOURNAMENT_LIMITS.text, required: true }),
  url: webUrl,
});

/** One further fact of a tournament the form has no field for (e.g. "Míče": "Yonex AS-30"). */
export const AdditionalDataItemSchema = z.strictObject({
  key: text({ max: 60, required: true }),
  value: text({ max: 1000, multiline: true, required: true }),
});

/** Each name once: the further facts are read by their names. */
function namesOnce(items: { key: string }[] | null | undefined, ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  (items ?? []).forEach((item, i) => {
    const name = item.key.trim().toLowerCase();
    if (seen.has(name)) ctx.addIssue({ code: 'custom', path: [i, 'key'], message: 'tournaments.additionalDataTwice' });
    seen.add(name);
  });
}

const tournamentFields = {
  name: text({ max: TOURNAMENT_LIMITS.name, required: true }),
  code: text({ max: TOURNAMENT_LIMITS.code }).nullish().describe('Unique (ignoring case) when given'),
  dateFrom: z.string({ error: 'validation.required' }).pipe(boundedDate()),
  dateTill: z.string({ error: 'validation.required' }).pipe(boundedDate()),
  timeFrom: z
    .string({ error: 'validation.string' })
    .regex(TIME_PATTERN, 'tournaments.timeFormat')
    .nullish()
    .describe('Start time on dateFrom, HH:MM'),
  registrationStartDate: boundedDate().nullish(),
  registrationCloseDate: boundedDate().nullish(),
  registrationOnline: z.boolean({ error: 'validation.boolean' }).optional().describe('Default true on create'),
  seasonId: id.describe('The season'),
  organizerId: optionalId.describe("The organizer club (or organizerText for one outside the federation's clubs)"),
  organizerText: line(),
  typeLevelPairs: z
    .array(TypeLevelPairSchema, { error: 'validation.required' })
    .min(1, 'validation.required')
    .max(TOURNAMENT_LIMITS.typeLevelPairs, 'validation.maxItems')
    .describe('Type/level pairs; their order is the array position (the first is the main one)'),
  federationUnitId: optionalId,
  sportFieldId: optionalId,
  sportFieldText: line(),
  refereeId: optionalId.describe('The chief referee (a person)'),
  refereeText: line(),
  director: line(),
  contactName: line(),
  contactPhone: text({ max: 40 }).nullish(),
  contactEmail: text({ max: 254 })
    .refine((v) => v === '' || EMAIL_PATTERN.test(v), 'validation.email')
    .nullish(),
  note: text({ max: TOURNAMENT_LIMITS.longText, multiline: true }).nullish(),
  ageCategoryId: optionalId,
  ageCategoryGroupId: optionalId,
  sexId: optionalId,
  categoryId: optionalId.describe('Codebook tournamentCategories: open, federation members only, by invitation'),
  teamTypeId: optionalId.describe('Codebook tournamentTeamTypes: individuals, teams, both'),
  additionalData: z
    .array(AdditionalDataItemSchema, { error: 'validation.array' })
    .max(TOURNAMENT_LIMITS.additionalData, 'validation.maxItems')
    .superRefine(namesOnce)
    .nullish()
    .describe('Further facts by name, in their order; absent on an update keeps them'),
  sportDisciplineIds: z.array(id, { error: 'validation.array' }).max(50, 'validation.maxItems').optional(),
  startingFee: z
    .number({ error: 'validation.number' })
    .min(0, 'validation.min')
    .max(1_000_000, 'validation.max')
    .nullish(),
  onlineInfo: text({ max: TOURNAMENT_LIMITS.longText, multiline: true }).nullish(),
  accommodation: text({ max: TOURNAMENT_LIMITS.longText, multiline: true }).nullish(),
  proposition: z
    .string({ error: 'validation.string' })
    .max(TOURNAMENT_LIMITS.proposition, 'validation.maxLength')
    .refine(...noControlCharacters(true))
    .nullish()
    .describe('Rich-text HTML, sanitised by the server'),
  propositionUrl: fileUrl('tournament-proposition'),
  posterUrl: fileUrl('tournament-image'),
  mainImageUrl: fileUrl('tournament-image'),
  badges: z
    .array(text({ max: TOURNAMENT_LIMITS.badge, required: true }), { error: 'validation.array' })
    .max(TOURNAMENT_LIMITS.badges, 'validation.maxItems')
    .optional(),
  importantLinks: z
    .array(ImportantLinkSchema, { error: 'validation.array' })
    .max(TOURNAMENT_LIMITS.importantLinks, 'validation.maxItems')
    .optional(),
  rankingDate: boundedDate().nullish(),
  rankingGenerate: z.boolean({ error: 'validation.boolean' }).optional(),
  rankingIncluded: z.boolean({ error: 'validation.boolean' }).optional(),
  rankingExcluded: z.boolean({ error: 'validation.boolean' }).optional(),
  externalId: line(100),
  previousTournamentId: optionalId,
  group: line(100),
  address: TournamentAddressSchema.optional().describe('Left out on an update: the stored address stays'),
};

/** The body fields of a tournament write (an update writes only those given). */
export const TOURNAMENT_FIELD_NAMES: readonly string[] = Object.keys(tournamentFields);

/** An organizer is either one of the clubs or a name. */
function organizerGiven(v: { organizerId?: number | null; organizerText?: string | null }, ctx: z.RefinementCtx) {
  if (v.organizerId == null && !v.organizerText) {
    ctx.addIssue({ code: 'custom', path: ['organizerId'], message: 'tournaments.organizerRequired' });
  }
}

/**
 * The cross-field rules run even when another field is already refused (zod skips them by
 * default), so one answer names every bad field; they only need an object.
 */
const always = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null };

/**
 * Create and update take the same body. On an update a field left out keeps its stored value (the
 * form does not send every field: the previous year's tournament, the important links), so only the
 * create fills the defaults (registration online, no links, badges or ranking flags).
 */
export const TournamentWriteSchema = z
  .strictObject(tournamentFields)
  .superRefine(dateRangeBothWays('dateFrom', 'dateTill'), always)
  .superRefine(dateRangeBothWays('registrationStartDate', 'registrationCloseDate'), always)
  .superRefine(organizerGiven, always)
  .meta({ id: 'TournamentWrite' });
export type TournamentWrite = z.input<typeof TournamentWriteSchema>;
export type TournamentWriteParsed = z.output<typeof TournamentWriteSchema>;

export const Statute8Schema = z
  .object({
    athletes: z.number().int(),
    referees: z.number().int(),
    requiredReferees: z.number().int(),
    missingReferees: z.number().int(),
    /** CZK. */
    fine: z.number().int(),
  })
  .meta({ id: 'Statute8' });
export type Statute8 = z.infer<typeof Statute8Schema>;

const pair = z.object({ typeId: z.number().int(), levelId: z.number().int().nullable(), order: z.number().int() });

/** A tournament in a list: what the list shows, with the actions the caller may take. */
export const TournamentListItemSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    code: z.string().nullable(),
    dateFrom: z.string(),
    dateTill: z.string(),
    timeFrom: z.string().nullable(),
    registrationStartDate: z.string().nullable(),
    registrationCloseDate: z.string().nullable(),
    seasonId: z.number().int(),
    seasonName: z.string(),
    organizerId: z.number().int().nullable(),
    /** The club's name, or organizerText. */
    organizerName: z.string().nullable(),
    typeId: z.number().int(),
    levelId: z.number().int().nullable(),
    typeLevelPairs: z.array(pair),
    city: z.string().nullable(),
    regionId: z.number().int().nullable(),
    sportDisciplineIds: z.array(z.number().int()),
    stateId: z.number().int(),
    isCancelled: z.boolean(),
    signedAthletes: z.number().int(),
    signedReferees: z.number().int(),
    signedTeams: z.number().int(),
    disciplineCount: z.number().int(),
    statute8: Statute8Schema,
    links: z.array(LinkSchema),
  })
  .meta({ id: 'TournamentListItem' });
export type TournamentListItem = z.infer<typeof TournamentListItemSchema>;

/** One tournament: every field of the form, names resolved, signed file URLs, statute 8. */
export const TournamentSchema = TournamentListItemSchema.omit({ links: true })
  .extend({
    registrationOnline: z.boolean(),
    /** The registration window includes today. */
    isRegistrationOpen: z.boolean(),
    organizerText: z.string().nullable(),
    federationUnitId: z.number().int().nullable(),
    sportFieldId: z.number().int().nullable(),
    sportFieldName: z.string().nullable(),
    sportFieldText: z.string().nullable(),
    refereeId: z.number().int().nullable(),
    refereeName: z.string().nullable(),
    refereeText: z.string().nullable(),
    director: z.string().nullable(),
    contactName: z.string().nullable(),
    contactPhone: z.string().nullable(),
    contactEmail: z.string().nullable(),
    note: z.string().nullable(),
    ageCategoryId: z.number().int().nullable(),
    ageCategoryGroupId: z.number().int().nullable(),
    sexId: z.number().int().nullable(),
    categoryId: z.number().int().nullable(),
    teamTypeId: z.number().int().nullable(),
    additionalData: z.array(z.object({ key: z.string(), value: z.string() })),
    startingFee: z.number().nullable(),
    onlineInfo: z.string().nullable(),
    accommodation: z.string().nullable(),
    proposition: z.string().nullable(),
    /** Signed, expiring download URLs of the stored files; null without one. */
    propositionUrl: z.string().nullable(),
    propositionFileName: z.string().nullable(),
    posterUrl: z.string().nullable(),
    posterFileName: z.string().nullable(),
    mainImageUrl: z.string().nullable(),
    mainImageFileName: z.string().nullable(),
    badges: z.array(z.string()),
    importantLinks: z.array(z.object({ title: z.string(), url: z.string() })),
    rankingDate: z.string().nullable(),
    rankingGenerate: z.boolean(),
    /** The order of the statute 8 fine recorded against the organiser (economy); null: none. */
    statute8FineOrderId: z.number().int().nullable(),
    rankingIncluded: z.boolean(),
    rankingExcluded: z.boolean(),
    externalId: z.string().nullable(),
    previousTournamentId: z.number().int().nullable(),
    previousTournamentName: z.string().nullable(),
    group: z.string().nullable(),
    address: z.object({
      street: z.string().nullable(),
      city: z.string().nullable(),
      zip: z.string().nullable(),
      districtId: z.number().int().nullable(),
      regionId: z.number().int().nullable(),
      latitude: z.number().nullable(),
      longitude: z.number().nullable(),
    }),
    attachmentCount: z.number().int(),
    ...AuditSchema,
    createdByName: z.string().nullable(),
    editedByName: z.string().nullable(),
  })
  .meta({ id: 'Tournament' });
export type Tournament = z.infer<typeof TournamentSchema>;

// --- Attachments (spec 001 §3 Attachment) ---

export const TournamentAttachmentCreateSchema = z
  .strictObject({
    name: text({ max: TOURNAMENT_LIMITS.name, required: true }),
    fileUrl: text({ max: TOURNAMENT_LIMITS.url, required: true, trim: false }).describe(
      'The fileUrl answered by files/upload-url (purpose tournament-attachment), after the bytes were PUT',
    ),
  })
  .meta({ id: 'TournamentAttachmentCreate' });
export type TournamentAttachmentCreate = z.input<typeof TournamentAttachmentCreateSchema>;

export const TournamentAttachmentUpdateSchema = z
  .strictObject({
    name: text({ max: TOURNAMENT_LIMITS.name, required: true }),
    fileUrl: text({ max: TOURNAMENT_LIMITS.url, trim: false })
      .nullish()
      .describe('A new file replacing the current one; absent: the file stays'),
  })
  .meta({ id: 'TournamentAttachmentUpdate' });
export type TournamentAttachmentUpdate = z.input<typeof TournamentAttachmentUpdateSchema>;

export const TournamentAttachmentSchema = z
  .object({
    id: z.number().int(),
    tournamentId: z.number().int(),
    name: z.string(),
    /** A signed, expiring download URL. */
    attachmentUrl: z.string(),
    fileName: z.string(),
    size: z.number().int(),
    contentType: z.string(),
    ...AuditSchema,
    createdByName: z.string().nullable(),
  })
  .meta({ id: 'TournamentAttachment' });
export type TournamentAttachment = z.infer<typeof TournamentAttachmentSchema>;

// --- Calls ---

/** `{tournamentId}` of the calls on a tournament's parts (its attachments). */
/** The statute 8 fine recorded against the organiser: its order and the invoice issued for it. */
export const Statute8FineSchema = z
  .object({
    orderId: z.number().int(),
    /** Haléře. */
    amount: z.number().int(),
    invoiceNumber: z.string().nullable(),
  })
  .meta({ id: 'Statute8Fine' });
export type Statute8Fine = z.infer<typeof Statute8FineSchema>;

export const TournamentIdParamsSchema = z.object({ tournamentId: IdParamsSchema.shape.id });

const TOURNAMENT_LIST =
  'filters tab (current: dateTill ≥ today, past: dateTill < today, all; default all), seasonId, typeId and levelId (any of the pairs), regionId, sportDisciplineId (any of its disciplines), stateId, name (case and accents ignored), organizerId, dateFrom; sorts dateFrom (default: ascending for current, descending for past and all), name, stateId, missingReferees, signedAthletes';

type ZoneName = 'admin' | 'club' | 'personal';
const access = (zone: ZoneName, action: string) => ({
  kind: 'zone' as const,
  zone,
  action,
  module: 'tournamentDynamic' as const,
});
const admin = (action: string) => access('admin', action);

const ACTION_SUMMARY: Record<TournamentAction, string> = {
  publish: 'Publish a draft (1 → 2)',
  send: 'Send a published tournament to the union commission (2 → 3)',
  approve: 'Approve (validate) a tournament sent to the commission (3 → 4)',
  cancel: 'Cancel a tournament (1, 2, 3 or 4 → 5)',
  archive: 'Archive a tournament (2, 3, 4 or 5 → 6)',
};

function workflowCall(action: TournamentAction) {
  return defineEndpoint({
    method: 'POST',
    path: `/api/admin-zone/tournaments/:id/${action}`,
    operationId: `tournament.dynamic.${action}`,
    summary: `${ACTION_SUMMARY[action]}; a state the workflow does not allow: 409`,
    tags: ['tournaments'],
    access: admin(`tournament.dynamic.${action}`),
    params: IdParamsSchema,
    status: 202,
    response: itemEnvelope(TournamentSchema),
  });
}

function readCalls(zone: ZoneName) {
  const base = `/api/${zone}-zone/tournaments`;
  const who =
    zone === 'admin'
      ? 'every tournament'
      : zone === 'club'
        ? 'public ones and the drafts the club organizes'
        : 'public ones';
  return {
    list: defineEndpoint({
      method: 'GET',
      path: base,
      operationId: `${zone}.tournament.dynamic.list`,
      summary: `Tournaments (${who}); ${TOURNAMENT_LIST}`,
      tags: ['tournaments'],
      access: access(zone, 'tournament.dynamic.list'),
      query: ListQueryStringSchema,
      status: 200,
      response: listEnvelope(TournamentListItemSchema),
    }),
    get: defineEndpoint({
      method: 'GET',
      path: `${base}/:id`,
      operationId: `${zone}.tournament.dynamic.get`,
      summary: 'One tournament with statute 8 and the actions the caller may take now (links)',
      tags: ['tournaments'],
      access: access(zone, 'tournament.dynamic.list'),
      params: IdParamsSchema,
      status: 200,
      response: itemEnvelope(TournamentSchema),
    }),
    attachments: defineEndpoint({
      method: 'GET',
      path: `${base}/:tournamentId/attachments`,
      operationId: `${zone}.tournament.dynamic.attachment.list`,
      summary:
        'The attachments of a tournament the zone sees, oldest first, each with a download URL; ?format=csv|xlsx: as a file',
      tags: ['tournaments'],
      access: access(zone, 'tournament.dynamic.list'),
      params: TournamentIdParamsSchema,
      query: ListExportQuerySchema,
      status: 200,
      response: listEnvelope(TournamentAttachmentSchema),
    }),
  };
}

const adminRead = readCalls('admin');
const clubRead = readCalls('club');
const personalRead = readCalls('personal');

export const tournamentsEndpoints = {
  list: adminRead.list,
  get: adminRead.get,
  attachmentList: adminRead.attachments,
  create: defineEndpoint({
    method: 'POST',
    path: '/api/admin-zone/tournaments',
    operationId: 'tournament.dynamic.create',
    summary: 'Create a tournament (a draft)',
    tags: ['tournaments'],
    access: admin('tournament.dynamic.create'),
    body: TournamentWriteSchema,
    status: 201,
    response: itemEnvelope(TournamentSchema),
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/admin-zone/tournaments/:id',
    operationId: 'tournament.dynamic.update',
    summary: 'Change a tournament (states 1–4; cancelled or archived: 409)',
    tags: ['tournaments'],
    access: admin('tournament.dynamic.update'),
    params: IdParamsSchema,
    body: TournamentWriteSchema,
    status: 202,
    response: itemEnvelope(TournamentSchema),
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin-zone/tournaments/:id',
    operationId: 'tournament.dynamic.delete',
    summary: 'Delete a tournament without applications (with some: 409, cancel it instead), its files too',
    tags: ['tournaments'],
    access: admin('tournament.dynamic.delete'),
    params: IdParamsSchema,
    status: 202,
    response: z.null(),
  }),
  publish: workflowCall('publish'),
  send: workflowCall('send'),
  approve: workflowCall('approve'),
  cancel: workflowCall('cancel'),
  archive: workflowCall('archive'),
  attachmentCreate: defineEndpoint({
    method: 'POST',
    path: '/api/admin-zone/tournaments/:tournamentId/attachments',
    operationId: 'tournament.dynamic.attachment.create',
    summary: 'Attach an uploaded file to a tournament',
    tags: ['tournaments'],
    access: admin('tournament.dynamic.attachment.create'),
    params: TournamentIdParamsSchema,
    body: TournamentAttachmentCreateSchema,
    status: 201,
    response: itemEnvelope(TournamentAttachmentSchema),
  }),
  attachmentUpdate: defineEndpoint({
    method: 'PUT',
    path: '/api/admin-zone/tournaments/attachments/:id',
    operationId: 'tournament.dynamic.attachment.update',
    summary: 'Rename an attachment or replace its file',
    tags: ['tournaments'],
    access: admin('tournament.dynamic.attachment.update'),
    params: IdParamsSchema,
    body: TournamentAttachmentUpdateSchema,
    status: 202,
    response: itemEnvelope(TournamentAttachmentSchema),
  }),
  attachmentDelete: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin-zone/tournaments/attachments/:id',
    operationId: 'tournament.dynamic.attachment.delete',
    summary: 'Delete an attachment and its file',
    tags: ['tournaments'],
    access: admin('tournament.dynamic.attachment.delete'),
    params: IdParamsSchema,
    status: 202,
    response: z.null(),
  }),
  statute8Fine: defineEndpoint({
    method: 'POST',
    path: '/api/admin-zone/tournaments/:id/statute-8-fine',
    operationId: 'tournament.statute8.fine',
    summary:
      'Records the statute 8 fine against the organising club: an order of one fine item, confirmed at once (its invoice issued); once per tournament (again: 409 naming the order); no fine owed or no organising club: 409',
    tags: ['tournaments'],
    access: { kind: 'zone' as const, zone: 'admin' as const, action: 'orders.update', module: 'economy' as const },
    params: IdParamsSchema,
    status: 201,
    response: itemEnvelope(Statute8FineSchema),
  }),
  clubList: clubRead.list,
  clubGet: clubRead.get,
  clubAttachmentList: clubRead.attachments,
  personalList: personalRead.list,
  personalGet: personalRead.get,
  personalAttachmentList: personalRead.attachments,
};

/** The read calls of each zone. */
export const TOURNAMENT_READ_CALLS = { admin: adminRead, club: clubRead, personal: personalRead } as const;
