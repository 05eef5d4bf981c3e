// League teams and rosters end to end (issue 16): a published league with one competition (written
// by SQL: the league screens have their own spec), two teams added by the office's calls. expert@
// adds both teams to the competition on the competition's teams tab in the browser and takes one
// out again after the confirmation saying that its roster there goes; club@ opens its own team's
// page, puts a member of its club on the roster and saves it, and sees no editor on another club's
// team. Screenshots at desktop and phone width (375 px).
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, tokenOf } from './support/api';
import { seriousViolations } from './support/axe';
import { screenshot, useBrowser } from './support/browser';
import { DEMO, rawKeys, signIn } from './support/flows';
import { screenshotAtPhoneWidth } from './support/phone';

const browser = useBrowser();
const RUN = Date.now().toString(36).slice(-6);
let pool: pg.Pool;
let leagueId: number;
let competitionId: number;
let ownTeam: number;
let otherTeam: number;
const OWN = `Karlín ${RUN}`;
const OTHER = `Soupeř ${RUN}`;

beforeAll(async () => {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error('E2E_DATABASE_URL is not set: run the browser specs with `npm run test:e2e`');
  pool = new pg.Pool({ connectionString: url, max: 1 });
  const league = await pool.query<{ id: number }>(
    `INSERT INTO tournaments (name, date_from, date_till, season_id, type_id, state_id)
     VALUES ($1, current_date - 10, current_date + 150, (SELECT id FROM seasons ORDER BY valid_from DESC LIMIT 1), 7, 2)
     RETURNING id`,
    [`Liga E2E ${RUN}`],
  );
  leagueId = league.rows[0]!.id;
  await pool.query(`INSERT INTO tournament_type_levels (tournament_id, "order", type_id) VALUES ($1, 1, 7)`, [
    leagueId,
  ]);
  const competition = await pool.query<{ id: number }>(
    `INSERT INTO tournament_competitions (tournament_id, name, system_id, game_per_match, set_max, round_count)
     VALUES ($1, 'Extraliga', 6, 1, 3, 1) RETURNING id`,
    [leagueId],
  );
  competitionId = competition.rows[0]!.id;
  const clubs = await pool.query<{ own: number; other: number }>(
    `SELECT (SELECT current_club_id FROM users WHERE user_name = 'club@fedra.test') AS own,
            (SELECT min(id) FROM clubs WHERE id <> (SELECT current_club_id FROM users WHERE user_name = 'club@fedra.test')) AS other`,
  );
  const token = await tokenOf(DEMO.expert);
  const create = async (name: string, clubId: number) => {
    const res = await api(token, 'POST', `/admin-zone/leagues/${leagueId}/teams`, { name, clubId, address: 'Hala 1' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return (res.body as { data: { id: number } }).data.id;
  };
  ownTeam = await create(OWN, clubs.rows[0]!.own);
  otherTeam = await create(OTHER, clubs.rows[0]!.other);
});

afterAll(async () => {
  await pool?.query('DELETE FROM tournaments WHERE id = $1', [leagueId]).catch(() => {});
  await pool?.end();
});

describe('league teams', () => {
  it('expert adds teams to a competition and takes one out after confirming', async () => {
    const { page } = await browser.newPage();
    await page.goto('/');
    await signIn(page, DEMO.expert);
    await page.goto(`/zone/admin/league/competition/${competitionId}/teams`);
    const pick = page.getByRole('combobox', { name: 'Družstvo ligy' });
    for (const name of [OWN, OTHER]) {
      await pick.click();
      await page.getByRole('option', { name: new RegExp(name) }).click();
      await page.getByRole('button', { name: 'Přidat do soutěže' }).click();
      await page.getByRole('link', { name }).waitFor();
    }
    expect(await rawKeys(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'league-competition-teams');
    await screenshotAtPhoneWidth(page, 'league-competition-teams-phone');

    await page.getByRole('button', { name: `Odebrat družstvo ${OTHER} ze soutěže` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/Smaže se jeho soupiska v soutěži/).waitFor();
    await dialog.getByRole('button', { name: 'Odebrat' }).click();
    await page.getByText('Družstvo bylo odebráno ze soutěže.').waitFor();
    await expect.poll(() => page.getByRole('link', { name: OTHER }).count()).toBe(0);
    // The removed team is offered again.
    await pick.click();
    await page.getByRole('option', { name: new RegExp(OTHER) }).waitFor();
    await page.keyboard.press('Escape');

    // The league's teams tab: both teams, the edit dialog holds the team's contacts.
    await page.goto(`/zone/admin/league/detail/${leagueId}/teams`);
    await page.getByRole('link', { name: OWN }).waitFor();
    await page.getByRole('button', { name: `Upravit družstvo ${OWN}` }).click();
    await expect.poll(() => page.getByRole('dialog').getByLabel('Adresa (hrací místo)').inputValue()).toBe('Hala 1');
    await screenshot(page, 'league-team-form');
    await page.getByRole('dialog').getByRole('button', { name: 'Zrušit' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await screenshot(page, 'league-teams-list');
    await screenshotAtPhoneWidth(page, 'league-teams-list-phone');

    // The team's page: the office edits the team and any roster.
    await page.getByRole('link', { name: OWN }).click();
    await page.getByRole('heading', { name: OWN, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Upravit' }).waitFor();
    await page.getByRole('combobox', { name: /Přidat osobu na soupisku/ }).fill('nov');
    await page.getByRole('option').first().click();
    await page.locator('tbody tr').first().waitFor();
    await page.getByRole('button', { name: 'Uložit soupisku' }).click();
    await page.getByText('Záznam byl úspěšně uložen.').first().waitFor();
    await page.getByRole('tab', { name: 'Extraliga (1)' }).waitFor();
    expect(await rawKeys(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'league-team-office');
  });

  it("club manager puts a member on its own team's roster; another club's team is read only", async () => {
    // The other team plays too, so its page has a roster tab.
    const token = await tokenOf(DEMO.expert);
    const added = await api(token, 'POST', `/admin-zone/leagues/competitions/${competitionId}/teams`, {
      teamId: otherTeam,
    });
    expect([201, 409]).toContain(added.status);
    const ownPlays = await api(token, 'POST', `/admin-zone/leagues/competitions/${competitionId}/teams`, {
      teamId: ownTeam,
    });
    expect([201, 409]).toContain(ownPlays.status);

    const { page } = await browser.newPage();
    await page.goto('/');
    await signIn(page, DEMO.club);
    await page.goto(`/zone/club/league/team/${ownTeam}`);
    await page.getByRole('heading', { name: OWN, level: 1 }).waitFor();
    // The office's pick is on the roster already (it may stay though not the club's member).
    await page.locator('tbody tr').first().waitFor();
    const picker = page.getByRole('combobox', { name: 'Přidat člena klubu na soupisku' });
    await picker.click();
    const option = page.getByRole('option').first();
    await option.waitFor();
    const label = (await option.textContent()) ?? '';
    const name = label.replace(/\s*\(\d{4}\)$/, '');
    await option.click();
    await page
      .getByRole('cell', { name: new RegExp(name) })
      .first()
      .waitFor();
    await page.getByRole('combobox', { name: `Typ – ${name}` }).click();
    await page.getByRole('option', { name: 'Kapitán' }).click();
    await page.getByRole('button', { name: 'Uložit soupisku' }).click();
    await page.getByText('Záznam byl úspěšně uložen.').first().waitFor();
    await page.reload();
    await page.getByRole('combobox', { name: `Typ – ${name}` }).waitFor();
    expect(await page.getByRole('combobox', { name: `Typ – ${name}` }).inputValue()).toBe('Kapitán');
    expect(await rawKeys(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    // The club manager may not change the team itself.
    expect(await page.getByRole('button', { name: 'Upravit' }).count()).toBe(0);
    await screenshot(page, 'league-team-roster-club');
    await screenshotAtPhoneWidth(page, 'league-team-roster-club-phone');

    await page.goto(`/zone/club/league/team/${otherTeam}`);
    await page.getByRole('heading', { name: OTHER, level: 1 }).waitFor();
    await page.getByText('Soupiska je prázdná.').waitFor();
    expect(await page.getByRole('button', { name: 'Uložit soupisku' }).count()).toBe(0);
  });
});
