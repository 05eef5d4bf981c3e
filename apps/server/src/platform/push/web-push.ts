// Sends one notification to one browser subscription: the payload encrypted for it (aes128gcm,
// RFC 8291) and signed with our VAPID key (RFC 8292) by the web-push package; the request itself is
// ours, so that the endpoint's name must resolve to public addresses (push-endpoint.ts) and a slow
// push service times out.
import http from 'node:http';
import https from 'node:https';
import webpush from 'web-push';
import type { Config } from '../config/config';
import { isAllowlisted, parseEndpointHosts, publicOnlyLookup } from './push-endpoint';
import { loadVapidKeys, type VapidKeys } from './vapid-keys';

/** What the service worker shows (apps/server/src/platform/push/service-worker.js). */
export interface PushMessage {
  title: string;
  body: string;
  /** The page a click opens: a path of this site. */
  url: string;
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** sent: the push service took it; gone: the subscription ended (404, 410); failed: try later. */
export type PushOutcome =
  | { outcome: 'sent' }
  | { outcome: 'gone'; status: number }
  | { outcome: 'failed'; error: string };

export interface WebPush {
  /** The VAPID public key browsers subscribe with (the project configuration carries it). */
  publicKey: string;
  /** The hosts of PUSH_ENDPOINT_HOSTS (tests). */
  allowedHosts: ReadonlySet<string>;
  send(target: PushTarget, message: PushMessage): Promise<PushOutcome>;
}

/** How long a push service keeps an undelivered notification: a day-old approval is still news. */
export const PUSH_TTL_SECONDS = 24 * 3600;
/** A push service that has not answered by then is counted as a failure. */
const PUSH_TIMEOUT_MS = 10_000;

export function createWebPush(keys: VapidKeys, allowedHosts: ReadonlySet<string>): WebPush {
  const vapidDetails = { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey };
  return {
    publicKey: keys.publicKey,
    allowedHosts,
    send(target, message) {
      let details: ReturnType<typeof webpush.generateRequestDetails>;
      try {
        details = webpush.generateRequestDetails(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          JSON.stringify(message),
          { TTL: PUSH_TTL_SECONDS, vapidDetails, contentEncoding: 'aes128gcm', urgency: 'normal' },
        );
      } catch {
        // Keys a browser would never make (the contract checks their form, not the curve point).
        return Promise.resolve({ outcome: 'gone', status: 0 });
      }
      const url = new URL(details.endpoint);
      const client = url.protocol === 'https:' ? https : http;
      return new Promise<PushOutcome>((resolve) => {
        const request = client.request(
          url,
          {
            method: 'POST',
            headers: details.headers as http.OutgoingHttpHeaders,
            timeout: PUSH_TIMEOUT_MS,
            ...(isAllowlisted(url, allowedHosts) ? {} : { lookup: publicOnlyLookup }),
          },
          (response) => {
            // The answer's body is not needed; read it so that the socket is freed.
            response.resume();
            response.on('end', () => {
              const status = response.statusCode ?? 0;
              if (status >= 200 && status < 300) resolve({ outcome: 'sent' });
              else if (status === 404 || status === 410) resolve({ outcome: 'gone', status });
              else resolve({ outcome: 'failed', error: `the push service answered ${status}` });
            });
            response.on('error', (err) => resolve({ outcome: 'failed', error: err.message }));
          },
        );
        request.on('timeout', () => request.destroy(new Error('the push service did not answer in time')));
        request.on('error', (err) => resolve({ outcome: 'failed', error: err.message }));
        request.end(details.body ?? undefined);
      });
    },
  };
}

const loading = new WeakMap<object, Promise<WebPush | null>>();
const loaded = new WeakMap<object, WebPush | null>();

/**
 * Web push of a configuration, or null when it is off: loaded once (keys read or generated) and
 * then shared by everything built from the same configuration.
 */
export function loadWebPush(config: Config): Promise<WebPush | null> {
  let promise = loading.get(config);
  if (!promise) {
    promise = loadVapidKeys(config).then((keys) => {
      const push = keys ? createWebPush(keys, parseEndpointHosts(config.PUSH_ENDPOINT_HOSTS)) : null;
      loaded.set(config, push);
      return push;
    });
    promise.catch(() => loading.delete(config));
    loading.set(config, promise);
  }
  return promise;
}

/** The web push loadWebPush made of this configuration (buildApp loads it before anything asks). */
export function loadedWebPush(config: Config): WebPush | null {
  if (!loaded.has(config)) throw new Error('web push is not loaded yet: await loadWebPush(config) first');
  return loaded.get(config)!;
}
