// Reporting end to end (issue 33 parts 1–4): the office opens Výkaznictví, sees the check report,
// picks a club and downloads its sports-register CSV (windows-1250, the register's header), then
// views the annual statistics with their charts. Desktop (1280 px) and phone (375 px) widths, axe.
import pg from 'pg';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { screenshot, useBrowser } from './support/browser';
import { fileOf } from './support/download';
import { DEMO, signIn } from './support/flows';
import { screenshotAtPhoneWidth } from './support/phone';

const browser = useBrowser();
const HEADER =
  'JMENO;DALSI_JMENA;PRIJMENI;RODNE_CISLO;OBCANSTVI;DATUM_NAROZENI;SPORTOVEC;TRENER;SPORTOVCEM_OD;SPORTOVCEM_DO;TRENEREM_OD;TRENEREM_DO;DRUH_SPORTU;ICO';
let pool: pg.Pool;
let club: { name: string; ico: string };

beforeAll(async () => {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error('E2E_DATABASE_URL is not set: run the browser specs with `npm run test:e2e`');
  pool = new pg.Pool({ connectionString: url, max: 1 });
  // The reference data ships no register sport codes (docs/decisions/reporting.md): badminton gets one here.
  await pool.query(
    `UPDATE codebook_entries SET attrs = attrs || '{"nsaCode":"E2E"}' WHERE list = 'nsaSports' AND code = 'BADMINTON'`,
  );
  // A club with an IČO and an approved badminton athlete with a birth number this year.
  const { rows } = await pool.query(
    `SELECT c.name, c.identification_number AS ico FROM clubs c
      WHERE nullif(btrim(c.identification_number), '') IS NOT NULL
        AND EXISTS (SELECT 1 FROM person_roles r JOIN persons p ON p.id = r.person_id
                      JOIN approval_states a ON a.id = r.approval_state_id AND a.is_valid
                     WHERE r.club_id = c.id AND r.type_id = 2 AND r.section_id = 1 AND r.valid_from <= current_date AND (r.valid_till IS NULL OR r.valid_till >= current_date)
                       AND replace(coalesce(p.birth_number, ''), '/', '') ~ '^[0-9]{9,10}$')
      ORDER BY c.name LIMIT 1`,
  );
  club = rows[0];
  if (!club) throw new Error('the demo has no club with an exportable athlete');
});
afterAll(async () => {
  await pool?.query(
    `UPDATE codebook_entries SET attrs = attrs || '{"nsaCode":null}' WHERE list = 'nsaSports' AND code = 'BADMINTON'`,
  );
  await pool?.end();
});

async function settled(page: Page) {
  await expect
    .poll(() => page.locator('main [aria-busy="true"], main [data-chart-loading]').count(), { timeout: 20_000 })
    .toBe(0);
}

describe('reporting', () => {
  it('the office checks and downloads the register file of a club and views the statistics', async () => {
    const { page } = await browser.newPage();
    await page.goto('/');
    await signIn(page, DEMO.expert);
    await page.goto('/zone/admin/reporting');
    await page.getByRole('heading', { level: 1, name: 'Výkaznictví' }).waitFor();
    // The legacy menu item now leads to the native page.
    await page
      .getByRole('navigation', { name: 'Hlavní menu' })
      .getByRole('link', { name: /Výkaznictví/ })
      .waitFor({ state: 'attached' });
    await page.getByRole('heading', { name: 'Kontrola před exportem' }).waitFor();
    await page.getByText(/^Za rok \d{4} (půjde|půjdou) do souboru/).waitFor();
    await settled(page);
    expect((await seriousViolations(page)).join('\n')).toBe('');
    await screenshot(page, 'reporting-nsa-check');

    // One club: its check, then its file.
    const picker = page.getByRole('combobox', { name: 'Klub' });
    await picker.fill(club.name.slice(0, 12));
    await page.getByRole('option', { name: club.name }).first().click();
    await page.getByRole('button', { name: 'Stáhnout CSV klubu' }).waitFor();
    await settled(page);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Stáhnout CSV klubu' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(new RegExp(`^nsa-osoby-\\d{4}-${club.ico.trim()}-.+\\.csv$`));
    const bytes = await fileOf(file);
    const text = new TextDecoder('windows-1250', { fatal: true }).decode(bytes);
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(HEADER);
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.at(-1)).toBe('');
    for (const line of lines.slice(1, -1)) expect(line.split(';')).toHaveLength(14);
    await screenshotAtPhoneWidth(page, 'reporting-nsa-phone');

    // The statistics: totals, charts and tables, this year against the last.
    await page.getByRole('tab', { name: 'Roční statistiky' }).click();
    await page.getByRole('heading', { name: 'Členové podle krajů' }).waitFor();
    await settled(page);
    await page.getByRole('table', { name: 'Kluby podle krajů' }).waitFor();
    await page.getByRole('img', { name: 'Graf: Členové podle krajů' }).waitFor();
    expect(await page.getByRole('button', { name: 'Stáhnout XLSX' }).isVisible()).toBe(true);
    expect((await seriousViolations(page)).join('\n')).toBe('');
    await screenshot(page, 'reporting-stats');
    await screenshotAtPhoneWidth(page, 'reporting-stats-phone');
  });
});
