// Notifications go out in a job, never in the request that caused them: a slow or unreachable push
// service must not slow the user who approved something. Each subscription's outcome is kept: a
// success resets its failure count, 404/410 (the browser unsubscribed) removes it, anything else
// counts a failure, and one failing MAX_FAILURES times in a row is removed too.
import type { Config } from '../config/config';
import type { Db } from '../db/pool';
import type { JobDefinition, JobQueue } from '../jobs/job-queue';
import { loadWebPush, type PushMessage } from './web-push';

export interface PushNotification extends PushMessage {
  userId: number;
}

export interface PushJobData {
  notifications: PushNotification[];
}

export const PUSH_QUEUE = 'push.send';
/** Consecutive failures after which a subscription is given up. */
export const MAX_FAILURES = 10;
/** Requests to push services at the same time within one job. */
const PARALLEL = 8;

type PushDeps = { db: Db; jobs: JobQueue; config: Config };

export function definePushJob(deps: PushDeps): JobDefinition<PushJobData> {
  return deps.jobs.defineOnce<PushJobData>(PUSH_QUEUE, () => ({
    name: PUSH_QUEUE,
    // A notification is not worth sending twice: the handler records failures instead of throwing.
    retryLimit: 1,
    retryDelaySeconds: 30,
    timeoutSeconds: 10 * 60,
    concurrency: 2,
    handler: (data) => sendNotifications(deps, data.notifications),
  }));
}

/** Queues notifications (nothing when web push is off or there is nobody to notify). */
export async function enqueuePushNotifications(deps: PushDeps, notifications: PushNotification[]): Promise<void> {
  if (!notifications.length || !(await loadWebPush(deps.config))) return;
  await deps.jobs.enqueue(definePushJob(deps), { notifications });
}

interface SubscriptionRow {
  id: number;
  userId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

async function sendNotifications(deps: PushDeps, notifications: PushNotification[]) {
  const push = await loadWebPush(deps.config);
  if (!push) return { sent: 0, gone: 0, failed: 0 };
  const userIds = [...new Set(notifications.map((n) => n.userId))];
  const { rows } = await deps.db.query<SubscriptionRow>(
    `SELECT id, user_id AS "userId", endpoint, p256dh, auth FROM push_subscriptions WHERE user_id = ANY($1::int[])`,
    [userIds],
  );
  const tasks = notifications.flatMap((n) =>
    rows.filter((s) => s.userId === n.userId).map((s) => ({ subscription: s, message: n })),
  );
  const sent: number[] = [];
  const gone: number[] = [];
  const failed: number[] = [];
  for (let i = 0; i < tasks.length; i += PARALLEL) {
    await Promise.all(
      tasks.slice(i, i + PARALLEL).map(async ({ subscription, message }) => {
        const result = await push.send(subscription, { title: message.title, body: message.body, url: message.url });
        (result.outcome === 'sent' ? sent : result.outcome === 'gone' ? gone : failed).push(subscription.id);
      }),
    );
  }
  if (sent.length)
    await deps.db.query(
      'UPDATE push_subscriptions SET last_success_date = now(), failure_count = 0 WHERE id = ANY($1::int[])',
      [sent],
    );
  if (failed.length) {
    await deps.db.query('UPDATE push_subscriptions SET failure_count = failure_count + 1 WHERE id = ANY($1::int[])', [
      failed,
    ]);
    await deps.db.query('DELETE FROM push_subscriptions WHERE id = ANY($1::int[]) AND failure_count >= $2', [
      failed,
      MAX_FAILURES,
    ]);
  }
  if (gone.length) await deps.db.query('DELETE FROM push_subscriptions WHERE id = ANY($1::int[])', [gone]);
  return { sent: sent.length, gone: gone.length, failed: failed.length };
}
