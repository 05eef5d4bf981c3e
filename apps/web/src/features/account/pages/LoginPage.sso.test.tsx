// The sign-in page's single-sign-on parts: the button only when configured (leading to the start
// call with the way back), and a refusal's text. The whole flow runs in e2e/sso.e2e.ts.
import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Session, SessionContext } from '../../../platform/session/session';
import { renderWithProviders, setupI18n } from '../../../test/render';
import { setTestRuntimeConfig } from '../../../test/runtime-config';
import { LoginPage } from './LoginPage';

function renderAt(path: string) {
  const session = { ready: true, failed: false, user: null, codebook: null } as unknown as Session;
  const router = createMemoryRouter([{ path: '/login', element: <LoginPage /> }], { initialEntries: [path] });
  renderWithProviders(
    <SessionContext.Provider value={session}>
      <RouterProvider router={router} />
    </SessionContext.Provider>,
  );
}

beforeAll(async () => {
  await setupI18n('cs');
});

describe('sign-in page: single sign-on', () => {
  it('has no button without configuration', () => {
    setTestRuntimeConfig({ sso: null });
    renderAt('/login');
    expect(screen.getByRole('button', { name: 'Přihlásit se' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Přihlásit se přes/ })).toBeNull();
  });

  it('leads to the start call with the page asked for', () => {
    setTestRuntimeConfig({ sso: { label: 'Firma' } });
    renderAt('/login?next=%2Fzone%2Fadmin%2Fprofile');
    const link = screen.getByRole('link', { name: 'Přihlásit se přes Firma' });
    expect(link.getAttribute('href')).toBe('/api/account/sso/start?returnTo=%2Fzone%2Fadmin%2Fprofile');
  });

  it('does not pass on a way back to another site', () => {
    setTestRuntimeConfig({ sso: { label: 'Firma' } });
    renderAt('/login?next=%2F%2Fevil.example');
    expect(screen.getByRole('link', { name: 'Přihlásit se přes Firma' }).getAttribute('href')).toBe(
      '/api/account/sso/start',
    );
  });

  it('explains a refusal', async () => {
    setTestRuntimeConfig({ sso: { label: 'Firma' } });
    renderAt('/login?ssoError=email_not_verified');
    expect(await screen.findByRole('alert')).toHaveTextContent('nepotvrdil vaši e-mailovou adresu');
  });

  it('explains an unknown refusal code in general words', async () => {
    setTestRuntimeConfig({ sso: { label: 'Firma' } });
    renderAt('/login?ssoError=%3Cscript%3E');
    expect(await screen.findByRole('alert')).toHaveTextContent('Přihlášení přes poskytovatele se nepodařilo');
  });
});
