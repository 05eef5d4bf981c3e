// The navigation guard through the real route table: sign-in redirect with the way back, zone
// rule, page access key, anonymous routes.
import type { LoggedUser } from '@fedra/contract/account';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '../../platform/config/runtime-config';
import { type Session, SessionContext } from '../../platform/session/session';
import { setupI18n } from '../../test/render';
import { buildRoutes } from '../router';

const config = {
  configName: 'test',
  projectName: 'Fedra',
  images: { logo: null },
  modules: ['board'],
  routerBase: '/',
  apiUrl: '/api',
  featureFlags: [],
  cmsUrl: null,
  legacyAppUrl: null,
  vapidPublicKey: null,
  mailDelivery: 'smtp' as const,
};

function user(zones: string[], permissions: string[] = []): LoggedUser {
  return {
    id: 1,
    userName: 'u@fedra.test',
    email: 'u@fedra.test',
    firstName: 'Jana',
    lastName: 'Nováková',
    initials: 'JN',
    currentClubId: null,
    assignPersonId: null,
    level: 2,
    isSuperAdmin: false,
    roles: [],
    rolesByClaims: [],
    currentClub: null,
    assignPerson: null,
    zones: zones as LoggedUser['zones'],
    permissions,
    twoFactorSetupRequired: false,
  };
}

function renderAt(path: string, loggedUser: LoggedUser | null) {
  const session = {
    ready: true,
    failed: false,
    user: loggedUser,
    codebook: { menu: { versions: [{ version: 1, zones: {} }] }, features: {} },
  } as unknown as Session;
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  const view = render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient()}>
        <SessionContext.Provider value={session}>
          <RouterProvider router={router} />
        </SessionContext.Provider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return Object.assign(router, { unmount: view.unmount });
}

beforeAll(async () => {
  setRuntimeConfig(config);
  await setupI18n('cs');
});

describe('navigation guard', () => {
  it('sends an anonymous user to sign-in with the way back', async () => {
    const router = renderAt('/zone/admin/profile?tab=x', null);
    expect(await screen.findByRole('button', { name: 'Přihlásit se' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/zone/admin/profile?tab=x');
  });

  it('lets anonymous routes pass: sign-in and the public not-found page, which search engines must not index', async () => {
    const { unmount } = renderAt('/zone/public/no-such-page', null);
    expect(await screen.findByRole('heading', { name: 'Nenalezeno' })).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    unmount();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('refuses a zone the user may not enter, framed by the own zone of the user', async () => {
    renderAt('/zone/admin/profile', user(['club', 'public']));
    expect(await screen.findByText('Do této zóny nemáte přístup.')).toBeInTheDocument();
    // The zone links mark the user's own zone, and no link leads to the refused one.
    const own = await screen.findByRole('link', { name: 'Klubová zóna' });
    expect(own).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('link', { name: 'Administrace' })).toBeNull();
    expect(screen.getByRole('link', { name: /Fedra/ })).toHaveAttribute('href', '/zone/club/home');
  });

  it("shows a signed-out visitor of the root the public site's home, with sign-in in its header", async () => {
    const router = renderAt('/', null);
    const signIn = await screen.findByRole('link', { name: 'Přihlásit se' });
    expect(signIn).toHaveAttribute('href', '/login');
    expect(router.state.location.pathname).toBe('/');
  });

  it('leads a signed-in member from the root and from sign-in to the personal zone', async () => {
    const router = renderAt('/', user(['personal', 'public']));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/zone/personal/home'));
    const fromLogin = renderAt('/login?next=%2Fzone%2Fadmin%2Fhome', user(['personal', 'public']));
    await vi.waitFor(() => expect(fromLogin.state.location.pathname).toBe('/zone/personal/home'));
  });

  it('opens a page of an allowed zone', async () => {
    renderAt('/zone/club/profile', user(['club', 'public']));
    expect(await screen.findByRole('heading', { name: 'Uživatelský profil' })).toBeInTheDocument();
  });

  it('opens only the profile while a role requires two-factor sign-in that is still off', async () => {
    const required = { ...user(['admin', 'public']), twoFactorSetupRequired: true };
    const router = renderAt('/zone/admin/home', required);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/zone/admin/account/user-profile'));
    expect(await screen.findByRole('heading', { name: 'Uživatelský profil' })).toBeInTheDocument();
    expect(await screen.findByText('Vaše role vyžaduje dvoufázové ověření')).toBeInTheDocument();
  });

  it('redirects a root duplicate into the zone and shows not-found for unknown pages', async () => {
    const router = renderAt('/profile', user(['admin', 'public']));
    expect(await screen.findByRole('heading', { name: 'Uživatelský profil' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/zone/admin/profile');
    renderAt('/no/such/page', user(['admin', 'public']));
    expect(await screen.findByRole('heading', { name: 'Nenalezeno' })).toBeInTheDocument();
  });

  it("frames a made-up address in the public site: its header leads to sign-in and the site's pages", async () => {
    renderAt('/nesmysl', null);
    expect(await screen.findByRole('heading', { name: 'Nenalezeno' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Přihlásit se' })).toHaveAttribute('href', '/login');
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });

  it('keeps one main landmark on a not-found page: its own outside the shell, the shell’s inside', async () => {
    const signedIn = user(['admin', 'public']);
    for (const [path, who] of [
      ['/no/such/page', signedIn],
      ['/zone/public/no-such-page', null],
      ['/zone/admin/no-such-page', signedIn],
    ] as const) {
      const { unmount } = renderAt(path, who);
      const heading = await screen.findByRole('heading', { name: 'Nenalezeno' });
      expect(screen.getAllByRole('main')).toHaveLength(1);
      expect(screen.getByRole('main')).toContainElement(heading);
      unmount();
    }
  });
});
