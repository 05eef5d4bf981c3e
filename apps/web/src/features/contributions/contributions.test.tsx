// The contribution pages in the browser's place: rows picked for a bulk payment (or all the filter
// matches), the spec's three outcomes of a payment (all paid, some failed with each failure named,
// none processed) and "no person selected", who is offered the payment, the server's field
// problems, and the generation's progress until its result (the API's answers: test/page.tsx; the
// server side is tested in apps/server, the whole flow in e2e/contributions.e2e.ts).
import type { LoggedUser } from '@fedra/contract/account';
import type { ContributionGeneration, ContributionPayResult, PersonContribution } from '@fedra/contract/contributions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from '../../platform/i18n/format';
import { notify } from '../../platform/notifications';
import { answerCalls, apiAnswer, renderPage, renderPart, zoneCaller } from '../../test/page';
import { setupI18n } from '../../test/render';
import { setTestRuntimeConfig } from '../../test/runtime-config';
import { GenerateModal } from './components/GenerateModal';
import { payOutcome, today } from './components/PayModal';
import ContributionListPage from './pages/ContributionListPage';
import PriceListPage from './pages/PriceListPage';

const item = (id: number, code: string, cs: string, en: string) => ({ id, code, name: { cs, en } });
const codebook = {
  paidStates: {
    '1': item(1, 'UNPAID', 'Nezaplaceno', 'Unpaid'),
    '2': item(2, 'PAID', 'Zaplaceno', 'Paid'),
    '3': item(3, 'NOT_REQUIRED', 'Nevyžadováno', 'Not required'),
  },
  paymentSources: {
    '1': item(1, 'BANK_TRANSFER', 'Bankovní převod', 'Bank transfer'),
    '4': item(4, 'CLUB_CREDIT', 'Kredit klubu', 'Club credit'),
  },
  ageCategories: { '2': item(2, 'ADULT', 'Dospělí', 'Adults') },
  approvalStates: { '2': item(2, 'APPROVED', 'Schváleno', 'Approved') },
  personRoleType: { '1': item(1, 'PLAYER', 'Hráč', 'Player'), '2': item(2, 'COACH', 'Trenér', 'Coach') },
  federationUnits: {},
};

const SEASONS = [
  { id: 3, name: '2026/2027', validFrom: '2026-07-01', validTill: '2099-06-30', state: 'active' },
  { id: 2, name: '2025/2026', validFrom: '2025-07-01', validTill: '2026-06-30', state: 'closed' },
];

function contribution(id: number, fullName: string, paidStateId = 1): PersonContribution {
  return {
    id,
    personId: 100 + id,
    registrationNumber: `R-${id}`,
    customRegistrationNumber: null,
    firstName: fullName.split(' ')[0]!,
    lastName: fullName.split(' ')[1]!,
    fullName,
    birthDate: '2000-05-01',
    birthNumber: null,
    seasonId: 3,
    season: { id: 3, name: '2026/2027' },
    clubId: 7,
    club: { id: 7, name: 'BK Karlín', registrationNumber: 'K-7' },
    federationUnitId: 1,
    ageCategoryId: 2,
    roles: [1, 2],
    approvalStateId: 2,
    amount: 1250,
    paidStateId,
    paidDate: paidStateId === 2 ? '2026-08-01' : null,
    paymentSourceId: paidStateId === 2 ? 4 : null,
  };
}

const ROWS = [contribution(1, 'Jana Nováková'), contribution(2, 'Petr Svoboda', 2), contribution(3, 'Eva Malá')];
const SUMMARY = {
  count: 3,
  paidCount: 1,
  unpaidCount: 2,
  notRequiredCount: 0,
  expected: 3750,
  paid: 1250,
  unpaid: 2500,
};

type Zone = 'admin' | 'club';

const caller = zoneCaller;

/** A fetch answering the list, summary and seasons; `pay` answers the payment. */
function serve(pay: (init: RequestInit) => Response = () => apiAnswer(500, {})) {
  return answerCalls((url, init) => {
    if (init?.method === 'POST' && url.includes('/pay')) return pay(init!);
    if (url.includes('/seasons')) return apiAnswer(200, { data: SEASONS, limit: 20, offset: 0, total: 2 });
    if (url.includes('/summary')) return apiAnswer(200, { data: SUMMARY });
    return apiAnswer(200, { data: ROWS, limit: 100, offset: 0, total: 3 });
  });
}

function renderList(zone: Zone, user: LoggedUser, path = `/zone/${zone}/person-contribution/list`) {
  renderPage({
    routes: [{ path: `/zone/${zone}/person-contribution/list`, element: <ContributionListPage /> }],
    at: path,
    user,
    zone,
    modules: ['personContribution'],
    codebook,
  });
}

const user = () => userEvent.setup();
const ADMIN = caller('admin', ['person.contribution.list', 'person.contribution.pay']);
const posted = (fetch: ReturnType<typeof serve>) =>
  (fetch.mock.calls as unknown as [string, RequestInit][]).filter(([, init]) => init?.method === 'POST');

const result = (over: Partial<ContributionPayResult>): ContributionPayResult => ({
  totalCount: 2,
  paidCount: 2,
  invalidCount: 0,
  paidAmount: 2500,
  failures: [],
  ...over,
});

beforeAll(() => setupI18n('cs'));
beforeEach(() => setTestRuntimeConfig({ modules: ['personContribution'] }));
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the contribution list', () => {
  it('shows the rows with names from the codebook, money in Czech format and the totals', async () => {
    const fetch = serve();
    renderList('admin', ADMIN);
    // The first render of the file loads Mantine and the page: a longer wait.
    expect(await screen.findByText('Jana Nováková')).toBeInTheDocument();
    const row = screen.getByText('Jana Nováková').closest('tr')!;
    expect(within(row).getByText('Hráč, Trenér')).toBeInTheDocument();
    expect(within(row).getByText('1 250,00 Kč')).toBeInTheDocument();
    expect(within(row).getByText('Nezaplaceno')).toBeInTheDocument();
    const totals = screen.getByRole('region', { name: 'Souhrn za filtr' });
    expect(await within(totals).findByText('3 750,00 Kč')).toBeInTheDocument();
    // The current season is the default filter, of both the list and the totals.
    const urls = fetch.mock.calls.map(([url]) => decodeURIComponent(String(url)));
    expect(urls.find((u) => u.includes('/person-contributions?'))).toContain('fields[seasonId][v]=3');
    expect(urls.find((u) => u.includes('/summary'))).toContain('fields[seasonId][v]=3');
  });

  it('says no person is selected when paying with nothing picked', async () => {
    serve();
    const warning = vi.spyOn(notify, 'warning').mockReturnValue('id');
    renderList('admin', ADMIN);
    await screen.findByText('Jana Nováková');
    await user().click(screen.getByRole('button', { name: 'Zaplatit vybrané' }));
    expect(warning).toHaveBeenCalledWith('Nebyla vybrána žádná osoba.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('pays the picked rows and announces all paid with the count and amount', async () => {
    const fetch = serve(() => apiAnswer(200, { data: result({}) }));
    const success = vi.spyOn(notify, 'success').mockReturnValue('id');
    renderList('admin', ADMIN);
    await user().click(await screen.findByRole('checkbox', { name: 'Vybrat Jana Nováková, R-1' }));
    await user().click(screen.getByRole('checkbox', { name: 'Vybrat Eva Malá, R-3' }));
    await user().click(screen.getByRole('button', { name: 'Zaplatit vybrané' }));
    const dialog = await screen.findByRole('dialog', { name: 'Úhrada příspěvků' });
    expect(within(dialog).getByText(/Označit 2 příspěvky jako zaplacené/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Datum úhrady/)).toBeRequired();
    expect(within(dialog).getByLabelText(/^Datum úhrady/)).toHaveValue(formatDate(today()));
    await user().click(within(dialog).getByRole('button', { name: 'Zaplatit' }));
    await waitFor(() => expect(success).toHaveBeenCalled());
    // Czech money: a no-break space between the thousands and before the currency.
    expect(String(success.mock.calls[0]![0]).replace(/\s/g, ' ')).toBe(
      'Zaplaceny 2 příspěvky v celkové výši 2 500,00 Kč.',
    );
    const [url, init] = posted(fetch)[0]!;
    expect(url).toBe('/api/admin-zone/person-contributions/pay');
    expect(JSON.parse(String(init.body))).toEqual({ ids: [1, 3], paidDate: today(), paymentSourceId: 4 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The selection is cleared.
    expect(screen.getByRole('checkbox', { name: 'Vybrat Jana Nováková, R-1' })).not.toBeChecked();
  });

  it('names each failure when some could not be processed', async () => {
    serve(() =>
      apiAnswer(200, {
        data: result({
          totalCount: 3,
          paidCount: 1,
          invalidCount: 2,
          paidAmount: 1250,
          failures: [
            {
              id: 2,
              personId: 102,
              fullName: 'Petr Svoboda',
              reason: 'alreadyPaid',
              message: 'Petr Svoboda: příspěvek už je zaplacen.',
            },
            {
              id: 99,
              personId: null,
              fullName: null,
              reason: 'notFound',
              message: 'Příspěvek 99 neexistuje nebo k němu nemáte přístup.',
            },
          ],
        }),
      }),
    );
    const warning = vi.spyOn(notify, 'warning').mockReturnValue('id');
    renderList('admin', ADMIN);
    await screen.findByText('Jana Nováková');
    await user().click(screen.getByRole('checkbox', { name: 'Vybrat řádky stránky' }));
    await user().click(screen.getByRole('button', { name: 'Zaplatit vybrané' }));
    const dialog = await screen.findByRole('dialog', { name: 'Úhrada příspěvků' });
    await user().click(within(dialog).getByRole('button', { name: 'Zaplatit' }));
    const message = 'Z 3 požadavků nebylo možné zpracovat 2.';
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(warning).toHaveBeenCalledWith(message);
    const failures = within(dialog).getByRole('list', { name: 'Nezpracované požadavky' });
    expect(
      within(failures)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Petr Svoboda: příspěvek už je zaplacen.', 'Příspěvek 99 neexistuje nebo k němu nemáte přístup.']);
  });

  it('says none could be processed when nothing was paid', async () => {
    serve(() =>
      apiAnswer(200, {
        data: result({
          totalCount: 1,
          paidCount: 0,
          invalidCount: 1,
          paidAmount: 0,
          failures: [
            {
              id: 2,
              personId: 102,
              fullName: 'Petr Svoboda',
              reason: 'alreadyPaid',
              message: 'Petr Svoboda: příspěvek už je zaplacen.',
            },
          ],
        }),
      }),
    );
    const error = vi.spyOn(notify, 'error').mockReturnValue('id');
    renderList('admin', ADMIN);
    await user().click(await screen.findByRole('checkbox', { name: 'Vybrat Petr Svoboda, R-2' }));
    await user().click(screen.getByRole('button', { name: 'Zaplatit vybrané' }));
    const dialog = await screen.findByRole('dialog', { name: 'Úhrada příspěvků' });
    await user().click(within(dialog).getByRole('button', { name: 'Zaplatit' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Žádný požadavek nebylo možné zpracovat.');
    expect(error).toHaveBeenCalledWith('Žádný požadavek nebylo možné zpracovat.');
    expect(within(dialog).getByText('Petr Svoboda')).toBeInTheDocument();
  });

  it('pays all the filter matches with all: true and the filter in the query string', async () => {
    const many = { data: ROWS.slice(0, 2), limit: 2, offset: 0, total: 3 };
    const fetch = answerCalls((url, init) => {
      if (init?.method === 'POST') return apiAnswer(200, { data: result({ totalCount: 3, paidCount: 3 }) });
      if (url.includes('/seasons')) return apiAnswer(200, { data: SEASONS, limit: 20, offset: 0, total: 2 });
      if (url.includes('/summary')) return apiAnswer(200, { data: SUMMARY });
      return apiAnswer(200, many);
    });
    vi.spyOn(notify, 'success').mockReturnValue('id');
    renderList(
      'club',
      caller('club', ['person.contribution.list', 'person.contribution.pay']),
      '/zone/club/person-contribution/list?limit=2&season=2',
    );
    await screen.findByText('Jana Nováková');
    await user().click(screen.getByRole('checkbox', { name: 'Vybrat řádky stránky' }));
    await user().click(screen.getByRole('button', { name: 'Vybrat všechny 3 záznamy odpovídající filtru' }));
    await user().click(screen.getByRole('button', { name: 'Zaplatit vybrané' }));
    const dialog = await screen.findByRole('dialog', { name: 'Úhrada příspěvků' });
    // The club zone pays from its credit only: shown, not chosen.
    expect(within(dialog).getByText('Kredit klubu')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: /Zdroj platby/ })).toBeNull();
    await user().click(within(dialog).getByRole('button', { name: 'Zaplatit' }));
    await waitFor(() => expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const [url, init] = (fetch.mock.calls as unknown as [string, RequestInit][]).find(([, i]) => i?.method === 'POST')!;
    expect(decodeURIComponent(url)).toMatch(
      /^\/api\/club-zone\/person-contributions\/pay\?.*fields\[seasonId\]\[v\]=2/,
    );
    expect(url).not.toContain('offset');
    expect(JSON.parse(String(init.body))).toEqual({ all: true, paidDate: today() });
  });

  it('refuses a future date and puts the server problems next to the fields', async () => {
    serve(() =>
      apiAnswer(400, {
        status: 400,
        title: 'Neplatná data',
        errors: [{ field: 'paymentSourceId', message: 'Neznámý zdroj platby.' }],
      }),
    );
    renderList('admin', ADMIN);
    await user().click(await screen.findByRole('checkbox', { name: 'Vybrat Jana Nováková, R-1' }));
    await user().click(screen.getByRole('button', { name: 'Zaplatit vybrané' }));
    const dialog = await screen.findByRole('dialog', { name: 'Úhrada příspěvků' });
    const date = within(dialog).getByLabelText(/^Datum úhrady/);
    await user().clear(date);
    await user().type(date, '2099-01-01');
    await user().click(within(dialog).getByRole('button', { name: 'Zaplatit' }));
    expect(await within(dialog).findByText('Datum úhrady nesmí být v budoucnosti.')).toBeInTheDocument();
    await user().clear(date);
    await user().type(date, today());
    await user().click(within(dialog).getByRole('button', { name: 'Zaplatit' }));
    expect(await within(dialog).findByText('Neznámý zdroj platby.')).toBeInTheDocument();
  });

  it('offers a read-only club manager neither the payment nor the checkboxes', async () => {
    serve();
    renderList('club', caller('club', ['person.contribution.list']));
    await screen.findByText('Jana Nováková');
    expect(screen.queryByRole('button', { name: 'Zaplatit vybrané' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('columnheader', { name: /Klub/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Generovat pro sezónu' })).toBeNull();
  });
});

describe('the pay outcome', () => {
  const t = (key: string, options?: Record<string, unknown>) => `${key} ${JSON.stringify(options ?? {})}`;
  it('tells all, some and none processed apart', () => {
    expect(payOutcome(result({}), t).kind).toBe('success');
    expect(payOutcome(result({ paidCount: 1, invalidCount: 1 }), t)).toEqual({
      kind: 'warning',
      message: 'pay.partial {"count":2,"invalidCount":1}',
    });
    expect(payOutcome(result({ paidCount: 0, invalidCount: 2 }), t).kind).toBe('error');
  });
});

describe('the generation', () => {
  const job = (over: Partial<ContributionGeneration>): ContributionGeneration => ({
    jobId: '7c1b1a52-4d1e-4d57-9a53-0c0c5b7d2f11',
    seasonId: 3,
    state: 'queued',
    done: 0,
    total: null,
    error: null,
    result: null,
    createdDate: '2026-11-24T03:00:00Z',
    finishedDate: null,
    ...over,
  });

  it('asks first, naming the season, then follows the job to its result', async () => {
    const states = [
      job({ state: 'running', done: 400, total: 1000 }),
      job({ state: 'completed', done: 1000, total: 1000, result: { created: 900, updated: 60, unchanged: 40 } }),
    ];
    const fetch = answerCalls((_url, init) =>
      init?.method === 'POST'
        ? apiAnswer(202, { data: job({}) })
        : apiAnswer(200, { data: states.length > 1 ? states.shift() : states[0] }),
    );
    renderPart(<GenerateModal season={{ id: 3, name: '2026/2027' }} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Generování příspěvků' });
    expect(within(dialog).getByText(/Vygenerovat příspěvky sezóny 2026\/2027/)).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    await user().click(within(dialog).getByRole('button', { name: 'Generovat' }));
    const bar = await within(dialog).findByRole('progressbar', { name: 'Průběh generování' });
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toEqual({ seasonId: 3 });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'));
    expect(within(dialog).getByText('Prověřeno osob: 400 z 1 000')).toBeInTheDocument();
    expect(
      await within(dialog).findByText('Hotovo: nových 900, aktualizovaných 60, beze změny 40.'),
    ).toBeInTheDocument();
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    const polls = fetch.mock.calls.filter(([url]) => String(url).endsWith(`/generate/${job({}).jobId}`)).length;
    // Finished: asked no more.
    await new Promise((r) => setTimeout(r, 1200));
    expect(fetch.mock.calls.filter(([url]) => String(url).endsWith(`/generate/${job({}).jobId}`)).length).toBe(polls);
  });
});

describe('the price list', () => {
  const PRICE = {
    id: 4,
    seasonId: 3,
    seasonName: '2026/2027',
    federationUnitId: null,
    personRoleTypeId: 1,
    ageCategoryId: 2,
    amount: 800,
    note: null,
    createdDate: '2026-07-01T10:00:00Z',
    createdById: 1,
    editedDate: null,
    editedById: null,
    createdByName: 'Admin',
    editedByName: null,
  };

  function renderPrices(actions: string[]) {
    const fetch = answerCalls((url, init) => {
      if (init?.method === 'DELETE') return new Response(null, { status: 202 });
      if (url.includes('/seasons')) return apiAnswer(200, { data: SEASONS, limit: 20, offset: 0, total: 2 });
      return apiAnswer(200, { data: [PRICE], limit: 100, offset: 0, total: 1 });
    });
    renderPage({
      routes: [{ path: '/zone/admin/person-contribution/prices', element: <PriceListPage /> }],
      at: '/zone/admin/person-contribution/prices',
      user: caller('admin', ['person.contribution.price.list', ...actions]),
      modules: ['personContribution'],
      codebook,
    });
    return fetch;
  }

  it('offers no changes to a reader, and names "all units" for a price of every unit', async () => {
    renderPrices([]);
    const row = (await screen.findByText('800,00 Kč')).closest('tr')!;
    expect(within(row).getByText('Všechny jednotky')).toBeInTheDocument();
    expect(within(row).getByText('Dospělí')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nová cena' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Upravit cenu/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Smazat cenu/ })).toBeNull();
  });

  it('marks the required fields of a new price and asks before deleting one', async () => {
    const fetch = renderPrices([
      'person.contribution.price.create',
      'person.contribution.price.update',
      'person.contribution.price.delete',
    ]);
    await user().click(await screen.findByRole('button', { name: 'Nová cena' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nová cena' });
    expect(within(dialog).getByLabelText(/^Částka/)).toBeRequired();
    expect(within(dialog).getByRole('combobox', { name: /^Typ role/ })).toBeRequired();
    expect(within(dialog).getByRole('combobox', { name: /^Jednotka/ })).not.toBeRequired();
    await user().click(within(dialog).getByRole('button', { name: 'Uložit' }));
    expect(await within(dialog).findByText('Pole Typ role je povinné')).toBeInTheDocument();
    expect(within(dialog).getByText('Pole Částka je povinné')).toBeInTheDocument();
    await user().click(within(dialog).getByRole('button', { name: 'Zrušit' }));

    const name = 'Hráč, Dospělí, Všechny jednotky';
    await user().click(screen.getByRole('button', { name: `Smazat cenu ${name}` }));
    const confirm = await screen.findByRole('dialog', { name: 'Smazat cenu' });
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await user().click(within(confirm).getByRole('button', { name: 'Smazat' }));
    await waitFor(() =>
      expect(fetch.mock.calls.find(([, init]) => init?.method === 'DELETE')?.[0]).toBe(
        '/api/admin-zone/person-contribution-prices/4',
      ),
    );
  });
});
