// The public club finder and club page end to end (issue 36 §5), signed out: a registered club
// (written by SQL here, with two venues and a league team) is found by its name, the region and
// the district, the filters stay in the address (a reload keeps them), the map shows the clubs that
// have a venue with GPS (a club without one is listed and said to be off the map), and the club's
// page shows its seat, web, venues and team. There is no internet here: the map's tile requests
// are answered with a blank tile, so nothing depends on them. Both pages pass axe-core at 1280 and
// 375 px.

import pg from 'pg';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { baseUrl, screenshot, useBrowser } from './support/browser';
import { screenshotAtPhoneWidth } from './support/phone';

const browser = useBrowser();
const TAG = `E2E${Date.now() % 100000}`;
const MAPPED = `Badminton Veřejný ${TAG}`;
const UNMAPPED = `Badminton Bezhalový ${TAG}`;
const TEAM = `Veřejní ${TAG} A`;
let pool: pg.Pool;
let clubId: number;
let leagueId: number;
let district: { id: number; name: string; regionId: number; regionName: string };

// A 1×1 grey PNG: what every tile request gets (the browser has no internet).
const BLANK_TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGP4DwABAQEAWk1v8QAAAABJRU5ErkJggg==',
  'base64',
);

/** Anything not of the server under test (map tiles) is answered locally. */
async function offline(context: BrowserContext) {
  const base = baseUrl();
  await context.route(
    (url) => !url.href.startsWith(base),
    (route) => route.fulfill({ status: 200, contentType: 'image/png', body: BLANK_TILE }),
  );
}

beforeAll(async () => {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error('E2E_DATABASE_URL is not set: run the browser specs with `npm run test:e2e`');
  pool = new pg.Pool({ connectionString: url, max: 1 });
  const d = await pool.query<{ id: number; name: string; regionId: number; regionName: string }>(
    `SELECT d.id, d.name_cs AS name, r.id AS "regionId", r.name_cs AS "regionName"
       FROM districts d JOIN regions r ON r.id = d.region_id ORDER BY d.id LIMIT 1`,
  );
  district = d.rows[0]!;
  const clubs: number[] = [];
  for (const [i, name] of [MAPPED, UNMAPPED].entries()) {
    const { rows } = await pool.query<{ id: number }>(
      `INSERT INTO clubs (registration_number, name, official_name, federation_unit_id, street, house_number, city, zip,
         region_id, district_id, web, email, phone, contact_person)
       VALUES ($1, $2, $3, 1, 'Náměstí Starosty Pavla', '44', 'Kladno', '27201', $4, $5, 'www.verejny-klub.test',
         'tajny@klub.test', '+420 601 111 222', 'Jana Tajná')
       RETURNING id`,
      [`${TAG}-${i}`, name, `${name}, z. s.`, district.regionId, district.id],
    );
    clubs.push(rows[0]!.id);
    await pool.query(
      `INSERT INTO club_roles (club_id, type_id, approval_state_id, valid_from) VALUES ($1, 1, 3, current_date - 30)`,
      [rows[0]!.id],
    );
  }
  clubId = clubs[0]!;
  await pool.query(
    `INSERT INTO sport_fields (name, type_id, club_id, street, city, zip, court_count, latitude, longitude, valid_from)
     VALUES ('Hala Sever', 1, $1, 'Sportovní 12', 'Kladno', '27201', 6, 50.147, 14.103, current_date - 100),
            ('Tělocvična ZŠ', 1, $1, 'Školní 3', 'Kladno', '27201', 2, NULL, NULL, current_date - 100),
            ('Hala bez GPS', 1, $2, 'Polní 1', 'Kladno', '27201', 3, NULL, NULL, current_date - 100)`,
    [clubs[0], clubs[1]],
  );
  const league = await pool.query<{ id: number }>(
    `INSERT INTO tournaments (name, date_from, date_till, season_id, type_id, state_id)
     VALUES ($1, current_date - 30, current_date + 90, (SELECT id FROM seasons ORDER BY valid_from DESC LIMIT 1), 7, 2)
     RETURNING id`,
    [`Krajská liga ${TAG}`],
  );
  leagueId = league.rows[0]!.id;
  const competition = await pool.query<{ id: number }>(
    `INSERT INTO tournament_competitions (tournament_id, name) VALUES ($1, 'Krajský přebor') RETURNING id`,
    [leagueId],
  );
  const team = await pool.query<{ id: number }>(
    `INSERT INTO league_teams (tournament_id, club_id, name, state_id) VALUES ($1, $2, $3, 2) RETURNING id`,
    [leagueId, clubId, TEAM],
  );
  await pool.query(`INSERT INTO league_competition_teams (competition_id, team_id) VALUES ($1, $2)`, [
    competition.rows[0]!.id,
    team.rows[0]!.id,
  ]);
});

afterAll(async () => {
  await pool?.query('DELETE FROM tournaments WHERE id = $1', [leagueId]).catch(() => {});
  await pool?.query(`DELETE FROM clubs WHERE registration_number LIKE $1`, [`${TAG}-%`]).catch(() => {});
  await pool?.end();
});

describe('public club pages', () => {
  it('finds a club signed out by name, region and district, on the map, and opens its page', async () => {
    const { page, context } = await browser.newPage();
    await offline(context);
    /** A club's link in the list (the map's popup has one too). */
    const listed = (name: string) => page.getByRole('article', { name }).getByRole('link', { name });
    await page.goto('/zone/public/club/public-finder');
    await page.getByRole('heading', { level: 1, name: 'Kluby' }).waitFor();
    // The demo federation's clubs, unfiltered: a page of twenty, the map with every club placed.
    await page.getByText(/^Nalezen/).waitFor();
    await page.getByRole('region', { name: 'Mapa klubů' }).getByRole('button').first().waitFor();
    await screenshot(page, 'public-clubs-finder-all');
    // Only the finder's own chunk: Leaflet's stylesheet comes with the map, after the answer.
    await page.getByRole('textbox', { name: 'Název klubu' }).fill(TAG);
    await listed(MAPPED).waitFor();
    await listed(UNMAPPED).waitFor();
    await page.waitForURL(new RegExp(`[?&]name=${TAG}`));
    await page.getByText('Nalezeny 2 kluby').waitFor();

    // The map: one marker (the club with a venue with GPS), the other said to be off the map.
    const map = page.getByRole('region', { name: 'Mapa klubů' });
    await map.getByRole('button', { name: MAPPED }).waitFor();
    expect(await map.getByRole('button', { name: UNMAPPED }).count()).toBe(0);
    await page.getByText('Na mapě je 1 klub').waitFor();
    await page.getByText('1 klub na této stránce nemá sportoviště s polohou').waitFor();
    const card = page.getByRole('article', { name: UNMAPPED });
    await card.getByText('Bez polohy na mapě').waitFor();
    expect(await page.getByRole('article', { name: MAPPED }).getByText('Bez polohy na mapě').count()).toBe(0);
    // The marker's popup links to the club's page.
    await map.getByRole('button', { name: MAPPED }).click();
    expect(await map.getByRole('link', { name: MAPPED }).getAttribute('href')).toBe(
      `/zone/public/club/public-detail/${clubId}`,
    );

    // Region and district: kept in the address, restored by a reload.
    await page.getByRole('combobox', { name: 'Kraj' }).click();
    await page.getByRole('option', { name: district.regionName, exact: true }).click();
    await page.waitForURL(new RegExp(`regionId=${district.regionId}`));
    await page.getByRole('combobox', { name: 'Okres' }).click();
    await page.getByRole('option', { name: district.name, exact: true }).click();
    await page.waitForURL(new RegExp(`districtId=${district.id}`));
    await listed(MAPPED).waitFor();
    await page.reload();
    await listed(MAPPED).waitFor();
    expect(await page.getByRole('textbox', { name: 'Název klubu' }).inputValue()).toBe(TAG);
    expect(await page.getByRole('combobox', { name: 'Okres' }).inputValue()).toBe(district.name);
    await page.getByRole('region', { name: 'Mapa klubů' }).getByRole('button', { name: MAPPED }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'public-clubs-finder');
    await screenshotAtPhoneWidth(page, 'public-clubs-finder-375');

    // The club's page: seat, web, venues (one on the map), the team; nothing private.
    await listed(MAPPED).click();
    await page.waitForURL(new RegExp(`/zone/public/club/public-detail/${clubId}$`));
    await page.getByRole('heading', { level: 1, name: MAPPED }).waitFor();
    await page.getByText('Náměstí Starosty Pavla 44, 27201 Kladno').waitFor();
    expect(await page.getByRole('link', { name: /verejny-klub\.test/ }).getAttribute('href')).toBe(
      'https://www.verejny-klub.test',
    );
    const venues = page.getByRole('region', { name: 'Sportoviště' });
    await venues.getByRole('article', { name: 'Hala Sever' }).waitFor();
    await venues.getByRole('article', { name: 'Tělocvična ZŠ' }).getByText('Poloha sportoviště není zadána.').waitFor();
    await venues
      .getByRole('region', { name: 'Mapa sportovišť klubu' })
      .getByRole('button', { name: 'Hala Sever' })
      .waitFor();
    expect(await venues.getByRole('link', { name: 'Hala Sever na mapě OpenStreetMap' }).getAttribute('href')).toContain(
      'mlat=50.147',
    );
    const teams = page.getByRole('region', { name: 'Družstva v soutěžích' });
    await teams.getByRole('article', { name: TEAM }).getByText(`Krajská liga ${TAG}`).waitFor();
    await teams.getByText('Krajský přebor').waitFor();
    const text = await page.locator('body').innerText();
    expect(text).not.toMatch(/tajny@klub|601 111 222|Jana Tajná/);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'public-clubs-detail');
    await screenshotAtPhoneWidth(page, 'public-clubs-detail-375');

    // A club that is not public: the not-found page.
    await page.goto('/zone/public/club/public-detail/2147483647');
    await page.getByRole('heading', { name: 'Nenalezeno' }).waitFor();
  });
});
