// Person contributions (spec 001 §2 "Person contributions", §3, §8): the yearly membership fee of
// each person per season, its price list, the generation of a season's fees (a job) and the bulk
// payment with per-row answers. Admin zone (a unit manager: its units' clubs) and club zone (the
// current club only).
import { z } from 'zod';
import { defineEndpoint } from './common/endpoint';
import { itemEnvelope, listEnvelope } from './common/envelope';
import { ListFilterQueryStringSchema, ListQueryStringSchema } from './common/list-query-schema';
import { AuditSchema, boundedDate, IdParamsSchema } from './common/schemas';

export { CURRENCY } from './common/money';

/** Paid states (reference table `paid_states`). */
export const PAID_STATE = { unpaid: 1, paid: 2, notRequired: 3 } as const;
/** Codebook `paymentSources`; a club pays from its credit (the club zone's only source). */
export const PAYMENT_SOURCE = { bankTransfer: 1, card: 2, cash: 3, clubCredit: 4, invoice: 5 } as const;
/** At most this many contributions are paid by one request (ids or "all matching the filter"). */
export const MAX_BULK_PAYMENT = 10_000;

const id = z
  .number({ error: (issue) => (issue.input == null ? 'validation.required' : 'validation.number') })
  .int('validation.integer')
  .positive('validation.min')
  .max(2147483647, 'validation.max');

/** An amount of money: not negative, whole hellers (two decimals), below a billion. */
export const moneyAmount = () =>
  z
    .number({ error: (issue) => (issue.input == null ? 'validation.required' : 'validation.number') })
    .min(0, 'validation.min')
    .max(999_999_999.99, 'validation.max')
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, { message: 'validation.money' });

const CONTRIBUTION_LIST =
  'filters seasonId, clubId, federationUnitId, paidStateId, ageCategoryId, paymentSourceId, approvalStateId, personId, ' +
  'fullName (name search), registrationNumber, birthDate, paidDate; sorts fullName, registrationNumber, birthDate, club, ' +
  'season, ageCategoryId, amount, paidStateId, paidDate';

export const PersonContributionSchema = z
  .object({
    id: z.number().int(),
    personId: z.number().int(),
    registrationNumber: z.string(),
    customRegistrationNumber: z.string().nullable(),
    firstName: z.string(),
    lastName: z.string(),
    fullName: z.string(),
    birthDate: z.string().nullable(),
    birthNumber: z.string().nullable(),
    seasonId: z.number().int(),
    season: z.object({ id: z.number().int(), name: z.string() }),
    clubId: z.number().int().nullable(),
    club: z.object({ id: z.number().int(), name: z.string(), registrationNumber: z.string() }).nullable(),
    federationUnitId: z.number().int().nullable(),
    /** Codebook `ageCategories`. */
    ageCategoryId: z.number().int().nullable(),
    /** The person role type ids held in the club during the season (spec: roles). */
    roles: z.array(z.number().int()),
    /** Of the membership role the fee was generated from (reference `approvalStates`). */
    approvalStateId: z.number().int().nullable(),
    amount: z.number(),
    /** PAID_STATE. */
    paidStateId: z.number().int(),
    paidDate: z.string().nullable(),
    /** Codebook `paymentSources`. */
    paymentSourceId: z.number().int().nullable(),
  })
  .meta({ id: 'PersonContribution' });
export type PersonContribution = z.infer<typeof PersonContributionSchema>;

/** Totals of the filtered contributions, in CURRENCY. */
export const ContributionSummarySchema = z
  .object({
    count: z.number().int(),
    paidCount: z.number().int(),
    unpaidCount: z.number().int(),
    notRequiredCount: z.number().int(),
    /** Sum of every amount. */
    expected: z.number(),
    paid: z.number(),
    unpaid: z.number(),
  })
  .meta({ id: 'ContributionSummary' });
export type ContributionSummary = z.infer<typeof ContributionSummarySchema>;

export const ContributionPaySchema = z
  .strictObject({
    ids: z
      .array(id, { error: 'validation.array' })
      .max(MAX_BULK_PAYMENT, 'validation.maxItems')
      .optional()
      .describe('The contributions to pay'),
    all: z
      .literal(true, { error: 'validation.boolean' })
      .optional()
      .describe(
        "Instead of ids: every contribution matching the list filter sent in the query string (the list's fields)",
      ),
    paidDate: boundedDate().optional().describe('Default today; not in the future'),
    paymentSourceId: id
      .optional()
      .describe('Codebook paymentSources; default (and in the club zone the only one) CLUB_CREDIT'),
  })
  .superRefine((v, ctx) => {
    if (v.all && v.ids) ctx.addIssue({ code: 'custom', path: ['ids'], message: 'contributions.idsOrAll' });
    else if (!v.all && !v.ids?.length)
      ctx.addIssue({ code: 'custom', path: ['ids'], message: 'contributions.noneSelected' });
  })
  .meta({ id: 'ContributionPay' });
export type ContributionPay = z.input<typeof ContributionPaySchema>;

/** Why one contribution of a bulk payment was not paid. */
export const PAY_FAILURE_REASONS = ['notFound', 'alreadyPaid', 'notRequired'] as const;

export const ContributionPayResultSchema = z
  .object({
    /** Contributions asked for (distinct ids, or those matching the filter). */
    totalCount: z.number().int(),
    paidCount: z.number().int(),
    invalidCount: z.number().int(),
    /** Sum of the amounts paid now. */
    paidAmount: z.number(),
    failures: z.array(
      z.object({
        id: z.number().int(),
        /** Null when the contribution does not exist or is outside the caller's scope. */
        personId: z.number().int().nullable(),
        fullName: z.string().nullable(),
        reason: z.enum(PAY_FAILURE_REASONS),
        /** The reason in the caller's language. */
        message: z.string(),
      }),
    ),
  })
  .meta({ id: 'ContributionPayResult' });
export type ContributionPayResult = z.infer<typeof ContributionPayResultSchema>;

export const ContributionGenerateSchema = z
  .strictObject({ seasonId: id.describe('The season whose contributions are generated') })
  .meta({ id: 'ContributionGenerate' });
export type ContributionGenerate = z.input<typeof ContributionGenerateSchema>;

/** A generation job: its state and, when done, what it changed. */
export const ContributionGenerationSchema = z
  .object({
    jobId: z.string(),
    seasonId: z.number().int(),
    state: z.enum(['queued', 'running', 'retrying', 'completed', 'failed']),
    done: z.number().int(),
    total: z.number().int().nullable(),
    /** Why it failed, in the caller's language. */
    error: z.string().nullable(),
    result: z.object({ created: z.number().int(), updated: z.number().int(), unchanged: z.number().int() }).nullable(),
    createdDate: z.string(),
    finishedDate: z.string().nullable(),
  })
  .meta({ id: 'ContributionGeneration' });
export type ContributionGeneration = z.infer<typeof ContributionGenerationSchema>;

export const GenerationParamsSchema = z.object({ jobId: z.uuid() });

const priceFields = {
  seasonId: id,
  federationUnitId: id.nullish().describe('Null: every federation unit'),
  personRoleTypeId: id,
  ageCategoryId: id.nullish().describe('Codebook ageCategories; null: every category'),
  amount: moneyAmount(),
  note: z.string({ error: 'validation.string' }).trim().max(500, 'validation.maxLength').nullish(),
};

export const ContributionPriceCreateSchema = z.strictObject(priceFields).meta({ id: 'ContributionPriceCreate' });
export type ContributionPriceCreate = z.input<typeof ContributionPriceCreateSchema>;

export const ContributionPriceUpdateSchema = z
  .strictObject({ ...priceFields, id })
  .meta({ id: 'ContributionPriceUpdate' });
export type ContributionPriceUpdate = z.input<typeof ContributionPriceUpdateSchema>;

export const ContributionPriceSchema = z
  .object({
    id: z.number().int(),
    seasonId: z.number().int(),
    seasonName: z.string(),
    federationUnitId: z.number().int().nullable(),
    personRoleTypeId: z.number().int(),
    ageCategoryId: z.number().int().nullable(),
    amount: z.number(),
    note: z.string().nullable(),
    ...AuditSchema,
  })
  .meta({ id: 'ContributionPrice' });
export type ContributionPrice = z.infer<typeof ContributionPriceSchema>;

const PRICE_LIST =
  'filters seasonId, federationUnitId, personRoleTypeId, ageCategoryId; sorts season, federationUnitId, personRoleTypeId, ageCategoryId, amount';

const admin = (action: string) => ({
  kind: 'zone' as const,
  zone: 'admin' as const,
  action,
  module: 'personContribution' as const,
});
const club = (action: string) => ({
  kind: 'zone' as const,
  zone: 'club' as const,
  action,
  module: 'personContribution' as const,
});

export const contributionsEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin-zone/person-contributions',
    operationId: 'person.contribution.list',
    summary: `Person contributions (a unit manager: its units' clubs); ${CONTRIBUTION_LIST}`,
    tags: ['person-contributions'],
    access: admin('person.contribution.list'),
    query: ListQueryStringSchema,
    status: 200,
    response: listEnvelope(PersonContributionSchema),
  }),
  summary: defineEndpoint({
    method: 'GET',
    path: '/api/admin-zone/person-contributions/summary',
    operationId: 'person.contribution.summary',
    summary: 'Count and amounts (expected, paid, unpaid) of the contributions the list filter matches',
    tags: ['person-contributions'],
    access: admin('person.contribution.list'),
    query: ListFilterQueryStringSchema,
    status: 200,
    response: itemEnvelope(ContributionSummarySchema),
  }),
  pay: defineEndpoint({
    method: 'POST',
    path: '/api/admin-zone/person-contributions/pay',
    operationId: 'person.contribution.pay',
    summary: `Marks contributions paid, each at most once; per-row failures in the answer (at most ${MAX_BULK_PAYMENT})`,
    tags: ['person-contributions'],
    access: admin('person.contribution.pay'),
    query: ListFilterQueryStringSchema,
    body: ContributionPaySchema,
    status: 200,
    response: itemEnvelope(ContributionPayResultSchema),
  }),
  generate: defineEndpoint({
    method: 'POST',
    path: '/api/admin-zone/person-contributions/generate',
    operationId: 'person.contribution.generate',
    summary:
      "Generates a season's contributions from its memberships as a job (running it again changes nothing new); while one runs for the season, answers that one",
    tags: ['person-contributions'],
    access: admin('person.contribution.generate'),
    body: ContributionGenerateSchema,
    status: 202,
    response: itemEnvelope(ContributionGenerationSchema),
  }),
  generation: defineEndpoint({
    method: 'GET',
    path: '/api/admin-zone/person-contributions/generate/:jobId',
    operationId: 'person.contribution.generation',
    summary: 'The state and progress of a generation job',
    tags: ['person-contributions'],
    access: admin('person.contribution.generate'),
    params: GenerationParamsSchema,
    status: 200,
    response: itemEnvelope(ContributionGenerationSchema),
  }),

  priceList: defineEndpoint({
    method: 'GET',
    path: '/api/admin-zone/person-contribution-prices',
    operationId: 'person.contribution.price.list',
    summary: `The contribution price list; ${PRICE_LIST}`,
    tags: ['person-contributions'],
    access: admin('person.contribution.price.list'),
    query: ListQueryStringSchema,
    status: 200,
    response: listEnvelope(ContributionPriceSchema),
  }),
  priceCreate: defineEndpoint({
    method: 'POST',
    path: '/api/admin-zone/person-contribution-prices',
    operationId: 'person.contribution.price.create',
    summary: 'Add a price; one per season, unit, role type and age category (409 otherwise)',
    tags: ['person-contributions'],
    access: admin('person.contribution.price.create'),
    body: ContributionPriceCreateSchema,
    status: 201,
    response: itemEnvelope(ContributionPriceSchema),
  }),
  priceUpdate: defineEndpoint({
    method: 'PUT',
    path: '/api/admin-zone/person-contribution-prices/:id',
    operationId: 'person.contribution.price.update',
    summary: 'Change a price (generated contributions keep their amount until generated again)',
    tags: ['person-contributions'],
    access: admin('person.contribution.price.update'),
    params: IdParamsSchema,
    body: ContributionPriceUpdateSchema,
    status: 202,
    response: itemEnvelope(ContributionPriceSchema),
  }),
  priceDelete: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin-zone/person-contribution-prices/:id',
    operationId: 'person.contribution.price.delete',
    summary: 'Delete a price',
    tags: ['person-contributions'],
    access: admin('person.contribution.price.delete'),
    params: IdParamsSchema,
    status: 202,
    response: z.null(),
  }),

  clubList: defineEndpoint({
    method: 'GET',
    path: '/api/club-zone/person-contributions',
    operationId: 'club.person.contribution.list',
    summary: `The current club's person contributions; ${CONTRIBUTION_LIST}`,
    tags: ['person-contributions'],
    access: club('person.contribution.list'),
    query: ListQueryStringSchema,
    status: 200,
    response: listEnvelope(PersonContributionSchema),
  }),
  clubSummary: defineEndpoint({
    method: 'GET',
    path: '/api/club-zone/person-contributions/summary',
    operationId: 'club.person.contribution.summary',
    summary: "Totals of the current club's contributions the list filter matches",
    tags: ['person-contributions'],
    access: club('person.contribution.list'),
    query: ListFilterQueryStringSchema,
    status: 200,
    response: itemEnvelope(ContributionSummarySchema),
  }),
  clubPay: defineEndpoint({
    method: 'POST',
    path: '/api/club-zone/person-contributions/pay',
    operationId: 'club.person.contribution.pay',
    summary:
      "Pays the current club's contributions from its credit; another club's ids are per-row failures (notFound)",
    tags: ['person-contributions'],
    access: club('person.contribution.pay'),
    query: ListFilterQueryStringSchema,
    body: ContributionPaySchema,
    status: 200,
    response: itemEnvelope(ContributionPayResultSchema),
  }),
};

/** The calls of each zone that has the contribution list. */
export const CONTRIBUTION_ZONE_CALLS = {
  admin: {
    list: contributionsEndpoints.list,
    summary: contributionsEndpoints.summary,
    pay: contributionsEndpoints.pay,
  },
  club: {
    list: contributionsEndpoints.clubList,
    summary: contributionsEndpoints.clubSummary,
    pay: contributionsEndpoints.clubPay,
  },
} as const;
