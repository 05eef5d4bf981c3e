// Disciplinary proceedings end to end (issue 32 §1–3): the office finds the demo's cases, opens one
// against a member of club@'s club (told what is missing first), records the decision with a fine
// and a suspension; the person's page shows the suspension; club@ then cannot apply the person to a
// tournament (the bulk dialog's row names the case) nor put the person on a league roster; signed
// out, the public list of suspensions names the person. Desktop (1280 px) and phone (375 px), axe.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, isoDay, tokenOf } from './support/api';
import { seriousViolations } from './support/axe';
import { screenshot, useBrowser } from './support/browser';
import { DEMO, rawKeys, signIn } from './support/flows';
import { screenshotAtPhoneWidth } from './support/phone';

const browser = useBrowser();
const RUN = Date.now().toString(36).slice(-5);
let pool: pg.Pool;
let person: { id: number; firstName: string; lastName: string };
let tournamentId: number;
let discipline: string;
let teamId: number;

beforeAll(async () => {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error('E2E_DATABASE_URL is not set: run the browser specs with `npm run test:e2e`');
  pool = new pg.Pool({ connectionString: url, max: 1 });
  // A member of club@'s club with no case, from the middle of the club (not the first ones lists offer).
  const found = await pool.query<{ id: number; firstName: string; lastName: string }>(
    `SELECT p.id, p.first_name AS "firstName", p.last_name AS "lastName"
       FROM persons p JOIN person_roles r ON r.person_id = p.id AND r.type_id = 1
      WHERE r.club_id = (SELECT current_club_id FROM users WHERE user_name = $1)
        AND r.valid_from <= current_date AND (r.valid_till IS NULL OR r.valid_till >= current_date)
        AND NOT EXISTS (SELECT 1 FROM disciplinary_proceedings d WHERE d.person_id = p.id)
        AND NOT EXISTS (SELECT 1 FROM users u WHERE u.assign_person_id = p.id)
        AND NOT EXISTS (SELECT 1 FROM persons o WHERE o.last_name = p.last_name AND o.first_name = p.first_name AND o.id <> p.id)
      ORDER BY p.id OFFSET 8 LIMIT 1`,
    [DEMO.club],
  );
  person = found.rows[0]!;

  // A tournament taking online applications, with one discipline.
  const token = await tokenOf(DEMO.expert);
  const seasons = await api(token, 'GET', '/admin-zone/seasons');
  const season = ((seasons.body?.data as { id: number; validFrom: string; validTill: string }[]) ?? []).find(
    (s) => s.validFrom <= isoDay(30) && s.validTill >= isoDay(30),
  );
  const created = await api(token, 'POST', '/admin-zone/tournaments', {
    name: `Turnaj DŘ ${RUN}`,
    dateFrom: isoDay(30),
    dateTill: isoDay(31),
    timeFrom: '09:00',
    seasonId: season?.id,
    organizerText: 'Pořadatel E2E',
    typeLevelPairs: [{ typeId: 2, levelId: 4 }],
    registrationOnline: true,
    registrationStartDate: isoDay(-1),
    registrationCloseDate: isoDay(20),
    address: { street: 'Sportovní 1', city: 'Praha', zip: '110 00', latitude: 50.08, longitude: 14.42 },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  tournamentId = (created.body as { data: { id: number } }).data.id;
  expect((await api(token, 'POST', `/admin-zone/tournaments/${tournamentId}/publish`)).status).toBe(202);
  discipline = `Dvouhra DŘ ${RUN}`;
  const d = await api(token, 'POST', `/admin-zone/tournaments/${tournamentId}/competitions`, { name: discipline });
  expect(d.status, JSON.stringify(d.body)).toBe(201);

  // A league with club@'s team in one competition.
  const league = await pool.query<{ id: number }>(
    `INSERT INTO tournaments (name, date_from, date_till, season_id, type_id, state_id)
     VALUES ($1, current_date - 10, current_date + 150, (SELECT id FROM seasons ORDER BY valid_from DESC LIMIT 1), 7, 2)
     RETURNING id`,
    [`Liga DŘ ${RUN}`],
  );
  const leagueId = league.rows[0]!.id;
  await pool.query(`INSERT INTO tournament_type_levels (tournament_id, "order", type_id) VALUES ($1, 1, 7)`, [
    leagueId,
  ]);
  const competition = await pool.query<{ id: number }>(
    `INSERT INTO tournament_competitions (tournament_id, name, system_id, game_per_match, set_max, round_count)
     VALUES ($1, 'Extraliga', 6, 1, 3, 1) RETURNING id`,
    [leagueId],
  );
  const team = await pool.query<{ id: number }>(
    `INSERT INTO league_teams (tournament_id, club_id, name)
     VALUES ($1, (SELECT current_club_id FROM users WHERE user_name = $2), $3) RETURNING id`,
    [leagueId, DEMO.club, `Tým DŘ ${RUN}`],
  );
  teamId = team.rows[0]!.id;
  await pool.query(`INSERT INTO league_competition_teams (competition_id, team_id) VALUES ($1, $2)`, [
    competition.rows[0]!.id,
    teamId,
  ]);
});

afterAll(async () => {
  await pool?.end();
});

describe('disciplinary proceedings', () => {
  it('the office decides a suspension; the club cannot apply the person or put them on a roster; the public sees it', async () => {
    const fullName = `${person.firstName} ${person.lastName}`;
    const { page } = await browser.newPage();
    await page.goto('/');
    await signIn(page, DEMO.expert);
    await page.goto('/zone/admin/disciplinary-proceedings');
    await page.getByRole('heading', { level: 1, name: 'Disciplinární řízení' }).waitFor();
    await page.getByRole('table').getByText('Nesportovní chování vůči rozhodčímu').waitFor();
    expect((await seriousViolations(page)).join('\n')).toBe('');
    await screenshot(page, 'disciplinary-list');
    await screenshotAtPhoneWidth(page, 'disciplinary-list-phone');

    // A new case: saved empty, told what is missing; then filled.
    await page.getByRole('button', { name: 'Zahájit řízení' }).click();
    const dialog = page.getByRole('dialog', { name: 'Zahájit disciplinární řízení' });
    // The person picker's texts came with the page (not its keys "hint" and "placeholder").
    await dialog.getByText('Napište alespoň 2 znaky jména nebo registračního čísla.').waitFor();
    await dialog.getByRole('button', { name: 'Uložit' }).click();
    await expect.poll(() => dialog.locator('[aria-invalid="true"]').count()).toBeGreaterThan(0);
    // An unchosen kind is missing, not "a number that must be positive".
    await dialog.getByText('Pole Druh je povinné').waitFor();
    await dialog.getByRole('combobox', { name: /^Druh/ }).click();
    await page.getByRole('option', { name: 'Provinění hráče' }).click();
    // The whole name: the picker offers the first 20 matches, and a surname alone may have more.
    await dialog.getByRole('combobox', { name: /^Osoba/ }).fill(fullName);
    await page
      .getByRole('option', { name: new RegExp(fullName) })
      .first()
      .click();
    await dialog.getByLabel(/^Věc/).fill(`Hrubé chování ${RUN}`);
    await dialog.getByRole('button', { name: 'Přidat účastníka' }).click();
    // The new party's first field takes the focus.
    const role = dialog.getByRole('combobox', { name: 'Role', exact: true });
    await expect.poll(() => role.evaluate((el) => el === document.activeElement)).toBe(true);
    await dialog.getByLabel(/^Účastník je/).click();
    await page.getByRole('option', { name: 'Jiný (jméno)' }).click();
    await dialog.getByLabel(/^Jméno/).fill('Hlavní rozhodčí');
    expect((await seriousViolations(page)).join('\n')).toBe('');
    await screenshot(page, 'disciplinary-new');
    await dialog.getByRole('button', { name: 'Uložit' }).click();
    const heading = page.getByRole('heading', { level: 1, name: /^Řízení \d+\/\d{4}$/ });
    await heading.waitFor();
    const number = (await heading.textContent())!.replace('Řízení ', '');

    // The decision: a fine and a suspension over the tournament's days.
    await page.getByRole('button', { name: 'Zapsat rozhodnutí' }).click();
    const decision = page.getByRole('dialog', { name: `Rozhodnutí v řízení ${number}` });
    await decision.getByLabel(/^Text rozhodnutí/).fill('Zastavení činnosti na dva měsíce a pokuta.');
    await decision.getByLabel(/^Pokuta/).fill('500');
    await decision.getByLabel('Zastavit osobě činnost').check();
    await decision.getByLabel(/^Zastavení do/).fill(isoDay(60));
    expect((await seriousViolations(page)).join('\n')).toBe('');
    await decision.getByRole('button', { name: 'Uložit' }).click();
    await decision.waitFor({ state: 'detached' });
    await page.getByText('Rozhodnuto').first().waitFor();
    await page.getByRole('link', { name: /^objednávka č\. \d+$/ }).waitFor();
    expect(await rawKeys(page)).toEqual([]);
    await screenshot(page, 'disciplinary-decided');
    await screenshotAtPhoneWidth(page, 'disciplinary-decided-phone');

    // Beside the person: the suspension and the case.
    await page.getByRole('link', { name: fullName }).first().click();
    await page
      .getByText(/^Zastavená činnost do /)
      .first()
      .waitFor();
    await page.getByRole('link', { name: `disciplinární řízení ${number}` }).waitFor();
    await screenshot(page, 'disciplinary-person');

    // The club: the application's row names the case; the roster refuses the person.
    const club = await browser.newPage();
    await club.page.goto('/');
    await signIn(club.page, DEMO.club);
    await club.page.goto(`/zone/club/tournament-dynamic/detail/${tournamentId}/applications`);
    await club.page.getByRole('button', { name: 'Přihlásit členy' }).click();
    const bulk = club.page.getByRole('dialog', { name: 'Hromadné přihlášení' });
    await bulk.getByRole('checkbox', { name: discipline }).check();
    // Searched for as a club manager would: the dialog offers the first 100 of the club's members,
    // and other specs' imports may have added more before this one runs.
    await bulk.getByLabel('Hledat jméno nebo registrační číslo').fill(fullName);
    await bulk.getByRole('checkbox', { name: new RegExp(fullName) }).check();
    await bulk.getByRole('button', { name: 'Přihlásit', exact: true }).click();
    await bulk.getByText('Přihlášeno 0, nepřihlášeno 1.').waitFor();
    await bulk.getByText(new RegExp(`zastavenou činnost do .*${number.replace('/', '\\/')}`)).waitFor();
    await screenshot(club.page, 'disciplinary-application-refused');
    await bulk.getByRole('button', { name: 'Zavřít' }).last().click();

    await club.page.goto(`/zone/club/league/team/${teamId}`);
    await club.page.getByRole('heading', { name: `Tým DŘ ${RUN}`, level: 1 }).waitFor();
    const picker = club.page.getByRole('combobox', { name: 'Přidat člena klubu na soupisku' });
    await picker.fill(fullName);
    await club.page
      .getByRole('option', { name: new RegExp(fullName) })
      .first()
      .click();
    await club.page.getByRole('button', { name: 'Uložit soupisku' }).click();
    await club.page
      .getByText(new RegExp(`zastavenou činnost do .*${number.replace('/', '\\/')}`))
      .first()
      .waitFor();
    await screenshot(club.page, 'disciplinary-roster-refused');

    // Signed out: the public list of suspensions names the person.
    const visitor = await browser.newPage();
    await visitor.page.goto('/zone/public/suspensions');
    await visitor.page.getByRole('heading', { level: 1, name: 'Zastavené činnosti' }).waitFor();
    await visitor.page.getByRole('cell', { name: fullName }).waitFor();
    expect((await seriousViolations(visitor.page)).join('\n')).toBe('');
    await screenshot(visitor.page, 'disciplinary-public');
    await screenshotAtPhoneWidth(visitor.page, 'disciplinary-public-phone');
  }, 180_000);
});
