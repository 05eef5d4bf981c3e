// Single sign-on (issue 17 item 5): from the sign-in page through the test OpenID provider that
// e2e/run.ts started, signed in as the demo user whose e-mail the provider's account has.
import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from './support/browser';
import { SSO_ACCOUNT, SSO_LABEL } from './support/oidc-provider';

const browser = useBrowser();

describe('single sign-on', () => {
  it('signs in through the provider and lands on the page asked for', async () => {
    const { page } = await browser.newPage();
    await page.goto('/login?next=%2Fprofile');
    const button = page.getByRole('link', { name: `Přihlásit se přes ${SSO_LABEL}` });
    await button.waitFor();
    await screenshot(page, 'sso-login-page');
    await button.click();

    // The provider's own sign-in page.
    await page.getByRole('heading', { name: 'Test provider sign-in' }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/interaction\//);
    await page.getByLabel('E-mail').fill(SSO_ACCOUNT.email);
    await page.getByRole('button', { name: 'Sign in at the provider' }).click();

    // Back in the application, signed in as the linked demo user, on the page asked for.
    await page.waitForURL((url) => url.pathname === '/profile');
    await page.getByText(SSO_ACCOUNT.email).first().waitFor();
    // The one-time code does not stay in the address or the history entry.
    expect(page.url()).not.toContain('sso=');
    const stored = await page.evaluate(() => localStorage.getItem('fedra.refreshToken'));
    expect(stored).toBeTruthy();
    await screenshot(page, 'sso-signed-in');
  });

  it('explains a refused sign-in on the sign-in page', async () => {
    const { page } = await browser.newPage();
    await page.goto('/login?ssoError=no_account');
    await page.getByRole('alert').getByText('K vašemu účtu u poskytovatele přihlášení nepatří').waitFor();
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'sso-refused-375');
  });
});
