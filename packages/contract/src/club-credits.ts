// Club credits (spec 000 §2.3 credit-history/list, §3 "Credit row"): per club, the current
// balance and what was ordered and spent within a period.
import { z } from 'zod';
import { defineEndpoint } from './common/endpoint';
import { itemEnvelope, listEnvelope } from './common/envelope';
import { ListQueryStringSchema } from './common/list-query-schema';
import { boundedDate, dateRangeBothWays } from './common/schemas';

export const CreditRowSchema = z
  .object({
    club: z.object({ id: z.number().int(), name: z.string(), registrationNumber: z.string() }),
    /** Everything ordered minus everything spent up to today. */
    balanceCurrent: z.number(),
    /** Ordered minus spent within the period. */
    balancePeriod: z.number(),
    /** Credits ordered (top-ups) within the period. */
    ordered: z.number(),
    /** Credits spent within the period. */
    spent: z.number(),
  })
  .meta({ id: 'CreditRow' });
export type CreditRow = z.infer<typeof CreditRowSchema>;

const CREDIT_LIST =
  'filters period (valueDateRange: from, to; without it the whole history), name (club name), clubId, federationUnitId; ' +
  'sorts club, balanceCurrent, balancePeriod, ordered, spent';

/** One movement of a club's credit ledger (the club zone's own history). */
export const CreditEntrySchema = z
  .object({
    id: z.number().int(),
    entryDate: z.string(),
    /** order: credits bought (adds); spend: credits used (subtracts), e.g. paid contributions. */
    kind: z.enum(['order', 'spend']),
    /** Always positive; the kind gives the sign. */
    amount: z.number(),
    /** The balance after this entry (the whole ledger in date order, whatever the filter). */
    balanceAfter: z.number(),
    note: z.string().nullable(),
    /** Contributions this entry paid (0 for other entries). */
    contributionCount: z.number().int(),
    createdDate: z.string(),
  })
  .meta({ id: 'CreditEntry' });
export type CreditEntry = z.infer<typeof CreditEntrySchema>;

/** The period of the club's summary; either end may be missing. */
export const CreditPeriodQuerySchema = z
  .strictObject({ from: boundedDate().optional(), to: boundedDate().optional() })
  .superRefine(dateRangeBothWays('from', 'to'));

const ENTRY_LIST = 'filters period (valueDateRange on entryDate), kind; sorts entryDate (default -entryDate), amount';

export const clubCreditsEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin-zone/club-credits',
    operationId: 'clubcredit.list',
    summary: `Credit status of every club; ${CREDIT_LIST}`,
    tags: ['club-credits'],
    access: { kind: 'zone', zone: 'admin', action: 'clubcredit.list' },
    query: ListQueryStringSchema,
    status: 200,
    response: listEnvelope(CreditRowSchema),
  }),
  clubEntries: defineEndpoint({
    method: 'GET',
    path: '/api/club-zone/club-credits',
    operationId: 'club.clubcredit.list',
    summary: `The current club's credit ledger; ${ENTRY_LIST}`,
    tags: ['club-credits'],
    access: { kind: 'zone', zone: 'club', action: 'clubcredit.list' },
    query: ListQueryStringSchema,
    status: 200,
    response: listEnvelope(CreditEntrySchema),
  }),
  clubSummary: defineEndpoint({
    method: 'GET',
    path: '/api/club-zone/club-credits/summary',
    operationId: 'club.clubcredit.summary',
    summary: "The current club's balance now and what it ordered and spent within the period (from, to)",
    tags: ['club-credits'],
    access: { kind: 'zone', zone: 'club', action: 'clubcredit.list' },
    query: CreditPeriodQuerySchema,
    status: 200,
    response: itemEnvelope(CreditRowSchema),
  }),
};
