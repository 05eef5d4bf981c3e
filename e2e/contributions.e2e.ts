// Person contributions end to end (issue 12): an administrator opens the list from the menu,
// filters a season, picks unpaid and already paid rows and pays them: the spec's mixed-result
// message names the failures, the totals change. The generation for a season shows its progress and
// result. A club manager pays from the club's credit in the club zone; a read-only club manager is
// offered no payment. At 375 px nothing scrolls sideways and axe finds nothing serious.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { isoDay } from './support/api';
import { seriousViolations } from './support/axe';
import { baseUrl, screenshot, useBrowser } from './support/browser';
import { DEMO, DEMO_PASSWORD, openFromMenu, rawKeys, signIn } from './support/flows';
import { fitsPhone } from './support/phone';

const browser = useBrowser();

const TITLE = 'Příspěvky osob';

interface Season {
  id: number;
  name: string;
  validFrom: string;
  validTill: string;
}

/** The admin zone's seasons, newest first (as the page's season filter lists them). */
async function seasons(): Promise<Season[]> {
  const json = { 'content-type': 'application/json', accept: 'application/json' };
  const login = await fetch(`${baseUrl()}/api/account/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ userName: DEMO.admin, password: DEMO_PASSWORD }),
  });
  const { access_token } = (await login.json()) as { access_token: string };
  const res = await fetch(`${baseUrl()}/api/admin-zone/seasons?sort=-validTill&limit=20`, {
    headers: { authorization: `Bearer ${access_token}`, accept: 'application/json' },
  });
  return ((await res.json()) as { data: Season[] }).data;
}

async function idle(page: Page) {
  await page.locator('[data-list-status="idle"]').first().waitFor({ state: 'attached' });
  await expect.poll(() => page.locator('table[aria-busy]').count()).toBe(0);
  await expect.poll(() => page.locator('[data-totals][aria-busy]').count()).toBe(0);
}

/** A Mantine select: open it and take the option. */
async function choose(scope: Page | Locator, page: Page, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The figure of one total ("count", "expected", "paid", "unpaid"), spaces normalised. */
async function total(page: Page, key: string): Promise<string> {
  return ((await page.locator(`[data-total="${key}"]`).textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

/** A person of the list: the name and the checkbox label (with the registration number). */
interface Person {
  name: string;
  label: string;
}

/** Up to `count` persons whose paid state badge reads `state`. */
async function personsIn(table: Locator, state: string, count: number): Promise<Person[]> {
  const rows = table.locator('tbody tr').filter({ has: table.page().getByText(state, { exact: true }) });
  const persons: Person[] = [];
  for (let i = 0; i < (await rows.count()) && persons.length < count; i++) {
    const lines = await rows.nth(i).locator('td').nth(1).locator('p').allTextContents();
    const [name, number] = lines.map((l) => l.trim());
    // A namesake would make the per-person answer ambiguous.
    if (name && number && !persons.some((p) => p.name === name)) {
      persons.push({ name, label: `Vybrat ${name}, ${number}` });
    }
  }
  return persons;
}

async function openContributions(page: Page) {
  await openFromMenu(page, 'Ekonomika', TITLE);
  await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
  await idle(page);
}

describe('person contributions', () => {
  it('admin: season filter, a mixed bulk payment naming the failures, totals, generation with progress', async () => {
    // As the page picks its default: the season today falls in; the one before it is next in the list.
    const all = await seasons();
    const today = isoDay(0);
    const at = all.findIndex((s) => s.validFrom <= today && today <= s.validTill);
    const current = all[at];
    const previous = all[at + 1];
    expect(previous, 'the demo data has a current and a previous season').toBeDefined();
    const { page } = await browser.newPage();
    await page.goto('/');
    await signIn(page, DEMO.admin);
    await openContributions(page);
    expect(await page.title()).toBe(`${TITLE} | Fedra`);
    // The current season is the default.
    expect(await page.getByRole('combobox', { name: 'Sezóna' }).inputValue()).toBe(current!.name);

    // The previous season: its rows only.
    await choose(page, page, 'Sezóna', previous!.name);
    await page.waitForURL(new RegExp(`[?&]season=${previous!.id}`));
    await idle(page);
    const table = page.getByRole('table', { name: TITLE });
    const seasonsShown = async () => [...new Set(await table.locator('tbody tr td:nth-child(5)').allTextContents())];
    await expect.poll(seasonsShown).toEqual([previous!.name]);
    await idle(page);
    expect(await rawKeys(page)).toEqual([]);
    await screenshot(page, 'contribution-list-admin');

    // Two unpaid and one already paid person, picked by their checkboxes.
    const unpaid = await personsIn(table, 'Nezaplaceno', 2);
    const paid = await personsIn(table, 'Zaplaceno', 1);
    expect(unpaid.length, 'the demo season has unpaid contributions').toBe(2);
    expect(paid.length, 'the demo season has paid contributions').toBe(1);
    for (const person of [...unpaid, ...paid]) await table.getByRole('checkbox', { name: person.label }).check();
    await page.getByText('Vybrány 3 záznamy').waitFor();
    const paidBefore = await total(page, 'paid');
    const unpaidBefore = await total(page, 'unpaid');

    await page.getByRole('button', { name: 'Zaplatit vybrané' }).click();
    const dialog = page.getByRole('dialog', { name: 'Úhrada příspěvků' });
    await dialog.getByText('Označit 3 příspěvky jako zaplacené', { exact: false }).waitFor();
    expect(await dialog.getByRole('combobox', { name: 'Zdroj platby' }).inputValue()).toBe('Kredit klubu');
    await dialog.getByRole('button', { name: 'Zaplatit' }).click();
    await dialog.getByRole('alert').getByText('Z 3 požadavků nebylo možné zpracovat 1.').waitFor();
    const failures = dialog.getByRole('list', { name: 'Nezpracované požadavky' });
    expect((await failures.getByRole('listitem').allTextContents()).join('|')).toContain(paid[0]!.name);
    await screenshot(page, 'contribution-pay-mixed');
    await dialog.getByRole('button', { name: 'Zavřít' }).last().click();
    await dialog.waitFor({ state: 'detached' });
    await idle(page);
    await expect.poll(() => total(page, 'paid')).not.toBe(paidBefore);
    expect(await total(page, 'unpaid')).not.toBe(unpaidBefore);
    // The selection is cleared and the two are now paid.
    const checkbox = table.getByRole('checkbox', { name: unpaid[0]!.label });
    expect(await checkbox.isChecked()).toBe(false);
    await checkbox.locator('xpath=ancestor::tr').getByText('Zaplaceno', { exact: true }).waitFor();

    // The generation for the current season: asked first, then its progress and result.
    await choose(page, page, 'Sezóna', current!.name);
    await idle(page);
    await page.getByRole('button', { name: 'Generovat pro sezónu' }).click();
    const generate = page.getByRole('dialog', { name: 'Generování příspěvků' });
    await generate.getByText(`Vygenerovat příspěvky sezóny ${current!.name}`, { exact: false }).waitFor();
    await generate.getByRole('button', { name: 'Generovat' }).click();
    const bar = generate.getByRole('progressbar', { name: 'Průběh generování' });
    await bar.waitFor();
    await generate.getByText(/^Hotovo: nových \d/).waitFor({ timeout: 60_000 });
    expect(await bar.getAttribute('aria-valuenow')).toBe('100');
    await screenshot(page, 'contribution-generation');
    await generate.getByRole('button', { name: 'Zavřít' }).last().click();

    // The price list is a link away.
    await page.getByRole('main').getByRole('link', { name: 'Ceník příspěvků' }).click();
    await page.getByRole('heading', { level: 1, name: 'Ceník příspěvků' }).waitFor();
    await idle(page);
    await screenshot(page, 'contribution-prices');
  });

  it('club manager pays from the club credit; the read-only one cannot pay', async () => {
    const { page } = await browser.newPage();
    await signIn(page, DEMO.club);
    if (!page.url().includes('/zone/club/')) await page.goto('/zone/club/home');
    await openContributions(page);
    const table = page.getByRole('table', { name: TITLE });
    expect(await table.getByRole('columnheader', { name: 'Klub' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Generovat pro sezónu' }).count()).toBe(0);
    await choose(page.getByRole('search'), page, 'Stav úhrady', 'Nezaplaceno');
    await idle(page);
    const [person] = await personsIn(table, 'Nezaplaceno', 1);
    expect(person, 'the club has an unpaid contribution').toBeDefined();
    await table.getByRole('checkbox', { name: person!.label }).check();
    await page.getByRole('button', { name: 'Zaplatit vybrané' }).click();
    const dialog = page.getByRole('dialog', { name: 'Úhrada příspěvků' });
    // The club pays from its credit: shown, not chosen.
    await dialog.getByText('Kredit klubu', { exact: true }).waitFor();
    expect(await dialog.getByRole('combobox', { name: 'Zdroj platby' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Zaplatit' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(/^Zaplacen 1 příspěvek v celkové výši/).waitFor();
    await screenshot(page, 'contribution-list-club');

    // The club's credit history shows the payment as its newest movement: spent today, one fee.
    const menu = page.getByRole('navigation', { name: 'Hlavní menu' });
    await menu.getByRole('link', { name: 'Kredit klubu' }).click();
    await page.getByRole('heading', { level: 1, name: 'Kredit klubu' }).waitFor();
    await idle(page);
    const [year, month, day] = isoDay(0).split('-').map(Number);
    const today = `${day}. ${month}. ${year}`;
    const newest = page.getByRole('table', { name: 'Pohyby kreditu klubu' }).getByRole('row').nth(1);
    await expect.poll(() => newest.textContent()).toMatch(/Členské příspěvky .*: 1 osoba/);
    expect(await newest.textContent()).toContain(today);
    expect(await newest.textContent()).toContain('Čerpání');

    const reader = (await browser.newPage()).page;
    await signIn(reader, DEMO.clubro);
    await reader.goto('/zone/club/person-contribution/list');
    await reader.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await idle(reader);
    await reader.getByRole('table', { name: TITLE }).locator('tbody tr').first().waitFor();
    expect(await reader.getByRole('button', { name: 'Zaplatit vybrané' }).count()).toBe(0);
    expect(await reader.getByRole('checkbox').count()).toBe(0);
  });

  it('at 375 px: no sideways scrolling, the rows are cards, nothing serious for axe', async () => {
    const { page } = await browser.newPage();
    await signIn(page, DEMO.admin);
    await page.goto('/zone/admin/person-contribution/list');
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await idle(page);
    await fitsPhone(page);
    // On a phone the rows are cards (issue 36 §8): not even the list's own box scrolls sideways.
    await page.locator('table[data-layout="cards"]').waitFor();
    const box = page.locator('.mantine-TableScrollContainer-scrollContainer').first();
    expect(await box.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    await page.getByRole('button', { name: 'Zaplatit vybrané' }).scrollIntoViewIfNeeded();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'contribution-list-admin-phone');
  });
});
