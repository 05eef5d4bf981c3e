// The outbox: a feature that changes something other systems follow calls recordWebhookEvent inside
// its own transaction, which writes one message per active endpoint subscribed to the event. The
// message exists only if the change commits, and the delivery job sends it later: a slow or dead
// receiver never slows the user, and nothing is lost when the server stops.
import type { WebhookEventType } from '@fedra/contract';
import { now } from '../../platform/clock';
import type { Db } from '../../platform/db/pool';

/** How long a message is retried after it was made (or replayed). */
export const RETRY_WINDOW_MS = 24 * 3600 * 1000;

/** The body of a message (the Standard Webhooks convention: type, timestamp, data). */
export function messageBody(type: WebhookEventType, data: Record<string, unknown>, at: Date): string {
  return JSON.stringify({ type, timestamp: at.toISOString(), data });
}

/** Records one event for every active endpoint that follows it (nothing when none does). */
export async function recordWebhookEvent(tx: Db, type: WebhookEventType, data: Record<string, unknown>): Promise<void> {
  await recordWebhookEvents(tx, type, [data]);
}

/** Records events of one type at once (a batch of orders paid by one statement): one statement. */
export async function recordWebhookEvents(
  tx: Db,
  type: WebhookEventType,
  items: readonly Record<string, unknown>[],
): Promise<void> {
  if (!items.length) return;
  const at = now();
  const bodies = items.map((data) => messageBody(type, data, at));
  // The webhook-id is random (msg_ and 32 hex digits): it must not let a receiver guess others.
  await tx.query(
    `INSERT INTO webhook_messages (endpoint_id, msg_id, event_type, body, next_attempt_date, give_up_date, created_date)
     SELECT e.id, 'msg_' || replace(gen_random_uuid()::text, '-', ''), $1, b.body, $2, $3, $2
       FROM webhook_endpoints e
      CROSS JOIN unnest($4::text[]) WITH ORDINALITY AS b(body, n)
      WHERE e.is_active AND $1 = ANY(e.events)
      ORDER BY b.n, e.id`,
    [type, at, new Date(at.getTime() + RETRY_WINDOW_MS), bodies],
  );
}
