// The public site (issue 36): a visitor at the site root gets the federation's home in the public
// frame (header with the sections and sign-in, footer), reads a news item, finds every public page
// from the header, uses the menu at phone width, and signs in from the header; a signed-in user
// at the root lands in their zone.
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { screenshot, useBrowser } from './support/browser';
import { DEMO, signIn } from './support/flows';

const browser = useBrowser();
const PUBLIC_NAV = { name: 'Veřejné stránky' } as const;

describe('the public site', () => {
  it('greets a visitor at the root with the news, tournaments and results, inside the public frame', async () => {
    const { page } = await browser.newPage();
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.getByRole('heading', { level: 2, name: 'Aktuality' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Nejbližší turnaje' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Poslední výsledky' }).waitFor();
    // The news published for the public site, and not the one for clubs only.
    const news = page.getByRole('article');
    await news.getByRole('link', { name: 'Mistrovství České republiky dospělých v Ostravě' }).waitFor();
    await expect.poll(() => page.getByText('Nová pravidla registrace hráčů').count()).toBe(0);
    // The header: the sections and the sign-in button; the footer repeats them.
    const nav = page.getByRole('navigation', PUBLIC_NAV);
    for (const name of ['Úvod', 'Turnaje', 'Orgány']) await nav.getByRole('link', { name, exact: true }).waitFor();
    await expect.poll(() => nav.getByRole('link', { name: 'Úvod' }).getAttribute('aria-current')).toBe('page');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Kalendář turnajů (iCal)' }).waitFor();
    expect((await seriousViolations(page)).join('\n')).toBe('');
    await screenshot(page, 'public-home');

    // A news item opens in the same frame.
    await news.getByRole('link', { name: 'Mistrovství České republiky dospělých v Ostravě' }).click();
    await page.getByRole('heading', { level: 1, name: 'Mistrovství České republiky dospělých v Ostravě' }).waitFor();
    await page.getByRole('navigation', PUBLIC_NAV).waitFor();
    expect((await seriousViolations(page)).join('\n')).toBe('');

    // The sections lead to their pages, the header stays.
    await page.getByRole('navigation', PUBLIC_NAV).getByRole('link', { name: 'Turnaje', exact: true }).click();
    await page.waitForURL(/\/zone\/public\/tournament\/public-list/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('navigation', PUBLIC_NAV).getByRole('link', { name: 'Orgány', exact: true }).click();
    await page.waitForURL(/\/zone\/public\/board\/public-board-overview/);

    // The public zone's own address is the home too.
    await page.goto('/zone/public');
    await page.waitForURL(/\/zone\/public\/home$/);
    await page.getByRole('heading', { level: 2, name: 'Aktuality' }).waitFor();

    // Sign-in is a button in the header; the sign-in page leads back to the public site.
    await page.getByRole('link', { name: 'Přihlásit se' }).click();
    await page.waitForURL(/\/login$/);
    await page.getByRole('link', { name: 'Veřejné stránky svazu' }).click();
    await page.getByRole('heading', { level: 2, name: 'Aktuality' }).waitFor();
  });

  it('fits a phone: the sections are behind the menu button, nothing scrolls sideways', async () => {
    const { page } = await browser.newPage();
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await page.getByRole('heading', { level: 2, name: 'Aktuality' }).waitFor();
    await page.waitForLoadState('networkidle');
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect((await seriousViolations(page)).join('\n')).toBe('');
    await screenshot(page, 'public-home-phone');
    await page.getByRole('button', { name: 'Otevřít nabídku' }).click();
    const menu = page.getByRole('dialog');
    await menu.getByRole('link', { name: 'Turnaje', exact: true }).click();
    await page.waitForURL(/\/zone\/public\/tournament\/public-list/);
    await menu.waitFor({ state: 'hidden' });
  });

  it('takes a signed-in user from the root to their zone, and offers the way back from the public pages', async () => {
    const { page } = await browser.newPage();
    await signIn(page, DEMO.member);
    await page.goto('/');
    await page.waitForURL(/\/zone\/personal\/home/);
    await page.goto('/zone/public/home');
    await page.getByRole('link', { name: 'Do aplikace' }).click();
    await page.waitForURL(/\/zone\/personal\/home/);
  });
});
