// The persons register end to end (issue 29): the office lists members from the menu, finds one
// without accents, opens the detail's tabs, and adds a person whose birth number fills in the
// birth date — the same number again is refused with a link to that person. A club manager
// registers a new member, who waits for approval, and submits a coach's licence for one of the
// club's people, which waits too. Screenshots at desktop and phone width, axe.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { screenshot, useBrowser } from './support/browser';
import { DEMO, openFromMenu, signIn } from './support/flows';
import { listIdle } from './support/list';
import { screenshotAtPhoneWidth } from './support/phone';

const browser = useBrowser();
const RUN = Date.now().toString(36).slice(-5);

/** A valid ten-digit birth number of a man born in 1990, different each run. */
function birthNumber(): string {
  const seed = Number.parseInt(RUN, 36);
  const day = String(1 + (seed % 28)).padStart(2, '0');
  for (let serial = seed % 900; ; serial++) {
    const head = `9004${day}${String(serial % 1000).padStart(3, '0')}`;
    for (let d = 0; d < 10; d++)
      if (Number(`${head}${d}`) % 11 === 0) return `${head.slice(0, 6)}/${head.slice(6)}${d}`;
  }
}

async function openMembers(page: Page, group: string) {
  await openFromMenu(page, group, 'Členové');
  // The page is titled as the menu item that leads to it (the category's own name is 'Členství').
  await page.getByRole('heading', { level: 1, name: 'Členové' }).waitFor();
}

describe('persons register', () => {
  it('the office finds a member, reads the tabs and adds a person; the same birth number is refused', async () => {
    const { page } = await browser.newPage();
    await page.goto('/');
    await signIn(page, DEMO.expert);
    await openMembers(page, 'Kluby a osoby');
    await page.getByRole('table').getByRole('row').nth(1).waitFor();
    expect((await seriousViolations(page)).join('\n')).toBe('');
    await screenshot(page, 'persons-list');

    await page.getByLabel('Jméno', { exact: true }).fill('adamek');
    // The filter is in the address once it applies; the rows shown are then the filtered ones (an
    // Adámek may head the unfiltered list too, and a click meanwhile hits a table being replaced).
    await page.waitForURL(/adamek/);
    await listIdle(page);
    const first = page.getByRole('table').getByRole('link').first();
    await expect.poll(async () => (await first.textContent()) ?? '').toMatch(/Adámek/);
    await first.click();
    await page.getByRole('tab', { name: 'Údaje' }).waitFor();
    await page.getByRole('tab', { name: /^Členství/ }).click();
    await page.getByRole('tabpanel').getByRole('table').waitFor();
    await page.getByRole('tab', { name: 'Historie změn' }).click();
    await page.getByRole('tabpanel').waitFor();
    expect((await seriousViolations(page)).join('\n')).toBe('');
    await screenshotAtPhoneWidth(page, 'person-detail-phone');

    const number = birthNumber();
    await openMembers(page, 'Kluby a osoby');
    const add = async () => {
      await page.getByRole('button', { name: 'Přidat osobu' }).click();
      const dialog = page.getByRole('dialog', { name: 'Nová osoba' });
      await dialog.getByLabel('Jméno *', { exact: true }).fill('Radek');
      await dialog.getByLabel('Příjmení *', { exact: true }).fill(`Nový ${RUN}`);
      await dialog.getByLabel(/^Rodné číslo/).fill(number.replace('/', ''));
      // The birth number filled in the birth date, shown the Czech way.
      expect(await dialog.getByLabel(/^Datum narození/).inputValue()).toBe(`${Number(number.slice(4, 6))}. 4. 1990`);
      return dialog;
    };
    const chooseClub = async (dialog: Locator) => {
      await dialog.getByRole('combobox', { name: /^Klub/ }).first().fill('TJ');
      await page.getByRole('option', { name: /^TJ / }).first().click();
    };
    const dialog = await add();
    // A membership is held in a club: without one the form says so next to the field.
    await dialog.getByRole('button', { name: 'Uložit' }).click();
    await dialog.getByText('Pole Klub je povinné', { exact: false }).waitFor();
    await chooseClub(dialog);
    await dialog.getByRole('button', { name: 'Uložit' }).click();
    await page.getByRole('heading', { level: 1, name: `Radek Nový ${RUN}` }).waitFor();
    const detailUrl = page.url();

    await openMembers(page, 'Kluby a osoby');
    const again = await add();
    await chooseClub(again);
    await again.getByRole('button', { name: 'Uložit' }).click();
    await again.getByText('Osoba už v registru je').waitFor();
    expect((await seriousViolations(page)).join('\n')).toBe('');
    await screenshot(page, 'person-duplicate');
    await again.getByRole('link', { name: /^Otevřít: Radek Nový/ }).click();
    await page.waitForURL(detailUrl);
  });

  it('a club manager registers a new member, who waits for the office to approve', async () => {
    const { page } = await browser.newPage();
    await page.goto('/');
    await signIn(page, DEMO.club);
    await openMembers(page, 'Klub a členové');
    await page.getByRole('button', { name: 'Přidat osobu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nová osoba' });
    await dialog.getByText('Role ke schválení svazem').waitFor();
    // Sending it empty: told next to the fields.
    await dialog.getByRole('button', { name: 'Uložit' }).click();
    await dialog.getByText('Pole Jméno je povinné', { exact: false }).first().waitFor();
    await dialog.getByLabel('Jméno *', { exact: true }).fill('Klára');
    await dialog.getByLabel('Příjmení *', { exact: true }).fill(`Klubová ${RUN}`);
    // The birth date typed the Czech way, read when the field is left.
    const born = dialog.getByLabel(/^Datum narození/);
    await born.fill('17.5.2012');
    // The calendar typing opened passes axe too (its weekend and other-month days, its heading).
    await page.locator('[data-dates-dropdown]').waitFor();
    expect((await seriousViolations(page)).join('\n')).toBe('');
    await born.press('Tab');
    await expect.poll(() => born.inputValue()).toBe('17. 5. 2012');
    // Tab goes on to the next field, and the calendar that typing opened closes.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-path'))).toBe('sexId');
    await page.locator('[data-dates-dropdown]').waitFor({ state: 'hidden' });
    await dialog
      .getByRole('combobox', { name: /^Pohlaví/ })
      .first()
      .click();
    await page.getByRole('option', { name: 'Žena' }).click();
    expect((await seriousViolations(page)).join('\n')).toBe('');
    await screenshotAtPhoneWidth(page, 'person-new-club-phone');
    await dialog.getByRole('button', { name: 'Uložit' }).click();
    await page.getByRole('heading', { level: 1, name: `Klára Klubová ${RUN}` }).waitFor();
    await page.getByRole('tab', { name: /^Členství/ }).click();
    await page.getByRole('tabpanel').getByText('Čeká na schválení').waitFor();

    // The office approves it on the approvals page.
    const office = (await browser.newPage()).page;
    await office.goto('/');
    await signIn(office, DEMO.expert);
    await office.goto('/zone/admin/persons-approvals');
    await office.getByRole('heading', { level: 1, name: 'Schvalování osob' }).waitFor();
    await office.getByLabel('Jméno', { exact: true }).fill(`Klubová ${RUN}`);
    const row = office.getByRole('checkbox', { name: new RegExp(`^Vybrat: Klára Klubová ${RUN}`) });
    await row.check();
    expect((await seriousViolations(office)).join('\n')).toBe('');
    await screenshot(office, 'person-approvals');
    await office.getByRole('button', { name: 'Schválit' }).click();
    const confirm = office.getByRole('dialog', { name: 'Schválit role' });
    await confirm.getByText('Schválit 1 roli?', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Schválit' }).click();
    await office.getByText('Rozhodnuto o 1 roli.').waitFor();
    // Decided, it has left the waiting list; the state filter's "Vše" shows it, approved.
    await row.waitFor({ state: 'detached' });
    await office.getByRole('combobox', { name: 'Stav schválení' }).click();
    await office.getByRole('option', { name: 'Vše', exact: true }).click();
    await office
      .getByRole('row')
      .filter({ hasText: `Klára Klubová ${RUN}` })
      .getByText('Schváleno')
      .waitFor();
    await screenshot(office, 'person-approvals-all');
    await page.reload();
    await page.getByRole('tab', { name: /^Členství/ }).click();
    await page.getByRole('tabpanel').getByText('Schváleno').waitFor();
  });

  it("a club manager submits a coach's licence for one of the club's people; it waits for the office", async () => {
    const { page } = await browser.newPage();
    await page.goto('/');
    await signIn(page, DEMO.club);
    await openMembers(page, 'Klub a členové');
    await page.getByRole('table').getByRole('link').first().click();
    await page.getByRole('tab', { name: 'Údaje' }).waitFor();
    const rolesTab = page.getByRole('tab', { name: /^Role a licence/ });
    const before = Number(/\((\d+)\)/.exec((await rolesTab.textContent()) ?? '')?.[1]);
    await rolesTab.click();

    // From the keyboard: the button opens the dialog with the role field focused; Escape returns.
    const open = page.getByRole('button', { name: 'Přidat roli' });
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Přidat roli ke schválení' });
    const type = dialog.getByRole('combobox', { name: /^Role/ }).first();
    await expect.poll(() => type.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => open.evaluate((el) => el === document.activeElement)).toBe(true);

    await open.click();
    // Sent without a role: told next to the field; valid from is today already.
    await dialog.getByRole('button', { name: 'Odeslat ke schválení' }).click();
    await dialog.getByText('Pole Role je povinné').waitFor();
    const pick = async (field: RegExp, option: string) => {
      await dialog.getByRole('combobox', { name: field }).first().click();
      await page.getByRole('option', { name: option, exact: true }).click();
    };
    // Only the roles a club registers are offered: no referee (the office's).
    await type.click();
    await page.getByRole('option', { name: 'Trenér', exact: true }).waitFor();
    expect(await page.getByRole('option', { name: 'Rozhodčí', exact: true }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await pick(/^Role/, 'Trenér');
    await pick(/^Úroveň/, 'Trenér licence C');
    // Another role drops the level (it belongs to the coach).
    await pick(/^Role/, 'Funkcionář klubu');
    expect(
      await dialog
        .getByRole('combobox', { name: /^Úroveň/ })
        .first()
        .inputValue(),
    ).toBe('');
    await pick(/^Role/, 'Trenér');
    await pick(/^Úroveň/, 'Trenér licence C');
    // The date's calendar open passes axe too: its weekend and other-month days, its heading.
    await dialog.getByRole('button', { name: /^Platí od/ }).click();
    const calendar = page.locator('[data-dates-dropdown]');
    await calendar.waitFor();
    expect((await seriousViolations(page)).join('\n')).toBe('');
    // The day chosen already, chosen again: the calendar closes with the date as it was.
    await calendar.locator('button[data-selected]').click();
    await calendar.waitFor({ state: 'hidden' });
    expect((await seriousViolations(page)).join('\n')).toBe('');
    await screenshot(page, 'person-role-submit');
    await page.setViewportSize({ width: 375, height: 800 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, 'person-role-submit-phone');
    await page.setViewportSize({ width: 1280, height: 800 });

    await dialog.getByRole('button', { name: 'Odeslat ke schválení' }).click();
    await page.getByText('Role Trenér je odeslaná ke schválení svazu.').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('tab', { name: `Role a licence (${before + 1})` }).waitFor();
    const row = page.getByRole('tabpanel').getByRole('row', { name: /Trenér – Trenér licence C/ });
    await row.getByText('Čeká na schválení').waitFor();
  });

  it('the office merges the demo duplicate into the person with the birth number; the old address leads there', async () => {
    const { page } = await browser.newPage();
    await page.goto('/');
    await signIn(page, DEMO.expert);
    await openMembers(page, 'Kluby a osoby');
    await page.getByLabel('Jméno', { exact: true }).fill('Opakovaný');
    const rows = page.getByRole('table').getByRole('row');
    await expect.poll(() => rows.count()).toBe(3);
    await page.getByRole('link', { name: 'Opakovaný Jiří' }).first().waitFor();
    // The one registered with the birth number is kept.
    await page
      .getByRole('row', { name: /CZE 088-042/ })
      .getByRole('link')
      .click();
    await page.getByRole('heading', { level: 1, name: 'Jiří Opakovaný' }).waitFor();
    const duplicateUrl = page.url();
    await page.goBack();
    await page
      .getByRole('row', { name: /CZE 088-041/ })
      .getByRole('link')
      .click();
    await page.getByRole('heading', { level: 1, name: 'Jiří Opakovaný' }).waitFor();
    const keptUrl = page.url();
    await page.getByRole('button', { name: 'Sloučit duplicitu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sloučit duplicitní osobu' });
    await dialog
      .getByRole('combobox', { name: /^Duplicitní osoba/ })
      .first()
      .fill('Opakovaný');
    await page.getByRole('option', { name: /088-042/ }).click();
    await dialog.getByText('1 role', { exact: false }).waitFor();
    await dialog.getByText('Doplní se z duplicity: E-mail').waitFor();
    expect((await seriousViolations(page)).join('\n')).toBe('');
    await screenshot(page, 'person-merge');
    await dialog.getByRole('button', { name: 'Sloučit' }).click();
    await page.getByText('Osoby jsou sloučené.').waitFor();
    await page.goto(duplicateUrl);
    await page.waitForURL(keptUrl);
    await page.getByRole('tab', { name: 'Historie změn' }).click();
    await page.getByRole('tabpanel').getByText('Sloučení duplicity').waitFor();
  });

  it('the office finds a long-gone member, exports their data and anonymises them after typing the name', async () => {
    const { page } = await browser.newPage();
    await page.goto('/');
    await signIn(page, DEMO.expert);
    await openMembers(page, 'Kluby a osoby');
    await page.getByRole('link', { name: 'Kandidáti na anonymizaci' }).click();
    await page.getByRole('heading', { level: 1, name: 'Kandidáti na anonymizaci' }).waitFor();
    // The demo's long-gone member (other specs read the tournaments' participants by name).
    await page.getByLabel('Jméno', { exact: true }).fill('Bohumil Dávný');
    const first = page.getByRole('table').getByRole('link', { name: 'Bohumil Dávný' });
    await first.waitFor();
    expect((await seriousViolations(page)).join('\n')).toBe('');
    await screenshot(page, 'anonymisation-candidates');
    await first.click();
    await page.waitForURL(/\/persons\/detail\/\d+/);
    const heading = page.getByRole('heading', { level: 1 });
    await page.getByRole('tab', { name: 'Údaje' }).waitFor();
    const name = ((await heading.textContent()) ?? '').trim();
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export údajů (GDPR)' }).click(),
    ]);
    expect(file.suggestedFilename()).toMatch(/^person-\d+\.json$/);
    await page.getByRole('button', { name: 'Anonymizovat' }).click();
    const dialog = page.getByRole('dialog', { name: 'Anonymizovat osobu' });
    await dialog.getByLabel(/^Jméno a příjmení osoby/).fill('Někdo Jiný');
    await dialog.getByRole('button', { name: 'Anonymizovat' }).click();
    await dialog.getByText('Jméno nesouhlasí', { exact: false }).waitFor();
    expect((await seriousViolations(page)).join('\n')).toBe('');
    await dialog.getByLabel(/^Jméno a příjmení osoby/).fill(name.replace(/^\S+\.\s+/, ''));
    await dialog.getByRole('button', { name: 'Anonymizovat' }).click();
    await page.getByRole('heading', { level: 1, name: 'Anonymizovaná osoba' }).waitFor();
  });
});
