// The public registration-number check end to end (issue 17), signed out: a pasted text with two
// valid numbers (demo members holding an approved role today), one invalid (a number nobody holds)
// and one malformed (a Cyrillic 'С' in the country code) gives four results with their badges;
// a QR code read from the page's pixels holds the check address of its number, and that address
// opens the check of that one number. The page fits a phone and passes axe-core.
import jsQR from 'jsqr';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { baseUrl, screenshot, useBrowser } from './support/browser';
import { screenshotAtPhoneWidth } from './support/phone';

const browser = useBrowser();
const PAGE = '/zone/public/person/registration-numbers-validation';
let pool: pg.Pool;
let valid: string[];

beforeAll(async () => {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error('E2E_DATABASE_URL is not set: run the browser specs with `npm run test:e2e`');
  pool = new pg.Pool({ connectionString: url, max: 1 });
  const { rows } = await pool.query<{ number: string }>(
    `SELECT p.registration_number AS number FROM persons p
      WHERE p.registration_number ~ '^[A-Z]{3} [0-9]{3}-[0-9]{3}$'
        AND EXISTS (SELECT 1 FROM person_roles r JOIN approval_states a ON a.id = r.approval_state_id AND a.is_valid
                     WHERE r.person_id = p.id AND r.valid_from <= current_date
                       AND (r.valid_till IS NULL OR r.valid_till >= current_date))
      ORDER BY p.id LIMIT 2`,
  );
  valid = rows.map((r) => r.number);
  expect(valid).toHaveLength(2);
});

afterAll(async () => {
  await pool?.end();
});

/** The QR code of an <img> as the browser decoded it: its pixels, read back and scanned with jsQR. */
async function qrOf(img: import('playwright-core').Locator): Promise<string | null> {
  const pixels = await img.evaluate((el: HTMLImageElement) => {
    const canvas = document.createElement('canvas');
    canvas.width = el.naturalWidth;
    canvas.height = el.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(el, 0, 0);
    const data = context.getImageData(0, 0, canvas.width, canvas.height);
    return { width: data.width, height: data.height, data: Array.from(data.data) };
  });
  return jsQR(new Uint8ClampedArray(pixels.data), pixels.width, pixels.height)?.data ?? null;
}

describe('public registration-number check', () => {
  it('answers two valid, one invalid and one malformed number, with QR codes back to the check', async () => {
    const { page } = await browser.newPage();
    await page.goto(PAGE);
    await page.getByRole('heading', { level: 1, name: 'Kontrola registračních čísel' }).waitFor();
    const field = page.getByRole('textbox', { name: 'Text s registračními čísly' });

    // Nothing to check: the spec's message next to the field.
    await field.fill('Na soupisce dnes nikdo není.');
    await page.getByRole('button', { name: 'Zkontrolovat' }).click();
    await page.getByText('Kontrola se nezdařila: Pro kontrolu nebyla v zadaném textu nalezena žádná čísla').waitFor();
    // A field's error message in red with enough contrast (Mantine's own red is 3.3:1: app.css).
    expect(await seriousViolations(page)).toEqual([]);

    const lowerSpaced = valid[0]!.toLowerCase().replace('-', ' ');
    await field.fill(
      `Soupiska:\n1. ${lowerSpaced} (kapitán)\n2. ${valid[1]!.replace(' ', '–')}\n3. ZZZ 999-999\n4. СZE 123-456\n5. ${valid[0]}`,
    );
    await page.getByRole('button', { name: 'Zkontrolovat' }).click();
    const items = page.getByTestId('registration-check-item');
    await expect.poll(() => items.count()).toBe(4);
    await page.getByText('Nalezena 4 čísla').waitFor();
    const texts = await items.allInnerTexts();
    // The badge first, then the number.
    const badge = (i: number) => texts[i]!.split('\n')[0]!.toLowerCase();
    expect([0, 1, 2, 3].map(badge)).toEqual(['platné', 'platné', 'neplatné', 'chybný zápis']);
    expect(texts[0]).toContain(valid[0]);
    expect(texts[1]).toContain(valid[1]);
    expect(texts[2]).toContain('ZZZ 999-999');
    expect(texts[3]).toContain('СZE 123-456');
    // The malformed one has no QR code; the others have one each, named by their number.
    await expect.poll(() => page.getByRole('img', { name: /^QR kód/ }).count()).toBe(3);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'registration-check');
    await screenshotAtPhoneWidth(page, 'registration-check-375');

    const qr = page.getByRole('img', { name: `QR kód s odkazem na kontrolu čísla ${valid[1]}` });
    const target = await qrOf(qr);
    expect(target).toBe(`${baseUrl()}${PAGE}?number=${encodeURIComponent(valid[1]!)}`);

    // The QR code's address: the check of that one number, run as the page opens.
    await page.goto(target!);
    await page.getByText('Nalezeno 1 číslo').waitFor();
    expect(await field.inputValue()).toBe(valid[1]);
    await expect.poll(() => items.count()).toBe(1);
    expect((await items.first().innerText()).split('\n')[0]!.toLowerCase()).toBe('platné');
    // At phone width the result and its QR code fit without sideways scrolling.
    await page.setViewportSize({ width: 375, height: 800 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, 'registration-check-number-375');
  });
});
