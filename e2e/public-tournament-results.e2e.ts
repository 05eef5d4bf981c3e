// The public tournament calendar's month view and a past tournament's results (issue 36 §2), signed
// out: the list switches to the month view (view and month in the address), the month of a finished
// demo tournament shows it on its day and turns with the buttons and PageUp/PageDown, a phone gets
// the agenda; the tournament's detail shows its standings (placing, player linking to the public
// player page, club, points) from one call. axe-core and screenshots at 1280 and 375 px.
import pg from 'pg';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { screenshot, useBrowser } from './support/browser';
import { screenshotAtPhoneWidth } from './support/phone';

const browser = useBrowser();
const LIST = '/zone/public/tournament/public-list';
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Czech month names as Intl writes them standalone ("listopad 2026"), capitalised by the page. */
const monthTitle = (month: string) => {
  const text = new Intl.DateTimeFormat('cs-CZ', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
  return text.charAt(0).toUpperCase() + text.slice(1);
};
const shift = (month: string, delta: number) => {
  const d = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 + delta, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
};

let pool: pg.Pool;
/** A finished public demo tournament (not a league) with results, and its winner of one discipline. */
let past: { id: number; name: string; month: string; discipline: string; winner: string; personId: number };

beforeAll(async () => {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error('E2E_DATABASE_URL is not set: run the browser specs with `npm run test:e2e`');
  pool = new pg.Pool({ connectionString: url, max: 1 });
  const { rows } = await pool.query<typeof past>(
    `SELECT t.id, t.name, to_char(t.date_from, 'YYYY-MM') AS month, c.name AS discipline,
            p.first_name || ' ' || p.last_name AS winner, p.id AS "personId"
       FROM tournaments t
       JOIN tournament_competitions c ON c.tournament_id = t.id AND c.state_id <> 4
       JOIN tournament_participants a ON a.tournament_competition_id = c.id AND a.role_id = 1
        AND a.state_id IN (1, 2) AND a.rank_from = 1
       JOIN persons p ON p.id = a.person_id
      WHERE t.date_till < current_date AND t.state_id <> 1 AND t.type_id <> 7
        AND to_char(t.date_from, 'YYYY-MM') = to_char(t.date_till, 'YYYY-MM')
      ORDER BY t.date_till DESC, c.name, c.id, p.last_name, p.first_name LIMIT 1`,
  );
  expect(rows, 'the demo data has a finished tournament with results').toHaveLength(1);
  past = rows[0]!;
});

afterAll(async () => {
  await pool?.end();
});

/** The month heading (level 2) of the month view. */
const monthHeading = (page: Page, month: string) => page.getByRole('heading', { level: 2, name: monthTitle(month) });

describe('public tournament calendar and results', () => {
  it('shows a month with its tournaments, turns it by the buttons and the keyboard, and fits a phone', async () => {
    const { page } = await browser.newPage();
    await page.goto(LIST);
    await page.getByRole('heading', { level: 1, name: 'Turnaje' }).waitFor();
    // The month view of the current month, in the address.
    await page.getByText('Měsíc', { exact: true }).click();
    await page.waitForURL(/\?view=month&month=\d{4}-\d{2}$/);
    // The month view has no tabs (the month is its period).
    await expect.poll(() => page.getByRole('radio', { name: 'Proběhlé' }).count()).toBe(0);

    await page.goto(`${LIST}?view=month&month=${past.month}`);
    const grid = page.getByRole('table', { name: monthTitle(past.month) });
    await grid.getByRole('link', { name: past.name }).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'public-tournament-month');

    // Next month by the button, back by PageUp (focus stays on the button), next again by PageDown.
    await page.getByRole('button', { name: 'Následující měsíc' }).click();
    await monthHeading(page, shift(past.month, 1)).waitFor();
    await page.waitForURL(new RegExp(`month=${shift(past.month, 1)}$`));
    await page.keyboard.press('PageUp');
    await monthHeading(page, past.month).waitFor();
    await page.waitForURL(new RegExp(`month=${past.month}$`));
    await page.keyboard.press('PageDown');
    await monthHeading(page, shift(past.month, 1)).waitFor();
    // Back in the browser history returns to the month before.
    await page.goBack();
    await monthHeading(page, past.month).waitFor();
    await grid.getByRole('link', { name: past.name }).first().waitFor();

    // On a phone the month is an agenda of its days.
    await screenshotAtPhoneWidth(page, 'public-tournament-month-375');
  });

  it("shows a past tournament's standings with the players linking to their public page", async () => {
    const { page } = await browser.newPage();
    await page.goto(`${LIST}?view=month&month=${past.month}`);
    const requests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/public-zone/tournaments/')) requests.push(r.url());
    });
    await page
      .getByRole('table', { name: monthTitle(past.month) })
      .getByRole('link', { name: past.name })
      .first()
      .click();
    await page.waitForURL(new RegExp(`/zone/public/tournament/public-detail/${past.id}$`));
    await page.getByRole('heading', { level: 1, name: past.name }).waitFor();
    const results = page.getByRole('region', { name: 'Výsledky' });
    const table = results.getByRole('table', { name: past.discipline });
    const winner = table.getByRole('row', { name: new RegExp(`^1\\. .*${literal(past.winner)}`) });
    await winner.waitFor();
    expect(await winner.getByRole('link', { name: past.winner }).getAttribute('href')).toBe(
      `/zone/public/ranking/public-player/${past.personId}`,
    );
    // The participants come with the detail: one call for the page.
    await page.getByRole('region', { name: 'Přihlášení' }).getByRole('row').first().waitFor();
    const pageCalls = requests
      .map((u) => new URL(u).pathname)
      .filter((p) => new RegExp(`^/api/public-zone/tournaments/${past.id}(/participants)?$`).test(p));
    expect(pageCalls).toEqual([`/api/public-zone/tournaments/${past.id}`]);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'public-tournament-results');
    await screenshotAtPhoneWidth(page, 'public-tournament-results-375');
  });
});
