// The public tournament pages: the list's cards and the query its filters send, the month view
// (grid, agenda, months in the address), the detail's participants by discipline with names and
// clubs and its results from the one call, and neither page while the feature is off.
import type {
  PublicParticipant,
  PublicTournamentDetail,
  PublicTournamentSummary,
} from '@fedra/contract/tournament-public';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answerCalls, apiAnswer, renderPage } from '../../../../test/page';
import { setupI18n } from '../../../../test/render';
import { setTestRuntimeConfig } from '../../../../test/runtime-config';
import PublicTournamentDetailPage from './PublicTournamentDetailPage';
import PublicTournamentListPage from './PublicTournamentListPage';

const ON = { public: { 'public-tournament-detail': { isActive: true } } };
const name = (cs: string) => ({ cs, en: cs });
const CODEBOOK = {
  tournamentTypes: { 1: { id: 1, code: 'GP', name: name('Grand Prix') } },
  tournamentLevels: { 1: { id: 1, code: 'A', name: name('Úroveň A') } },
  tournamentRoles: { 1: { id: 1, code: 'ATHLETE', name: name('Hráč') } },
  tournamentStates: { 2: { id: 2, code: 'PUB', name: name('Zveřejněný') } },
  tournamentCompetitionStates: { 1: { id: 1, code: 'OPEN', name: name('Otevřená') } },
};

const SUMMARY: PublicTournamentSummary = {
  id: 5,
  name: 'Velká cena Prahy',
  dateFrom: '2026-12-05',
  dateTill: '2026-12-06',
  timeFrom: '09:30',
  city: 'Praha',
  regionId: null,
  seasonId: 1,
  seasonName: '2026/2027',
  typeIds: [1],
  levelIds: [1],
  sportDisciplineIds: [],
  stateId: 2,
  isCancelled: false,
  organizerName: 'BK Karlín',
  signedAthletes: 3,
  disciplineCount: 2,
};

const PARTICIPANTS: PublicParticipant[] = [
  { competitionId: 11, firstName: 'Petr', lastName: 'Novák', clubName: 'BK Karlín', roleId: 1 },
  { competitionId: 11, firstName: 'Jan', lastName: 'Svoboda', clubName: 'TJ Náhradní', roleId: 1 },
  { competitionId: 12, firstName: 'Eva', lastName: 'Dvořáková', clubName: 'BK Karlín', roleId: 1 },
];

const DETAIL: PublicTournamentDetail = {
  ...SUMMARY,
  street: 'Nábřeží 1',
  zip: '110 00',
  districtId: null,
  latitude: 50.08,
  longitude: 14.42,
  sportFieldName: 'Hala Karlín',
  registrationStartDate: null,
  registrationCloseDate: '2026-12-01',
  contactName: 'Jana Pořadatelová',
  contactPhone: null,
  contactEmail: 'poradatel@example.cz',
  startingFee: '250.00',
  onlineInfo: null,
  accommodation: null,
  proposition: '<p>Hraje se na 3 kurtech.</p>',
  badges: [],
  importantLinks: [],
  signedReferees: 0,
  poster: null,
  mainImage: null,
  propositionFile: null,
  attachments: [
    { name: 'Rozpis', contentType: 'application/pdf', size: 10, url: '/api/public-zone/tournaments/5/files/x' },
  ],
  disciplines: [
    {
      id: 11,
      name: 'Dvouhra muži',
      stateId: 1,
      sportDisciplineId: null,
      ageCategoryId: null,
      dateFrom: null,
      timeFrom: null,
      athletesCount: 2,
      refereesCount: 0,
      participantsCount: 2,
    },
    {
      id: 12,
      name: 'Dvouhra ženy',
      stateId: 1,
      sportDisciplineId: null,
      ageCategoryId: null,
      dateFrom: null,
      timeFrom: null,
      athletesCount: 1,
      refereesCount: 0,
      participantsCount: 1,
    },
  ],
  participants: PARTICIPANTS,
  pairs: [],
  results: [],
};

const list = (data: unknown[]) => apiAnswer(200, { data, limit: 24, offset: 0, total: data.length });

function renderList(features: object = ON, at = '/zone/public/tournament/public-list') {
  renderPage({
    routes: [{ path: '/zone/public/tournament/public-list', element: <PublicTournamentListPage /> }],
    at,
    codebook: CODEBOOK,
    features,
  });
}

beforeAll(() => setupI18n('cs'));
beforeEach(() => setTestRuntimeConfig({ modules: ['tournamentDynamic'] }));

describe('the public tournament list', () => {
  it('shows the tournaments as cards linking to their detail, and sends the filters as list fields', async () => {
    const fetch = answerCalls(() => list([SUMMARY]));
    renderList();
    const card = (await screen.findByRole('link', { name: 'Velká cena Prahy' })).closest('article')!;
    expect(within(card).getByRole('link', { name: 'Velká cena Prahy' })).toHaveAttribute(
      'href',
      '/zone/public/tournament/public-detail/5',
    );
    expect(within(card).getByText('5. 12. 2026 – 6. 12. 2026, 09:30')).toBeInTheDocument();
    expect(within(card).getByText('Grand Prix')).toBeInTheDocument();
    expect(within(card).getByText('2 disciplíny · 3 přihlášení hráči')).toBeInTheDocument();
    expect(decodeURIComponent(fetch.mock.calls[0]![0])).toContain('tab=current');

    // Narrow (the test's window matches no media query): the filters open on demand.
    expect(screen.queryByRole('textbox', { name: 'Název' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Filtry (0)' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Název' }), 'praha');
    expect(await screen.findByRole('button', { name: 'Filtry (1)' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('radio', { name: 'Proběhlé' }));
    await waitFor(() => {
      const last = decodeURIComponent(fetch.mock.calls.at(-1)![0]);
      expect(last).toContain('tab=past');
      expect(last).toContain('fields[name][o]=valuesLike&fields[name][v]=praha');
      expect(last).toContain('sort=-dateFrom');
    });
    expect(screen.getByRole('button', { name: 'Odebírat kalendář' })).toBeInTheDocument();
  });

  it('shows the month of the address on a phone as an agenda, asks for its tournaments in one call and turns it', async () => {
    const fetch = answerCalls(() => list([SUMMARY]));
    renderList(ON, '/zone/public/tournament/public-list?view=month&month=2026-12');
    expect(await screen.findByRole('heading', { name: 'Prosinec 2026', level: 2 })).toBeInTheDocument();
    const day = await screen.findByRole('region', { name: /5\. 12\. 2026/ });
    expect(within(day).getByRole('link', { name: 'Velká cena Prahy' })).toHaveAttribute(
      'href',
      '/zone/public/tournament/public-detail/5',
    );
    // Listed once, on its first day (it lasts two).
    expect(screen.getAllByRole('link', { name: 'Velká cena Prahy' })).toHaveLength(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    const url = decodeURIComponent(fetch.mock.calls[0]![0]);
    expect(url).toContain('tab=all');
    expect(url).toContain('fields[dateFrom][o]=valueDateRange&fields[dateFrom][v][to]=2026-12-31');
    expect(url).toContain('fields[dateTill][o]=valueDateRange&fields[dateTill][v][from]=2026-12-01');
    // No tabs in the month view; PageDown and the button turn the month.
    expect(screen.queryByRole('radio', { name: 'Proběhlé' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Následující měsíc' }));
    expect(await screen.findByRole('heading', { name: 'Leden 2027', level: 2 })).toBeInTheDocument();
    await waitFor(() => expect(decodeURIComponent(fetch.mock.calls.at(-1)![0])).toContain('2027-01-31'));
    screen.getByRole('button', { name: 'Předchozí měsíc' }).focus();
    await userEvent.keyboard('{PageUp}');
    expect(await screen.findByRole('heading', { name: 'Prosinec 2026', level: 2 })).toBeInTheDocument();
  });

  it('does not exist while the feature public-tournament-detail is off', async () => {
    const fetch = answerCalls(() => list([SUMMARY]));
    renderList({});
    expect(await screen.findByRole('heading', { name: 'Nenalezeno' })).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('the public tournament detail', () => {
  it('shows the summary, the disciplines and who is registered in each with their club, from one call', async () => {
    const fetch = answerCalls(() => apiAnswer(200, { operationId: 'x', links: [], data: DETAIL }));
    renderPage({
      routes: [{ path: '/zone/public/tournament/public-detail/:id', element: <PublicTournamentDetailPage /> }],
      at: '/zone/public/tournament/public-detail/5',
      codebook: CODEBOOK,
      features: ON,
    });
    expect(await screen.findByRole('heading', { name: 'Velká cena Prahy', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Zobrazit na mapě/ })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=50.08&mlon=14.42#map=16/50.08/14.42',
    );
    expect(screen.getByText('Hraje se na 3 kurtech.')).toBeInTheDocument();
    const registered = screen.getByRole('region', { name: 'Přihlášení' });
    const men = (await within(registered).findByRole('heading', { name: 'Dvouhra muži' })).closest('div')!;
    expect(within(men).getByRole('row', { name: /Jan Svoboda TJ Náhradní Hráč/ })).toBeInTheDocument();
    const women = within(registered).getByRole('heading', { name: 'Dvouhra ženy' }).closest('div')!;
    expect(within(women).getByRole('row', { name: /Eva Dvořáková BK Karlín/ })).toBeInTheDocument();
    expect(within(women).queryByText('Petr')).toBeNull();
    expect(screen.getByRole('link', { name: 'Stáhnout Rozpis' })).toHaveAttribute(
      'href',
      '/api/public-zone/tournaments/5/files/x',
    );
    expect(screen.queryByRole('region', { name: 'Výsledky' })).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('shows the standings of each discipline, a pair on one row, the players linking to their public page', async () => {
    const row = (personId: number, name: string, from: number, to: number, shared: boolean, points: number) => ({
      personId,
      name,
      club: 'BK Karlín',
      rankFrom: from,
      rankTo: to,
      standingShared: shared,
      result: '2:1',
      points,
    });
    answerCalls(() =>
      apiAnswer(200, {
        operationId: 'x',
        links: [],
        data: {
          ...DETAIL,
          results: [
            {
              competitionId: 11,
              name: 'Dvouhra muži',
              rows: [row(1, 'Petr Novák', 1, 1, false, 100), row(2, 'Jan Svoboda', 3, 4, true, 62.5)],
            },
            {
              competitionId: 12,
              name: 'Čtyřhra',
              rows: [row(3, 'Eva Dvořáková', 1, 1, false, 50), row(4, 'Jana Malá', 1, 1, false, 50)],
            },
          ],
        },
      }),
    );
    renderPage({
      routes: [{ path: '/zone/public/tournament/public-detail/:id', element: <PublicTournamentDetailPage /> }],
      at: '/zone/public/tournament/public-detail/5',
      codebook: CODEBOOK,
      features: ON,
    });
    const results = await screen.findByRole('region', { name: 'Výsledky' });
    const singles = within(results).getByRole('table', { name: 'Dvouhra muži' });
    // (The result shows once by the width: under the name on a phone, in its column elsewhere.)
    expect(within(singles).getByRole('row', { name: /^1\. Petr Novák BK Karlín (2:1 )+100$/ })).toBeInTheDocument();
    expect(
      within(singles).getByRole('row', { name: /^3\.–4\. Jan Svoboda BK Karlín (2:1 )+62,5$/ }),
    ).toBeInTheDocument();
    expect(within(singles).getByRole('link', { name: 'Petr Novák' })).toHaveAttribute(
      'href',
      '/zone/public/ranking/public-player/1',
    );
    const doubles = within(results).getByRole('table', { name: 'Čtyřhra' });
    expect(within(doubles).getAllByRole('row')).toHaveLength(2);
    expect(
      within(doubles).getByRole('row', { name: /^1\. Eva Dvořáková ?\/ ?Jana Malá BK Karlín (2:1 )+50$/ }),
    ).toBeInTheDocument();
  });
});
