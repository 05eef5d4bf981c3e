// Club credits (spec 000 §2.3 credit-history/list, §3 "Credit row"): per club, the current
// balance and what was ordered and spent within a period.
import { z } from 'zod';
import { defineEndpoint } from './common/endpoint';
import { listEnvelope } from './common/envelope';
import { ListQueryStringSchema } from './common/list-query-schema';

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

export const creditEndpoints = {
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
};
