// The `emailing.send` job: starts a planned send when its time comes (unless the plan changed
// since: the job's version is then stale), and sends what is due. A send longer than one slice,
// or with rows waiting on back-off, goes on in a job enqueued for later; a crashed instance's job
// is expired and retried by pg-boss, and the next run continues with what is still pending.
import { sql } from 'drizzle-orm';
import { inTransaction } from '../../platform/db/transaction';
import type { AppDeps } from '../../platform/deps';
import type { JobDefinition, JobQueue } from '../../platform/jobs/job-queue';
import { lockCampaign, runSql, STATUS } from './emailing-campaigns.service';
import { sendProblems } from './emailing-checks';
import { loadMessageSource, materialiseDeliveries, messageFactory, sendDueDeliveries } from './emailing-send';

export const SEND_QUEUE = 'emailing.send';

export interface SendJobData {
  campaignId: number;
  /** The campaign's schedule version when the job was made: any other value means stale. */
  version: number;
}

type JobDeps = Pick<AppDeps, 'pool' | 'mail' | 'config' | 'jobs'>;

/** How long one run sends before it hands over to a new job (each attempt is bounded). */
const SLICE_MS = 5 * 60 * 1000;

const definedJobs = new WeakMap<JobQueue, JobDefinition<SendJobData>>();

/**
 * A planned send whose time has come: the recipients are fixed now, once (the same transaction
 * moves the campaign to SENDING). A campaign that can no longer be sent (its sender deactivated,
 * no recipients left) is FAILED without deliveries.
 */
async function startPlanned(deps: JobDeps, data: SendJobData): Promise<'sending' | 'stale'> {
  return inTransaction(deps.pool, async (client) => {
    const row = await lockCampaign(client, data.campaignId).catch(() => null);
    if (!row || row.schedule_version !== data.version) return 'stale';
    if (row.status_id === STATUS.sending) return 'sending';
    if (row.status_id !== STATUS.scheduled) return 'stale';
    const problems = await sendProblems(client, row, 'en');
    const count = problems.length ? 0 : await materialiseDeliveries(client, row.id);
    await runSql(
      client,
      count
        ? sql`UPDATE emailing_campaigns SET status_id = ${STATUS.sending}, is_planned = false, send_date = now()
               WHERE id = ${row.id}`
        : sql`UPDATE emailing_campaigns SET status_id = ${STATUS.failed}, is_planned = false, sent_date = now()
               WHERE id = ${row.id}`,
    );
    return count ? 'sending' : 'stale';
  });
}

export function defineSendJob(deps: JobDeps): JobDefinition<SendJobData> {
  let job = definedJobs.get(deps.jobs);
  if (job) return job;
  job = deps.jobs.define<SendJobData>({
    name: SEND_QUEUE,
    retryLimit: 10,
    retryDelaySeconds: Math.max(1, Math.min(60, deps.config.EMAIL_RETRY_SECONDS)),
    timeoutSeconds: 15 * 60,
    concurrency: 2,
    handler: async (data, ctx) => {
      if ((await startPlanned(deps, data)) === 'stale') return { stale: true };
      const source = await loadMessageSource(deps.pool, data.campaignId);
      if (!source) return { stale: true };
      const factory = messageFactory(source, deps.config.PROJECT_NAME);
      const outcome = await sendDueDeliveries(deps, data.campaignId, factory, {
        signal: ctx.signal,
        sliceMs: SLICE_MS,
        onBatch: (sent) => void ctx.progress(sent),
      });
      if (outcome.state === 'continue') await deps.jobs.enqueue(job!, data, { runAt: outcome.at });
      return outcome;
    },
  });
  definedJobs.set(deps.jobs, job);
  return job;
}
