// The older tournament module and season pairing end to end (issue 15): the office (expert@) opens
// "Turnaje (starší modul)" from the menu, goes from the list to a tournament's detail and on to a
// discipline page (all on the older module's routes); on the pairing page pairs a discipline with
// the previous season's through the dialog, then pairs the rest of the season through season
// management (preview, then apply). A club manager opens the discipline list and a member the older
// list from their zones. Screenshots at 1280 px and 375 px.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { screenshot, useBrowser } from './support/browser';
import { DEMO, rawKeys, signIn } from './support/flows';
import { listIdle } from './support/list';
import { screenshotAtPhoneWidth } from './support/phone';

const browser = useBrowser();

const rowOf = (page: Page, tournament: string, discipline: string) =>
  page
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: tournament, exact: true }) })
    .filter({ has: page.getByRole('link', { name: discipline, exact: true }) })
    .first();

describe('the older tournament module', () => {
  it('opens list, detail and a discipline; pairs through the dialog and through season management', async () => {
    const { page } = await browser.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await signIn(page, DEMO.expert);
    const menu = page.getByRole('navigation', { name: 'Hlavní menu' });
    await menu.getByRole('button', { name: 'Turnaje', exact: true }).click();
    await menu.getByRole('link', { name: 'Turnaje (starší modul)' }).click();
    await page.waitForURL(/\/zone\/admin\/tournament\/list/);
    await page.getByRole('heading', { level: 1, name: 'Turnaje (starší modul)', exact: true }).waitFor();
    await page.getByRole('tab', { name: 'Vše' }).click();
    await page.waitForURL(/\/zone\/admin\/tournament\/list\/all/);
    await listIdle(page);
    await screenshot(page, 'tournament-older-list');

    // The detail: its links stay in the older module.
    await page.getByRole('link', { name: 'Velká cena Brna', exact: true }).first().click();
    await page.waitForURL(/\/zone\/admin\/tournament\/detail\/\d+/);
    await page.getByRole('heading', { level: 1, name: 'Velká cena Brna' }).waitFor();
    await listIdle(page);
    await screenshot(page, 'tournament-older-detail');
    await page.getByRole('link', { name: 'Dvouhra žen', exact: true }).click();
    await page.waitForURL(/\/zone\/admin\/tournament\/competition\/\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Dvouhra žen' }).waitFor();
    await page.getByText('Nenavazuje na žádnou disciplínu').waitFor();
    await listIdle(page);
    expect(await rawKeys(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'tournament-older-competition');
    await screenshotAtPhoneWidth(page, 'tournament-older-competition-phone');

    // The tournament's results from the discipline page, the standings from there and back: the
    // standings page keeps the way back (and its link to the rosters) in the older module.
    await page.getByRole('link', { name: 'Výsledky turnaje' }).click();
    await page.waitForURL(/\/zone\/admin\/tournament\/detail\/\d+\/results$/);
    await page.getByRole('link', { name: 'Zadat výsledky' }).first().click();
    await page.waitForURL(/\/zone\/admin\/tournament-dynamic\/\d+\/standings\?.*from=tournament/);
    await page.getByRole('heading', { level: 1, name: 'Výsledky a pořadí' }).waitFor();
    await page.getByRole('link', { name: 'Soupisky dvojic a družstev' }).click();
    await page.waitForURL(/\/team-rosters\?.*from=tournament/);
    await page.getByRole('link', { name: /Zpět na turnaj/ }).click();
    await page.waitForURL(/\/zone\/admin\/tournament\/detail\/\d+\/results$/);
    await page.goBack();
    await page.waitForURL(/\/team-rosters/);
    await page.goBack();
    await page.waitForURL(/\/standings/);
    await page.goBack();
    await page.waitForURL(/\/tournament\/detail\/\d+\/results$/);
    await page.goBack();
    await page.waitForURL(/\/zone\/admin\/tournament\/competition\/\d+$/);

    // The cross-tournament discipline list from the menu.
    await menu.getByRole('link', { name: 'Disciplíny turnajů' }).click();
    await page.getByRole('heading', { level: 1, name: 'Disciplíny turnajů' }).waitFor();
    await listIdle(page);
    await screenshot(page, 'tournament-older-competitions');
    await screenshotAtPhoneWidth(page, 'tournament-older-competitions-phone');

    // Pair one discipline through the dialog.
    await menu.getByRole('link', { name: 'Párování disciplín' }).click();
    await page.getByRole('heading', { level: 1, name: 'Párování disciplín' }).waitFor();
    await listIdle(page);
    const row = rowOf(page, 'Mistrovství Prahy', 'Dvouhra mužů');
    await row.getByRole('button', { name: 'Akce disciplíny Dvouhra mužů' }).click();
    await page.getByRole('menuitem', { name: 'Spárovat' }).click();
    const dialog = page.getByRole('dialog', { name: 'Spárovat disciplínu Dvouhra mužů' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Spárovat' }).click();
    await dialog.getByText('Vyberte předchozí disciplínu.').waitFor();
    const box = dialog.getByRole('combobox', { name: /^Předchozí disciplína/ });
    await box.fill('Brna');
    await page.getByRole('option', { name: 'Dvouhra mužů — Velká cena Brna' }).click();
    await screenshot(page, 'tournament-older-pair-dialog');
    await dialog.getByRole('button', { name: 'Spárovat' }).click();
    await page.getByText('Disciplína spárována.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => row.textContent()).toContain('Velká cena Brna ·');

    // Season management: preview, then apply.
    await page.getByRole('button', { name: 'Správa sezón' }).click();
    const season = page.getByRole('dialog', { name: 'Správa sezón: spárovat sezónu' });
    await season.waitFor();
    await season.getByRole('button', { name: 'Zobrazit návrh' }).click();
    const proposal = season.getByTestId('season-proposal');
    await proposal.waitFor();
    await expect.poll(() => proposal.textContent()).toMatch(/Navrženo 8 dvojic\./);
    await screenshot(page, 'tournament-older-season-preview');
    await season.getByRole('button', { name: 'Spárovat' }).click();
    await page.getByText(/Spárováno 8 disciplín\./).waitFor();
    await season.waitFor({ state: 'detached' });
    await listIdle(page);
    await expect
      .poll(() => rowOf(page, 'Mistrovství ČR dospělých', 'Dvouhra mužů').textContent())
      .toContain('Mistrovství republiky dospělých');
    expect(await rawKeys(page)).toEqual([]);
    await screenshot(page, 'tournament-older-pairing');
    await screenshotAtPhoneWidth(page, 'tournament-older-pairing-phone');

    // Unpair asks first.
    await rowOf(page, 'Mistrovství Prahy', 'Dvouhra mužů')
      .getByRole('button', { name: 'Akce disciplíny Dvouhra mužů' })
      .click();
    await page.getByRole('menuitem', { name: 'Zrušit spárování' }).click();
    const confirm = page.getByRole('dialog', { name: 'Zrušit spárování?' });
    await confirm.getByRole('button', { name: 'Zrušit spárování' }).click();
    await page.getByText('Spárování zrušeno.').waitFor();
  });

  it('opens the pages in the club and personal zones, phone width too', async () => {
    const club = (await browser.newPage()).page;
    await club.goto('/');
    await signIn(club, DEMO.club);
    await club.goto('/zone/club/tournament/competition/list');
    await club.getByRole('heading', { level: 1, name: 'Disciplíny turnajů' }).waitFor();
    await listIdle(club);
    await club.getByRole('link', { name: 'Dvouhra mužů', exact: true }).first().click();
    await club.waitForURL(/\/zone\/club\/tournament\/competition\/\d+$/);
    await club.getByRole('heading', { level: 1, name: 'Dvouhra mužů' }).waitFor();
    // No pairing page in the club zone.
    expect(await club.getByRole('link', { name: 'Párování disciplín' }).count()).toBe(0);

    const member = (await browser.newPage()).page;
    await member.goto('/');
    await signIn(member, DEMO.member);
    await member.goto('/zone/personal/tournament/list/past');
    await member.getByRole('heading', { level: 1, name: 'Turnaje' }).waitFor();
    await listIdle(member);
    await member.getByRole('link', { name: 'Pohár klubu', exact: true }).first().click();
    await member.waitForURL(/\/zone\/personal\/tournament\/detail\/\d+/);
    await member.getByRole('heading', { level: 1, name: 'Pohár klubu' }).waitFor();
    await screenshotAtPhoneWidth(member, 'tournament-older-detail-phone');
    await member.goto('/zone/personal/tournament/list');
    await member.getByRole('heading', { level: 1, name: 'Turnaje' }).waitFor();
    await screenshotAtPhoneWidth(member, 'tournament-older-list-phone');
  });
});
