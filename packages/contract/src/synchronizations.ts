// The synchronizations calls (issue 33; spec 000 §2.3 `synchronizations`): every scheduled task
// and job of the server's queue with its last run and next run, "run now" for the scheduled
// tasks, and the history of runs, filtered and paged. Only the Administrator passes.
import { z } from 'zod';
import { defineEndpoint } from './common/endpoint';
import { itemEnvelope, listEnvelope } from './common/envelope';
import { ListQueryStringSchema } from './common/list-query-schema';

const TAGS = ['synchronizations'];
const ADMIN = '/api/admin-zone/synchronizations';
const admin = (action: 'list' | 'run') =>
  ({ kind: 'zone', zone: 'admin', action: `synchronization.${action}` }) as const;

export const JOB_RUN_KINDS = ['periodic', 'job'] as const;
export const JOB_RUN_TRIGGERS = ['schedule', 'manual', 'queue'] as const;
export const JOB_RUN_STATES = ['running', 'completed', 'failed'] as const;

/** A task's or job's stable name, `{feature}.{work}` (e.g. `economy.overdue-reminders`). */
export const JOB_NAME_PATTERN = /^[a-z0-9][a-z0-9._-]{0,99}$/;

export const JobRunSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    kind: z.enum(JOB_RUN_KINDS),
    trigger: z.enum(JOB_RUN_TRIGGERS).describe('schedule: its timer; manual: "run now"; queue: enqueued work'),
    jobId: z.string().nullable().describe('The queued job of a job run'),
    attempt: z.number().int().nullable(),
    startedBy: z.string().nullable().describe('The user name of who ran it by hand'),
    startedAt: z.string().describe('ISO date and time'),
    finishedAt: z.string().nullable(),
    durationMs: z.number().int().nullable().describe('Null while it runs'),
    state: z.enum(JOB_RUN_STATES),
    rows: z.number().int().nullable().describe('What it did: the count it returned or last reported'),
    result: z.unknown().nullable().describe('What it returned (small JSON)'),
    error: z.string().nullable(),
    errorDetails: z.string().nullable().describe("The error's details (stack)"),
  })
  .meta({ id: 'JobRun' });
export type JobRun = z.infer<typeof JobRunSchema>;

export const SynchronizationJobSchema = z
  .object({
    name: z.string(),
    kind: z.enum(JOB_RUN_KINDS).describe('periodic: a task run every interval; job: enqueued work'),
    intervalSeconds: z.number().int().nullable(),
    runnable: z.boolean().describe('Whether "run now" applies (the periodic tasks)'),
    running: z.boolean().describe('A run of it is under way'),
    lastRun: JobRunSchema.nullable(),
    lastFailure: JobRunSchema.nullable().describe('Its latest failed run, when the last run is not it'),
    nextRunAt: z
      .string()
      .nullable()
      .describe('Periodic: the last scheduled run plus the interval; job: the earliest queued one'),
  })
  .meta({ id: 'SynchronizationJob' });
export type SynchronizationJob = z.infer<typeof SynchronizationJobSchema>;

export const JobNameParamsSchema = z.object({ name: z.string().regex(JOB_NAME_PATTERN, 'validation.format') });

export const JOB_RUN_LIST_FILTERS =
  'filters name (value, valueIn), state, trigger, kind, startedAt (valueDateRange); sorts startedAt, name, durationMs, rows';

export const synchronizationsEndpoints = {
  jobList: defineEndpoint({
    method: 'GET',
    path: ADMIN,
    operationId: 'admin.synchronization.list',
    summary: 'Every scheduled task and job: its last run, failures, next run and whether it may be run now',
    tags: TAGS,
    access: admin('list'),
    status: 200,
    response: itemEnvelope(z.array(SynchronizationJobSchema)),
  }),
  runList: defineEndpoint({
    method: 'GET',
    path: `${ADMIN}/runs`,
    operationId: 'admin.synchronization.run.list',
    summary: `The history of runs, newest first; ${JOB_RUN_LIST_FILTERS}`,
    tags: TAGS,
    access: admin('list'),
    query: ListQueryStringSchema,
    status: 200,
    response: listEnvelope(JobRunSchema),
  }),
  runNow: defineEndpoint({
    method: 'POST',
    path: `${ADMIN}/:name/run`,
    operationId: 'admin.synchronization.run',
    summary:
      'Start a scheduled task once now (answers its run at once; while a run of it is under way: 409; a job that is no scheduled task: 409)',
    tags: TAGS,
    access: admin('run'),
    params: JobNameParamsSchema,
    status: 202,
    response: itemEnvelope(JobRunSchema),
  }),
};
