// The reporting page in the browser's place: the check report with its reasons and Czech plurals,
// the tabs a caller may use (a reader of statistics sees no register export), and the statistics
// with this year against the last.
// The server's side: apps/server/test/reporting; the whole flow: e2e/reporting.e2e.ts.
import type { NsaCheck, ReportingStats } from '@fedra/contract/reporting';
import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answerCalls, apiAnswer, renderPage, zoneCaller } from '../../test/page';
import { setupI18n } from '../../test/render';
import { setTestRuntimeConfig } from '../../test/runtime-config';
import ReportingPage from './pages/ReportingPage';

const CHECK: NsaCheck = {
  year: 2026,
  templateVersion: 1,
  exportableCount: 3,
  problems: [
    {
      personId: 11,
      registrationNumber: 'CZE 100-011',
      firstName: 'Petr',
      lastName: 'Novák',
      clubId: 7,
      clubName: 'BK Karlín',
      sport: 'BADMINTON',
      problems: ['missingBirthNumber'],
    },
    {
      personId: 12,
      registrationNumber: 'CZE 100-012',
      firstName: 'Anna',
      lastName: 'Malá',
      clubId: 7,
      clubName: 'BK Karlín',
      sport: null,
      problems: ['missingBirthDate', 'unknownSport'],
    },
  ],
};

const counts = (count: number, previousCount: number) => ({ count, previousCount });
const STATS: ReportingStats = {
  year: 2026,
  previousYear: 2025,
  date: '2026-11-21',
  previousDate: '2025-12-31',
  ageBands: [
    { code: '0-6', from: 0, to: 6 },
    { code: 'unknown', from: null, to: null },
  ],
  members: [{ regionId: 1, region: 'Hlavní město Praha', sex: 'female', ageBand: '0-6', ...counts(5, 3) }],
  clubsByRegion: [{ regionId: 1, region: 'Hlavní město Praha', ...counts(2, 2) }],
  refereesByLevel: [{ levelId: 4, level: 'Rozhodčí III. třídy', ...counts(4, 1) }],
  coachesByLevel: [{ levelId: null, level: null, ...counts(1, 2) }],
  totals: { members: counts(5, 3), clubs: counts(2, 2), referees: counts(4, 1), coaches: counts(1, 2) },
};

beforeAll(() => setupI18n('cs'));
beforeEach(() => setTestRuntimeConfig({ modules: ['stats'] }));

const render = (tab: string, actions: string[]) =>
  renderPage({
    routes: [{ path: '/zone/admin/reporting/:tab?', element: <ReportingPage /> }],
    at: `/zone/admin/reporting/${tab}`,
    user: zoneCaller('admin', actions),
    modules: ['stats'],
  });

describe('the reporting page', () => {
  it('shows the check before the export with each reason', async () => {
    const urls: string[] = [];
    answerCalls((url) => {
      urls.push(url);
      if (url.includes('/clubs')) return apiAnswer(200, { data: [], limit: 20, offset: 0, total: 0 });
      return apiAnswer(200, { operationId: 'admin.reporting.nsa.check', links: [], data: CHECK });
    });
    render('nsa', ['reporting.nsa.export', 'reporting.stats.list', 'club.list']);
    expect(await screen.findByText('Za rok 2026 půjdou do souboru 3 řádky.')).toBeInTheDocument();
    expect(screen.getByText('2 řádky nelze zapsat')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Kontrola před exportem' });
    const anna = within(table).getByRole('link', { name: 'Malá Anna' }).closest('tr')!;
    expect(within(anna).getByText('Cizinec bez rodného čísla i data narození')).toBeInTheDocument();
    expect(within(anna).getByText('Sport nemá kód Rejstříku sportu (číselník nsaSports)')).toBeInTheDocument();
    expect(within(anna).getByText('Bez sportu')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stáhnout ZIP všech klubů' })).toBeInTheDocument();
    // No year chosen: the server's year.
    expect(urls.some((u) => u.includes('/api/admin-zone/reporting/nsa/check') && !u.includes('year='))).toBe(true);
  });

  it('offers only the statistics to a reader of them', async () => {
    answerCalls(() => apiAnswer(200, { operationId: 'admin.reporting.stats', links: [], data: STATS }));
    render('', ['reporting.stats.list']);
    expect(await screen.findByRole('heading', { name: 'Rozhodčí podle kvalifikace' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Roční statistiky']);
    const referees = screen.getByRole('table', { name: 'Rozhodčí podle kvalifikace' });
    const row = within(referees).getByRole('rowheader', { name: 'Rozhodčí III. třídy' }).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['4', '1', '+3']);
    const coaches = screen.getByRole('table', { name: 'Trenéři podle licence' });
    expect(within(coaches).getByRole('rowheader', { name: 'Bez kvalifikace' })).toBeInTheDocument();
  });

  it('is not found for a tab the caller may not use', async () => {
    answerCalls(() => apiAnswer(200, { operationId: 'admin.reporting.stats', links: [], data: STATS }));
    render('nsa', ['reporting.stats.list']);
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent('Výkaznictví');
  });
});
