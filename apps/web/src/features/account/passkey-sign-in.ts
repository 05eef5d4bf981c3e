// Signing in with a passkey (issue 28 §9): the server's challenge, the browser's passkey dialog, and
// the signed answer traded for the session's tokens, stored as the password sign-in stores them.
// Imported when the button is pressed: neither the browser library nor the contract's schemas ride
// in the sign-in page's first chunk.
import { passkeysEndpoints as api } from '@fedra/contract/passkeys';
import { startAuthentication } from '@simplewebauthn/browser';
import { call } from '../../platform/api/client';
import { tokens } from '../../platform/session/tokens';

export async function signInWithPasskey(): Promise<void> {
  const { challengeId, options } = (await call(api.signInOptions)).data;
  const credential = await startAuthentication({ optionsJSON: options as never });
  const pair = await call(api.signIn, { body: { challengeId, credential: credential as never } });
  tokens.set(pair.access_token, pair.refresh_token);
}

/** The user closed the browser's dialog, or it timed out: no failure to report. */
export const cancelledByUser = (err: unknown) =>
  err instanceof Error && (err.name === 'NotAllowedError' || err.name === 'AbortError');
