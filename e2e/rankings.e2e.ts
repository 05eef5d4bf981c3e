// Rankings end to end (issue 15 point 4): results prepared by SQL (a finished tournament of this
// run counting toward the rankings, two men in its adults' men's singles); the office (expert@)
// opens Rankings from the menu, generates the ranking for all at today in the dialog (progress,
// then the success toast), picks the adults / men / men's singles ranking and finds the person
// with the tournament that counted, by name. The excluded tab refuses an empty picker with the
// spec's message, excludes the tournament and removes it again after asking. At 375 px nothing
// scrolls sideways. Screenshots of the overview and the dialog.
import pg from 'pg';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { screenshot, useBrowser } from './support/browser';
import { DEMO, openFromMenu, rawKeys, signIn } from './support/flows';
import { fitsPhone, screenshotAtPhoneWidth } from './support/phone';

const browser = useBrowser();
const RUN = Date.now().toString(36).slice(-6);
const NAME = `Žebříčkový turnaj E2E ${RUN}`;

let pool: pg.Pool;
let tournamentId: number;
let person: { id: number; name: string };

beforeAll(async () => {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error('E2E_DATABASE_URL is not set: run the browser specs with `npm run test:e2e`');
  pool = new pg.Pool({ connectionString: url, max: 1 });
  const { rows } = await pool.query<{ id: number }>(
    `INSERT INTO tournaments (name, date_from, date_till, season_id, type_id, level_id, state_id, ranking_generate)
     SELECT $1, current_date - 11, current_date - 10, (SELECT id FROM seasons WHERE valid_from <= current_date - 10
              AND valid_till >= current_date - 10 ORDER BY valid_from LIMIT 1), 1, 1, 4, true
     RETURNING id`,
    [NAME],
  );
  tournamentId = rows[0]!.id;
  const competition = await pool.query<{ id: number }>(
    `INSERT INTO tournament_competitions (tournament_id, name, age_category_group_id, sport_discipline_id, state_id)
     VALUES ($1, 'Dvouhra mužů', 3, 1, 3) RETURNING id`,
    [tournamentId],
  );
  const men = await pool.query<{ id: number; name: string }>(
    `SELECT id, first_name || ' ' || last_name AS name FROM persons WHERE sex_id = 1 ORDER BY id LIMIT 2`,
  );
  person = men.rows[0]!;
  for (const [k, man] of men.rows.entries())
    await pool.query(
      `INSERT INTO tournament_participants (tournament_competition_id, tournament_id, person_id, role_id, state_id,
              rank_from, rank_to, points, points_cp)
       VALUES ($1, $2, $3, 1, 2, $4, $4, $5, $5)`,
      [competition.rows[0]!.id, tournamentId, man.id, k + 1, 9000 - k * 1000],
    );
});

afterAll(async () => {
  await pool?.end();
});

/** A Mantine select: open it (typing to search when asked) and take the option. */
async function choose(scope: Page | Locator, page: Page, label: RegExp, option: RegExp, search?: string) {
  const box = scope.getByRole('combobox', { name: label }).first();
  if (search) await box.fill(search);
  else await box.click();
  await page.getByRole('option', { name: option }).first().click();
}

async function idle(page: Page) {
  await page.locator('[data-list-status="idle"]').first().waitFor({ state: 'attached' });
  await expect.poll(() => page.locator('table[aria-busy]').count()).toBe(0);
}

describe('rankings', () => {
  it('the office generates a ranking and finds a person in it; excludes a tournament and takes it back', async () => {
    const { page } = await browser.newPage();
    await page.goto('/');
    await signIn(page, DEMO.expert);
    await openFromMenu(page, 'Turnaje', 'Žebříčky');
    await page.getByRole('heading', { level: 1, name: 'Žebříčky' }).waitFor();
    expect(await page.title()).toBe('Žebříčky | Fedra');

    // Generate for all at today.
    await page.getByRole('button', { name: 'Generovat žebříček' }).click();
    const dialog = page.getByRole('dialog', { name: 'Generovat žebříček' });
    await dialog.waitFor();
    await expect.poll(() => dialog.getByRole('radio', { name: 'Všechny turnaje' }).isChecked()).toBe(true);
    await screenshot(page, 'rankings-generate-dialog');
    await dialog.getByRole('button', { name: 'Generovat', exact: true }).click();
    await dialog.locator('[data-generation-result]').waitFor({ timeout: 30_000 });
    await page.getByText('Žebříček byl vygenerován.').first().waitFor();
    await dialog.getByRole('button', { name: 'Zavřít' }).last().click();

    // The adults' men's singles ranking: the person with the tournament that counted.
    await choose(page, page, /^Skupina věkových kategorií/, /^Dospělí$/);
    await choose(page, page, /^Pohlaví/, /^Muž$/);
    await choose(page, page, /^Sportovní disciplína/, /^Dvouhra mužů$/, 'Dvouhra m');
    await idle(page);
    const table = page.getByRole('table', { name: /^Žebříček k / });
    await table.waitFor();
    await page
      .getByLabel(/^Jméno/)
      .first()
      .fill(person.name);
    await idle(page);
    const row = table.getByRole('row').filter({ hasText: person.name }).first();
    await row.waitFor();
    await expect.poll(() => row.textContent()).toContain(NAME);
    await expect.poll(() => row.textContent()).toMatch(/9\s?000/);
    expect(await rawKeys(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'rankings-overview');
    await fitsPhone(page);
    // The side menu has slid away; the toast has gone.
    await page.waitForTimeout(600);
    await screenshot(page, 'rankings-overview-phone');
    await page.setViewportSize({ width: 1280, height: 900 });

    // Excluded tournaments: the picker needs at least one; add, then remove after asking.
    await page.getByRole('tab', { name: 'Vyřazené turnaje' }).click();
    await idle(page);
    await page.getByRole('button', { name: 'Vyřadit turnaje' }).click();
    const picker = page.getByRole('dialog', { name: 'Vyřadit turnaje ze žebříčků' });
    await picker.getByRole('button', { name: 'Přidat' }).click();
    await picker.getByText('Musíte vybrat alespoň 1 turnaj.').waitFor();
    await picker.getByPlaceholder('Hledat podle názvu').fill(`E2E ${RUN}`);
    await page
      .getByRole('option', { name: new RegExp(NAME) })
      .first()
      .click();
    // The list of options stays open after a pick: a click beside it closes it.
    await picker.getByText(/Vybrané turnaje se nebudou/).click();
    await picker.getByRole('button', { name: 'Přidat' }).click();
    await picker.waitFor({ state: 'detached' });
    const listed = page.getByRole('row').filter({ hasText: NAME });
    await listed.waitFor();
    await listed.getByRole('button', { name: `Odebrat ${NAME}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Odebrat z vyřazených turnajů' });
    await confirm.getByRole('button', { name: 'Odebrat' }).click();
    await listed.waitFor({ state: 'detached' });
    await screenshotAtPhoneWidth(page, 'rankings-excluded-phone');
  });
});
