// The session's start-up calls (the user and the codebook), apart from the provider (session.tsx)
// so that the entry (main.tsx) can send them before the application's code has even arrived.
import type { LoggedUser } from '@fedra/contract/account';
import { accountRoutes } from '@fedra/contract/account-routes';
import type { Codebook } from '@fedra/contract/codebook';
import { codebookRoutes } from '@fedra/contract/codebook-routes';
import { isApiError } from '../api/api-error';
import { call } from '../api/client';
import { tokens } from './tokens';

export async function fetchUser(): Promise<LoggedUser | null> {
  if (!tokens.access()) return null;
  try {
    return (await call(accountRoutes.me)).data;
  } catch (err) {
    // An expired session is not an error of the start-up: the user is simply anonymous.
    if (isApiError(err) && err.status === 401) {
      tokens.clear();
      return null;
    }
    throw err;
  }
}

interface EarlyLoad {
  user: Promise<LoggedUser | null>;
  codebook: Promise<Codebook>;
}

/** The start-up calls begun by startSessionLoad, until the provider takes them over. */
let early: EarlyLoad | null = null;

/**
 * Starts loading the user and the codebook at once (main.tsx and app/boot.ts call it before React
 * renders), so that the answers travel while the application's code arrives and runs; the
 * provider's first load takes these calls over instead of making its own.
 */
export function startSessionLoad(): void {
  if (early) return;
  const user = fetchUser();
  const codebook = call(codebookRoutes.get);
  // A failure is reported by the provider that awaits them; until then it is not unhandled.
  for (const p of [user, codebook]) p.catch(() => {});
  early = { user, codebook };
}

/** The calls started early, handed over once: a later load (a retry) makes its own. */
export function takeEarlyLoad(): EarlyLoad | null {
  const taken = early;
  early = null;
  return taken;
}
