// axe-core on the pages of the shell: no serious or critical violation.
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { DEMO, signIn } from './support/flows';

const browser = useBrowser();
describe('accessibility (axe-core)', () => {
  it('sign-in page', async () => {
    const { page } = await browser.newPage();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Přihlásit se' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('dashboard and profile page', async () => {
    const { page } = await browser.newPage();
    await signIn(page, DEMO.club);
    await page.getByText('Aktuální sezóna').waitFor();
    await page.getByText('2026').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/zone/club/account/user-profile');
    await page.getByRole('heading', { level: 1, name: 'Uživatelský profil' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('contract list: date-range filters, and the active menu link under the pointer', async () => {
    const { page } = await browser.newPage();
    await signIn(page, DEMO.admin);
    await page.goto('/zone/admin/contract/list');
    await page.getByRole('table', { name: 'Smlouvy' }).locator('tbody tr:not([data-skeleton])').first().waitFor();
    await page.getByRole('navigation', { name: 'Hlavní menu' }).locator('a[aria-current="page"]').hover();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('not-found page', async () => {
    const { page } = await browser.newPage();
    await page.goto('/zone/public/neexistuje');
    await page.getByRole('heading', { name: 'Nenalezeno' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
