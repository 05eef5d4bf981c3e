// League results as the office keeps them (issue 27), through HTTP on real PostgreSQL: a played
// match's result in one step, postponed / cancelled / walkover matches and taking those back, the
// referee picked from today's referees, singles and doubles player counts, deleting what holds
// played results only once confirmed, and match writes waiting for a league write in progress.
import { describe, expect, it } from 'vitest';
import { TEST_DAY } from '../database';
import { type DemoUser, useTestServer } from '../test-server';
import { leagueFixtures } from './league-fixtures';

const server = useTestServer();
const fx = leagueFixtures(server);

type Problem = { code: string; detail: string; errors: { field?: string; message: string }[] };
const ADMIN = '/api/admin-zone/leagues';

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, as: DemoUser, payload?: object, lang = 'cs') {
  return server.request({ method, url, as, ...(payload ? { payload } : {}), headers: { 'accept-language': lang } });
}
const problem = (res: { json(): unknown }) => res.json() as Problem;
const fields = (res: { json(): unknown }) => problem(res).errors.map((e) => e.field);
const operations = (res: { json(): unknown }) =>
  (res.json() as { links: { operationId: string }[] }).links.map((l) => l.operationId.replace('api.admin.zone.', ''));

const game = (home: number[], away: number[], ...sets: [number, number][]) => ({
  homePersonIds: home,
  awayPersonIds: away,
  sets: sets.map(([h, a]) => ({ home: h, away: a })),
});

/** A published league with a competition (best of 3, one game) of two teams with two players each and a match. */
async function setup(competition: Parameters<typeof fx.competition>[1] = {}) {
  const league = await fx.league();
  const competitionId = await fx.competition(league, competition);
  const clubs = await server.db.pool.query<{ id: number }>('SELECT id FROM clubs ORDER BY id LIMIT 2');
  const home = await fx.team(league, 'Domácí', clubs.rows[0]!.id);
  const away = await fx.team(league, 'Hosté', clubs.rows[1]!.id);
  await fx.enter(competitionId, home);
  await fx.enter(competitionId, away);
  const people = await server.db.pool.query<{ id: number }>('SELECT id FROM persons ORDER BY id OFFSET 200 LIMIT 4');
  const [h1, h2, a1, a2] = people.rows.map((r) => r.id) as [number, number, number, number];
  for (const [team, person] of [
    [home, h1],
    [home, h2],
    [away, a1],
    [away, a2],
  ] as const) {
    await fx.rosterPerson(competitionId, team, person);
  }
  const round = await fx.round(competitionId, 1, '2026-09-05');
  const match = await fx.match(competitionId, round, home, away);
  return { league, competitionId, home, away, round, match, h1, h2, a1, a2 };
}

const standings = async (competitionId: number, as: DemoUser = 'member') => {
  const zone = as === 'member' ? 'personal' : as === 'club' ? 'club' : 'admin';
  const res = await call('GET', `/api/${zone}-zone/leagues/competitions/${competitionId}/standings`, as);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.rows as { teamId: number; pointsTotal: number; matches?: number }[]).map((r) => [
    r.teamId,
    r.pointsTotal,
  ]);
};

describe('recording a result in one step', () => {
  it('publishes a scheduled match with its complete score and attendance; it counts publicly at once', async () => {
    const { competitionId, match, home, away, h1, a1 } = await setup();
    const before = await call('GET', `${ADMIN}/matches/${match}`, 'expert');
    expect(operations(before)).toEqual(
      expect.arrayContaining(['league.match.result', 'league.match.postpone', 'league.match.walkover']),
    );
    const res = await call('POST', `${ADMIN}/matches/${match}/result`, 'expert', {
      attendance: 120,
      games: [{ ...game([h1], [a1], [21, 15], [18, 21], [21, 19]), kind: 'singles' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ stateId: 5, attendance: 120, homeScore: 1, awayScore: 0, homePoints: 3 });
    expect(res.json().data.games[0]).toMatchObject({ kind: 'singles', homeSets: 2, awaySets: 1 });
    expect(await standings(competitionId)).toEqual([
      [home, 3],
      [away, 1],
    ]);
  });

  it('refuses an incomplete score (400 naming the game) and leaves the match as it was; approves only when asked', async () => {
    const { match, h1, a1 } = await setup();
    const incomplete = await call('POST', `${ADMIN}/matches/${match}/result`, 'expert', {
      attendance: 50,
      games: [game([h1], [a1], [21, 15])],
    });
    expect(incomplete.statusCode).toBe(400);
    expect(fields(incomplete)).toEqual(['games.0.sets']);
    const row = await fx.one<{ state_id: number; attendance: number | null }>(
      'SELECT state_id, attendance FROM league_matches WHERE id = $1',
      [match],
    );
    expect(row).toEqual({ state_id: 1, attendance: null });
    const none = await call('POST', `${ADMIN}/matches/${match}/result`, 'expert', { games: [] });
    expect(fields(none)).toEqual(['games']);

    const approved = await call('POST', `${ADMIN}/matches/${match}/result`, 'expert', {
      publish: false,
      games: [game([h1], [a1], [21, 15], [21, 3])],
    });
    expect(approved.json().data.stateId).toBe(4);
    const again = await call('POST', `${ADMIN}/matches/${match}/result`, 'expert', {
      games: [game([h1], [a1], [15, 21], [3, 21])],
    });
    expect(again.json().data).toMatchObject({ stateId: 5, homeScore: 0, awayScore: 1 });
    const published = await call('POST', `${ADMIN}/matches/${match}/result`, 'expert', {
      games: [game([h1], [a1], [21, 15], [21, 3])],
    });
    expect(published.statusCode).toBe(409);
    expect(problem(published).detail).toBe('Utkání ve stavu Zveřejněno nelze zapsat výsledek.');
  });

  it('is the office’s: the club manager and the member are refused', async () => {
    const { match, h1, a1 } = await setup();
    const body = { games: [game([h1], [a1], [21, 15], [21, 3])] };
    for (const [as, url] of [
      ['club', `/api/club-zone/leagues/matches/${match}/result`],
      ['member', `/api/personal-zone/leagues/matches/${match}/result`],
      ['unit', `${ADMIN}/matches/${match}/result`],
    ] as const) {
      const res = await call('POST', url, as, body);
      expect([403, 404], `${as} ${res.body}`).toContain(res.statusCode);
    }
    const club = await call('GET', `/api/club-zone/leagues/matches/${match}`, 'club');
    expect(JSON.stringify(club.json().links ?? [])).not.toContain('result');
  });
});

describe('postponed, cancelled and walkover matches', () => {
  it('postpones a scheduled match, starts it later; cancels one (not counted) and schedules it again', async () => {
    const { competitionId, match, home, away } = await setup();
    const act = (action: string) => call('POST', `${ADMIN}/matches/${match}/${action}`, 'expert');
    const postponed = await act('postpone');
    expect(postponed.json().data.stateId).toBe(6);
    expect((await act('postpone')).statusCode).toBe(409);
    const cancelled = await act('cancel');
    expect(cancelled.json().data.stateId).toBe(8);
    expect(operations(cancelled)).toContain('league.match.reopen');
    expect(operations(cancelled)).not.toContain('league.match.start');
    // Level on nothing: by name, Domácí before Hosté.
    expect(await standings(competitionId, 'expert')).toEqual([
      [home, 0],
      [away, 0],
    ]);
    expect((await act('reopen')).json().data.stateId).toBe(1);
    expect((await act('start')).json().data.stateId).toBe(2);
    expect((await act('postpone')).statusCode).toBe(409);
  });

  it('awards a walkover: every game and winning set to the winner, 3 points to 0, public at once; reopen clears it', async () => {
    const { competitionId, match, home, away } = await setup({ gamePerMatch: 3, isDraw: false });
    const bad = await call('POST', `${ADMIN}/matches/${match}/walkover`, 'expert', { winner: 'nobody' });
    expect(fields(bad)).toEqual(['winner']);
    const res = await call('POST', `${ADMIN}/matches/${match}/walkover`, 'expert', { winner: 'away' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      stateId: 7,
      homeScore: 0,
      awayScore: 3,
      homeSets: 0,
      awaySets: 6,
      homePoints: 0,
      awayPoints: 3,
      games: [],
    });
    const seen = await call('GET', `/api/personal-zone/leagues/matches/${match}`, 'member');
    expect(seen.json().data).toMatchObject({ scoreHidden: false, awayScore: 3 });
    expect(await standings(competitionId)).toEqual([
      [away, 3],
      [home, 0],
    ]);
    expect((await call('POST', `${ADMIN}/matches/${match}/walkover`, 'expert', { winner: 'home' })).statusCode).toBe(
      409,
    );
    // Its score is the office's award: not edited (reopen it first).
    expect(operations(res)).not.toContain('league.match.update');
    expect((await call('PUT', `${ADMIN}/matches/${match}`, 'expert', { note: 'x' })).statusCode).toBe(409);
    const reopened = await call('POST', `${ADMIN}/matches/${match}/reopen`, 'expert');
    expect(reopened.json().data).toMatchObject({ stateId: 1, homeScore: null, awayPoints: null });
  });
});

describe('the referee and the players of a game', () => {
  /** A person holding a referee role today, and one holding none. */
  async function referees() {
    const referee = await fx.one<{ id: number; last_name: string }>(
      `SELECT p.id, p.last_name FROM persons p
        WHERE EXISTS (SELECT 1 FROM person_roles r JOIN person_role_types rt ON rt.id = r.type_id AND rt.is_referee
                       WHERE r.person_id = p.id AND r.valid_from <= ${TEST_DAY}
                         AND (r.valid_till IS NULL OR r.valid_till >= ${TEST_DAY}))
        ORDER BY p.id LIMIT 1`,
    );
    const other = await fx.one<{ id: number; name: string }>(
      `SELECT p.id, concat_ws(' ', p.first_name, p.last_name) AS name FROM persons p
        WHERE NOT EXISTS (SELECT 1 FROM person_roles r JOIN person_role_types rt ON rt.id = r.type_id AND rt.is_referee
                           WHERE r.person_id = p.id)
        ORDER BY p.id LIMIT 1`,
    );
    return { referee, other };
  }

  it('lists today’s referees by name for the picker, and takes only one of them as the referee', async () => {
    const { match } = await setup();
    const { referee, other } = await referees();
    const search = referee.last_name.slice(0, 4).toUpperCase();
    const list = await call('GET', `${ADMIN}/referees?search=${encodeURIComponent(search)}`, 'expert');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.map((p: { id: number }) => p.id)).toContain(referee.id);
    const club = await call('GET', `/api/club-zone/leagues/referees?id=${referee.id}`, 'club');
    expect(club.json().data.map((p: { id: number }) => p.id)).toEqual([referee.id]);
    expect((await call('GET', `${ADMIN}/referees`, 'member')).statusCode).toBe(403);
    expect((await call('GET', `${ADMIN}/referees`, 'unit')).statusCode).toBe(403);
    expect((await call('GET', `${ADMIN}/referees?id=${other.id}`, 'expert')).json().data).toEqual([]);

    const wrong = await call('PUT', `${ADMIN}/matches/${match}`, 'expert', { refereeId: other.id });
    expect(wrong.statusCode).toBe(400);
    expect(problem(wrong).errors).toEqual([
      { field: 'refereeId', message: `${other.name} dnes nemá platnou roli rozhodčího.` },
    ]);
    const ok = await call('PUT', `${ADMIN}/matches/${match}`, 'expert', { refereeId: referee.id, refereeText: '' });
    expect(ok.statusCode, ok.body).toBe(202);
    expect(ok.json().data.refereeId).toBe(referee.id);
  });

  it('checks the players of singles and doubles', async () => {
    const { match, h1, h2, a1, a2 } = await setup({ gamePerMatch: 2, isDraw: true });
    const save = (games: object[]) => call('PUT', `${ADMIN}/matches/${match}`, 'expert', { games }, 'en');
    const singles = await save([{ ...game([h1, h2], [a1], [21, 1], [21, 1]), kind: 'singles' }]);
    expect(problem(singles).errors).toEqual([
      { field: 'games.0.homePersonIds', message: 'In singles each side fields one player.' },
    ]);
    const doubles = await save([{ ...game([h1, h2], [a1], [21, 1], [21, 1]), kind: 'doubles' }]);
    expect(fields(doubles)).toEqual(['games.0.awayPersonIds']);
    const uneven = await save([game([h1, h2], [a1], [21, 1], [21, 1])]);
    expect(fields(uneven)).toEqual(['games.0.awayPersonIds']);
    const ok = await save([
      { ...game([h1], [a1], [21, 1], [21, 1]), kind: 'singles' },
      { ...game([h1, h2], [a1, a2], [21, 1], [21, 1]), kind: 'doubles' },
    ]);
    expect(ok.statusCode, ok.body).toBe(202);
    expect(ok.json().data.games.map((g: { kind: string }) => g.kind)).toEqual(['singles', 'doubles']);
  });
});

describe('deleting what holds played results', () => {
  it('asks before deleting a match, a team or a competition with results (409 results_exist), then deletes them', async () => {
    const { league, competitionId, match, home, h1, a1 } = await setup();
    await call('POST', `${ADMIN}/matches/${match}/result`, 'expert', { games: [game([h1], [a1], [21, 5], [21, 5])] });

    const matchRefused = await call('DELETE', `${ADMIN}/matches/${match}`, 'expert');
    expect(matchRefused.statusCode).toBe(409);
    expect(problem(matchRefused)).toMatchObject({ code: 'results_exist' });
    const teamRefused = await call('DELETE', `${ADMIN}/teams/${home}`, 'expert', undefined, 'en');
    expect(teamRefused.statusCode).toBe(409);
    expect(problem(teamRefused).detail).toBe(
      'Deleting the team would delete matches with a result (1); confirm deleting it with its results.',
    );
    const competitionRefused = await call('DELETE', `${ADMIN}/competitions/${competitionId}`, 'expert');
    expect(problem(competitionRefused).code).toBe('results_exist');
    const still = await fx.one<{ n: number }>('SELECT count(*)::int AS n FROM league_matches WHERE id = $1', [match]);
    expect(still.n).toBe(1);

    expect((await call('DELETE', `${ADMIN}/matches/${match}?withResults=true`, 'expert')).statusCode).toBe(202);
    // Without results left, the team and the competition go at the first ask.
    expect((await call('DELETE', `${ADMIN}/teams/${home}`, 'expert')).statusCode).toBe(202);
    const second = await fx.competition(league, { name: 'Druhá' });
    const round = await fx.round(second, 1);
    const [x, y] = [await fx.team(league, 'X'), await fx.team(league, 'Y')];
    await fx.enter(second, x);
    await fx.enter(second, y);
    await fx.match(second, round, x, y, { stateId: 7, homeScore: 1, awayScore: 0, homePoints: 3, awayPoints: 0 });
    expect((await call('DELETE', `${ADMIN}/competitions/${second}`, 'expert')).statusCode).toBe(409);
    expect((await call('DELETE', `${ADMIN}/competitions/${second}?withResults=true`, 'expert')).statusCode).toBe(202);
    expect((await call('DELETE', `${ADMIN}/competitions/${second}?withResults=maybe`, 'expert')).statusCode).toBe(400);
  });
});

describe('match writes and league writes', () => {
  it('waits for a league change in progress and then sees it: a result of a league being cancelled is a 409', async () => {
    const { league, match, h1, a1 } = await setup();
    const client = await server.db.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('SELECT 1 FROM tournaments WHERE id = $1 FOR UPDATE', [league]);
      await client.query('UPDATE tournaments SET state_id = 5 WHERE id = $1', [league]);
      const pending = call('POST', `${ADMIN}/matches/${match}/result`, 'expert', {
        games: [game([h1], [a1], [21, 5], [21, 5])],
      });
      const early = await Promise.race([pending.then(() => 'answered'), delay(300).then(() => 'waiting')]);
      expect(early).toBe('waiting');
      await client.query('COMMIT');
      const res = await pending;
      expect(res.statusCode, res.body).toBe(409);
      expect(problem(res).detail).toMatch(/^Liga je ve stavu/);
    } finally {
      client.release();
    }
    const row = await fx.one<{ state_id: number }>('SELECT state_id FROM league_matches WHERE id = $1', [match]);
    expect(row.state_id).toBe(1);
  });
});

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
