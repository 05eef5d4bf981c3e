// The webhooks tables (issue 33; docs/decisions/webhooks.md): the endpoints the office registers,
// the outbox of messages (one per subscribed endpoint and event, written in the transaction of the
// change itself) and every delivery attempt with the receiver's answer.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { auditColumns } from './columns';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** What happened to a message: waiting (pending), being sent (sending), answered 2xx, given up. */
export const WEBHOOK_MESSAGE_STATES = ['pending', 'sending', 'delivered', 'failed'] as const;

/** A receiver of the federation's events. */
export const webhooksEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: serial('id').primaryKey(),
    url: text('url').notNull(),
    description: text('description'),
    /** The event types subscribed (contract WEBHOOK_EVENT_TYPES). */
    events: text('events').array().notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** The signing secret (whsec_…), encrypted (platform/secrets); shown once when made. */
    secretCiphertext: bytea('secret_ciphertext').notNull(),
    /** The secret before the last rotation, also signed with until previous_secret_until. */
    previousSecretCiphertext: bytea('previous_secret_ciphertext'),
    previousSecretUntil: timestamp('previous_secret_until', { withTimezone: true }),
    secretRotatedDate: timestamp('secret_rotated_date', { withTimezone: true }),
    ...auditColumns,
  },
  (t) => [check('webhook_endpoints_events_chk', sql`cardinality(${t.events}) > 0`)],
);

/** One event for one endpoint: its webhook-id and body never change, whatever the attempts. */
export const webhookMessages = pgTable(
  'webhook_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhooksEndpoints.id, { onDelete: 'cascade' }),
    /** The webhook-id header (msg_…): the receiver's key for dropping a message seen before. */
    msgId: text('msg_id').notNull(),
    eventType: text('event_type').notNull(),
    /** The exact JSON body sent (and signed) on every attempt. */
    body: text('body').notNull(),
    state: text('state', { enum: WEBHOOK_MESSAGE_STATES }).notNull().default('pending'),
    /** When the next attempt is due (pending), from the server's clock. */
    nextAttemptDate: timestamp('next_attempt_date', { withTimezone: true }).notNull(),
    /** Retries stop after this (the first attempt plus 24 hours, or a replay plus 24 hours). */
    giveUpDate: timestamp('give_up_date', { withTimezone: true }).notNull(),
    /** The claim of the worker sending it now (state sending), and until when it holds. */
    claimToken: uuid('claim_token'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    attemptCount: integer('attempt_count').notNull().default(0),
    /** The office asked for this message again (replay): its next attempt is marked so. */
    replayRequested: boolean('replay_requested').notNull().default(false),
    lastStatus: integer('last_status'),
    lastAttemptDate: timestamp('last_attempt_date', { withTimezone: true }),
    deliveredDate: timestamp('delivered_date', { withTimezone: true }),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('webhook_messages_msg_id_idx').on(t.msgId),
    index('webhook_messages_endpoint_idx').on(t.endpointId, t.id),
    // The delivery sweep's look-ups: due pending messages and expired leases.
    index('webhook_messages_due_idx').on(t.nextAttemptDate).where(sql`${t.state} = 'pending'`),
    index('webhook_messages_lease_idx').on(t.leaseUntil).where(sql`${t.state} = 'sending'`),
  ],
);

/** One HTTP request of a message and how it ended. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => webhookMessages.id, { onDelete: 'cascade' }),
    attemptDate: timestamp('attempt_date', { withTimezone: true }).notNull(),
    /** The HTTP status answered; null when there was no answer (see error). */
    status: integer('status'),
    /** The first characters of the answer's body. */
    responseExcerpt: text('response_excerpt'),
    /** Why there was no answer (timeout, refused, not a public address). */
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
    /** A replay the office asked for, rather than the scheduled sending. */
    isReplay: boolean('is_replay').notNull().default(false),
  },
  (t) => [index('webhook_attempts_message_idx').on(t.messageId, t.id)],
);
