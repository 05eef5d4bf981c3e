// The club zone's credit page in the browser's place: the summary and the ledger of the current
// club, signed amounts and the balance after each entry, and one period driving both calls. The
// API's answers come from test/page.tsx; the server's side is tested in
// apps/server/test/club-credits/club-credits.test.ts.
import type { CreditEntry, CreditRow } from '@fedra/contract/club-credits';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answerCalls, apiAnswer, renderPage, zoneCaller } from '../../test/page';
import { setupI18n } from '../../test/render';
import { setTestRuntimeConfig } from '../../test/runtime-config';
import ClubCreditPage from './pages/ClubCreditPage';

const json = (body: unknown) => apiAnswer(200, body);

const SUMMARY: CreditRow = {
  club: { id: 7, name: 'BK Karlín', registrationNumber: 'K-7' },
  balanceCurrent: -250,
  balancePeriod: -1250,
  ordered: 1000,
  spent: 2250,
};
const ENTRIES: CreditEntry[] = [
  {
    id: 2,
    entryDate: '2026-10-02',
    kind: 'spend',
    amount: 2250,
    balanceAfter: -250,
    note: 'Členské příspěvky 2026/2027: 3 osoby',
    contributionCount: 3,
    createdDate: '2026-10-02T08:00:00Z',
  },
  {
    id: 1,
    entryDate: '2026-09-01',
    kind: 'order',
    amount: 2000,
    balanceAfter: 2000,
    note: null,
    contributionCount: 0,
    createdDate: '2026-09-01T08:00:00Z',
  },
];

function serve() {
  return answerCalls((url) =>
    url.includes('/summary')
      ? json({ operationId: 'club.clubcredit.summary', links: [], data: SUMMARY })
      : json({ data: ENTRIES, limit: 100, offset: 0, total: 2 }),
  );
}

function renderAt(path: string) {
  renderPage({
    routes: [{ path: '/zone/club/credit-history/list', element: <ClubCreditPage /> }],
    at: path,
    user: zoneCaller('club', ['clubcredit.list']),
    zone: 'club',
  });
}

beforeAll(() => setupI18n('cs'));
beforeEach(() => setTestRuntimeConfig({ modules: [] }));

describe("the club's credit page", () => {
  it("shows the club's balance, its movements signed, and the balance after each", async () => {
    serve();
    renderAt('/zone/club/credit-history/list');
    expect(await screen.findByText('-250,00 Kč', { selector: 'p span' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Pohyby kreditu klubu' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Čerpání');
    expect(rows[1]).toHaveTextContent('-2 250,00 Kč');
    expect(rows[1]).toHaveTextContent('(3 příspěvky)');
    expect(rows[2]).toHaveTextContent('Nákup kreditu');
    expect(rows[2]).toHaveTextContent('+2 000,00 Kč');
  });

  it('asks the summary and the ledger for the same period', async () => {
    const fetch = serve();
    renderAt('/zone/club/credit-history/list?from=2026-09-01&to=2026-10-31');
    await screen.findByRole('table', { name: 'Pohyby kreditu klubu' });
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    const urls = fetch.mock.calls.map(([url]) => decodeURIComponent(url));
    expect(urls.find((u) => u.includes('/summary'))).toMatch(/from=2026-09-01&to=2026-10-31/);
    const ledger = urls.find((u) => !u.includes('/summary'))!;
    expect(ledger).toContain('fields[period][o]=valueDateRange');
    expect(ledger).toContain('fields[period][v][from]=2026-09-01');
    expect(ledger).toContain('fields[period][v][to]=2026-10-31');
  });
});
