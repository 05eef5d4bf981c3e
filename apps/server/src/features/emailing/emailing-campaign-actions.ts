// The campaign's actions (spec 001 §2: send now, schedule, reschedule, stop; and a test send and a
// preview). The state machine (docs/decisions.md "E-mail campaigns"):
//   DRAFT|SCHEDULED --send--> SENDING --(nothing pending)--> SENT (FAILED when nothing was sent)
//   DRAFT|SCHEDULED --schedule--> SCHEDULED (a job at sendDate)   SCHEDULED --stop--> DRAFT
//   SENDING --stop--> STOPPED (pending deliveries cancelled)
// Every action raises the schedule version, so a planned job made before it is stale.
import { randomUUID } from 'node:crypto';
import type { Campaign, CampaignPreview } from '@fedra/contract';
import { sql } from 'drizzle-orm';
import { transaction } from '../../platform/db/transaction';
import type { AppDeps } from '../../platform/deps';
import { AppError, notFound, validationError } from '../../platform/errors/app-error';
import type { Language } from '../../platform/i18n/messages';
import type { JobDefinition } from '../../platform/jobs/job-queue';
import { getCampaign, lockCampaign, STATUS } from './emailing-campaigns.service';
import { sendProblems } from './emailing-checks';
import { runSql } from './emailing-db';
import { loadMessageSource, loadUnsubscribeLinks, messageFactory } from './emailing-send';
import type { SendJobData } from './emailing-send-job';

type ActionDeps = Pick<AppDeps, 'db' | 'jobs' | 'mail' | 'config'>;

const SENDABLE: number[] = [STATUS.draft, STATUS.scheduled];

const notSendable = () => new AppError('conflict', 409, {}, [{ key: 'emailing.notSendable' }]);

/**
 * Send now: the campaign becomes SENDING and the send job starts; the job fixes the recipients
 * (one INSERT ... SELECT, which takes seconds for a large list), so the request answers at once.
 */
export async function sendCampaign(
  deps: ActionDeps,
  job: JobDefinition<SendJobData>,
  userId: number,
  id: number,
  lang: Language,
): Promise<Campaign> {
  await transaction(deps.db, async (client) => {
    const row = await lockCampaign(client, id);
    if (!SENDABLE.includes(row.status_id)) throw notSendable();
    // "No recipients" from an EXISTS that stops at the first; a list emptied before the job runs
    // makes the send FAILED. Deliveries of an earlier send cannot exist: only SENDING and later
    // states have them, and those cannot be sent again.
    const problems = await sendProblems(client, row, lang, { countRecipients: true });
    if (problems.length) throw validationError(problems);
    const { rows } = await runSql<{ version: number }>(
      client,
      sql`UPDATE emailing_campaigns
             SET status_id = ${STATUS.sending}, is_planned = false, send_date = now(), sent_date = NULL,
                 schedule_version = schedule_version + 1, edited_date = now(), edited_by_id = ${userId}
           WHERE id = ${id} RETURNING schedule_version AS version`,
    );
    await deps.jobs.enqueue(job, { campaignId: id, version: rows[0]!.version }, { tx: client });
  });
  deps.jobs.wake();
  return getCampaign(deps.db, id);
}

/** Plan (or re-plan) the send for a future time; the job made for an earlier plan becomes stale. */
export async function scheduleCampaign(
  deps: ActionDeps,
  job: JobDefinition<SendJobData>,
  userId: number,
  id: number,
  sendDate: string,
  lang: Language,
): Promise<Campaign> {
  const at = new Date(sendDate);
  await transaction(deps.db, async (client) => {
    const row = await lockCampaign(client, id);
    if (!SENDABLE.includes(row.status_id)) throw notSendable();
    const problems = await sendProblems(client, row, lang, { countRecipients: true });
    if (at.getTime() <= Date.now()) problems.unshift({ field: 'sendDate', key: 'emailing.sendDatePast' });
    if (problems.length) throw validationError(problems);
    const { rows } = await runSql<{ version: number }>(
      client,
      sql`UPDATE emailing_campaigns
             SET status_id = ${STATUS.scheduled}, is_planned = true, send_date = ${at.toISOString()}::timestamptz,
                 schedule_version = schedule_version + 1, edited_date = now(), edited_by_id = ${userId}
           WHERE id = ${id} RETURNING schedule_version AS version`,
    );
    await deps.jobs.enqueue(job, { campaignId: id, version: rows[0]!.version }, { tx: client, runAt: at });
  });
  return getCampaign(deps.db, id);
}

/**
 * Stop: a scheduled campaign returns to draft; a running send ends, its pending rows cancelled, in
 * one short transaction (the sender holds no lock the stop waits for, except while it fixes the
 * recipients). The sender sees the status between messages and takes no more; a message it had
 * in flight and that is accepted is still marked sent.
 */
export async function stopCampaign(deps: ActionDeps, userId: number, id: number): Promise<Campaign> {
  await transaction(deps.db, async (client) => {
    const row = await lockCampaign(client, id);
    if (row.status_id === STATUS.scheduled) {
      await runSql(
        client,
        sql`UPDATE emailing_campaigns
               SET status_id = ${STATUS.draft}, is_planned = false, send_date = NULL,
                   schedule_version = schedule_version + 1, edited_date = now(), edited_by_id = ${userId}
             WHERE id = ${id}`,
      );
    } else if (row.status_id === STATUS.sending) {
      await runSql(
        client,
        sql`UPDATE emailing_deliveries SET state = 'cancelled', next_attempt_date = NULL
             WHERE campaign_id = ${id} AND state = 'pending'`,
      );
      await runSql(
        client,
        sql`UPDATE emailing_campaigns
               SET status_id = ${STATUS.stopped}, schedule_version = schedule_version + 1,
                   edited_date = now(), edited_by_id = ${userId}
             WHERE id = ${id}`,
      );
    } else throw new AppError('conflict', 409, {}, [{ key: 'emailing.notStoppable' }]);
  });
  return getCampaign(deps.db, id);
}

/** A sample recipient: the caller (their person's sex for the vocative). */
async function caller(deps: ActionDeps, userId: number) {
  const { rows } = await deps.db.query<{ first_name: string; last_name: string; email: string; sex_id: number | null }>(
    `SELECT u.first_name, u.last_name, u.email, p.sex_id
       FROM users u LEFT JOIN persons p ON p.id = u.assign_person_id WHERE u.id = $1`,
    [userId],
  );
  const u = rows[0];
  return {
    email: u?.email ?? '',
    recipient: {
      firstName: u?.first_name ?? '',
      fullName: u ? `${u.first_name} ${u.last_name}`.trim() : '',
      sexId: u?.sex_id ?? null,
    },
  };
}

/** The caller as a recipient, with an unsubscribe link for their own address in their language. */
export async function previewCampaign(
  deps: ActionDeps,
  userId: number,
  id: number,
  lang: Language,
): Promise<CampaignPreview> {
  const source = await loadMessageSource(deps.db, id);
  if (!source) throw notFound();
  const factory = messageFactory(source, deps.config.PROJECT_NAME, await loadUnsubscribeLinks(deps));
  const me = await caller(deps, userId);
  return factory.render({ ...me.recipient, unsubscribe: me.email ? factory.unsubscribe(me.email, lang) : null });
}

/**
 * Sends the campaign once to one address (any state), outside its deliveries; the unsubscribe
 * link and headers are the test address's own, so the whole flow can be tried.
 */
export async function testSendCampaign(
  deps: ActionDeps,
  userId: number,
  id: number,
  email: string,
  lang: Language,
): Promise<void> {
  const source = await loadMessageSource(deps.db, id);
  if (!source) throw notFound();
  const factory = messageFactory(source, deps.config.PROJECT_NAME, await loadUnsubscribeLinks(deps));
  const me = await caller(deps, userId);
  const token = randomUUID();
  const link = factory.unsubscribe(email, lang);
  const rendered = factory.render({ ...me.recipient, unsubscribe: link });
  try {
    await deps.mail.send(
      factory.message(
        { email, name: null },
        { ...rendered, subject: `[TEST] ${rendered.subject}` },
        `<campaign-${id}.test-${token}@${factory.host}>`,
        link,
      ),
      `campaign-${id}-test-${token}`,
    );
  } catch {
    throw new AppError('service_unavailable', 503);
  }
}
