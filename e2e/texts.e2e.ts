// Every page of the office's and the club's menu, opened straight from its address, and the first
// few "new" dialogs on it show no raw text keys ("picker.label"): a page brings the texts of every
// feature whose parts it shows (the venue picker of the event form lacked them). A page reached
// through the menu could borrow texts an earlier page had loaded; a fresh load cannot.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { DEMO, rawKeys, signIn } from './support/flows';

const browser = useBrowser();
const CREATE = /^(Nov[áýéí]|Přidat)/;
/** Where a text key could show besides the page's text: a name, and a field's hint. */
const SHOWN_IN = ['aria-label', 'placeholder'];

/** The menu's addresses, its groups opened one by one. */
async function menuAddresses(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Hlavní menu' });
  await nav.locator('a[href]').first().waitFor();
  const found = new Set<string>();
  const groups = nav.locator('button[aria-expanded]');
  for (let g = 0; g < (await groups.count()); g++) {
    const group = groups.nth(g);
    if ((await group.getAttribute('aria-expanded')) === 'false') await group.click();
    for (const href of await nav.locator('a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!)))
      found.add(href);
  }
  return [...found];
}

async function openFresh(page: Page, href: string): Promise<void> {
  await page.goto(href);
  await page.locator('main h1').first().waitFor();
}

async function checkMenu(account: string): Promise<void> {
  const { page } = await browser.newPage();
  await page.goto('/');
  await signIn(page, account);
  const addresses = await menuAddresses(page);
  expect(addresses.length).toBeGreaterThan(10);
  const problems: string[] = [];
  for (const href of addresses) {
    await openFresh(page, href);
    const onPage = await rawKeys(page, SHOWN_IN);
    if (onPage.length) problems.push(`${href}: ${onPage.join(', ')}`);
    const creates = await page.locator('main').getByRole('button', { name: CREATE }).count();
    for (let i = 0; i < Math.min(creates, 2); i++) {
      if (i > 0) await openFresh(page, href);
      const create = page.locator('main').getByRole('button', { name: CREATE }).nth(i);
      if (!(await create.isEnabled())) continue;
      const name = (await create.textContent())?.trim();
      const before = page.url();
      await create.click();
      // A dialog (its code may load first), or the form's own page.
      const settled = (wait: Promise<unknown>) => wait.then(() => true).catch(() => false);
      await Promise.race([
        settled(page.getByRole('dialog').first().waitFor({ timeout: 10_000 })),
        settled(page.waitForURL((url) => url.href !== before, { timeout: 10_000 })),
      ]);
      await page.locator('main h1').first().waitFor();
      await page.waitForTimeout(300);
      const inDialog = await rawKeys(page, SHOWN_IN);
      if (inDialog.length) problems.push(`${href} → ${name}: ${inDialog.join(', ')}`);
    }
  }
  expect(problems).toEqual([]);
}

describe('texts', () => {
  it("the office's pages and their new-record forms, each loaded from its address, show no raw keys", async () => {
    await checkMenu(DEMO.admin);
  }, 300_000);

  it("the club's pages and their new-record forms, each loaded from its address, show no raw keys", async () => {
    await checkMenu(DEMO.club);
  }, 180_000);
});
