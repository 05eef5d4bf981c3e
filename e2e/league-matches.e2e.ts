// The league draw and a match end to end (issue 16): a league competition with three teams and
// their rosters (written by SQL here: the league and team screens have their own specs); expert@
// generates the draw in the browser (told how many rounds and matches came), opens a match, starts
// it, enters the score with the players from the rosters, ends and approves it; the rounds page
// lists the rounds. Then the office's short paths (issue 27): a referee picked from the referees,
// a result recorded and published in one step, a walkover, and deleting a match with its result
// asked twice. Screenshots at desktop and phone width (375 px).
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from './support/browser';
import { DEMO, rawKeys, signIn, typeDate } from './support/flows';
import { screenshotAtPhoneWidth } from './support/phone';

const browser = useBrowser();
const RUN = Date.now().toString(36).slice(-6);
let pool: pg.Pool;
let competitionId: number;
const players: string[] = [];

beforeAll(async () => {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error('E2E_DATABASE_URL is not set: run the browser specs with `npm run test:e2e`');
  pool = new pg.Pool({ connectionString: url, max: 1 });
  const one = async <T>(text: string, params: unknown[] = []) => (await pool.query(text, params)).rows[0] as T;
  const league = await one<{ id: number }>(
    `WITH t AS (
       INSERT INTO tournaments (name, date_from, date_till, season_id, type_id, state_id)
       VALUES ($1, current_date, current_date + 150, (SELECT id FROM seasons ORDER BY valid_from DESC LIMIT 1), 7, 2)
       RETURNING id)
     , l AS (INSERT INTO tournament_type_levels (tournament_id, "order", type_id) SELECT id, 1, 7 FROM t)
     SELECT id FROM t`,
    [`Liga E2E ${RUN}`],
  );
  competitionId = (
    await one<{ id: number }>(
      `INSERT INTO tournament_competitions (tournament_id, name, system_id, game_per_match, set_max, is_draw, round_count)
       VALUES ($1, 'Extraliga', 6, 1, 3, false, 1) RETURNING id`,
      [league.id],
    )
  ).id;
  const clubs = (await pool.query<{ id: number }>('SELECT id FROM clubs ORDER BY id LIMIT 3')).rows;
  const persons = (
    await pool.query<{ id: number; name: string }>(
      `SELECT DISTINCT ON (concat_ws(' ', first_name, last_name)) id, concat_ws(' ', first_name, last_name) AS name
         FROM persons ORDER BY concat_ws(' ', first_name, last_name), id LIMIT 3`,
    )
  ).rows;
  for (const [i, name] of ['Alfa', 'Beta', 'Gama'].entries()) {
    const team = await one<{ id: number }>(
      `INSERT INTO league_teams (tournament_id, club_id, name, address) VALUES ($1, $2, $3, $4) RETURNING id`,
      [league.id, clubs[i % clubs.length]!.id, `${name} ${RUN}`, `Hala ${name}`],
    );
    await pool.query('INSERT INTO league_competition_teams (competition_id, team_id) VALUES ($1, $2)', [
      competitionId,
      team.id,
    ]);
    await pool.query('INSERT INTO league_roster_entries (competition_id, team_id, person_id) VALUES ($1, $2, $3)', [
      competitionId,
      team.id,
      persons[i]!.id,
    ]);
    players.push(persons[i]!.name);
  }
});
afterAll(() => pool?.end());

describe('league draw and matches', () => {
  it('office generates the draw, enters a match score and approves it', async () => {
    const { page } = await browser.newPage();
    await page.goto('/');
    await signIn(page, DEMO.expert);
    await page.goto(`/zone/admin/league/competition/${competitionId}/matches`);
    await page.getByText('Soutěž zatím nemá rozlosování.').waitFor();

    await page.getByRole('button', { name: 'Vygenerovat rozlosování' }).click();
    const dialog = page.getByRole('dialog', { name: 'Vygenerovat rozlosování' });
    // Saving without a date: told next to the field, nothing sent.
    await dialog.getByRole('button', { name: 'Uložit' }).click();
    await dialog.getByText('Datum 1. kola', { exact: false }).first().waitFor();
    await typeDate(dialog.getByLabel(/^Datum 1\. kola/), '2026-09-05');
    await dialog.getByRole('button', { name: 'Uložit' }).click();
    await page.getByText('Rozlosování vygenerováno: 3 kola, 3 utkání.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.locator('[data-round]').nth(2).waitFor();
    expect(await page.locator('[data-match]').count()).toBe(3);
    await screenshot(page, 'league-draw');
    await screenshotAtPhoneWidth(page, 'league-draw-phone');

    // Open the first round's match.
    await page.locator('[data-round="1"]').getByRole('link').first().click();
    await page.getByRole('heading', { level: 1, name: new RegExp(`${RUN} – .*${RUN}`) }).waitFor();

    await page.getByRole('button', { name: 'Zahájit', exact: true }).click();
    await page.getByRole('dialog', { name: 'Zahájit utkání' }).getByRole('button', { name: 'Zahájit' }).click();
    await page.getByText('Utkání zahájeno.').waitFor();

    // The score: one game, the players from the rosters, 21:15 19:21 21:18.
    await page.getByRole('button', { name: 'Přidat hru' }).click();
    const game = page.locator('[data-game="0"]');
    const selects = game.locator('input[aria-haspopup="listbox"]');
    await selects.nth(0).click();
    await page.getByRole('option').first().click();
    await page.keyboard.press('Escape');
    await selects.nth(1).click();
    await page.getByRole('option').first().click();
    await page.keyboard.press('Escape');
    const sets: [string, string][] = [
      ['21', '15'],
      ['19', '21'],
      ['21', '18'],
    ];
    for (const [i, [home, away]] of sets.entries()) {
      if (i > 0) await game.getByRole('button', { name: 'Přidat set' }).click();
      await game.getByLabel(`Set ${i + 1} – míče domácích`).fill(home);
      await game.getByLabel(`Set ${i + 1} – míče hostů`).fill(away);
    }
    await expect.poll(() => game.getByRole('button', { name: 'Přidat set' }).isDisabled()).toBe(true);
    await screenshot(page, 'league-match-score-entering');
    await page.getByRole('button', { name: 'Uložit výsledek' }).click();
    await page.getByText('Záznam byl úspěšně uložen.').first().waitFor();
    await expect.poll(() => page.getByTestId('match-score').textContent()).toBe('1 : 0');

    await page.getByRole('button', { name: 'Ukončit', exact: true }).click();
    await page.getByRole('dialog', { name: 'Ukončit utkání' }).getByRole('button', { name: 'Ukončit' }).click();
    await page.getByText('Utkání ukončeno.').waitFor();
    await page.getByRole('button', { name: 'Schválit', exact: true }).click();
    await page.getByRole('dialog', { name: 'Schválit utkání' }).getByRole('button', { name: 'Schválit' }).click();
    await page.getByText('Utkání schváleno.').waitFor();
    await page.locator('[data-state-id="4"]').first().waitFor();
    await page.getByRole('button', { name: 'Zveřejnit', exact: true }).waitFor();
    expect(await rawKeys(page)).toEqual([]);
    await screenshot(page, 'league-match');
    await screenshotAtPhoneWidth(page, 'league-match-phone');

    // The rounds page.
    await page.goto(`/zone/admin/league/competition/${competitionId}/rounds`);
    await page.getByRole('heading', { name: 'Kola soutěže', level: 1 }).waitFor();
    await page.locator('[data-round="3"]').waitFor();
    // Renaming a round with its end before its start: told next to the field; then saved.
    await page.getByRole('button', { name: 'Akce kola – 2. kolo' }).click();
    await page.getByRole('menuitem', { name: 'Upravit kolo' }).click();
    const edit = page.getByRole('dialog', { name: /^Upravit kolo/ });
    await edit.getByLabel('Název').fill('Derby');
    await typeDate(edit.getByLabel('Datum do'), '2026-09-01');
    await edit.getByRole('button', { name: 'Uložit' }).click();
    await edit.getByText('Datum do je menší než datum od.').waitFor();
    await expect.poll(() => edit.getByLabel('Datum do').evaluate((e) => e === document.activeElement)).toBe(true);
    await typeDate(edit.getByLabel('Datum do'), '2026-09-13');
    await edit.getByRole('button', { name: 'Uložit' }).click();
    await edit.waitFor({ state: 'detached' });
    await page.locator('[data-round="2"]').getByText('Derby').waitFor();
    // Deleting the last round asks first and says its scheduled match goes with it.
    await page.getByRole('button', { name: 'Akce kola – 3. kolo' }).click();
    await page.getByRole('menuitem', { name: 'Smazat kolo' }).click();
    const confirm = page.getByRole('dialog', { name: 'Smazat kolo' });
    await confirm.getByText('Smažou se i naplánovaná utkání kola (1 utkání).').waitFor();
    await confirm.getByRole('button', { name: 'Smazat' }).click();
    await page.locator('[data-round="3"]').waitFor({ state: 'detached' });
    await screenshot(page, 'league-rounds');
    await screenshotAtPhoneWidth(page, 'league-rounds-phone');
  });

  it('office picks the referee, records a result in one step, awards a walkover and deletes it with its result', async () => {
    const one = async <T>(text: string, params: unknown[] = []) => (await pool.query(text, params)).rows[0] as T;
    // Two matches of their own rounds (Alfa at home to Beta), so that a retry starts afresh.
    const newMatch = () =>
      one<{ id: number }>(
        `WITH r AS (INSERT INTO league_rounds (competition_id, number)
                    VALUES ($1, (SELECT coalesce(max(number), 0) + 1 FROM league_rounds WHERE competition_id = $1))
                    RETURNING id),
              t AS (SELECT array_agg(team_id ORDER BY team_id) AS ids FROM league_competition_teams WHERE competition_id = $1)
         INSERT INTO league_matches (competition_id, round_id, home_team_id, away_team_id)
         SELECT $1, r.id, t.ids[1], t.ids[2] FROM r, t RETURNING id`,
        [competitionId],
      );
    const played = await newMatch();
    const extra = await newMatch();
    const referee = await one<{ name: string; last_name: string }>(
      `SELECT concat_ws(' ', p.first_name, p.last_name) AS name, p.last_name FROM persons p
        WHERE EXISTS (SELECT 1 FROM person_roles r JOIN person_role_types rt ON rt.id = r.type_id AND rt.is_referee
                       WHERE r.person_id = p.id AND r.valid_from <= current_date
                         AND (r.valid_till IS NULL OR r.valid_till >= current_date))
        ORDER BY p.last_name, p.id LIMIT 1`,
    );
    const { page } = await browser.newPage();
    await page.goto('/');
    await signIn(page, DEMO.expert);
    await page.goto(`/zone/admin/league/match/${played.id}`);
    await page.getByRole('heading', { level: 1 }).waitFor();

    // The referee from the register.
    await page.getByRole('button', { name: 'Upravit údaje' }).click();
    const details = page.getByRole('dialog', { name: 'Upravit utkání' });
    await details.getByLabel('Rozhodčí (osoba s rolí rozhodčího)').fill(referee.last_name.slice(0, 4));
    await page
      .getByRole('option', { name: new RegExp(`^${referee.name}`) })
      .first()
      .click();
    await details.getByRole('button', { name: 'Uložit' }).click();
    await details.waitFor({ state: 'detached' });
    await page.getByText(referee.name, { exact: false }).first().waitFor();

    // The result in one step: published at once.
    await page.getByRole('button', { name: 'Přidat hru' }).click();
    const game = page.locator('[data-game="0"]');
    await game.getByLabel('Set 1 – míče domácích').fill('21');
    await game.getByLabel('Set 1 – míče hostů').fill('10');
    await game.getByRole('button', { name: 'Přidat set' }).click();
    await game.getByLabel('Set 2 – míče domácích').fill('21');
    await game.getByLabel('Set 2 – míče hostů').fill('12');
    await page.getByRole('button', { name: 'Zapsat a zveřejnit výsledek' }).click();
    await page.getByText('Výsledek zapsán a zveřejněn.').waitFor();
    await page.locator('[data-state-id="5"]').first().waitFor();
    await expect.poll(() => page.getByTestId('match-score').textContent()).toBe('1 : 0');

    // A walkover for the away team.
    await page.goto(`/zone/admin/league/match/${extra.id}`);
    await page.getByRole('button', { name: 'Kontumace' }).click();
    const walkover = page.getByRole('dialog', { name: 'Kontumovat utkání' });
    const awayTeam = await one<{ name: string }>(
      'SELECT t.name FROM league_matches m JOIN league_teams t ON t.id = m.away_team_id WHERE m.id = $1',
      [extra.id],
    );
    await walkover.getByRole('radio', { name: awayTeam.name }).check();
    await screenshot(page, 'league-match-walkover');
    await walkover.getByRole('button', { name: 'Kontumace' }).click();
    await page.getByText('Utkání skontumováno.').waitFor();
    await expect.poll(() => page.getByTestId('match-score').textContent()).toBe('0 : 1');
    await page.locator('[data-state-id="7"]').first().waitFor();
    await page.getByRole('button', { name: 'Vrátit mezi naplánovaná' }).waitFor();

    // Deleting it: asked, then asked again because its result goes too.
    await page.getByRole('button', { name: 'Smazat utkání' }).click();
    await page.getByRole('dialog', { name: 'Smazat utkání' }).getByRole('button', { name: 'Smazat' }).click();
    const again = page.getByRole('dialog', { name: 'Smazat utkání' });
    await again.getByRole('button', { name: 'Smazat i s výsledky' }).waitFor();
    await again.getByText('Odehrané výsledky se smažou', { exact: false }).waitFor();
    await screenshot(page, 'league-match-delete-with-results');
    await again.getByRole('button', { name: 'Smazat i s výsledky' }).click();
    await page.waitForURL(`**/league/competition/${competitionId}/matches`);
    const gone = await one<{ n: number }>('SELECT count(*)::int AS n FROM league_matches WHERE id = $1', [extra.id]);
    expect(gone.n).toBe(0);
    expect(await rawKeys(page)).toEqual([]);
  });
});
