// A league from nothing to a changed table, all in the browser (issue 16's journey): expert@
// creates a league and a competition, five teams, puts them into the competition, generates the
// draw (five teams: five rounds of two matches, one team resting each round), then enters, ends
// and approves two matches of the first round; the competition's table counts each approved
// match as it comes (win 3 points, loss 1).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from './support/browser';
import { DEMO, rawKeys, signIn, typeDate } from './support/flows';
import { screenshotAtPhoneWidth } from './support/phone';

const browser = useBrowser();
const RUN = Date.now().toString(36).slice(-6);
const LEAGUE = `Krajská liga ${RUN}`;
const COMPETITION = `Divize ${RUN}`;
const TEAMS = ['Orli', 'Sokoli', 'Jestřábi', 'Sovy', 'Kavky'].map((name) => `${name} ${RUN}`);

/** The competition table's cells of the team's row, as text. */
async function tableRow(page: Page, team: string): Promise<string[]> {
  const row = page
    .getByRole('table', { name: /^Tabulka soutěže/ })
    .getByRole('row')
    .filter({ hasText: team });
  return row.locator('td, th').allTextContents();
}

const pointsOf = async (page: Page, team: string) => (await tableRow(page, team)).at(-1)?.trim();

/** Enters a one-game score of two sets on the open match page, ends and approves the match. */
async function playMatch(page: Page, sets: [string, string][]) {
  await page.getByRole('button', { name: 'Zahájit', exact: true }).click();
  await page.getByRole('dialog', { name: 'Zahájit utkání' }).getByRole('button', { name: 'Zahájit' }).click();
  await page.getByText('Utkání zahájeno.').waitFor();
  await page.getByRole('button', { name: 'Přidat hru' }).click();
  const game = page.locator('[data-game="0"]');
  for (const [i, [home, away]] of sets.entries()) {
    if (i > 0) await game.getByRole('button', { name: 'Přidat set' }).click();
    await game.getByLabel(`Set ${i + 1} – míče domácích`).fill(home);
    await game.getByLabel(`Set ${i + 1} – míče hostů`).fill(away);
  }
  await page.getByRole('button', { name: 'Uložit výsledek' }).click();
  await page.getByText('Záznam byl úspěšně uložen.').first().waitFor();
  await page.getByRole('button', { name: 'Ukončit', exact: true }).click();
  await page.getByRole('dialog', { name: 'Ukončit utkání' }).getByRole('button', { name: 'Ukončit' }).click();
  await page.getByText('Utkání ukončeno.').waitFor();
  await page.getByRole('button', { name: 'Schválit', exact: true }).click();
  await page.getByRole('dialog', { name: 'Schválit utkání' }).getByRole('button', { name: 'Schválit' }).click();
  await page.getByText('Utkání schváleno.').waitFor();
}

/** The two team names of the open match page's heading "Home – Away". */
async function matchTeams(page: Page): Promise<[string, string]> {
  const heading = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  const [home, away] = heading.split(' – ');
  return [home!.trim(), away!.trim()];
}

describe('a league from nothing to its table', () => {
  it('office creates a league of five teams, draws it, approves two matches and sees the table change', async () => {
    const { page } = await browser.newPage();
    await page.goto('/');
    await signIn(page, DEMO.expert);
    await page.goto('/zone/admin/league/list');
    await page.getByRole('heading', { name: 'Ligy', level: 1 }).waitFor();

    // The league and its competition.
    await page.getByRole('button', { name: 'Nová liga' }).click();
    const leagueDialog = page.getByRole('dialog', { name: 'Nová liga' });
    await leagueDialog.getByLabel(/^Název\s*\*?$/).fill(LEAGUE);
    await leagueDialog.getByRole('combobox', { name: /^Sezóna/ }).click();
    await page.locator('[role="option"]:visible').first().click();
    await leagueDialog.getByRole('combobox', { name: /^Stav/ }).click();
    await page.getByRole('option', { name: 'Zveřejněná' }).click();
    await typeDate(leagueDialog.getByLabel(/^Datum od/), '2026-09-01');
    await typeDate(leagueDialog.getByLabel(/^Datum do/), '2027-05-31');
    await leagueDialog.getByRole('button', { name: 'Uložit' }).click();
    await page.getByRole('heading', { name: LEAGUE, level: 1 }).waitFor();
    const leagueUrl = page.url();

    await page.getByRole('button', { name: 'Nová soutěž' }).click();
    const competitionDialog = page.getByRole('dialog', { name: 'Nová soutěž' });
    await competitionDialog.getByLabel(/^Název\s*\*?$/).fill(COMPETITION);
    await competitionDialog.getByRole('button', { name: 'Uložit' }).click();
    await competitionDialog.waitFor({ state: 'detached' });
    await page.getByRole('link', { name: COMPETITION }).waitFor();

    // Five teams of five clubs.
    await page.getByRole('tab', { name: 'Družstva' }).click();
    for (const [i, name] of TEAMS.entries()) {
      await page.getByRole('button', { name: 'Přidat družstvo' }).click();
      const dialog = page.getByRole('dialog', { name: 'Nové družstvo' });
      await dialog.getByLabel(/^Název\s*\*?$/).fill(name);
      await dialog.getByRole('combobox', { name: /^Klub/ }).click();
      await page.locator('[role="option"]:visible').nth(i).click();
      await dialog.getByRole('button', { name: 'Uložit' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('link', { name }).waitFor();
    }

    // Into the competition.
    await page.goto(leagueUrl);
    await page.getByRole('link', { name: COMPETITION }).click();
    await page.getByRole('heading', { name: COMPETITION, level: 1 }).waitFor();
    await page.getByRole('tab', { name: 'Družstva' }).click();
    const pick = page.getByRole('combobox', { name: 'Družstvo ligy' });
    for (const name of TEAMS) {
      await pick.click();
      await page.getByRole('option', { name: new RegExp(name) }).click();
      await page.getByRole('button', { name: 'Přidat do soutěže' }).click();
      await page.getByRole('link', { name }).waitFor();
    }

    // The table before any match: every team with 0 points.
    await page.getByRole('tab', { name: 'Tabulka' }).click();
    for (const name of TEAMS) await expect.poll(() => pointsOf(page, name)).toBe('0');

    // The draw.
    await page.getByRole('tab', { name: 'Rozlosování' }).click();
    await page.getByRole('button', { name: 'Vygenerovat rozlosování' }).click();
    const drawDialog = page.getByRole('dialog', { name: 'Vygenerovat rozlosování' });
    // The competition plays home and away by default; this league meets once.
    await drawDialog.getByRole('radio', { name: /^Jednokolově/ }).check();
    await typeDate(drawDialog.getByLabel(/^Datum 1\. kola/), '2026-09-12');
    await drawDialog.getByRole('button', { name: 'Uložit' }).click();
    await page.getByText('Rozlosování vygenerováno: 5 kol, 10 utkání.').waitFor();
    await page.locator('[data-round="5"]').waitFor();
    expect(await page.locator('[data-match]').count()).toBe(10);
    const competitionUrl = page.url();

    // First match of round 1: the home team wins.
    await page.locator('[data-round="1"]').getByRole('link').first().click();
    await page.getByRole('heading', { level: 1, name: / – / }).waitFor();
    const [home1, away1] = await matchTeams(page);
    await playMatch(page, [
      ['21', '12'],
      ['21', '17'],
    ]);
    await page.goto(competitionUrl.replace(/\/matches$/, '/standings'));
    await expect.poll(() => pointsOf(page, home1)).toBe('3');
    await expect.poll(() => pointsOf(page, away1)).toBe('1');
    const firstRow = await page
      .getByRole('table', { name: /^Tabulka soutěže/ })
      .locator('tbody tr')
      .first()
      .textContent();
    expect(firstRow).toContain(home1);

    // Second match of round 1: the away team wins.
    await page.goto(competitionUrl);
    await page.locator('[data-round="1"]').getByRole('link').nth(1).click();
    await page.getByRole('heading', { level: 1, name: / – / }).waitFor();
    const [home2, away2] = await matchTeams(page);
    await playMatch(page, [
      ['15', '21'],
      ['19', '21'],
    ]);
    await page.goto(competitionUrl.replace(/\/matches$/, '/standings'));
    await expect.poll(() => pointsOf(page, away2)).toBe('3');
    await expect.poll(() => pointsOf(page, home2)).toBe('1');
    const resting = TEAMS.find((team) => ![home1, away1, home2, away2].includes(team))!;
    expect(await pointsOf(page, resting)).toBe('0');
    // The two winners share the top on points, games and sets; the balls decide: home1 won by
    // 13 (42:29), away2 by 8 (40:34).
    const rows = await page
      .getByRole('table', { name: /^Tabulka soutěže/ })
      .locator('tbody tr')
      .allTextContents();
    expect(rows[0]).toContain(home1);
    expect(rows[1]).toContain(away2);
    expect(await rawKeys(page)).toEqual([]);
    await screenshot(page, 'league-journey-table');
    await screenshotAtPhoneWidth(page, 'league-journey-table-phone');
  });
});
