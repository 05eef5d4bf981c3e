// Export of a list (issue 10): an administrator narrows and sorts the board list, then downloads
// it as CSV (by keyboard only) and as XLSX; both files hold exactly the rows shown, in that order.
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from './support/browser';
import { fileOf } from './support/download';
import { DEMO, rawKeys, signIn } from './support/flows';

const browser = useBrowser();

async function idle(page: Page) {
  await page.locator('[data-list-status="idle"]').waitFor({ state: 'attached' });
  await expect.poll(() => page.getByRole('table').getAttribute('aria-busy')).toBeNull();
}

describe('list export', () => {
  it('downloads the filtered, sorted list as CSV and as XLSX', async () => {
    const { page } = await browser.newPage();
    await signIn(page, DEMO.admin);
    await page.goto('/zone/admin/board/list');
    await page.getByRole('heading', { level: 1, name: 'Orgány' }).waitFor();
    const table = page.getByRole('table', { name: 'Orgány' });

    // Boards whose name holds "komise", by name descending.
    await page.getByLabel('Název').fill('komise');
    await page.waitForURL(/fields%5Bname%5D|fields\[name\]/);
    await idle(page);
    // The default sort (priority, name) already holds the name ascending: one click turns it.
    await table.getByRole('button', { name: 'Název' }).click();
    await page.waitForURL(/sort=-name/);
    await idle(page);
    const shown = (await table.locator('tbody tr').locator('td:first-child').allTextContents()).map((s) => s.trim());
    expect(shown.length).toBeGreaterThan(1);
    expect(shown.every((name) => /komise/i.test(name))).toBe(true);
    expect(shown).toEqual([...shown].sort((a, b) => b.localeCompare(a, 'cs')));

    // CSV by keyboard: focus the button, open the menu (the focus on its first item, CSV), choose it.
    const button = page.getByRole('button', { name: 'Export' });
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    await menu.getByText(`Export ${shown.length} záznamů podle filtru a řazení`).waitFor();
    expect(await rawKeys(page)).toEqual([]);
    await screenshot(page, 'export-menu');
    const csvDownload = page.waitForEvent('download');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('CSV (pro Excel)');
    await page.keyboard.press('Enter');
    const csv = await csvDownload;
    expect(csv.suggestedFilename()).toMatch(/^boards-\d{4}-\d{2}-\d{2}\.csv$/);
    const csvBytes = await fileOf(csv);
    expect([...csvBytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csvBytes.toString('utf8')).toContain('\r\n');
    const records = parse(csvBytes, { bom: true, delimiter: ';' }) as string[][];
    expect(records[0]).toEqual([
      'Název',
      'Priorita',
      'Výkonný orgán',
      'Platnost od',
      'Platnost do',
      'Aktivní',
      'Členů',
    ]);
    expect(records.slice(1).map((r) => r[0])).toEqual(shown);
    await page.getByRole('button', { name: 'Export' }).and(page.locator('[data-export-state="idle"]')).waitFor();

    // XLSX with the mouse.
    await page.getByRole('button', { name: 'Export' }).click();
    const xlsxDownload = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Sešit Excelu (XLSX)' }).click();
    const xlsx = await xlsxDownload;
    expect(xlsx.suggestedFilename()).toMatch(/^boards-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await fileOf(xlsx)) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Orgány');
    expect(sheet.getCell('A1').value).toBe('Název');
    const names: unknown[] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) names.push(row.getCell(1).value);
    });
    expect(names).toEqual(shown);
    // Dates are dates, numbers are numbers.
    expect(sheet.getCell('D2').value).toBeInstanceOf(Date);
    expect(typeof sheet.getCell('B2').value).toBe('number');
  });
});
