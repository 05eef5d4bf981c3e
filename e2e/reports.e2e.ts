// Report lists (issue 11): an administrator opens three reports from the side menu, narrows each
// with a filter, downloads it and opens the file: the file holds as many rows as the page's total
// and the filter shows in them. Screenshots of two reports at desktop and phone width.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { isoDay } from './support/api';
import { artifactsDir, useBrowser } from './support/browser';
import { DEMO, rawKeys, signIn } from './support/flows';

const browser = useBrowser();

async function idle(page: Page) {
  await page.locator('[data-list-status="idle"]').waitFor({ state: 'attached' });
  await expect.poll(() => page.getByRole('table').getAttribute('aria-busy')).toBeNull();
}

/** The list's total from "Zobrazeno 1–25 z 312 záznamů". */
async function total(page: Page): Promise<number> {
  const text = await page.getByText(/^Zobrazeno \d+–\d+ z \d+/).textContent();
  return Number(/ z (\d+)/.exec(text ?? '')?.[1]);
}

/** What the screen shows (a report's full page is a hundred rows long). */
async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: path.join(artifactsDir, `${name}.png`) });
}

async function fileOf(download: Download): Promise<Buffer> {
  const path = await download.path();
  if (!path) throw new Error(`download failed: ${await download.failure()}`);
  return readFile(path);
}

async function exportAs(page: Page, format: 'CSV (pro Excel)' | 'Sešit Excelu (XLSX)'): Promise<Download> {
  await page.getByRole('button', { name: 'Export' }).and(page.locator('[data-export-state="idle"]')).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: format }).click();
  return download;
}

const csvRecords = (bytes: Buffer) => parse(bytes, { bom: true, delimiter: ';' }) as string[][];

/** Opens a report from the side menu's "Reporty" group. */
async function openReport(page: Page, path: string, heading: string) {
  const menu = page.getByRole('navigation', { name: 'Hlavní menu' });
  const link = menu.locator(`a[href$="/${path}"]`);
  if (!(await link.isVisible())) await menu.getByRole('button', { name: 'Reporty' }).click();
  await link.click();
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await idle(page);
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('search').getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option }).click();
}

describe('report lists', () => {
  it('opens three reports from the menu, filters them and exports files that hold the page total', async () => {
    const { page } = await browser.newPage();
    await signIn(page, DEMO.admin);
    await page.goto('/zone/admin/home');

    // Members, women only, as CSV.
    await openReport(page, 'report/list/person', 'Osoby');
    const everyone = await total(page);
    expect(everyone).toBeGreaterThan(0);
    await choose(page, 'Pohlaví', 'Žena');
    await page.waitForURL(/fields%5BsexId%5D|fields\[sexId\]/);
    await idle(page);
    const women = await total(page);
    expect(women).toBeGreaterThan(0);
    expect(women).toBeLessThan(everyone);
    expect(await rawKeys(page)).toEqual([]);
    await screenshot(page, 'reports-persons-1280');
    const persons = await exportAs(page, 'CSV (pro Excel)');
    expect(persons.suggestedFilename()).toMatch(/^report-persons-\d{4}-\d{2}-\d{2}\.csv$/);
    const personRows = csvRecords(await fileOf(persons));
    const sexColumn = personRows[0]!.indexOf('Pohlaví');
    expect(sexColumn).toBeGreaterThan(-1);
    expect(personRows.length - 1).toBe(women);
    expect(new Set(personRows.slice(1).map((r) => r[sexColumn]))).toEqual(new Set(['Žena']));

    // Club members in one federation unit, as XLSX.
    await openReport(page, 'report/list/club-members', 'Členové klubů');
    const allClubs = await total(page);
    await choose(page, 'Federační jednotka', 'Pražský badmintonový svaz');
    await page.waitForURL(/fields%5BfederationUnitId%5D|fields\[federationUnitId\]/);
    await idle(page);
    const pragueClubs = await total(page);
    expect(pragueClubs).toBeGreaterThan(0);
    expect(pragueClubs).toBeLessThan(allClubs);
    await screenshot(page, 'reports-club-members-1280');
    const clubs = await exportAs(page, 'Sešit Excelu (XLSX)');
    expect(clubs.suggestedFilename()).toMatch(/^club-members-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await fileOf(clubs)) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Členové klubů');
    expect(sheet.rowCount - 1).toBe(pragueClubs);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const unitColumn = header.indexOf('Federační jednotka') + 1;
    expect(unitColumn).toBeGreaterThan(0);
    const units = new Set<unknown>();
    sheet.eachRow((row, n) => {
      if (n > 1) units.add(row.getCell(unitColumn).value);
    });
    expect(units).toEqual(new Set(['Pražský badmintonový svaz']));
    // Counts are numbers in the workbook.
    expect(typeof sheet.getRow(2).getCell(header.indexOf('Členové celkem') + 1).value).toBe('number');

    // Regions at the start of this year, as CSV; the file's totals are the page's.
    await openReport(page, 'report/list/regions', 'Kraje');
    const year = isoDay(0).slice(0, 4);
    await page.goto(`${new URL(page.url()).pathname}?date=${year}-01-01`);
    await page.getByRole('heading', { level: 1, name: 'Kraje' }).waitFor();
    await idle(page);
    const regionCount = await total(page);
    expect(regionCount).toBeGreaterThan(0);
    const regions = await exportAs(page, 'CSV (pro Excel)');
    const regionRows = csvRecords(await fileOf(regions));
    expect(regionRows.length - 1).toBe(regionCount);
    const table = page.getByRole('table');
    const firstName = (await table.locator('tbody tr').first().locator('td').first().textContent())?.trim();
    expect(regionRows[1]![0]).toBe(firstName);
  });

  it('shows the club report of the statistics and the codebook age categories at a chosen date', async () => {
    const { page } = await browser.newPage();
    await signIn(page, DEMO.admin);
    await page.goto('/zone/admin/home');
    await openReport(page, 'report/list/club', 'Kluby');
    const clubs = await total(page);
    expect(clubs).toBeGreaterThan(0);
    const file = await exportAs(page, 'CSV (pro Excel)');
    expect(csvRecords(await fileOf(file)).length - 1).toBe(clubs);

    // The custom bands are off in the demo: the standard page stays, and the defined one comes back.
    await openReport(page, 'report/list/age-categories', 'Věkové kategorie');
    expect(await total(page)).toBe(14);
    await page.goto('/zone/admin/report/list/age-categories/defined?date=2020-05-01');
    await page.waitForURL(/\/report\/list\/age-categories\?date=2020-05-01$/);
    await page.getByRole('heading', { level: 1, name: 'Věkové kategorie' }).waitFor();
    await expect.poll(() => page.getByLabel('Ke dni').inputValue()).toBe('1. 5. 2020');
  });

  it('fits a phone: the reports at 375 px', async () => {
    const { page } = await browser.newPage();
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn(page, DEMO.admin);
    for (const [path, heading, name] of [
      ['report/list/person', 'Osoby', 'reports-persons-375'],
      ['report/list/club-members', 'Členové klubů', 'reports-club-members-375'],
    ] as const) {
      await page.goto(`/zone/admin/${path}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await idle(page);
      // The page itself does not scroll sideways; the table scrolls in its own box.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await screenshot(page, name);
    }
  });
});
