// A user's browser subscriptions: stored by endpoint (one browser, one endpoint), moved to whoever
// signs in on that browser last, and capped per user so that nobody makes the server push to
// hundreds of addresses.
import type { PushSubscriptionInput } from '@fedra/contract';
import type { Db } from '../../platform/db/pool';
import { transaction } from '../../platform/db/transaction';
import { validationError } from '../../platform/errors/app-error';
import { endpointProblem } from '../../platform/push/push-endpoint';

/** Subscriptions kept per user (browsers and devices); the oldest beyond it are dropped. */
export const MAX_SUBSCRIPTIONS_PER_USER = 20;

/** The server's own endpoint rules (push-endpoint.ts): 400 naming the endpoint. */
export function requireAllowedEndpoint(endpoint: string, allowedHosts: ReadonlySet<string>): void {
  const problem = endpointProblem(endpoint, allowedHosts);
  if (problem) throw validationError([{ field: 'endpoint', key: problem, params: { label: 'endpoint' } }]);
}

export async function saveSubscription(
  db: Db,
  userId: number,
  input: PushSubscriptionInput,
  userAgent: string | null,
): Promise<void> {
  // One transaction (platform/db/transaction.ts): the cap never removes a subscription whose
  // replacement was not stored.
  await transaction(db, async (client) => {
    await client.query(
      `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, user_agent)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (endpoint) DO UPDATE SET
         user_id = EXCLUDED.user_id, p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth,
         user_agent = EXCLUDED.user_agent, failure_count = 0,
         created_date = CASE WHEN push_subscriptions.user_id = EXCLUDED.user_id
                             THEN push_subscriptions.created_date ELSE now() END`,
      [userId, input.endpoint, input.keys.p256dh, input.keys.auth, userAgent],
    );
    await client.query(
      `DELETE FROM push_subscriptions WHERE id IN (
         SELECT id FROM push_subscriptions WHERE user_id = $1
          ORDER BY created_date DESC, id DESC OFFSET $2)`,
      [userId, MAX_SUBSCRIPTIONS_PER_USER],
    );
  });
}

/** Removes the user's subscription of that endpoint; another user's stays (and nothing tells). */
export async function removeSubscription(db: Db, userId: number, endpoint: string): Promise<void> {
  await db.query('DELETE FROM push_subscriptions WHERE user_id = $1 AND endpoint = $2', [userId, endpoint]);
}
