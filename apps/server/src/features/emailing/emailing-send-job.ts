// The `emailing.send` job: starts a planned send when its time comes (unless the plan changed
// since: the job's version is then stale), fixes the recipients (once per send), and sends what is
// due. A send longer than one slice, with rows waiting on back-off, or paused by an SMTP outage,
// goes on in a continuation job. Continuations carry an idempotency key (campaign, version, chain,
// step), so a retried run does not start a second chain. A sweep at queue start and every few
// minutes gives a SENDING campaign without a live job (its retries used up, a continuation lost)
// a new chain.
import { sql } from 'drizzle-orm';
import { transaction } from '../../platform/db/transaction';
import type { AppDeps } from '../../platform/deps';
import { JOBS_SCHEMA, type JobDefinition } from '../../platform/jobs/job-queue';
import { lockCampaign, STATUS } from './emailing-campaigns.service';
import { sendProblems } from './emailing-checks';
import { runSql } from './emailing-db';
import {
  loadMessageSource,
  loadUnsubscribeLinks,
  materialiseDeliveries,
  messageFactory,
  sendDueDeliveries,
} from './emailing-send';

export const SEND_QUEUE = 'emailing.send';

export interface SendJobData {
  campaignId: number;
  /** The campaign's schedule version when the job was made: any other value means stale. */
  version: number;
  /** Which chain of continuations this job belongs to ('send' for the one a send or plan started). */
  chain?: string;
  /** The job's place in its chain (0 for the first). */
  step?: number;
  /** SMTP outages in a row before this job: the campaign's pause doubles with each. */
  outages?: number;
}

type JobDeps = Pick<AppDeps, 'db' | 'mail' | 'config' | 'jobs'>;

/** How long one run sends before it hands over to a new job (each attempt is bounded). */
const SLICE_MS = 5 * 60 * 1000;
/** The longest pause of a campaign during an SMTP outage. */
const MAX_OUTAGE_PAUSE_S = 15 * 60;
/** How often each instance looks for SENDING campaigns without a job. */
const SWEEP_MS = 5 * 60 * 1000;

/** The pause before the next try after `outages` outages in a row (1, 2, 4 ... × EMAIL_RETRY_SECONDS, capped). */
export const outagePauseSeconds = (retrySeconds: number, outages: number) =>
  Math.min(MAX_OUTAGE_PAUSE_S, retrySeconds * 2 ** Math.min(outages, 30));

/**
 * Before sending: a planned send whose time has come moves to SENDING (or FAILED when it can no
 * longer be sent); then the recipients are fixed, once per send: the INSERT ... SELECT runs while
 * the campaign has no delivery rows (it is one statement, so rows exist only all together), under
 * the campaign's row lock. A send without recipients is FAILED.
 */
async function prepare(deps: JobDeps, data: SendJobData): Promise<'sending' | 'stale'> {
  return transaction(deps.db, async (client) => {
    const row = await lockCampaign(client, data.campaignId).catch(() => null);
    if (!row || row.schedule_version !== data.version) return 'stale';
    const fail = async () => {
      await runSql(
        client,
        sql`UPDATE emailing_campaigns SET status_id = ${STATUS.failed}, is_planned = false, sent_date = now()
             WHERE id = ${row.id}`,
      );
      return 'stale' as const;
    };
    if (row.status_id === STATUS.scheduled) {
      if ((await sendProblems(client, row, 'en')).length) return fail();
      await runSql(
        client,
        sql`UPDATE emailing_campaigns SET status_id = ${STATUS.sending}, is_planned = false, send_date = now()
             WHERE id = ${row.id}`,
      );
    } else if (row.status_id !== STATUS.sending) return 'stale';
    const existing = await runSql(client, sql`SELECT 1 FROM emailing_deliveries WHERE campaign_id = ${row.id} LIMIT 1`);
    if (existing.rowCount) return 'sending';
    return (await materialiseDeliveries(client, row.id)) ? 'sending' : fail();
  });
}

/** SENDING campaigns that no queued, retrying or running job serves get a new chain. */
export async function sweepSendingCampaigns(deps: JobDeps, job: JobDefinition<SendJobData>): Promise<number> {
  const { rows } = await deps.db.query<{ id: number; version: number }>(
    // The job's data is read from pg-boss's table: it keeps no other index of it.
    `SELECT c.id, c.schedule_version AS version FROM emailing_campaigns c
      WHERE c.status_id = $1
        AND NOT EXISTS (SELECT 1 FROM ${JOBS_SCHEMA}.job j
                         WHERE j.name = $2 AND j.state::text IN ('created', 'retry', 'active')
                           AND (j.data->>'campaignId')::int = c.id)`,
    [STATUS.sending, SEND_QUEUE],
  );
  // Instances sweeping in the same minute make one chain.
  const minute = Math.floor(Date.now() / 60_000);
  let created = 0;
  for (const r of rows) {
    const result = await deps.jobs.enqueue(
      job,
      { campaignId: r.id, version: r.version, chain: `sweep-${minute}`, step: 0 },
      { key: `sweep:${r.id}:${r.version}:${minute}` },
    );
    if (result.created) created++;
  }
  return created;
}

export function defineSendJob(deps: JobDeps): JobDefinition<SendJobData> {
  const continueLater = (data: SendJobData, at: Date, outages: number) => {
    const chain = data.chain ?? 'send';
    const step = (data.step ?? 0) + 1;
    return deps.jobs.enqueue<SendJobData>(
      SEND_QUEUE,
      { campaignId: data.campaignId, version: data.version, chain, step, outages },
      { runAt: at, key: `${data.campaignId}:${data.version}:${chain}:${step}` },
    );
  };
  let defined = false;
  const job = deps.jobs.defineOnce<SendJobData>(SEND_QUEUE, () => {
    defined = true;
    return {
      name: SEND_QUEUE,
      retryLimit: 10,
      retryDelaySeconds: Math.max(1, Math.min(60, deps.config.EMAIL_RETRY_SECONDS)),
      timeoutSeconds: 15 * 60,
      concurrency: 2,
      handler: async (data, ctx) => {
        if ((await prepare(deps, data)) === 'stale') return { stale: true };
        const source = await loadMessageSource(deps.db, data.campaignId);
        if (!source) return { stale: true };
        const factory = messageFactory(source, deps.config.PROJECT_NAME, await loadUnsubscribeLinks(deps));
        const outcome = await sendDueDeliveries(deps, data.campaignId, factory, {
          signal: ctx.signal,
          sliceMs: SLICE_MS,
          onBatch: (sent) => void ctx.progress(sent),
        });
        if (outcome.state === 'continue') await continueLater(data, outcome.at, 0);
        if (outcome.state === 'outage') {
          const outages = data.outages ?? 0;
          const pause = outagePauseSeconds(deps.config.EMAIL_RETRY_SECONDS, outages);
          await continueLater(data, new Date(Date.now() + pause * 1000), outages + 1);
        }
        return outcome;
      },
    };
  });
  // The sweep once per queue, as the job.
  if (defined) deps.jobs.every(SWEEP_MS, () => sweepSendingCampaigns(deps, job), { name: 'schedule.emailing-sweep' });
  return job;
}
