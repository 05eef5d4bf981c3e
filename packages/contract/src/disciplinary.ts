// Disciplinary proceedings (issue 32 part 1; spec 000 §2.3 page `disciplinary-proceedings`): a case
// against a person or a club, with its parties, documents and the decision's penalties (a fine
// billed to the club as an order, a suspension of a person), and the suspensions they make: every
// tournament application, league roster, match entry and national-team nomination refuses a
// suspended person (409 naming the case), and a public list shows the current ones when the office
// switches it on (docs/decisions/disciplinary-proceedings.md).
import { z } from 'zod';
import { defineEndpoint } from './common/endpoint';
import { itemEnvelope, listEnvelope } from './common/envelope';
import { ListQueryStringSchema } from './common/list-query-schema';
import { AuditSchema, bodyId, boundedDate, boundedDateTime, IdParamsSchema, pathId } from './common/schemas';
import { text } from './common/text';
import { halereSchema } from './economy-codes';

/** Codebook disciplinaryStates by name. */
export const DISCIPLINARY_STATE = {
  opened: 1,
  inProgress: 2,
  decided: 3,
  appealed: 4,
  final: 5,
  discontinued: 6,
} as const;

/** The states in which a decision's suspension holds (decided, under appeal, final). */
export const SUSPENDING_STATES: readonly number[] = [
  DISCIPLINARY_STATE.decided,
  DISCIPLINARY_STATE.appealed,
  DISCIPLINARY_STATE.final,
];

/** Codebook disciplinaryTypes: the statute 8 case (a tournament short of referees). */
export const DISCIPLINARY_TYPE_MISSING_REFEREES = 5;

export const DISCIPLINARY_SUBJECTS = ['person', 'club'] as const;
export type DisciplinarySubject = (typeof DISCIPLINARY_SUBJECTS)[number];

export const DISCIPLINARY_PARTY_ROLES = ['complainant', 'witness', 'representative', 'other'] as const;
export type DisciplinaryPartyRole = (typeof DISCIPLINARY_PARTY_ROLES)[number];

export const DISCIPLINARY_LIMITS = {
  title: 200,
  description: 5000,
  decision: 10000,
  partyName: 200,
  note: 500,
} as const;

const optionalId = bodyId().nullish();

export const DisciplinaryPartyWriteSchema = z
  .strictObject({
    role: z.enum(DISCIPLINARY_PARTY_ROLES, { error: 'validation.enum' }),
    personId: optionalId,
    clubId: optionalId,
    name: text({ max: DISCIPLINARY_LIMITS.partyName }).nullish(),
    note: text({ max: DISCIPLINARY_LIMITS.note }).nullish(),
  })
  .superRefine((v, ctx) => {
    const given = [v.personId, v.clubId, v.name].filter((x) => x != null && x !== '').length;
    if (given !== 1) ctx.addIssue({ code: 'custom', path: ['personId'], message: 'disciplinary.partyOneOf' });
  });
export type DisciplinaryPartyWrite = z.input<typeof DisciplinaryPartyWriteSchema>;

/** The case as the office opens and keeps it (the decision has a call of its own). */
export const DisciplinaryProceedingWriteSchema = z
  .strictObject({
    typeId: bodyId().describe('Codebook disciplinaryTypes'),
    stateId: bodyId().optional().describe('Codebook disciplinaryStates (a new case: opened)'),
    subjectKind: z.enum(DISCIPLINARY_SUBJECTS, { error: 'validation.enum' }),
    personId: optionalId.describe('The person the case is against (subjectKind person)'),
    clubId: optionalId.describe('The club the case is against (subjectKind club)'),
    title: text({ max: DISCIPLINARY_LIMITS.title, required: true }),
    description: text({ max: DISCIPLINARY_LIMITS.description, multiline: true }).nullish(),
    openedOn: boundedDate(),
    hearingAt: boundedDateTime().nullish().describe('The hearing (ISO date and time)'),
    tournamentId: optionalId.describe('The tournament or league the case arose from'),
    parties: z.array(DisciplinaryPartyWriteSchema).max(50, 'validation.maxItems').default([]),
  })
  .superRefine((v, ctx) => {
    if (v.subjectKind === 'person' && v.personId == null)
      ctx.addIssue({ code: 'custom', path: ['personId'], message: 'validation.required' });
    if (v.subjectKind === 'club' && v.clubId == null)
      ctx.addIssue({ code: 'custom', path: ['clubId'], message: 'validation.required' });
  })
  .meta({ id: 'DisciplinaryProceedingWrite' });
export type DisciplinaryProceedingWrite = z.input<typeof DisciplinaryProceedingWriteSchema>;

/** The decision: its text and penalties. Saving it again changes them (the fine's order follows). */
export const DisciplinaryDecisionSchema = z
  .strictObject({
    decidedOn: boundedDate(),
    decisionText: text({ max: DISCIPLINARY_LIMITS.decision, required: true, multiline: true }),
    fineAmount: halereSchema().nullish().describe('The fine in haléře (1 CZK = 100); billed to the club as an order'),
    suspensionFrom: boundedDate().nullish(),
    suspensionTo: boundedDate().nullish(),
    suspensionAll: z.boolean().default(true).describe('Every competition and national team; false: only the chosen'),
    suspensionTournamentIds: z
      .array(bodyId())
      .max(100, 'validation.maxItems')
      .default([])
      .describe('The tournaments and leagues of a partial suspension'),
  })
  .superRefine((v, ctx) => {
    if (v.suspensionFrom && !v.suspensionTo)
      ctx.addIssue({ code: 'custom', path: ['suspensionTo'], message: 'validation.required' });
    if (!v.suspensionFrom && v.suspensionTo)
      ctx.addIssue({ code: 'custom', path: ['suspensionFrom'], message: 'validation.required' });
    if (v.suspensionFrom && v.suspensionTo && v.suspensionTo < v.suspensionFrom)
      ctx.addIssue({ code: 'custom', path: ['suspensionTo'], message: 'validation.dateTillBeforeFrom' });
    if (v.suspensionFrom && v.suspensionAll === false && !v.suspensionTournamentIds?.length)
      ctx.addIssue({ code: 'custom', path: ['suspensionTournamentIds'], message: 'disciplinary.chooseCompetitions' });
  })
  .meta({ id: 'DisciplinaryDecision' });
export type DisciplinaryDecision = z.input<typeof DisciplinaryDecisionSchema>;

export const DisciplinaryListItemSchema = z
  .object({
    id: z.number().int(),
    /** `seq/year`, e.g. 3/2026. */
    number: z.string(),
    typeId: z.number().int(),
    stateId: z.number().int(),
    subjectKind: z.enum(DISCIPLINARY_SUBJECTS),
    subjectId: z.number().int(),
    subjectName: z.string(),
    title: z.string(),
    openedOn: z.string(),
    hearingAt: z.string().nullable(),
    decidedOn: z.string().nullable(),
    fineAmount: z.number().int().nullable(),
    suspensionFrom: z.string().nullable(),
    suspensionTo: z.string().nullable(),
  })
  .meta({ id: 'DisciplinaryListItem' });
export type DisciplinaryListItem = z.infer<typeof DisciplinaryListItemSchema>;

const NamedSchema = z.object({ id: z.number().int(), name: z.string() });

export const DisciplinaryPartySchema = z.object({
  id: z.number().int(),
  role: z.enum(DISCIPLINARY_PARTY_ROLES),
  personId: z.number().int().nullable(),
  clubId: z.number().int().nullable(),
  /** The person's or club's name, or the name given. */
  name: z.string(),
  note: z.string().nullable(),
});

export const DisciplinaryDocumentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  size: z.number().int(),
  url: z.string(),
  createdDate: z.string(),
});

export const DisciplinaryProceedingSchema = DisciplinaryListItemSchema.extend({
  personId: z.number().int().nullable(),
  clubId: z.number().int().nullable(),
  description: z.string().nullable(),
  tournament: NamedSchema.nullable(),
  decisionText: z.string().nullable(),
  /** The fine's order (the economy) and its status (codebook orderStatuses). */
  fineOrder: z.object({ id: z.number().int(), statusId: z.number().int() }).nullable(),
  suspensionAll: z.boolean(),
  suspensionTournaments: z.array(NamedSchema),
  parties: z.array(DisciplinaryPartySchema),
  documents: z.array(DisciplinaryDocumentSchema),
  ...AuditSchema,
}).meta({ id: 'DisciplinaryProceeding' });
export type DisciplinaryProceeding = z.infer<typeof DisciplinaryProceedingSchema>;

/** A suspension as the person detail shows it beside the person. */
export const SuspensionSchema = z
  .object({
    proceedingId: z.number().int(),
    number: z.string(),
    from: z.string(),
    to: z.string(),
    all: z.boolean(),
    /** The tournaments and leagues of a partial suspension. */
    competitions: z.array(z.string()),
  })
  .meta({ id: 'Suspension' });
export type Suspension = z.infer<typeof SuspensionSchema>;

/** A current suspension on the public list: names and clubs only, nothing private. */
export const PublicSuspensionSchema = z
  .object({
    number: z.string(),
    personName: z.string(),
    clubName: z.string().nullable(),
    from: z.string(),
    to: z.string(),
    all: z.boolean(),
    competitions: z.array(z.string()),
  })
  .meta({ id: 'PublicSuspension' });
export type PublicSuspension = z.infer<typeof PublicSuspensionSchema>;

export const DisciplinarySettingsSchema = z
  .strictObject({ publicSuspensions: z.boolean({ error: 'validation.required' }) })
  .meta({ id: 'DisciplinarySettings' });
export type DisciplinarySettings = z.infer<typeof DisciplinarySettingsSchema>;

export const DisciplinaryDocumentCreateSchema = z.strictObject({
  fileUrl: z.string({ error: 'validation.required' }).min(1, 'validation.required').max(2000, 'validation.maxLength'),
});

const TAGS = ['disciplinary'];
const BASE = '/api/admin-zone/disciplinary-proceedings';
const access = (action: string) => ({
  kind: 'zone' as const,
  zone: 'admin' as const,
  action,
  module: 'disciplinary' as const,
});
const READ = access('disciplinary.list');
const WRITE = access('disciplinary.update');
const FILTERS =
  "filters search (number, title, the subject's name; accent-insensitive), typeId, stateId, subjectKind, personId, clubId, openedOn (a range), suspendedNow (a suspension holds today), suspendedAt (a date: a suspension holds on it); sorts openedOn, number, stateId, typeId, subjectName, suspensionTo";
const DocumentParamsSchema = z.object({ id: pathId(), documentId: pathId() });

export const disciplinaryEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: BASE,
    operationId: 'admin.disciplinary.list',
    summary: `The disciplinary proceedings; ${FILTERS}`,
    tags: TAGS,
    access: READ,
    query: ListQueryStringSchema,
    status: 200,
    response: listEnvelope(DisciplinaryListItemSchema),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${BASE}/:id`,
    operationId: 'admin.disciplinary.get',
    summary: 'A proceeding with its parties, documents, decision and fine',
    tags: TAGS,
    access: READ,
    params: IdParamsSchema,
    status: 200,
    response: itemEnvelope(DisciplinaryProceedingSchema),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: BASE,
    operationId: 'admin.disciplinary.create',
    summary: 'Open a proceeding',
    tags: TAGS,
    access: WRITE,
    body: DisciplinaryProceedingWriteSchema,
    status: 201,
    response: itemEnvelope(DisciplinaryProceedingSchema),
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: `${BASE}/:id`,
    operationId: 'admin.disciplinary.update',
    summary: 'Change a proceeding: its data, parties and state (discontinuing cancels an unpaid fine)',
    tags: TAGS,
    access: WRITE,
    params: IdParamsSchema,
    body: DisciplinaryProceedingWriteSchema,
    status: 200,
    response: itemEnvelope(DisciplinaryProceedingSchema),
  }),
  decide: defineEndpoint({
    method: 'PUT',
    path: `${BASE}/:id/decision`,
    operationId: 'admin.disciplinary.decide',
    summary: 'Record the decision and its penalties: a fine becomes a confirmed order of the club (invoiced)',
    tags: TAGS,
    access: WRITE,
    params: IdParamsSchema,
    body: DisciplinaryDecisionSchema,
    status: 200,
    response: itemEnvelope(DisciplinaryProceedingSchema),
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: `${BASE}/:id`,
    operationId: 'admin.disciplinary.delete',
    summary: 'Delete a proceeding opened by mistake (not once decided)',
    tags: TAGS,
    access: WRITE,
    params: IdParamsSchema,
    status: 204,
    response: z.null(),
  }),
  addDocument: defineEndpoint({
    method: 'POST',
    path: `${BASE}/:id/documents`,
    operationId: 'admin.disciplinary.document.create',
    summary: 'Attach an uploaded file (purpose disciplinary-document)',
    tags: TAGS,
    access: WRITE,
    params: IdParamsSchema,
    body: DisciplinaryDocumentCreateSchema,
    status: 201,
    response: itemEnvelope(DisciplinaryProceedingSchema),
  }),
  deleteDocument: defineEndpoint({
    method: 'DELETE',
    path: `${BASE}/:id/documents/:documentId`,
    operationId: 'admin.disciplinary.document.delete',
    summary: 'Remove a document of a proceeding',
    tags: TAGS,
    access: WRITE,
    params: DocumentParamsSchema,
    status: 204,
    response: z.null(),
  }),
  fromStatute8: defineEndpoint({
    method: 'POST',
    path: '/api/admin-zone/tournaments/:id/disciplinary-proceeding',
    operationId: 'admin.disciplinary.statute8',
    summary:
      "Open a proceeding against a tournament's organiser for its missing referees (statute 8), with the statute 8 fine (recorded now unless it was)",
    tags: TAGS,
    access: WRITE,
    params: IdParamsSchema,
    status: 201,
    response: itemEnvelope(DisciplinaryProceedingSchema),
  }),
  settings: defineEndpoint({
    method: 'GET',
    path: `${BASE}/settings`,
    operationId: 'admin.disciplinary.settings.get',
    summary: 'The disciplinary settings (whether the public list of suspensions is on)',
    tags: TAGS,
    access: READ,
    status: 200,
    response: itemEnvelope(DisciplinarySettingsSchema),
  }),
  updateSettings: defineEndpoint({
    method: 'PUT',
    path: `${BASE}/settings`,
    operationId: 'admin.disciplinary.settings.update',
    summary: 'Change the disciplinary settings',
    tags: TAGS,
    access: WRITE,
    body: DisciplinarySettingsSchema,
    status: 200,
    response: itemEnvelope(DisciplinarySettingsSchema),
  }),
  publicSuspensions: defineEndpoint({
    method: 'GET',
    path: '/api/public-zone/suspensions',
    operationId: 'public.disciplinary.suspensions',
    summary: 'The suspensions holding today (names and clubs only); 404 unless the office publishes them',
    tags: TAGS,
    access: { kind: 'public', action: 'disciplinary.suspensions', module: 'disciplinary' },
    status: 200,
    response: itemEnvelope(z.array(PublicSuspensionSchema)),
  }),
};
