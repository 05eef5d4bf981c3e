// Webhooks (issue 33 §6; docs/decisions/webhooks.md): the office registers endpoints of other
// systems and the events they follow; each event goes out as a message signed by the Standard
// Webhooks scheme (webhook-id, webhook-timestamp, webhook-signature), retried with back-off for
// 24 hours, logged attempt by attempt, replayable, with the endpoint's secret rotatable.
import { z } from 'zod';
import { defineEndpoint } from './common/endpoint';
import { itemEnvelope, listEnvelope } from './common/envelope';
import { ListQueryStringSchema } from './common/list-query-schema';
import { AuditSchema, IdParamsSchema } from './common/schemas';
import { text } from './common/text';

/** The events an endpoint may follow. */
export const WEBHOOK_EVENT_TYPES = [
  'person.created',
  'person.updated',
  'membership.changed',
  'club.updated',
  'tournament.results.published',
  'match.result.published',
  'order.paid',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** pending: waiting for its (next) attempt; sending: an attempt runs; delivered: answered 2xx; failed: given up. */
export const WEBHOOK_MESSAGE_STATES = ['pending', 'sending', 'delivered', 'failed'] as const;
export type WebhookMessageState = (typeof WEBHOOK_MESSAGE_STATES)[number];

/** Longest endpoint URL. */
export const MAX_WEBHOOK_URL_LENGTH = 1024;

const urlField = () =>
  text({ max: MAX_WEBHOOK_URL_LENGTH, required: true })
    .refine((v) => /^https?:\/\/[^\s]+$/i.test(v) && URL.canParse(v), 'webhooks.urlInvalid')
    .describe('Where the messages are POSTed: https to a public host (the server refuses local and private ones)');

export const WebhookEndpointInputSchema = z
  .strictObject({
    url: urlField(),
    description: text({ max: 500 }).nullish(),
    events: z
      .array(z.enum(WEBHOOK_EVENT_TYPES), { error: 'validation.array' })
      .min(1, 'webhooks.eventsRequired')
      .max(WEBHOOK_EVENT_TYPES.length)
      .refine((v) => new Set(v).size === v.length, 'webhooks.eventsRepeated')
      .describe('The event types sent to the endpoint'),
    isActive: z.boolean().default(true).describe('An inactive endpoint gets no new messages'),
  })
  .meta({ id: 'WebhookEndpointWrite' });
export type WebhookEndpointInput = z.input<typeof WebhookEndpointInputSchema>;

const messageCounts = z.object(
  Object.fromEntries(WEBHOOK_MESSAGE_STATES.map((s) => [s, z.number().int()])) as Record<
    WebhookMessageState,
    z.ZodNumber
  >,
);

export const WebhookEndpointSchema = z
  .object({
    id: z.number().int(),
    url: z.string(),
    description: z.string().nullable(),
    events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
    isActive: z.boolean(),
    secretRotatedDate: z.string().nullable(),
    previousSecretUntil: z
      .string()
      .nullable()
      .describe('Until then messages carry a second signature made with the secret before the last rotation'),
    /** Messages per state. */
    counts: messageCounts,
    lastAttemptDate: z.string().nullable(),
    ...AuditSchema,
  })
  .meta({ id: 'WebhookEndpoint' });
export type WebhookEndpoint = z.infer<typeof WebhookEndpointSchema>;

/** The answer of creating an endpoint or rotating its secret: the only time the secret is shown. */
export const WebhookEndpointWithSecretSchema = WebhookEndpointSchema.extend({
  secret: z.string().describe('The signing secret (whsec_…): shown this once, never again'),
}).meta({ id: 'WebhookEndpointWithSecret' });
export type WebhookEndpointWithSecret = z.infer<typeof WebhookEndpointWithSecretSchema>;

export const WebhookMessageSchema = z
  .object({
    id: z.number().int(),
    endpointId: z.number().int(),
    msgId: z.string().describe('The webhook-id header: the same on every attempt and replay'),
    eventType: z.string(),
    state: z.enum(WEBHOOK_MESSAGE_STATES),
    attemptCount: z.number().int(),
    lastStatus: z.number().int().nullable(),
    lastAttemptDate: z.string().nullable(),
    nextAttemptDate: z.string().nullable().describe('When the next attempt is due (pending messages)'),
    deliveredDate: z.string().nullable(),
    createdDate: z.string(),
  })
  .meta({ id: 'WebhookMessage' });
export type WebhookMessage = z.infer<typeof WebhookMessageSchema>;

export const WebhookAttemptSchema = z
  .object({
    id: z.number().int(),
    attemptDate: z.string(),
    status: z.number().int().nullable(),
    responseExcerpt: z.string().nullable(),
    error: z.string().nullable(),
    durationMs: z.number().int(),
    isReplay: z.boolean(),
  })
  .meta({ id: 'WebhookAttempt' });
export type WebhookAttempt = z.infer<typeof WebhookAttemptSchema>;

export const WebhookMessageDetailSchema = WebhookMessageSchema.extend({
  body: z.string().describe('The JSON body sent (and signed)'),
  attempts: z.array(WebhookAttemptSchema),
}).meta({ id: 'WebhookMessageDetail' });
export type WebhookMessageDetail = z.infer<typeof WebhookMessageDetailSchema>;

const TAGS = ['webhooks'];
const access = (action: 'webhook.list' | 'webhook.update') => ({
  kind: 'zone' as const,
  zone: 'admin' as const,
  action,
});
const BASE = '/api/admin-zone/webhooks';

export const webhooksEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: BASE,
    operationId: 'admin.webhook.list',
    summary: 'Webhook endpoints with their message counts; filters url, isActive; sorts url, createdDate',
    tags: TAGS,
    access: access('webhook.list'),
    query: ListQueryStringSchema,
    status: 200,
    response: listEnvelope(WebhookEndpointSchema),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${BASE}/:id`,
    operationId: 'admin.webhook.get',
    summary: 'A webhook endpoint (never its secret)',
    tags: TAGS,
    access: access('webhook.list'),
    params: IdParamsSchema,
    status: 200,
    response: itemEnvelope(WebhookEndpointSchema),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: BASE,
    operationId: 'admin.webhook.create',
    summary:
      'Register an endpoint; the answer carries its signing secret, shown this once. 400 naming url for a local or private address',
    tags: TAGS,
    access: access('webhook.update'),
    body: WebhookEndpointInputSchema,
    status: 201,
    response: itemEnvelope(WebhookEndpointWithSecretSchema),
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: `${BASE}/:id`,
    operationId: 'admin.webhook.update',
    summary: 'Change an endpoint’s address, description, events or activity (messages already made stay)',
    tags: TAGS,
    access: access('webhook.update'),
    params: IdParamsSchema,
    body: WebhookEndpointInputSchema,
    status: 200,
    response: itemEnvelope(WebhookEndpointSchema),
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: `${BASE}/:id`,
    operationId: 'admin.webhook.delete',
    summary: 'Delete an endpoint with its messages and their attempts',
    tags: TAGS,
    access: access('webhook.update'),
    params: IdParamsSchema,
    status: 204,
    response: z.null(),
  }),
  rotateSecret: defineEndpoint({
    method: 'POST',
    path: `${BASE}/:id/rotate-secret`,
    operationId: 'admin.webhook.rotate.secret',
    summary:
      'A new signing secret (shown this once); for 24 hours messages are signed with the old one too, so that the receiver may switch at leisure',
    tags: TAGS,
    access: access('webhook.update'),
    params: IdParamsSchema,
    status: 200,
    response: itemEnvelope(WebhookEndpointWithSecretSchema),
  }),
  messages: defineEndpoint({
    method: 'GET',
    path: `${BASE}/:id/messages`,
    operationId: 'admin.webhook.message.list',
    summary: 'The endpoint’s messages, newest first; filters state, eventType, createdDate; sorts createdDate',
    tags: TAGS,
    access: access('webhook.list'),
    params: IdParamsSchema,
    query: ListQueryStringSchema,
    status: 200,
    response: listEnvelope(WebhookMessageSchema),
  }),
  message: defineEndpoint({
    method: 'GET',
    path: `${BASE}/messages/:id`,
    operationId: 'admin.webhook.message.get',
    summary: 'A message with its body and every attempt (status, answer excerpt or error)',
    tags: TAGS,
    access: access('webhook.list'),
    params: IdParamsSchema,
    status: 200,
    response: itemEnvelope(WebhookMessageDetailSchema),
  }),
  replay: defineEndpoint({
    method: 'POST',
    path: `${BASE}/messages/:id/replay`,
    operationId: 'admin.webhook.message.replay',
    summary:
      'Send a message again, with the same webhook-id (a new attempt, retried for 24 hours if it fails). 409 while an attempt runs',
    tags: TAGS,
    access: access('webhook.update'),
    params: IdParamsSchema,
    status: 202,
    response: itemEnvelope(WebhookMessageDetailSchema),
  }),
};
