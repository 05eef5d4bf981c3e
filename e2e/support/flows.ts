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
