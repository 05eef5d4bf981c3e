// Ending this browser's push subscription on both sides: from the profile switch, and on signing
// out, so that the next person who signs in on a shared computer does not get the previous user's
// notifications (the subscription belongs to the browser, the server keeps it per user).
import { pushEndpoints } from '@fedra/contract/push';
import { call } from '../api/client';
import { isPushSupported, unsubscribePush } from './push-subscription';

export async function endPushSubscription(routerBase: string): Promise<void> {
  if (!isPushSupported()) return;
  const endpoint = await unsubscribePush(routerBase);
  if (endpoint) await call(pushEndpoints.unsubscribe, { body: { endpoint } });
}

/** Signing out waits for this at most a moment: a slow push service must not keep the user in. */
export function endPushSubscriptionOnSignOut(routerBase: string, waitMs = 3000): Promise<void> {
  const ended = endPushSubscription(routerBase).catch((err: unknown) => {
    console.warn('web push subscription not ended on sign-out:', (err as Error | null)?.message ?? err);
  });
  return Promise.race([ended, new Promise<void>((resolve) => setTimeout(resolve, waitMs))]);
}
