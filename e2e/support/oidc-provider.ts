// The single-sign-on spec's provider account and button label (sso.e2e.ts). e2e/run.ts starts the
// server tests' provider (apps/server/test/oidc-test-provider.ts) with them and gives the server
// its address as OIDC_ISSUER; the spec itself does not load the provider.

/** The provider's account the spec signs in as: the e-mail of a demo user, verified. */
export const SSO_ACCOUNT = { sub: 'e2e-expert', email: 'expert@fedra.test', email_verified: true, name: 'Expert' };
/** The button's label (OIDC_LABEL). */
export const SSO_LABEL = 'Test SSO';
