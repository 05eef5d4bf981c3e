// The score editor and the draw tab in the browser's place: games and sets added within the
// competition's rules and sent as one call with the players, the server's message next to its set
// with the focus on it, nothing sent when nothing changed; the draw tab's rounds, hidden scores
// and the office's buttons by links. The server's side is tested through HTTP in apps/server.
import type { CompetitionRounds, LeagueMatch } from '@fedra/contract/league-matches';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../platform/notifications';
import { answerCalls, apiAnswer as json, renderPage, zoneCaller } from '../../test/page';
import { setupI18n } from '../../test/render';
import { setTestRuntimeConfig } from '../../test/runtime-config';
import { CompetitionDrawTab } from './components/CompetitionDrawTab';
import { ScoreEditor } from './components/ScoreEditor';
import LeagueMatchPage from './pages/LeagueMatchPage';

const user = () => userEvent.setup({ applyAccept: false });
/** A Mantine select: open it and take the option of its own list (the lists stay in the page, hidden). */
async function choose(box: HTMLElement, option: string) {
  await user().click(box);
  const list = await waitFor(() => document.getElementById(box.getAttribute('aria-controls') ?? '')!);
  await user().click(await within(list).findByRole('option', { name: option, hidden: true }));
}
/** The typing input of a multi-select (its hidden value input shares the label). */
const picker = (label: string) =>
  screen.getAllByLabelText(label).find((el) => el instanceof HTMLInputElement && el.type !== 'hidden') as HTMLElement;

const MATCH: LeagueMatch = {
  id: 42,
  leagueId: 1,
  leagueName: 'Liga 2026',
  competitionId: 3,
  competitionName: 'Extraliga',
  roundId: 9,
  roundNumber: 1,
  roundName: '1. kolo',
  homeTeam: { id: 10, name: 'Karlín A', clubId: 7, clubName: 'BK Karlín' },
  awayTeam: { id: 11, name: 'Vinohrady', clubId: 8, clubName: 'SK Vinohrady' },
  startDate: null,
  address: null,
  sportFieldId: null,
  sportFieldName: null,
  sportFieldAddress: null,
  attendance: null,
  refereeId: null,
  refereeName: null,
  refereeText: null,
  organizer: null,
  propositionUrl: null,
  note: null,
  stateId: 2,
  rules: { gamePerMatch: 2, setMax: 3, isDraw: false },
  scoreHidden: false,
  games: [],
  homeScore: null,
  awayScore: null,
  homeSets: null,
  awaySets: null,
  homeBalls: null,
  awayBalls: null,
  homePoints: null,
  awayPoints: null,
  homeRoster: [
    { personId: 101, name: 'Jan Novák', teamPersonTypeId: 1 },
    { personId: 102, name: 'Petr Svoboda', teamPersonTypeId: 1 },
  ],
  awayRoster: [{ personId: 201, name: 'Karel Dvořák', teamPersonTypeId: 1 }],
};

function renderEditor(match: LeagueMatch = MATCH, mayRecord = false) {
  return renderPage({
    routes: [{ path: '/', element: <ScoreEditor match={match} zone="admin" mayRecord={mayRecord} /> }],
    at: '/',
    user: zoneCaller('admin', ['league.match.update']),
  });
}

beforeAll(() => setupI18n('cs'));
beforeEach(() => setTestRuntimeConfig({ modules: ['league'] }));

describe('the score editor', () => {
  it('adds games and sets only up to the rules, and sends the whole score with the players', async () => {
    const fetch = answerCalls(() => json(202, { operationId: 'x', links: [], data: MATCH }));
    renderEditor();
    const u = user();
    const addGame = screen.getByRole('button', { name: 'Přidat hru' });
    await u.click(addGame);
    await u.click(addGame);
    expect(addGame).toBeDisabled();
    await u.click(screen.getByRole('button', { name: 'Odebrat hru 2' }));
    expect(addGame).toBeEnabled();

    await choose(picker('Hráči domácích'), 'Jan Novák');
    await choose(picker('Hráči hostů'), 'Karel Dvořák');
    await u.type(screen.getByLabelText('Set 1 – míče domácích'), '21');
    await u.type(screen.getByLabelText('Set 1 – míče hostů'), '15');
    const addSet = screen.getByRole('button', { name: 'Přidat set' });
    await u.click(addSet);
    await u.type(screen.getByLabelText('Set 2 – míče domácích'), '21');
    await u.type(screen.getByLabelText('Set 2 – míče hostů'), '19');
    await u.click(addSet);
    expect(addSet).toBeDisabled();
    await u.click(screen.getByRole('button', { name: 'Odebrat poslední set hry 1' }));

    await u.click(screen.getByRole('button', { name: 'Uložit výsledek' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/api/admin-zone/leagues/matches/42');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({
      games: [
        {
          kind: 'singles',
          homePersonIds: [101],
          awayPersonIds: [201],
          sets: [
            { home: 21, away: 15 },
            { home: 21, away: 19 },
          ],
        },
      ],
    });
  }, 60_000);

  it('records and publishes a doubles game in one step for the office', async () => {
    const fetch = answerCalls(() => json(200, { operationId: 'x', links: [], data: MATCH }));
    const success = vi.spyOn(notify, 'success');
    renderEditor(MATCH, true);
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Přidat hru' }));
    await u.click(within(screen.getByRole('radiogroup', { name: 'Druh hry 1' })).getByText('Čtyřhra'));
    await choose(picker('Hráči domácích'), 'Jan Novák');
    await choose(picker('Hráči domácích'), 'Petr Svoboda');
    await u.type(screen.getByLabelText('Set 1 – míče domácích'), '21');
    await u.type(screen.getByLabelText('Set 1 – míče hostů'), '3');
    await u.click(screen.getByRole('button', { name: 'Zapsat a zveřejnit výsledek' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/api/admin-zone/leagues/matches/42/result');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body)).games[0]).toMatchObject({ kind: 'doubles', homePersonIds: [101, 102] });
    await waitFor(() => expect(success).toHaveBeenCalledWith('Výsledek zapsán a zveřejněn.'));
  }, 60_000);

  it('shows the server’s message next to its set and moves the focus there', async () => {
    answerCalls(() =>
      json(400, {
        code: 'validation_failed',
        status: 400,
        title: 'x',
        errors: [{ field: 'games.0.sets.1.home', message: 'Hra je už rozhodnutá; další set se nehraje.' }],
      }),
    );
    renderEditor({
      ...MATCH,
      games: [
        {
          number: 1,
          kind: null,
          homePersonIds: [101],
          awayPersonIds: [201],
          sets: [{ home: 21, away: 10 }],
          homeSets: 1,
          awaySets: 0,
          homeBalls: 21,
          awayBalls: 10,
        },
      ],
    });
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Přidat set' }));
    await u.type(screen.getByLabelText('Set 2 – míče domácích'), '21');
    await u.type(screen.getByLabelText('Set 2 – míče hostů'), '5');
    await u.click(screen.getByRole('button', { name: 'Uložit výsledek' }));
    const field = screen.getByLabelText('Set 2 – míče domácích');
    await waitFor(() => expect(field).toHaveAccessibleDescription('Hra je už rozhodnutá; další set se nehraje.'));
    await waitFor(() => expect(field).toHaveFocus());
  }, 30_000);

  it('refuses an empty set next to it without calling, and sends nothing when nothing changed', async () => {
    const info = vi.spyOn(notify, 'info');
    const fetch = answerCalls(() => json(202, { operationId: 'x', links: [], data: MATCH }));
    renderEditor();
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Uložit výsledek' }));
    expect(info).toHaveBeenCalledWith('Výsledek se nezměnil.');
    await u.click(screen.getByRole('button', { name: 'Přidat hru' }));
    await u.click(screen.getByRole('button', { name: 'Uložit výsledek' }));
    await waitFor(() => expect(screen.getByLabelText('Set 1 – míče domácích')).toHaveAttribute('aria-invalid', 'true'));
    expect(fetch).not.toHaveBeenCalled();
  }, 30_000);
});

const ROUNDS: CompetitionRounds = {
  competitionId: 3,
  competitionName: 'Extraliga',
  leagueId: 1,
  leagueName: 'Liga 2026',
  roundCount: 1,
  teams: [
    { id: 10, name: 'Karlín A' },
    { id: 11, name: 'Vinohrady' },
  ],
  rounds: [
    {
      id: 9,
      competitionId: 3,
      number: 1,
      name: '1. kolo',
      dateFrom: '2026-09-05',
      dateTill: '2026-09-05',
      links: [],
      matches: [
        {
          id: 42,
          roundId: 9,
          homeTeamId: 10,
          homeTeamName: 'Karlín A',
          awayTeamId: 11,
          awayTeamName: 'Vinohrady',
          startDate: null,
          address: null,
          stateId: 4,
          scoreHidden: true,
          homeScore: null,
          awayScore: null,
          homeSets: null,
          awaySets: null,
          homeBalls: null,
          awayBalls: null,
          homePoints: null,
          awayPoints: null,
        },
      ],
    },
  ],
};

describe('the draw tab', () => {
  it('lists the rounds with their matches, a hidden score as hidden, and offers the office’s draw by its link', async () => {
    answerCalls(() =>
      json(200, {
        operationId: 'league.round.list',
        links: [{ operationId: 'api.admin.zone.league.round.generate', method: 'POST', href: '/x' }],
        data: ROUNDS,
      }),
    );
    renderPage({
      routes: [{ path: '/zone/admin/x', element: <CompetitionDrawTab competitionId={3} leagueId={1} /> }],
      at: '/zone/admin/x',
      user: zoneCaller('admin', ['tournament.round.list']),
    });
    expect(await screen.findByRole('link', { name: 'Detail utkání Karlín A – Vinohrady' })).toHaveAttribute(
      'href',
      '/zone/admin/league/match/42',
    );
    expect(screen.getByText('skryto')).toBeInTheDocument();
    expect(screen.getByText('Schváleno')).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Vygenerovat rozlosování' }));
    expect(await screen.findByText(/Soutěž už rozlosování má/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Přidat utkání' })).not.toBeInTheDocument();
  }, 30_000);
});

describe('the match page', () => {
  const link = (operationId: string, method: 'POST' | 'PUT' | 'DELETE') => ({ operationId, method, href: '/x' });

  it('offers the actions its links allow and starts the match after confirming', async () => {
    const started = { ...MATCH, stateId: 2 };
    const fetch = answerCalls((_url, init) =>
      init?.method === 'POST'
        ? json(200, { operationId: 'league.match.start', links: [], data: started })
        : json(200, {
            operationId: 'league.match.get',
            links: [link('api.club.zone.league.match.start', 'POST'), link('api.club.zone.league.match.update', 'PUT')],
            data: { ...MATCH, stateId: 1 },
          }),
    );
    renderPage({
      routes: [{ path: '/zone/club/league/match/:matchId', element: <LeagueMatchPage /> }],
      at: '/zone/club/league/match/42',
      user: zoneCaller('club', ['tournament.match.list', 'league.match.start', 'league.match.update']),
      zone: 'club',
    });
    const start = await screen.findByRole('button', { name: 'Zahájit' });
    expect(screen.getByText('Karlín A (BK Karlín)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Schválit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Smazat utkání' })).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Výsledek utkání' })).toBeInTheDocument();
    const u = user();
    await u.click(start);
    const dialog = await screen.findByRole('dialog', { name: 'Zahájit utkání' });
    expect(fetch.mock.calls.some(([, init]) => (init as RequestInit | undefined)?.method === 'POST')).toBe(false);
    await u.click(within(dialog).getByRole('button', { name: 'Zahájit' }));
    await waitFor(() =>
      expect(
        fetch.mock.calls.some(
          ([url, init]) => String(url).endsWith('/api/club-zone/leagues/matches/42/start') && init?.method === 'POST',
        ),
      ).toBe(true),
    );
  }, 30_000);

  it('asks again before deleting a match with its result, then deletes it with withResults', async () => {
    const fetch = answerCalls((url, init) => {
      if (init?.method === 'DELETE') {
        return String(url).includes('withResults=true')
          ? new Response(null, { status: 202, headers: { 'content-length': '0' } })
          : json(409, {
              code: 'results_exist',
              status: 409,
              title: 'x',
              detail: 'Utkání ve stavu Zveřejněno má výsledek; smazání s výsledkem je třeba potvrdit.',
              errors: [],
            });
      }
      return json(200, {
        operationId: 'league.match.get',
        links: [link('api.admin.zone.league.match.delete', 'DELETE')],
        data: { ...MATCH, stateId: 5 },
      });
    });
    renderPage({
      routes: [
        { path: '/zone/admin/league/match/:matchId', element: <LeagueMatchPage /> },
        { path: '/zone/admin/league/competition/:id/matches', element: <p>competition</p> },
      ],
      at: '/zone/admin/league/match/42',
      user: zoneCaller('admin', ['tournament.match.list', 'league.match.delete']),
    });
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Smazat utkání' }));
    await u.click(
      within(await screen.findByRole('dialog', { name: 'Smazat utkání' })).getByRole('button', { name: 'Smazat' }),
    );
    const again = await screen.findByRole('button', { name: 'Smazat i s výsledky' });
    expect(screen.getByText(/má výsledek; smazání s výsledkem je třeba potvrdit/)).toBeInTheDocument();
    await u.click(again);
    await waitFor(() =>
      expect(
        fetch.mock.calls.some(
          ([url, init]) =>
            (init as RequestInit | undefined)?.method === 'DELETE' && String(url).endsWith('?withResults=true'),
        ),
      ).toBe(true),
    );
    expect(await screen.findByText('competition')).toBeInTheDocument();
  }, 30_000);

  it('says the score is hidden and offers nothing to a member', async () => {
    answerCalls(() =>
      json(200, {
        operationId: 'personal.league.match.get',
        links: [],
        // A team that bears its club's name shows it once.
        data: { ...MATCH, scoreHidden: true, awayTeam: { ...MATCH.awayTeam, name: 'SK Vinohrady' } },
      }),
    );
    renderPage({
      routes: [{ path: '/zone/personal/league/match/:matchId', element: <LeagueMatchPage /> }],
      at: '/zone/personal/league/match/42',
      user: zoneCaller('personal', ['tournament.match.list']),
      zone: 'personal',
    });
    expect(await screen.findByText('Výsledek se zobrazí po zveřejnění utkání.')).toBeInTheDocument();
    // The browser tab names the match, not just "Utkání".
    await waitFor(() => expect(document.title).toContain(`${MATCH.homeTeam.name} – SK Vinohrady`));
    expect(screen.getByText('SK Vinohrady')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Výsledek utkání' })).not.toBeInTheDocument();
  });
});
