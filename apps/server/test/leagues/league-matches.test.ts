// Rounds, the generated draw and matches through HTTP on real PostgreSQL: the draw for an odd and
// an even team count, single and double, its replace rules; rounds; the match checks (teams,
// round, score against the competition's rules, rosters); the state machine and who may take
// which step; the scores hidden outside the admin zone until published.
import { describe, expect, it } from 'vitest';
import { type DemoUser, useTestServer } from '../test-server';
import { leagueFixtures } from './league-fixtures';

const server = useTestServer();

type Caller = DemoUser | 'anonymous';
type Problem = { code: string; detail: string; errors: { field?: string; message: string }[] };

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, as: Caller, payload?: object, lang = 'cs') {
  return server.request({
    method,
    url,
    ...(as === 'anonymous' ? {} : { as }),
    ...(payload ? { payload } : {}),
    headers: { 'accept-language': lang },
  });
}
const problem = (res: { json(): unknown }) => res.json() as Problem;
const fields = (res: { json(): unknown }) => problem(res).errors.map((e) => e.field);

const ADMIN = '/api/admin-zone/leagues';
const CLUB = '/api/club-zone/leagues';
const PERSONAL = '/api/personal-zone/leagues';

const fx = leagueFixtures(server);

const clubOf = async (user: DemoUser) =>
  (await fx.one<{ id: number }>(`SELECT current_club_id AS id FROM users WHERE user_name = $1`, [`${user}@fedra.test`]))
    .id;
const otherClub = async (clubId: number) =>
  (await fx.one<{ id: number }>(`SELECT min(id) AS id FROM clubs WHERE id <> $1`, [clubId])).id;
const persons = async (count: number, skip = 0) =>
  (
    await server.db.pool.query<{ id: number }>(`SELECT id FROM persons ORDER BY id OFFSET $2 LIMIT $1`, [count, skip])
  ).rows.map((r) => r.id);

/** A league competition with `n` teams playing it (named T1..Tn), the first of the demo club. */
async function competitionWith(n: number, over: Parameters<typeof fx.competition>[1] = {}) {
  const league = await fx.league();
  const competition = await fx.competition(league, over);
  const home = await clubOf('club');
  const away = await otherClub(home);
  const teams: number[] = [];
  for (let i = 1; i <= n; i++) {
    const team = await fx.team(league, `T${i}`, i === 1 ? home : away);
    await fx.enter(competition, team);
    teams.push(team);
  }
  return { league, competition, teams };
}

const draw = (competitionId: number, body: object, as: Caller = 'expert', lang = 'cs') =>
  call('POST', `${ADMIN}/competitions/${competitionId}/draw`, as, body, lang);
const rounds = (competitionId: number, as: Caller = 'expert', base = ADMIN) =>
  call('GET', `${base}/competitions/${competitionId}/rounds`, as);

describe('the draw', () => {
  it('generates 5 rounds of 2 matches for 5 teams, each team resting once, dated a week apart', async () => {
    const { competition, teams } = await competitionWith(5);
    const res = await draw(competition, { firstDate: '2026-09-05' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toEqual({ rounds: 5, matches: 10 });
    const list = (await rounds(competition)).json();
    expect(list.links.map((l: { operationId: string }) => l.operationId)).toContain(
      'api.admin.zone.league.round.generate',
    );
    const data = list.data;
    expect(data.rounds).toHaveLength(5);
    expect(data.rounds.map((r: { name: string; dateFrom: string }) => [r.name, r.dateFrom])).toEqual([
      ['1. kolo', '2026-09-05'],
      ['2. kolo', '2026-09-12'],
      ['3. kolo', '2026-09-19'],
      ['4. kolo', '2026-09-26'],
      ['5. kolo', '2026-10-03'],
    ]);
    for (const team of teams) {
      const resting = data.rounds.filter(
        (r: { matches: { homeTeamId: number; awayTeamId: number }[] }) =>
          !r.matches.some((m) => m.homeTeamId === team || m.awayTeamId === team),
      );
      expect(resting).toHaveLength(1);
    }
    expect(data.rounds.every((r: { matches: unknown[] }) => r.matches.length === 2)).toBe(true);
    const roundCount = await fx.one<{ n: number }>(
      'SELECT round_count AS n FROM tournament_competitions WHERE id = $1',
      [competition],
    );
    expect(roundCount.n).toBe(1);
  });

  it('plays a double round robin: every pair twice, once at each home; sets roundCount 2', async () => {
    const { competition } = await competitionWith(4);
    const res = await draw(competition, { firstDate: '2026-09-05', cycles: 2, daysBetweenRounds: 3 });
    expect(res.json().data).toEqual({ rounds: 6, matches: 12 });
    const data = (await rounds(competition)).json().data;
    const directed = new Set(
      data.rounds.flatMap((r: { matches: { homeTeamId: number; awayTeamId: number }[] }) =>
        r.matches.map((m) => `${m.homeTeamId}>${m.awayTeamId}`),
      ),
    );
    expect(directed.size).toBe(12);
    expect(data.rounds[1].dateFrom).toBe('2026-09-08');
    expect(data.roundCount).toBe(2);
  });

  it('refuses fewer than two teams (400 naming teams) and a bad first date', async () => {
    const { competition } = await competitionWith(1);
    const res = await draw(competition, { firstDate: '2026-09-05' });
    expect(res.statusCode).toBe(400);
    expect(fields(res)).toEqual(['teams']);
    expect(problem(res).detail).toBe('Rozlosování potřebuje aspoň dvě družstva.');
    const bad = await draw(competition, { firstDate: '2026-02-30', cycles: 3 });
    expect(bad.statusCode).toBe(400);
    expect(fields(bad).sort()).toEqual(['cycles', 'firstDate']);
  });

  it('replaces a draw only when asked and while no match is past scheduled', async () => {
    const { competition } = await competitionWith(3);
    expect((await draw(competition, { firstDate: '2026-09-05' })).statusCode).toBe(201);
    const again = await draw(competition, { firstDate: '2026-09-05' });
    expect(again.statusCode).toBe(409);
    const replaced = await draw(competition, { firstDate: '2026-10-01', replace: true });
    expect(replaced.statusCode, replaced.body).toBe(201);
    const data = (await rounds(competition)).json().data;
    expect(data.rounds[0].dateFrom).toBe('2026-10-01');
    expect(data.rounds).toHaveLength(3);
    const matchId = data.rounds[0].matches[0].id;
    await server.db.pool.query('UPDATE league_matches SET state_id = 2 WHERE id = $1', [matchId]);
    const played = await draw(competition, { firstDate: '2026-10-01', replace: true });
    expect(played.statusCode).toBe(409);
    expect(
      (await rounds(competition)).json().data.rounds[0].matches.some((m: { id: number }) => m.id === matchId),
    ).toBe(true);
  });

  it('is the office’s: read-only and clubs are denied', async () => {
    const { competition } = await competitionWith(2);
    const ro = await server.tokenForRole(`ro-${Date.now()}@fedra.test`, 'AdminExpertCommissionReadOnly');
    const res = await server.request({
      method: 'POST',
      url: `${ADMIN}/competitions/${competition}/draw`,
      token: ro,
      payload: { firstDate: '2026-09-05' },
    });
    expect(res.statusCode).toBe(403);
    expect(
      (await call('POST', `${CLUB}/competitions/${competition}/draw`, 'club', { firstDate: '2026-09-05' })).statusCode,
    ).toBe(404);
    expect((await draw(competition, { firstDate: '2026-09-05' }, 'club')).statusCode).toBe(403);
  });
});

describe('rounds', () => {
  it('adds, renames, re-dates and deletes a round; dateFrom after dateTill is a 400 on both', async () => {
    const { competition } = await competitionWith(2);
    const created = await call('POST', `${ADMIN}/competitions/${competition}/rounds`, 'expert', {
      dateFrom: '2026-09-01',
      dateTill: '2026-09-02',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({ number: 1, name: '1. kolo', dateFrom: '2026-09-01' });
    const id = created.json().data.id;
    const bad = await call('PUT', `${ADMIN}/rounds/${id}`, 'expert', { dateFrom: '2026-09-10' });
    expect(bad.statusCode).toBe(400);
    expect(fields(bad)).toEqual(['dateFrom', 'dateTill']);
    const ok = await call('PUT', `${ADMIN}/rounds/${id}`, 'expert', { name: 'Úvodní kolo', dateTill: '2026-09-03' });
    expect(ok.json().data).toMatchObject({ name: 'Úvodní kolo', dateTill: '2026-09-03' });
    expect((await call('DELETE', `${ADMIN}/rounds/${id}`, 'expert')).statusCode).toBe(202);
    expect((await rounds(competition)).json().data.rounds).toEqual([]);
  });

  it('refuses deleting a round with a match past scheduled (409)', async () => {
    const { competition, teams } = await competitionWith(2);
    const round = await fx.round(competition, 1);
    await fx.match(competition, round, teams[0]!, teams[1]!, { stateId: 2 });
    expect((await call('DELETE', `${ADMIN}/rounds/${round}`, 'expert')).statusCode).toBe(409);
  });
});

/** Two teams (home of the demo club) with rosters of two players each, a round and a match. */
async function matchSetup(over: Parameters<typeof fx.competition>[1] = {}, stateId = 1) {
  const { league, competition, teams } = await competitionWith(3, over);
  const [home, away, third] = teams as [number, number, number];
  const [h1, h2, a1, a2, t1] = (await persons(5, 100)) as [number, number, number, number, number];
  await fx.rosterPerson(competition, home, h1);
  await fx.rosterPerson(competition, home, h2);
  await fx.rosterPerson(competition, away, a1);
  await fx.rosterPerson(competition, away, a2);
  await fx.rosterPerson(competition, third, t1);
  const round = await fx.round(competition, 1, '2026-09-05');
  const match = await fx.match(competition, round, home, away, { stateId });
  return { league, competition, home, away, third, round, match, h1, h2, a1, a2, t1 };
}

const game = (home: number[], away: number[], ...sets: [number, number][]) => ({
  homePersonIds: home,
  awayPersonIds: away,
  sets: sets.map(([h, a]) => ({ home: h, away: a })),
});

describe('match checks', () => {
  it('creates a match with the home address; refuses a team against itself and a team twice in a round', async () => {
    const { competition, home, away, third, round } = await matchSetup();
    await server.db.pool.query(`UPDATE league_teams SET address = 'Hala 1' WHERE id = $1`, [third]);
    const self = await call('POST', `${ADMIN}/competitions/${competition}/matches`, 'expert', {
      roundId: round,
      homeTeamId: third,
      awayTeamId: third,
    });
    expect(self.statusCode).toBe(400);
    expect(problem(self).errors).toContainEqual({
      field: 'awayTeamId',
      message: 'Družstvo nemůže hrát samo se sebou.',
    });
    const twice = await call('POST', `${ADMIN}/competitions/${competition}/matches`, 'expert', {
      roundId: round,
      homeTeamId: third,
      awayTeamId: away,
    });
    expect(twice.statusCode).toBe(400);
    expect(fields(twice)).toEqual(['awayTeamId']);
    const round2 = await fx.round(competition, 2);
    const ok = await call('POST', `${ADMIN}/competitions/${competition}/matches`, 'expert', {
      roundId: round2,
      homeTeamId: third,
      awayTeamId: home,
      attendance: 10,
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().data).toMatchObject({ address: 'Hala 1', attendance: 10, stateId: 1 });
    const negative = await call('PUT', `${ADMIN}/matches/${ok.json().data.id}`, 'expert', { attendance: -1 });
    expect(fields(negative)).toEqual(['attendance']);
  });

  it('answers a match’s start as an ISO instant in its detail and in the rounds, as the list across leagues does', async () => {
    const { competition, home, away } = await matchSetup();
    const startDate = '2026-09-12T15:30:00.000Z';
    const made = await call('POST', `${ADMIN}/competitions/${competition}/matches`, 'expert', {
      roundId: await fx.round(competition, 2),
      homeTeamId: away,
      awayTeamId: home,
      startDate,
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().data.id;
    expect((await call('GET', `${ADMIN}/matches/${id}`, 'expert')).json().data.startDate).toBe(startDate);
    const summaries = (await rounds(competition)).json().data.rounds.flatMap((r: { matches: object[] }) => r.matches);
    expect(summaries.find((m: { id: number }) => m.id === id)).toMatchObject({ startDate });
  });

  it('refuses a team outside the competition and a round of another competition', async () => {
    const { league, competition, home, round } = await matchSetup();
    const stranger = await fx.team(league, 'Cizí');
    const other = await fx.competition(league, { name: 'Jiná' });
    const otherRound = await fx.round(other, 1);
    const res = await call('POST', `${ADMIN}/competitions/${competition}/matches`, 'expert', {
      roundId: otherRound,
      homeTeamId: home,
      awayTeamId: stranger,
    });
    expect(res.statusCode).toBe(400);
    expect(fields(res).sort()).toEqual(['awayTeamId', 'roundId']);
    void round;
  });

  it('saves a score with its totals and games; refuses sets beyond setMax, a draw where isDraw is off, a player off the roster', async () => {
    const { match, h1, h2, a1, a2, t1 } = await matchSetup({ gamePerMatch: 2, setMax: 3 });
    const save = (games: object[], lang = 'cs') => call('PUT', `${ADMIN}/matches/${match}`, 'expert', { games }, lang);

    const tooMany = await save([game([h1], [a1], [21, 10], [10, 21], [21, 5], [21, 3])]);
    expect(tooMany.statusCode).toBe(400);
    expect(fields(tooMany)).toEqual(['games.0.sets', 'games.0.sets.3.home']);

    const drawn = await save([game([h1], [a1], [21, 10], [21, 12]), game([h2], [a2], [10, 21], [12, 21])], 'en');
    expect(drawn.statusCode).toBe(400);
    expect(problem(drawn).errors).toEqual([
      { field: 'games', message: 'The competition does not allow a drawn match.' },
    ]);

    const stranger = await save([game([t1], [a1], [21, 10])]);
    expect(stranger.statusCode).toBe(400);
    expect(fields(stranger)).toEqual(['games.0.homePersonIds']);
    const wrongSide = await save([game([a1], [h1], [21, 10])]);
    expect(fields(wrongSide)).toEqual(['games.0.homePersonIds', 'games.0.awayPersonIds']);
    const three = await save([game([h1, h2, h1], [a1], [21, 10])]);
    expect(three.statusCode).toBe(400);

    const ok = await save([game([h1, h2], [a1, a2], [21, 10], [19, 21], [21, 15]), game([h1], [a1], [21, 5])]);
    expect(ok.statusCode, ok.body).toBe(202);
    expect(ok.json().data).toMatchObject({ homeScore: 1, awayScore: 0, homeSets: 3, awaySets: 1, homePoints: null });
    expect(ok.json().data.games).toHaveLength(2);
    const row = await fx.one<{ n: number }>('SELECT count(*)::int AS n FROM league_match_games WHERE match_id = $1', [
      match,
    ]);
    expect(row.n).toBe(2);
  });
});

describe('match states', () => {
  it('starts, ends (complete score only), approves and publishes; approve before end is a 409 naming the state', async () => {
    const { match, h1, a1 } = await matchSetup();
    const act = (action: string, as: Caller = 'expert', lang = 'cs') =>
      call('POST', `${ADMIN}/matches/${match}/${action}`, as, undefined, lang);
    const early = await act('approve');
    expect(early.statusCode).toBe(409);
    expect(problem(early).detail).toBe('Utkání ve stavu Naplánováno nelze schválit.');
    const started = await act('start');
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().data.stateId).toBe(2);
    expect(started.json().links.map((l: { operationId: string }) => l.operationId)).toContain(
      'api.admin.zone.league.match.end',
    );
    await call('PUT', `${ADMIN}/matches/${match}`, 'expert', { games: [game([h1], [a1], [21, 10])] });
    const incomplete = await act('end');
    expect(incomplete.statusCode).toBe(400);
    expect(fields(incomplete)).toEqual(['games.0.sets']);
    await call('PUT', `${ADMIN}/matches/${match}`, 'expert', { games: [game([h1], [a1], [21, 10], [21, 11])] });
    const ended = await act('end');
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().data).toMatchObject({ stateId: 3, homePoints: 3, awayPoints: 1 });
    expect((await act('publish')).statusCode).toBe(409);
    expect((await act('approve')).json().data.stateId).toBe(4);
    expect((await act('publish')).json().data.stateId).toBe(5);
    const frozen = await call('PUT', `${ADMIN}/matches/${match}`, 'expert', { note: 'x' });
    expect(frozen.statusCode).toBe(409);
  });

  it('lets the home club manager score, start and end its home match; not approve; away club and read-only denied', async () => {
    const { match, h1, a1, competition, away, home, third } = await matchSetup();
    const clubAct = (action: string) => call('POST', `${CLUB}/matches/${match}/${action}`, 'club');
    const got = await call('GET', `${CLUB}/matches/${match}`, 'club');
    expect(
      got
        .json()
        .links.map((l: { operationId: string }) => l.operationId)
        .sort(),
    ).toEqual(['api.club.zone.league.match.start', 'api.club.zone.league.match.update']);
    expect((await clubAct('start')).statusCode).toBe(200);
    const scored = await call('PUT', `${CLUB}/matches/${match}`, 'club', {
      attendance: 40,
      games: [game([h1], [a1], [21, 10], [21, 11])],
    });
    expect(scored.statusCode, scored.body).toBe(202);
    const moved = await call('PUT', `${CLUB}/matches/${match}`, 'club', { awayTeamId: third });
    expect(moved.statusCode).toBe(400);
    expect((await clubAct('end')).json().data.stateId).toBe(3);
    expect((await call('PUT', `${CLUB}/matches/${match}`, 'club', { note: 'po konci' })).statusCode).toBe(409);
    expect((await call('POST', `${CLUB}/matches/${match}/approve`, 'club')).statusCode).toBe(404);
    expect((await call('POST', `${ADMIN}/matches/${match}/approve`, 'club')).statusCode).toBe(403);
    expect((await call('POST', `${ADMIN}/matches/${match}/approve`, 'expert')).statusCode).toBe(200);

    // The same club as the away team only: 403; read-only club manager: 403.
    const round2 = await fx.round(competition, 2);
    const awayMatch = await fx.match(competition, round2, away, home);
    expect((await call('POST', `${CLUB}/matches/${awayMatch}/start`, 'club')).statusCode).toBe(403);
    expect((await call('PUT', `${CLUB}/matches/${awayMatch}`, 'club', { note: 'x' })).statusCode).toBe(403);
    const round3 = await fx.round(competition, 3);
    const homeMatch = await fx.match(competition, round3, home, third);
    expect((await call('POST', `${CLUB}/matches/${homeMatch}/start`, 'clubro')).statusCode).toBe(403);
    expect((await call('POST', `${ADMIN}/matches/${homeMatch}/start`, 'unit')).statusCode).toBe(403);
    expect((await call('POST', `${PERSONAL}/matches/${homeMatch}/start`, 'member')).statusCode).toBe(404);
    expect((await call('GET', `${PERSONAL}/matches/${homeMatch}`, 'anonymous')).statusCode).toBe(401);
  });

  it('lets only one of two simultaneous starts pass', async () => {
    const { match } = await matchSetup();
    const both = await Promise.all([
      call('POST', `${ADMIN}/matches/${match}/start`, 'expert'),
      call('POST', `${ADMIN}/matches/${match}/start`, 'expert'),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('hidden scores', () => {
  it('shows the score outside the admin zone only when published, or to the two teams’ clubs', async () => {
    const { competition, round, teams } = await (async () => {
      const s = await competitionWith(4);
      const round = await fx.round(s.competition, 1);
      return { ...s, round };
    })();
    const score = { homeScore: 1, awayScore: 0, homeSets: 2, awaySets: 0, homePoints: 3, awayPoints: 1 };
    // teams[0] is the demo club's; teams[2] and teams[3] another club's.
    const own = await fx.match(competition, round, teams[0]!, teams[1]!, { stateId: 4, ...score });
    const foreign = await fx.match(competition, round, teams[2]!, teams[3]!, { stateId: 4, ...score });
    const homeClub = await clubOf('club');
    await server.db.pool.query('UPDATE league_teams SET club_id = $2 WHERE id = ANY($1)', [
      [teams[2], teams[3]],
      await fx.one<{ id: number }>('SELECT max(id) AS id FROM clubs WHERE id <> $1', [homeClub]).then((r) => r.id),
    ]);
    const scoreOf = (
      body: { data: { rounds: { matches: { id: number; homeScore: number | null }[] }[] } },
      id: number,
    ) => body.data.rounds[0]!.matches.find((m) => m.id === id)!.homeScore;

    const admin = (await rounds(competition, 'expert')).json();
    expect([scoreOf(admin, own), scoreOf(admin, foreign)]).toEqual([1, 1]);
    const club = (await rounds(competition, 'club', CLUB)).json();
    expect([scoreOf(club, own), scoreOf(club, foreign)]).toEqual([1, null]);
    const member = (await rounds(competition, 'member', PERSONAL)).json();
    expect([scoreOf(member, own), scoreOf(member, foreign)]).toEqual([null, null]);
    const detail = (await call('GET', `${PERSONAL}/matches/${own}`, 'member')).json().data;
    expect(detail).toMatchObject({ scoreHidden: true, homeScore: null, games: [] });

    await server.db.pool.query('UPDATE league_matches SET state_id = 5 WHERE id = $1', [foreign]);
    const after = (await rounds(competition, 'member', PERSONAL)).json();
    expect(scoreOf(after, foreign)).toBe(1);
  });
});

describe('a cancelled or archived league', () => {
  it('offers no writes and refuses them with 409 naming its state', async () => {
    const { league, competition, match } = await matchSetup();
    await server.db.pool.query('UPDATE tournaments SET state_id = 6 WHERE id = $1', [league]);
    const list = (await rounds(competition)).json();
    expect(list.links).toEqual([]);
    expect(list.data.rounds[0].links).toEqual([]);
    expect((await call('GET', `${ADMIN}/matches/${match}`, 'expert')).json().links).toEqual([]);
    const refused = await draw(competition, { firstDate: '2026-09-05', replace: true }, 'expert', 'en');
    expect(refused.statusCode).toBe(409);
    expect(problem(refused).detail).toMatch(/^The league is /);
    expect((await call('POST', `${ADMIN}/matches/${match}/start`, 'expert')).statusCode).toBe(409);
    expect((await call('PUT', `${ADMIN}/matches/${match}`, 'expert', { note: 'x' })).statusCode).toBe(409);
  });

  it('refuses the draw, rounds and match writes of a cancelled competition (409)', async () => {
    const { competition, match } = await matchSetup();
    await server.db.pool.query('UPDATE tournament_competitions SET state_id = 4 WHERE id = $1', [competition]);
    const refused = await draw(competition, { firstDate: '2026-09-05', replace: true }, 'expert', 'en');
    expect(refused.statusCode).toBe(409);
    expect(problem(refused).detail).toMatch(/^The competition is cancelled/);
    expect((await call('POST', `${ADMIN}/matches/${match}/start`, 'expert')).statusCode).toBe(409);
    expect((await call('PUT', `${ADMIN}/matches/${match}`, 'expert', { note: 'x' })).statusCode).toBe(409);
    expect(
      (await call('POST', `${ADMIN}/competitions/${competition}/rounds`, 'expert', { name: 'X' })).statusCode,
    ).toBe(409);
  });

  it('hides a draft league from clubs that do not organize it and from members (404)', async () => {
    const { league, competition, match } = await matchSetup();
    await server.db.pool.query('UPDATE tournaments SET state_id = 1 WHERE id = $1', [league]);
    expect((await rounds(competition, 'member', PERSONAL)).statusCode).toBe(404);
    expect((await call('GET', `${PERSONAL}/matches/${match}`, 'member')).statusCode).toBe(404);
    expect((await call('POST', `${CLUB}/matches/${match}/start`, 'club')).statusCode).toBe(404);
  });
});
