// The league tables and statistics in the browser's place: a shared rank shown as "3.–4.", the
// team linking to its page, the zone's call (members read the personal zone), the legend, the
// league tab's competition links, the statistics tables and the empty states in both languages.
import type { CompetitionStandings, CompetitionStatistics, LeagueStandingRow } from '@fedra/contract/league-standings';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerCalls, apiAnswer as json, renderPage, zoneCaller } from '../../test/page';
import { setupI18n } from '../../test/render';
import { setTestRuntimeConfig } from '../../test/runtime-config';
import { CompetitionStatisticsTab } from './components/CompetitionStatisticsTab';
import { CompetitionTableTab } from './components/CompetitionTableTab';
import { LeagueStandingsTab } from './components/LeagueStandingsTab';
import { LeagueStatisticsTab } from './components/LeagueStatisticsTab';

const row = (
  teamId: number,
  name: string,
  rankFrom: number,
  rankTo = rankFrom,
  pointsTotal = 0,
): LeagueStandingRow => ({
  teamId,
  name,
  clubId: 1,
  club: `${name} club`,
  matches: 2,
  wins: 1,
  draws: 0,
  losses: 1,
  scoresWon: 5,
  scoresLost: 3,
  setsWon: 11,
  setsLost: 7,
  ballsWon: 230,
  ballsLost: 190,
  pointsTotal,
  rank: rankFrom,
  rankFrom,
  rankTo,
});

const TABLE: CompetitionStandings = {
  competitionId: 11,
  competitionName: 'Extraliga',
  leagueId: 5,
  leagueName: 'Liga 2026',
  rows: [row(1, 'SK Alfa', 1, 1, 7), row(2, 'TJ Beta', 2, 2, 5), row(3, 'BK Gama', 3, 4, 4), row(4, 'Delta', 3, 4, 4)],
};

const STATS: CompetitionStatistics = {
  competitionId: 11,
  competitionName: 'Extraliga',
  leagueId: 5,
  leagueName: 'Liga 2026',
  teams: [
    {
      teamId: 1,
      name: 'SK Alfa',
      clubId: 1,
      club: 'SK Alfa',
      matches: 2,
      homeWins: 1,
      homeDraws: 0,
      homeLosses: 0,
      awayWins: 0,
      awayDraws: 1,
      awayLosses: 0,
      attendanceAverage: 72.5,
      scoresWon: 6,
      scoresLost: 2,
      setsWon: 12,
      setsLost: 5,
      ballsWon: 250,
      ballsLost: 180,
    },
  ],
  players: [
    {
      personId: 9,
      name: 'Jan Novák',
      teamId: 1,
      teamName: 'SK Alfa',
      clubId: 1,
      club: 'SK Alfa',
      games: 3,
      won: 2,
      lost: 1,
      setsWon: 5,
      setsLost: 3,
      ballsWon: 120,
      ballsLost: 100,
      winPercent: 66.7,
    },
  ],
};

const answer = (data: unknown) => json(200, { operationId: 'x', links: [], data });

function render(element: React.ReactNode, zone: 'admin' | 'personal' = 'admin') {
  return renderPage({
    routes: [{ path: '/zone/:zone/*', element }],
    at: `/zone/${zone}/league/competition/11/standings`,
    zone,
    user: zoneCaller(zone, ['tournament.dynamic.get']),
    modules: ['league'],
  });
}

beforeEach(() => setTestRuntimeConfig({ modules: ['league'] }));

describe('the competition table', () => {
  it('shows the ranks (shared as 3.–4.), the teams linking to their pages, the totals and the legend', async () => {
    await setupI18n('cs');
    const calls: string[] = [];
    answerCalls((url) => {
      calls.push(url);
      return answer(TABLE);
    });
    render(<CompetitionTableTab competitionId={11} leagueId={5} />);
    const table = await screen.findByRole('table', { name: 'Tabulka soutěže Extraliga' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(5);
    expect(within(rows[1]!).getByText('1.')).toBeTruthy();
    expect(within(rows[3]!).getByText('3.–4.')).toBeTruthy();
    expect(within(rows[4]!).getByText('3.–4.')).toBeTruthy();
    expect(within(rows[1]!).getByRole('link', { name: 'SK Alfa' }).getAttribute('href')).toBe(
      '/zone/admin/league/team/1',
    );
    expect(within(rows[1]!).getByText('5:3')).toBeTruthy();
    expect(within(rows[1]!).getByText('230:190')).toBeTruthy();
    expect(within(rows[1]!).getByText('7')).toBeTruthy();
    expect(screen.getByText(/Z – odehraná utkání, V – výhry/)).toBeTruthy();
    expect(screen.getByText('Počítají se schválená a zveřejněná utkání.')).toBeTruthy();
    expect(calls[0]).toContain('/api/admin-zone/leagues/competitions/11/standings');
  });

  it('reads the personal zone for a member and says only published matches count', async () => {
    await setupI18n('en');
    const calls: string[] = [];
    answerCalls((url) => {
      calls.push(url);
      return answer(TABLE);
    });
    render(<CompetitionTableTab competitionId={11} leagueId={5} />, 'personal');
    await screen.findByRole('table', { name: 'Table of the competition Extraliga' });
    expect(screen.getByText('Only published matches count.')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Pts' })).toBeTruthy();
    expect(calls[0]).toContain('/api/personal-zone/leagues/competitions/11/standings');
  });

  it('shows an empty state without teams, in either language', async () => {
    await setupI18n('cs');
    answerCalls(() => answer({ ...TABLE, rows: [] }));
    const { unmount } = render(<CompetitionTableTab competitionId={11} leagueId={5} />);
    expect(await screen.findByText('Soutěž zatím nemá žádná družstva.')).toBeTruthy();
    unmount();
    await setupI18n('en');
    render(<CompetitionTableTab competitionId={11} leagueId={5} />);
    expect(await screen.findByText('The competition has no teams yet.')).toBeTruthy();
  });
});

describe('the league standings', () => {
  it("shows each competition's table under its name linking to the competition", async () => {
    await setupI18n('cs');
    answerCalls(() =>
      answer({
        leagueId: 5,
        leagueName: 'Liga 2026',
        competitions: [TABLE, { ...TABLE, competitionId: 12, competitionName: 'Dorost', rows: [] }],
      }),
    );
    render(<LeagueStandingsTab leagueId={5} />);
    const link = await screen.findByRole('link', { name: 'Extraliga' });
    expect(link.getAttribute('href')).toBe('/zone/admin/league/competition/11/standings');
    expect(screen.getByRole('link', { name: 'Dorost' })).toBeTruthy();
    expect(screen.getAllByRole('table')).toHaveLength(1);
    expect(screen.getByText('Soutěž zatím nemá žádná družstva.')).toBeTruthy();
  });

  it('says when the league has no competitions', async () => {
    await setupI18n('cs');
    answerCalls(() => answer({ leagueId: 5, leagueName: 'Liga 2026', competitions: [] }));
    render(<LeagueStandingsTab leagueId={5} />);
    expect(await screen.findByText('Liga zatím nemá žádné soutěže.')).toBeTruthy();
  });
});

describe('the statistics', () => {
  it('shows the team records and the players with their win rate', async () => {
    await setupI18n('cs');
    answerCalls(() => answer(STATS));
    render(<CompetitionStatisticsTab competitionId={11} leagueId={5} />);
    const teams = await screen.findByRole('table', { name: 'Statistiky družstev soutěže Extraliga' });
    expect(within(teams).getByText('1/0/0')).toBeTruthy();
    expect(within(teams).getByText('0/1/0')).toBeTruthy();
    expect(within(teams).getByText('72,5')).toBeTruthy();
    const players = screen.getByRole('table', { name: 'Statistiky hráčů soutěže Extraliga' });
    expect(within(players).getByText('Jan Novák')).toBeTruthy();
    expect(within(players).getByText('66,7 %')).toBeTruthy();
    expect(within(players).getByRole('link', { name: 'SK Alfa' }).getAttribute('href')).toBe(
      '/zone/admin/league/team/1',
    );
  });

  it('says when no game counts yet, and lists the league competitions with links', async () => {
    await setupI18n('en');
    answerCalls(() => answer({ leagueId: 5, leagueName: 'Liga 2026', competitions: [{ ...STATS, players: [] }] }));
    render(<LeagueStatisticsTab leagueId={5} />);
    expect(await screen.findByText('No game played counts yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Extraliga' }).getAttribute('href')).toBe(
      '/zone/admin/league/competition/11/statistics',
    );
  });
});
