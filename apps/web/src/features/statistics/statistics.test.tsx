// The statistics pages' own logic: the date in the address (kept, refused, typed Czech style), the
// count-by-sex table (every sex, the unknown ones, shares in Czech format, the total), and the
// custom page asking for what the address says and showing the server's problem when it fails.
// The calls are answered by a stubbed fetch (the server's side is tested through HTTP in
// apps/server, the whole flow in e2e/statistics.e2e.ts).
import type { LoggedUser } from '@fedra/contract/account';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AccessContext, AccessProvider } from '../../platform/access';
import { formatCount, formatPercent } from '../../platform/i18n/numbers';
import { todayInPrague } from '../../platform/i18n/today';
import { type Session, SessionContext } from '../../platform/session/session';
import { setupI18n } from '../../test/render';
import { setTestRuntimeConfig } from '../../test/runtime-config';
import { statsDateOf, withStatsDate } from './date-param';
import CustomStatisticsPage from './pages/CustomStatisticsPage';
import StatisticsPage from './pages/StatisticsPage';
import { sexShares } from './sex-shares';

const name = (cs: string, en: string) => ({ cs, en });
const SEXES = {
  '1': { id: 1, code: 'M', name: name('Muž', 'Male') },
  '2': { id: 2, code: 'F', name: name('Žena', 'Female') },
};

/** A page at an address, with the providers it needs; the session and access context are the test's. */
function renderAt(page: ReactElement, address: string, context: { session?: Session; access?: AccessContext }) {
  const path = address.split('?')[0]!;
  const router = createMemoryRouter([{ path, element: page }], { initialEntries: [address] });
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const routed = <RouterProvider router={router} />;
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={queries}>
        <SessionContext.Provider
          value={context.session ?? ({ ready: true, failed: false, user: null, codebook: null } as Session)}
        >
          {context.access ? <AccessProvider value={context.access}>{routed}</AccessProvider> : routed}
        </SessionContext.Provider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('the date in the address', () => {
  const params = (query: string) => new URLSearchParams(query);

  it("is today when missing or empty, Prague's today as the server's", () => {
    expect(statsDateOf(params(''), '2026-11-24')).toEqual({ date: '2026-11-24', rejected: null });
    expect(statsDateOf(params('date='), '2026-11-24')).toEqual({ date: '2026-11-24', rejected: null });
    // 23:30 UTC on 24 November is already the 25th in Prague, whatever the browser's time zone.
    expect(todayInPrague(new Date(Date.UTC(2026, 10, 24, 23, 30)))).toBe('2026-11-25');
    expect(todayInPrague(new Date(Date.UTC(2026, 10, 24, 22, 30)))).toBe('2026-11-24');
  });

  it('is kept when it exists within the bounds the server accepts', () => {
    expect(statsDateOf(params('date=2024-02-29'), '2026-11-24')).toEqual({ date: '2024-02-29', rejected: null });
    expect(statsDateOf(params('date=1900-01-01'), '2026-11-24').date).toBe('1900-01-01');
    expect(statsDateOf(params('date=2100-12-31'), '2026-11-24').date).toBe('2100-12-31');
  });

  it('gives way to today, and is reported, when it does not exist or lies out of bounds', () => {
    for (const bad of ['2026-02-30', '2025-02-29', '1899-12-31', '2101-01-01', '24.11.2026', 'x', '2026-1-5']) {
      expect(statsDateOf(params(`date=${bad}`), '2026-11-24')).toEqual({ date: '2026-11-24', rejected: bad });
    }
  });

  it('is set without touching the list parameters beside it', () => {
    const next = withStatsDate(params('date=2026-01-01&offset=100&sort=-totalCount&section=2'), '2025-06-30');
    expect(next.toString()).toBe('date=2025-06-30&offset=100&sort=-totalCount&section=2');
  });
});

describe('the count-by-sex table', () => {
  it('lists every sex of the codebook, the unknown ones when there are any, and the total', () => {
    const shares = sexShares(
      [
        { sexId: 2, percentage: 33.4, count: 5 },
        { sexId: null, percentage: 66.6, count: 10 },
      ],
      SEXES,
      'cs',
      'Neuvedeno',
    );
    expect(shares.rows).toEqual([
      { sexId: 1, label: 'Muž', count: 0, percentage: 0 },
      { sexId: 2, label: 'Žena', count: 5, percentage: 33.4 },
      { sexId: null, label: 'Neuvedeno', count: 10, percentage: 66.6 },
    ]);
    expect(shares.total).toEqual({ count: 15, percentage: 100 });
  });

  it('has no unknown row when everybody has a sex, and zeros when nobody holds the role', () => {
    expect(
      sexShares([{ sexId: 1, percentage: 100, count: 3 }], SEXES, 'en', 'Not stated').rows.map((r) => r.label),
    ).toEqual(['Male', 'Female']);
    expect(sexShares([], SEXES, 'cs', 'Neuvedeno').total).toEqual({ count: 0, percentage: 0 });
  });

  it('writes counts and shares the Czech way (non-breaking spaces) or the English way', () => {
    expect(formatCount(12345, 'cs')).toBe('12\u00a0345');
    expect(formatPercent(51.2, 'cs')).toBe('51,2\u00a0%');
    expect(formatPercent(100, 'cs')).toBe('100,0\u00a0%');
    expect(formatCount(12345, 'en')).toBe('12,345');
    expect(formatPercent(51.2, 'en')).toBe('51.2%');
  });
});

describe('the custom statistics page', () => {
  const session = {
    ready: true,
    failed: false,
    user: { permissions: [], zones: ['admin'], isSuperAdmin: true } as unknown as LoggedUser,
    codebook: {
      sex: SEXES,
      sections: { '1': { id: 1, code: 'BADMINTON', name: name('Badminton', 'Badminton') } },
      personRoleType: {
        '1': { id: 1, code: 'CLUB_MEMBER', name: name('Člen klubu', 'Club member'), sortOrder: 10 },
        '2': { id: 2, code: 'ATHLETE', name: name('Hráč', 'Player'), sortOrder: 20 },
      },
      federationUnits: {},
      region: {},
      district: {},
      clubTypes: {},
    },
  } as unknown as Session;

  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': status < 400 ? 'application/json' : 'application/problem+json' },
    });
  const emptyList = { data: [], limit: 100, offset: 0, total: 0 };

  function renderPage(address: string, answer: (url: string) => Response) {
    const fetch = vi.fn(async (url: string) => answer(url));
    vi.stubGlobal('fetch', fetch);
    renderAt(<CustomStatisticsPage />, address, { session });
    return fetch;
  }

  beforeAll(() => setupI18n('cs'));
  beforeEach(() => setTestRuntimeConfig({ modules: ['stats'] }));
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the date, section and role of the address and shows the shares as a table', async () => {
    const fetch = renderPage('/zone/admin/report/statistics/custom?date=2025-06-30&section=1&role=2', (url) =>
      url.includes('/count-by-sex/')
        ? json(200, {
            ...emptyList,
            total: 2,
            data: [
              { sexId: 1, percentage: 51.2, count: 1234 },
              { sexId: 2, percentage: 48.8, count: 1177 },
            ],
          })
        : json(200, emptyList),
    );
    const table = await screen.findByRole('table', { name: 'Osoby podle pohlaví' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'PohlavíPočet osobPodíl',
      'Muž1\u00a023451,2\u00a0%',
      'Žena1\u00a017748,8\u00a0%',
      'Celkem2\u00a0411100,0\u00a0%',
    ]);
    expect(screen.getByText('Sekce Badminton, role Hráč')).toBeInTheDocument();
    expect(screen.getByText('K datu 30. 6. 2025')).toBeInTheDocument();
    const urls = fetch.mock.calls.map(([url]) => url);
    expect(urls).toContain('/api/admin-zone/people/count-by-sex/date/2025-06-30/section/1/role/2');
    expect(urls.some((u) => u.startsWith('/api/admin-zone/club/report/2025-06-30?'))).toBe(true);
  });

  it('shows today, says why, and picks the first section and role when the address holds nonsense', async () => {
    const fetch = renderPage('/zone/admin/report/statistics/custom?date=2026-02-30&section=99&role=x', () =>
      json(200, emptyList),
    );
    expect(
      await screen.findByText('Datum „2026-02-30“ v adrese není platné, zobrazujeme údaje k dnešku.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('K tomuto datu nemá v této sekci nikdo platnou roli tohoto typu.'),
    ).toBeInTheDocument();
    expect(fetch.mock.calls.map(([url]) => url)).toContain(
      `/api/admin-zone/people/count-by-sex/date/${todayInPrague()}/section/1/role/1`,
    );
  });

  it("shows the server's problem message when the call fails", async () => {
    renderPage('/zone/admin/report/statistics/custom?date=2025-06-30', (url) =>
      url.includes('/count-by-sex/')
        ? json(400, {
            type: 'about:blank',
            title: 'Neplatný požadavek',
            status: 400,
            code: 'validation_failed',
            errors: [{ field: 'role', message: 'Typ role neexistuje.' }],
          })
        : json(200, emptyList),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Údaje se nepodařilo načíst');
    expect(alert).toHaveTextContent('Typ role neexistuje.');
    expect(within(alert).getByRole('button', { name: 'Zkusit znovu' })).toBeInTheDocument();
  });
});

describe('the statistics page', () => {
  const row = (federationUnitId: number, federationUnit: string, adults: number, children: number) => ({
    statsDate: '2025-06-30',
    federationUnitId,
    federationUnit,
    clubCount: 2,
    personCount: adults,
    childCount: children,
    totalCount: adults + children,
    adultMaleCount: adults,
    adultFemaleCount: 0,
    adultNotAvailableCount: 0,
    childMaleCount: 0,
    childFemaleCount: children,
    childNotAvailableCount: 0,
  });

  beforeAll(() => setupI18n('cs'));
  beforeEach(() => setTestRuntimeConfig({ modules: ['stats', 'contracts'] }));
  afterEach(() => vi.unstubAllGlobals());

  it('shows the cards the user may count, at the date of the address, and the units with their total', async () => {
    const fetch = vi.fn(async (url: string) => {
      const body = url.includes('/count/')
        ? { operationId: 'club.count', links: [], data: url.includes('/date/') ? 1234 : 5678 }
        : url.includes('/sections/')
          ? []
          : {
              data: url.includes('/federationunits/')
                ? [row(1, 'Pražský svaz', 1000, 500), row(2, 'Jihočeský svaz', 20, 3)]
                : [],
              limit: 1000,
              offset: 0,
              total: 2,
            };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    vi.stubGlobal('fetch', fetch);
    const user = {
      isSuperAdmin: false,
      zones: ['admin'],
      permissions: ['api.admin.zone.club.count', 'api.admin.zone.club.stats.count'],
    } as unknown as LoggedUser;
    renderAt(<StatisticsPage />, '/zone/admin/report/statistics?date=2025-06-30', {
      access: { user, zone: 'admin', modules: ['stats', 'contracts'], features: {} },
    });

    const units = await screen.findByRole('table', { name: 'Členové podle federačních jednotek' });
    expect(
      within(units)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      'Federační jednotkaKlubyDospělíDětiCelkem',
      'Pražský svaz21\u00a00005001\u00a0500',
      'Jihočeský svaz220323',
      'Celkem41\u00a00205031\u00a0523',
    ]);
    // Only the clubs card: the user holds club.count, not person.count, contract.count or sportfield.count.
    const card = (await screen.findByRole('heading', { level: 3, name: 'Kluby' })).closest('[data-counter]')!;
    await waitFor(() => expect(card.querySelector('[data-count="date"]')?.textContent).toBe('1\u00a0234'));
    expect(card.querySelector('[data-count="all"]')?.textContent).toBe('celkem 5\u00a0678');
    expect(card).toHaveTextContent('k datu 30. 6. 2025');
    expect(screen.queryByText('Osoby')).toBeNull();
    expect(screen.queryByText('Smlouvy')).toBeNull();
    const urls = fetch.mock.calls.map(([url]) => url);
    expect(urls).toContain('/api/admin-zone/clubs/count/date/2025-06-30');
    expect(urls).toContain('/api/admin-zone/clubs/count/all');
    expect(urls.some((u) => u.includes('/people/count'))).toBe(false);
    expect(urls.some((u) => u.startsWith('/api/admin-zone/club/stats/federationunits/2025-06-30?'))).toBe(true);
    expect(await screen.findAllByText('K tomuto datu nejsou registrováni žádní členové.')).toHaveLength(3);
  });
});
