// League standings and statistics end to end (issue 16): member@ opens the demo league from the
// personal menu "Ligy", sees its table (six teams, shared ranks as ranges, the legend) and its
// statistics (teams and players), follows the competition link to the competition's "Tabulka";
// club@ reads the same league in the club zone. The pages fit a phone (375 px: the tables scroll
// inside their box). Screenshots at desktop and phone width.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { screenshot, useBrowser } from './support/browser';
import { DEMO, openFromMenu, rawKeys, signIn } from './support/flows';
import { screenshotAtPhoneWidth } from './support/phone';

const browser = useBrowser();
const LEAGUE = /^Extraliga družstev/;

/** From the league list: the demo league's detail; returns its id. */
async function openDemoLeague(page: Page): Promise<number> {
  await page.getByRole('link', { name: LEAGUE }).first().click();
  await page.waitForURL(/\/league\/detail\/\d+/);
  return Number(/\/league\/detail\/(\d+)/.exec(page.url())![1]);
}

async function seesTable(page: Page) {
  const table = page.getByRole('table', { name: 'Tabulka soutěže Extraliga' });
  await table.waitFor();
  // A header row and the six teams.
  await expect.poll(() => table.getByRole('row').count()).toBe(7);
  await page
    .getByText(/Z – odehraná utkání, V – výhry/)
    .first()
    .waitFor();
  return table;
}

describe('league standings and statistics', () => {
  it('member opens the demo league from the menu and sees its table and statistics', async () => {
    const { page } = await browser.newPage();
    await page.goto('/');
    await signIn(page, DEMO.member);
    await page.goto('/zone/personal/home');
    await openFromMenu(page, 'Turnaje', 'Ligy');
    await page.waitForURL(/\/zone\/personal\/league\/list/);
    const id = await openDemoLeague(page);

    await page.goto(`/zone/personal/league/detail/${id}/standings`);
    const table = await seesTable(page);
    await table.getByRole('link').first().waitFor();
    await page.getByText('Počítají se jen zveřejněná utkání.').first().waitFor();
    expect(await rawKeys(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'league-standings');
    await screenshotAtPhoneWidth(page, 'league-standings-phone');

    await page.goto(`/zone/personal/league/detail/${id}/statistics`);
    await page.getByRole('table', { name: 'Statistiky družstev soutěže Extraliga' }).waitFor();
    const players = page.getByRole('table', { name: 'Statistiky hráčů soutěže Extraliga' });
    await expect.poll(() => players.getByRole('row').count()).toBeGreaterThan(10);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'league-statistics');
    await screenshotAtPhoneWidth(page, 'league-statistics-phone');

    // The competition's name leads to its own table.
    await page.goto(`/zone/personal/league/detail/${id}/standings`);
    await page.getByRole('link', { name: 'Extraliga', exact: true }).click();
    await page.waitForURL(/\/league\/competition\/\d+\/standings/);
    await seesTable(page);
    await screenshot(page, 'league-competition-table');
    await screenshotAtPhoneWidth(page, 'league-competition-table-phone');
    const competition = /\/league\/competition\/(\d+)/.exec(page.url())![1];
    await page.goto(`/zone/personal/league/competition/${competition}/statistics`);
    await page.getByRole('table', { name: 'Statistiky hráčů soutěže Extraliga' }).waitFor();
  });

  it('club manager reads the demo league table and statistics in the club zone', async () => {
    const { page } = await browser.newPage();
    await page.goto('/');
    await signIn(page, DEMO.club);
    await page.goto('/zone/club/league/list');
    const id = await openDemoLeague(page);
    await page.goto(`/zone/club/league/detail/${id}/standings`);
    await seesTable(page);
    await page.goto(`/zone/club/league/detail/${id}/statistics`);
    await page.getByRole('table', { name: 'Statistiky družstev soutěže Extraliga' }).waitFor();
    await screenshotAtPhoneWidth(page, 'league-statistics-club-phone');
  });
});
