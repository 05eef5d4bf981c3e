// Progress of background jobs (platform/jobs), keyed by the pg-boss job id. pg-boss keeps the
// queue in its own schema; this row is what features read to show a job's state and progress.
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const JOB_STATES = ['queued', 'running', 'retrying', 'completed', 'failed'] as const;

export const jobProgress = pgTable(
  'job_progress',
  {
    /** The pg-boss job id. */
    id: uuid('id').primaryKey(),
    /** The job name (pg-boss queue). */
    queue: text('queue').notNull(),
    /** Idempotency key: a second enqueue with the same queue and key returns this job. */
    key: text('key'),
    state: text('state', { enum: JOB_STATES }).notNull().default('queued'),
    done: integer('done').notNull().default(0),
    total: integer('total'),
    /** Attempts started so far (1 while the first attempt runs). */
    attempts: integer('attempts').notNull().default(0),
    /** The error of the last failed attempt. */
    error: text('error'),
    /** What the handler returned (small JSON), for the owning feature. */
    result: jsonb('result'),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
    startedDate: timestamp('started_date', { withTimezone: true }),
    finishedDate: timestamp('finished_date', { withTimezone: true }),
    updatedDate: timestamp('updated_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('job_progress_queue_key_idx').on(t.queue, t.key),
    check('job_progress_state_chk', sql`${t.state} IN ('queued', 'running', 'retrying', 'completed', 'failed')`),
  ],
);
