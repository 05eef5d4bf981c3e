// Imports end to end (spec 001 §2 Imports, §8, §9): a club manager downloads the filled sample,
// imports a file with a good and a bad row, reads the bad row's error, downloads the failed rows,
// fixes them and imports them again without failures, then deletes an import after confirming.
// An administrator gets both import types, a club picker and the file's problems under the field.
import { readFile } from 'node:fs/promises';
import type { Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from './support/browser';
import { DEMO, openFromMenu, rawKeys, signIn } from './support/flows';
import { fitsPhone } from './support/phone';

const browser = useBrowser();

/** Letters only (names must look like names), different on every run against the same database. */
const RUN = Date.now()
  .toString(26)
  .replace(/\d/g, (d) => 'qrstuvwxyz'[Number(d)]!)
  .slice(-6);
const GOOD = `Dobrá${RUN}`;
const BAD = `Chybný${RUN}`;
const HEADER = 'Jméno;Příjmení;Datum narození;Pohlaví;Státní příslušnost';

function csv(rows: string[]): Buffer {
  return Buffer.from(`${[HEADER, ...rows].join('\r\n')}\r\n`, 'utf8');
}

async function download(page: Page, click: () => Promise<void>): Promise<Download> {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  return file;
}

async function upload(page: Page, name: string, buffer: Buffer) {
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType: 'text/csv', buffer });
  await page.getByRole('button', { name: 'Nahrát a importovat' }).click();
  await page.waitForURL(/\/import\/detail\/\d+$/);
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

/** Waits until the polled detail shows the final state, then returns the counts as shown. */
async function finished(page: Page, stateId: number, stateName: string) {
  const badge = page.locator(`main [data-state-id="${stateId}"]`).first();
  await badge.waitFor({ timeout: 30_000 });
  expect((await badge.textContent())?.trim()).toBe(stateName);
  const count = async (key: string) => (await page.locator(`[data-count="${key}"] dd`).textContent())?.trim();
  return {
    records: await count('countRecords'),
    created: await count('countCreated'),
    failed: await count('countFailed'),
  };
}

async function idle(page: Page) {
  await page.locator('[data-list-status="idle"]').first().waitFor({ state: 'attached' });
  await expect.poll(() => page.locator('table[aria-busy]').count()).toBe(0);
}

describe('imports', () => {
  it('club manager: sample, import with a bad row, failed rows fixed and imported again, delete', async () => {
    const { page } = await browser.newPage();
    await signIn(page, DEMO.club);

    // From the menu.
    await openFromMenu(page, 'Klub a členové', 'Importy');
    await page.getByRole('heading', { level: 1, name: 'Importy' }).waitFor();
    expect(await page.title()).toBe('Importy | Fedra');

    // The club zone offers the person samples only.
    await expect.poll(() => page.getByRole('button', { name: /^Vzor importu klubů/ }).count()).toBe(0);
    await page.getByRole('button', { name: 'Vzor importu osob', exact: true }).waitFor();
    const sample = await download(page, () => page.getByRole('button', { name: 'Vyplněný vzor importu osob' }).click());
    expect(sample.suggestedFilename()).toBe('Person_filled_import_sample.csv');
    expect((await readFile((await sample.path())!, 'utf8')).replace(/^\uFEFF/, '')).toMatch(/^Registrační číslo;Jméno/);

    // A file with a good row and an impossible date.
    const fileName = `clenove-${RUN}.csv`;
    await upload(page, fileName, csv([`Eliška;${GOOD};12.5.2001;Ž;CZE`, `Tomáš;${BAD};31.2.2001;M;CZE`]));
    expect(await finished(page, 4, 'Zpracováno s chybami')).toEqual({ records: '2', created: '1', failed: '1' });
    const table = page.getByRole('table', { name: 'Záznamy importu' });
    await idle(page);
    const badRow = table.getByRole('row').filter({ hasText: BAD });
    await badRow.getByText(/Neplatné datum.*31\.2\.2001/).waitFor();
    await table.getByRole('row').filter({ hasText: GOOD }).getByText('Vytvořeno').waitFor();

    // Only the rows with errors.
    await page.getByRole('combobox', { name: 'S chybami' }).click();
    await page.getByRole('option', { name: 'Ano' }).click();
    await idle(page);
    await expect.poll(() => table.getByRole('row').filter({ hasText: GOOD }).count()).toBe(0);
    await badRow.waitFor();
    expect(await rawKeys(page)).toEqual([]);
    await screenshot(page, 'import-detail');
    await fitsPhone(page);
    await screenshot(page, 'import-detail-phone');
    await page.setViewportSize({ width: 1280, height: 800 });

    // The failed rows, fixed in place and imported again.
    const failed = await download(page, () => page.getByRole('button', { name: 'Stáhnout chybné řádky' }).click());
    expect(failed.suggestedFilename()).toBe(`clenove-${RUN}-chyby.csv`);
    const text = await readFile((await failed.path())!, 'utf8');
    expect(text).toContain(BAD);
    expect(text).not.toContain(GOOD);
    await page.getByRole('link', { name: '← Importy' }).click();
    await page.getByRole('heading', { level: 1, name: 'Importy' }).waitFor();
    const fixedName = `opraveno-${RUN}.csv`;
    await upload(page, fixedName, Buffer.from(text.replace('31.2.2001', '28.2.2001'), 'utf8'));
    expect(await finished(page, 3, 'Zpracováno')).toEqual({ records: '1', created: '1', failed: '0' });
    await expect.poll(() => page.getByRole('button', { name: 'Stáhnout chybné řádky' }).count()).toBe(0);

    // The list shows both imports with their states.
    await page.getByRole('link', { name: '← Importy' }).click();
    const list = page.getByRole('table', { name: 'Importy' });
    await list.getByRole('link', { name: fileName }).waitFor();
    await list.getByRole('link', { name: fixedName }).waitFor();
    await idle(page);
    expect(await rawKeys(page)).toEqual([]);

    // Sorted by state on the server, and exported as CSV.
    await list.getByRole('button', { name: 'Stav' }).click();
    await page.waitForURL(/sort=stateId/);
    await idle(page);
    const states = await list
      .locator('[data-state-id]')
      .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-state-id'))));
    expect(states.length).toBeGreaterThanOrEqual(2);
    expect(states).toEqual([...states].sort((a, b) => a - b));
    await page.getByRole('textbox', { name: 'Soubor' }).fill(RUN);
    await page.waitForURL(/fileName/);
    await idle(page);
    await expect.poll(() => list.getByRole('link', { name: 'clenove-jaro.csv' }).count()).toBe(0);
    const exported = await download(page, async () => {
      await page.getByRole('button', { name: 'Export' }).click();
      await page.getByRole('menuitem', { name: 'CSV (pro Excel)' }).click();
    });
    expect(exported.suggestedFilename()).toMatch(/\.csv$/);
    const exportedText = await readFile((await exported.path())!, 'utf8');
    expect(exportedText).toContain(fileName);
    expect(exportedText).toContain(fixedName);
    expect(exportedText).not.toContain('clenove-jaro.csv');
    await screenshot(page, 'import-list');
    await fitsPhone(page);
    await screenshot(page, 'import-list-phone');
    await page.setViewportSize({ width: 1280, height: 800 });

    // Deleting asks first (from the keyboard too); Escape and cancel keep the import.
    await list.getByRole('link', { name: fixedName }).click();
    await page.getByRole('heading', { level: 1, name: fixedName }).waitFor();
    await page.getByRole('button', { name: 'Smazat import' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Smazat import' });
    await dialog.getByText(`Opravdu chcete smazat ${fixedName}?`).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Smazat import' }).click();
    await dialog.getByRole('button', { name: 'Zrušit' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { level: 1, name: fixedName }).waitFor();
    await page.getByRole('button', { name: 'Smazat import' }).click();
    await page.getByRole('dialog', { name: 'Smazat import' }).getByRole('button', { name: 'Smazat' }).click();
    await page.waitForURL(/\/zone\/club\/import\/list/);
    await page.getByText('Záznam byl úspěšně smazán').waitFor();
    await list.getByRole('link', { name: fileName }).waitFor();
    await idle(page);
    expect(await list.getByRole('link', { name: fixedName }).count()).toBe(0);
  });

  it('read-only club manager: the list, no upload and no instructions to upload (issue 36 §11)', async () => {
    const { page } = await browser.newPage();
    await signIn(page, DEMO.clubro);
    await page.goto('/zone/club/import/list');
    await page.getByRole('heading', { level: 1, name: 'Importy' }).waitFor();
    await page.getByText('Importy si můžete prohlížet').waitFor();
    expect(await page.getByRole('button', { name: 'Vyplněný vzor importu osob' }).count()).toBe(0);
    expect(await page.getByText(/nahrajte/i).count()).toBe(0);
    await page.getByText('Zatím zde nejsou žádné importy.').waitFor();
    expect(await page.getByRole('button', { name: 'Nahrát a importovat' }).count()).toBe(0);
    expect(await page.locator('input[type="file"]').count()).toBe(0);
  });

  it('administrator: both import types, a club or unit picker, the file checked in the picker and by the server', async () => {
    const { page } = await browser.newPage();
    await signIn(page, DEMO.admin);
    await page.goto('/zone/admin/import/list');
    await page.getByRole('heading', { level: 1, name: 'Importy' }).waitFor();
    const types = page.getByRole('radiogroup', { name: /Typ importu/ });
    await types.getByRole('radio', { name: 'Import osob' }).waitFor();
    await types.getByRole('radio', { name: 'Import klubů' }).waitFor();
    for (const name of ['Vzor importu klubů', 'Vzor importu osob', 'Vyplněný vzor importu osob'])
      await page.getByRole('button', { name, exact: true }).waitFor();
    const clubSample = await download(page, () =>
      page.getByRole('button', { name: 'Vzor importu klubů', exact: true }).click(),
    );
    expect(clubSample.suggestedFilename()).toBe('Club_import_sample.csv');

    // Nothing chosen: the required fields say so.
    await page.getByRole('button', { name: 'Nahrát a importovat' }).click();
    await page.getByText('Pole Klub je povinné').waitFor();
    await page.getByText('Pole Soubor je povinné').waitFor();

    // A wrong type of file is refused in the picker.
    await page.locator('input[type="file"]').setInputFiles({
      name: 'seznam.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4'),
    });
    await page.getByText('Vyberte soubor typu .csv, .xlsx.').waitFor();

    // Clubs are found by name; a unit is chosen for a club import instead.
    const club = page.getByRole('combobox', { name: /^Klub/ });
    await club.click();
    const first = page.getByRole('listbox').getByRole('option').first();
    await first.waitFor();
    const clubName = (await first.locator('p').first().textContent())!.trim();
    await club.fill(clubName.slice(0, 5));
    await page.getByRole('listbox').getByRole('option').filter({ hasText: clubName }).first().click();
    await expect.poll(() => club.inputValue()).toBe(clubName);

    // The server reads the header: an unknown column is named under the file field.
    await page.locator('input[type="file"]').setInputFiles({
      name: 'spatne.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('Jméno;Příjmení;Datum narození;Přezdívka\r\nA;B;1.1.2000;C\r\n', 'utf8'),
    });
    await page.getByRole('button', { name: 'Nahrát a importovat' }).click();
    await page.getByText(/neznámé sloupce: Přezdívka/).waitFor();
    expect(page.url()).toMatch(/\/zone\/admin\/import\/list/);
    await screenshot(page, 'import-admin-upload');

    // A club import goes under a federation unit; the header verdict was for persons and goes.
    await types.getByRole('radio', { name: 'Import klubů' }).check();
    await page.getByRole('combobox', { name: /^Organizační jednotka/ }).waitFor();
    expect(await page.getByRole('combobox', { name: /^Klub/ }).count()).toBe(0);
    await expect.poll(() => page.getByText(/neznámé sloupce: Přezdívka/).count()).toBe(0);
    await fitsPhone(page);
    await screenshot(page, 'import-admin-upload-phone');
    await page.setViewportSize({ width: 1280, height: 800 });

    // An import that failed as a whole says why.
    await page.getByRole('table', { name: 'Importy' }).getByRole('link', { name: 'seznam.csv' }).click();
    await page.getByRole('heading', { level: 1, name: 'seznam.csv' }).waitFor();
    const alert = page.getByRole('alert').filter({ hasText: 'Import selhal' });
    await alert.getByText(/Příjmení, Datum narození/).waitFor();
    expect(await page.getByRole('button', { name: 'Stáhnout chybné řádky' }).count()).toBe(0);
    await screenshot(page, 'import-failed');
  });
});
