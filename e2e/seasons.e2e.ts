// Seasons end to end (issue 28): expert@ (the office) opens Sezóny from the side menu, creates a
// season whose dates first overlap a demo season (the message stands next to the dates), edits it,
// is refused deleting a season in use, and deletes the new one after confirming. Screenshots at
// desktop and phone width (375 px); no raw text keys, no serious axe-core violation.
import { describe, expect, it } from 'vitest';
import { api, isoDay, tokenOf } from './support/api';
import { seriousViolations } from './support/axe';
import { screenshot, useBrowser } from './support/browser';
import { DEMO, openFromMenu, rawKeys, signIn, typeDate } from './support/flows';
import { screenshotAtPhoneWidth } from './support/phone';

const browser = useBrowser();
const RUN = Date.now().toString(36).slice(-6);
const SEASON = `Sezóna E2E ${RUN}`;
const RENAMED = `Sezóna E2E ${RUN} upravená`;

/** The demo season valid today (the demo federation builds its seasons around today). */
async function currentSeason(): Promise<{ name: string }> {
  const token = await tokenOf(DEMO.expert);
  const day = isoDay(0);
  const { body } = await api(
    token,
    'GET',
    `/admin-zone/seasons?fields[validFrom][o]=valueDateRange&fields[validFrom][v][to]=${day}&sort=-validFrom&limit=1`,
  );
  return (body as { data: { name: string }[] }).data[0]!;
}

describe('seasons', () => {
  it('the office creates, edits and deletes a season; an overlap and a season in use are refused', async () => {
    const current = await currentSeason();
    const { page } = await browser.newPage();
    await page.goto('/');
    await signIn(page, DEMO.expert);

    // The legacy menu item opens the native page.
    await openFromMenu(page, 'Správa', 'Sezóny');
    await page.waitForURL(/\/zone\/admin\/seasons/);
    await page.getByRole('heading', { name: 'Sezóny', level: 1 }).waitFor();
    await page.getByRole('cell', { name: current.name, exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // A new season overlapping today's: refused, the message next to the dates.
    await page.getByRole('button', { name: 'Nová sezóna' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nová sezóna' });
    await dialog.getByLabel(/^Název/).fill(SEASON);
    await typeDate(dialog.getByLabel(/^Platnost od/), isoDay(0));
    await typeDate(dialog.getByLabel(/^Platnost do/), isoDay(30));
    await dialog.getByRole('button', { name: 'Uložit' }).click();
    const overlap = `Sezóna by se překrývala se sezónou ${current.name}`;
    await dialog.getByText(overlap).first().waitFor();
    // Both dates carry it, read out with each field.
    for (const label of [/^Platnost od/, /^Platnost do/]) {
      const describedBy = await dialog.getByLabel(label).getAttribute('aria-describedby');
      expect(describedBy).toBeTruthy();
      const description = await page.evaluate(
        (ids) =>
          ids
            .split(' ')
            .map((id) => document.getElementById(id)?.textContent ?? '')
            .join(' '),
        describedBy!,
      );
      expect(description).toContain(overlap);
    }
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'season-overlap');

    // Dates of their own (long ago, so no other spec meets this season): saved.
    await typeDate(dialog.getByLabel(/^Platnost od/), '1990-09-01');
    await typeDate(dialog.getByLabel(/^Platnost do/), '1991-08-31');
    await dialog.getByRole('button', { name: 'Uložit' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Záznam byl úspěšně uložen.').waitFor();
    await page.goto(`/zone/admin/seasons?sort=validFrom`);
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: SEASON, exact: true }) });
    await row.waitFor();
    expect(await row.textContent()).toContain('1. 9. 1990');

    // Edit it with the keyboard: the edit button, the name, the state, save with Enter.
    await row.getByRole('button', { name: `Upravit sezónu ${SEASON}` }).focus();
    await page.keyboard.press('Enter');
    const edit = page.getByRole('dialog', { name: 'Upravit sezónu' });
    await edit.getByLabel(/^Název/).fill(RENAMED);
    await edit.getByRole('combobox', { name: /^Stav/ }).click();
    await page.getByRole('option', { name: 'Uzavřená' }).click();
    await edit.getByLabel(/^Název/).press('Enter');
    await edit.waitFor({ state: 'detached' });
    const renamed = page.getByRole('row').filter({ has: page.getByRole('cell', { name: RENAMED, exact: true }) });
    await renamed.getByText('Uzavřená').waitFor();
    expect(await rawKeys(page)).toEqual([]);
    await screenshot(page, 'season-list');
    await screenshotAtPhoneWidth(page, 'season-list-phone');

    // A season in use is not deleted: the server says what uses it.
    await page.goto('/zone/admin/seasons');
    const inUse = page.getByRole('row').filter({ has: page.getByRole('cell', { name: current.name, exact: true }) });
    await inUse.getByRole('button', { name: `Smazat sezónu ${current.name}` }).click();
    let confirm = page.getByRole('dialog', { name: 'Smazat sezónu' });
    await confirm.getByRole('button', { name: 'Smazat' }).click();
    const alert = page.getByRole('alert').filter({ hasText: `Sezónu ${current.name} nelze smazat` });
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/rol(e|í) osob/);
    await confirm.waitFor({ state: 'detached' });
    await screenshot(page, 'season-in-use');
    await page.getByRole('cell', { name: current.name, exact: true }).waitFor();

    // The new one goes after the user confirms.
    await page.goto('/zone/admin/seasons?sort=validFrom');
    const mine = page.getByRole('row').filter({ has: page.getByRole('cell', { name: RENAMED, exact: true }) });
    await mine.getByRole('button', { name: `Smazat sezónu ${RENAMED}` }).click();
    confirm = page.getByRole('dialog', { name: 'Smazat sezónu' });
    await confirm.getByText(`Opravdu chcete smazat ${RENAMED}?`).waitFor();
    await confirm.getByRole('button', { name: 'Smazat' }).click();
    await page.getByText('Záznam byl úspěšně smazán').waitFor();
    await mine.waitFor({ state: 'detached' });
    expect(await rawKeys(page)).toEqual([]);
  });
});
