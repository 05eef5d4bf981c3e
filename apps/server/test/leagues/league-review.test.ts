// Review of issue 16's server side: a match moved to other teams keeps no stale totals, and a
// competition's score rules stay as they are once a score has been entered under them.
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../test-server';
import { leagueFixtures } from './league-fixtures';

const server = useTestServer();
const fx = leagueFixtures(server);
const ADMIN = '/api/admin-zone/leagues';

const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object, lang = 'en') =>
  server.request({ method, url, as: 'expert', ...(payload ? { payload } : {}), headers: { 'accept-language': lang } });
const fields = (res: { json(): unknown }) =>
  (res.json() as { errors: { field?: string }[] }).errors.map((e) => e.field);

async function setup(stateId = 1) {
  const league = await fx.league();
  const competition = await fx.competition(league, { gamePerMatch: 1, setMax: 3 });
  const teams: number[] = [];
  for (const name of ['A', 'B', 'C']) {
    const team = await fx.team(league, name);
    await fx.enter(competition, team);
    teams.push(team);
  }
  const ids = (await server.db.pool.query<{ id: number }>('SELECT id FROM persons ORDER BY id OFFSET 200 LIMIT 3'))
    .rows;
  const [h, a, c] = ids.map((r) => r.id) as [number, number, number];
  await fx.rosterPerson(competition, teams[0]!, h);
  await fx.rosterPerson(competition, teams[1]!, a);
  await fx.rosterPerson(competition, teams[2]!, c);
  const round = await fx.round(competition, 1, '2026-09-05');
  const match = await fx.match(competition, round, teams[0]!, teams[1]!);
  const saved = await call('PUT', `${ADMIN}/matches/${match}`, {
    games: [
      {
        homePersonIds: [h],
        awayPersonIds: [a],
        sets: [
          { home: 21, away: 10 },
          { home: 21, away: 12 },
        ],
      },
    ],
  });
  expect(saved.statusCode, saved.body).toBe(202);
  if (stateId !== 1)
    await server.db.pool.query('UPDATE league_matches SET state_id = $2 WHERE id = $1', [match, stateId]);
  return { league, competition, teams, match };
}

const totals = (match: number) =>
  fx.one<{ homeScore: number | null; homePoints: number | null; games: number }>(
    `SELECT home_score AS "homeScore", home_points AS "homePoints",
            (SELECT count(*)::int FROM league_match_games WHERE match_id = m.id) AS games
       FROM league_matches m WHERE id = $1`,
    [match],
  );

describe('a match moved to other teams', () => {
  it('drops the old score with its totals while the match has not ended', async () => {
    const { teams, match } = await setup();
    const res = await call('PUT', `${ADMIN}/matches/${match}`, { awayTeamId: teams[2] });
    expect(res.statusCode, res.body).toBe(202);
    expect(await totals(match)).toEqual({ homeScore: null, homePoints: null, games: 0 });
  });

  it('wants a new complete score once the match has ended (no totals left of the old teams)', async () => {
    const { teams, match } = await setup(4);
    const res = await call('PUT', `${ADMIN}/matches/${match}`, { awayTeamId: teams[2] });
    expect(res.statusCode, res.body).toBe(400);
    expect(fields(res)).toEqual(['games']);
    expect(await totals(match)).toMatchObject({ homeScore: 1, games: 1 });
  });
});

describe('the score rules of a competition with scores', () => {
  const body = (over: object) => ({
    name: 'Extraliga',
    stateId: 1,
    gamePerMatch: 1,
    setMax: 3,
    isDraw: false,
    ...over,
  });

  it('refuses to change setMax, gamePerMatch or isDraw (409 in both languages); other fields change', async () => {
    const { competition } = await setup();
    for (const over of [{ setMax: 5 }, { gamePerMatch: 3 }, { isDraw: true }]) {
      const res = await call('PUT', `${ADMIN}/competitions/${competition}`, body(over));
      expect(res.statusCode, res.body).toBe(409);
    }
    const cs = await call('PUT', `${ADMIN}/competitions/${competition}`, body({ setMax: 5 }), 'cs');
    expect(cs.json().detail).toMatch(/skóre/);
    const ok = await call('PUT', `${ADMIN}/competitions/${competition}`, body({ name: 'Extraliga mužů' }));
    expect(ok.statusCode, ok.body).toBe(202);
  });

  it('lets the rules change while no match has a score', async () => {
    const league = await fx.league();
    const competition = await fx.competition(league, { gamePerMatch: 1, setMax: 3 });
    const res = await call('PUT', `${ADMIN}/competitions/${competition}`, body({ setMax: 5, gamePerMatch: 3 }));
    expect(res.statusCode, res.body).toBe(202);
  });
});

describe('removing a team from a competition while its match starts', () => {
  it('waits for the match write (the competition lock) and then refuses: the started match stays', async () => {
    const { competition, teams, match } = await setup();
    const client = await server.db.pool.connect();
    try {
      await client.query('BEGIN');
      // What a start does: the competition's lock, then the match's state.
      await client.query('SELECT 1 FROM tournament_competitions WHERE id = $1 FOR UPDATE', [competition]);
      await client.query('UPDATE league_matches SET state_id = 2 WHERE id = $1', [match]);
      const removal = call('DELETE', `${ADMIN}/competitions/${competition}/teams/${teams[1]}`);
      await new Promise((r) => setTimeout(r, 300));
      await client.query('COMMIT');
      const res = await removal;
      expect(res.statusCode, res.body).toBe(409);
    } finally {
      client.release();
    }
    expect(await fx.one('SELECT state_id AS "stateId" FROM league_matches WHERE id = $1', [match])).toEqual({
      stateId: 2,
    });
  });
});
