// The public rankings end to end (issue 36), signed out: the overview opens on the demo's latest
// ranking (generated at today by the demo seed); two earlier rankings of its leader's combination
// are written by SQL here (copies at lower points), so the player page's chart has a history. A
// visitor picks an earlier date, finds the leader by name, opens the player page (places, the
// points chart, the counted results linking to the public tournament pages); a person in no
// ranking is "not found". Both pages pass axe-core and fit a phone; screenshots at 1280 and 375 px.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { screenshot, useBrowser } from './support/browser';
import { screenshotAtPhoneWidth } from './support/phone';

const browser = useBrowser();
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const czechDate = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d}. ${m}. ${y}`;
};

let pool: pg.Pool;
let latest: { id: number; rankDate: string };
let leader: { id: number; name: string; lastName: string };
const added: number[] = [];
let earlier = '';
let outsider = 0;

beforeAll(async () => {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error('E2E_DATABASE_URL is not set: run the browser specs with `npm run test:e2e`');
  pool = new pg.Pool({ connectionString: url, max: 1 });
  // The overview's default: the most recently dated ranking.
  const r = await pool.query<{ id: number; rank_date: string }>(
    `SELECT id, rank_date::text FROM rankings ORDER BY rank_date DESC, id DESC LIMIT 1`,
  );
  expect(r.rows, 'the demo has rankings').toHaveLength(1);
  latest = { id: r.rows[0]!.id, rankDate: r.rows[0]!.rank_date };
  const p = await pool.query<{ id: number; name: string; last_name: string }>(
    `SELECT p.id, p.first_name || ' ' || p.last_name AS name, p.last_name FROM ranking_entries e
       JOIN persons p ON p.id = e.person_id WHERE e.ranking_id = $1 ORDER BY e.rank, e.person_id LIMIT 1`,
    [latest.id],
  );
  leader = { id: p.rows[0]!.id, name: p.rows[0]!.name, lastName: p.rows[0]!.last_name };
  // Two earlier rankings of the same combination: the same persons at 50 % and 80 % of the points.
  for (const [days, share] of [
    [60, 0.5],
    [30, 0.8],
  ] as const) {
    const copy = await pool.query<{ id: number; rank_date: string }>(
      `INSERT INTO rankings (age_category_group_id, sex_id, sport_discipline_id, rank_date, entries_count)
       SELECT age_category_group_id, sex_id, sport_discipline_id, rank_date - $2::int, entries_count
         FROM rankings WHERE id = $1
       ON CONFLICT DO NOTHING RETURNING id, rank_date::text`,
      [latest.id, days],
    );
    if (!copy.rows[0]) continue;
    added.push(copy.rows[0].id);
    earlier = copy.rows[0].rank_date;
    await pool.query(
      `INSERT INTO ranking_entries (ranking_id, person_id, rank, points, club_id, counted)
       SELECT $2, person_id, rank, round(points * $3, 2), club_id, counted FROM ranking_entries WHERE ranking_id = $1`,
      [latest.id, copy.rows[0].id, share],
    );
  }
  outsider = (
    await pool.query<{ id: number }>(
      `SELECT p.id FROM persons p WHERE NOT EXISTS (SELECT 1 FROM ranking_entries e WHERE e.person_id = p.id)
        ORDER BY p.id LIMIT 1`,
    )
  ).rows[0]!.id;
});

afterAll(async () => {
  if (added.length) await pool?.query('DELETE FROM rankings WHERE id = ANY($1::int[])', [added]).catch(() => {});
  await pool?.end();
});

describe('public rankings', () => {
  it('shows the latest ranking signed out, an earlier date, and a player with the chart and results', async () => {
    const { page } = await browser.newPage();
    await page.goto('/zone/public/ranking/public-overview');
    await page.getByRole('heading', { level: 1, name: 'Žebříčky' }).waitFor();
    const table = page.getByRole('table', { name: new RegExp(`žebříček k ${literal(czechDate(latest.rankDate))}`) });
    await table.waitFor();
    expect(await page.getByRole('combobox', { name: 'Datum žebříčku' }).inputValue()).toBe(czechDate(latest.rankDate));
    await table.getByRole('row', { name: new RegExp(`^1\\. ${literal(leader.name)}`) }).waitFor();
    await screenshot(page, 'public-rankings-overview');
    expect((await seriousViolations(page)).join('\n')).toBe('');
    await screenshotAtPhoneWidth(page, 'public-rankings-overview-375');

    // An earlier date: in the address, and its ranking shown.
    await page.getByRole('combobox', { name: 'Datum žebříčku' }).click();
    await page.getByRole('option', { name: czechDate(earlier), exact: true }).click();
    await page.waitForURL(new RegExp(`date=${earlier}`));
    await page.getByRole('table', { name: new RegExp(`žebříček k ${literal(czechDate(earlier))}`) }).waitFor();

    // The leader by name, then the player page.
    await page.getByRole('textbox', { name: 'Hledat hráče podle jména' }).fill(leader.lastName);
    await page.waitForURL(/name=/);
    await page.getByRole('link', { name: leader.name, exact: true }).first().click();
    await page.waitForURL(new RegExp(`/zone/public/ranking/public-player/${leader.id}$`));
    await page.getByRole('heading', { level: 1, name: leader.name }).waitFor();
    const places = page.getByRole('region', { name: 'Umístění v žebříčcích' });
    await places
      .getByText(`Žebříček k ${czechDate(latest.rankDate)}`)
      .first()
      .waitFor();
    // The chart draws a line through the three dates.
    const chart = page.getByRole('img', { name: new RegExp(`Graf bodů hráče ${literal(leader.name)}`) });
    await chart.locator('.recharts-line-curve').first().waitFor();
    expect(await chart.locator('.recharts-line-dot, .recharts-dot').count()).toBeGreaterThanOrEqual(3);
    const results = page.getByRole('region', { name: 'Započtené výsledky' });
    const tournament = results.getByRole('link').first();
    expect(await tournament.getAttribute('href')).toMatch(/\/zone\/public\/tournament\/public-detail\/\d+$/);
    expect((await seriousViolations(page)).join('\n')).toBe('');
    await screenshot(page, 'public-rankings-player');
    await screenshotAtPhoneWidth(page, 'public-rankings-player-375');

    // A person in no ranking has no page.
    await page.goto(`/zone/public/ranking/public-player/${outsider}`);
    await page.getByRole('heading', { level: 1, name: 'Nenalezeno' }).waitFor();
  });
});
