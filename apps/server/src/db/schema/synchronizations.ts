// The synchronizations tables (issue 33): one row per run of a scheduled task or a job attempt,
// written by platform/jobs around the work, read by the synchronizations page.
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const JOB_RUN_KINDS = ['periodic', 'job'] as const;
/** schedule: the task's own timer; manual: "run now"; queue: a job someone (or something) enqueued. */
export const JOB_RUN_TRIGGERS = ['schedule', 'manual', 'queue'] as const;
export const JOB_RUN_STATES = ['running', 'completed', 'failed'] as const;

export const jobRuns = pgTable(
  'job_runs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The periodic task's or the job's stable name (`economy.overdue-reminders`). */
    name: text('name').notNull(),
    kind: text('kind', { enum: JOB_RUN_KINDS }).notNull(),
    trigger: text('trigger', { enum: JOB_RUN_TRIGGERS }).notNull(),
    /** The pg-boss job id and attempt of a job's run. */
    jobId: uuid('job_id'),
    attempt: integer('attempt'),
    /** Who started a manual run ("run now"); empty for the others. */
    startedById: integer('started_by_id').references(() => users.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    state: text('state', { enum: JOB_RUN_STATES }).notNull().default('running'),
    /** What the run did: the count it returned, or the progress it last reported. */
    rows: integer('rows'),
    /** What the work returned (small JSON), shown as the run's details. */
    result: jsonb('result'),
    /** The error's message, and its details (stack) for the history's expandable row. */
    error: text('error'),
    errorDetails: text('error_details'),
  },
  (t) => [
    index('job_runs_name_started_idx').on(t.name, t.startedAt.desc()),
    index('job_runs_started_idx').on(t.startedAt.desc()),
    index('job_runs_state_started_idx').on(t.state, t.startedAt.desc()),
    // A name's latest failure without walking its whole history (the jobs list).
    index('job_runs_failed_idx').on(t.name, t.startedAt.desc()).where(sql`${t.state} = 'failed'`),
    check('job_runs_kind_chk', sql`${t.kind} IN ('periodic', 'job')`),
    check('job_runs_trigger_chk', sql`${t.trigger} IN ('schedule', 'manual', 'queue')`),
    check('job_runs_state_chk', sql`${t.state} IN ('running', 'completed', 'failed')`),
  ],
);
