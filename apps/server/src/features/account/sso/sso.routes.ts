// Single sign-on calls (docs/decisions.md "Single sign-on"). Registered always, so the contract
// and the OpenAPI document are the same in every installation; without configuration they are 404.
import { endpoints, type SsoError } from '@fedra/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { originOf } from '../../../platform/audit/audit-log';
import type { AppDeps } from '../../../platform/deps';
import { AppError, notFound, validationError } from '../../../platform/errors/app-error';
import { registerEndpoint } from '../../../platform/http/endpoint';
import { addressBudget } from '../../../platform/http/rate-limit';
import { registerMessages } from '../../../platform/i18n/messages';
import { signIn, type TokenDeps } from '../account.service';
import {
  ATTEMPT_COOKIE_SECONDS,
  attemptCookie,
  finishSignIn,
  type SsoDeps,
  SsoRefusal,
  safeReturnTo,
  spendExchangeCode,
  startSignIn,
} from './sso.service';
import { createSsoProvider, ssoSettings } from './sso-provider';

registerMessages({
  cs: { 'sso.codeInvalid': 'Kód přihlášení je neplatný, již použitý nebo vypršel. Přihlaste se znovu.' },
  en: { 'sso.codeInvalid': 'The sign-in code is invalid, already used or expired. Please sign in again.' },
});

export function registerSsoRoutes(app: FastifyInstance, deps: AppDeps, tokenDeps: TokenDeps) {
  const settings = ssoSettings(deps.config, endpoints.account.ssoCallback.path);
  const provider = settings && createSsoProvider(settings);
  const sso: SsoDeps | null = settings && provider && { db: deps.db, provider, settings };
  const noStore = { 'cache-control': 'no-store' };
  // The start is anonymous and stores a row each time: counted per address like the public calls
  // (PUBLIC_RATE_LIMIT a minute), so that nobody fills sso_logins from one address.
  const countStart = addressBudget(app, 'sso-start', deps.config.PUBLIC_RATE_LIMIT);

  if (provider) {
    // Discovered once at start; a failure is logged and tried again at the first sign-in.
    app.addHook('onReady', async () => {
      void provider.configuration().catch((err: Error) => {
        app.log.warn({ issuer: settings.issuer.href, err: err.message }, 'SSO provider not reachable at start');
      });
    });
  }

  /** The sign-in page (a client route under ROUTER_BASE) with the outcome in its query. */
  const toLoginPage = (reply: FastifyReply, params: Record<string, string | null>) => {
    const query = new URLSearchParams();
    for (const [k, v] of Object.entries(params)) if (v) query.set(k, v);
    return reply.headers(noStore).redirect(`${deps.config.ROUTER_BASE}login?${query}`, 302);
  };

  registerEndpoint(app, endpoints.account.ssoStart, async ({ query, request, reply }) => {
    if (!sso) throw notFound();
    await countStart(request);
    try {
      await sso.provider.configuration();
    } catch (err) {
      request.log.warn({ issuer: sso.settings.issuer.href, err: (err as Error).message }, 'SSO provider not reachable');
      throw new AppError('service_unavailable', 503);
    }
    const { location, state } = await startSignIn(sso, safeReturnTo(query.returnTo));
    reply.header('set-cookie', attemptCookie(sso.settings, state, ATTEMPT_COOKIE_SECONDS));
    reply.headers(noStore).redirect(location, 302);
    return undefined;
  });

  registerEndpoint(app, endpoints.account.ssoCallback, async ({ request, reply }) => {
    if (!sso) throw notFound();
    const q = request.url.indexOf('?');
    const raw = new URLSearchParams(q < 0 ? '' : request.url.slice(q + 1));
    const state = raw.get('state');
    // The attempt's cookie is spent with the attempt, whatever the outcome.
    if (state && /^[\w-]{1,80}$/.test(state)) reply.header('set-cookie', attemptCookie(sso.settings, state, 0));
    try {
      const done = await finishSignIn(sso, raw, request.headers.cookie, request.log);
      request.log.info({ userId: done.userId }, 'SSO sign-in');
      toLoginPage(reply, { sso: done.exchangeCode, next: done.returnTo });
    } catch (err) {
      const refusal =
        err instanceof SsoRefusal ? err : new SsoRefusal('unavailable' satisfies SsoError, 'unexpected failure');
      request.log.warn(
        { reason: refusal.reason, ssoError: refusal.error, ...refusal.details, ...(err === refusal ? {} : { err }) },
        'SSO sign-in refused',
      );
      toLoginPage(reply, { ssoError: refusal.error });
    }
    return undefined;
  });

  registerEndpoint(app, endpoints.account.ssoExchange, async ({ body, request, reply }) => {
    if (!sso) throw notFound();
    reply.headers(noStore);
    const userId = await spendExchangeCode(deps.db, body.code);
    if (userId === null) throw validationError([{ field: 'code', key: 'sso.codeInvalid' }]);
    return signIn(tokenDeps, userId, originOf(request), 'sso');
  });
}
