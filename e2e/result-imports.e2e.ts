// Result imports end to end (issue 15): the office imports the fencing timing tool's sample CSV
// (windows-1250) into a discipline of a published tournament, reads the summary (one row not
// found), then opens the unpaired results and pairs that row with a person by hand. Screenshots of
// the dialogs at desktop and phone width.
//
// Where the buttons are: the standings page (tournament-dynamic/:id/standings, results feature)
// renders ResultImportActions in its toolbar for the chosen discipline.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, isoDay, tokenOf } from './support/api';
import { screenshot, useBrowser } from './support/browser';
import { DEMO, rawKeys, signIn } from './support/flows';

const browser = useBrowser();
const RUN = Date.now().toString(36).slice(-6);
const SAMPLE = readFileSync(new URL('../docs/samples/fencing-results.csv', import.meta.url));

/** A published tournament with one discipline, through the tournament calls. */
async function tournamentWithDiscipline(discipline: string): Promise<{ tournamentId: number; competitionId: number }> {
  const token = await tokenOf(DEMO.expert);
  const seasons = await api(token, 'GET', '/admin-zone/seasons');
  const season = ((seasons.body?.data as { id: number; validFrom: string; validTill: string }[]) ?? []).find(
    (s) => s.validFrom <= isoDay(-3) && s.validTill >= isoDay(-3),
  );
  const created = await api(token, 'POST', '/admin-zone/tournaments', {
    name: `Šermířský turnaj E2E ${RUN}`,
    dateFrom: isoDay(-3),
    dateTill: isoDay(-3),
    seasonId: season?.id,
    organizerText: 'Pořadatel E2E',
    typeLevelPairs: [{ typeId: 2, levelId: 4 }],
    address: { street: 'Sportovní 1', city: 'Praha', zip: '110 00' },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const tournamentId = (created.body as { data: { id: number } }).data.id;
  expect((await api(token, 'POST', `/admin-zone/tournaments/${tournamentId}/publish`)).status).toBe(202);
  const competition = await api(token, 'POST', `/admin-zone/tournaments/${tournamentId}/competitions`, {
    name: discipline,
  });
  expect(competition.status, JSON.stringify(competition.body)).toBe(201);
  return { tournamentId, competitionId: (competition.body as { data: { id: number } }).data.id };
}

/** Opens the tournament's standings page with the discipline chosen (its import buttons in the toolbar). */
async function openImports(page: Page, tournamentId: number, discipline: string) {
  await page.goto(`/zone/admin/tournament-dynamic/${tournamentId}/standings`);
  await page.getByRole('combobox', { name: 'Disciplína' }).click();
  await page.getByRole('option', { name: discipline }).click();
}

describe('result imports', () => {
  it('imports the sample CSV with one unmatched row and pairs it by hand', async () => {
    const discipline = `Fleret muži ${RUN}`;
    const { tournamentId, competitionId } = await tournamentWithDiscipline(discipline);
    const { page } = await browser.newPage();
    await page.goto('/');
    await signIn(page, DEMO.expert);
    await openImports(page, tournamentId, discipline);

    // The CSV import: the sample (windows-1250) uploaded with progress, then the summary.
    const csvButton = page.getByRole('button', { name: 'Import výsledků (CSV)' });
    await expect.poll(() => csvButton.isEnabled()).toBe(true);
    await csvButton.click();
    const dialog = page.getByRole('dialog', { name: 'Import výsledků z CSV' });
    await dialog.getByText('Stáhnout vzorový soubor CSV').waitFor();
    await dialog.getByRole('button', { name: 'Importovat' }).click();
    await dialog.getByText('Pole Soubor je povinné').waitFor();
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'fencing-results.csv', mimeType: 'text/csv', buffer: SAMPLE });
    await screenshot(page, 'result-import-csv-dialog');
    await dialog.getByRole('button', { name: 'Importovat' }).click();
    await dialog.getByText('Výsledek importu').waitFor();
    await page.getByText('Výsledky byly naimportovány.').waitFor();
    await dialog.getByText('Osobu Tomáš Neznámý se nepodařilo najít; výsledek čeká na ruční spárování.').waitFor();
    const figures = await dialog.locator('[data-testid^="summary-"]').allTextContents();
    expect(figures).toEqual(['6', '5', '1', '1']);
    expect(await rawKeys(page)).toEqual([]);
    await screenshot(page, 'result-import-summary');
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'result-import-summary-phone');
    await page.setViewportSize({ width: 1280, height: 800 });
    await dialog.getByRole('button', { name: 'Zavřít' }).last().click();
    await dialog.waitFor({ state: 'detached' });

    // The unpaired row, paired with a person chosen by hand.
    await page.getByRole('button', { name: 'Nespárované (1)' }).click();
    const unpaired = page.getByRole('dialog', { name: 'Nespárované výsledky' });
    const card = unpaired.getByRole('region', { name: 'Tomáš Neznámý' });
    await card.getByText('Osoba nenalezena').waitFor();
    await card.getByRole('button', { name: 'Spárovat' }).click();
    await card.getByText('Vyberte osobu.').waitFor();
    await card.getByRole('combobox', { name: 'Spárovat s osobou' }).fill('Jankovský');
    await page.getByRole('option', { name: /^Martin Jankovský \(12\. 3\. 2008, / }).click();
    await screenshot(page, 'result-import-unpaired');
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'result-import-unpaired-phone');
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.setViewportSize({ width: 1280, height: 800 });
    await card.getByRole('button', { name: 'Spárovat' }).click();
    await page.getByText('Výsledky byly spárovány.').waitFor();
    await unpaired.getByText('Žádné výsledky nečekají na spárování.').waitFor();
    await unpaired.getByRole('button', { name: 'Zavřít' }).last().click();
    await page.getByRole('button', { name: 'Nespárované (0)' }).waitFor();

    // Six applications now, Martin Jankovský's among them.
    const token = await tokenOf(DEMO.expert);
    const list = await api(token, 'GET', `/admin-zone/tournaments/competitions/${competitionId}/participants?limit=50`);
    expect(list.status).toBe(200);
    const names = ((list.body?.data ?? []) as { name: string }[]).map((p) => p.name);
    expect(names).toHaveLength(6);
    expect(names.some((n) => n.includes('Jankovský'))).toBe(true);
  });
});
