// Access tokens (short-lived JWT, HS256 only) and refresh tokens (random, stored hashed,
// rotated on use; a reused one revokes its whole family).
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Db } from '../db/pool';

const ISSUER = 'fedra';
const AUDIENCE = 'fedra-api';
const ALGORITHMS = ['HS256'];

/** Who a valid access token speaks for: the user and the session (refresh-token family) it belongs to. */
export interface TokenSubject {
  userId: number;
  /** The session's family id; null for a token issued before sessions were named. */
  sessionId: string | null;
}

export interface TokenService {
  issueAccessToken(userId: number, sessionId?: string): Promise<string>;
  /** The user and session of a valid access token; null for anything else (forged, expired, other key, alg none). */
  verifySubject(token: string): Promise<TokenSubject | null>;
  accessTtl: number;
}

/** The signing key lives in the database so every instance shares it; created on first start. */
export async function loadSigningKey(db: Db): Promise<Uint8Array> {
  await db.query(`INSERT INTO signing_keys (id, secret) VALUES (1, $1) ON CONFLICT (id) DO NOTHING`, [
    randomBytes(64).toString('base64'),
  ]);
  const { rows } = await db.query<{ secret: string }>('SELECT secret FROM signing_keys WHERE id = 1');
  return new Uint8Array(Buffer.from(rows[0]!.secret, 'base64'));
}

/** How many verified access tokens are remembered (a few MB at most). */
const VERIFIED_TOKENS_KEPT = 10_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function createTokenService(key: Uint8Array, accessTtl: number): TokenService {
  // Imported once: given raw bytes, jose would import the key again on every call.
  const hmacKey = crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  // A session sends the same token with every call until it expires: the exact string verified
  // once stays valid until its `exp`, so later calls skip the signature check.
  const verified = new Map<string, TokenSubject & { expiresAt: number }>();
  const remember = (token: string, subject: TokenSubject, exp: number | undefined) => {
    if (exp === undefined) return;
    if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value as string);
    verified.set(token, { ...subject, expiresAt: exp * 1000 });
  };
  async function verifySubject(token: string): Promise<TokenSubject | null> {
    const known = verified.get(token);
    if (known) {
      if (known.expiresAt > Date.now()) return { userId: known.userId, sessionId: known.sessionId };
      verified.delete(token);
      return null;
    }
    try {
      const { payload } = await jwtVerify(token, await hmacKey, {
        algorithms: ALGORITHMS,
        issuer: ISSUER,
        audience: AUDIENCE,
      });
      const id = Number(payload.sub);
      if (!Number.isSafeInteger(id) || id <= 0) return null;
      const sid = typeof payload.sid === 'string' && UUID.test(payload.sid) ? payload.sid : null;
      const subject = { userId: id, sessionId: sid };
      remember(token, subject, payload.exp);
      return subject;
    } catch (err) {
      if (err instanceof joseErrors.JOSEError || err instanceof TypeError) return null;
      throw err;
    }
  }
  return {
    accessTtl,
    issueAccessToken: async (userId, sessionId) =>
      new SignJWT(sessionId ? { sid: sessionId } : {})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${accessTtl}s`)
        .sign(await hmacKey),
    verifySubject,
  };
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function newFamilyId(): string {
  return randomUUID();
}
