// National teams end to end (issue 32 item 7): the office opens the overview and the team of the
// member's sex, nominates the member's person through the person picker (the squad shows them
// waiting); the member accepts the nomination in the personal zone; the team's public page then
// shows them in the squad by name and club. Desktop (1280 px) and phone (375 px) widths, axe.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { screenshot, useBrowser } from './support/browser';
import { DEMO, signIn } from './support/flows';
import { screenshotAtPhoneWidth } from './support/phone';

const browser = useBrowser();
let pool: pg.Pool;
let member: { id: number; firstName: string; lastName: string; registrationNumber: string; sexId: number };
let team: { id: number; name: string };

beforeAll(async () => {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error('E2E_DATABASE_URL is not set: run the browser specs with `npm run test:e2e`');
  pool = new pg.Pool({ connectionString: url, max: 1 });
  const { rows } = await pool.query(
    `SELECT p.id, p.first_name AS "firstName", p.last_name AS "lastName", p.registration_number AS "registrationNumber",
            p.sex_id AS "sexId"
       FROM users u JOIN persons p ON p.id = u.assign_person_id WHERE u.user_name = $1`,
    [DEMO.member],
  );
  member = rows[0];
  // The demo nominated the member already: the office nominates them afresh here.
  const teams = await pool.query(
    `SELECT t.id, t.name FROM representation_teams t WHERE t.sex_id = $1 AND t.age_category_id = 7
      ORDER BY t.id LIMIT 1`,
    [member.sexId],
  );
  team = teams.rows[0];
});
afterAll(async () => {
  await pool?.end();
});

describe('national teams', () => {
  it('the office nominates the member, the member accepts, the public page shows the squad', async () => {
    // Afresh on every attempt (a retry finds the nomination of the first).
    await pool.query('DELETE FROM representation_nominations WHERE team_id = $1 AND person_id = $2', [
      team.id,
      member.id,
    ]);
    const office = await browser.newPage();
    await office.page.goto('/');
    await signIn(office.page, DEMO.expert);
    await office.page.goto('/zone/admin/representation');
    await office.page.getByRole('heading', { level: 1, name: 'Reprezentace' }).waitFor();
    await office.page.getByRole('link', { name: team.name }).first().waitFor();
    expect((await seriousViolations(office.page)).join('\n')).toBe('');
    await screenshot(office.page, 'representation-overview');

    // The events and matches lists, at both widths.
    await office.page.goto('/zone/admin/representation/events');
    await office.page.getByRole('heading', { level: 1, name: 'Reprezentační akce' }).waitFor();
    await office.page.getByRole('cell', { name: 'Soustředění před ME družstev', exact: true }).waitFor();
    expect((await seriousViolations(office.page)).join('\n')).toBe('');
    await screenshotAtPhoneWidth(office.page, 'representation-events-phone');
    await office.page.goto('/zone/admin/representation/matches');
    await office.page.getByRole('heading', { level: 1, name: 'Reprezentační utkání' }).waitFor();
    await office.page.getByRole('cell', { name: '3:2', exact: true }).waitFor();
    expect((await seriousViolations(office.page)).join('\n')).toBe('');
    await screenshot(office.page, 'representation-matches');
    await screenshotAtPhoneWidth(office.page, 'representation-matches-phone');

    await office.page.goto('/zone/admin/representation');
    await office.page.getByRole('heading', { level: 1, name: 'Reprezentace' }).waitFor();

    await office.page.getByRole('link', { name: team.name }).first().click();
    await office.page.getByRole('heading', { level: 1, name: team.name }).waitFor();
    await office.page.getByRole('button', { name: 'Nominovat osobu' }).click();
    const dialog = office.page.getByRole('dialog', { name: `Nominovat do družstva ${team.name}` });
    // Sent with nobody chosen: told at the field.
    await dialog.getByRole('button', { name: 'Nominovat' }).click();
    await dialog.getByText('Pole Osoba je povinné').waitFor();
    await dialog.getByRole('combobox', { name: /^Osoba/ }).fill(member.registrationNumber);
    await office.page.getByRole('option', { name: new RegExp(member.registrationNumber) }).click();
    expect((await seriousViolations(office.page)).join('\n')).toBe('');
    await dialog.getByRole('button', { name: 'Nominovat' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const row = office.page.getByRole('row', { name: new RegExp(`${member.lastName} ${member.firstName}`) });
    await row.getByText('Čeká na odpověď').waitFor();
    expect((await seriousViolations(office.page)).join('\n')).toBe('');
    await screenshot(office.page, 'representation-team-squad');
    await screenshotAtPhoneWidth(office.page, 'representation-team-squad-phone');

    const own = await browser.newPage();
    await own.page.goto('/');
    await signIn(own.page, DEMO.member);
    await own.page.goto('/zone/personal/representation/nominations');
    await own.page.getByRole('heading', { level: 1, name: 'Nominace do reprezentace' }).waitFor();
    const card = own.page.getByRole('article', { name: team.name });
    await card.getByText('Čeká na odpověď').waitFor();
    expect((await seriousViolations(own.page)).join('\n')).toBe('');
    await screenshotAtPhoneWidth(own.page, 'representation-my-nominations-phone');
    await card.getByRole('button', { name: `Přijmout nominaci do družstva ${team.name}` }).click();
    await card.getByText('Přijata').waitFor();
    await screenshot(own.page, 'representation-my-nominations-accepted');

    const visitor = await browser.newPage();
    await visitor.page.goto(`/zone/public/representation/public-detail/${team.id}`);
    await visitor.page.getByRole('heading', { level: 1, name: team.name }).waitFor();
    const squad = visitor.page.getByRole('region', { name: 'Soupiska' });
    await squad.getByText(`${member.firstName} ${member.lastName}`).waitFor();
    // Names and clubs only: no registration number or birth date on the public page.
    expect(await visitor.page.getByText(member.registrationNumber).count()).toBe(0);
    expect((await seriousViolations(visitor.page)).join('\n')).toBe('');
    await screenshot(visitor.page, 'representation-public-team');
    await screenshotAtPhoneWidth(visitor.page, 'representation-public-team-phone');

    // The office takes the nomination back: asked as removing the nomination, not deleting the
    // person, the question starting at Cancel.
    const name = `${member.firstName} ${member.lastName}`;
    await office.page.getByRole('button', { name: `Odebrat nominaci osoby ${name}` }).click();
    const question = office.page.getByRole('dialog', { name: 'Odebrat nominaci' });
    await question.getByText(`Opravdu chcete odebrat nominaci osoby ${name}?`).waitFor();
    await expect
      .poll(() => question.getByRole('button', { name: 'Zrušit' }).evaluate((b) => b === document.activeElement))
      .toBe(true);
    await question.getByRole('button', { name: 'Odebrat', exact: true }).click();
    await office.page.getByText('Nominace byla odebrána.').waitFor();
    await row.waitFor({ state: 'detached' });
  });
});
