// Referee journal end to end (issue 17): member@fedra.test's personal journal shows the member's
// entries and none of another referee's; the member adds an entry (after the form's messages),
// edits it and deletes it after confirming. expert@fedra.test reads the referees' overview and
// opens a referee's journal. Screenshots at desktop and phone width.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, isoDay, tokenOf } from './support/api';
import { seriousViolations } from './support/axe';
import { screenshot, useBrowser } from './support/browser';
import { DEMO, rawKeys, signIn, typeDate } from './support/flows';
import { listIdle } from './support/list';
import { screenshotAtPhoneWidth } from './support/phone';

const browser = useBrowser();
const RUN = Date.now().toString(36).slice(-6);

type Entry = { id: number; name: string; personId: number };

/** The entry names the table shows (its second column). */
async function shownNames(page: Page): Promise<string[]> {
  const table = page.getByRole('table', { name: 'Záznamy deníku' });
  return table
    .locator('tbody tr td:nth-child(2) p')
    .evaluateAll((cells) => cells.map((c) => (c.firstChild?.textContent ?? '').trim()));
}

describe('referee journal', () => {
  it("member: own entries only, add after the form's messages, edit, delete after confirming", async () => {
    const member = await tokenOf(DEMO.member);
    const expert = await tokenOf(DEMO.expert);
    const own = (await api(member, 'GET', '/personal-zone/referee-journals/entries?limit=1000')).body as {
      data: Entry[];
      total: number;
    };
    const memberPersonId = (
      (await api(member, 'GET', '/personal-zone/referee-journals')).body as { data: { personId: number } }
    ).data.personId;
    // Another referee's entry, written by the office just now: the member must not see it.
    const overview = (await api(expert, 'GET', '/admin-zone/referee-journals?sort=-count&limit=50')).body as {
      data: { personId: number; count: number }[];
    };
    const other = overview.data.find((r) => r.personId !== memberPersonId && r.count > 0)!;
    const foreignName = `E2E cizí ${RUN}`;
    const created = await api(expert, 'POST', `/admin-zone/referee-journals/${other.personId}/entries`, {
      date: isoDay(-2),
      typeId: 6,
      name: foreignName,
    });
    expect(created.status).toBe(201);

    const { page } = await browser.newPage();
    await page.goto('/');
    await signIn(page, DEMO.member);
    await page.goto('/zone/personal/referee-journal/my-journal');
    await page.getByRole('heading', { level: 1, name: 'Můj deník rozhodčího' }).waitFor();
    await listIdle(page);
    const names = await shownNames(page);
    expect(names.length).toBe(Math.min(own.total, 100));
    expect(names.sort()).toEqual(own.data.map((e) => e.name).sort());
    expect(names).not.toContain(foreignName);
    expect(await rawKeys(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'referee-journal-my');
    await screenshotAtPhoneWidth(page, 'referee-journal-my-phone');

    // The form: required fields first, then a date before the bound.
    await page.getByRole('button', { name: 'Nový záznam' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nový záznam deníku' });
    await dialog.getByRole('button', { name: 'Uložit' }).click();
    await dialog.getByText('Pole Datum je povinné').waitFor();
    await dialog.getByText('Pole Název akce je povinné').waitFor();
    await typeDate(dialog.getByLabel(/^Datum/), '1999-12-31');
    await dialog.getByRole('button', { name: 'Uložit' }).click();
    await dialog.getByText('Datum musí být nejméně 1. 1. 2000').waitFor();
    await screenshot(page, 'referee-journal-form-errors');

    const name = `E2E vlastní ${RUN}`;
    await typeDate(dialog.getByLabel(/^Datum/), isoDay(-1));
    await dialog.getByRole('combobox', { name: 'Typ' }).click();
    await page.getByRole('option', { name: 'Ostatní', exact: true }).click();
    await dialog.getByLabel(/^Název akce/).fill(name);
    await dialog.getByLabel('Místo').fill('Kolín');
    // Keyboard: the role checkbox toggles with the space bar.
    await dialog.getByRole('checkbox', { name: 'Vrchní rozhodčí' }).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => dialog.getByRole('checkbox', { name: 'Vrchní rozhodčí' }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Uložit' }).click();
    await dialog.waitFor({ state: 'detached' });
    await listIdle(page);
    await expect.poll(() => shownNames(page)).toContain(name);

    // Edit.
    await page.getByRole('button', { name: `Upravit: ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Upravit záznam deníku' });
    await edit.getByLabel(/^Název akce/).fill(`${name} B`);
    await edit.getByRole('button', { name: 'Uložit' }).click();
    await edit.waitFor({ state: 'detached' });
    await expect.poll(() => shownNames(page)).toContain(`${name} B`);

    // Delete only after confirming.
    await page.getByRole('button', { name: `Smazat: ${name} B` }).click();
    const confirm = page.getByRole('dialog', { name: 'Smazat záznam deníku' });
    await confirm.getByText(/Opravdu chcete smazat/).waitFor();
    await confirm.getByRole('button', { name: 'Zrušit' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await shownNames(page)).toContain(`${name} B`);
    await page.getByRole('button', { name: `Smazat: ${name} B` }).click();
    await confirm.getByRole('button', { name: 'Smazat' }).click();
    await expect.poll(() => shownNames(page)).not.toContain(`${name} B`);
    const after = (await api(member, 'GET', '/personal-zone/referee-journals/entries?limit=1000')).body as {
      total: number;
    };
    expect(after.total).toBe(own.total);
    await api(
      expert,
      'DELETE',
      `/admin-zone/referee-journals/entries/${(created.body as { data: { id: number } }).data.id}`,
    );
  });

  it("expert: the referees' overview and a referee's journal", async () => {
    const expert = await tokenOf(DEMO.expert);
    const overview = (await api(expert, 'GET', '/admin-zone/referee-journals?sort=-count&limit=5')).body as {
      data: { personId: number; fullName: string; count: number }[];
      total: number;
    };
    const top = overview.data[0]!;

    const { page } = await browser.newPage();
    await page.goto('/');
    await signIn(page, DEMO.expert);
    // An address naming no person is the not-found page, as other detail pages have it.
    for (const missing of ['999999999', 'abc']) {
      await page.goto(`/zone/admin/referee-journal/detail/${missing}`);
      await page.getByRole('heading', { level: 1, name: 'Nenalezeno' }).waitFor();
    }
    await page.goto('/zone/admin/referee-journal/list?sort=-count');
    await page.getByRole('heading', { level: 1, name: 'Deníky rozhodčích' }).waitFor();
    await listIdle(page);
    const table = page.getByRole('table', { name: 'Deníky rozhodčích' });
    await expect.poll(() => table.locator('tbody tr').count()).toBe(Math.min(overview.total, 100));
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'referee-journal-overview');
    await screenshotAtPhoneWidth(page, 'referee-journal-overview-phone');

    await table.getByRole('link', { name: top.fullName }).first().click();
    await page.waitForURL(new RegExp(`/zone/admin/referee-journal/detail/${top.personId}$`));
    await page.getByRole('heading', { level: 1, name: `Deník rozhodčího: ${top.fullName}` }).waitFor();
    await listIdle(page);
    expect((await shownNames(page)).length).toBe(Math.min(top.count, 100));
    expect(await rawKeys(page)).toEqual([]);
    await screenshot(page, 'referee-journal-detail');

    // A new entry linked to a tournament found by the picker: its name and city fill in.
    const events = (await api(expert, 'GET', '/admin-zone/referee-journals/events')).body as {
      data: { kind: string; id: number; name: string; city: string | null; date: string }[];
    };
    const tournament = events.data.find((e) => e.kind === 'tournament' && e.city && e.date <= isoDay(0))!;
    await page.getByRole('button', { name: 'Nový záznam' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nový záznam deníku' });
    await dialog.getByRole('combobox', { name: 'Typ' }).click();
    await page.getByRole('option', { name: 'Turnaj', exact: true }).click();
    await dialog.getByRole('combobox', { name: 'Turnaj nebo ligové utkání' }).fill(tournament.name.slice(0, 6));
    await page
      .getByRole('option', { name: new RegExp(tournament.name) })
      .first()
      .click();
    await expect.poll(() => dialog.getByLabel(/^Název akce/).inputValue()).toBe(tournament.name);
    await expect.poll(() => dialog.getByLabel('Místo').inputValue()).toBe(tournament.city);
    await typeDate(dialog.getByLabel(/^Datum/), tournament.date);
    await screenshot(page, 'referee-journal-form-event');
    await dialog.getByRole('button', { name: 'Uložit' }).click();
    await dialog.waitFor({ state: 'detached' });
    const entries = (await api(expert, 'GET', `/admin-zone/referee-journals/${top.personId}/entries?limit=1000`))
      .body as {
      data: { id: number; tournamentId: number | null; name: string }[];
    };
    const linked = entries.data.find((e) => e.tournamentId === tournament.id && e.name === tournament.name);
    expect(linked).toBeDefined();
    await api(expert, 'DELETE', `/admin-zone/referee-journals/entries/${linked!.id}`);
  });
});
