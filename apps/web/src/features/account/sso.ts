// Single sign-on on the sign-in page (docs/decisions.md "Single sign-on"): where the button leads,
// the trade of the callback's one-time code for the session, and the text of a refusal.
import { SSO_ERRORS, ssoRoutes } from '@fedra/contract/account-routes';
import i18next from 'i18next';
import { call, resolveApiUrl } from '../../platform/api/client';
import { loadNamespace } from '../../platform/i18n/i18n';
import { tokens } from '../../platform/session/tokens';

/** The server's start call; it sends the browser to the provider and, once back, to `next`. */
export function ssoStartUrl(next: string | null): string {
  const start = resolveApiUrl(ssoRoutes.start.path);
  return next ? `${start}?returnTo=${encodeURIComponent(next)}` : start;
}

/** Codes already traded in this page's life: a code is spent on first use, so it is sent only once. */
const traded = new Set<string>();

/** Trades the code for a token pair and stores it as the password sign-in does; null if already sent. */
export function exchangeSsoCode(code: string): Promise<void> | null {
  if (traded.has(code)) return null;
  traded.add(code);
  return call(ssoRoutes.exchange, { body: { code } }).then((pair) => tokens.set(pair.access_token, pair.refresh_token));
}

/** The locale key of a refusal's text (an unknown code gets the general one). */
export function ssoErrorKey(code: string): string {
  return (SSO_ERRORS as readonly string[]).includes(code) ? code : 'other';
}

/**
 * A refusal's text (a code of ssoErrorKey, or 'exchangeFailed'). The texts are a namespace of their
 * own, fetched only when a refusal is shown: the sign-in page's first chunk has a size budget.
 */
export async function ssoRefusalText(key: string): Promise<string> {
  await loadNamespace('sso-refusals');
  return i18next.t(key, { ns: 'sso-refusals' });
}
