// The web shell as users meet it (issue 3): signing in with every demo account, zones and menu,
// deep links, club switch, language, not-found, the phone-width drawer, sign-out.
import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from './support/browser';
import { DEMO, DEMO_PASSWORD, rawKeys, signIn } from './support/flows';

const browser = useBrowser();

const EXPECTED_ZONES: Record<keyof typeof DEMO, string[]> = {
  admin: ['Administrace'],
  expert: ['Administrace'],
  unit: ['Administrace'],
  club: ['Klubová zóna'],
  clubro: ['Klubová zóna'],
  member: ['Osobní zóna'],
};

describe('signing in', () => {
  for (const [account, zones] of Object.entries(EXPECTED_ZONES) as [keyof typeof DEMO, string[]][]) {
    it(`${account}: lands on the dashboard with its zone links and menu, all in Czech`, async () => {
      const { page } = await browser.newPage();
      await page.goto('/');
      await signIn(page, DEMO[account]);
      await page.getByRole('heading', { level: 1, name: 'Přehled' }).waitFor();
      const zoneNav = page.getByRole('navigation', { name: 'Zóny' });
      expect(await zoneNav.getByRole('link').allTextContents()).toEqual(zones);
      await expect.poll(() => zoneNav.getByRole('link', { name: zones[0] }).getAttribute('aria-current')).toBe('page');
      const menu = page.getByRole('navigation', { name: 'Hlavní menu' });
      await menu.getByRole('link', { name: 'Nástěnka' }).waitFor();
      // One landmark for the menu: a nav of the same name nested in it is announced twice.
      expect(await menu.count()).toBe(1);
      expect(await page.title()).toBe('Přehled | Fedra');
      expect(await rawKeys(page)).toEqual([]);
      await page.getByText('Aktuální sezóna').waitFor();
      if (account === 'club') await page.getByText('Aktuální klub').waitFor();
      if (account === 'member') await page.getByText('Osoba', { exact: true }).waitFor();
      await screenshot(page, `dashboard-${account}`);
    });
  }

  it('shows the spec messages for an empty form and a wrong combination', async () => {
    const { page } = await browser.newPage();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Přihlásit se' }).click();
    await page.getByText('E-mail je povinný.').waitFor();
    await page.getByText('Heslo je povinné.').waitFor();
    await page.getByLabel('E-mail').fill('nikdo@fedra.test');
    await page.getByLabel(/^Heslo\s*\*?$/).fill('spatne-heslo');
    await page.getByRole('button', { name: 'Přihlásit se' }).click();
    await page.getByRole('alert').filter({ hasText: 'Nesprávná kombinace e-mailu a hesla.' }).waitFor();
    await screenshot(page, 'login-wrong');
  });

  it('takes a signed-out user from a deep link to sign-in and back to it', async () => {
    const { page } = await browser.newPage();
    await page.goto('/zone/admin/account/user-profile');
    await page.waitForURL('**/login?next=*');
    await signIn(page, DEMO.expert);
    await page.waitForURL('**/zone/admin/account/user-profile');
    await page.getByRole('heading', { level: 1, name: 'Uživatelský profil' }).waitFor();
    await page.getByText('Odborná komise').first().waitFor();
  });

  it('announces every route change on the window', async () => {
    const { page } = await browser.newPage();
    await page.goto('/login');
    await page.evaluate(() => {
      (window as unknown as { routes: unknown[] }).routes = [];
      window.addEventListener('fedra:route-change', (e) =>
        (window as unknown as { routes: unknown[] }).routes.push((e as CustomEvent).detail),
      );
    });
    await signIn(page, DEMO.admin);
    await page.getByRole('heading', { name: 'Přehled' }).waitFor();
    const routes = await page.evaluate(
      () => (window as unknown as { routes: { name: string; fullPath: string }[] }).routes,
    );
    expect(routes.at(-1)).toMatchObject({ name: 'admin-home', fullPath: '/zone/admin/home' });
  });
});

/** Each account's own zone, and a deep link into a zone it may not enter. */
const ARRIVAL: Record<keyof typeof DEMO, { zone: string; refused: string }> = {
  admin: { zone: 'admin', refused: '/zone/club/account/user-profile' },
  expert: { zone: 'admin', refused: '/zone/personal/account/user-profile' },
  unit: { zone: 'admin', refused: '/zone/club/account/user-profile' },
  club: { zone: 'club', refused: '/zone/admin/board/list' },
  clubro: { zone: 'club', refused: '/zone/admin/account/user-profile' },
  member: { zone: 'personal', refused: '/zone/admin/board/list' },
};
/** Groups of the admin zone's menu that no other zone has. */
const ADMIN_ONLY_MENU = ['Kluby a osoby', 'Správa'];

describe('arriving from the site root (issue 9)', () => {
  for (const [account, { zone, refused }] of Object.entries(ARRIVAL) as [keyof typeof DEMO, typeof ARRIVAL.admin][]) {
    it(`${account}: the root's public home leads through sign-in to the own zone; a refused deep link keeps the own menu`, async () => {
      const { page } = await browser.newPage();
      // Signed out, the root is the public site's home (issue 36); sign-in is its header's button.
      await page.goto('/');
      await page.getByRole('banner').getByRole('link', { name: 'Přihlásit se' }).click();
      await page.waitForURL((url) => url.pathname.endsWith('/login'));
      // The root is no deep link: sign-in carries no way back into the default zone.
      expect(new URL(page.url()).searchParams.get('next')).toBeNull();
      await signIn(page, DEMO[account]);
      await page.waitForURL(`**/zone/${zone}/home`);
      await page.getByRole('heading', { level: 1, name: 'Přehled' }).waitFor();
      expect(await page.getByText('Přístup odepřen').count()).toBe(0);

      await page.goto(refused);
      await page.getByRole('heading', { level: 1, name: 'Přístup odepřen' }).waitFor();
      await page.getByText('Do této zóny nemáte přístup.').waitFor();
      const zoneNav = page.getByRole('navigation', { name: 'Zóny' });
      const current = zoneNav.locator('[aria-current="page"]');
      expect(await current.getAttribute('data-zone-link')).toBe(zone);
      // The side menu is the own zone's: every item it shows is one of the own dashboard's (below).
      const menu = page.getByRole('navigation', { name: 'Hlavní menu' });
      await menu.locator('[data-menu-key]').first().waitFor();
      const groups = () =>
        menu.locator('[data-menu-key]').evaluateAll((els) => els.map((e) => e.getAttribute('data-menu-key')));
      const shownGroups = await groups();
      if (zone !== 'admin') {
        for (const group of ADMIN_ONLY_MENU) expect(await menu.getByText(group, { exact: true }).count()).toBe(0);
      }
      if (account === 'member') await screenshot(page, 'refused-zone-member');
      // Back on the own dashboard, the root now leads there directly.
      await page.getByRole('link', { name: 'Na můj přehled' }).click();
      await page.waitForURL(`**/zone/${zone}/home`);
      await page.getByRole('heading', { level: 1, name: 'Přehled' }).waitFor();
      expect(shownGroups.length).toBeGreaterThan(0);
      const ownItems = await groups();
      expect(shownGroups.filter((key) => !ownItems.includes(key))).toEqual([]);
      await page.goto('/');
      await page.waitForURL(`**/zone/${zone}/home`);
    });
  }

  it('a signed-out visitor of a deep link into a refused zone signs in and is told so, in the own shell', async () => {
    const { page } = await browser.newPage();
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/zone/admin/board/list');
    await page.waitForURL('**/login?next=*');
    await signIn(page, DEMO.member);
    await page.waitForURL('**/zone/admin/board/list');
    await page.getByRole('heading', { level: 1, name: 'Přístup odepřen' }).waitFor();
    await screenshot(page, 'refused-zone-member-375');
  });
});

describe('in the shell', () => {
  it('switches the club of a manager of two clubs', async () => {
    const { page } = await browser.newPage();
    await signIn(page, DEMO.club);
    const current =
      (await page.getByText('Aktuální klub').locator('xpath=following-sibling::p[1]').textContent()) ?? '';
    await page.getByTestId('user-menu').click();
    await page.getByText('Přepnout klub').waitFor();
    const clubs = page.getByRole('menuitem').filter({ hasNotText: /Uživatelský profil|Čeština|English|Odhlásit se/ });
    expect(await clubs.count()).toBe(2);
    const other = clubs.filter({ hasNotText: current });
    const otherName = ((await other.textContent()) ?? '').trim();
    await other.click();
    await page.waitForURL('**/zone/club/home');
    await expect
      .poll(() => page.getByText('Aktuální klub').locator('xpath=following-sibling::p[1]').textContent())
      .toBe(otherName);
    await page.getByTestId('user-menu').click();
    await expect.poll(() => page.getByRole('menuitem', { name: otherName }).getAttribute('aria-current')).toBe('true');
  });

  it('offers no club switch to a manager of one club', async () => {
    const { page } = await browser.newPage();
    await signIn(page, DEMO.clubro);
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Odhlásit se' }).waitFor();
    expect(await page.getByText('Přepnout klub').count()).toBe(0);
  });

  it('switches the language, and the choice stays after a reload', async () => {
    const { page } = await browser.newPage();
    await signIn(page, DEMO.member);
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Zones' }).getByRole('link').allTextContents()).toEqual([
      'Personal zone',
    ]);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await rawKeys(page)).toEqual([]);
  });

  it('shows the not-found page for unknown addresses, signed in or not', async () => {
    const { page } = await browser.newPage();
    await page.goto('/zone/public/nic-takoveho');
    await page.getByRole('heading', { level: 1, name: 'Nenalezeno' }).waitFor();
    expect(await page.title()).toBe('Nenalezeno | Fedra');
    await signIn(page, DEMO.admin);
    await page.goto('/zone/admin/tady-nic-neni');
    await page.getByRole('heading', { level: 1, name: 'Nenalezeno' }).waitFor();
    await page.goto('/uplne/jinde');
    await page.getByRole('heading', { level: 1, name: 'Nenalezeno' }).waitFor();
    await screenshot(page, 'not-found');
  });

  it('shows the not-found page for a detail address naming no record, not a load error', async () => {
    const { page } = await browser.newPage();
    // The public detail pages, signed out: the server's 404 is the not-found page too.
    const publicDetails = [
      'club/public-detail',
      'league/public-detail',
      'league/public-team',
      'ranking/public-player',
      'tournament/public-detail',
      'representation/public-detail',
    ];
    for (const detail of publicDetails) {
      await page.goto(`/zone/public/${detail}/999999999`);
      await page.getByRole('heading', { level: 1, name: 'Nenalezeno' }).waitFor();
      expect(await page.getByRole('alert').count()).toBe(0);
    }
    await page.goto('/');
    await signIn(page, DEMO.admin);
    const details = [
      'users/detail',
      'persons/detail',
      'clubs/detail',
      'orders/detail',
      'requests/detail',
      'disciplinary-proceedings/detail',
      'league/match',
      'contract/detail',
      'board/detail',
      'import/detail',
    ];
    // Unknown to the server (its 404), not a number, and beyond any database id.
    for (const [i, detail] of details.entries()) {
      const id = ['999999999', 'abc', '99999999999'][i % 3];
      await page.goto(`/zone/admin/${detail}/${id}`);
      await page.getByRole('heading', { level: 1, name: 'Nenalezeno' }).waitFor();
      expect(await page.getByRole('alert').count()).toBe(0);
    }
  });

  it('opens and closes the menu drawer on a phone-width screen', async () => {
    const { page } = await browser.newPage();
    await page.setViewportSize({ width: 375, height: 740 });
    await signIn(page, DEMO.admin);
    await page.getByRole('heading', { name: 'Přehled' }).waitFor();
    const menuLink = page.getByRole('navigation', { name: 'Hlavní menu' }).getByRole('link', { name: 'Nástěnka' });
    const onScreen = () => menuLink.evaluate((el) => el.getBoundingClientRect().right > 0 && !el.closest('[inert]'));
    expect(await onScreen()).toBe(false);
    await page.getByRole('button', { name: 'Otevřít menu' }).click();
    await expect.poll(onScreen).toBe(true);
    await screenshot(page, 'drawer-375');
    await page.getByRole('button', { name: 'Zavřít menu' }).click();
    await expect.poll(onScreen).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // Tapping the page already shown closes the drawer too (the address does not change).
    await page.getByRole('button', { name: 'Otevřít menu' }).click();
    await expect.poll(onScreen).toBe(true);
    await menuLink.click();
    await expect.poll(onScreen).toBe(false);
    // From the keyboard: the open drawer keeps the page under it out of reach, and Escape closes it
    // with the focus back on its button.
    await page.getByRole('button', { name: 'Otevřít menu' }).press('Enter');
    await expect.poll(onScreen).toBe(true);
    expect(await page.locator('main').evaluate((el) => el.closest('[inert]') !== null)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(onScreen).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Otevřít menu');
    expect(await page.locator('main').evaluate((el) => el.closest('[inert]') !== null)).toBe(false);
  });

  it('changes the password on the profile page; the new one signs in', async () => {
    const { page } = await browser.newPage();
    await signIn(page, DEMO.unit);
    await page.goto('/zone/admin/profile');
    await page.getByLabel('Současné heslo').fill('Fedra-demo-2026');
    await page.getByLabel(/^Nové heslo\s*\*?$/).fill('kratke');
    await page.getByLabel('Nové heslo znovu').fill('jine');
    await page.getByRole('button', { name: 'Změnit heslo' }).click();
    await page.getByText('Pole musí mít alespoň 8 znaků').waitFor();
    await page.getByText('Hesla se musí shodovat').waitFor();
    await page.getByLabel(/^Nové heslo\s*\*?$/).fill('Nove-heslo-2027');
    await page.getByLabel('Nové heslo znovu').fill('Nove-heslo-2027');
    await page.getByRole('button', { name: 'Změnit heslo' }).click();
    await page.getByText('Heslo bylo změněno.', { exact: false }).waitFor();
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Odhlásit se' }).click();
    // Signed out, the site root's public home (issue 36); sign-in from there.
    await page.waitForURL((url) => url.pathname === '/');
    await signIn(page, DEMO.unit, 'Nove-heslo-2027');
    await page.getByRole('heading', { name: 'Přehled' }).waitFor();

    // The demo password back: later specs sign in as the unit manager too.
    await page.goto('/zone/admin/profile');
    await page.getByLabel('Současné heslo').fill('Nove-heslo-2027');
    await page.getByLabel(/^Nové heslo\s*\*?$/).fill(DEMO_PASSWORD);
    await page.getByLabel('Nové heslo znovu').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Změnit heslo' }).click();
    await page.getByText('Heslo bylo změněno.', { exact: false }).waitFor();

    // The sign-ins on a phone: each a card with its browser in view (the table scrolled it off).
    await page.setViewportSize({ width: 375, height: 800 });
    const signIns = page.getByRole('table', { name: 'Moje poslední přihlášení' });
    await expect.poll(() => signIns.getAttribute('data-layout')).toBe('cards');
    const browserCell = await signIns.locator('tbody tr').first().locator('td').last().boundingBox();
    expect(browserCell && browserCell.x + browserCell.width).toBeLessThanOrEqual(375);
    await signIns.scrollIntoViewIfNeeded();
    await screenshot(page, 'profile-sign-ins-phone');
  });

  it('keeps the session when two tabs find the access token expired at once', async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, DEMO.expert);
    await page.getByRole('heading', { level: 1, name: 'Přehled' }).waitFor();
    const second = await context.newPage();
    const refreshes: number[] = [];
    context.on('response', (res) => {
      if (res.url().endsWith('/api/account/refresh')) refreshes.push(res.status());
    });
    // The tabs share the tokens' storage: both find the access token expired and must refresh it.
    await page.evaluate(() => localStorage.setItem('fedra.accessToken', 'expired'));
    await Promise.all([page.goto('/zone/admin/clubs'), second.goto('/zone/admin/seasons')]);
    await page.getByRole('heading', { level: 1, name: 'Kluby' }).waitFor();
    await second.getByRole('heading', { level: 1, name: 'Sezóny' }).waitFor();
    // One tab refreshed, the other took its new pair: no refresh token was presented twice, which
    // the server would have taken for a stolen one and ended the session.
    expect(refreshes).toEqual([200]);
    await second.reload();
    await second.getByRole('heading', { level: 1, name: 'Sezóny' }).waitFor();
    expect(second.url()).toContain('/zone/admin/seasons');
  });

  it('signs out to the site root, and protected pages then ask for sign-in', async () => {
    const { page } = await browser.newPage();
    await signIn(page, DEMO.expert);
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Odhlásit se' }).click();
    // The site root is the public home, with the sign-in button (the guard's own redirect to the
    // sign-in page may show first while the browser leaves the page).
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('banner').getByRole('link', { name: 'Přihlásit se' }).waitFor();
    await page.waitForLoadState();
    expect(await page.evaluate(() => localStorage.getItem('fedra.accessToken'))).toBeNull();
    await page.goto('/zone/admin/home');
    await page.waitForURL('**/login?next=*');
  });
});
