// Passkeys end to end (issue 28 §9) with Chromium's virtual authenticator (WebAuthn over CDP): a
// member adds a passkey on the profile, signs out, and signs in with it from the sign-in page, no
// password typed. Passkeys are bound to a host name, so this spec opens the server as `localhost`;
// on the harness's 127.0.0.1 address the profile says they cannot work there and the sign-in page
// offers no passkey button. Screenshots at desktop and phone width, axe on the profile.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { baseUrl, screenshot, useBrowser } from './support/browser';
import { DEMO, signIn } from './support/flows';

const browser = useBrowser();
/** The server under test by its host name: the same server, an address passkeys accept. */
const local = () => baseUrl().replace('//127.0.0.1:', '//localhost:');

async function withAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

describe('passkeys', () => {
  it('a member adds a passkey on the profile and signs in with it, without the password', async () => {
    const { page } = await browser.newPage();
    await withAuthenticator(page);
    await page.goto(`${local()}/login`);
    await signIn(page, DEMO.member);
    await page.goto(`${local()}/zone/personal/account/user-profile`);
    await page.getByRole('heading', { name: 'Přístupové klíče' }).waitFor();
    await page.getByText('Zatím nemáte žádný přístupový klíč.').waitFor();
    // Without a name: told next to the field.
    await page.getByRole('button', { name: 'Přidat přístupový klíč' }).click();
    await page.getByText('Pole Název klíče je povinné', { exact: false }).waitFor();
    await page.getByLabel(/^Název klíče/).fill('Telefon e2e');
    await page.getByRole('button', { name: 'Přidat přístupový klíč' }).click();
    await page.getByRole('cell', { name: 'Telefon e2e', exact: true }).waitFor();
    await page.getByRole('cell', { name: 'nikdy' }).waitFor();
    expect((await seriousViolations(page)).join('\n')).toBe('');
    await screenshot(page, 'passkeys-profile');
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('cell', { name: 'Telefon e2e', exact: true }).scrollIntoViewIfNeeded();
    // A card on a phone, not a table that scrolls sideways by a few pixels.
    await page.locator('table[data-layout="cards"]').filter({ hasText: 'Telefon e2e' }).waitFor();
    await screenshot(page, 'passkeys-profile-phone');
    await page.setViewportSize({ width: 1280, height: 800 });

    // Signed out (the stored session gone), then in again with the passkey alone.
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await page.goto(`${local()}/login`);
    await page.getByRole('button', { name: 'Použít přístupový klíč' }).click();
    await page.waitForURL(/\/zone\/personal\//);
    await page.goto(`${local()}/zone/personal/account/user-profile`);
    await page.getByRole('cell', { name: 'Telefon e2e', exact: true }).waitFor();
    expect(await page.getByRole('cell', { name: 'nikdy' }).count()).toBe(0);

    // Removed after asking: the list is empty again.
    await page.getByRole('button', { name: 'Odebrat klíč Telefon e2e' }).click();
    const dialog = page.getByRole('dialog', { name: 'Odebrat přístupový klíč' });
    await dialog.getByRole('button', { name: 'Smazat' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Zatím nemáte žádný přístupový klíč.').waitFor();
  });

  it('says on an IP address that passkeys cannot work there, and offers no passkey sign-in', async () => {
    const { page } = await browser.newPage();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Přihlásit se' }).waitFor();
    expect(await page.getByRole('button', { name: 'Použít přístupový klíč' }).count()).toBe(0);
    await signIn(page, DEMO.member);
    await page.goto('/zone/personal/account/user-profile');
    await page
      .getByText('Na této adrese nebo v tomto prohlížeči přístupové klíče nefungují', { exact: false })
      .waitFor();
  });
});
