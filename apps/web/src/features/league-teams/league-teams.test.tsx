// League teams and rosters in the browser's place: the club manager's roster editor sends the whole
// roster and shows the server's error next to its row, a roster without the update link is read
// only, the team list offers edit and delete only on rows whose links allow them, and removing a team
// from a competition says that its roster there is deleted. The server's side: apps/server tests.
import type { CompetitionTeams, LeagueRoster, LeagueTeam, LeagueTeamRow } from '@fedra/contract/league-teams';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answerCalls, apiAnswer as json, renderPage, renderPart, zoneCaller } from '../../test/page';
import { setupI18n } from '../../test/render';
import { setTestRuntimeConfig } from '../../test/runtime-config';
import { CompetitionTeamsTab } from './components/CompetitionTeamsTab';
import { LeagueTeamsTab } from './components/LeagueTeamsTab';
import { TeamFormModal } from './components/TeamFormModal';
import LeagueTeamPage from './pages/LeagueTeamPage';

const user = () => userEvent.setup({ applyAccept: false });
const entry = (id: number, name: string) => ({ id, code: String(id), name: { cs: name, en: name }, sortOrder: id });
const CODEBOOK = {
  tournamentTeamStates: { 1: entry(1, 'Přihlášeno'), 2: entry(2, 'Potvrzeno') },
  teamPersonTypes: { 1: entry(1, 'Hráč'), 2: entry(2, 'Kapitán') },
};
const ROSTER_UPDATE = {
  operationId: 'api.club.zone.league.roster.update',
  method: 'PUT' as const,
  href: '/x',
};
const TEAM: LeagueTeam = {
  id: 5,
  leagueId: 3,
  leagueName: 'Liga 2026',
  name: 'Karlín A',
  clubId: 7,
  clubName: 'BK Karlín',
  address: 'Hala Karlín',
  contactPerson: 'Jan Novák',
  contactEmail: 'jan@karlin.test',
  contactPhone: null,
  note: null,
  stateId: 2,
  competitions: [{ id: 11, name: 'Extraliga', rosterCount: 2 }],
};
const ROSTER: LeagueRoster = {
  competitionId: 11,
  competitionName: 'Extraliga',
  teamId: 5,
  teamName: 'Karlín A',
  clubId: 7,
  clubName: 'BK Karlín',
  leagueId: 3,
  entries: [
    { personId: 101, name: 'Petr Svoboda', birthYear: 1990, clubName: 'BK Karlín', teamPersonTypeId: 2, note: null },
    { personId: 102, name: 'Karel Dvořák', birthYear: 1995, clubName: 'BK Karlín', teamPersonTypeId: 1, note: null },
  ],
};

beforeAll(() => setupI18n('cs'));
beforeEach(() => setTestRuntimeConfig({ modules: ['league'] }));

function renderTeamPage(links = [ROSTER_UPDATE]) {
  const fetch = answerCalls((url, init) => {
    if (url.includes('/candidates')) return json(200, { operationId: 'x', links: [], data: [] });
    if (url.includes('/roster') && init?.method === 'PUT') {
      return json(400, {
        code: 'validation_failed',
        status: 400,
        title: 'x',
        errors: [{ field: 'entries.1.personId', message: 'Osoba Karel Dvořák dnes není členem klubu družstva.' }],
      });
    }
    if (url.includes('/roster')) return json(200, { operationId: 'x', links, data: ROSTER });
    return json(200, { operationId: 'x', links: [], data: TEAM });
  });
  renderPage({
    routes: [{ path: '/zone/club/league/team/:id/:tab?', element: <LeagueTeamPage /> }],
    at: '/zone/club/league/team/5',
    user: zoneCaller('club', ['tournament.dynamic.get', 'league.roster.update']),
    zone: 'club',
    codebook: CODEBOOK,
  });
  return fetch;
}

describe('the team page and its roster editor', () => {
  it('sends the whole roster and shows the server error next to its row', async () => {
    const fetch = renderTeamPage();
    expect(await screen.findByRole('heading', { name: 'Karlín A' })).toBeInTheDocument();
    const row = (await screen.findByText('Karel Dvořák')).closest('tr')!;
    const u = user();
    await u.type(within(row).getByLabelText('Poznámka – Karel Dvořák'), 'náhradník');
    await u.click(screen.getByRole('button', { name: 'Uložit soupisku' }));
    await waitFor(() => expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const [url, init] = fetch.mock.calls.find(([, i]) => i?.method === 'PUT') as unknown as [string, RequestInit];
    expect(url).toContain('/api/club-zone/leagues/competitions/11/teams/5/roster');
    expect(JSON.parse(String(init.body))).toEqual({
      entries: [
        { personId: 101, teamPersonTypeId: 2, note: null },
        { personId: 102, teamPersonTypeId: 1, note: 'náhradník' },
      ],
    });
    expect(await within(row).findByText('Osoba Karel Dvořák dnes není členem klubu družstva.')).toBeInTheDocument();
  }, 30_000);

  it('shows the roster read only without the update link', async () => {
    renderTeamPage([]);
    expect(await screen.findByText('Karel Dvořák')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Uložit soupisku' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Poznámka – Karel Dvořák')).not.toBeInTheDocument();
    expect(screen.getByText('Kapitán')).toBeInTheDocument();
  });
});

describe('the league teams tab', () => {
  it('offers edit and delete only on rows whose links allow them', async () => {
    const row = (id: number, name: string, links: LeagueTeamRow['links']): LeagueTeamRow => ({
      id,
      leagueId: 3,
      name,
      clubId: 7,
      clubName: 'BK Karlín',
      stateId: 1,
      competitions: [{ id: 11, name: 'Extraliga' }],
      links,
    });
    answerCalls(() =>
      json(200, {
        data: [
          row(1, 'Karlín A', [
            { operationId: 'api.admin.zone.league.team.update', method: 'PUT', href: '/x' },
            { operationId: 'api.admin.zone.league.team.delete', method: 'DELETE', href: '/x' },
          ]),
          row(2, 'Karlín B', []),
        ],
        limit: 100,
        offset: 0,
        total: 2,
      }),
    );
    renderPage({
      routes: [{ path: '/zone/admin/league/detail/:id/:tab?', element: <LeagueTeamsTab leagueId={3} /> }],
      at: '/zone/admin/league/detail/3/teams',
      user: zoneCaller('admin', ['tournament.dynamic.get', 'league.team.create']),
      codebook: CODEBOOK,
    });
    expect(await screen.findByRole('link', { name: 'Karlín B' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upravit družstvo Karlín A' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Smazat družstvo Karlín A' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upravit družstvo Karlín B' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Přidat družstvo' })).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Smazat družstvo Karlín A' }));
    expect(await screen.findByText(/odejde z celé ligy/)).toBeInTheDocument();
  });

  it('moves the focus to the first missing field of a new team', async () => {
    answerCalls(() => json(200, { data: [], limit: 100, offset: 0, total: 0 }));
    renderPart(<TeamFormModal opened leagueId={3} teamId={null} onClose={() => {}} />, { codebook: CODEBOOK });
    const name = await screen.findByLabelText(/^Název/);
    await user().click(screen.getByRole('button', { name: 'Uložit' }));
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    await waitFor(() => expect(name).toHaveFocus());
  });
});

describe('the competition teams tab', () => {
  it('says that the roster there goes when a team is removed from the competition', async () => {
    const data: CompetitionTeams = {
      competitionId: 11,
      competitionName: 'Extraliga',
      leagueId: 3,
      teams: [
        {
          teamId: 5,
          name: 'Karlín A',
          clubId: 7,
          clubName: 'BK Karlín',
          stateId: 2,
          rosterCount: 3,
          links: [{ operationId: 'api.admin.zone.league.competition.team.remove', method: 'DELETE', href: '/x' }],
        },
      ],
    };
    const fetch = answerCalls((url, init) => {
      if (init?.method === 'DELETE') return json(202, null);
      if (url.includes('/competitions/11/teams')) return json(200, { operationId: 'x', links: [], data });
      return json(200, { data: [], limit: 1000, offset: 0, total: 0 });
    });
    renderPage({
      routes: [
        {
          path: '/zone/admin/league/competition/:id/:tab?',
          element: <CompetitionTeamsTab competitionId={11} leagueId={3} />,
        },
      ],
      at: '/zone/admin/league/competition/11/teams',
      user: zoneCaller('admin', ['tournament.dynamic.get', 'league.team.update']),
      codebook: CODEBOOK,
    });
    expect(await screen.findByRole('link', { name: 'Karlín A' })).toHaveAttribute(
      'href',
      '/zone/admin/league/team/5/11',
    );
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Odebrat družstvo Karlín A ze soutěže' }));
    expect(await screen.findByText(/Smaže se jeho soupiska v soutěži \(3 osoby\)/)).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Odebrat' }));
    await waitFor(() => expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true));
    const [url] = fetch.mock.calls.find(([, i]) => i?.method === 'DELETE') as unknown as [string];
    expect(url).toContain('/api/admin-zone/leagues/competitions/11/teams/5');
  });
});
