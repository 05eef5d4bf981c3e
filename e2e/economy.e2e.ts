// Economy settings and the club's credit end to end (issue 12): the administrator finds the token
// badge from the menu, is told what is missing, renews the token and sees its new last characters
// (never the token); the office reads the badge without the renewal; a club manager opens the
// club's credit from the club menu and sees its ledger, contribution payments included, also on a
// phone; a unit manager is offered no economy settings.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { isoDay } from './support/api';
import { seriousViolations } from './support/axe';
import { screenshot, useBrowser } from './support/browser';
import { DEMO, openFromMenu, rawKeys, signIn, typeDate } from './support/flows';
import { listIdle } from './support/list';
import { fitsPhone } from './support/phone';

const browser = useBrowser();

async function openSettings(page: Page) {
  await openFromMenu(page, 'Ekonomika', 'Nastavení ekonomiky');
  await page.getByRole('heading', { level: 1, name: 'Nastavení ekonomiky' }).waitFor();
}

describe('economy settings', () => {
  it('admin: the badge, the messages of a bad renewal, a renewed token shown by its last characters', async () => {
    const { page } = await browser.newPage();
    await page.goto('/');
    await signIn(page, DEMO.admin);
    await openSettings(page);
    expect(await page.title()).toBe('Nastavení ekonomiky | Fedra');
    const badge = page.getByTestId('token-state');
    expect(await badge.textContent()).toBe('Platný');

    await page.getByRole('button', { name: 'Obnovit token' }).click();
    const dialog = page.getByRole('dialog', { name: 'Obnovení tokenu' });
    await dialog.getByRole('button', { name: 'Uložit' }).click();
    await dialog.getByText('Pole Nový token je povinné').waitFor();
    await dialog.getByText('Pole Platný do je povinné').waitFor();

    // A day in the past: the server says so next to the date.
    // 16 characters or more: shorter tokens get no hint.
    const token = `tok_live_e2e_${Date.now().toString(36)}`;
    await dialog.getByLabel(/^Nový token/).fill(token);
    await typeDate(dialog.getByLabel(/^Platný do/), isoDay(-3));
    await dialog.getByRole('button', { name: 'Uložit' }).click();
    const dateError = dialog.locator('[id$="-error"]');
    await dateError.first().waitFor();
    expect(await dialog.getByLabel(/^Platný do/).getAttribute('aria-invalid')).toBe('true');

    await typeDate(dialog.getByLabel(/^Platný do/), isoDay(365));
    await dialog.getByRole('button', { name: 'Uložit' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(`…${token.slice(-4)}`).waitFor();
    expect(await badge.textContent()).toBe('Platný');
    expect(await page.content()).not.toContain(token);
    expect(await rawKeys(page)).toEqual([]);
    await screenshot(page, 'economy-settings');
    await fitsPhone(page);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'economy-settings-phone');
  });

  it('office: reads the badge, may not renew; a unit manager is not offered the page', async () => {
    const { page } = await browser.newPage();
    await signIn(page, DEMO.expert);
    await openSettings(page);
    await page.getByTestId('token-state').waitFor();
    expect(await page.getByRole('button', { name: /token/ }).count()).toBe(0);

    const unit = (await browser.newPage()).page;
    await signIn(unit, DEMO.unit);
    const menu = unit.getByRole('navigation', { name: 'Hlavní menu' });
    await menu.getByRole('button', { name: 'Ekonomika' }).click();
    const item = menu.getByRole('link', { name: 'Nastavení ekonomiky' });
    expect((await item.count()) === 0 || (await item.getAttribute('data-disabled')) === 'true').toBe(true);
  });
});

describe("the club's credit", () => {
  it('club manager: the club menu leads to its own ledger with contribution payments, also on a phone', async () => {
    const { page } = await browser.newPage();
    await page.goto('/');
    await signIn(page, DEMO.club);
    await page.waitForURL(/\/zone\/club\//);
    await openFromMenu(page, 'Ekonomika', 'Kredit klubu');
    await page.getByRole('heading', { level: 1, name: 'Kredit klubu' }).waitFor();
    expect(await page.title()).toBe('Kredit klubu | Fedra');
    await listIdle(page);
    const table = page.getByRole('table', { name: 'Pohyby kreditu klubu' });
    expect(await table.getByRole('row').count()).toBeGreaterThan(1);
    // The demo club paid some of its members' fees from its credit.
    await table
      .getByText(/\(\d+ příspěv/)
      .first()
      .waitFor();
    await page.getByText('Aktuální zůstatek').waitFor();
    expect(await rawKeys(page)).toEqual([]);
    await screenshot(page, 'club-credit');
    await fitsPhone(page);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'club-credit-phone');
  });
});
