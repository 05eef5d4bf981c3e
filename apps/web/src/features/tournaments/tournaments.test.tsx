// The tournament pages in the browser's place: the list (tabs sent as the tab filter, the statute 8
// column, the date range, the "new" button only for the office) and the form's messages (required
// fields, HH:MM, both date-order messages, coordinates) before anything is sent, then the body it
// sends. The API's answers come from test/page.tsx; the server's side is tested through HTTP in
// apps/server/test/tournaments/tournaments.test.ts, the whole flow in e2e/tournaments.e2e.ts.
import type { Tournament, TournamentListItem } from '@fedra/contract/tournaments';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answerCalls, apiAnswer as json, renderPage, zoneCaller } from '../../test/page';
import { setupI18n } from '../../test/render';
import { setTestRuntimeConfig } from '../../test/runtime-config';
import TournamentDetailPage from './pages/TournamentDetailPage';
import TournamentFormPage from './pages/TournamentFormPage';
import TournamentListPage from './pages/TournamentListPage';

const codebook = {
  tournamentTypes: { '1': { id: 1, code: 'OPEN', name: { cs: 'Otevřený turnaj', en: 'Open tournament' } } },
  tournamentLevels: { '2': { id: 2, code: 'A', name: { cs: 'Turnaj kategorie A', en: 'Grade A' } } },
  tournamentStates: { '2': { id: 2, code: 'PUBLISHED', name: { cs: 'Zveřejněný', en: 'Published' } } },
  region: { '1': { id: 1, code: 'PHA', name: { cs: 'Praha', en: 'Prague' } } },
  district: {},
  sportDisciplines: {},
};

const ROW: TournamentListItem = {
  id: 3,
  name: 'Velká cena Prahy',
  code: null,
  dateFrom: '2026-12-05',
  dateTill: '2026-12-06',
  timeFrom: '09:00',
  registrationStartDate: null,
  registrationCloseDate: null,
  seasonId: 1,
  seasonName: '2026/2027',
  organizerId: 7,
  organizerName: 'BK Karlín',
  typeId: 1,
  levelId: 2,
  typeLevelPairs: [{ typeId: 1, levelId: 2, order: 1 }],
  city: 'Praha',
  regionId: 1,
  sportDisciplineIds: [],
  stateId: 2,
  isCancelled: false,
  signedAthletes: 25,
  signedReferees: 1,
  signedTeams: 0,
  disciplineCount: 2,
  statute8: { athletes: 25, referees: 1, requiredReferees: 3, missingReferees: 2, fine: 2000 },
  links: [],
};

const user = () => userEvent.setup({ applyAccept: false });

beforeAll(() => setupI18n('cs'));
beforeEach(() => setTestRuntimeConfig({ modules: ['tournamentDynamic'] }));

function serveList() {
  return answerCalls((url) => {
    if (url.includes('/seasons')) return json(200, { data: [], limit: 20, offset: 0, total: 0 });
    return json(200, { data: [ROW], limit: 100, offset: 0, total: 1 });
  });
}

const renderList = (at: string, actions: string[], zone: 'admin' | 'club' = 'admin') =>
  renderPage({
    routes: [{ path: `/zone/${zone}/tournament-dynamic/list/:tab?`, element: <TournamentListPage /> }],
    at,
    user: zoneCaller(zone, actions),
    zone,
    modules: ['tournamentDynamic'],
    codebook,
  });

describe('the tournament list', () => {
  it('asks for the tab as a filter with its default sort, and shows dates, type, state and statute 8', async () => {
    const fetch = serveList();
    renderList('/zone/admin/tournament-dynamic/list/past', ['tournament.dynamic.list', 'tournament.dynamic.create']);
    const row = await screen.findByRole('row', { name: /Velká cena Prahy/ });
    expect(within(row).getByText('5. 12. 2026 – 6. 12. 2026')).toBeInTheDocument();
    expect(within(row).getByText('Otevřený turnaj – Turnaj kategorie A')).toBeInTheDocument();
    expect(within(row).getByText('Zveřejněný')).toBeInTheDocument();
    expect(within(row).getByText(/chybí 2 rozhodčí/)).toBeInTheDocument();
    expect(within(row).getByText(/2\s000\sKč/)).toBeInTheDocument();
    const listCall = fetch.mock.calls
      .map(([u]) => decodeURIComponent(String(u)))
      .find((u) => u.includes('/tournaments?'));
    expect(listCall).toContain('fields[tab][v]=past');
    expect(listCall).toContain('sort=-dateFrom');
    expect(screen.getByRole('tab', { name: 'Proběhlé' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Nový turnaj' })).toBeInTheDocument();
  });

  it('sorts current tournaments soonest first and offers no "new" button to a club', async () => {
    const fetch = serveList();
    renderList('/zone/club/tournament-dynamic/list', ['tournament.dynamic.list'], 'club');
    await screen.findByRole('table', { name: 'Turnaje' });
    const listCall = fetch.mock.calls
      .map(([u]) => decodeURIComponent(String(u)))
      .find((u) => u.includes('/tournaments?'));
    expect(listCall).toContain('/api/club-zone/tournaments?');
    expect(listCall).toContain('fields[tab][v]=current');
    expect(listCall).toContain('sort=dateFrom');
    expect(screen.queryByRole('button', { name: 'Nový turnaj' })).toBeNull();
  });
});

const renderForm = () =>
  renderPage({
    routes: [
      { path: '/zone/admin/tournament-dynamic/create', element: <TournamentFormPage /> },
      { path: '/zone/admin/tournament-dynamic/detail/:id', element: <p>detail</p> },
    ],
    at: '/zone/admin/tournament-dynamic/create',
    user: zoneCaller('admin', ['tournament.dynamic.list', 'tournament.dynamic.create']),
    zone: 'admin',
    modules: ['tournamentDynamic'],
    codebook,
  });

const save = () => screen.getByRole('button', { name: 'Uložit' });
/** The input labelled exactly `label` (a required one's label ends with an asterisk). */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`));

describe('the tournament form', () => {
  it('marks the required fields and names the missing ones before sending anything', async () => {
    const fetch = answerCalls((url) =>
      url.includes('/seasons')
        ? json(200, { data: [{ id: 1, name: '2026/2027' }], limit: 20, offset: 0, total: 1 })
        : json(500, {}),
    );
    renderForm();
    expect(field('Název')).toBeRequired();
    expect(field('Datum od')).toBeRequired();
    expect(field('Čas zahájení')).not.toBeRequired();
    await user().click(save());
    expect(await screen.findByText('Pole Název je povinné')).toBeInTheDocument();
    expect(screen.getByText('Pole Sezóna je povinné')).toBeInTheDocument();
    expect(screen.getByText('Vyberte pořádající klub, nebo vyplňte název pořadatele.')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([, init]) => (init as RequestInit | undefined)?.method === 'POST')).toBe(false);
  });

  it('refuses 25:00 and 7.30 with the spec message, dates the wrong way round on both fields, and a latitude of 91', async () => {
    answerCalls(() => json(200, { data: [], limit: 20, offset: 0, total: 0 }));
    renderForm();
    const time = field('Čas zahájení');
    await user().type(time, '25:00');
    await user().type(field('Datum od'), '2026-06-10');
    await user().type(field('Datum do'), '2026-06-09');
    await user().type(field('Zeměpisná šířka'), '91');
    await user().click(save());
    await waitFor(() => expect(time).toHaveAccessibleDescription(/Zadejte čas ve formátu HH:MM\./));
    expect(field('Datum od')).toHaveAccessibleDescription('Datum od je větší než datum do.');
    expect(field('Datum do')).toHaveAccessibleDescription('Datum do je menší než datum od.');
    expect(field('Zeměpisná šířka')).toHaveAccessibleDescription('Hodnota pole Zeměpisná šířka může být nejvýše 90');
    await user().clear(time);
    await user().type(time, '7.30');
    await user().click(save());
    await waitFor(() => expect(time).toHaveAccessibleDescription(/Zadejte čas ve formátu HH:MM\./));
    await user().clear(time);
    await user().type(time, '07:30');
    await waitFor(() => expect(time).not.toHaveAccessibleDescription(/Zadejte čas/));
  });
});

const DETAIL: Tournament = {
  ...(({ links: _links, ...rest }) => rest)(ROW),
  registrationOnline: true,
  isRegistrationOpen: true,
  categoryId: null,
  teamTypeId: null,
  additionalData: [],
  organizerText: null,
  federationUnitId: null,
  sportFieldId: null,
  sportFieldName: null,
  sportFieldText: null,
  refereeId: null,
  refereeName: null,
  refereeText: 'Jan Píšťalka',
  director: null,
  contactName: null,
  contactPhone: null,
  contactEmail: null,
  note: null,
  ageCategoryId: null,
  ageCategoryGroupId: null,
  sexId: null,
  startingFee: 250,
  onlineInfo: null,
  accommodation: null,
  proposition: null,
  propositionUrl: null,
  propositionFileName: null,
  posterUrl: null,
  posterFileName: null,
  mainImageUrl: null,
  mainImageFileName: null,
  badges: [],
  importantLinks: [],
  rankingDate: null,
  rankingGenerate: false,
  statute8FineOrderId: null,
  rankingIncluded: false,
  rankingExcluded: false,
  externalId: null,
  previousTournamentId: null,
  previousTournamentName: null,
  group: null,
  address: { street: null, city: 'Praha', zip: null, districtId: null, regionId: 1, latitude: 50.08, longitude: 14.42 },
  attachmentCount: 0,
  createdDate: '2026-11-01T10:00:00.000Z',
  createdById: 1,
  editedDate: null,
  editedById: null,
  createdByName: 'Office',
  editedByName: null,
};

const renderDetail = (links: string[], zone: 'admin' | 'club' = 'admin') => {
  const fetch = answerCalls((url, init) => {
    if (init?.method === 'POST') return json(202, { operationId: 'x', links: [], data: { ...DETAIL, stateId: 5 } });
    // The tabs' lists (the disciplines tab loads first, lazily: on a busy machine it renders before
    // a test switches tabs, so its list needs a list answer).
    if (/\/(attachments|competitions|participants)/.test(url))
      return json(200, { data: [], limit: 0, offset: 0, total: 0 });
    if (url.includes('/results')) return json(200, { operationId: 'results', links: [], data: [] });
    return json(200, { operationId: 'get', links: links.map((operationId) => ({ operationId })), data: DETAIL });
  });
  renderPage({
    routes: [{ path: `/zone/${zone}/tournament-dynamic/detail/:id/:tab?`, element: <TournamentDetailPage /> }],
    at: `/zone/${zone}/tournament-dynamic/detail/3`,
    user: zoneCaller(zone, ['tournament.dynamic.list']),
    zone,
    modules: ['tournamentDynamic'],
    codebook,
  });
  return fetch;
};
const posts = (fetch: ReturnType<typeof answerCalls>) =>
  fetch.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'POST').map(([u]) => String(u));

describe('the tournament detail', () => {
  it('shows the summary with statute 8 and offers exactly the steps its links allow; cancelling asks first', async () => {
    const fetch = renderDetail([
      'api.admin.zone.tournament.dynamic.update',
      'api.admin.zone.tournament.dynamic.send',
      'api.admin.zone.tournament.dynamic.cancel',
    ]);
    await screen.findByRole('heading', { level: 1, name: 'Velká cena Prahy' });
    const box = screen.getByRole('region', { name: 'Stanovy č. 8 – rozhodčí' });
    expect(within(box).getByText('3')).toBeInTheDocument();
    expect(within(box).getByText(/2\s000\sKč/)).toBeInTheDocument();
    expect(within(box).getByText(/Chybějí 2 rozhodčí/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Zobrazit na mapě/ })).toHaveAttribute(
      'href',
      expect.stringContaining('mlat=50.08&mlon=14.42'),
    );
    expect(screen.getByRole('button', { name: 'Odeslat komisi' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upravit' })).toBeInTheDocument();
    for (const absent of ['Zveřejnit', 'Schválit', 'Archivovat', 'Smazat']) {
      expect(screen.queryByRole('button', { name: absent })).toBeNull();
    }
    await user().click(screen.getByRole('button', { name: 'Zrušit turnaj' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zrušit turnaj' });
    expect(posts(fetch)).toEqual([]);
    await user().click(within(dialog).getByRole('button', { name: 'Zrušit turnaj' }));
    await waitFor(() =>
      expect(posts(fetch)).toEqual([expect.stringMatching(/\/api\/admin-zone\/tournaments\/3\/cancel$/)]),
    );
  });

  it('offers a club no action and says no results have been entered yet', async () => {
    renderDetail([], 'club');
    await screen.findByRole('heading', { level: 1, name: 'Velká cena Prahy' });
    expect(screen.queryByRole('button', { name: /Zveřejnit|Odeslat|Zrušit turnaj|Smazat/ })).toBeNull();
    await user().click(screen.getByRole('tab', { name: 'Výsledky' }));
    // The tab's module and its texts load lazily.
    expect(await screen.findByText('Zatím nejsou zadány žádné výsledky.')).toBeInTheDocument();
  });
});
