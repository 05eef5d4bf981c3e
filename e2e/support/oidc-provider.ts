// The OpenID provider of the single-sign-on spec (sso.e2e.ts): the server tests' one, started by
// e2e/run.ts before the server, which gets its address as OIDC_ISSUER.
export { type OidcTestProvider, startOidcTestProvider } from '../../apps/server/test/oidc-test-provider';

/** The provider's account the spec signs in as: the e-mail of a demo user, verified. */
export const SSO_ACCOUNT = { sub: 'e2e-expert', email: 'expert@fedra.test', email_verified: true, name: 'Expert' };
/** The button's label (OIDC_LABEL). */
export const SSO_LABEL = 'Test SSO';
