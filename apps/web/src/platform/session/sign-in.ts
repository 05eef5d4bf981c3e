// Signing in with a password: the call and the storing of its token pair. Apart from the session
// provider (session.tsx) so that the small sign-in screen (app/start-sign-in.tsx) can sign in
// without the provider and the query cache it brings.
import { accountRoutes } from '@fedra/contract/account-routes';
import { call } from '../api/client';
import { tokens } from './tokens';

/** `code`: the second factor of an account with two-factor sign-in (asked for by a 401 `second_factor_required`). */
export async function signInWithPassword(userName: string, password: string, code?: string): Promise<void> {
  const pair = await call(accountRoutes.login, { body: { userName, password, ...(code ? { code } : {}) } });
  tokens.set(pair.access_token, pair.refresh_token);
}
