// Disciplines (the spec's competitions) of a dynamic tournament and the applications (the spec's
// participants) of athletes and referees to them (spec 001 §3 Discipline/competition, Competition
// participant, Counts fill; §7). The rules (discipline states, who may apply whom and when) are in
// docs/decisions.md "Tournament disciplines and applications".
import { z } from 'zod';
import { defineEndpoint } from './common/endpoint';
import { itemEnvelope, LinkSchema, listEnvelope } from './common/envelope';
import { ListQueryStringSchema } from './common/list-query-schema';
import { AuditSchema, bodyId, boundedDate, dateRangeBothWays, IdParamsSchema, TIME_PATTERN } from './common/schemas';
import { CONTROL_CHARACTERS_MESSAGE, noControlCharacters, text } from './common/text';
import { TournamentIdParamsSchema } from './tournaments';

/** Codebook tournamentCompetitionStates. */
export const COMPETITION_STATE = { open: 1, closed: 2, approved: 3, cancelled: 4 } as const;

/**
 * The discipline workflow: the states each state may move to (open <-> closed, closed -> approved,
 * open|closed -> cancelled; approved and cancelled are final).
 */
export const COMPETITION_TRANSITIONS: Record<number, readonly number[]> = {
  [COMPETITION_STATE.open]: [COMPETITION_STATE.closed, COMPETITION_STATE.cancelled],
  [COMPETITION_STATE.closed]: [COMPETITION_STATE.open, COMPETITION_STATE.approved, COMPETITION_STATE.cancelled],
  [COMPETITION_STATE.approved]: [],
  [COMPETITION_STATE.cancelled]: [],
};

/** Codebook tournamentRoles an application may carry: 1 athlete, 2-6 referee roles. */
export const TOURNAMENT_ROLE = { athlete: 1 } as const;
export const REFEREE_ROLE_IDS = [2, 3, 4, 5, 6] as const;
export const APPLICATION_ROLE_IDS = [TOURNAMENT_ROLE.athlete, ...REFEREE_ROLE_IDS] as const;
export const isRefereeRole = (roleId: number) => (REFEREE_ROLE_IDS as readonly number[]).includes(roleId);

/** The bulk call's limits: at most this many disciplines times this many persons. */
export const BULK_MAX = 50;
/** The bulk call's limit of discipline × person pairs (one transaction holds them all). */
export const BULK_MAX_PAIRS = 500;

const id = bodyId();

const count = z
  .number({ error: 'validation.number' })
  .int('validation.integer')
  .min(0, 'validation.min')
  .max(1_000_000, 'validation.max');

const decimal = (max: number) =>
  z.number({ error: 'validation.number' }).min(0, 'validation.min').max(max, 'validation.max');

export const timeOfDay = () => z.string({ error: 'validation.string' }).regex(TIME_PATTERN, 'disciplines.timeFormat');

const disciplineFields = {
  name: text({ max: 200, required: true }),
  ageCategoryId: id.nullish().describe('Codebook ageCategories'),
  ageCategoryGroupId: id.nullish().describe('Codebook ageCategoryGroups'),
  sportDisciplineId: id.nullish().describe('Codebook sportDisciplines'),
  typeId: id.nullish().describe('Codebook tournamentTypes'),
  competitionType: text({ max: 100 }).nullish(),
  levelId: id.nullish().describe('Codebook tournamentLevels'),
  performanceClass: text({ max: 50 }).nullish().describe("The spec's VT"),
  dateFrom: boundedDate().nullish(),
  dateTill: boundedDate().nullish(),
  timeFrom: timeOfDay().nullish().describe('HH:MM'),
  location: text({ max: 200 }).nullish(),
  proposition: text({ max: 10_000, multiline: true }).nullish(),
  externalId: text({ max: 100 }).nullish(),
  startFee: decimal(999_999.99).nullish(),
  openForParticipants: boundedDate()
    .nullish()
    .describe('First day applications are taken (within the tournament window)'),
  closeForParticipants: boundedDate().nullish().describe('Last day applications are taken'),
  previousCompetitionId: id.nullish().describe('The same discipline in the previous season'),
  resultsUrl: text({ max: 2000 }).url('validation.format').nullish(),
  systemId: id.nullish().describe('Codebook tournamentSystems'),
  resultTypeId: id.nullish().describe('Codebook tournamentResultTypes'),
  gamePerMatch: z
    .number({ error: 'validation.number' })
    .int('validation.integer')
    .min(1, 'validation.min')
    .max(99, 'validation.max')
    .nullish(),
  setMax: z
    .number({ error: 'validation.number' })
    .int('validation.integer')
    .min(1, 'validation.min')
    .max(99, 'validation.max')
    .nullish(),
  isDraw: z.boolean({ error: 'validation.boolean' }).optional(),
  roundCount: z
    .number({ error: 'validation.number' })
    .int('validation.integer')
    .min(1, 'validation.min')
    .max(999, 'validation.max')
    .nullish(),
};

function disciplineRules(v: Record<string, unknown>, ctx: z.RefinementCtx) {
  dateRangeBothWays('dateFrom', 'dateTill')(v as Record<string, string | null | undefined>, ctx);
  dateRangeBothWays('openForParticipants', 'closeForParticipants')(v as Record<string, string | null | undefined>, ctx);
}

export const CompetitionCreateSchema = z
  .strictObject(disciplineFields)
  .superRefine(disciplineRules)
  .meta({ id: 'TournamentCompetitionCreate' });
export type CompetitionCreate = z.input<typeof CompetitionCreateSchema>;
export type CompetitionInput = z.output<typeof CompetitionCreateSchema>;

export const CompetitionUpdateSchema = z
  .strictObject({ ...disciplineFields, id: id.optional().describe('When given, must match the path') })
  .superRefine(disciplineRules)
  .meta({ id: 'TournamentCompetitionUpdate' });
export type CompetitionUpdate = z.input<typeof CompetitionUpdateSchema>;

/** Counts fill (spec 001 §3): what actually started and the ranking coefficients. */
export const CompetitionCountsSchema = z
  .strictObject({
    startParticipantCount: count.nullish(),
    startForeignParticipantCount: count.nullish(),
    startCountriesCount: count.nullish(),
    coeficientCp: decimal(99_999.999).nullish(),
    coeficientMcr: decimal(99_999.999).nullish(),
    percentToCpRankings: decimal(100).nullish(),
    percentToMcrRankings: decimal(100).nullish(),
  })
  .superRefine((v, ctx) => {
    if (
      v.startParticipantCount != null &&
      v.startForeignParticipantCount != null &&
      v.startForeignParticipantCount > v.startParticipantCount
    ) {
      ctx.addIssue({ code: 'custom', path: ['startForeignParticipantCount'], message: 'countsFill.foreignOverTotal' });
    }
  })
  .meta({ id: 'TournamentCompetitionCounts' });
export type CompetitionCounts = z.input<typeof CompetitionCountsSchema>;

const nullableInt = z.number().int().nullable();
const nullableNumber = z.number().nullable();

export const CompetitionSchema = z
  .object({
    id: z.number().int(),
    tournamentId: z.number().int(),
    /** Codebook tournamentStates of the tournament (cancelled and archived ones are frozen). */
    tournamentStateId: z.number().int(),
    name: z.string(),
    ageCategoryId: nullableInt,
    ageCategoryGroupId: nullableInt,
    sportDisciplineId: nullableInt,
    typeId: nullableInt,
    competitionType: z.string().nullable(),
    levelId: nullableInt,
    /** Codebook tournamentCompetitionStates. */
    stateId: z.number().int(),
    rankStateId: z.number().int(),
    performanceClass: z.string().nullable(),
    dateFrom: z.string().nullable(),
    dateTill: z.string().nullable(),
    timeFrom: z.string().nullable(),
    location: z.string().nullable(),
    proposition: z.string().nullable(),
    externalId: z.string().nullable(),
    startFee: nullableNumber,
    openForParticipants: z.string().nullable(),
    closeForParticipants: z.string().nullable(),
    approveDate: z.string().nullable(),
    previousCompetitionId: nullableInt,
    previousCompetition: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    resultsUrl: z.string().nullable(),
    systemId: nullableInt,
    resultTypeId: nullableInt,
    gamePerMatch: nullableInt,
    setMax: nullableInt,
    isDraw: z.boolean(),
    roundCount: nullableInt,
    seasonId: nullableInt,
    athletesCount: z.number().int(),
    refereesCount: z.number().int(),
    participantsCount: z.number().int(),
    hasParticipants: z.boolean(),
    /** Results belong to the next issue: always false for now. */
    hasResults: z.boolean(),
    /** Applications are taken now in the caller's zone (state, tournament state and windows). */
    isOpenForParticipants: z.boolean(),
    startParticipantCount: nullableInt,
    startForeignParticipantCount: nullableInt,
    startCountriesCount: nullableInt,
    coeficientCp: nullableNumber,
    coeficientMcr: nullableNumber,
    percentToCpRankings: nullableNumber,
    percentToMcrRankings: nullableNumber,
    ...AuditSchema,
  })
  .meta({ id: 'TournamentCompetition' });
export type Competition = z.infer<typeof CompetitionSchema>;

export const CompetitionRowSchema = CompetitionSchema.extend({ links: z.array(LinkSchema) }).meta({
  id: 'TournamentCompetitionRow',
});
export type CompetitionRow = z.infer<typeof CompetitionRowSchema>;

/** The note of an application: a JSON object with a category and a fallback club name. */
export const ParticipantNoteSchema = z.strictObject({
  category: z
    .string()
    .max(100)
    .refine(...noControlCharacters())
    .optional(),
  clubName: z
    .string()
    .max(200)
    .refine(...noControlCharacters())
    .optional(),
});
export type ParticipantNote = z.infer<typeof ParticipantNoteSchema>;

/** The note's JSON, or undefined when the text is no JSON. */
function parsedNote(s: string): unknown {
  try {
    return JSON.parse(s);
  } catch {
    return undefined;
  }
}

/**
 * The note as sent: a string holding a ParticipantNote (anything else: 400 on `note`; a control
 * character in one of its texts: the control-characters message, as every text field answers).
 */
export const participantNote = () =>
  z
    .string({ error: 'validation.string' })
    .max(1000, 'validation.maxLength')
    .superRefine((s, ctx) => {
      const result = ParticipantNoteSchema.safeParse(parsedNote(s));
      if (result.success) return;
      const control = result.error.issues.some((i) => i.message === CONTROL_CHARACTERS_MESSAGE);
      ctx.addIssue({ code: 'custom', message: control ? CONTROL_CHARACTERS_MESSAGE : 'applications.noteFormat' });
    })
    .describe('A JSON object as a string: {"category"?: string (≤ 100), "clubName"?: string (≤ 200)}');

const roleId = z
  .number({ error: (issue) => (issue.input == null ? 'validation.required' : 'validation.number') })
  .int('validation.integer')
  .refine((v) => (APPLICATION_ROLE_IDS as readonly number[]).includes(v), {
    message: 'validation.enum',
    params: { values: APPLICATION_ROLE_IDS.join(', ') },
  })
  .describe('Codebook tournamentRoles: 1 athlete, 2-6 referee roles');

export const ParticipantCreateSchema = z
  .strictObject({
    personId: id,
    roleId,
    clubId: id.nullish().describe("Admin zone only: the club applied for (default: the person's current club)"),
    note: participantNote().nullish(),
  })
  .meta({ id: 'TournamentParticipantCreate' });
export type ParticipantCreate = z.input<typeof ParticipantCreateSchema>;

export const ParticipantUpdateSchema = z
  .strictObject({
    stateId: z
      .number({ error: 'validation.number' })
      .int('validation.integer')
      .min(1, 'validation.min')
      .max(5, 'validation.max')
      .optional()
      .describe('Codebook tournamentTeamStates: 2 approves (confirmed), 3 rejects'),
    clubId: id.nullish(),
    note: participantNote().nullish(),
    registrationFeePaidDate: boundedDate().nullish(),
  })
  .meta({ id: 'TournamentParticipantUpdate' });
export type ParticipantUpdate = z.input<typeof ParticipantUpdateSchema>;

export const ParticipantSchema = z
  .object({
    id: z.number().int(),
    tournamentCompetitionId: z.number().int(),
    tournamentId: z.number().int(),
    competitionName: z.string(),
    personId: z.number().int(),
    name: z.string(),
    roleId: z.number().int(),
    /** Admin and club zones only (null elsewhere). */
    birthDate: z.string().nullable(),
    birthNumber: z.string().nullable(),
    clubId: z.number().int().nullable(),
    /** The club's name, else the note's fallback club name. */
    club: z.string().nullable(),
    registered: z.string(),
    registrationApprovedDate: z.string().nullable(),
    registrationFeePaidDate: z.string().nullable(),
    category: z.string().nullable(),
    /** The JSON note (admin and club zones only). */
    note: z.string().nullable(),
    /** Codebook tournamentTeamStates. */
    stateId: z.number().int(),
    isActive: z.boolean(),
    createdDate: z.string(),
    /** The result (docs/decisions.md "Results and standings"): placing, result text, points. */
    rankFrom: z.number().int().nullable(),
    rankTo: z.number().int().nullable(),
    standingShared: z.boolean(),
    result: z.string().nullable(),
    points: z.number().nullable(),
    pointsCp: z.number().nullable(),
    pointsMcr: z.number().nullable(),
    /** The application has a result (a placing, a result text or points). */
    isResult: z.boolean(),
    links: z.array(LinkSchema),
  })
  .meta({ id: 'TournamentParticipant' });
export type Participant = z.infer<typeof ParticipantSchema>;

const bulkFields = {
  competitionIds: z
    .array(id, { error: 'bulk.noneSelected' })
    .min(1, 'bulk.noneSelected')
    .max(BULK_MAX, 'validation.maxItems'),
  personIds: z
    .array(id, { error: 'validation.required' })
    .min(1, 'bulk.nobodySelected')
    .max(BULK_MAX, 'validation.maxItems'),
  roleId,
  clubId: id.nullish().describe('Admin zone only, as in a single application'),
  note: participantNote().nullish(),
};

/** At most BULK_MAX_PAIRS discipline × person pairs (both lists named when exceeded). */
function pairCap(v: { competitionIds?: unknown; personIds?: unknown }, ctx: z.RefinementCtx) {
  if (!Array.isArray(v.competitionIds) || !Array.isArray(v.personIds)) return;
  const pairs = v.competitionIds.length * v.personIds.length;
  if (pairs <= BULK_MAX_PAIRS) return;
  for (const path of ['competitionIds', 'personIds']) {
    ctx.addIssue({
      code: 'custom',
      path: [path],
      message: 'bulk.tooManyPairs',
      params: { max: BULK_MAX_PAIRS, count: pairs },
    });
  }
}
/** The pair cap runs even when a list is refused already, so one answer names both fields. */
const always = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null };

export const BulkApplicationSchema = z
  .strictObject(bulkFields)
  .superRefine(pairCap, always)
  .meta({ id: 'TournamentBulkApplication' });
const { clubId: _clubId, ...clubBulkFields } = bulkFields;
/** The club zone's bulk body: no clubId (the current club applies). */
export const ClubBulkApplicationSchema = z.strictObject(clubBulkFields).superRefine(pairCap, always);
export type BulkApplication = z.input<typeof BulkApplicationSchema>;

export const BulkResultSchema = z
  .object({
    results: z.array(
      z.object({
        competitionId: z.number().int(),
        personId: z.number().int(),
        ok: z.boolean(),
        participant: ParticipantSchema.optional(),
        error: z.object({ code: z.string(), message: z.string() }).optional(),
      }),
    ),
    okCount: z.number().int(),
    failedCount: z.number().int(),
  })
  .meta({ id: 'TournamentBulkResult' });
export type BulkResult = z.infer<typeof BulkResultSchema>;

export const ApproveAllResultSchema = z.object({ count: z.number().int() }).meta({ id: 'TournamentApproveAll' });

/** A person the caller may apply: the bulk dialog's choices. */
export const ApplicantSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    birthYear: z.number().int().nullable(),
    registrationNumber: z.string().nullable(),
    clubId: z.number().int().nullable(),
    club: z.string().nullable(),
    /** Holds a valid referee person role today (may be applied as a referee). */
    isReferee: z.boolean(),
  })
  .meta({ id: 'TournamentApplicant' });
export type Applicant = z.infer<typeof ApplicantSchema>;

export const ApplicantQuerySchema = z.strictObject({
  search: text({ max: 100 }).optional(),
  referees: z.enum(['true', 'false'], { error: 'validation.boolean' }).optional().describe('Only referees'),
  limit: z.coerce.number().int().min(1).max(200).optional(),
});

const idParam = IdParamsSchema.shape.id;
export const CompetitionIdParamsSchema = z.object({ competitionId: idParam });
export const CompetitionStateParamsSchema = z.object({ id: idParam, stateId: idParam });

const COMPETITION_LIST = 'filters name, stateId, sportDisciplineId, ageCategoryId; sorts name, dateFrom, stateId';
const PARTICIPANT_LIST =
  'filters name, club (name), clubId, roleId, stateId, competitionId; sorts name, club, registered, stateId, competition';

type Z = 'admin' | 'club' | 'personal';
const at = (zone: Z, action: string) => ({
  kind: 'zone' as const,
  zone,
  action: `tournament.dynamic.${action}`,
  module: 'tournamentDynamic' as const,
});
const TAGS = ['tournaments'];

function competitionList(zone: Z) {
  return defineEndpoint({
    method: 'GET',
    path: `/api/${zone}-zone/tournaments/:id/competitions`,
    operationId: `${zone === 'admin' ? '' : `${zone}.`}tournament.competition.list`,
    summary: `The disciplines of a tournament visible in the zone, each with its links; ${COMPETITION_LIST}`,
    tags: TAGS,
    access: at(zone, 'list'),
    params: IdParamsSchema,
    query: ListQueryStringSchema,
    status: 200,
    response: listEnvelope(CompetitionRowSchema),
  });
}

function competitionGet(zone: 'admin' | 'club') {
  return defineEndpoint({
    method: 'GET',
    path: `/api/${zone}-zone/tournaments/competitions/:id`,
    operationId: `${zone === 'admin' ? '' : `${zone}.`}tournament.competition.get`,
    summary: 'One discipline with the links the caller may follow',
    tags: TAGS,
    access: at(zone, 'list'),
    params: IdParamsSchema,
    status: 200,
    response: itemEnvelope(CompetitionSchema),
  });
}

function tournamentParticipants(zone: Z) {
  return defineEndpoint({
    method: 'GET',
    path: `/api/${zone}-zone/tournaments/:tournamentId/participants`,
    operationId: `${zone === 'admin' ? '' : `${zone}.`}tournament.participant.list`,
    summary: `The applications of a tournament visible in the zone (admin all; the organizer club all, another club its own; members the active ones without birth data); ${PARTICIPANT_LIST}; ?format=csv|xlsx`,
    tags: TAGS,
    access: at(zone, 'list'),
    params: TournamentIdParamsSchema,
    query: ListQueryStringSchema,
    status: 200,
    response: listEnvelope(ParticipantSchema),
  });
}

function competitionParticipants(zone: 'admin' | 'club') {
  return defineEndpoint({
    method: 'GET',
    path: `/api/${zone}-zone/tournaments/competitions/:competitionId/participants`,
    operationId: `${zone === 'admin' ? '' : `${zone}.`}tournament.competition.participant.list`,
    summary: `The applications of one discipline visible in the zone; ${PARTICIPANT_LIST}; ?format=csv|xlsx`,
    tags: TAGS,
    access: at(zone, 'list'),
    params: CompetitionIdParamsSchema,
    query: ListQueryStringSchema,
    status: 200,
    response: listEnvelope(ParticipantSchema),
  });
}

function participantCreate(zone: 'admin' | 'club') {
  return defineEndpoint({
    method: 'POST',
    path: `/api/${zone}-zone/tournaments/competitions/:id/participants`,
    operationId: `${zone === 'admin' ? '' : `${zone}.`}tournament.participant.create`,
    summary:
      zone === 'admin'
        ? "Apply a person to a discipline (any time; the club defaults to the person's current club)"
        : 'Apply a member of the current club to a discipline within the registration window',
    tags: TAGS,
    access: at(zone, 'participant.create'),
    params: IdParamsSchema,
    body: zone === 'admin' ? ParticipantCreateSchema : ParticipantCreateSchema.omit({ clubId: true }),
    status: 201,
    response: itemEnvelope(ParticipantSchema),
  });
}

function bulk(zone: 'admin' | 'club') {
  return defineEndpoint({
    method: 'POST',
    path: `/api/${zone}-zone/tournaments/participants/bulk`,
    operationId: `${zone === 'admin' ? '' : `${zone}.`}tournament.participant.bulk`,
    summary: `Apply several persons to several disciplines (at most ${BULK_MAX} of each and ${BULK_MAX_PAIRS} pairs); each pair on its own, answered per row`,
    tags: TAGS,
    access: at(zone, 'participant.create'),
    body: zone === 'admin' ? BulkApplicationSchema : ClubBulkApplicationSchema,
    status: 200,
    response: itemEnvelope(BulkResultSchema),
  });
}

function applicants(zone: 'admin' | 'club') {
  return defineEndpoint({
    method: 'GET',
    path: `/api/${zone}-zone/tournaments/participants/applicants`,
    operationId: `${zone === 'admin' ? '' : `${zone}.`}tournament.participant.applicants`,
    summary:
      zone === 'admin'
        ? 'Persons to apply (search by name or registration number), with their current club'
        : 'Members of the current club today, to apply (search by name or registration number)',
    tags: TAGS,
    access: at(zone, 'participant.create'),
    query: ApplicantQuerySchema,
    status: 200,
    // A picker's choices (at most `limit`, by name), not a paged list: no export.
    response: itemEnvelope(z.array(ApplicantSchema)),
  });
}

export const tournamentCompetitionsEndpoints = {
  create: defineEndpoint({
    method: 'POST',
    path: '/api/admin-zone/tournaments/:tournamentId/competitions',
    operationId: 'tournament.competition.create',
    summary: 'Add a discipline to a tournament (not to a cancelled or archived one)',
    tags: TAGS,
    access: at('admin', 'competition.create'),
    params: TournamentIdParamsSchema,
    body: CompetitionCreateSchema,
    status: 201,
    response: itemEnvelope(CompetitionSchema),
  }),
  list: competitionList('admin'),
  get: competitionGet('admin'),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/admin-zone/tournaments/competitions/:id',
    operationId: 'tournament.competition.update',
    summary: 'Change a discipline',
    tags: TAGS,
    access: at('admin', 'competition.update'),
    params: IdParamsSchema,
    body: CompetitionUpdateSchema,
    status: 202,
    response: itemEnvelope(CompetitionSchema),
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin-zone/tournaments/competitions/:id',
    operationId: 'tournament.competition.delete',
    summary: 'Delete a discipline without applications (with applications: 409, cancel it instead)',
    tags: TAGS,
    access: at('admin', 'competition.delete'),
    params: IdParamsSchema,
    status: 202,
    response: z.null(),
  }),
  state: defineEndpoint({
    method: 'PUT',
    path: '/api/admin-zone/tournaments/competitions/:id/state/:stateId',
    operationId: 'tournament.competition.state',
    summary:
      'Move a discipline to another state (open <-> closed, closed -> approved, open|closed -> cancelled; else 409)',
    tags: TAGS,
    access: at('admin', 'competition.state'),
    params: CompetitionStateParamsSchema,
    status: 202,
    response: itemEnvelope(CompetitionSchema),
  }),
  counts: defineEndpoint({
    method: 'PUT',
    path: '/api/admin-zone/tournaments/competitions/:id/counts',
    operationId: 'tournament.competition.counts',
    summary: 'Fill the start counts and the ranking coefficients of a discipline',
    tags: TAGS,
    access: at('admin', 'competition.update'),
    params: IdParamsSchema,
    body: CompetitionCountsSchema,
    status: 202,
    response: itemEnvelope(CompetitionSchema),
  }),
  clubGet: competitionGet('club'),
  clubList: competitionList('club'),
  personalList: competitionList('personal'),

  participantCreate: participantCreate('admin'),
  participantList: competitionParticipants('admin'),
  participantUpdate: defineEndpoint({
    method: 'PUT',
    path: '/api/admin-zone/tournaments/competitions/participants/:id',
    operationId: 'tournament.participant.update',
    summary: 'Approve (stateId 2) or reject (3) an application, or change its club, note or fee paid date',
    tags: TAGS,
    access: at('admin', 'participant.update'),
    params: IdParamsSchema,
    body: ParticipantUpdateSchema,
    status: 202,
    response: itemEnvelope(ParticipantSchema),
  }),
  participantDelete: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin-zone/tournaments/competitions/participants/:id',
    operationId: 'tournament.participant.delete',
    summary: 'Delete an application',
    tags: TAGS,
    access: at('admin', 'participant.delete'),
    params: IdParamsSchema,
    status: 202,
    response: z.null(),
  }),
  tournamentParticipants: tournamentParticipants('admin'),
  approveAll: defineEndpoint({
    method: 'POST',
    path: '/api/admin-zone/tournaments/:tournamentId/participants/approve',
    operationId: 'tournament.participant.approveAll',
    summary: 'Approve every registered application of the tournament (answers how many)',
    tags: TAGS,
    access: at('admin', 'participant.update'),
    params: TournamentIdParamsSchema,
    status: 200,
    response: itemEnvelope(ApproveAllResultSchema),
  }),
  bulk: bulk('admin'),
  applicants: applicants('admin'),

  clubTournamentParticipants: tournamentParticipants('club'),
  clubParticipantList: competitionParticipants('club'),
  clubParticipantCreate: participantCreate('club'),
  clubParticipantDelete: defineEndpoint({
    method: 'DELETE',
    path: '/api/club-zone/tournaments/competitions/participants/:id',
    operationId: 'club.tournament.participant.delete',
    summary: "Withdraw one of the current club's applications while the registration window is open",
    tags: TAGS,
    access: at('club', 'participant.delete'),
    params: IdParamsSchema,
    status: 202,
    response: z.null(),
  }),
  clubBulk: bulk('club'),
  clubApplicants: applicants('club'),

  personalTournamentParticipants: tournamentParticipants('personal'),
};
