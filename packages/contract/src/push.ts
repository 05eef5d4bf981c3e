// Web push (spec 000 §7): the browser's subscription (PushSubscription.toJSON(): an endpoint, a
// p256dh key and an auth key) stored for the signed-in user, and its removal. The server adds its
// own rules for the endpoint's host (docs/decisions.md "Web push").
import { z } from 'zod';
import { defineEndpoint } from './common/endpoint';

/** Longest endpoint taken (the push services' endpoints are a few hundred characters). */
export const PUSH_ENDPOINT_MAX_LENGTH = 1024;

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** Bytes of a base64url text (padding allowed, as some browsers send it), or null. */
function base64urlBytes(value: string): number[] | null {
  if (!BASE64URL.test(value)) return null;
  const text = value.replace(/=+$/, '');
  if (text.length % 4 === 1) return null;
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const ch of text) {
    buffer = (buffer << 6) | alphabet.indexOf(ch);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  return bytes;
}

/** The browser's P-256 public key: an uncompressed point, 65 bytes starting with 4. */
export const isP256PublicKey = (value: string) => {
  const bytes = base64urlBytes(value);
  return bytes !== null && bytes.length === 65 && bytes[0] === 4;
};

/** The browser's authentication secret: 16 bytes. */
export const isPushAuthSecret = (value: string) => base64urlBytes(value)?.length === 16;

/** Printable ASCII without spaces: what push services hand out (a NUL byte cannot even be stored). */
const PRINTABLE_ASCII = /^[\x21-\x7e]+$/;

const isWebUrl = (value: string) => {
  if (!PRINTABLE_ASCII.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
  } catch {
    return false;
  }
};

export const PushEndpointSchema = z
  .string()
  .max(PUSH_ENDPOINT_MAX_LENGTH)
  .refine(isWebUrl, 'push.endpointHttps')
  .meta({ description: "The push service's URL for this browser (https)" });

export const PushSubscriptionSchema = z
  .object({
    endpoint: PushEndpointSchema,
    keys: z.object({
      p256dh: z.string().max(100).refine(isP256PublicKey, 'push.p256dhInvalid'),
      auth: z.string().max(30).refine(isPushAuthSecret, 'push.authInvalid'),
    }),
    /** What PushSubscription.toJSON() carries; not stored (the push service tells when it ends). */
    expirationTime: z.number().nullable().optional(),
  })
  .meta({ id: 'PushSubscription' });
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionSchema>;

export const PushUnsubscribeSchema = z.object({ endpoint: PushEndpointSchema }).meta({ id: 'PushUnsubscribe' });

export const pushEndpoints = {
  subscribe: defineEndpoint({
    method: 'PUT',
    path: '/api/account/push-subscriptions',
    operationId: 'account.pushSubscribe',
    summary:
      "Store this browser's push subscription for the signed-in user (by endpoint: an endpoint another user had moves to this one); 404 when web push is off",
    tags: ['account'],
    access: { kind: 'user' },
    body: PushSubscriptionSchema,
    status: 204,
    response: z.null(),
  }),
  unsubscribe: defineEndpoint({
    method: 'DELETE',
    path: '/api/account/push-subscriptions',
    operationId: 'account.pushUnsubscribe',
    summary: "Remove this browser's push subscription of the signed-in user (done also when there was none)",
    tags: ['account'],
    access: { kind: 'user' },
    body: PushUnsubscribeSchema,
    status: 204,
    response: z.null(),
  }),
};
