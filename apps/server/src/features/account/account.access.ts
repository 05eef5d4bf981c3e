// Who may pass each route of the account feature (the access-matrix test).
import { type AccessRows, EVERYONE, SIGNED_IN } from '../../platform/modules/access-rows';

export const accountAccess: AccessRows = {
  'POST /api/account/login': EVERYONE,
  'POST /api/account/refresh': EVERYONE,
  'POST /api/account/logout': EVERYONE,
  'GET /api/account/me/new': SIGNED_IN,
  'POST /api/account/password': SIGNED_IN,
  // Any signed-in user may ask; only a manager of that club gets it (the club of club@).
  'POST /api/account/current-club/:clubId': ['club'],
  // Single sign-on: anyone may start it (404 here: not configured in this test).
  'GET /api/account/sso/start': EVERYONE,
  'GET /api/account/sso/callback': EVERYONE,
  'POST /api/account/sso/exchange': EVERYONE,
  // Two-factor sign-in: the signed-in user's own.
  'GET /api/account/two-factor': SIGNED_IN,
  'POST /api/account/two-factor/setup': SIGNED_IN,
  'POST /api/account/two-factor/confirm': SIGNED_IN,
  'POST /api/account/two-factor/disable': SIGNED_IN,
  // Passkeys: the signed-in user's own; signing in with one is open to anyone.
  'GET /api/account/passkeys': SIGNED_IN,
  'POST /api/account/passkeys/options': SIGNED_IN,
  'POST /api/account/passkeys': SIGNED_IN,
  'DELETE /api/account/passkeys/:id': SIGNED_IN,
  'POST /api/account/passkey-sign-in/options': EVERYONE,
  'POST /api/account/passkey-sign-in': EVERYONE,
};
