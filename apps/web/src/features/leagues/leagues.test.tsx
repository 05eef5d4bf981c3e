// The league dialogs and the league page in the browser's place: required marks, the league
// messages next to their fields (odd sets, both date-order messages), what is sent
// once the form is right, the server's field problems next to their fields, and the actions
// offered exactly by the league's links. The server's side is tested through HTTP in apps/server.
import type { League, LeagueCompetition } from '@fedra/contract/leagues';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answerCalls, apiAnswer as json, renderPage, renderPart, zoneCaller } from '../../test/page';
import { setupI18n } from '../../test/render';
import { setTestRuntimeConfig } from '../../test/runtime-config';
import { CompetitionFormModal } from './components/CompetitionFormModal';
import { LeagueFormModal } from './components/LeagueFormModal';
import LeagueDetailPage from './pages/LeagueDetailPage';

const user = () => userEvent.setup({ applyAccept: false });
const save = () => screen.getByRole('button', { name: 'Uložit' });

const CODEBOOK = {
  tournamentSystems: { '6': { id: 6, code: 'LEAGUE', name: { cs: 'Liga', en: 'League' } } },
  tournamentCompetitionStates: {
    '1': { id: 1, code: 'OPEN', name: { cs: 'Otevřená', en: 'Open' } },
    '2': { id: 2, code: 'CLOSED', name: { cs: 'Uzavřená', en: 'Closed' } },
  },
  tournamentResultTypes: {},
  ageCategoryGroups: {},
  tournamentStates: {},
};
const setup = { codebook: CODEBOOK };

const COMPETITION: LeagueCompetition = {
  id: 9,
  leagueId: 5,
  leagueName: 'Extraliga',
  leagueStateId: 2,
  name: 'Muži A',
  ageCategoryGroupId: null,
  stateId: 1,
  dateFrom: null,
  dateTill: null,
  gamePerMatch: 5,
  isDraw: false,
  openForParticipants: null,
  closeForParticipants: null,
  isOpenForParticipants: false,
  resultTypeId: null,
  roundCount: 2,
  setMax: 3,
  systemId: 6,
  teamCount: 0,
  matchCount: 0,
  links: [],
};

const LEAGUE: League = {
  id: 5,
  name: 'Extraliga družstev',
  seasonId: 3,
  seasonName: '2026/2027',
  dateFrom: '2026-09-01',
  dateTill: '2027-05-31',
  stateId: 2,
  organizerId: null,
  organizerName: 'Svaz',
  organizerText: 'Svaz',
  contactName: 'Jan Novák',
  contactPhone: null,
  contactEmail: 'liga@fedra.test',
  note: 'Hraje se v sobotu.',
  isEditable: true,
  attachmentCount: 0,
  competitionCount: 1,
  teamCount: 4,
  competitions: [],
  createdDate: '2026-01-01T00:00:00.000Z',
  createdById: 1,
  editedDate: null,
  editedById: null,
};

beforeAll(() => setupI18n('cs'));
beforeEach(() => setTestRuntimeConfig({ modules: ['league'] }));

describe('the competition dialog', () => {
  it('marks the name required and names it when missing', async () => {
    answerCalls(() => json(500, {}));
    renderPart(<CompetitionFormModal leagueId={5} competition={null} onClose={() => {}} />, setup);
    const name = screen.getByLabelText(/^Název/);
    expect(name).toBeRequired();
    await user().click(save());
    expect(await screen.findByText('Pole Název je povinné')).toBeInTheDocument();
    // The keyboard lands on the field to fix, not on the save button.
    await waitFor(() => expect(name).toHaveFocus());
  });

  it('refuses an even number of sets with the league message', async () => {
    const fetch = answerCalls(() => json(500, {}));
    renderPart(<CompetitionFormModal leagueId={5} competition={null} onClose={() => {}} />, setup);
    await user().type(screen.getByLabelText(/^Název/), 'Muži A');
    const sets = screen.getByLabelText(/^Nejvýše setů/);
    await user().clear(sets);
    await user().type(sets, '4');
    await user().click(save());
    await waitFor(() => expect(sets).toHaveAccessibleDescription('Počet setů musí být liché číslo od 1 do 9.'));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows both date-order messages next to both dates', async () => {
    renderPart(<CompetitionFormModal leagueId={5} competition={null} onClose={() => {}} />, setup);
    await user().type(screen.getByLabelText(/^Název/), 'Muži A');
    await user().type(screen.getByLabelText(/^Datum od/), '2030-05-02');
    await user().type(screen.getByLabelText(/^Datum do/), '2030-05-01');
    await user().click(save());
    await waitFor(() =>
      expect(screen.getByLabelText(/^Datum od/)).toHaveAccessibleDescription('Datum od je větší než datum do.'),
    );
    expect(screen.getByLabelText(/^Datum do/)).toHaveAccessibleDescription('Datum do je menší než datum od.');
  });

  it('sends a right form to the league and shows a server problem next to its field', async () => {
    const fetch = answerCalls(() =>
      json(400, {
        status: 400,
        title: 'Neplatná data',
        errors: [{ field: 'systemId', message: 'Hodnota pole systemId (99) neexistuje.' }],
      }),
    );
    renderPart(<CompetitionFormModal leagueId={5} competition={null} onClose={() => {}} />, setup);
    await user().type(screen.getByLabelText(/^Název/), 'Muži B');
    await user().click(save());
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/api/admin-zone/leagues/5/competitions');
    expect(JSON.parse(String(init.body))).toMatchObject({
      name: 'Muži B',
      systemId: 6,
      stateId: 1,
      setMax: 3,
      roundCount: 2,
      gamePerMatch: 1,
      isDraw: false,
      dateFrom: null,
    });
    expect(await screen.findByText('Hodnota pole systemId (99) neexistuje.')).toBeInTheDocument();
  });

  it('edits an existing competition through its own call', async () => {
    const fetch = answerCalls(() => json(202, { operationId: 'x', links: [], data: COMPETITION }));
    renderPart(<CompetitionFormModal leagueId={5} competition={COMPETITION} onClose={() => {}} />, setup);
    expect(screen.getByLabelText(/^Název/)).toHaveValue('Muži A');
    await user().click(save());
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/api/admin-zone/leagues/competitions/9');
    expect(init.method).toBe('PUT');
  });
});

describe('the league dialog', () => {
  it('marks name, season, state and dates required and names the missing ones', async () => {
    answerCalls(() => json(200, { data: [], limit: 100, offset: 0, total: 0 }));
    renderPart(<LeagueFormModal league={null} onClose={() => {}} />, setup);
    for (const label of [/^Název( \*)?$/, /^Datum od/, /^Datum do/])
      expect(screen.getByLabelText(label)).toBeRequired();
    await user().click(save());
    expect(await screen.findByText('Pole Název je povinné')).toBeInTheDocument();
    expect(screen.getByText('Pole Sezóna je povinné')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Název( \*)?$/)).toHaveFocus());
  });
});

describe('the league page', () => {
  const routes = [{ path: '/zone/admin/league/detail/:id/:tab?', element: <LeagueDetailPage /> }];
  const answer = (links: { operationId: string }[]) =>
    answerCalls((url) =>
      url.includes('/competitions')
        ? json(200, { data: [{ ...COMPETITION, links: [] }], limit: 100, offset: 0, total: 1 })
        : json(200, { operationId: 'admin.league.get', links, data: LEAGUE }),
    );

  it('shows the facts, the competitions and the office actions its links allow', async () => {
    answer([
      { operationId: 'api.admin.zone.league.update' },
      { operationId: 'api.admin.zone.league.delete' },
      { operationId: 'api.admin.zone.league.competition.create' },
    ]);
    renderPage({
      routes,
      at: '/zone/admin/league/detail/5',
      user: zoneCaller('admin', ['tournament.dynamic.get', 'league.update']),
      modules: ['league'],
      ...setup,
    });
    expect(await screen.findByRole('heading', { name: 'Extraliga družstev' })).toBeInTheDocument();
    expect(screen.getByText('2026/2027')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upravit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Smazat' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Muži A' })).toHaveAttribute(
      'href',
      '/zone/admin/league/competition/9/standings',
    );
    expect(screen.getByRole('button', { name: 'Nová soutěž' })).toBeInTheDocument();
    expect(screen.getByText('4 družstva')).toBeInTheDocument();
  });

  it('offers no action without links', async () => {
    answer([]);
    renderPage({
      routes,
      at: '/zone/admin/league/detail/5',
      user: zoneCaller('admin', []),
      modules: ['league'],
      ...setup,
    });
    expect(await screen.findByRole('heading', { name: 'Extraliga družstev' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upravit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Nová soutěž' })).toBeNull();
  });
});
