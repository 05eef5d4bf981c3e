// Leagues end to end (issue 16): expert@ (the office) creates a published league in the browser's
// dialog, lands on its page, adds a competition and opens it; the club manager and the member find
// the league in their lists and open it. Screenshots at desktop and phone width (375 px).
import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from './support/browser';
import { DEMO, rawKeys, signIn, typeDate } from './support/flows';
import { screenshotAtPhoneWidth } from './support/phone';

const browser = useBrowser();
const RUN = Date.now().toString(36).slice(-6);
const LEAGUE = `Liga E2E ${RUN}`;
const COMPETITION = `Muži ${RUN}`;

describe('leagues', () => {
  it('the office creates a league and a competition; a club manager and a member see it', async () => {
    const { page } = await browser.newPage();
    await page.goto('/');
    await signIn(page, DEMO.expert);
    await page.goto('/zone/admin/league/list');
    await page.getByRole('heading', { name: 'Ligy', level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Nová liga' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nová liga' });
    // Nothing filled: the required fields are named.
    await dialog.getByRole('button', { name: 'Uložit' }).click();
    await dialog.getByText('Pole Název je povinné').waitFor();
    await dialog.getByLabel(/^Název\s*\*?$/).fill(LEAGUE);
    await dialog.getByRole('combobox', { name: /^Sezóna/ }).click();
    await page.locator('[role="option"]:visible').first().click();
    await dialog.getByRole('combobox', { name: /^Stav/ }).click();
    await page.getByRole('option', { name: 'Zveřejněná' }).click();
    await typeDate(dialog.getByLabel(/^Datum od/), '2026-09-01');
    await typeDate(dialog.getByLabel(/^Datum do/), '2027-05-31');
    await dialog.getByLabel(/^Kontaktní osoba/).fill('Jan Novák');
    await screenshot(page, 'league-form');
    await dialog.getByRole('button', { name: 'Uložit' }).click();
    await page.getByRole('heading', { name: LEAGUE, level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Nová soutěž' }).click();
    const compDialog = page.getByRole('dialog', { name: 'Nová soutěž' });
    await compDialog.getByLabel(/^Název\s*\*?$/).fill(COMPETITION);
    await screenshot(page, 'league-competition-form');
    await compDialog.getByRole('button', { name: 'Uložit' }).click();
    await compDialog.waitFor({ state: 'detached' });
    await page.getByRole('link', { name: COMPETITION }).waitFor();
    expect(await rawKeys(page)).toEqual([]);
    await screenshot(page, 'league-detail');
    await screenshotAtPhoneWidth(page, 'league-detail-phone');

    await page.getByRole('tab', { name: 'Přílohy' }).click();
    await page.getByRole('button', { name: 'Přidat přílohu' }).waitFor();
    await screenshot(page, 'league-attachments');
    await page.getByRole('tab', { name: 'Soutěže' }).click();
    await page.getByRole('link', { name: COMPETITION }).click();
    await page.getByRole('heading', { name: COMPETITION, level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Kola' }).waitFor();
    await page.getByText('sety: na vítězství 2 z 3').waitFor();
    expect(await rawKeys(page)).toEqual([]);
    await screenshot(page, 'league-competition');
    await screenshotAtPhoneWidth(page, 'league-competition-phone');

    await page.goto(`/zone/admin/league/list?fields[name][o]=valuesLike&fields[name][v]=${encodeURIComponent(LEAGUE)}`);
    await page.getByRole('link', { name: LEAGUE }).waitFor();
    await screenshot(page, 'league-list');
    await screenshotAtPhoneWidth(page, 'league-list-phone');

    for (const [user, zone] of [
      [DEMO.club, 'club'],
      [DEMO.member, 'personal'],
    ] as const) {
      const { page: other } = await browser.newPage();
      await other.goto('/');
      await signIn(other, user);
      await other.goto(`/zone/${zone}/league/list`);
      await other.getByRole('heading', { name: 'Ligy', level: 1 }).waitFor();
      await other.getByRole('link', { name: LEAGUE }).click();
      await other.getByRole('heading', { name: LEAGUE, level: 1 }).waitFor();
      await other.getByRole('link', { name: COMPETITION }).waitFor();
      // Only the office edits.
      expect(await other.getByRole('button', { name: 'Upravit' }).count()).toBe(0);
      expect(await other.getByRole('button', { name: 'Nová soutěž' }).count()).toBe(0);
      await screenshotAtPhoneWidth(other, `league-detail-${zone}-phone`);
    }
  });
});
