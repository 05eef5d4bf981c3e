// Transfers and loans end to end (issue 30 §4–§5): a club manager asks for the transfer of a member
// of another club from today; the other club (club@fedra.test's second club, switched to) agrees;
// the office approves with a fee, and as the effective date has come the membership changes at
// once (the daily job does the same for later dates: server tests). The lists of the three zones.
// Screenshots at 1280 and 375 px, axe.
import pg from 'pg';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, isoDay, tokenOf } from './support/api';
import { seriousViolations } from './support/axe';
import { screenshot, useBrowser } from './support/browser';
import { DEMO, signIn, typeDate } from './support/flows';
import { screenshotAtPhoneWidth } from './support/phone';

const browser = useBrowser();
let pool: pg.Pool;
let asking: number;
let releasing: number;
let askingName: string;
let releasingName: string;
/** Today as the server counts it (Prague). */
const today = isoDay(0);

beforeAll(async () => {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error('E2E_DATABASE_URL is not set: run the browser specs with `npm run test:e2e`');
  pool = new pg.Pool({ connectionString: url, max: 1 });
  const { rows: clubs } = await pool.query<{ id: number; current: number }>(
    `SELECT c.object_id AS id, u.current_club_id AS current
       FROM users u JOIN user_roles r ON r.user_id = u.id JOIN user_role_claims c ON c.user_role_id = r.id
      WHERE u.user_name = 'club@fedra.test' AND c.claim_type = 'club' ORDER BY c.id`,
  );
  asking = clubs[0]!.current;
  releasing = clubs.find((c) => c.id !== asking)!.id;
  const { rows: names } = await pool.query<{ id: number; name: string }>(
    'SELECT id, name FROM clubs WHERE id IN ($1, $2)',
    [asking, releasing],
  );
  askingName = names.find((n) => n.id === asking)!.name;
  releasingName = names.find((n) => n.id === releasing)!.name;
});

/** A member of the other club only, without any request (a retry takes another). */
async function pickPerson() {
  const { rows } = await pool.query<{ id: number; fullName: string; registrationNumber: string }>(
    `SELECT p.id, p.first_name || ' ' || p.last_name AS "fullName", p.registration_number AS "registrationNumber"
       FROM persons p
      WHERE EXISTS (SELECT 1 FROM person_roles r WHERE r.person_id = p.id AND r.type_id = 1 AND r.club_id = $1
                      AND r.valid_from <= $2::date AND (r.valid_till IS NULL OR r.valid_till >= $2::date))
        AND NOT EXISTS (SELECT 1 FROM person_roles r WHERE r.person_id = p.id AND r.type_id = 1 AND r.club_id <> $1
                      AND r.valid_from <= $2::date AND (r.valid_till IS NULL OR r.valid_till >= $2::date))
        AND p.registration_number IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM requests x WHERE x.person_id = p.id)
      ORDER BY p.id DESC LIMIT 1`,
    [releasing, today],
  );
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

/** Switches club@'s current club in this browser session from the user menu. */
async function switchClub(page: Page, name: string) {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name }).click();
  await page.waitForURL('**/zone/club/home');
}

afterAll(async () => {
  // club@ is back in its first club for the other specs.
  await api(await tokenOf(DEMO.club), 'POST', `/account/current-club/${asking}`);
  await pool?.end();
});

async function checkPage(page: Page, name: string) {
  expect((await seriousViolations(page)).join('\n')).toBe('');
  await screenshot(page, name);
  await screenshotAtPhoneWidth(page, `${name}-phone`);
}

describe('transfers and loans', () => {
  it('a club asks for a transfer, the other club agrees, the office approves, the membership changes', async () => {
    const person = await pickPerson();
    // club@ starts in its first club (a failed earlier attempt may have left it in the other).
    await api(await tokenOf(DEMO.club), 'POST', `/account/current-club/${asking}`);
    const { page } = await browser.newPage();
    await page.goto('/');
    await signIn(page, DEMO.club);
    await page.goto('/zone/club/requests');
    await page.getByRole('heading', { level: 1, name: 'Žádosti' }).waitFor();
    await page.getByRole('table').getByRole('row').nth(1).waitFor();
    await checkPage(page, 'requests-club-list');

    await page.getByRole('button', { name: 'Nový přestup / hostování' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nová žádost o přestup nebo hostování' });
    // Sent without a person: told next to the field.
    await dialog.getByRole('button', { name: 'Podat žádost' }).click();
    await dialog.getByText('Pole Osoba je povinné', { exact: false }).waitFor();
    const picker = dialog.getByRole('combobox', { name: /^Osoba/ }).first();
    // The whole name: the picker offers the first 20 matches, and a surname alone may have more.
    await picker.fill(person.fullName);
    // By the registration number too: other specs may have added a person of the same name.
    await page.getByRole('option', { name: `${person.fullName} (${person.registrationNumber},`, exact: false }).click();
    await typeDate(dialog.getByLabel(/^Datum účinnosti/), today);
    // A loan that ends before it starts is refused by the form.
    await dialog.getByRole('radio', { name: 'Hostování' }).check();
    await typeDate(dialog.getByLabel(/^Konec hostování/), '2000-01-01');
    await dialog.getByRole('button', { name: 'Podat žádost' }).click();
    await dialog.getByText('Hostování nemůže skončit dříve, než začne.').waitFor();
    await dialog.getByRole('radio', { name: 'Přestup' }).check();
    await dialog.getByLabel('Poznámka').fill('Přestup od dnešního dne.');
    expect((await seriousViolations(page)).join('\n')).toBe('');
    await screenshot(page, 'requests-new');
    await dialog.getByRole('button', { name: 'Podat žádost' }).click();
    const heading = page.getByRole('heading', { level: 1, name: /^Žádost č. \d+: Přestup$/ });
    await heading.waitFor();
    const id = Number(/č\. (\d+)/.exec((await heading.textContent()) ?? '')?.[1]);
    await page.getByText('Čeká na vyjádření').first().waitFor();
    // The asking club cannot state for the other one; it may withdraw.
    await page.getByRole('button', { name: 'Stáhnout žádost' }).waitFor();
    expect(await page.getByRole('button', { name: 'Vyjádřit se' }).count()).toBe(0);
    // The asking club attaches a paper to its request.
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'souhlas-rodicu.txt', mimeType: 'text/plain', buffer: Buffer.from('Souhlas rodičů') });
    await page.getByRole('button', { name: 'Přiložit' }).click();
    await page.getByText('Příloha souhlas-rodicu.txt byla přidána.').waitFor();
    await page.getByRole('link', { name: 'souhlas-rodicu.txt' }).waitFor();
    await checkPage(page, 'requests-detail-club');

    // The other club (club@'s second club) agrees.
    const detailUrl = page.url();
    await switchClub(page, releasingName);
    await page.goto(detailUrl);
    await page.getByRole('button', { name: 'Vyjádřit se' }).click();
    const statement = page.getByRole('dialog', { name: 'Vyjádření k žádosti' });
    await statement.getByRole('radio', { name: 'Souhlasíme', exact: true }).check();
    await statement.getByLabel('Komentář').fill('Souhlasíme s přestupem.');
    expect((await seriousViolations(page)).join('\n')).toBe('');
    await statement.getByRole('button', { name: 'Odeslat vyjádření' }).click();
    await page.getByText('Vyjádření bylo zaznamenáno.').waitFor();
    await page.getByText('V posouzení').first().waitFor();
    await switchClub(page, askingName);

    // The office decides.
    const office = (await browser.newPage()).page;
    await office.goto('/');
    await signIn(office, DEMO.expert);
    await office.goto('/zone/admin/requests');
    await office.getByRole('heading', { level: 1, name: 'Žádosti' }).waitFor();
    await office.getByRole('table').getByRole('row').nth(1).waitFor();
    await checkPage(office, 'requests-admin-list');
    await office.goto(`/zone/admin/requests/detail/${id}`);
    // A new statement link would clear the club's answer: the question names the answer lost.
    await office.getByRole('button', { name: 'Poslat odkaz k vyjádření' }).click();
    const again = office.getByRole('dialog', { name: 'Poslat odkaz k vyjádření?' });
    await again.getByText(/^Klub se už vyjádřil: Souhlasí \(\d+\. \d+\. \d{4}\)\./).waitFor();
    await screenshot(office, 'requests-statement-again');
    await again.getByRole('button', { name: 'Zrušit' }).click();
    await again.waitFor({ state: 'hidden' });
    await office.getByRole('button', { name: 'Rozhodnout' }).click();
    const decide = office.getByRole('dialog', { name: 'Rozhodnutí o žádosti' });
    await decide.getByRole('radio', { name: 'Zamítnout' }).check();
    await decide.getByRole('button', { name: 'Uložit rozhodnutí' }).click();
    await decide.getByText('Uveďte důvod zamítnutí.').waitFor();
    await decide.getByRole('radio', { name: 'Schválit' }).check();
    await decide.getByLabel('Poplatek').fill('300');
    expect((await seriousViolations(office)).join('\n')).toBe('');
    await screenshot(office, 'requests-decide');
    await decide.getByRole('button', { name: 'Uložit rozhodnutí' }).click();
    await office.getByText('Žádost byla schválena.').waitFor();
    await office.getByText('Členství změněno').first().waitFor();
    await checkPage(office, 'requests-detail-admin');

    // The person is the asking club's member from today, no longer the other club's.
    const { rows } = await pool.query<{ clubId: number; validFrom: string; validTill: string | null }>(
      `SELECT club_id AS "clubId", to_char(valid_from, 'YYYY-MM-DD') AS "validFrom", to_char(valid_till, 'YYYY-MM-DD') AS "validTill"
         FROM person_roles WHERE person_id = $1 AND type_id = 1 AND valid_from <= $2::date
          AND (valid_till IS NULL OR valid_till >= $2::date)`,
      [person.id, today],
    );
    expect(rows).toEqual([{ clubId: asking, validFrom: today, validTill: null }]);
  });

  it('a member sees their own requests', async () => {
    const { page } = await browser.newPage();
    await page.goto('/');
    await signIn(page, DEMO.member);
    await page.goto('/zone/personal/requests');
    await page.getByRole('heading', { level: 1, name: 'Moje žádosti' }).waitFor();
    await page.waitForLoadState('networkidle');
    await checkPage(page, 'requests-personal-list');
  });
});
