// The daily work of the requests (issue 30 §5), as one durable job per day: a deadline passed
// without an answer counts as the releasing club's agreement, and an approved transfer or loan
// whose effective date has come changes the membership. Each request in its own transaction, so one
// failure does not hold the others back; running twice changes nothing (the updates check the
// state). The day is the server's clock (platform/clock), so a test or the year-ahead run moves it.
import { today } from '../../platform/clock';
import { transaction } from '../../platform/db/transaction';
import type { AppDeps } from '../../platform/deps';
import { publicBase } from '../../platform/http/request-origin';
import type { JobDefinition } from '../../platform/jobs/job-queue';
import { sendStepMails } from './requests.step-mail';
import { agreeByDeadline, applyMembership, dueRequests, type StepEvent } from './requests.workflow';

export const ADVANCE_QUEUE = 'requests.advance';
/** How often an instance looks whether today's job is queued (the key makes it once a day). */
const CHECK_MS = 60 * 60 * 1000;

export interface AdvanceJobData {
  /** The day it was queued for (its idempotency key); the work uses the clock's today. */
  day: string;
}

export interface AdvanceOutcome {
  agreedByDeadline: number;
  applied: number;
  mailFailures: number;
}

/** The work of one run (the job's handler; tests call it through the queue). */
export async function advanceRequests(deps: Pick<AppDeps, 'db' | 'mail' | 'config'>): Promise<AdvanceOutcome> {
  const day = today();
  const due = await dueRequests(deps.db, day);
  const events: StepEvent[] = [];
  for (const id of due.deadline) {
    const e = await transaction(deps.db, (tx) => agreeByDeadline(tx, id, day));
    if (e) events.push(e);
  }
  for (const id of due.effective) {
    const e = await transaction(deps.db, (tx) => applyMembership(tx, id, day, null));
    if (e) events.push(e);
  }
  const origin = publicBase(deps.config) ?? `http://localhost:${deps.config.PORT}`;
  let mailFailures = 0;
  for (const e of events) mailFailures += (await sendStepMails(deps, e, origin)).length;
  return {
    agreedByDeadline: events.filter((e) => e.action === 'deadline').length,
    applied: events.filter((e) => e.action === 'apply').length,
    mailFailures,
  };
}

export function defineAdvanceJob(deps: AppDeps): JobDefinition<AdvanceJobData> {
  let defined = false;
  const job = deps.jobs.defineOnce<AdvanceJobData>(ADVANCE_QUEUE, () => {
    defined = true;
    return { name: ADVANCE_QUEUE, retryLimit: 5, timeoutSeconds: 30 * 60, handler: () => advanceRequests(deps) };
  });
  // Once per queue: today's run, queued once however many instances and rounds ask for it.
  // Once a day by the schedule; "run now" (synchronizations) runs it again: the work is safe to repeat.
  if (defined)
    deps.jobs.every(
      CHECK_MS,
      ({ trigger }) => deps.jobs.enqueue(job, { day: today() }, trigger === 'manual' ? {} : { key: today() }),
      { name: 'schedule.requests-advance' },
    );
  return job;
}
