// The OpenID provider's metadata (discovery), fetched once and kept for the process. A provider
// that cannot be reached at start does not stop the server: the button still shows, and each
// sign-in tries the discovery again until it succeeds (answering 503 meanwhile).
import * as oidc from 'openid-client';
import type { Config } from '../../../platform/config/config';
import { publicBase } from '../../../platform/http/request-origin';

export interface SsoSettings {
  issuer: URL;
  clientId: string;
  clientSecret: string;
  /** `{PUBLIC_URL}/api/account/sso/callback`, registered at the provider. */
  redirectUri: string;
  routerBase: string;
  linkByEmail: boolean;
}

/** The settings of single sign-on, or null when it is not configured (config.ts checks the set is whole). */
export function ssoSettings(config: Config, callbackPath: string): SsoSettings | null {
  if (!config.OIDC_ISSUER || !config.OIDC_CLIENT_ID || !config.OIDC_CLIENT_SECRET || !config.PUBLIC_URL) return null;
  return {
    issuer: new URL(config.OIDC_ISSUER),
    clientId: config.OIDC_CLIENT_ID,
    clientSecret: config.OIDC_CLIENT_SECRET,
    redirectUri: `${publicBase(config)}${callbackPath}`,
    routerBase: config.ROUTER_BASE,
    linkByEmail: config.OIDC_LINK_BY_EMAIL,
  };
}

export interface SsoProvider {
  /** The provider's configuration; rejects while the provider cannot be reached. */
  configuration(): Promise<oidc.Configuration>;
}

/** Seconds one discovery or token call may take before the sign-in gives up. */
const PROVIDER_TIMEOUT_SECONDS = 10;

export function createSsoProvider(settings: SsoSettings): SsoProvider {
  let cached: Promise<oidc.Configuration> | null = null;
  // http:// is allowed only for a provider on this machine (config.ts refuses it otherwise).
  const execute = settings.issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : [];
  return {
    configuration() {
      cached ??= oidc
        .discovery(settings.issuer, settings.clientId, undefined, oidc.ClientSecretBasic(settings.clientSecret), {
          execute,
          timeout: PROVIDER_TIMEOUT_SECONDS,
        })
        .catch((err: unknown) => {
          // Not kept: the next sign-in asks again.
          cached = null;
          throw err;
        });
      return cached;
    },
  };
}
