// The single sign-on flow (docs/decisions.md "Single sign-on"): the start (a sign-in attempt with
// state, nonce and PKCE, kept in sso_logins so that any instance can take the callback), the
// callback (checks, the account by the linking rule, a one-time code for the web application) and
// the exchange of that code for the same token pair a password sign-in gives.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { SsoError } from '@fedra/contract';
import type { FastifyBaseLogger } from 'fastify';
import * as oidc from 'openid-client';
import type { Db } from '../../../platform/db/pool';
import type { SsoProvider, SsoSettings } from './sso-provider';

/** How long a sign-in at the provider may take (the row's life until the callback). */
const ATTEMPT_SECONDS = 10 * 60;
/** How long the web application has to trade the callback's code for tokens. */
const EXCHANGE_SECONDS = 60;
/** Finished or abandoned attempts are deleted this long after they expire (kept a while for the log's sake). */
const KEEP_EXPIRED_SECONDS = 24 * 3600;

export interface SsoDeps {
  db: Db;
  provider: SsoProvider;
  settings: SsoSettings;
}

/**
 * A path of this application to return to, or null: only `/...` without a scheme, host, `//`,
 * backslash or control characters, so the sign-in can never send the browser to another site.
 */
export function safeReturnTo(value: string | undefined): string | null {
  if (!value || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  const base = 'http://fedra.invalid';
  const url = new URL(value, base);
  return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : null;
}

/** Starts a sign-in: stores the attempt and answers the provider's authorization URL and the attempt's state. */
export async function startSignIn(
  deps: SsoDeps,
  returnTo: string | null,
): Promise<{ location: string; state: string }> {
  const config = await deps.provider.configuration();
  const state = randomUUID();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  await deps.db.query(`DELETE FROM sso_logins WHERE expires_at < now() - make_interval(secs => $1)`, [
    KEEP_EXPIRED_SECONDS,
  ]);
  await deps.db.query(
    `INSERT INTO sso_logins (state, nonce, code_verifier, return_to, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
    [state, nonce, codeVerifier, returnTo, ATTEMPT_SECONDS],
  );
  const location = oidc
    .buildAuthorizationUrl(config, {
      redirect_uri: deps.settings.redirectUri,
      scope: 'openid email profile',
      state,
      nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
    })
    .toString();
  return { location, state };
}

/** A refused sign-in: the reason goes to the log, the code to the sign-in page. */
export class SsoRefusal extends Error {
  constructor(
    readonly error: SsoError,
    readonly reason: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(reason);
  }
}

export interface SsoSuccess {
  /** The one-time code for the web application (only its hash is stored). */
  exchangeCode: string;
  returnTo: string | null;
  userId: number;
}

/**
 * The cookie that ties an attempt to the browser that started it (OpenID Connect Core §3.1.2.1:
 * state binds the request to the user agent). Without it, anyone could start an attempt, sign in
 * at the provider as themselves and hand the callback URL to a victim, whose browser would then be
 * signed in to the attacker's account (login CSRF). Named by the state, so attempts in two tabs
 * do not overwrite each other; SameSite=Lax, as the provider's redirect back is a top-level GET.
 */
export function attemptCookieName(state: string): string {
  return `fedra_sso_${state}`;
}

/** The Set-Cookie value that stores (maxAgeSeconds > 0) or removes (0) the attempt's cookie. */
export function attemptCookie(settings: SsoSettings, state: string, maxAgeSeconds: number): string {
  const callback = new URL(settings.redirectUri);
  const secure = callback.protocol === 'https:' ? '; Secure' : '';
  return `${attemptCookieName(state)}=1; Path=${callback.pathname}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`;
}

/** Whether the request's Cookie header carries the attempt's cookie. */
export function hasAttemptCookie(cookieHeader: string | undefined, state: string): boolean {
  const name = attemptCookieName(state);
  return (cookieHeader ?? '').split(';').some((pair) => pair.split('=')[0]!.trim() === name);
}

/** How long the attempt's cookie lives: as long as the attempt. */
export const ATTEMPT_COOKIE_SECONDS = ATTEMPT_SECONDS;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Takes the provider's redirect back. The attempt must have been started in this browser (its
 * cookie), then it is claimed (one callback per state, even
 * when two arrive at once), then the code is exchanged with the checks of state, nonce and PKCE,
 * and the account is found by the linking rule. Throws SsoRefusal for every refusal.
 */
export async function finishSignIn(
  deps: SsoDeps,
  query: URLSearchParams,
  cookieHeader: string | undefined,
  log: FastifyBaseLogger,
): Promise<SsoSuccess> {
  const state = query.get('state') ?? '';
  if (!UUID.test(state)) throw new SsoRefusal('attempt_invalid', 'unknown state', { state: state.slice(0, 80) });
  // Checked before the attempt is claimed: a planted callback does not spend the attempt.
  if (!hasAttemptCookie(cookieHeader, state))
    throw new SsoRefusal('attempt_invalid', 'state not started in this browser (no attempt cookie)', { state });
  const { rows } = await deps.db.query<{ nonce: string; code_verifier: string; return_to: string | null }>(
    `UPDATE sso_logins SET used_date = now()
      WHERE state = $1 AND used_date IS NULL AND expires_at > now()
      RETURNING nonce, code_verifier, return_to`,
    [state],
  );
  const attempt = rows[0];
  if (!attempt) throw new SsoRefusal('attempt_invalid', await whyStateRefused(deps.db, state), { state });
  if (query.has('error')) {
    throw new SsoRefusal('attempt_invalid', 'provider answered an error', {
      state,
      providerError: query.get('error')?.slice(0, 200),
      description: query.get('error_description')?.slice(0, 500),
    });
  }

  const config = await deps.provider.configuration().catch((err: Error) => {
    throw new SsoRefusal('unavailable', 'provider unreachable', { state, cause: err.message });
  });
  // The URL the provider called: the registered redirect URI with the provider's parameters.
  const currentUrl = new URL(deps.settings.redirectUri);
  currentUrl.search = query.toString();
  let claims: oidc.IDToken;
  let accessToken: string;
  try {
    const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
      expectedState: state,
      expectedNonce: attempt.nonce,
      pkceCodeVerifier: attempt.code_verifier,
      idTokenExpected: true,
    });
    claims = tokens.claims()!;
    accessToken = tokens.access_token;
  } catch (err) {
    const e = err as Error & { code?: string; error?: string };
    const unreachable =
      e.cause instanceof Error && /fetch failed|ECONNREFUSED|timeout/i.test(e.message + e.cause.message);
    throw new SsoRefusal(unreachable ? 'unavailable' : 'verification_failed', `code exchange failed: ${e.message}`, {
      state,
      code: e.code ?? e.error,
      // Which check failed ('unexpected ID Token "nonce" claim value', …), as openid-client reports it.
      check: e.cause instanceof Error ? e.cause.message : undefined,
    });
  }

  const issuer = claims.iss;
  const subject = claims.sub;
  let email = typeof claims.email === 'string' ? claims.email : undefined;
  let emailVerified = claims.email_verified === true;
  // Some providers give the e-mail only at the userinfo endpoint (OpenID Connect Core §5.4).
  if (email === undefined) {
    const info = await oidc.fetchUserInfo(config, accessToken, subject).catch((err: Error) => {
      log.warn({ state, issuer, subject, err: err.message }, 'SSO userinfo not available');
      return null;
    });
    if (typeof info?.email === 'string') {
      email = info.email;
      emailVerified = info.email_verified === true;
    }
  }
  const who = { state, issuer, subject, email };

  const userId = await accountFor(deps, issuer, subject, email, emailVerified, who);
  const exchangeCode = randomBytes(32).toString('base64url');
  await deps.db.query(
    `UPDATE sso_logins SET user_id = $2, exchange_code_hash = $3, expires_at = now() + make_interval(secs => $4)
      WHERE state = $1`,
    [state, userId, hashExchangeCode(exchangeCode), EXCHANGE_SECONDS],
  );
  return { exchangeCode, returnTo: attempt.return_to, userId };
}

async function whyStateRefused(db: Db, state: string): Promise<string> {
  const { rows } = await db.query<{ used: boolean }>(
    'SELECT used_date IS NOT NULL AS used FROM sso_logins WHERE state = $1',
    [state],
  );
  if (!rows[0]) return 'unknown state';
  return rows[0].used ? 'state already used' : 'sign-in attempt expired';
}

/**
 * The linking rule (docs/configuration.md "Single sign-on"): a linked identity (issuer + subject)
 * decides; otherwise, with OIDC_LINK_BY_EMAIL, the one active user whose e-mail is the provider's
 * verified e-mail is linked now. Never on an unverified e-mail: anyone could claim any address.
 */
async function accountFor(
  deps: SsoDeps,
  issuer: string,
  subject: string,
  email: string | undefined,
  emailVerified: boolean,
  who: Record<string, unknown>,
): Promise<number> {
  const linked = await deps.db.query<{ id: number; user_id: number; is_active: boolean }>(
    `SELECT i.id, i.user_id, u.is_active FROM user_identities i JOIN users u ON u.id = i.user_id
      WHERE i.issuer = $1 AND i.subject = $2`,
    [issuer, subject],
  );
  const identity = linked.rows[0];
  if (identity) {
    if (!identity.is_active)
      throw new SsoRefusal('inactive', 'user is not active', { ...who, userId: identity.user_id });
    await deps.db.query('UPDATE user_identities SET last_login_date = now() WHERE id = $1', [identity.id]);
    return identity.user_id;
  }
  if (!deps.settings.linkByEmail)
    throw new SsoRefusal('no_account', 'no linked identity (linking by e-mail is off)', who);
  if (!email || !emailVerified) throw new SsoRefusal('email_not_verified', 'e-mail missing or not verified', who);

  const users = await deps.db.query<{ id: number; is_active: boolean }>(
    'SELECT id, is_active FROM users WHERE lower(email) = lower($1) OR lower(user_name) = lower($1) ORDER BY id',
    [email],
  );
  if (users.rows.length === 0) throw new SsoRefusal('no_account', 'no user with this e-mail', who);
  if (users.rows.length > 1) throw new SsoRefusal('no_account', 'several users with this e-mail', who);
  const user = users.rows[0]!;
  if (!user.is_active) throw new SsoRefusal('inactive', 'user is not active', { ...who, userId: user.id });

  // One provider account per user and issuer: a second account at the provider with the same
  // e-mail (a recreated or impersonating one) does not take over the linked user.
  const inserted = await deps.db.query(
    `INSERT INTO user_identities (user_id, issuer, subject, email, last_login_date)
     SELECT $1, $2, $3, $4, now()
      WHERE NOT EXISTS (SELECT 1 FROM user_identities WHERE user_id = $1 AND issuer = $2)
     ON CONFLICT (issuer, subject) DO NOTHING`,
    [user.id, issuer, subject, email],
  );
  if (!inserted.rowCount) {
    throw new SsoRefusal('already_linked', 'user already linked to another subject', { ...who, userId: user.id });
  }
  return user.id;
}

export function hashExchangeCode(code: string): string {
  return createHash('sha256').update(code).digest('base64url');
}

/** Spends a one-time code: the user it was issued for, or null (unknown, used, expired, user deactivated). */
export async function spendExchangeCode(db: Db, code: string): Promise<number | null> {
  // Expiring the row spends the code in the same statement that reads it: no second use, even at once.
  const { rows } = await db.query<{ user_id: number }>(
    `UPDATE sso_logins l SET expires_at = now()
       FROM users u
      WHERE l.exchange_code_hash = $1 AND l.expires_at > now() AND u.id = l.user_id AND u.is_active
      RETURNING l.user_id`,
    [hashExchangeCode(code)],
  );
  return rows[0]?.user_id ?? null;
}
