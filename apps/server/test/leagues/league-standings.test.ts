// League standings and statistics through HTTP on real PostgreSQL (issue 16): the table from the
// counted matches (approved and published in the admin zone, published only elsewhere), the
// tie-breaks end to end, the team and player statistics, the league-wide answers, the zones'
// denials and the module switch.
import { describe, expect, it } from 'vitest';
import { type DemoUser, useTestServer } from '../test-server';
import { leagueFixtures } from './league-fixtures';

const server = useTestServer();
const f = leagueFixtures(server);

type Caller = DemoUser | 'anonymous';
type Row = {
  teamId: number;
  name: string;
  matches: number;
  wins: number;
  draws: number;
  losses: number;
  scoresWon: number;
  scoresLost: number;
  setsWon: number;
  setsLost: number;
  ballsWon: number;
  ballsLost: number;
  pointsTotal: number;
  rank: number;
  rankFrom: number;
  rankTo: number;
};

const get = (url: string, as: Caller) => server.request({ method: 'GET', url, ...(as === 'anonymous' ? {} : { as }) });
const zoneOf = (as: Caller) => (as === 'club' || as === 'clubro' ? 'club' : as === 'member' ? 'personal' : 'admin');
const table = async (competitionId: number, as: DemoUser = 'expert') => {
  const res = await get(`/api/${zoneOf(as)}-zone/leagues/competitions/${competitionId}/standings`, as);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.rows as Row[];
};

const S = { scheduled: 1, inProgress: 2, finished: 3, approved: 4, published: 5 };
const score = (stateId: number, hs: number, as: number, sets: [number, number], balls: [number, number]) => ({
  stateId,
  homeScore: hs,
  awayScore: as,
  homeSets: sets[0],
  awaySets: sets[1],
  homeBalls: balls[0],
  awayBalls: balls[1],
  homePoints: hs > as ? 3 : hs < as ? 1 : 2,
  awayPoints: as > hs ? 3 : as < hs ? 1 : 2,
});

/** A published league with one competition of the named teams (each of the club given or the first). */
async function setup(names: string[], over: { stateId?: number } = {}) {
  const leagueId = await f.league(over);
  const competitionId = await f.competition(leagueId, { gamePerMatch: 4, isDraw: true, roundCount: 2 });
  const teams: Record<string, number> = {};
  for (const name of names) {
    teams[name] = await f.team(leagueId, name);
    await f.enter(competitionId, teams[name]);
  }
  const roundId = await f.round(competitionId, 1, '2026-09-01');
  return { leagueId, competitionId, teams, roundId };
}

describe('league standings', () => {
  it('counts approved and published matches in the admin zone, published only in the club and personal zones', async () => {
    const { competitionId, teams, roundId } = await setup(['Alfa', 'Beta', 'Gama', 'Delta']);
    const { Alfa, Beta, Gama } = teams as Record<string, number>;
    await f.match(competitionId, roundId, Alfa!, Beta!, score(S.approved, 3, 1, [6, 3], [120, 90]));
    await f.match(competitionId, roundId, Beta!, Gama!, score(S.published, 2, 2, [5, 5], [100, 101]));
    await f.match(competitionId, roundId, Gama!, Alfa!, score(S.finished, 4, 0, [8, 0], [168, 80]));
    await f.match(competitionId, roundId, Alfa!, Gama!);

    const admin = await table(competitionId);
    expect(admin.map((r) => [r.name, r.pointsTotal, r.rankFrom, r.rankTo])).toEqual([
      ['Alfa', 3, 1, 1],
      ['Beta', 3, 2, 2],
      ['Gama', 2, 3, 3],
      ['Delta', 0, 4, 4],
    ]);
    expect(admin[1]).toMatchObject({
      matches: 2,
      wins: 0,
      draws: 1,
      losses: 1,
      scoresWon: 3,
      scoresLost: 5,
      setsWon: 8,
      setsLost: 11,
      ballsWon: 190,
      ballsLost: 221,
    });
    expect(admin[3]).toMatchObject({ matches: 0, wins: 0, pointsTotal: 0, scoresWon: 0, setsWon: 0, ballsWon: 0 });

    for (const as of ['club', 'member'] as const) {
      const rows = await table(competitionId, as);
      // Only the published draw counts: Beta and Gama 2 points; Alfa and Delta without a match share 3rd–4th.
      expect(rows.map((r) => [r.name, r.pointsTotal, r.matches, r.rankFrom, r.rankTo])).toEqual([
        ['Gama', 2, 1, 1, 1],
        ['Beta', 2, 1, 2, 2],
        ['Alfa', 0, 0, 3, 4],
        ['Delta', 0, 0, 3, 4],
      ]);
    }
  });

  it('breaks ties by head-to-head, then sets, then balls, and shares what stays level', async () => {
    const { competitionId, teams, roundId } = await setup(['A1', 'B1', 'C1', 'D1', 'E1']);
    const { A1, B1, C1 } = teams as Record<string, number>;
    // A1 and B1 4 points each; B1 much better on sets, but A1 beat B1.
    await f.match(competitionId, roundId, A1!, B1!, score(S.published, 3, 1, [6, 4], [100, 90]));
    await f.match(competitionId, roundId, B1!, C1!, score(S.published, 4, 0, [8, 0], [168, 50]));
    await f.match(competitionId, roundId, C1!, A1!, score(S.published, 3, 1, [6, 3], [120, 100]));
    // D1 and E1 have no match: level in everything, they share 4th–5th.
    const rows = await table(competitionId, 'member');
    // A1, B1, C1 all 4 points: mini table level on points; game difference B1 +2, A1 0, C1 -2.
    expect(rows.map((r) => [r.name, r.pointsTotal, r.rankFrom, r.rankTo])).toEqual([
      ['B1', 4, 1, 1],
      ['A1', 4, 2, 2],
      ['C1', 4, 3, 3],
      ['D1', 0, 4, 5],
      ['E1', 0, 4, 5],
    ]);

    const two = await setup(['X', 'Y', 'Z']);
    const { X, Y, Z } = two.teams as Record<string, number>;
    // X and Y drew; both beat Z 3:1; Y's sets better → Y first. Then the same with equal sets, X's balls better.
    await f.match(two.competitionId, two.roundId, X!, Y!, score(S.published, 2, 2, [4, 4], [80, 80]));
    await f.match(two.competitionId, two.roundId, X!, Z!, score(S.published, 3, 1, [6, 3], [130, 100]));
    await f.match(two.competitionId, two.roundId, Y!, Z!, score(S.published, 3, 1, [6, 2], [100, 99]));
    expect((await table(two.competitionId)).map((r) => r.name)).toEqual(['Y', 'X', 'Z']);
    await server.db.pool.query(
      'UPDATE league_matches SET away_sets = 3 WHERE competition_id = $1 AND home_team_id = $2 AND away_team_id = $3',
      [two.competitionId, Y, Z],
    );
    expect((await table(two.competitionId)).map((r) => r.name)).toEqual(['X', 'Y', 'Z']);
  });

  it("answers every competition's table of a league, by name, without the cancelled ones", async () => {
    const { leagueId, competitionId } = await setup(['Jedna', 'Dva']);
    const second = await f.competition(leagueId, { name: 'Dorost' });
    const cancelled = await f.competition(leagueId, { name: 'Zrušená' });
    await server.db.pool.query('UPDATE tournament_competitions SET state_id = 4 WHERE id = $1', [cancelled]);
    for (const [as, zone] of [
      ['expert', 'admin'],
      ['club', 'club'],
      ['member', 'personal'],
    ] as const) {
      const res = await get(`/api/${zone}-zone/leagues/${leagueId}/standings`, as);
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data;
      expect(data.leagueId).toBe(leagueId);
      expect(data.competitions.map((c: { competitionId: number }) => c.competitionId)).toEqual([second, competitionId]);
      expect(data.competitions[1].rows).toHaveLength(2);
      expect(data.competitions[0].rows).toEqual([]);
    }
  });
});

describe('league statistics', () => {
  it('gives per team the home and away records, attendance, games, sets, balls; per player the games', async () => {
    const { leagueId, competitionId, teams, roundId } = await setup(['Domácí', 'Hosté', 'Třetí']);
    const { Domácí, Hosté } = teams as Record<string, number>;
    const persons = (await server.db.pool.query<{ id: number }>('SELECT id FROM persons ORDER BY id LIMIT 4')).rows.map(
      (r) => r.id,
    );
    const [p1, p2, p3, p4] = persons as [number, number, number, number];
    const m1 = await f.match(competitionId, roundId, Domácí!, Hosté!, score(S.published, 2, 0, [4, 1], [105, 70]));
    const m2 = await f.match(competitionId, roundId, Hosté!, Domácí!, score(S.approved, 1, 1, [2, 2], [80, 80]));
    await server.db.pool.query('UPDATE league_matches SET attendance = $2 WHERE id = $1', [m1, 40]);
    await server.db.pool.query('UPDATE league_matches SET attendance = $2 WHERE id = $1', [m2, 100]);
    const game = (
      matchId: number,
      n: number,
      home: number[],
      away: number[],
      hs: number,
      as: number,
      hb: number,
      ab: number,
    ) =>
      server.db.pool.query(
        `INSERT INTO league_match_games (match_id, number, home_person_ids, away_person_ids, sets, home_sets, away_sets, home_balls, away_balls)
         VALUES ($1, $2, $3::int[], $4::int[], '[]'::jsonb, $5, $6, $7, $8)`,
        [matchId, n, home, away, hs, as, hb, ab],
      );
    await game(m1, 1, [p1], [p3], 2, 0, 42, 30);
    await game(m1, 2, [p1, p2], [p3, p4], 2, 1, 63, 40);
    await game(m2, 1, [p3], [p1], 2, 0, 42, 20);
    await game(m2, 2, [p4], [p2], 0, 2, 38, 60);

    const admin = (await get(`/api/admin-zone/leagues/competitions/${competitionId}/statistics`, 'expert')).json().data;
    const home = admin.teams.find((t: { teamId: number }) => t.teamId === Domácí);
    expect(home).toMatchObject({
      matches: 2,
      homeWins: 1,
      homeDraws: 0,
      homeLosses: 0,
      awayWins: 0,
      awayDraws: 1,
      awayLosses: 0,
      attendanceAverage: 40,
      scoresWon: 3,
      scoresLost: 1,
      setsWon: 6,
      setsLost: 3,
    });
    expect(admin.teams.find((t: { name: string }) => t.name === 'Třetí')).toMatchObject({
      matches: 0,
      attendanceAverage: null,
    });
    const player = (data: { players: { personId: number }[] }, id: number) =>
      data.players.find((p) => p.personId === id);
    // p1: won 2 (m1), lost 1 (m2) → 66.7 %; sets 4:3; p2 won 2 of 2.
    expect(player(admin, p1)).toMatchObject({
      games: 3,
      won: 2,
      lost: 1,
      setsWon: 4,
      setsLost: 3,
      winPercent: 66.7,
      teamId: Domácí,
    });
    expect(player(admin, p2)).toMatchObject({ games: 2, won: 2, lost: 0, winPercent: 100 });
    // Most games won first, then the win rate: p2 (2 of 2) before p1 (2 of 3).
    expect(admin.players.slice(0, 2).map((p: { personId: number }) => p.personId)).toEqual([p2, p1]);

    // Outside the admin zone only the published m1 counts.
    const pub = (await get(`/api/personal-zone/leagues/competitions/${competitionId}/statistics`, 'member')).json()
      .data;
    expect(pub.teams.find((t: { teamId: number }) => t.teamId === Domácí)).toMatchObject({ matches: 1, awayDraws: 0 });
    expect(player(pub, p1)).toMatchObject({ games: 2, won: 2, lost: 0 });
    expect(player(pub, p3)).toMatchObject({ games: 2, won: 0, lost: 2, winPercent: 0, teamId: Hosté });

    const league = await get(`/api/club-zone/leagues/${leagueId}/statistics`, 'club');
    expect(league.statusCode, league.body).toBe(200);
    expect(league.json().data.competitions[0].players.length).toBe(4);
  });
});

describe('league standings access', () => {
  it('denies the wrong zones and callers and hides leagues the zone does not see', async () => {
    const { leagueId, competitionId } = await setup(['P', 'Q']);
    const c = `/leagues/competitions/${competitionId}`;
    expect((await get(`/api/admin-zone${c}/standings`, 'anonymous')).statusCode).toBe(401);
    expect((await get(`/api/admin-zone${c}/standings`, 'member')).statusCode).toBe(403);
    expect((await get(`/api/admin-zone${c}/statistics`, 'club')).statusCode).toBe(403);
    expect((await get(`/api/personal-zone${c}/standings`, 'club')).statusCode).toBe(403);
    expect((await get(`/api/club-zone/leagues/${leagueId}/standings`, 'member')).statusCode).toBe(403);

    // A draft league: the admin zone sees it, the members and a club not organizing it do not.
    const draft = await setup(['R', 'S'], { stateId: 1 });
    expect(
      (await get(`/api/admin-zone/leagues/competitions/${draft.competitionId}/standings`, 'expert')).statusCode,
    ).toBe(200);
    expect(
      (await get(`/api/personal-zone/leagues/competitions/${draft.competitionId}/standings`, 'member')).statusCode,
    ).toBe(404);
    expect((await get(`/api/personal-zone/leagues/${draft.leagueId}/statistics`, 'member')).statusCode).toBe(404);
    expect((await get(`/api/club-zone/leagues/${draft.leagueId}/standings`, 'club')).statusCode).toBe(404);

    // A discipline of an ordinary tournament is no league competition.
    const { rows } = await server.db.pool.query<{ id: number; tournamentId: number }>(
      `SELECT c.id, c.tournament_id AS "tournamentId" FROM tournament_competitions c JOIN tournaments t ON t.id = c.tournament_id
        WHERE t.type_id <> 7 ORDER BY c.id LIMIT 1`,
    );
    expect((await get(`/api/admin-zone/leagues/competitions/${rows[0]!.id}/standings`, 'expert')).statusCode).toBe(404);
    expect((await get(`/api/admin-zone/leagues/${rows[0]!.tournamentId}/statistics`, 'expert')).statusCode).toBe(404);
    expect((await get('/api/admin-zone/leagues/competitions/999999/statistics', 'expert')).statusCode).toBe(404);
    expect((await get('/api/admin-zone/leagues/abc/standings', 'expert')).statusCode).toBe(400);
  });

  it('shows the demo league to every zone with a complete table', async () => {
    const { rows } = await server.db.pool.query<{ id: number }>(
      `SELECT c.id FROM tournament_competitions c JOIN tournaments t ON t.id = c.tournament_id WHERE t.type_id = 7 AND t.name LIKE 'Extraliga družstev%' ORDER BY c.id`,
    );
    expect(rows).toHaveLength(2);
    const admin = await table(rows[0]!.id);
    expect(admin).toHaveLength(6);
    expect(admin.every((r) => r.matches >= 7)).toBe(true);
    const pub = await table(rows[0]!.id, 'member');
    // The approved match counts only in the admin zone.
    const sum = (rs: Row[]) => rs.reduce((s, r) => s + r.matches, 0);
    expect(sum(admin) - sum(pub)).toBe(2);
    // The smaller second competition: four teams, a single round robin all published.
    const second = await table(rows[1]!.id, 'member');
    expect(second.map((r) => r.matches)).toEqual([3, 3, 3, 3]);
  });
});

describe('league standings module switch', () => {
  const off = useTestServer({ MODULES: 'tournament,tournamentDynamic' });
  it('answers 404 when the league module is off', async () => {
    const res = await off.request({ method: 'GET', url: '/api/admin-zone/leagues/1/standings', as: 'expert' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('route_not_found');
  });
});
