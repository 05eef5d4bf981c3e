// E-mail campaigns (spec 001 §2 "E-mail campaigns", §3, §4, §7): templates with fields, senders,
// recipient lists built from the federation's data, and campaigns that fill a template's fields
// and are sent now or at a planned time. Sending is a job with one delivery row per recipient.
import { z } from 'zod';
import { defineEndpoint } from './common/endpoint';
import { itemEnvelope, listEnvelope } from './common/envelope';
import { ListQueryStringSchema } from './common/list-query-schema';
import { AuditSchema, boundedDateTime, IdParamsSchema } from './common/schemas';
import { noControlCharacters, text as textField } from './common/text';

/** Codebook `emailingCampaignStatuses` (migration 0002). */
export const CAMPAIGN_STATUS = { draft: 1, scheduled: 2, sending: 3, sent: 4, stopped: 5, failed: 6 } as const;
export type CampaignStatusId = (typeof CAMPAIGN_STATUS)[keyof typeof CAMPAIGN_STATUS];

/** How a list finds its recipients (each recipient once, by e-mail address, case-insensitive). */
export const CONTACT_STRATEGIES = [
  /** Users holding a ClubManager role (of any club; of the list's unit when it has one). */
  'clubManagers',
  /** Persons with an e-mail and a club role valid today, in clubs of the list's unit (required). */
  'unitMembers',
  /** Persons with an e-mail and a referee role valid today (of the list's unit when it has one). */
  'referees',
  /** Persons with an e-mail and a club role valid today (of the list's unit when it has one). */
  'allMembers',
] as const;
export type ContactStrategy = (typeof CONTACT_STRATEGIES)[number];

const id = z
  .number({ error: (issue) => (issue.input == null ? 'validation.required' : 'validation.number') })
  .int('validation.integer')
  .positive('validation.min')
  .max(2147483647, 'validation.max');

const email = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .max(254, 'validation.maxLength')
  .pipe(z.email('validation.email'));

const text = (max: number) => textField({ max, required: true });
const optionalText = (max: number) => textField({ max }).nullish();

// ---- Templates --------------------------------------------------------------------------------

/** One field a campaign fills in; `{{key}}` in the template's HTML is replaced by its value. */
export const TemplateFieldSchema = z
  .object({
    key: z.string().describe('Placeholder name, [a-z][a-zA-Z0-9]*'),
    type: z.enum(['text', 'richtext']).describe('text: escaped plain text; richtext: sanitised HTML'),
    /** In the caller's language. */
    label: z.string(),
    required: z.boolean(),
  })
  .meta({ id: 'EmailTemplateField' });
export type TemplateField = z.infer<typeof TemplateFieldSchema>;

export const EmailTemplateSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    generatePlainContent: z.boolean().describe('The plain-text part is generated from the HTML'),
    thumbnailUrl: z.string().nullable(),
    plainContent: z.string().nullable(),
    htmlContent: z.string(),
    schema: z.object({ fields: z.array(TemplateFieldSchema) }),
    editor: z.string().describe('How the content is edited: "fields" (a form of the schema\'s fields)'),
    subject: z.string().nullable().describe('The default subject of a new campaign'),
    active: z.boolean(),
    ...AuditSchema,
  })
  .meta({ id: 'EmailTemplate' });
export type EmailTemplate = z.infer<typeof EmailTemplateSchema>;

// ---- Senders ----------------------------------------------------------------------------------

export const EmailSenderSchema = z
  .object({
    id: z.number().int(),
    externalId: z.string().nullable(),
    name: z.string(),
    alias: z.string().nullable(),
    email: z.string(),
    replyTo: z.string().nullable(),
    replyToName: z.string().nullable(),
    active: z.boolean(),
  })
  .meta({ id: 'EmailSender' });
export type EmailSender = z.infer<typeof EmailSenderSchema>;

const senderFields = {
  name: text(200),
  alias: optionalText(200),
  email,
  replyTo: email.nullish(),
  replyToName: optionalText(200),
  active: z.boolean({ error: 'validation.boolean' }).optional().describe('Default true'),
};
export const EmailSenderCreateSchema = z.strictObject(senderFields).meta({ id: 'EmailSenderCreate' });
export type EmailSenderCreate = z.input<typeof EmailSenderCreateSchema>;
export const EmailSenderUpdateSchema = z.strictObject({ ...senderFields, id }).meta({ id: 'EmailSenderUpdate' });
export type EmailSenderUpdate = z.input<typeof EmailSenderUpdateSchema>;

// ---- Lists ------------------------------------------------------------------------------------

export const EmailListSchema = z
  .object({
    id: z.number().int(),
    externalId: z.string().nullable(),
    name: z.string(),
    /** Recipients the list has now (distinct addresses). */
    countContact: z.number().int(),
    contactStrategy: z.enum(CONTACT_STRATEGIES),
    federationUnitId: z.number().int().nullable(),
    ...AuditSchema,
  })
  .meta({ id: 'EmailList' });
export type EmailList = z.infer<typeof EmailListSchema>;

export const EmailListCreateSchema = z
  .strictObject({
    name: text(200),
    contactStrategy: z.enum(CONTACT_STRATEGIES, { error: 'validation.enum' }),
    federationUnitId: id.nullish().describe('Narrows the list to one federation unit; required for unitMembers'),
  })
  .meta({ id: 'EmailListCreate' });
export type EmailListCreate = z.input<typeof EmailListCreateSchema>;

// ---- Campaigns --------------------------------------------------------------------------------

/** The values of the template's fields, by key (spec: `data`). */
export const CampaignDataSchema = z
  .record(
    z.string().refine(...noControlCharacters()),
    z
      .string({ error: 'validation.string' })
      .max(500_000, 'validation.maxLength')
      .refine(...noControlCharacters(true)),
  )
  .describe("Values of the template's fields by key; richtext values are sanitised HTML");

const listIds = z
  .array(id, { error: 'validation.array' })
  .max(50, 'validation.maxItems')
  .describe('Recipient lists (their union, each address once)');

const campaignFields = {
  templateId: id,
  name: text(200),
  subject: text(300),
  data: CampaignDataSchema.optional(),
  senderId: id,
  lists: listIds,
};

export const CampaignCreateSchema = z.strictObject(campaignFields).meta({ id: 'EmailCampaignCreate' });
export type CampaignCreate = z.input<typeof CampaignCreateSchema>;

/**
 * The spec's update payload. statusId, isPlanned and sendDate are accepted for its shape but change
 * only through the actions (send, schedule, stop): a value that differs from the stored one is a
 * 400 on that field. A new templateId drops the data of fields the new template does not have.
 */
export const CampaignUpdateSchema = z
  .strictObject({
    ...campaignFields,
    id,
    externalId: optionalText(100),
    isPlanned: z.boolean({ error: 'validation.boolean' }).optional(),
    statusId: id.optional(),
    sendDate: z
      .string({ error: 'validation.string' })
      .refine(...noControlCharacters())
      .nullish(),
  })
  .meta({ id: 'EmailCampaignUpdate' });
export type CampaignUpdate = z.input<typeof CampaignUpdateSchema>;

/** Where a send stands: one delivery row per recipient. */
export const CampaignProgressSchema = z
  .object({
    total: z.number().int(),
    sent: z.number().int(),
    failed: z.number().int(),
    /** Not yet sent: waiting, or waiting for a retry after a failed attempt. */
    remaining: z.number().int(),
  })
  .meta({ id: 'EmailCampaignProgress' });
export type CampaignProgress = z.infer<typeof CampaignProgressSchema>;

const named = z.object({ id: z.number().int(), name: z.string() });

export const CampaignSchema = z
  .object({
    id: z.number().int(),
    externalId: z.string().nullable(),
    templateId: z.number().int(),
    templateName: z.string(),
    template: named,
    name: z.string(),
    subject: z.string(),
    data: z.record(z.string(), z.string()),
    statusId: z.number().int().describe('Codebook emailingCampaignStatuses'),
    /** The status code (DRAFT, SCHEDULED, SENDING, SENT, STOPPED, FAILED). */
    status: z.string(),
    senderId: z.number().int(),
    sender: EmailSenderSchema,
    /** Before sending: the lists' distinct addresses now; once sending: the delivery rows. */
    countRecipients: z.number().int(),
    isPlanned: z.boolean(),
    sendDate: z.string().nullable().describe('The planned (or actual) start of sending (ISO timestamp)'),
    sentDate: z.string().nullable().describe('When the last delivery finished (ISO timestamp)'),
    lists: z.array(named.extend({ countContact: z.number().int() })),
    progress: CampaignProgressSchema.nullable().describe('Null until sending starts'),
    ...AuditSchema,
    createdByName: z.string().nullable(),
    editedByName: z.string().nullable(),
  })
  .meta({ id: 'EmailCampaign' });
export type Campaign = z.infer<typeof CampaignSchema>;

export const CampaignScheduleSchema = z
  .strictObject({
    sendDate: z
      .string({ error: 'validation.required' })
      .pipe(boundedDateTime())
      .describe('When to send (ISO timestamp with offset); must be in the future'),
  })
  .meta({ id: 'EmailCampaignSchedule' });
export type CampaignSchedule = z.input<typeof CampaignScheduleSchema>;

export const CampaignTestSendSchema = z.strictObject({ email }).meta({ id: 'EmailCampaignTestSend' });
export type CampaignTestSend = z.input<typeof CampaignTestSendSchema>;

export const CampaignPreviewSchema = z
  .object({ subject: z.string(), html: z.string(), text: z.string() })
  .meta({ id: 'EmailCampaignPreview' });
export type CampaignPreview = z.infer<typeof CampaignPreviewSchema>;

export const DELIVERY_STATES = ['pending', 'sent', 'failed', 'cancelled'] as const;
export const CampaignDeliverySchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    name: z.string().nullable(),
    state: z.enum(DELIVERY_STATES),
    attempts: z.number().int(),
    lastError: z.string().nullable(),
    nextAttemptDate: z.string().nullable(),
    sentDate: z.string().nullable(),
  })
  .meta({ id: 'EmailCampaignDelivery' });
export type CampaignDelivery = z.infer<typeof CampaignDeliverySchema>;

/** What the recipient count answers: the addresses that get the campaign, and those skipped. */
export const RecipientCountSchema = z
  .object({
    /** Distinct addresses of the lists that get the campaign. */
    count: z.number().int(),
    /** Distinct addresses of the lists that unsubscribed (not counted in `count`, not sent to). */
    skipped: z.number().int(),
  })
  .meta({ id: 'EmailRecipientCount' });
export type RecipientCount = z.infer<typeof RecipientCountSchema>;

// ---- Unsubscribing (issue 36) -----------------------------------------------------------------

/** The public unsubscribe page, relative to the router base (the e-mailed footer link points here). */
export const EMAIL_UNSUBSCRIBE_PAGE = 'zone/public/emailing/unsubscribe';

export const UnsubscribeTokenQuerySchema = z.strictObject({
  token: z.string({ error: 'validation.required' }).min(1, 'validation.required').max(2000, 'validation.maxLength'),
});

/**
 * The one-click body of RFC 8058 (`List-Unsubscribe=One-Click`, form-encoded from a mail client;
 * the same as JSON from the public page).
 */
export const UnsubscribeBodySchema = z
  // Not strict: a mail client adding a field must not make the one click fail.
  .object({
    'List-Unsubscribe': z.literal('One-Click', { error: 'validation.enum' }),
  })
  .meta({ id: 'EmailUnsubscribeBody' });
export type UnsubscribeBody = z.input<typeof UnsubscribeBodySchema>;

/** What the unsubscribe page shows: the token's address, masked, and whether it is unsubscribed. */
export const EmailUnsubscribeStateSchema = z
  .object({
    /** The address with most of its local part hidden (`j…a@example.cz`). */
    email: z.string(),
    unsubscribed: z.boolean(),
  })
  .meta({ id: 'EmailUnsubscribeState' });
export type EmailUnsubscribeState = z.infer<typeof EmailUnsubscribeStateSchema>;

export const RecipientCountQuerySchema = z.strictObject({
  lists: z
    .string({ error: 'validation.required' })
    .regex(/^\d{1,10}(,\d{1,10}){0,49}$/, 'validation.format')
    // Ten digits pass the pattern but not an integer column: each id within its range.
    .refine((lists) => lists.split(',').every((n) => Number(n) <= 2147483647), {
      message: 'validation.max',
      params: { max: 2147483647 },
    })
    .describe('Comma list of list ids'),
});

const CAMPAIGN_LIST =
  'filters name, subject, statusId, templateId, senderId, isPlanned, sendDate, createdDate; sorts name, subject, statusId, sendDate, sentDate, createdDate, editedDate';

const admin = (action: string) => ({
  kind: 'zone' as const,
  zone: 'admin' as const,
  action,
  module: 'emailing' as const,
});
const campaignPath = '/api/admin-zone/emailing/campaigns';

const campaignAction = (action: string, summary: string, body?: z.ZodType) =>
  defineEndpoint({
    method: 'POST',
    path: `${campaignPath}/:id/${action}`,
    operationId: `emailing.campaign.${action}`,
    summary,
    tags: ['emailing'],
    access: admin('emailing.campaigns.send'),
    params: IdParamsSchema,
    ...(body ? { body } : {}),
    status: 200,
    response: itemEnvelope(CampaignSchema),
  });

export const emailingEndpoints = {
  campaignCreate: defineEndpoint({
    method: 'POST',
    path: campaignPath,
    operationId: 'emailing.campaign.create',
    summary: 'Create a campaign (a draft)',
    tags: ['emailing'],
    access: admin('emailing.campaigns.create'),
    body: CampaignCreateSchema,
    status: 201,
    response: itemEnvelope(CampaignSchema),
  }),
  campaignList: defineEndpoint({
    method: 'GET',
    path: campaignPath,
    operationId: 'emailing.campaign.list',
    summary: `Campaigns; ${CAMPAIGN_LIST}`,
    tags: ['emailing'],
    access: admin('emailing.campaigns.list'),
    query: ListQueryStringSchema,
    status: 200,
    response: listEnvelope(CampaignSchema),
  }),
  campaignGet: defineEndpoint({
    method: 'GET',
    path: `${campaignPath}/:id`,
    operationId: 'emailing.campaign.get',
    summary: 'One campaign with its progress and the links the caller may follow',
    tags: ['emailing'],
    access: admin('emailing.campaigns.list'),
    params: IdParamsSchema,
    status: 200,
    response: itemEnvelope(CampaignSchema),
  }),
  campaignUpdate: defineEndpoint({
    method: 'PUT',
    path: `${campaignPath}/:id`,
    operationId: 'emailing.campaign.update',
    summary: 'Change a draft or scheduled campaign; the body id must match the path',
    tags: ['emailing'],
    access: admin('emailing.campaigns.update'),
    params: IdParamsSchema,
    body: CampaignUpdateSchema,
    status: 200,
    response: itemEnvelope(CampaignSchema),
  }),
  campaignDelete: defineEndpoint({
    method: 'DELETE',
    path: `${campaignPath}/:id`,
    operationId: 'emailing.campaign.delete',
    summary: 'Delete a campaign that is not being sent (with its delivery rows)',
    tags: ['emailing'],
    access: admin('emailing.campaigns.delete'),
    params: IdParamsSchema,
    status: 202,
    response: z.null(),
  }),
  campaignSend: campaignAction('send', 'Send now: recipients are fixed and a send job starts'),
  campaignSchedule: campaignAction(
    'schedule',
    'Plan the send for sendDate (a future time); on a scheduled campaign: reschedule',
    CampaignScheduleSchema,
  ),
  campaignStop: campaignAction(
    'stop',
    'Stop: a scheduled campaign returns to draft; a running send stops and its remaining deliveries are cancelled',
  ),
  campaignTest: defineEndpoint({
    method: 'POST',
    path: `${campaignPath}/:id/test`,
    operationId: 'emailing.campaign.test',
    summary: 'Send the campaign once to one address now (a test; not counted as a delivery)',
    tags: ['emailing'],
    access: admin('emailing.campaigns.send'),
    params: IdParamsSchema,
    body: CampaignTestSendSchema,
    status: 202,
    response: z.null(),
  }),
  campaignPreview: defineEndpoint({
    method: 'GET',
    path: `${campaignPath}/:id/preview`,
    operationId: 'emailing.campaign.preview',
    summary: 'The message as a recipient gets it (subject, HTML, plain text), for a sample recipient',
    tags: ['emailing'],
    access: admin('emailing.campaigns.list'),
    params: IdParamsSchema,
    status: 200,
    response: itemEnvelope(CampaignPreviewSchema),
  }),
  campaignDeliveries: defineEndpoint({
    method: 'GET',
    path: `${campaignPath}/:id/deliveries`,
    operationId: 'emailing.campaign.deliveries',
    summary: "A campaign's delivery rows; filters email, state; sorts email, state, sentDate, attempts",
    tags: ['emailing'],
    access: admin('emailing.campaigns.list'),
    params: IdParamsSchema,
    query: ListQueryStringSchema,
    status: 200,
    response: listEnvelope(CampaignDeliverySchema),
  }),
  recipientCount: defineEndpoint({
    method: 'GET',
    path: '/api/admin-zone/emailing/recipients/count',
    operationId: 'emailing.recipients.count',
    summary:
      'How many distinct addresses the union of the given lists has now (count: those a send reaches; skipped: those unsubscribed)',
    tags: ['emailing'],
    access: admin('emailing.campaigns.list'),
    query: RecipientCountQuerySchema,
    status: 200,
    response: itemEnvelope(RecipientCountSchema),
  }),
  unsubscribeState: defineEndpoint({
    method: 'GET',
    path: '/api/public-zone/emailing/unsubscribe',
    operationId: 'public.emailing.unsubscribe.get',
    summary:
      "The unsubscribe page's state: the token's address (masked) and whether it is unsubscribed; never unsubscribes (a forged or expired token: 400 naming token)",
    tags: ['emailing'],
    access: { kind: 'public', action: 'emailing.unsubscribe.get', module: 'emailing' },
    query: UnsubscribeTokenQuerySchema,
    status: 200,
    response: itemEnvelope(EmailUnsubscribeStateSchema),
  }),
  unsubscribe: defineEndpoint({
    method: 'POST',
    path: '/api/public-zone/emailing/unsubscribe',
    operationId: 'public.emailing.unsubscribe',
    summary:
      'RFC 8058 one-click unsubscribe (body List-Unsubscribe=One-Click, form-encoded or JSON): later campaigns skip the address; again: still 200 (a forged or expired token: 400 naming token)',
    tags: ['emailing'],
    access: { kind: 'public', action: 'emailing.unsubscribe', module: 'emailing' },
    query: UnsubscribeTokenQuerySchema,
    body: UnsubscribeBodySchema,
    status: 200,
    response: itemEnvelope(EmailUnsubscribeStateSchema),
  }),
  lists: defineEndpoint({
    method: 'GET',
    path: '/api/admin-zone/emailing/lists',
    operationId: 'emailing.list.list',
    summary: 'Recipient lists with their current counts; filters name, contactStrategy; sorts name, createdDate',
    tags: ['emailing'],
    access: admin('emailing.lists.list'),
    query: ListQueryStringSchema,
    status: 200,
    response: listEnvelope(EmailListSchema),
  }),
  listCreate: defineEndpoint({
    method: 'POST',
    path: '/api/admin-zone/emailing/lists',
    operationId: 'emailing.list.create',
    summary: 'Create a recipient list from a contact strategy',
    tags: ['emailing'],
    access: admin('emailing.lists.create'),
    body: EmailListCreateSchema,
    status: 201,
    response: itemEnvelope(EmailListSchema),
  }),
  listDelete: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin-zone/emailing/lists/:id',
    operationId: 'emailing.list.delete',
    summary: 'Delete a list (campaigns keep the recipients they already sent to)',
    tags: ['emailing'],
    access: admin('emailing.lists.delete'),
    params: IdParamsSchema,
    status: 202,
    response: z.null(),
  }),
  senders: defineEndpoint({
    method: 'GET',
    path: '/api/admin-zone/emailing/senders',
    operationId: 'emailing.sender.list',
    summary: 'Sender addresses; filters name, email, active; sorts name, email',
    tags: ['emailing'],
    access: admin('emailing.senders.list'),
    query: ListQueryStringSchema,
    status: 200,
    response: listEnvelope(EmailSenderSchema),
  }),
  senderCreate: defineEndpoint({
    method: 'POST',
    path: '/api/admin-zone/emailing/senders',
    operationId: 'emailing.sender.create',
    summary: 'Add a sender address',
    tags: ['emailing'],
    access: admin('emailing.senders.create'),
    body: EmailSenderCreateSchema,
    status: 201,
    response: itemEnvelope(EmailSenderSchema),
  }),
  senderUpdate: defineEndpoint({
    method: 'PUT',
    path: '/api/admin-zone/emailing/senders/:id',
    operationId: 'emailing.sender.update',
    summary: 'Change a sender address; the body id must match the path',
    tags: ['emailing'],
    access: admin('emailing.senders.update'),
    params: IdParamsSchema,
    body: EmailSenderUpdateSchema,
    status: 200,
    response: itemEnvelope(EmailSenderSchema),
  }),
  templates: defineEndpoint({
    method: 'GET',
    path: '/api/admin-zone/emailing/templates',
    operationId: 'emailing.template.list',
    summary: 'E-mail templates with their fields; filters name, active; sorts name',
    tags: ['emailing'],
    access: admin('emailing.templates.list'),
    query: ListQueryStringSchema,
    status: 200,
    response: listEnvelope(EmailTemplateSchema),
  }),
};
