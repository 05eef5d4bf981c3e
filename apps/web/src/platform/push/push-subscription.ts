// The push-subscription helper of spec 000 §7: registers the service worker at the router base
// ({routerBase}service-worker.js, so that it controls the whole application), subscribes with the
// server's VAPID key and produces the endpoint, the p256dh key and the auth key. Loaded only with
// the profile page, never with the sign-in page.

export interface PushKeys {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Whether this browser can take push notifications here (a secure page with the three APIs). */
export function isPushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.isSecureContext === true &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The service worker's address: at the router base, not under v2/ with the build's files. */
export function serviceWorkerUrl(routerBase: string): string {
  return `${routerBase}service-worker.js`;
}

/** The server's key (base64url) as the bytes PushManager.subscribe takes. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function toBase64url(buffer: ArrayBuffer | null): string {
  if (!buffer) return '';
  let binary = '';
  for (const byte of new Uint8Array(buffer)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The three values the server stores. */
export function pushKeys(subscription: PushSubscription): PushKeys {
  return {
    endpoint: subscription.endpoint,
    p256dh: toBase64url(subscription.getKey('p256dh')),
    auth: toBase64url(subscription.getKey('auth')),
  };
}

/** This browser's subscription for the application, if it has one (asks for nothing). */
export async function currentPushSubscription(routerBase: string): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration(routerBase);
  return registration ? registration.pushManager.getSubscription() : null;
}

/**
 * Subscribes this browser; the browser asks the user for permission (call it from a click). A
 * subscription made with another key (the server's keys were replaced) is ended and made anew.
 */
export async function subscribePush(vapidPublicKey: string, routerBase: string): Promise<PushKeys> {
  await navigator.serviceWorker.register(serviceWorkerUrl(routerBase), { scope: routerBase });
  const registration = await navigator.serviceWorker.ready;
  const key = applicationServerKey(vapidPublicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing) {
    const existingKey = existing.options.applicationServerKey;
    const same = existingKey && toBase64url(existingKey) === toBase64url(key.buffer);
    if (same) return pushKeys(existing);
    await existing.unsubscribe();
  }
  const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  return pushKeys(subscription);
}

/** Ends this browser's subscription; answers its endpoint (for the server), or null if there was none. */
export async function unsubscribePush(routerBase: string): Promise<string | null> {
  const subscription = await currentPushSubscription(routerBase);
  if (!subscription) return null;
  await subscription.unsubscribe();
  return subscription.endpoint;
}
