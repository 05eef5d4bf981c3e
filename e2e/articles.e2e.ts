// Federation articles end to end (issue 13): the office writes an article with bold text and a
// tag, shows it to clubs and publishes it now; a club manager finds it on the dashboard by an
// accent-less word of its title, narrows the news by the tag and opens the detail. A missing
// article says "Error" / "the report was not found". Screenshots at desktop and phone width.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { screenshot, useBrowser } from './support/browser';
import { DEMO, openFromMenu, rawKeys, signIn } from './support/flows';
import { fitsPhone } from './support/phone';

const browser = useBrowser();
const RUN = Date.now().toString(36).slice(-6);
const TITLE = `Žluťoučký kůň vyhrál turnaj ${RUN}`;
const TAG = `Koně ${RUN}`;

async function writeArticle(page: Page) {
  await openFromMenu(page, 'Přehled', 'Články svazu');
  await page.getByRole('heading', { level: 1, name: 'Články svazu' }).waitFor();
  await page.getByRole('link', { name: 'Nový článek' }).click();
  await page.getByRole('heading', { level: 1, name: 'Nový článek' }).waitFor();

  await page.getByLabel(/^Titulek/).fill(TITLE);
  await page.getByLabel('Perex').fill('Krátká zpráva z turnaje.');
  // The editor loads lazily; bold by the keyboard shortcut, as a writer would.
  const editor = page.locator('.ProseMirror');
  await editor.click();
  await page.keyboard.type('Byl to ');
  await page.keyboard.press('Control+B');
  await page.keyboard.type('skvělý výkon');
  await page.keyboard.press('Control+B');
  await page.keyboard.type(' celého týmu.');
  await expect.poll(() => editor.locator('strong').textContent()).toBe('skvělý výkon');

  const tags = page.getByLabel('Štítky').and(page.locator('input:not([type=hidden])'));
  await tags.fill(TAG);
  await tags.press('Enter');
  // Visible to clubs only: the office and members' zones unticked.
  await page.getByLabel('Správa svazu').uncheck();
  await page.getByLabel('Členové').uncheck();
  await page.getByRole('button', { name: 'Nyní' }).click();
  // "Now" fills the date, the Czech way, and the time beside it.
  expect(await page.getByRole('textbox', { name: /^Datum zveřejnění/ }).inputValue()).toMatch(
    /^\d{1,2}\. \d{1,2}\. \d{4}$/,
  );
  expect(await page.getByRole('textbox', { name: 'Čas – Datum zveřejnění' }).inputValue()).toMatch(/^\d\d:\d\d$/);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'articles-admin-form');
  await page.getByRole('button', { name: 'Uložit' }).click();
  await page.waitForURL(/\/zone\/admin\/federation-article\/list/);
  const row = page.getByRole('row').filter({ hasText: TITLE });
  await row.waitFor();
  await expect.poll(() => row.textContent()).toContain('Zveřejněno');
  expect(await row.textContent()).toContain(TAG);
}

describe('federation articles', () => {
  it('an article written and published by the office is found by search and tag on the club dashboard', async () => {
    const admin = await browser.newPage();
    await admin.page.goto('/');
    await signIn(admin.page, DEMO.admin);
    await writeArticle(admin.page);

    const { page } = await browser.newPage();
    await page.goto('/');
    await signIn(page, DEMO.club);
    await page.goto('/zone/club/home');
    await page.getByRole('heading', { level: 2, name: 'Novinky svazu' }).waitFor();
    // The demo news are there before any search.
    await page.getByRole('article').first().waitFor();

    // Without accents and in another case: "zlutoucky KUN" finds "Žluťoučký kůň".
    await page.getByLabel('Hledat ve zprávách').fill(`zlutoucky KUN ${RUN}`);
    const card = page.getByRole('article').filter({ hasText: TITLE });
    await card.waitFor();
    await expect.poll(() => page.getByRole('article').count()).toBe(1);
    expect(new URL(page.url()).searchParams.get('q')).toBe(`zlutoucky KUN ${RUN}`);

    // The tag narrows the news (the search cleared first): only this article carries it.
    await page.getByLabel('Hledat ve zprávách').fill('');
    // A chip is a radio whose label is what one clicks.
    await page
      .locator('label')
      .filter({ hasText: `${TAG} (1)` })
      .click();
    await expect.poll(() => page.getByRole('radio', { name: `${TAG} (1)` }).isChecked()).toBe(true);
    await expect.poll(() => page.getByRole('article').count()).toBe(1);
    await card.waitFor();
    expect(new URL(page.url()).searchParams.get('tag')).toBe(TAG);
    // The news list keeps the cards shown while a new filter is answered: wait until it is settled.
    await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'articles-club-home');

    // A link keeps the filter: opened afresh, the same single article.
    const url = page.url();
    await page.goto(url);
    await page.getByRole('article').filter({ hasText: TITLE }).waitFor();
    await expect.poll(() => page.getByRole('article').count()).toBe(1);

    await card.getByRole('link', { name: TITLE }).click();
    await page.waitForURL(/\/zone\/club\/federation-article\/detail\/\d+$/);
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    expect(await page.locator('.article-body strong').textContent()).toBe('skvělý výkon');
    expect(await page.getByRole('link', { name: TAG }).count()).toBe(1);
    expect(await rawKeys(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'articles-club-detail');
    await fitsPhone(page);
    await screenshot(page, 'articles-club-detail-phone');

    await page.goto('/zone/club/home');
    await page.getByRole('article').first().waitFor();
    await fitsPhone(page);
    await screenshot(page, 'articles-club-home-phone');
  });

  it('says the report was not found for a missing article, in Czech and English', async () => {
    const { page } = await browser.newPage();
    await page.goto('/');
    await signIn(page, DEMO.club);
    await page.goto('/zone/club/federation-article/detail/999999');
    const alert = page.getByRole('alert').filter({ hasText: 'Chyba' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Zpráva nebyla nalezena.');

    await page.evaluate(() => localStorage.setItem('fedra.language', 'en'));
    await page.reload();
    const english = page.getByRole('alert').filter({ hasText: 'Error' });
    await english.waitFor();
    expect(await english.textContent()).toContain('The report was not found.');
    await screenshot(page, 'articles-not-found-en');
  });
});
