// E-mail campaigns (migration 0017): templates, senders, recipient lists, campaigns and one
// delivery row per recipient of a send. Mirrors the hand-written SQL exactly.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { auditColumns } from './columns';
import { federationUnits } from './reference';

export const emailingTemplates = pgTable(
  'emailing_templates',
  {
    id: serial('id').primaryKey(),
    externalId: text('external_id'),
    name: text('name').notNull(),
    subject: text('subject'),
    htmlContent: text('html_content').notNull(),
    plainContent: text('plain_content'),
    generatePlainContent: boolean('generate_plain_content').notNull().default(true),
    thumbnailUrl: text('thumbnail_url'),
    /** `{ fields: [{ key, type, required, label: { cs, en } }] }`. */
    schema: jsonb('schema').notNull(),
    editor: text('editor').notNull().default('fields'),
    active: boolean('active').notNull().default(true),
    ...auditColumns,
  },
  (t) => [index('emailing_templates_name_idx').on(t.name)],
);

export const emailingSenders = pgTable(
  'emailing_senders',
  {
    id: serial('id').primaryKey(),
    externalId: text('external_id'),
    name: text('name').notNull(),
    alias: text('alias'),
    email: text('email').notNull(),
    replyTo: text('reply_to'),
    replyToName: text('reply_to_name'),
    active: boolean('active').notNull().default(true),
    ...auditColumns,
  },
  (t) => [index('emailing_senders_name_idx').on(t.name), index('emailing_senders_email_idx').on(t.email)],
);

export const emailingLists = pgTable(
  'emailing_lists',
  {
    id: serial('id').primaryKey(),
    externalId: text('external_id'),
    name: text('name').notNull(),
    contactStrategy: text('contact_strategy').notNull(),
    federationUnitId: integer('federation_unit_id').references(() => federationUnits.id),
    ...auditColumns,
  },
  (t) => [
    check(
      'emailing_lists_strategy_chk',
      sql`${t.contactStrategy} IN ('clubManagers', 'unitMembers', 'referees', 'allMembers')`,
    ),
    check('emailing_lists_unit_chk', sql`${t.contactStrategy} <> 'unitMembers' OR ${t.federationUnitId} IS NOT NULL`),
    index('emailing_lists_name_idx').on(t.name),
    index('emailing_lists_strategy_idx').on(t.contactStrategy),
    index('emailing_lists_created_idx').on(t.createdDate),
  ],
);

export const emailingCampaigns = pgTable(
  'emailing_campaigns',
  {
    id: serial('id').primaryKey(),
    externalId: text('external_id'),
    templateId: integer('template_id')
      .notNull()
      .references(() => emailingTemplates.id),
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    data: jsonb('data').notNull().default({}),
    statusId: integer('status_id').notNull().default(1),
    senderId: integer('sender_id')
      .notNull()
      .references(() => emailingSenders.id),
    isPlanned: boolean('is_planned').notNull().default(false),
    sendDate: timestamp('send_date', { withTimezone: true }),
    sentDate: timestamp('sent_date', { withTimezone: true }),
    /** Raised by every schedule, send and stop: a planned job carrying an older value is stale. */
    scheduleVersion: integer('schedule_version').notNull().default(0),
    ...auditColumns,
  },
  (t) => [
    check('emailing_campaigns_status_chk', sql`${t.statusId} BETWEEN 1 AND 6`),
    index('emailing_campaigns_name_idx').on(t.name),
    index('emailing_campaigns_subject_idx').on(t.subject),
    index('emailing_campaigns_status_idx').on(t.statusId, t.createdDate),
    index('emailing_campaigns_template_idx').on(t.templateId),
    index('emailing_campaigns_sender_idx').on(t.senderId),
    index('emailing_campaigns_planned_idx').on(t.isPlanned, t.sendDate),
    index('emailing_campaigns_send_date_idx').on(t.sendDate),
    index('emailing_campaigns_sent_date_idx').on(t.sentDate),
    index('emailing_campaigns_created_idx').on(t.createdDate),
    index('emailing_campaigns_edited_idx').on(t.editedDate),
  ],
);

export const emailingCampaignLists = pgTable(
  'emailing_campaign_lists',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => emailingCampaigns.id, { onDelete: 'cascade' }),
    listId: integer('list_id')
      .notNull()
      .references(() => emailingLists.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'emailing_campaign_lists_pk', columns: [t.campaignId, t.listId] }),
    index('emailing_campaign_lists_list_idx').on(t.listId),
  ],
);

export const DELIVERY_STATE_VALUES = ['pending', 'sent', 'failed', 'cancelled'] as const;

export const emailingDeliveries = pgTable(
  'emailing_deliveries',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => emailingCampaigns.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    name: text('name'),
    personId: integer('person_id'),
    userId: integer('user_id'),
    state: text('state', { enum: DELIVERY_STATE_VALUES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptDate: timestamp('next_attempt_date', { withTimezone: true }),
    sentDate: timestamp('sent_date', { withTimezone: true }),
    messageId: text('message_id'),
  },
  (t) => [
    check('emailing_deliveries_state_chk', sql`${t.state} IN ('pending', 'sent', 'failed', 'cancelled')`),
    uniqueIndex('emailing_deliveries_campaign_email_uq').on(t.campaignId, sql`lower(${t.email})`),
    index('emailing_deliveries_pending_idx').on(t.campaignId, t.id).where(sql`${t.state} = 'pending'`),
    index('emailing_deliveries_campaign_state_idx').on(t.campaignId, t.state, t.id),
    index('emailing_deliveries_campaign_sent_idx').on(t.campaignId, t.sentDate),
    index('emailing_deliveries_campaign_attempts_idx').on(t.campaignId, t.attempts),
  ],
);

/**
 * Addresses that asked for no more campaign mail (issue 36): the unsubscribe link or the
 * one-click List-Unsubscribe POST. One row per address in lower case; later campaigns skip them.
 */
export const emailingUnsubscribes = pgTable(
  'emailing_unsubscribes',
  {
    id: serial('id').primaryKey(),
    /** The address, lower case. */
    email: text('email').notNull(),
    /** Who it was in the campaign it came from (the delivery's person and user), if known. */
    personId: integer('person_id'),
    userId: integer('user_id'),
    /** The campaign whose link was used; null once that campaign is deleted. */
    campaignId: integer('campaign_id').references(() => emailingCampaigns.id, { onDelete: 'set null' }),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('emailing_unsubscribes_email_lower_chk', sql`${t.email} = lower(${t.email})`),
    uniqueIndex('emailing_unsubscribes_email_uq').on(t.email),
    index('emailing_unsubscribes_campaign_idx').on(t.campaignId),
  ],
);
