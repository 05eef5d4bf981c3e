// Access tokens (short-lived JWT, HS256 only) and refresh tokens (random, stored hashed,
// rotated on use; a reused one revokes its whole family).
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type pg from 'pg';

const ISSUER = 'fedra';
const AUDIENCE = 'fedra-api';
const ALGORITHMS = ['HS256'];

export interface TokenService {
  issueAccessToken(userId: number): Promise<string>;
  /** The user id of a valid access token, or null for anything else (forged, expired, other key, alg none). */
  verifyAccessToken(token: string): Promise<number | null>;
  accessTtl: number;
}

/** The signing key lives in the database so every instance shares it; created on first start. */
export async function loadSigningKey(pool: pg.Pool): Promise<Uint8Array> {
  await pool.query(`INSERT INTO signing_keys (id, secret) VALUES (1, $1) ON CONFLICT (id) DO NOTHING`, [
    randomBytes(64).toString('base64'),
  ]);
  const { rows } = await pool.query<{ secret: string }>('SELECT secret FROM signing_keys WHERE id = 1');
  return new Uint8Array(Buffer.from(rows[0]!.secret, 'base64'));
}

export function createTokenService(key: Uint8Array, accessTtl: number): TokenService {
  return {
    accessTtl,
    issueAccessToken: (userId) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${accessTtl}s`)
        .sign(key),
    async verifyAccessToken(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ALGORITHMS, issuer: ISSUER, audience: AUDIENCE });
        const id = Number(payload.sub);
        return Number.isSafeInteger(id) && id > 0 ? id : null;
      } catch (err) {
        if (err instanceof joseErrors.JOSEError || err instanceof TypeError) return null;
        throw err;
      }
    },
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
