// HMAC signatures of the file URLs the server hands out (local upload and download URLs, file
// references). The key is derived from the token signing key kept in the database, so every
// instance agrees without configuration, and a file signature can never pass as a token's.
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

export type SignedParts = readonly (string | number | null)[];

export interface UrlSigner {
  /** A signature of the parts (their order matters). */
  sign(parts: SignedParts): string;
  verify(parts: SignedParts, signature: string): boolean;
}

export function createUrlSigner(secret: Uint8Array): UrlSigner {
  const key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'fedra file urls v1', 32));
  // JSON keeps the parts apart whatever they contain (names may hold any printable character).
  const sign = (parts: SignedParts) => createHmac('sha256', key).update(JSON.stringify(parts)).digest('base64url');
  return {
    sign,
    verify(parts, signature) {
      const expected = Buffer.from(sign(parts));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

/** Seconds since the epoch, the unit of the `expires` parameters. */
export const epochSeconds = (date: Date = new Date()) => Math.floor(date.getTime() / 1000);
