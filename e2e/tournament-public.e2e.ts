// The public tournament pages end to end (issue 14), signed out: a published tournament (written
// by SQL here: the tournament and application screens have their own specs) is found in the
// public list by its name, its detail shows the participants' names and clubs, the calendar
// dialog offers the subscription links of the absolute feed address, and both pages fit a phone
// and pass axe-core.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { baseUrl, screenshot, useBrowser } from './support/browser';
import { screenshotAtPhoneWidth } from './support/phone';

const browser = useBrowser();
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const NAME = `Veřejný turnaj ${Date.now() % 100000}`;
let pool: pg.Pool;
let tournamentId: number;
let applicants: { name: string; club: string }[];

beforeAll(async () => {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error('E2E_DATABASE_URL is not set: run the browser specs with `npm run test:e2e`');
  pool = new pg.Pool({ connectionString: url, max: 1 });
  const { rows } = await pool.query<{ id: number }>(
    `INSERT INTO tournaments (name, date_from, date_till, time_from, season_id, organizer_id, type_id, level_id,
       state_id, city, street, latitude, longitude, contact_email, starting_fee)
     SELECT $1, current_date + 20, current_date + 21, '09:00', (SELECT id FROM seasons ORDER BY valid_from DESC LIMIT 1),
       (SELECT current_club_id FROM users WHERE user_name = 'club@fedra.test'), 1, 1, 2, 'Praha', 'Za Halou 5',
       50.1, 14.45, 'turnaj@example.cz', 300
     RETURNING id`,
    [NAME],
  );
  tournamentId = rows[0]!.id;
  await pool.query(
    `INSERT INTO tournament_type_levels (tournament_id, "order", type_id, level_id) VALUES ($1, 1, 1, 1)`,
    [tournamentId],
  );
  const discipline = await pool.query<{ id: number }>(
    `INSERT INTO tournament_competitions (tournament_id, name, athletes_count, participants_count)
     VALUES ($1, 'Dvouhra mužů', 2, 2) RETURNING id`,
    [tournamentId],
  );
  // Two members of two different clubs, applied for their clubs.
  const people = await pool.query<{ id: number; name: string; club_id: number; club: string }>(
    `SELECT DISTINCT ON (c.id) p.id, p.first_name || ' ' || p.last_name AS name, c.id AS club_id, c.name AS club
       FROM persons p JOIN person_roles r ON r.person_id = p.id JOIN clubs c ON c.id = r.club_id
      WHERE r.club_id IS NOT NULL ORDER BY c.id, p.id LIMIT 2`,
  );
  for (const p of people.rows) {
    await pool.query(
      `INSERT INTO tournament_participants (tournament_competition_id, tournament_id, person_id, role_id, club_id, state_id)
       VALUES ($1, $2, $3, 1, $4, 2)`,
      [discipline.rows[0]!.id, tournamentId, p.id, p.club_id],
    );
  }
  applicants = people.rows.map((p) => ({ name: p.name, club: p.club }));
  expect(applicants).toHaveLength(2);
});

afterAll(async () => {
  await pool?.query('DELETE FROM tournaments WHERE id = $1', [tournamentId]).catch(() => {});
  await pool?.end();
});

describe('public tournament pages', () => {
  it('finds a published tournament signed out, shows its participants and the calendar links', async () => {
    const { page } = await browser.newPage();
    await page.goto('/tournament/public-list');
    await page.waitForURL(/\/zone\/public\/tournament\/public-list$/);
    await page.getByRole('heading', { level: 1, name: 'Turnaje' }).waitFor();
    await page.getByRole('textbox', { name: 'Název' }).fill(NAME);
    const link = page.getByRole('link', { name: NAME });
    await link.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'tournament-public-list');
    await screenshotAtPhoneWidth(page, 'tournament-public-list-375');

    // The calendar dialog: the feed's absolute address and the links of the three applications.
    await page.getByRole('button', { name: 'Odebírat kalendář' }).click();
    const dialog = page.getByRole('dialog', { name: 'Odběr kalendáře turnajů' });
    const feed = `${baseUrl()}/api/public-zone/tournaments/calendar.ics`;
    await expect.poll(() => dialog.getByRole('textbox', { name: /Jiný kalendář/ }).inputValue()).toBe(feed);
    const webcal = feed.replace(/^http:/, 'webcal:');
    expect(await dialog.getByRole('link', { name: 'Apple Kalendář' }).getAttribute('href')).toBe(webcal);
    expect(await dialog.getByRole('link', { name: 'Google Kalendář' }).getAttribute('href')).toBe(
      `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}`,
    );
    expect(await dialog.getByRole('link', { name: 'Outlook' }).getAttribute('href')).toContain(
      `addfromweb?url=${encodeURIComponent(feed)}`,
    );
    // Checked once the dialog has faded in (half-transparent text fails the contrast rule).
    await expect.poll(() => dialog.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'tournament-public-calendar');
    // The feed itself lists the tournament.
    const ics = await page.request.get(feed);
    expect(ics.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    expect(await ics.text()).toContain(`SUMMARY:${NAME}`);
    await page.keyboard.press('Escape');

    await link.click();
    await page.waitForURL(new RegExp(`/zone/public/tournament/public-detail/${tournamentId}$`));
    await page.getByRole('heading', { level: 1, name: NAME }).waitFor();
    const registered = page.getByRole('region', { name: 'Přihlášení' });
    for (const a of applicants) {
      await registered.getByRole('row', { name: new RegExp(`${literal(a.name)}.*${literal(a.club)}`) }).waitFor();
    }
    expect(await page.getByRole('link', { name: /Zobrazit na mapě/ }).getAttribute('href')).toContain('mlat=50.1');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'tournament-public-detail');
    await screenshotAtPhoneWidth(page, 'tournament-public-detail-375');
  });
});
