// Signing out ends this browser's push subscription at the push service and at our server (while
// the user is still signed in), and never keeps the user waiting on a slow push service.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubPushBrowser, unstubPushBrowser } from '../../test/push-browser';
import { setTestRuntimeConfig } from '../../test/runtime-config';
import { endPushSubscriptionOnSignOut } from './end-subscription';

beforeEach(() => setTestRuntimeConfig({}));
afterEach(unstubPushBrowser);

const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/abc';

describe('endPushSubscriptionOnSignOut', () => {
  it("ends the browser's subscription and removes it at the server", async () => {
    const { pushManager, fetch } = stubPushBrowser();
    const subscription = await pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: new Uint8Array(65),
    });
    await endPushSubscriptionOnSignOut('/');
    expect(subscription.unsubscribe).toHaveBeenCalledTimes(1);
    expect(await pushManager.getSubscription()).toBeNull();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/account/push-subscriptions');
    expect(init.method).toBe('DELETE');
    expect(JSON.parse(init.body as string)).toEqual({ endpoint: ENDPOINT });
  });

  it('calls nothing when this browser has no subscription', async () => {
    const { fetch } = stubPushBrowser();
    await endPushSubscriptionOnSignOut('/');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('lets the user go when the push service does not answer', async () => {
    const { pushManager, fetch } = stubPushBrowser();
    const subscription = await pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: new Uint8Array(65),
    });
    vi.mocked(subscription.unsubscribe).mockImplementation(() => new Promise<boolean>(() => {}));
    await endPushSubscriptionOnSignOut('/', 20);
    expect(fetch).not.toHaveBeenCalled();
  });
});
