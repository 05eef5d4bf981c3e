// Results, team rosters and scoring tables through HTTP on real PostgreSQL: the standings save with
// the placing rule, the points calculation by the scoring table (and its split rule), the rosters
// of the office and of a club, the scoring table's replace and checks, each zone's reading, the
// denials and the frozen tournaments.
import { describe, expect, it } from 'vitest';
import { checkPlacings } from '../../src/features/tournament-results/placing-rule';
import { placingPoints, type ScoringTableRow } from '../../src/features/tournament-results/scoring-rule';
import { type DemoUser, useTestServer } from '../test-server';
import { applicationFixtures } from '../tournament-application-fixtures';

const server = useTestServer();

type Caller = DemoUser | 'anonymous';
type Problem = { code: string; errors: { field?: string; message: string }[] };
type Row = {
  participantId: number;
  personId: number;
  rankFrom: number | null;
  rankTo: number | null;
  standingShared: boolean;
  result: string | null;
  points: number | null;
  pointsCp: number | null;
};

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

const ADMIN = '/api/admin-zone/tournaments';
const CLUB = '/api/club-zone/tournaments';
const PERSONAL = '/api/personal-zone/tournaments';

const { one, tournament, discipline, clubOf, membersOf } = applicationFixtures(server);

/** A tournament with one discipline and `count` athletes of the demo club applied by the office. */
async function withAthletes(count: number, over: { typeId?: number } = {}) {
  const t = await tournament();
  if (over.typeId) await server.db.pool.query('UPDATE tournaments SET type_id = $2 WHERE id = $1', [t, over.typeId]);
  const d = await discipline(t);
  const persons = await membersOf(await clubOf('club'), count);
  const participants: number[] = [];
  for (const personId of persons) {
    const res = await call('POST', `${ADMIN}/competitions/${d}/participants`, 'expert', { personId, roleId: 1 });
    expect(res.statusCode, res.body).toBe(201);
    participants.push(res.json().data.id);
  }
  return { t, d, persons, participants };
}

const save = (d: number, results: object[], lang = 'cs', as: Caller = 'expert') =>
  call('PUT', `${ADMIN}/competitions/${d}/results`, as, { results }, lang);
const place = (participantId: number, from: number, to = from, extra: object = {}) => ({
  participantId,
  rankFrom: from,
  rankTo: to,
  standingShared: from !== to,
  ...extra,
});

describe('the split rule of the scoring table', () => {
  const table: ScoringTableRow[] = [
    { rankFrom: 1, rankTo: 1, rankShared: false, points: 100 },
    { rankFrom: 2, rankTo: 2, rankShared: false, points: 80 },
    { rankFrom: 3, rankTo: 3, rankShared: false, points: 65 },
    { rankFrom: 4, rankTo: 4, rankShared: false, points: 55 },
    { rankFrom: 3, rankTo: 4, rankShared: true, points: 60 },
    { rankFrom: 5, rankTo: 8, rankShared: false, points: 40 },
  ];
  it('gives a shared placing its shared row, else the places split evenly; beyond the table 0', () => {
    expect(placingPoints(table, 5, 8, true)).toBe(40);
    expect(placingPoints(table, 3, 4, true)).toBe(60);
    expect(placingPoints(table, 2, 3, true)).toBe(72.5);
    expect(placingPoints(table, 1, 1, false)).toBe(100);
    expect(placingPoints(table, 9, 9, false)).toBe(0);
    expect(placingPoints(table, 7, 10, true)).toBe(20);
    expect(placingPoints(table, 1, 3, true)).toBe(81.67);
  });
});

describe('the placing rule', () => {
  const row = (personId: number, rankFrom: number, rankTo = rankFrom, standingShared = false) => ({
    personId,
    rankFrom,
    rankTo,
    standingShared,
  });

  it('refuses a third person on a place a doubles pair holds, not the pair', () => {
    // Persons 1 and 2 are one roster (a pair sharing place 2); person 3 is alone.
    const rosterOf = (personId: number) => (personId <= 2 ? 7 : undefined);
    const rows = [row(9, 1), row(3, 2), row(1, 2), row(2, 2)];
    const issues = checkPlacings(rows, 5, rosterOf);
    expect(issues.map((i) => [i.index, i.key])).toEqual([[1, 'results.placeTaken']]);
    expect(issues[0]!.params.row).toBe(3);
  });

  it('refuses the second person on an unshared place and accepts a shared one', () => {
    const none = () => undefined;
    expect(checkPlacings([row(1, 1), row(2, 1)], 4, none).map((i) => i.index)).toEqual([1]);
    expect(checkPlacings([row(1, 3, 4, true), row(2, 3, 4, true)], 4, none)).toEqual([]);
  });
});

describe('standings', () => {
  it('saves a shared placing, answers in placing order and resets a calculated discipline', async () => {
    const {
      t,
      d,
      participants: [a, b, c, e],
    } = await withAthletes(4);
    await server.db.pool.query(
      'UPDATE tournament_competitions SET rank_state_id = 2, coeficient_cp = 2 WHERE id = $1',
      [d],
    );
    const res = await save(d, [
      place(a!, 3, 4, { result: 'semifinále', points: 10 }),
      place(b!, 3, 4, { result: 'semifinále' }),
      place(c!, 1, 1, { result: '21:15 21:18', points: 50 }),
      place(e!, 2, 2),
    ]);
    expect(res.statusCode, res.body).toBe(202);
    const data = res.json().data as { rows: Row[]; rankStateId: number; placeCount: number };
    expect(data.placeCount).toBe(4);
    expect(data.rows.map((r) => r.participantId)).toEqual(
      [c, e, a, b].slice(0, 2).concat(data.rows.slice(2).map((r) => r.participantId)),
    );
    expect(data.rows[0]).toMatchObject({ rankFrom: 1, points: 50, pointsCp: 100, result: '21:15 21:18' });
    expect(data.rows.slice(2).every((r) => r.rankFrom === 3 && r.rankTo === 4 && r.standingShared)).toBe(true);
    expect(data.rankStateId).toBe(1);
    expect(
      res
        .json()
        .links.map((l: { operationId: string }) => l.operationId)
        .sort(),
    ).toEqual([
      'api.admin.zone.tournament.dynamic.points.calculate',
      'api.admin.zone.tournament.dynamic.standings.update',
    ]);

    // The participants list carries the result fields.
    const list = await call('GET', `${ADMIN}/competitions/${d}/participants`, 'expert');
    const mine = (list.json().data as (Row & { id: number; isResult: boolean })[]).find((p) => p.id === c);
    expect(mine).toMatchObject({ rankFrom: 1, rankTo: 1, points: 50, pointsCp: 100, isResult: true });

    // The tournament's results: every discipline, only the rows with a result.
    const all = await call('GET', `${PERSONAL}/${t}/results`, 'member');
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().data).toHaveLength(1);
    expect(all.json().data[0].rows.map((r: Row) => r.participantId)[0]).toBe(c);

    // Each zone reads the standings; only the office gets the links.
    for (const [zone, as] of [
      [CLUB, 'clubro'],
      [PERSONAL, 'member'],
    ] as const) {
      const read = await call('GET', `${zone}/competitions/${d}/results`, as);
      expect(read.statusCode, read.body).toBe(200);
      expect(read.json().data.rows).toHaveLength(4);
      expect(read.json().links).toEqual([]);
    }
  });

  it('refuses a placing outside 1..N, two persons on one unshared place and overlapping placings (cs/en)', async () => {
    const {
      d,
      participants: [a, b, c],
    } = await withAthletes(3);
    const outside = await save(d, [place(a!, 4)], 'en');
    expect(outside.statusCode).toBe(400);
    expect(fields(outside)).toEqual(['results.0.rankFrom']);
    expect(problem(outside).errors[0]!.message).toMatch(/within 1 to 3/);

    const taken = await save(d, [place(a!, 1), place(b!, 1)]);
    expect(taken.statusCode).toBe(400);
    expect(fields(taken)).toEqual(['results.1.rankFrom']);
    expect(problem(taken).errors[0]!.message).toMatch(/Umístění 1 už má jiná osoba/);

    const overlap = await save(d, [place(a!, 1, 2), place(b!, 2, 3)], 'en');
    expect(overlap.statusCode).toBe(400);
    expect(fields(overlap)).toEqual(['results.1.rankFrom']);
    expect(problem(overlap).errors[0]!.message).toMatch(/overlaps the placing 1–2/);

    const unshared = await save(d, [{ participantId: a, rankFrom: 1, rankTo: 2, standingShared: false }]);
    expect(unshared.statusCode).toBe(400);
    expect(fields(unshared)).toEqual(['results.0.standingShared']);

    const half = await save(d, [{ participantId: a, rankFrom: 1 }]);
    expect(fields(half)).toEqual(['results.0.rankTo']);

    const control = await save(d, [place(c!, 1, 1, { result: 'a\u0000b' })]);
    expect(control.statusCode).toBe(400);
    expect(fields(control)).toEqual(['results.0.result']);

    const foreign = await save(d, [place(999999, 1)]);
    expect(foreign.statusCode).toBe(400);
    expect(fields(foreign)).toEqual(['results.0.participantId']);

    // Nothing was written.
    const read = await call('GET', `${ADMIN}/competitions/${d}/results`, 'expert');
    expect((read.json().data.rows as Row[]).every((r) => r.rankFrom === null)).toBe(true);
  });

  it('lets the partners of one roster share an unshared placing', async () => {
    const {
      d,
      persons: [p1, p2],
      participants: [a, b],
    } = await withAthletes(2);
    const roster = await call('POST', `${ADMIN}/competitions/${d}/rosters`, 'expert', {
      firstPersonId: p1,
      secondPersonId: p2,
    });
    expect(roster.statusCode, roster.body).toBe(201);
    const res = await save(d, [place(a!, 1), place(b!, 1)]);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().data.rows[0].partnerName).toBeTruthy();
  });

  it('calculates points from the scoring table of the tournament type (shared rows and splits)', async () => {
    const {
      t,
      d,
      participants: [a, b, c, e, f],
    } = await withAthletes(5);
    expect(
      (await save(d, [place(a!, 1), place(b!, 2), place(c!, 3, 4), place(e!, 3, 4), place(f!, 5)])).statusCode,
    ).toBe(202);
    const res = await call('POST', `${ADMIN}/${t}/calculate-points`, 'expert');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ competitions: 1, results: 5 });
    const read = await call('GET', `${ADMIN}/competitions/${d}/results`, 'expert');
    const rows = read.json().data.rows as Row[];
    expect(rows.map((r) => r.points)).toEqual([100, 80, 60, 60, 40]);
    expect(rows.map((r) => r.pointsCp)).toEqual([100, 80, 60, 60, 40]);
    expect(read.json().data.rankStateId).toBe(2);

    // Saving the same results again changes nothing and keeps the state calculated.
    const same = rows.map((r) => ({
      participantId: r.participantId,
      rankFrom: r.rankFrom,
      rankTo: r.rankTo,
      standingShared: r.standingShared,
      result: r.result,
      points: r.points,
    }));
    expect((await save(d, same)).json().data.rankStateId).toBe(2);
  });

  it('denies the writes to other roles and refuses a frozen tournament with 409', async () => {
    const {
      t,
      d,
      participants: [a],
    } = await withAthletes(1);
    for (const as of ['unit', 'club', 'clubro', 'member'] as const) {
      expect((await save(d, [place(a!, 1)], 'cs', as)).statusCode).toBe(403);
      expect((await call('POST', `${ADMIN}/${t}/calculate-points`, as)).statusCode).toBe(403);
    }
    await server.db.pool.query('UPDATE tournaments SET state_id = 5 WHERE id = $1', [t]);
    const frozen = await save(d, [place(a!, 1)], 'en');
    expect(frozen.statusCode).toBe(409);
    expect(problem(frozen).errors[0]!.message).toMatch(/can no longer be changed/);
    expect((await call('POST', `${ADMIN}/${t}/calculate-points`, 'expert')).statusCode).toBe(409);
    const read = await call('GET', `${ADMIN}/competitions/${d}/results`, 'expert');
    expect(read.json().links).toEqual([]);
    // A club does not see another club's draft.
    const draft = await tournament({ stateId: 1 });
    const dd = await discipline(draft);
    expect((await call('GET', `${CLUB}/competitions/${dd}/results`, 'club')).statusCode).toBe(404);
    expect((await call('GET', `${PERSONAL}/competitions/${dd}/rosters`, 'member')).statusCode).toBe(404);
  });
});

describe('team rosters', () => {
  const signedTeams = async (t: number) =>
    (await one<{ n: number }>('SELECT signed_teams AS n FROM tournaments WHERE id = $1', [t])).n;

  it('lets the office add, approve, edit and delete a pair and keeps signed_teams', async () => {
    const {
      t,
      d,
      persons: [p1, p2, p3],
    } = await withAthletes(3);
    const created = await call('POST', `${ADMIN}/competitions/${d}/rosters`, 'expert', {
      firstPersonId: p1,
      secondPersonId: p2,
      note: 'nasazení 1',
    });
    expect(created.statusCode, created.body).toBe(201);
    const roster = created.json().data;
    expect(roster).toMatchObject({ firstPersonId: p1, secondPersonId: p2, stateId: 1, note: 'nasazení 1' });
    expect(roster.firstClubId).toBe(await clubOf('club'));
    expect(await signedTeams(t)).toBe(1);

    const twice = await call('POST', `${ADMIN}/competitions/${d}/rosters`, 'expert', { firstPersonId: p2 }, 'en');
    expect(twice.statusCode).toBe(400);
    expect(fields(twice)).toEqual(['firstPersonId']);
    expect(problem(twice).errors[0]!.message).toMatch(/already in another roster/);

    const approved = await call('PUT', `${ADMIN}/rosters/${roster.id}`, 'expert', { stateId: 2, secondPersonId: p3 });
    expect(approved.statusCode, approved.body).toBe(202);
    expect(approved.json().data).toMatchObject({ stateId: 2, secondPersonId: p3 });
    const rejected = await call('PUT', `${ADMIN}/rosters/${roster.id}`, 'expert', { stateId: 3 });
    expect(rejected.json().data.stateId).toBe(3);
    expect(await signedTeams(t)).toBe(0);

    const list = await call('GET', `${CLUB}/competitions/${d}/rosters`, 'clubro');
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toHaveLength(1);
    expect(list.json().links).toEqual([]);

    expect((await call('DELETE', `${ADMIN}/rosters/${roster.id}`, 'expert')).statusCode).toBe(202);
    expect((await call('GET', `${PERSONAL}/competitions/${d}/rosters`, 'member')).json().data).toEqual([]);
  });

  it('refuses a person who has not applied, the same person twice and control characters', async () => {
    const {
      d,
      persons: [p1],
    } = await withAthletes(1);
    const [stranger] = await membersOf(await clubOf('club'), 3).then((ids) => ids.slice(2));
    const res = await call('POST', `${ADMIN}/competitions/${d}/rosters`, 'expert', {
      firstPersonId: p1,
      secondPersonId: stranger,
    });
    expect(res.statusCode).toBe(400);
    expect(fields(res)).toEqual(['secondPersonId']);
    const same = await call('POST', `${ADMIN}/competitions/${d}/rosters`, 'expert', {
      firstPersonId: p1,
      secondPersonId: p1,
    });
    expect(fields(same)).toEqual(['secondPersonId']);
    const control = await call('POST', `${ADMIN}/competitions/${d}/rosters`, 'expert', {
      firstPersonId: p1,
      note: 'x\u0007',
    });
    expect(control.statusCode).toBe(400);
    expect(fields(control)).toEqual(['note']);
  });

  it("lets a club add and delete a pair of its own members, not another club's", async () => {
    const {
      t,
      d,
      persons: [p1, p2],
    } = await withAthletes(2);
    const other = await clubOf('clubro');
    const [foreign] = await membersOf(other, 1);
    const applied = await call('POST', `${ADMIN}/competitions/${d}/participants`, 'expert', {
      personId: foreign,
      roleId: 1,
    });
    expect(applied.statusCode).toBe(201);

    const refused = await call('POST', `${CLUB}/competitions/${d}/rosters`, 'club', {
      firstPersonId: p1,
      secondPersonId: foreign,
    });
    expect(refused.statusCode).toBe(400);
    expect(fields(refused)).toEqual(['secondPersonId']);
    expect(problem(refused).errors[0]!.message).toMatch(/není členem vašeho klubu/);

    const own = await call('POST', `${CLUB}/competitions/${d}/rosters`, 'club', {
      firstPersonId: p1,
      secondPersonId: p2,
    });
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json().data.links.map((l: { method: string }) => l.method)).toEqual(['DELETE']);
    expect(await signedTeams(t)).toBe(1);

    // The office's pair with the foreign person: the club may not delete it.
    const officeRoster = await call('POST', `${ADMIN}/competitions/${d}/rosters`, 'expert', { firstPersonId: foreign });
    expect(officeRoster.statusCode).toBe(201);
    const denied = await call('DELETE', `${CLUB}/rosters/${officeRoster.json().data.id}`, 'club');
    expect(denied.statusCode).toBe(403);
    for (const as of ['clubro', 'member'] as const) {
      expect((await call('POST', `${CLUB}/competitions/${d}/rosters`, as, { firstPersonId: p1 })).statusCode).toBe(403);
      expect((await call('DELETE', `${CLUB}/rosters/${own.json().data.id}`, as)).statusCode).toBe(403);
    }
    for (const as of ['unit', 'club', 'member'] as const) {
      expect((await call('PUT', `${ADMIN}/rosters/${own.json().data.id}`, as, { stateId: 2 })).statusCode).toBe(403);
    }
    expect((await call('DELETE', `${CLUB}/rosters/${own.json().data.id}`, 'club')).statusCode).toBe(202);
    expect(await signedTeams(t)).toBe(1);

    await server.db.pool.query('UPDATE tournaments SET state_id = 6 WHERE id = $1', [t]);
    const frozen = await call('DELETE', `${ADMIN}/rosters/${officeRoster.json().data.id}`, 'expert');
    expect(frozen.statusCode).toBe(409);
  });
});

describe('scoring tables', () => {
  // The unofficial type (6) has no default table: the tests own it.
  const TYPE = 6;

  it('replaces a type table, lists it by type, exports it and calculates by it', async () => {
    const rows = [
      { rankFrom: 1, rankTo: 1, rankShared: false, points: 30 },
      { rankFrom: 2, rankTo: 2, rankShared: false, points: 20 },
      { rankFrom: 3, rankTo: 4, rankShared: false, points: 10 },
    ];
    const res = await call('PUT', `${ADMIN}/scoring/${TYPE}`, 'expert', { rows });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().data).toHaveLength(3);

    const list = await call('GET', `${ADMIN}/scoring?fields[typeId][o]=valuesEqual&fields[typeId][v]=${TYPE}`, 'unit');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.map((r: { points: number }) => r.points)).toEqual([30, 20, 10]);
    const csv = await call('GET', `${ADMIN}/scoring?format=csv`, 'expert');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toMatch(/Body/);

    const {
      t,
      d,
      participants: [a, b, c],
    } = await withAthletes(3, { typeId: TYPE });
    expect((await save(d, [place(a!, 1), place(b!, 2, 3), place(c!, 2, 3)])).statusCode).toBe(202);
    expect((await call('POST', `${ADMIN}/${t}/calculate-points`, 'expert')).statusCode).toBe(200);
    const read = await call('GET', `${ADMIN}/competitions/${d}/results`, 'expert');
    expect((read.json().data.rows as Row[]).map((r) => r.points)).toEqual([30, 15, 15]);
    expect(read.json().data.rankStateId).toBe(2);

    // The same table again changes nothing; another table makes the calculated points stale.
    expect((await call('PUT', `${ADMIN}/scoring/${TYPE}`, 'expert', { rows })).statusCode).toBe(202);
    expect((await call('GET', `${ADMIN}/competitions/${d}/results`, 'expert')).json().data.rankStateId).toBe(2);
    const changed = rows.map((r, i) => (i === 0 ? { ...r, points: 35 } : r));
    expect((await call('PUT', `${ADMIN}/scoring/${TYPE}`, 'expert', { rows: changed })).statusCode).toBe(202);
    expect((await call('GET', `${ADMIN}/competitions/${d}/results`, 'expert')).json().data.rankStateId).toBe(1);
  });

  it('names each overlapping row, a repeated shared range, from > to and negative points', async () => {
    const res = await call(
      'PUT',
      `${ADMIN}/scoring/${TYPE}`,
      'expert',
      {
        rows: [
          { rankFrom: 1, rankTo: 2, rankShared: false, points: 10 },
          { rankFrom: 2, rankTo: 3, rankShared: false, points: 5 },
          { rankFrom: 3, rankTo: 4, rankShared: true, points: 5 },
          { rankFrom: 3, rankTo: 4, rankShared: true, points: 6 },
          { rankFrom: 6, rankTo: 5, rankShared: false, points: 1 },
          { rankFrom: 7, rankTo: 7, rankShared: false, points: -1 },
        ],
      },
      'en',
    );
    expect(res.statusCode).toBe(400);
    expect(fields(res).sort()).toEqual(
      ['rows.0.rankFrom', 'rows.1.rankFrom', 'rows.3.rankFrom', 'rows.4.rankTo', 'rows.5.points'].sort(),
    );
    expect((await call('PUT', `${ADMIN}/scoring/999`, 'expert', { rows: [] })).statusCode).toBe(404);
    for (const as of ['unit', 'club', 'member'] as const) {
      expect((await call('PUT', `${ADMIN}/scoring/${TYPE}`, as, { rows: [] })).statusCode).toBe(403);
    }
    for (const as of ['club', 'clubro', 'member', 'anonymous'] as const) {
      expect((await call('GET', `${ADMIN}/scoring`, as)).statusCode).toBeGreaterThanOrEqual(401);
    }
  });
});

describe('the demo results', () => {
  it('places the finished tournaments (a shared 3rd–4th, pairs in rosters) and calculates their points', async () => {
    const counts = await one<{ placed: number; shared: number; pointed: number; rosters: number; generating: number }>(
      `WITH demo AS (SELECT a.* FROM tournament_participants a JOIN tournaments t ON t.id = a.tournament_id
                      WHERE t.name NOT LIKE 'Test %')
       SELECT (SELECT count(*) FROM demo WHERE rank_from IS NOT NULL)::int AS placed,
              (SELECT count(*) FROM demo WHERE standing_shared)::int AS shared,
              (SELECT count(*) FROM demo WHERE points_cp IS NOT NULL)::int AS pointed,
              (SELECT count(*) FROM tournament_team_rosters)::int AS rosters,
              (SELECT count(*) FROM tournaments WHERE ranking_generate)::int AS generating`,
    );
    expect(counts.placed).toBeGreaterThan(0);
    expect(counts.shared).toBeGreaterThan(0);
    expect(counts.pointed).toBe(counts.placed);
    expect(counts.rosters).toBeGreaterThan(0);
    expect(counts.generating).toBeGreaterThan(0);
    const brno = await one<{ id: number; signedTeams: number }>(
      // The latest of that name: the history repeats it in earlier years (demo/tournament-history.ts).
      `SELECT id, signed_teams AS "signedTeams" FROM tournaments WHERE name = 'Velká cena Brna'
        ORDER BY date_from DESC LIMIT 1`,
    );
    expect(brno.signedTeams).toBeGreaterThan(0);
    const results = await call('GET', `${PERSONAL}/${brno.id}/results`, 'member');
    expect(results.statusCode).toBe(200);
    const singles = (results.json().data as { name: string; rankStateId: number; rows: Row[] }[]).find((d) =>
      d.rows.some((r) => r.standingShared),
    );
    // Calculated (2) by the demo results, then counted (3, included) by the demo ranking seeded after.
    expect(singles?.rankStateId).toBe(3);
    expect(singles?.rows.filter((r) => r.standingShared).map((r) => r.points)).toEqual([60, 60]);
  });
});
