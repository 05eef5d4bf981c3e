// Steps that many browser specs share.
import type { Locator, Page } from 'playwright-core';

export const DEMO_PASSWORD = 'Fedra-demo-2026';
export const DEMO = {
  admin: 'admin@fedra.test',
  expert: 'expert@fedra.test',
  unit: 'unit@fedra.test',
  club: 'club@fedra.test',
  clubro: 'clubro@fedra.test',
  member: 'member@fedra.test',
} as const;

/** Signs in on the sign-in page (Czech labels) and waits for the dashboard. */
export async function signIn(page: Page, userName: string, password = DEMO_PASSWORD): Promise<void> {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByLabel('E-mail').fill(userName);
  await page.getByLabel(/^Heslo\s*\*?$/).fill(password);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
}

/** Texts that look like untranslated i18n keys ("shell.menu", "userMenu.logout"), in the page and in `attributes`. */
export async function rawKeys(page: Page, attributes: readonly string[] = ['aria-label']): Promise<string[]> {
  return page.evaluate((names) => {
    const key = /^[a-z][a-zA-Z]*(\.[a-zA-Z_]+)+$/;
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = n.textContent?.trim() ?? '';
      // A code shown as such (a job's or a webhook event's name, a file's) is marked translate="no".
      if (n.parentElement?.closest('[translate="no"]')) continue;
      if (key.test(text)) found.push(text);
    }
    for (const name of names) {
      for (const el of document.querySelectorAll(`[${name}]`)) {
        const value = el.getAttribute(name) ?? '';
        if (key.test(value)) found.push(value);
      }
    }
    return found;
  }, attributes);
}

/**
 * Types an ISO date into a form's typed date field (ISO is one of the forms it reads) and leaves
 * it with Tab, as a keyboard user does: the calendar that typing opened closes, and the field shows
 * the date the Czech way. An empty text empties an optional date.
 */
export async function typeDate(field: Locator, iso: string): Promise<void> {
  await field.fill(iso);
  await field.press('Tab');
}

/**
 * Types a moment ("YYYY-MM-DDTHH:mm", local time) into a date-and-time field of `scope`: the date
 * into the field labelled `label`, the time into its "Čas – label" beside it.
 */
export async function typeMoment(scope: Locator, label: string, local: string): Promise<void> {
  const startsWithLabel = new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
  await typeDate(scope.getByRole('textbox', { name: startsWithLabel }), local.slice(0, 10));
  const time = scope.getByRole('textbox', { name: `Čas – ${label}`, exact: true });
  await time.fill(local.slice(11, 16));
  await time.press('Tab');
}

/**
 * Opens a page from the main menu as a user does: the item's group opened when it is closed (the
 * menu remembers open groups, and a click on an open one closes it), then the item. The group opens
 * with an animation and the office's long menu scrolls on its own, so the item is clicked once it
 * has stopped moving and is in view: a click while it still moved missed it in a CI run.
 */
export async function openFromMenu(page: Page, group: string, item: string | RegExp): Promise<void> {
  const menu = page.getByRole('navigation', { name: 'Hlavní menu' });
  const button = menu.getByRole('button', { name: group, exact: true }).first();
  await button.waitFor();
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  const link = menu.getByRole('link', typeof item === 'string' ? { name: item, exact: true } : { name: item }).first();
  await link.waitFor();
  await untilStill(link);
  await link.scrollIntoViewIfNeeded();
  await link.click();
}

/** Waits until the element's box is the same in two readings 100 ms apart (at most 3 s). */
async function untilStill(element: Locator): Promise<void> {
  let before = await element.boundingBox();
  for (let i = 0; i < 30; i++) {
    await element.page().waitForTimeout(100);
    const now = await element.boundingBox();
    if (before && now && before.x === now.x && before.y === now.y && before.height === now.height) return;
    before = now;
  }
}
