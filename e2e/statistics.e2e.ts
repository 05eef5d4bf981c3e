// Statistics end to end (spec 001 §2 Reports, issue 11 item 4): an administrator opens Statistiky
// from the menu, reads the figures at today's date, changes the date and sees them change (the
// date in the address), downloads the club report as CSV and opens it; the custom statistics show
// the split by sex and the club report as a list. A federation-unit manager sees only its units.
import { parse } from 'csv-parse/sync';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { isoDay } from './support/api';
import { seriousViolations } from './support/axe';
import { screenshot, useBrowser } from './support/browser';
import { fileOf } from './support/download';
import { DEMO, rawKeys, signIn } from './support/flows';
import { fitsPhone } from './support/phone';

const browser = useBrowser();

const UNITS = 'Členové podle federačních jednotek';

/** Today as the server and the page count it (Prague), YYYY-MM-DD. */
const today = () => isoDay(0);

/** Nothing of the page is loading: no block busy, no skeleton, every chart drawn. */
async function settled(page: Page) {
  await page.getByRole('heading', { level: 1 }).waitFor();
  // The busy blocks by name, so that a failure says which one never settled.
  const busy = () =>
    page
      .locator('main [aria-busy="true"], main [data-stats-loading], main [data-chart-loading]')
      .evaluateAll((els) =>
        els.map((el) => el.closest('[data-counter], section')?.textContent?.slice(0, 60) ?? el.outerHTML.slice(0, 80)),
      );
  await expect.poll(busy).toEqual([]);
}

/** A headline card's figure at the date, as shown ("1 234" -> 1234). */
async function headline(page: Page, counter: string): Promise<number> {
  const text = await page.locator(`[data-counter="${counter}"] [data-count="date"]`).textContent();
  return Number(text?.replace(/\s/g, ''));
}

/** The rows of a stats table as [name, clubs, adults, children, total], without the total line. */
async function tableRows(page: Page, name: string): Promise<string[][]> {
  const table = page.getByRole('table', { name });
  return table
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => (cell.textContent ?? '').trim())));
}

/** The total line of a stats table. */
async function totalRow(page: Page, name: string): Promise<string[]> {
  const cells = page.getByRole('table', { name }).locator('tfoot tr').first().locator('th, td');
  return (await cells.allTextContents()).map((s) => s.trim());
}

const number = (text: string | undefined) => Number((text ?? '').replace(/\s/g, ''));

describe('statistics', () => {
  it('administrator: the figures at a date from the menu, another date, the club report exported and opened', async () => {
    const { page } = await browser.newPage();
    await signIn(page, DEMO.admin);

    const menu = page.getByRole('navigation', { name: 'Hlavní menu' });
    await menu.getByRole('button', { name: 'Reporty' }).click();
    await menu.getByRole('link', { name: 'Statistiky', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Statistiky' }).waitFor();
    expect(await page.title()).toBe('Statistiky | Fedra');
    await settled(page);
    expect(await rawKeys(page)).toEqual([]);

    // Today, the default: the headline counts and the tables, with charts beside them.
    const dateField = page.getByRole('textbox', { name: 'Datum' });
    const d = today();
    expect(await dateField.inputValue()).toBe(`${Number(d.slice(8))}. ${Number(d.slice(5, 7))}. ${d.slice(0, 4)}`);
    const clubsToday = await headline(page, 'clubs');
    const personsToday = await headline(page, 'persons');
    expect(clubsToday).toBeGreaterThan(0);
    expect(personsToday).toBeGreaterThan(0);
    expect(Number.isInteger(await headline(page, 'sportFields'))).toBe(true);
    const unitsToday = await tableRows(page, UNITS);
    expect(unitsToday.length).toBeGreaterThan(1);
    const unitTotal = await totalRow(page, UNITS);
    expect(number(unitTotal[1])).toBe(unitsToday.reduce((sum, row) => sum + number(row[1]), 0));
    expect(await page.locator('main [role="img"] svg.recharts-surface').count()).toBeGreaterThanOrEqual(4);
    // Off the menu link just clicked: its hover colours are the shell's, not this page's.
    await page.mouse.move(640, 10);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'statistics-1280');

    // Another date, typed Czech style: the address carries it, the figures change.
    await dateField.fill('1. 1. 2001');
    await dateField.press('Tab');
    await page.waitForURL(/[?&]date=2001-01-01/);
    // The card names its date in the same render that starts its fetch (aria-busy).
    await expect
      .poll(() => page.locator('[data-counter="persons"]:not([aria-busy])').textContent())
      .toContain('k datu 1. 1. 2001');
    await settled(page);
    expect(await headline(page, 'persons')).not.toBe(personsToday);
    await screenshot(page, 'statistics-past-1280');
    expect(await page.getByText('K datu 1. 1. 2001').count()).toBeGreaterThan(0);
    // Reloading the shared address shows the same date.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Statistiky' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Datum' }).inputValue()).toBe('1. 1. 2001');

    // Back to today through the address; the club report of today, as CSV.
    await page.goto(`/zone/admin/report/statistics?date=${d}`);
    await settled(page);
    const report = page.getByRole('region', { name: 'Report klubů' });
    await report.getByRole('button', { name: 'Export' }).click();
    const csvDownload = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'CSV (pro Excel)' }).click();
    const csv = await csvDownload;
    expect(csv.suggestedFilename()).toMatch(/\.csv$/);
    const records = parse(await fileOf(csv), { bom: true, delimiter: ';' }) as string[][];
    const header = records[0]!;
    expect(header).toContain('Název');
    // One line per club registered today: as many as the federation units' table counts.
    expect(records.length - 1).toBe(number(unitTotal[1]));

    // A phone: nothing scrolls sideways, the charts shrink with the page.
    await fitsPhone(page);
    await settled(page);
    // Tables wider than the phone scroll in their box, which the keyboard reaches too.
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'statistics-375');
    await page
      .getByRole('region', { name: UNITS, exact: true })
      .screenshot({ path: 'e2e/.artifacts/statistics-375-units.png' });
    await page
      .getByRole('region', { name: 'Souhrnné počty' })
      .screenshot({ path: 'e2e/.artifacts/statistics-375-counts.png' });
  });

  it('administrator: the custom statistics, the split by sex and the club report as a list', async () => {
    const { page } = await browser.newPage();
    await signIn(page, DEMO.admin);
    await page.goto(`/zone/admin/report/statistics/custom?date=${today()}`);
    await page.getByRole('heading', { level: 1, name: 'Vlastní statistiky' }).waitFor();
    await settled(page);
    expect(await rawKeys(page)).toEqual([]);

    // Club members of the first section: the shares add up to 100 %.
    const shares = page.getByRole('table', { name: 'Osoby podle pohlaví' });
    await shares.waitFor();
    const total = (await shares.locator('tfoot td').allTextContents()).map((s) => s.trim());
    expect(number(total[0])).toBeGreaterThan(0);
    expect(total[1]).toBe('100,0\u00a0%');
    expect(await seriousViolations(page)).toEqual([]);

    // Coaches instead of club members: the address keeps the choice, the split is of fewer persons.
    await page.getByRole('combobox', { name: 'Typ role' }).click();
    await page.getByRole('option', { name: 'Trenér' }).click();
    await page.waitForURL(/[?&]role=3/);
    const section = page.getByRole('region', { name: 'Osoby podle pohlaví' });
    await section.getByText('Sekce Badminton, role Trenér').waitFor();
    await expect.poll(() => section.getAttribute('aria-busy')).toBeNull();
    await settled(page);
    const coaches = (await shares.locator('tfoot td').allTextContents()).map((s) => s.trim());
    expect(number(coaches[0])).toBeGreaterThan(0);
    expect(number(coaches[0])).toBeLessThan(number(total[0]));
    expect(coaches[1]).toBe('100,0\u00a0%');

    // The club report list: one club per row, filtered by federation unit in the address.
    const list = page.getByRole('table', { name: 'Report klubů' });
    await expect.poll(() => list.locator('tbody tr').count()).toBeGreaterThan(1);
    const allRows = await list.locator('tbody tr').count();
    await page.getByRole('combobox', { name: 'Federační jednotka' }).click();
    await page.getByRole('option', { name: 'Pražský badmintonový svaz' }).click();
    await page.waitForURL(/fields%5BfederationUnitId%5D|fields\[federationUnitId\]/);
    await expect.poll(() => page.locator('table[aria-busy]').count()).toBe(0);
    const units = (await list.locator('tbody tr td:nth-child(2)').allTextContents()).map((s) => s.trim());
    expect(units.length).toBeGreaterThan(0);
    expect(units.length).toBeLessThan(allRows);
    expect(new Set(units)).toEqual(new Set(['Pražský badmintonový svaz']));
    await screenshot(page, 'statistics-custom-1280');
    await fitsPhone(page);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'statistics-custom-375');
  });

  it('federation-unit manager: only the figures of its own units', async () => {
    const admin = await browser.newPage();
    await signIn(admin.page, DEMO.admin);
    await admin.page.goto('/zone/admin/report/statistics');
    await admin.page.getByRole('table', { name: UNITS }).locator('tbody tr').first().waitFor();
    await settled(admin.page);
    const allUnits = (await tableRows(admin.page, UNITS)).map((row) => row[0]);
    const allClubs = await headline(admin.page, 'clubs');

    const { page } = await browser.newPage();
    await signIn(page, DEMO.unit);
    await page.goto('/zone/admin/report/statistics');
    await page.getByRole('table', { name: UNITS }).locator('tbody tr').first().waitFor();
    await settled(page);
    const ownUnits = (await tableRows(page, UNITS)).map((row) => row[0]);
    expect(ownUnits.length).toBeGreaterThan(0);
    expect(ownUnits.length).toBeLessThan(allUnits.length);
    for (const unit of ownUnits) expect(allUnits).toContain(unit);
    expect(await headline(page, 'clubs')).toBeLessThan(allClubs);
    await screenshot(page, 'statistics-unit-1280');
  });
});
