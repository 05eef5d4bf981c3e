// Orders the system makes (issue 31 §2; docs/decisions/economy-generated-orders.md): the season's
// licence orders of every club, generated as a job from the price list's person items with a role
// type. The statute 8 fine and a request's fee are calls of the tournaments and requests tables.
import { z } from 'zod';
import { defineEndpoint } from './common/endpoint';
import { itemEnvelope } from './common/envelope';
import { bodyId } from './common/schemas';

/** At most this many price-list items may narrow one generation. */
export const SEASON_LICENCE_MAX_ITEMS = 100;

export const SeasonLicenceGenerateSchema = z
  .strictObject({
    seasonId: bodyId().describe('The season whose licence orders are generated'),
    /** Only these price-list items (person items with a role type, valid in the season); absent: all of them. */
    priceListItemIds: z
      .array(bodyId(), { error: 'validation.array' })
      .min(1, 'validation.min')
      .max(SEASON_LICENCE_MAX_ITEMS, 'validation.maxItems')
      .nullish(),
  })
  .meta({ id: 'SeasonLicenceGenerate' });
export type SeasonLicenceGenerate = z.input<typeof SeasonLicenceGenerateSchema>;

/** A generation job of season licence orders: its state and, when done, what it added. */
export const SeasonLicenceGenerationSchema = z
  .object({
    jobId: z.string(),
    seasonId: z.number().int(),
    state: z.enum(['queued', 'running', 'retrying', 'completed', 'failed']),
    /** Club ids done of `total` (the span of club ids). */
    done: z.number().int(),
    total: z.number().int().nullable(),
    /** Why it failed, in the caller's language. */
    error: z.string().nullable(),
    result: z
      .object({
        /** New orders (a club's new order of the season got the missing items instead). */
        orders: z.number().int(),
        /** Order items added. */
        items: z.number().int(),
        /** The items' sum, haléře. */
        amount: z.number().int(),
      })
      .nullable(),
    createdDate: z.string(),
    finishedDate: z.string().nullable(),
  })
  .meta({ id: 'SeasonLicenceGeneration' });
export type SeasonLicenceGeneration = z.infer<typeof SeasonLicenceGenerationSchema>;

export const SeasonLicenceJobParamsSchema = z.object({ jobId: z.uuid() });

const admin = (action: string) => ({
  kind: 'zone' as const,
  zone: 'admin' as const,
  action,
  module: 'economy' as const,
});

export const orderGenerationEndpoints = {
  seasonLicences: defineEndpoint({
    method: 'POST',
    path: '/api/admin-zone/orders/season-licences',
    operationId: 'orders.season.licences.generate',
    summary:
      "Generates the season's licence orders of every club as a job: one new order per club with an item per member role the season's price list asks a licence for (not paid, not ordered yet); running it again adds only what is missing. While one runs for the season, answers that one",
    tags: ['orders'],
    access: admin('orders.update'),
    body: SeasonLicenceGenerateSchema,
    status: 202,
    response: itemEnvelope(SeasonLicenceGenerationSchema),
  }),
  seasonLicencesJob: defineEndpoint({
    method: 'GET',
    path: '/api/admin-zone/orders/season-licences/:jobId',
    operationId: 'orders.season.licences.generation',
    summary: 'The state and progress of a season licence generation job',
    tags: ['orders'],
    access: admin('orders.update'),
    params: SeasonLicenceJobParamsSchema,
    status: 200,
    response: itemEnvelope(SeasonLicenceGenerationSchema),
  }),
};
