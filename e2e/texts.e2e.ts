// Every page of the office's, the club's and the member's menu, opened straight from its address,
// with every tab, the first few "new" dialogs on it and its list's first record (every tab of that
// detail too) show no raw text keys ("picker.label"): a page brings the texts of every feature whose
// parts it shows (the venue picker of the event form lacked them). A page reached through the menu
// could borrow texts an earlier page had loaded; a fresh load cannot.
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

/** Waits for the page's requests to end; a page that keeps polling (a sending campaign) gets 3 s. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
}

/** The raw keys on the page and behind each of its tabs (a detail's tabs load their own parts). */
async function rawKeysWithTabs(page: Page): Promise<string[]> {
  const found = await rawKeys(page, SHOWN_IN);
  const tabs = page.locator('main').getByRole('tab');
  for (let t = 0; t < (await tabs.count()); t++) {
    await tabs.nth(t).click();
    await settle(page);
    found.push(...(await rawKeys(page, SHOWN_IN)));
  }
  return [...new Set(found)];
}

/** The address of the list's first record, when the page is a list with a link in its rows. */
async function firstRecord(page: Page): Promise<string | undefined> {
  await settle(page);
  const link = page.locator('main table tbody tr a[href^="/"]').first();
  return (await link.count()) ? ((await link.getAttribute('href')) ?? undefined) : undefined;
}

async function checkMenu(account: string): Promise<void> {
  const { page } = await browser.newPage();
  await page.goto('/');
  await signIn(page, account);
  const addresses = await menuAddresses(page);
  expect(addresses.length).toBeGreaterThan(3);
  const problems: string[] = [];
  /** A record's address by its kind of detail (its address without the id). */
  const records = new Map<string, string>();
  for (const href of addresses) {
    await openFresh(page, href);
    const record = await firstRecord(page);
    // One record per kind of detail: the persons lists of each role open the same page.
    const kind = record?.replace(/\/\d+$/, '');
    if (record && kind && !addresses.includes(record) && !records.has(kind)) records.set(kind, record);
    const onPage = await rawKeysWithTabs(page);
    if (onPage.length) problems.push(`${href}: ${onPage.join(', ')}`);
    // The tabs clicked through, the new-record buttons are looked for on the page as it loads.
    if (await page.locator('main').getByRole('tab').count()) await openFresh(page, href);
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
  // Each list's first record, loaded from its address, with every tab of its detail.
  for (const href of records.values()) {
    await openFresh(page, href);
    const onDetail = await rawKeysWithTabs(page);
    if (onDetail.length) problems.push(`${href}: ${onDetail.join(', ')}`);
  }
  expect(problems).toEqual([]);
}

describe('texts', () => {
  it("the office's pages, their tabs, new-record forms and first records show no raw keys", async () => {
    await checkMenu(DEMO.admin);
  }, 420_000);

  it("the member's pages, their tabs and first records show no raw keys", async () => {
    await checkMenu(DEMO.member);
  }, 120_000);

  it("the club's pages, their tabs, new-record forms and first records show no raw keys", async () => {
    await checkMenu(DEMO.club);
  }, 180_000);
});
