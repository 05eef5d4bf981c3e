// The signed tokens of the statement flow (JWT, HS256, jose): a statement token names the request
// and the moment its link was issued (a newer link makes it stale), a result token carries the
// outcome the result page shows. The key is derived from the token signing key kept in the
// database (platform/auth/tokens.ts), with its own label and audience per kind, so neither can
// pass as an access token or as the other kind.
import { hkdfSync } from 'node:crypto';
import type { RequestOutcome } from '@fedra/contract';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { loadSigningKey } from '../../platform/auth/tokens';
import type { Db } from '../../platform/db/pool';

const ISSUER = 'fedra';
const STATEMENT_AUDIENCE = 'fedra-request-statement';
const RESULT_AUDIENCE = 'fedra-request-result';
/** How long a statement link works. */
export const STATEMENT_LINK_DAYS = 14;
/** How long the result page can be reopened. */
const RESULT_DAYS = 30;

export interface StatementClaims {
  requestId: number;
  /** statement_requested_date of the request when the link was issued (ISO, milliseconds). */
  requestedAt: string;
  expiresAt: Date;
}

export interface RequestTokens {
  issueStatement(requestId: number, requestedAt: Date): Promise<{ token: string; expiresAt: Date }>;
  /** The claims of a statement token this server signed and that has not expired, else null. */
  readStatement(token: string): Promise<StatementClaims | null>;
  issueResult(outcome: RequestOutcome): Promise<string>;
  readResult(token: string): Promise<RequestOutcome | null>;
}

const keys = new WeakMap<Db, Promise<Uint8Array>>();

/** The key of the statement flow for the database behind `db` (loaded once). */
function flowKey(db: Db): Promise<Uint8Array> {
  let key = keys.get(db);
  if (!key) {
    key = loadSigningKey(db).then(
      (secret) => new Uint8Array(hkdfSync('sha256', secret, Buffer.alloc(0), 'fedra request statements v1', 32)),
    );
    keys.set(db, key);
    // A failed load (the database away for a moment) is tried again by the next token.
    key.catch(() => keys.delete(db));
  }
  return key;
}

async function verify(key: Uint8Array, token: string, audience: string) {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER, audience });
    return payload;
  } catch (err) {
    if (err instanceof joseErrors.JOSEError || err instanceof TypeError) return null;
    throw err;
  }
}

/**
 * The tokens of the database behind `db`, with the key already loaded: a transaction that issues
 * a token must not wait for a second connection (with the pool taken by requests waiting on its
 * row lock, it would wait forever).
 */
export async function requestTokens(db: Db): Promise<RequestTokens> {
  const key = await flowKey(db);
  return {
    async issueStatement(requestId, requestedAt) {
      const expiresAt = new Date(requestedAt.getTime() + STATEMENT_LINK_DAYS * 86_400_000);
      const token = await new SignJWT({ rid: requestId, rqa: requestedAt.toISOString() })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(ISSUER)
        .setAudience(STATEMENT_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
      return { token, expiresAt };
    },
    async readStatement(token) {
      const payload = await verify(key, token, STATEMENT_AUDIENCE);
      if (!payload || typeof payload.exp !== 'number') return null;
      const requestId = payload.rid;
      const requestedAt = payload.rqa;
      if (typeof requestId !== 'number' || !Number.isSafeInteger(requestId) || requestId <= 0) return null;
      if (typeof requestedAt !== 'string' || Number.isNaN(Date.parse(requestedAt))) return null;
      return { requestId, requestedAt, expiresAt: new Date(payload.exp * 1000) };
    },
    async issueResult(outcome) {
      return new SignJWT({ outcome })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(ISSUER)
        .setAudience(RESULT_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${RESULT_DAYS}d`)
        .sign(key);
    },
    async readResult(token) {
      const payload = await verify(key, token, RESULT_AUDIENCE);
      return payload?.outcome === 'success' || payload?.outcome === 'failure' ? payload.outcome : null;
    },
  };
}
