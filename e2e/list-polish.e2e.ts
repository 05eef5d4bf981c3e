// Lists on phones and desktops (issue 36 §8), as the office: at 375 px the persons list and the
// price list do not scroll sideways, their filters sit behind one "Filtry" button, a set filter
// shows as a chip that removes it, and the rows are cards; at 1280 px a column hidden in the
// "Sloupce" menu stays hidden after a reload, the filters beyond the first ones fold under
// "Další filtry", and the first column stays in place while a wide table scrolls in its box.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { screenshot, useBrowser } from './support/browser';
import { DEMO, rawKeys, signIn } from './support/flows';

const browser = useBrowser();
const PERSONS = '/zone/admin/persons/2';
const PRICES = '/zone/admin/price-list-items/7';

async function idle(page: Page) {
  await page.locator('[data-list-status="idle"]').first().waitFor({ state: 'attached' });
  await page.locator('tbody tr:not([data-skeleton])').first().waitFor();
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** At 375 px: no sideways scroll, rows as cards within the screen. */
async function showsCards(page: Page) {
  await expect.poll(() => pageWidth(page)).toBeLessThanOrEqual(375);
  const table = page.locator('table[data-layout="cards"]');
  await table.waitFor();
  const box = await table.locator('tbody tr').first().boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  // Nothing scrolls sideways in the list's own box either.
  const scroll = page.locator('.mantine-TableScrollContainer-scrollContainer').first();
  expect(await scroll.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
}

describe('lists on phones and desktops', () => {
  it('at 375 px: filters behind "Filtry", a chip removes its filter, rows as cards (persons, price list)', async () => {
    const { page } = await browser.newPage();
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn(page, DEMO.admin);

    // The persons list.
    await page.goto(PERSONS);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await idle(page);
    await showsCards(page);
    // Each card names its values; the sort is picked from a list above the cards.
    const card = page.locator('table[data-layout="cards"] tbody tr').first();
    await card.getByText('Registrační číslo', { exact: true }).waitFor();
    await page.getByRole('combobox', { name: 'Řadit podle' }).waitFor();
    expect(await page.getByRole('search').count()).toBe(0);

    await page.getByRole('button', { name: /^Filtry/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Filtry' });
    await drawer.getByLabel('Jméno', { exact: true }).fill('adamek');
    await page.waitForURL(/fullName/);
    await drawer.getByRole('button', { name: /^Zobrazit/ }).click();
    await drawer.waitFor({ state: 'hidden' });
    await idle(page);
    const remove = page.getByRole('button', { name: 'Zrušit filtr Jméno: adamek' });
    await remove.waitFor();
    await page.getByRole('button', { name: /^Filtry\s*1\s*aktivní$/ }).waitFor();
    await expect.poll(async () => (await card.textContent()) ?? '').toMatch(/Adámek/);
    await showsCards(page);
    expect(await rawKeys(page)).toEqual([]);
    expect((await seriousViolations(page)).join('\n')).toBe('');
    await screenshot(page, 'list-polish-persons-375');
    await remove.click();
    await remove.waitFor({ state: 'detached' });
    await expect.poll(() => new URL(page.url()).search).not.toMatch(/fullName/);
    await page.getByRole('button', { name: 'Filtry', exact: true }).waitFor();

    // The price list (its wide table used to push the page sideways).
    await page.goto(PRICES);
    await page.getByRole('heading', { level: 1, name: 'Ceník: Pokuty' }).waitFor();
    await idle(page);
    await showsCards(page);
    await page.getByRole('button', { name: /^Filtry/ }).click();
    const prices = page.getByRole('dialog', { name: 'Filtry' });
    await prices.getByLabel('Název', { exact: true }).fill('rozhodčího');
    await page.waitForURL(/fields/);
    await page.keyboard.press('Escape');
    await prices.waitFor({ state: 'hidden' });
    await idle(page);
    const chip = page.getByRole('button', { name: 'Zrušit filtr Název: rozhodčího' });
    await chip.waitFor();
    await page.getByText('Pokuta za chybějícího rozhodčího').waitFor();
    await showsCards(page);
    expect((await seriousViolations(page)).join('\n')).toBe('');
    await screenshot(page, 'list-polish-prices-375');
    await chip.click();
    await chip.waitFor({ state: 'detached' });

    // A list with a selection: each card keeps its checkbox, the page checkbox sits above them.
    await page.goto('/zone/admin/person-contribution/list?limit=10');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await idle(page);
    await showsCards(page);
    await page.getByRole('checkbox', { name: 'Vybrat řádky stránky' }).waitFor();
    await page.locator('table[data-layout="cards"] tbody tr').first().getByRole('checkbox').check();
    await page.getByText('Vybrán 1 záznam').waitFor();
    await page.getByRole('button', { name: 'Zaplatit vybrané' }).scrollIntoViewIfNeeded();
    expect((await seriousViolations(page)).join('\n')).toBe('');
    await screenshot(page, 'list-polish-contributions-375');
  });

  it('at 1280 px: a hidden column stays hidden after a reload; more filters fold away; the first column is fixed', async () => {
    const { page } = await browser.newPage();
    await signIn(page, DEMO.admin);
    // A short page: the screenshot shows the whole list.
    await page.goto(`${PERSONS}?limit=10`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await idle(page);
    const table = page.locator('table[data-layout="table"]');
    await table.waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(1280);

    // One row of filters; the rest behind "Další filtry", opened by the button.
    const search = page.getByRole('search', { name: 'Filtry' });
    await search.getByLabel('Jméno', { exact: true }).waitFor();
    expect(await search.getByRole('combobox', { name: 'Okres' }).count()).toBe(0);
    const more = search.getByRole('button', { name: /^Další filtry/ });
    expect(await more.getAttribute('aria-expanded')).toBe('false');
    await more.click();
    await search.getByRole('combobox', { name: 'Okres' }).waitFor();
    expect(await more.getAttribute('aria-expanded')).toBe('true');

    // The column chooser: the first column cannot be hidden; "Datum narození" can, and stays so.
    const birth = page.getByRole('columnheader', { name: /^Datum narození/ });
    await birth.waitFor();
    await page.getByRole('button', { name: 'Sloupce' }).click();
    const menu = page.getByRole('menu');
    expect(await menu.getByRole('menuitemcheckbox', { name: 'Jméno' }).isDisabled()).toBe(true);
    await menu.getByRole('menuitemcheckbox', { name: 'Datum narození' }).click();
    await birth.waitFor({ state: 'detached' });
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.reload();
    await idle(page);
    await page.getByRole('columnheader', { name: /^Registrační číslo/ }).waitFor();
    expect(await page.getByRole('columnheader', { name: /^Datum narození/ }).count()).toBe(0);
    expect(await rawKeys(page)).toEqual([]);
    expect((await seriousViolations(page)).join('\n')).toBe('');
    await screenshot(page, 'list-polish-persons-1280');
    await page.getByRole('button', { name: 'Sloupce' }).click();
    await page.getByRole('menuitem', { name: 'Zobrazit všechny sloupce' }).click();
    await page.getByRole('columnheader', { name: /^Datum narození/ }).waitFor();
    await page.keyboard.press('Escape');

    // The first column is fixed: a narrower window scrolls the wide price table in its box.
    await page.goto(PRICES);
    await page.getByRole('heading', { level: 1, name: 'Ceník: Pokuty' }).waitFor();
    await idle(page);
    const first = page.locator('table[data-layout="table"] tbody tr').first().locator('td').first();
    expect(await first.evaluate((el) => getComputedStyle(el).position)).toBe('sticky');
    await screenshot(page, 'list-polish-prices-1280');
    await page.setViewportSize({ width: 700, height: 800 });
    const scroll = page.locator('.mantine-TableScrollContainer-scrollContainer').first();
    await expect.poll(() => scroll.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await pageWidth(page)).toBeLessThanOrEqual(700);
    const second = page.locator('table[data-layout="table"] tbody tr').first().locator('td').nth(1);
    const offset = async () => (await second.boundingBox())!.x - (await scroll.boundingBox())!.x;
    const secondBefore = await offset();
    await scroll.evaluate((el) => {
      el.scrollLeft = 120;
    });
    // The second column moved left with the rows; the first stayed at the box's left edge.
    await expect.poll(offset).toBeLessThan(secondBefore - 50);
    // Polled: the box may still be settling its scroll position when the second column has moved.
    await expect
      .poll(async () => Math.abs((await first.boundingBox())!.x - (await scroll.boundingBox())!.x))
      .toBeLessThan(1);
    await screenshot(page, 'list-polish-prices-700-scrolled');
  });
});
