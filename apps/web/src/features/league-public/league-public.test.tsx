// The public league pages in the browser's place: one call per page, the table, the results by
// round as "Home 3 : 1 Away" (no score before it is public), the round a visitor wants first, a
// team's roster and its results from its side, and the not-found page for a 404, in both languages.
import type {
  PublicLeagueCompetition,
  PublicLeagueMatch,
  PublicLeagueRound,
  PublicLeagueTeam,
} from '@fedra/contract/league-public';
import type { LeagueStandingRow } from '@fedra/contract/league-standings';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerCalls, apiAnswer, renderPage } from '../../test/page';
import { setupI18n } from '../../test/render';
import { setTestRuntimeConfig } from '../../test/runtime-config';
import PublicCompetitionPage, { currentRoundNumber } from './pages/PublicCompetitionPage';
import PublicTeamPage, { outcomeFor } from './pages/PublicTeamPage';

const match = (id: number, over: Partial<PublicLeagueMatch> = {}): PublicLeagueMatch => ({
  id,
  homeTeamId: 1,
  homeTeamName: 'SK Alfa',
  awayTeamId: 2,
  awayTeamName: 'TJ Beta',
  startDate: null,
  venue: null,
  stateId: 5,
  homeScore: 3,
  awayScore: 1,
  homeSets: 6,
  awaySets: 3,
  ...over,
});
const unplayed = { stateId: 1, homeScore: null, awayScore: null, homeSets: null, awaySets: null };
const round = (number: number, date: string | null, matches: PublicLeagueMatch[]): PublicLeagueRound => ({
  number,
  name: null,
  dateFrom: date,
  dateTill: date,
  matches,
});
const row = (teamId: number, name: string, rank: number, points: number): LeagueStandingRow => ({
  teamId,
  name,
  clubId: teamId,
  club: `${name} klub`,
  matches: 1,
  wins: points === 3 ? 1 : 0,
  draws: 0,
  losses: points === 3 ? 0 : 1,
  scoresWon: 3,
  scoresLost: 1,
  setsWon: 6,
  setsLost: 3,
  ballsWon: 120,
  ballsLost: 90,
  pointsTotal: points,
  rank,
  rankFrom: rank,
  rankTo: rank,
});
const LEAGUE = {
  id: 5,
  name: 'Extraliga družstev 2026/2027',
  seasonId: 9,
  seasonName: '2026/2027',
  dateFrom: '2026-09-01',
  dateTill: '2027-05-31',
  stateId: 2,
  organizerName: 'BK Karlín',
};
const COMPETITION: PublicLeagueCompetition = {
  id: 11,
  name: 'Extraliga',
  stateId: 1,
  league: LEAGUE,
  otherCompetitions: [{ id: 12, name: 'II. liga' }],
  standings: [row(1, 'SK Alfa', 1, 3), row(2, 'TJ Beta', 2, 1)],
  rounds: [
    round(1, '2026-09-01', [match(100)]),
    round(2, '2026-09-08', [
      match(101, {
        ...unplayed,
        homeTeamId: 2,
        homeTeamName: 'TJ Beta',
        awayTeamId: 1,
        awayTeamName: 'SK Alfa',
        venue: 'Hala Karlín',
      }),
    ]),
  ],
  teams: [
    { id: 1, name: 'SK Alfa', clubName: 'SK Alfa Praha' },
    { id: 2, name: 'TJ Beta', clubName: null },
  ],
};
const TEAM: PublicLeagueTeam = {
  id: 2,
  name: 'TJ Beta',
  clubName: 'TJ Beta Brno',
  league: LEAGUE,
  competitions: [
    {
      id: 11,
      name: 'Extraliga',
      rank: 2,
      roster: [{ firstName: 'Jana', lastName: 'Nováková', clubName: 'TJ Beta Brno' }],
      matches: [
        { ...match(100), roundNumber: 1, roundName: null, roundDate: '2026-09-01' },
        { ...match(101, unplayed), roundNumber: 2, roundName: '2. kolo', roundDate: '2026-09-08' },
      ],
    },
  ],
};

beforeEach(() => setTestRuntimeConfig({ modules: ['league'] }));

const answer = (data: unknown) => apiAnswer(200, { operationId: 'x', links: [], data });

describe('the round a visitor wants first', () => {
  const rounds = [round(1, '2026-09-01', []), round(2, '2026-09-08', []), round(3, '2026-09-15', [])];
  it("is today's or the next round by date, else the last", () => {
    expect(currentRoundNumber(rounds, '2026-09-08')).toBe(2);
    expect(currentRoundNumber(rounds, '2026-09-09')).toBe(3);
    expect(currentRoundNumber(rounds, '2026-08-01')).toBe(1);
    expect(currentRoundNumber(rounds, '2027-01-01')).toBe(3);
    expect(currentRoundNumber([], '2026-09-08')).toBeNull();
  });
  it('is the first with a match still to play when the rounds have no dates', () => {
    const undated = [round(1, null, [match(1)]), round(2, null, [match(2, unplayed)]), round(3, null, [])];
    expect(currentRoundNumber(undated, '2026-09-08')).toBe(2);
  });
});

describe('a match from a team side', () => {
  it('is a win, a draw or a loss once the score is public, else nothing', () => {
    const m = { ...match(1), roundNumber: 1, roundName: null, roundDate: null };
    expect(outcomeFor(1, m)).toBe('win');
    expect(outcomeFor(2, m)).toBe('loss');
    expect(outcomeFor(1, { ...m, awayScore: 3 })).toBe('draw');
    expect(outcomeFor(1, { ...m, ...unplayed })).toBeNull();
  });
});

describe('the public competition page', () => {
  it('loads in one call and shows the table, the results by round and the teams', async () => {
    await setupI18n('cs');
    const calls = answerCalls(() => answer(COMPETITION));
    renderPage({
      routes: [{ path: '/zone/public/league/public-detail/:id', element: <PublicCompetitionPage /> }],
      at: '/zone/public/league/public-detail/11',
    });
    await screen.findByRole('heading', { level: 1, name: 'Extraliga' });
    const table = screen.getByRole('table', { name: 'Tabulka soutěže Extraliga' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('link', { name: 'SK Alfa' }).getAttribute('href')).toBe(
      '/zone/public/league/public-team/1',
    );
    expect(screen.getByRole('link', { name: 'II. liga' }).getAttribute('href')).toBe(
      '/zone/public/league/public-detail/12',
    );

    fireEvent.click(screen.getByRole('tab', { name: 'Zápasy' }));
    const first = await screen.findByRole('region', { name: '1. kolo' });
    const played = within(first).getByRole('group', { name: 'SK Alfa 3 : 1 TJ Beta' });
    expect(within(played).getByText('3 : 1')).toBeTruthy();
    const next = within(screen.getByRole('region', { name: '2. kolo' })).getByRole('group', {
      name: 'TJ Beta proti SK Alfa',
    });
    expect(within(next).getByText('– : –')).toBeTruthy();
    expect(within(next).getByText('Místo: Hala Karlín')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Družstva' }));
    expect((await screen.findByRole('link', { name: 'TJ Beta' })).getAttribute('href')).toBe(
      '/zone/public/league/public-team/2',
    );
    expect(screen.getByText('Klub: SK Alfa Praha')).toBeTruthy();
    expect(calls).toHaveBeenCalledTimes(1);
    expect(String(calls.mock.calls[0]![0])).toContain('/api/public-zone/league-competitions/11');
  });

  it('shows the not-found page for a competition the public does not see', async () => {
    await setupI18n('en');
    answerCalls(() => apiAnswer(404, { status: 404, title: 'Not found', code: 'not_found' }));
    renderPage({
      routes: [{ path: '/zone/public/league/public-detail/:id', element: <PublicCompetitionPage /> }],
      at: '/zone/public/league/public-detail/99',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeTruthy();
  });
});

describe('the public team page', () => {
  it('shows the roster (names and clubs) and the matches with their outcome, in English', async () => {
    await setupI18n('en');
    const calls = answerCalls(() => answer(TEAM));
    renderPage({
      routes: [{ path: '/zone/public/league/public-team/:id', element: <PublicTeamPage /> }],
      at: '/zone/public/league/public-team/2',
    });
    await screen.findByRole('heading', { level: 1, name: 'TJ Beta' });
    const roster = screen.getByRole('table', { name: 'Roster of TJ Beta in Extraliga' });
    expect(
      within(roster)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Club']);
    expect(within(roster).getByRole('row', { name: /Jana Nováková TJ Beta Brno/ })).toBeTruthy();
    expect(screen.getByText('Position 2 in the table')).toBeTruthy();
    expect(screen.getByLabelText('Loss')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'SK Alfa 3 : 1 TJ Beta' })).toBeTruthy();
    expect(screen.getByText('2. kolo · away')).toBeTruthy();
    expect(calls).toHaveBeenCalledTimes(1);
    expect(String(calls.mock.calls[0]![0])).toContain('/api/public-zone/league-teams/2');
  });
});
