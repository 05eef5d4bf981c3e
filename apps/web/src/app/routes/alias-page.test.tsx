import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { contractRoutes } from '../../features/contracts/module';
import { documentRoutes } from '../../features/documents/module';
import { leagueRoutes } from '../../features/leagues/module';
import { LEGACY_KEYS } from './legacy-pages';

function Where() {
  const { pathname, search } = useLocation();
  return <output>{decodeURIComponent(pathname + search)}</output>;
}

/** Opens `path` of the admin zone on the declared page and answers where the browser ends up. */
async function landing(
  declared: { path: string; load: () => Promise<{ default: React.ComponentType }> },
  path: string,
) {
  const Page = (await declared.load()).default;
  const router = createMemoryRouter(
    [
      { path: `/zone/admin/${declared.path}`, element: <Page /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [`/zone/admin/${path}`] },
  );
  const { unmount } = render(<RouterProvider router={router} />);
  const where = (await screen.findByRole('status')).textContent;
  unmount();
  return where;
}

const declared = (routes: typeof contractRoutes, path: string) => routes.find((r) => r.path === path)!;

describe('legacy menu keys with a native page', () => {
  it('open the contract list filtered by the state of the address', async () => {
    expect(await landing(declared(contractRoutes, 'contracts/:statusId'), 'contracts/3')).toBe(
      '/zone/admin/contract/list?fields[stateId][v]=3',
    );
  });

  it('open the documents browser and the leagues', async () => {
    expect(await landing(declared(documentRoutes, 'documents'), 'documents')).toBe('/zone/admin/document/');
    for (const key of ['competitions', 'competition-years'])
      expect(await landing(declared(leagueRoutes, key), key)).toBe('/zone/admin/league/list');
  });

  it('are no longer pages of the legacy application', () => {
    for (const key of [
      'contracts',
      'documents',
      'competitions',
      'competition-years',
      'competition-teams',
      'competition-matches',
      'seasons',
    ])
      expect(LEGACY_KEYS.has(key)).toBe(false);
  });
});
