// The lists across leagues end to end, on the demo league (a double round robin weekly from eight
// weeks ago, club@'s club among its teams): expert@ opens "Utkání" from the menu, sees what is still
// to be played soonest first, switches to the results and opens a match; then "Družstva", filtered
// by a club. club@ opens its own "Utkání" and "Družstva" from the club menu and sees only its teams.
// Screenshots at desktop and phone width (375 px).
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { screenshot, useBrowser } from './support/browser';
import { DEMO, openFromMenu, rawKeys, signIn } from './support/flows';
import { screenshotAtPhoneWidth } from './support/phone';

const browser = useBrowser();
let pool: pg.Pool;
/** club@'s team in the demo league and a team of another club. */
let ownTeam: string;
let otherTeam: string;

beforeAll(async () => {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error('E2E_DATABASE_URL is not set: run the browser specs with `npm run test:e2e`');
  pool = new pg.Pool({ connectionString: url, max: 1 });
  // club@ starts at its own club, the demo league's organizer: other specs switch its current club.
  await pool.query(
    `UPDATE users SET current_club_id = (SELECT t.organizer_id FROM tournaments t
                                          WHERE t.name LIKE 'Extraliga družstev %' ORDER BY t.id LIMIT 1)
      WHERE user_name = 'club@fedra.test'`,
  );
  // The demo league's teams: other specs add leagues of their own.
  const { rows } = await pool.query<{ own: string; other: string }>(
    `SELECT min(lt.name) FILTER (WHERE lt.club_id = u.current_club_id) AS own,
            min(lt.name) FILTER (WHERE lt.club_id <> u.current_club_id) AS other
       FROM users u, league_teams lt JOIN tournaments t ON t.id = lt.tournament_id
      WHERE u.user_name = 'club@fedra.test' AND t.name LIKE 'Extraliga družstev %'`,
  );
  ownTeam = rows[0]!.own;
  otherTeam = rows[0]!.other;
  expect(ownTeam, 'the demo league has a team of club@’s club').toBeTruthy();
});

afterAll(() => pool?.end());

const table = (page: import('playwright-core').Page, name: string) => page.getByRole('table', { name });

describe('teams and matches across leagues', () => {
  it('the office follows every league’s matches and finds teams by club', async () => {
    const { page } = await browser.newPage();
    await page.goto('/');
    await signIn(page, DEMO.expert);
    await openFromMenu(page, 'Soutěže', 'Utkání');
    await page.getByRole('heading', { level: 1, name: 'Utkání' }).waitFor();
    await page.waitForURL(/\/zone\/admin\/competition-matches/);
    expect(await page.getByRole('tab', { name: 'Nadcházející' }).getAttribute('aria-selected')).toBe('true');
    const matches = table(page, 'Utkání');
    await matches.locator('tbody tr').first().waitFor();
    // Only what is still to be played: scheduled, in progress or postponed.
    const states = await matches
      .locator('[data-state-id]')
      .evaluateAll((badges) => badges.map((b) => b.getAttribute('data-state-id')));
    expect(new Set(states)).toEqual(new Set(states.filter((s) => ['1', '2', '6'].includes(s!))));
    expect(await rawKeys(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'league-matches-overview');
    await screenshotAtPhoneWidth(page, 'league-matches-overview-phone');

    // The results, the latest first, with their scores.
    await page.getByRole('tab', { name: 'Odehraná' }).click();
    await page.waitForURL(/competition-matches\/played/);
    // A published match (never among the upcoming ones shown before) with its score.
    const published = matches.locator('tbody tr').filter({ has: page.locator('[data-state-id="5"]') });
    await published
      .first()
      .getByRole('cell', { name: /^\d+ : \d+$/ })
      .waitFor();
    await screenshot(page, 'league-matches-overview-played');
    const first = matches.locator('tbody tr').first().getByRole('link').first();
    const pairing = (await first.textContent())!;
    await first.click();
    await page.waitForURL(/\/zone\/admin\/league\/match\/\d+$/);
    const [home] = pairing.split(' – ');
    await page.getByText(home!).first().waitFor();

    // The teams of every league, narrowed to one club's by its name.
    await openFromMenu(page, 'Soutěže', 'Družstva');
    await page.getByRole('heading', { level: 1, name: 'Družstva' }).waitFor();
    const teams = table(page, 'Družstva');
    await teams.getByRole('link', { name: otherTeam }).waitFor();
    await page.getByLabel('Název', { exact: true }).fill(ownTeam);
    await expect.poll(() => teams.getByRole('link', { name: otherTeam }).count()).toBe(0);
    await teams.getByRole('link', { name: ownTeam }).waitFor();
    expect(await rawKeys(page)).toEqual([]);
    await screenshot(page, 'league-teams-overview');
  });

  it('a club manager sees the matches and teams of its own club', async () => {
    const { page } = await browser.newPage();
    await page.goto('/');
    await signIn(page, DEMO.club);
    await openFromMenu(page, 'Turnaje a soutěže', 'Utkání');
    await page.getByRole('heading', { level: 1, name: 'Utkání našich družstev' }).waitFor();
    await page.getByRole('tab', { name: 'Všechna' }).click();
    await page.waitForURL(/competition-matches\/all/);
    const matches = table(page, 'Utkání našich družstev');
    // Results too (a published match: not among the upcoming ones the page opened with).
    await matches.locator('[data-state-id="5"]').first().waitFor();
    // Every pairing has one of the club's teams on one side.
    const pairings = await matches.locator('tbody tr td:nth-child(2) a').allTextContents();
    expect(pairings.length).toBeGreaterThan(0);
    const clubTeams = await pool.query<{ name: string }>(
      `SELECT lt.name FROM league_teams lt JOIN users u ON u.current_club_id = lt.club_id
        WHERE u.user_name = 'club@fedra.test'`,
    );
    const names = clubTeams.rows.map((r) => r.name);
    expect(pairings.filter((p) => !names.some((n) => p.split(' – ').includes(n)))).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'league-matches-overview-club');
    await screenshotAtPhoneWidth(page, 'league-matches-overview-club-phone');

    await openFromMenu(page, 'Turnaje a soutěže', 'Družstva');
    await page.getByRole('heading', { level: 1, name: 'Naše družstva' }).waitFor();
    const teams = table(page, 'Naše družstva');
    await teams.getByRole('link', { name: ownTeam }).waitFor();
    expect(await teams.getByRole('link', { name: otherTeam }).count()).toBe(0);
    expect(await rawKeys(page)).toEqual([]);
    await screenshot(page, 'league-teams-overview-club');

    // The team's page leads to its matches: the list of all, of that team only (by its id).
    await teams.getByRole('link', { name: ownTeam }).click();
    await page.getByRole('heading', { level: 1, name: ownTeam }).waitFor();
    await page.getByRole('link', { name: 'Utkání družstva' }).click();
    await page.waitForURL(/competition-matches\/all\?/);
    await page.getByText(`Utkání družstva ${ownTeam}`).waitFor();
    await matches.locator('[data-state-id="5"]').first().waitFor();
    const own = await matches.locator('tbody tr td:nth-child(2) a').allTextContents();
    expect(own.filter((p) => !p.split(' – ').includes(ownTeam))).toEqual([]);
    // Another tab keeps the team; "Všechna družstva" lets it go.
    await page.getByRole('tab', { name: 'Nadcházející' }).click();
    await page.waitForURL(/competition-matches\/upcoming\?teamId=/);
    await page.getByRole('button', { name: 'Všechna družstva' }).click();
    await expect.poll(() => page.getByText(`Utkání družstva ${ownTeam}`).count()).toBe(0);
  });
});
