// The account calls' methods, paths, operation ids and access rules, without their schemas: the
// web application signs in and loads the user at start through these, without loading zod.
// account.ts builds the endpoint definitions (with the schemas) from them.
import type { LoggedUser, TokenResponse } from './account';
import { defineRoute } from './common/endpoint';
import type { ItemEnvelope } from './common/envelope';

export const accountRoutes = {
  login: defineRoute<TokenResponse>({
    method: 'POST',
    path: '/api/account/login',
    operationId: 'account.login',
    access: { kind: 'anonymous' },
  }),
  refresh: defineRoute<TokenResponse>({
    method: 'POST',
    path: '/api/account/refresh',
    operationId: 'account.refresh',
    access: { kind: 'anonymous' },
  }),
  logout: defineRoute<null>({
    method: 'POST',
    path: '/api/account/logout',
    operationId: 'account.logout',
    access: { kind: 'anonymous' },
  }),
  me: defineRoute<ItemEnvelope<LoggedUser>>({
    method: 'GET',
    path: '/api/account/me/new',
    operationId: 'account.me',
    access: { kind: 'user' },
  }),
  changePassword: defineRoute<null>({
    method: 'POST',
    path: '/api/account/password',
    operationId: 'account.changePassword',
    access: { kind: 'user' },
  }),
  switchClub: defineRoute<null>({
    method: 'POST',
    path: '/api/account/current-club/:clubId',
    operationId: 'account.currentClub',
    access: { kind: 'user' },
  }),
};

/**
 * Single sign-on (OpenID Connect, docs/decisions.md "Single sign-on"). The browser is sent to
 * `ssoStart`, the provider sends it back to `ssoCallback`, which sends it on to the sign-in page
 * with a one-time code (`?sso=`) or an error (`?ssoError=`, one of SSO_ERRORS); the page trades
 * the code for tokens at `ssoExchange`. Without configuration the three answer 404.
 */
export const ssoRoutes = {
  start: defineRoute<null>({
    method: 'GET',
    path: '/api/account/sso/start',
    operationId: 'account.ssoStart',
    access: { kind: 'anonymous' },
  }),
  callback: defineRoute<null>({
    method: 'GET',
    path: '/api/account/sso/callback',
    operationId: 'account.ssoCallback',
    access: { kind: 'anonymous' },
  }),
  exchange: defineRoute<TokenResponse>({
    method: 'POST',
    path: '/api/account/sso/exchange',
    operationId: 'account.ssoExchange',
    access: { kind: 'anonymous' },
  }),
};

/** Why the callback refused a sign-in: the sign-in page's `ssoError` (it shows a text for each). */
export const SSO_ERRORS = [
  /** Unknown, expired or already used sign-in attempt (state), or a provider's error answer. */
  'attempt_invalid',
  /** The provider's answer did not verify (nonce, PKCE, signature, code). */
  'verification_failed',
  /** The provider did not confirm the e-mail address (email_verified), or gave none. */
  'email_not_verified',
  /** No active account of this system belongs to the provider's account. */
  'no_account',
  /** The account of this system is deactivated. */
  'inactive',
  /** The account is already linked to another account at the provider. */
  'already_linked',
  /** The provider could not be reached. */
  'unavailable',
] as const;
export type SsoError = (typeof SSO_ERRORS)[number];
