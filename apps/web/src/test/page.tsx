// Component tests of whole pages: the page inside the providers the application gives it (Mantine,
// a query client without retries, the session, access for one zone, modals, a memory router), and
// the API's answers from a replaced `fetch`. These tests check what a page shows and sends; the
// server's side is tested through HTTP on PostgreSQL (apps/server/test), the flows in e2e/.
import type { LoggedUser } from '@fedra/contract/account';
import { ModalsProvider } from '@mantine/modals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, vi } from 'vitest';
import { type AccessContext, AccessProvider } from '../platform/access';
import { type Session, SessionContext } from '../platform/session/session';
import { FocusRules, TestMantine } from './render';

type Zone = 'admin' | 'club' | 'personal';

/** An answer of the API: JSON, or problem details from 400 on. */
export const apiAnswer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json' },
  });

/** Answers every call of the test with `handler`; the mock records the calls. Undone after each test. */
export function answerCalls(handler: (url: string, init?: RequestInit) => Response | Promise<Response>) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => handler(url, init));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
afterEach(() => vi.unstubAllGlobals());

/** A signed-in user of one zone holding these actions (as api.{zone}.zone.{action}), in BK Karlín. */
export function zoneCaller(zone: Zone, actions: string[]): LoggedUser {
  return {
    isSuperAdmin: false,
    currentClubId: 7,
    currentClub: { id: 7, name: 'BK Karlín', registrationNumber: 'K-7' },
    permissions: actions.map((a) => `api.${zone}.zone.${a}`),
    zones: [zone],
  } as unknown as LoggedUser;
}

export interface PageSetup {
  /** The routes of the test's router and the address it starts at. */
  routes: { path: string; element: ReactNode }[];
  at: string;
  user?: LoggedUser | null;
  zone?: Zone;
  modules?: AccessContext['modules'];
  codebook?: unknown;
  /** Codebook features switched on (zone -> id -> state). */
  features?: AccessContext['features'];
}

function Providers({ setup, children }: { setup: Omit<PageSetup, 'routes' | 'at'>; children: ReactNode }) {
  const user = setup.user ?? null;
  const session = { ready: true, failed: false, user, codebook: setup.codebook ?? {} } as unknown as Session;
  // Mantine's test mode: see renderWithProviders (test/render.tsx).
  return (
    <TestMantine>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <SessionContext.Provider value={session}>
          <AccessProvider
            value={{ user, zone: setup.zone ?? 'admin', modules: setup.modules ?? [], features: setup.features ?? {} }}
          >
            <ModalsProvider>
              <FocusRules>{children}</FocusRules>
            </ModalsProvider>
          </AccessProvider>
        </SessionContext.Provider>
      </QueryClientProvider>
    </TestMantine>
  );
}

/** Renders the page at `setup.at` among `setup.routes`. */
export function renderPage(setup: PageSetup) {
  const router = createMemoryRouter(setup.routes, { initialEntries: [setup.at] });
  return render(
    <Providers setup={setup}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

/** Renders a part of a page (a modal) with the same providers, outside a router. */
export function renderPart(ui: ReactNode, setup: Omit<PageSetup, 'routes' | 'at'> = {}) {
  return render(<Providers setup={setup}>{ui}</Providers>);
}
