// The age-categories redirect (spec 001 §2) both ways, decided only once the codebook has loaded;
// and the band check the page shares with the server.
import { formatAgeBands, parseAgeBands } from '@fedra/contract/reports';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Session, SessionContext } from '../../platform/session/session';
import { setupI18n } from '../../test/render';
import { setTestRuntimeConfig } from '../../test/runtime-config';
import {
  AGE_BANDS_PATH,
  AGE_CATEGORIES_PATH,
  AgeCategoryGate,
  ageCategoryDecision,
} from './components/age-category-gate';
import { countColumns } from './components/count-columns';
import { AgeBandsReportPage } from './pages/AgeReportPages';

const features = (on: boolean) => ({
  admin: { 'custom-age-categories': { id: 'custom-age-categories', isActive: on } },
});
const session = (codebook: unknown) => ({ ready: true, failed: false, user: null, codebook }) as unknown as Session;

function renderAt(path: string, value: Session) {
  const router = createMemoryRouter(
    [
      {
        path: `/zone/admin/${AGE_CATEGORIES_PATH}`,
        element: (
          <AgeCategoryGate defined={false}>
            <p>standard page</p>
          </AgeCategoryGate>
        ),
      },
      {
        path: `/zone/admin/${AGE_BANDS_PATH}`,
        element: (
          <AgeCategoryGate defined>
            <p>defined page</p>
          </AgeCategoryGate>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <MantineProvider env="test">
      <SessionContext.Provider value={value}>
        <RouterProvider router={router} />
      </SessionContext.Provider>
    </MantineProvider>,
  );
  const rerender = (next: Session) =>
    view.rerender(
      <MantineProvider env="test">
        <SessionContext.Provider value={next}>
          <RouterProvider router={router} />
        </SessionContext.Provider>
      </MantineProvider>,
    );
  return { router, rerender };
}

beforeAll(() => setupI18n('cs'));

describe('the age-categories redirect', () => {
  it('decides nothing before the codebook, then follows the feature both ways', () => {
    expect(ageCategoryDecision(null, false)).toBe('wait');
    expect(ageCategoryDecision(null, true)).toBe('wait');
    expect(ageCategoryDecision({ features: features(true) }, false)).toBe('redirect');
    expect(ageCategoryDecision({ features: features(true) }, true)).toBe('show');
    expect(ageCategoryDecision({ features: features(false) }, true)).toBe('redirect');
    expect(ageCategoryDecision({ features: features(false) }, false)).toBe('show');
    expect(ageCategoryDecision({ features: {} }, true)).toBe('redirect');
  });

  it('waits for the codebook without showing either page, then goes to the defined one when the feature is on', async () => {
    const { router, rerender } = renderAt(`/zone/admin/${AGE_CATEGORIES_PATH}?date=2026-01-01`, session(null));
    expect(screen.getByLabelText('Načítání…')).toBeInTheDocument();
    expect(screen.queryByText('standard page')).not.toBeInTheDocument();
    expect(screen.queryByText('defined page')).not.toBeInTheDocument();
    act(() => rerender(session({ features: features(true) })));
    expect(await screen.findByText('defined page')).toBeInTheDocument();
    expect(screen.queryByText('standard page')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/zone/admin/${AGE_BANDS_PATH}`);
    // The date travels along.
    expect(router.state.location.search).toBe('?date=2026-01-01');
  });

  it('sends the defined variant back to the standard one when the feature is off', async () => {
    const { router } = renderAt(`/zone/admin/${AGE_BANDS_PATH}`, session({ features: features(false) }));
    expect(await screen.findByText('standard page')).toBeInTheDocument();
    expect(screen.queryByText('defined page')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/zone/admin/${AGE_CATEGORIES_PATH}`);
  });

  it('stays on the page that matches the feature', async () => {
    renderAt(`/zone/admin/${AGE_BANDS_PATH}`, session({ features: features(true) }));
    expect(await screen.findByText('defined page')).toBeInTheDocument();
  });
});

describe('age bands', () => {
  it('accepts ascending, non-overlapping bands within 0..150, the last one open', () => {
    const parsed = parseAgeBands('0-10,11-15,16-18,19-');
    expect(parsed).toEqual({
      bands: [
        { from: 0, to: 10 },
        { from: 11, to: 15 },
        { from: 16, to: 18 },
        { from: 19, to: null },
      ],
    });
    expect('bands' in parsed && formatAgeBands(parsed.bands)).toBe('0-10,11-15,16-18,19-');
  });

  it('names the problem of bad bands', () => {
    expect(parseAgeBands('0-10,10-12')).toEqual({ error: 'reports.bandsOrder' });
    expect(parseAgeBands('19-,0-10')).toEqual({ error: 'reports.bandsOrder' });
    expect(parseAgeBands('5-3')).toEqual({ error: 'reports.bandsRange' });
    expect(parseAgeBands('0-200')).toEqual({ error: 'reports.bandsRange' });
    expect(parseAgeBands('ten')).toEqual({ error: 'reports.bandsFormat' });
    expect(parseAgeBands('')).toEqual({ error: 'reports.bandsFormat' });
  });
});

describe('the custom age categories page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the report at the date with the bands, and refuses bad bands before asking', async () => {
    setTestRuntimeConfig({ modules: ['stats'] });
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        urls.push(decodeURIComponent(String(url)));
        return new Response(JSON.stringify({ data: [], limit: 100, offset: 0, total: 0 }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    const router = createMemoryRouter([{ path: `/zone/admin/${AGE_BANDS_PATH}`, element: <AgeBandsReportPage /> }], {
      initialEntries: [`/zone/admin/${AGE_BANDS_PATH}?date=2025-06-30`],
    });
    const codebook = { features: features(true), sections: {}, federationUnits: {}, region: {}, personRoleType: {} };
    render(
      <MantineProvider env="test">
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <SessionContext.Provider value={session(codebook)}>
            <RouterProvider router={router} />
          </SessionContext.Provider>
        </QueryClientProvider>
      </MantineProvider>,
    );
    await waitFor(() => expect(urls.length).toBe(1));
    expect(urls[0]).toContain('/api/admin-zone/reports/age-categories/defined?');
    expect(urls[0]).toContain('date=2025-06-30');
    expect(urls[0]).toContain('bands=0-10,11-15,16-18,19-');

    const input = screen.getByRole('textbox', { name: /Věkové kategorie/ });
    await userEvent.clear(input);
    await userEvent.type(input, '0-10,8-12');
    await userEvent.click(screen.getByRole('button', { name: 'Použít' }));
    expect(await screen.findByText(/nesmí se překrývat/)).toBeInTheDocument();
    expect(urls).toHaveLength(1);

    await userEvent.clear(input);
    await userEvent.type(input, '0-12, 13-');
    await userEvent.click(screen.getByRole('button', { name: 'Použít' }));
    await waitFor(() => expect(urls.at(-1)).toContain('bands=0-12,13-'));
    expect(urls.at(-1)).toContain('date=2025-06-30');
    expect(router.state.location.search).toContain('bands=0-12%2C13-');
  });
});

describe('the count columns', () => {
  afterEach(() => setupI18n('cs'));

  it('write the counts as the reader writes numbers, like the statistics page', async () => {
    const [total] = countColumns<{ totalCount: number }>(i18next.t, ['totalCount']);
    expect(total!.render!({ totalCount: 1066 }, 0)).toBe('1\u00a0066');
    await setupI18n('en');
    expect(total!.render!({ totalCount: 1066 }, 0)).toBe('1,066');
  });
});
