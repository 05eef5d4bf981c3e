// Credit history end to end (spec 000 §2.3 credit-history/list): an administrator narrows the
// period and sees the period columns change while a club's current balance stays the same.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { screenshot, useBrowser } from './support/browser';
import { DEMO, rawKeys, signIn } from './support/flows';

const browser = useBrowser();

/** The cells of a club's row: club, current balance, balance for the period, ordered, spent. */
async function rowCells(row: Locator): Promise<string[]> {
  return (await row.getByRole('cell').allTextContents()).map((s) => s.replace(/\s+/g, ' ').trim());
}

async function idle(page: Page) {
  await page.locator('[data-list-status="idle"]').waitFor({ state: 'attached' });
  await expect.poll(() => page.getByRole('table').getAttribute('aria-busy')).toBeNull();
}

describe('credit history', () => {
  it('narrows the period columns to the last month, the current balance stays', async () => {
    const { page } = await browser.newPage();
    await signIn(page, DEMO.admin);
    await page.goto('/zone/admin/credit-history/list');
    await page.getByRole('heading', { level: 1, name: 'Historie kreditů' }).waitFor();
    expect(await page.title()).toBe('Historie kreditů | Fedra');
    const table = page.getByRole('table', { name: 'Historie kreditů' });
    await table.getByRole('columnheader', { name: 'Zůstatek za období' }).waitFor();

    // The club that ordered most over the whole history (sorted by the server, descending).
    await table.getByRole('button', { name: 'Objednáno' }).click();
    await idle(page);
    await table.getByRole('button', { name: 'Objednáno' }).click();
    await page.waitForURL(/sort=-ordered/);
    await idle(page);
    const first = table.getByRole('row').nth(1);
    const club = (await first.getByRole('cell').first().locator('span').first().textContent())!.trim();
    const before = await rowCells(first);
    expect(before[3]).toMatch(/^[1-9][\d\s\u00a0]*,\d\d\s?Kč$/);

    // Only that club, by its name.
    await page.getByLabel('Název klubu').fill(club);
    await page.waitForURL(/fields%5Bname%5D|fields\[name\]/);
    await idle(page);
    const row = table.getByRole('row').filter({ hasText: club }).first();
    expect(await rowCells(row)).toEqual(before);

    // The period: from the first day of the previous month to today.
    await page.getByRole('button', { name: 'Období od – do' }).click();
    // The open calendar is named by its field, speaks Czech and passes axe.
    const dropdown = page.getByRole('dialog', { name: /^Období od – do/ });
    await dropdown.getByText('po', { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'credits-period-calendar');
    await dropdown.locator('[data-direction="previous"]').first().click();
    await dropdown
      .locator('button[aria-label]:not([data-outside]):not([data-direction]):not([data-hidden])')
      .first()
      .click();
    await dropdown.locator('[data-direction="next"]').first().click();
    await dropdown.locator('button[data-today]').first().click();
    await page.waitForURL(/valueDateRange/);
    await idle(page);

    const after = await rowCells(row);
    expect(after[0]).toBe(before[0]);
    expect(after[1]).toBe(before[1]); // current balance
    expect([after[2], after[3]]).not.toEqual([before[2], before[3]]); // balance for the period, ordered
    expect(await rawKeys(page)).toEqual([]);
    await screenshot(page, 'credits');

    // On a phone the table scrolls sideways inside its container, not the page.
    await page.setViewportSize({ width: 375, height: 800 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, 'credits-phone');
  });
});
