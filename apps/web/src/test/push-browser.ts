// A browser with the push APIs for component tests (jsdom has none): a service worker registration
// whose push manager hands out one subscription, and a fetch that answers 204. The real APIs are
// exercised in e2e/push.e2e.ts.
import { vi } from 'vitest';

/** A browser with push: a service worker registration whose push manager hands out one subscription. */
export function stubPushBrowser(permission: NotificationPermission = 'default') {
  let subscription: PushSubscription | null = null;
  const bytes = (n: number, first = 1) => {
    const b = new Uint8Array(n).fill(7);
    b[0] = first;
    return b.buffer;
  };
  const pushManager = {
    getSubscription: vi.fn(async () => subscription),
    subscribe: vi.fn(async (options: PushSubscriptionOptionsInit) => {
      subscription = {
        endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
        options: { applicationServerKey: (options.applicationServerKey as Uint8Array).buffer, userVisibleOnly: true },
        getKey: (name: string) => (name === 'p256dh' ? bytes(65, 4) : bytes(16)),
        unsubscribe: vi.fn(async () => {
          subscription = null;
          return true;
        }),
      } as unknown as PushSubscription;
      return subscription;
    }),
  };
  const registration = { pushManager };
  const serviceWorker = {
    register: vi.fn(async () => registration),
    ready: Promise.resolve(registration),
    getRegistration: vi.fn(async () => registration),
  };
  Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true });
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', { permission });
  vi.stubGlobal('isSecureContext', true);
  const fetch = vi.fn(async () => new Response(null, { status: 204 }));
  vi.stubGlobal('fetch', fetch);
  return { serviceWorker, pushManager, fetch };
}

export function unstubPushBrowser() {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
}
