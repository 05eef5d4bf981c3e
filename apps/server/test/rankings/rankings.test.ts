// Rankings through HTTP on real PostgreSQL: the generation on fixture results far from the demo's
// dates (ties share a rank, the 12-month window's boundaries, the ranking date before the last day,
// the included / excluded overrides, cancelled and not-generated tournaments not counted, sex, group
// and discipline kept apart), the generation for one tournament, the job started twice at once (one
// job), the overview lists and the export, the excluded / included tabs, denials and bad input.
import { beforeAll, describe, expect, it } from 'vitest';
import { RANKING_LOCK } from '../../src/features/rankings/ranking-generation';
import { type DemoUser, useTestServer } from '../test-server';

const server = useTestServer();

const ADMIN = '/api/admin-zone/tournaments/rankings';
const D = '2030-06-30';

type Caller = DemoUser | { token: string };
type Problem = { status: number; errors: { field?: string; message: string }[] };

async function call(method: 'GET' | 'POST' | 'DELETE', url: string, as: Caller, payload?: unknown, lang = 'en') {
  return server.request({
    method,
    url,
    ...(typeof as === 'string' ? { as } : { token: as.token }),
    ...(payload !== undefined ? { payload: payload as object } : {}),
    headers: { 'accept-language': lang },
  });
}
const q = async <T>(text: string, params: unknown[] = []) => (await server.db.pool.query(text, params)).rows as T[];
const errorsOf = (res: { json(): unknown }) => (res.json() as Problem).errors;

let men: number[] = [];
let woman = 0;
const tournaments: Record<string, number> = {};
const competitions: Record<string, number> = {};

/** A tournament with its disciplines and results: [key, group, discipline, [person, points][]]. */
async function tournament(
  key: string,
  t: { till: string; rankingDate?: string; state?: number; generate?: boolean; excluded?: boolean; included?: boolean },
  disciplines: [string, number, number, [number, number][]][],
) {
  const [row] = await q<{ id: number }>(
    `INSERT INTO tournaments (name, date_from, date_till, ranking_date, season_id, type_id, state_id, is_cancelled,
            ranking_generate, ranking_excluded, ranking_included)
     VALUES ($1, $2::date - 1, $2::date, $3, (SELECT id FROM seasons ORDER BY valid_from DESC LIMIT 1), 1, $4, $4 = 5,
             $5, $6, $7) RETURNING id`,
    [
      `Žebříčkový turnaj ${key}`,
      t.till,
      t.rankingDate ?? null,
      t.state ?? 4,
      t.generate ?? true,
      !!t.excluded,
      !!t.included,
    ],
  );
  tournaments[key] = row!.id;
  for (const [ckey, group, discipline, results] of disciplines) {
    const [c] = await q<{ id: number }>(
      `INSERT INTO tournament_competitions (tournament_id, name, age_category_group_id, sport_discipline_id, state_id)
       VALUES ($1, $2, $3, $4, 3) RETURNING id`,
      [row!.id, ckey, group, discipline],
    );
    competitions[ckey] = c!.id;
    for (const [k, [person, points]] of results.entries())
      await q(
        `INSERT INTO tournament_participants (tournament_competition_id, tournament_id, person_id, role_id, state_id,
                rank_from, rank_to, points, points_cp)
         VALUES ($1, $2, $3, 1, 2, $4, $4, $5, $5)`,
        [c!.id, row!.id, person, k + 1, points],
      );
  }
}

beforeAll(async () => {
  men = (await q<{ id: number }>(`SELECT id FROM persons WHERE sex_id = 1 ORDER BY id LIMIT 4`)).map((r) => r.id);
  woman = (await q<{ id: number }>(`SELECT id FROM persons WHERE sex_id = 2 ORDER BY id LIMIT 1`))[0]!.id;
  const [m1, m2, m3, m4] = men as [number, number, number, number];
  await tournament('A', { till: '2030-03-01' }, [
    [
      'A1',
      3,
      1,
      [
        [m1, 100],
        [m2, 80],
        [m3, 60],
        [woman, 50],
      ],
    ],
    ['A2', 2, 1, [[m1, 30]]],
    ['A3', 3, 3, [[m2, 10]]],
  ]);
  // The window's first day: 2029-07-01 counts, 2029-06-30 does not; its last day (D) counts.
  await tournament('B', { till: '2029-07-01' }, [
    [
      'B1',
      3,
      1,
      [
        [m3, 20],
        [m4, 40],
      ],
    ],
  ]);
  await tournament('C', { till: '2029-06-30' }, [['C1', 3, 1, [[m4, 1000]]]]);
  await tournament('D', { till: D }, [['D1', 3, 1, [[m1, 5]]]]);
  // The ranking date wins over the last day: after D, not counted.
  await tournament('E', { till: '2030-05-01', rankingDate: '2030-07-01' }, [['E1', 3, 1, [[m2, 500]]]]);
  await tournament('F', { till: '2030-04-01', excluded: true }, [['F1', 3, 1, [[m3, 700]]]]);
  await tournament('G', { till: '2030-04-02', generate: false, included: true }, [['G1', 3, 1, [[m4, 25]]]]);
  await tournament('H', { till: '2030-04-03', state: 5 }, [['H1', 3, 1, [[m1, 900]]]]);
  await tournament('I', { till: '2030-04-04', generate: false }, [['I1', 3, 1, [[m2, 900]]]]);
});

async function generate(body: object, as: Caller = 'expert') {
  const res = await call('POST', `${ADMIN}/generate`, as, body);
  expect(res.statusCode, res.body).toBe(202);
  const done = await server.waitForJob(res.json().data.jobId, 60_000);
  expect(done.state, String(done.error)).toBe('completed');
  return res.json().data.jobId as string;
}

type Ranking = {
  id: number;
  ageCategoryGroupId: number;
  sexId: number;
  sportDisciplineId: number;
  rankDate: string;
  entriesCount: number;
};
type Entry = {
  rank: number;
  personId: number;
  points: number;
  countedCount: number;
  counted: { tournamentName: string; points: number }[];
  fullName: string;
};

async function rankingsAt(date: string, as: Caller = 'expert', zone = 'admin') {
  const res = await call(
    'GET',
    `/api/${zone}-zone/tournaments/rankings?fields[rankDate][o]=valueDateRange&fields[rankDate][v][from]=${date}&fields[rankDate][v][to]=${date}&limit=100`,
    as,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Ranking[];
}
const key = (r: Ranking) => `${r.ageCategoryGroupId}/${r.sexId}/${r.sportDisciplineId}`;
async function entries(id: number, query = '', as: Caller = 'expert', zone = 'admin') {
  const res = await call('GET', `/api/${zone}-zone/tournaments/rankings/${id}/entries?${query || 'limit=100'}`, as);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Entry[]; total: number };
}

describe('generation', () => {
  it('sums the counted points per group, sex and discipline; ties share a rank; the window and overrides hold', async () => {
    await generate({ rankDate: D });
    const list = await rankingsAt(D);
    expect(list.map(key).sort()).toEqual(['2/1/1', '3/1/1', '3/1/3', '3/2/1']);
    const main = list.find((r) => key(r) === '3/1/1')!;
    expect(main.entriesCount).toBe(4);
    const [m1, m2, m3, m4] = men;
    const rows = (await entries(main.id)).data;
    expect(rows.map((e) => [e.personId, e.rank, e.points])).toEqual([
      [m1, 1, 105],
      [m2, 2, 80],
      [m3, 2, 80],
      [m4, 4, 65],
    ]);
    expect(rows[0]!.countedCount).toBe(2);
    expect(rows[0]!.counted).toEqual([
      expect.objectContaining({ tournamentName: 'Žebříčkový turnaj A', points: 100, competitionId: competitions.A1 }),
      expect.objectContaining({ tournamentName: 'Žebříčkový turnaj D', points: 5 }),
    ]);
    expect(rows[3]!.counted.map((c) => c.tournamentName)).toEqual(['Žebříčkový turnaj B', 'Žebříčkový turnaj G']);
    const women = list.find((r) => key(r) === '3/2/1')!;
    expect((await entries(women.id)).data.map((e) => [e.personId, e.rank, e.points])).toEqual([[woman, 1, 50]]);
    // Rank states: counted disciplines included (3), the excluded tournament's excluded (4).
    const states = await q<{ id: number; rank_state_id: number }>(
      'SELECT id, rank_state_id FROM tournament_competitions WHERE id = ANY($1::int[])',
      [[competitions.A1, competitions.G1, competitions.F1, competitions.H1]],
    );
    const state = new Map(states.map((s) => [s.id, s.rank_state_id]));
    expect([
      state.get(competitions.A1!),
      state.get(competitions.G1!),
      state.get(competitions.F1!),
      state.get(competitions.H1!),
    ]).toEqual([3, 3, 4, 1]);
  });

  it('generating again replaces the entries in place (same ranking, same rows), and follows a changed override', async () => {
    const before = (await rankingsAt(D)).find((r) => key(r) === '3/1/1')!;
    await q('UPDATE tournaments SET ranking_excluded = true, ranking_included = false WHERE id = $1', [tournaments.G]);
    await generate({ rankDate: D });
    const after = (await rankingsAt(D)).find((r) => key(r) === '3/1/1')!;
    expect(after.id).toBe(before.id);
    expect((await entries(after.id)).data.map((e) => e.points)).toEqual([105, 80, 80, 40]);
    await q('UPDATE tournaments SET ranking_excluded = false, ranking_included = true WHERE id = $1', [tournaments.G]);
    await generate({ rankDate: D });
    expect((await entries(after.id)).data.map((e) => e.points)).toEqual([105, 80, 80, 65]);
  });

  it('for one tournament: only the combinations its disciplines touch', async () => {
    await generate({ rankDate: '2030-05-31', tournamentId: tournaments.G });
    expect((await rankingsAt('2030-05-31')).map(key).sort()).toEqual(['3/1/1', '3/2/1']);
  });

  it('starts one job for two starts at once', async () => {
    // The generation's lock held elsewhere keeps the first job running while both starts arrive.
    const holder = await server.db.pool.connect();
    await holder.query('SELECT pg_advisory_lock($1)', [RANKING_LOCK]);
    let a: Awaited<ReturnType<typeof call>>;
    let b: Awaited<ReturnType<typeof call>>;
    try {
      [a, b] = await Promise.all([
        call('POST', `${ADMIN}/generate`, 'expert', { rankDate: D }),
        call('POST', `${ADMIN}/generate`, 'admin', { rankDate: '2030-01-01' }),
      ]);
      const later = await call('POST', `${ADMIN}/generate`, 'expert', { rankDate: D });
      expect(later.json().data.jobId).toBe(a.json().data.jobId);
    } finally {
      await holder.query('SELECT pg_advisory_unlock($1)', [RANKING_LOCK]);
      holder.release();
    }
    expect(a.statusCode).toBe(202);
    expect(b.statusCode).toBe(202);
    expect(a.json().data.jobId).toBe(b.json().data.jobId);
    await server.waitForJob(a.json().data.jobId, 60_000);
    const jobs = await q<{ n: number }>(
      `SELECT count(*)::int AS n FROM job_progress WHERE queue = 'rankings.generate' AND created_date > now() - interval '1 minute'`,
    );
    expect(jobs[0]!.n).toBeGreaterThanOrEqual(1);
    const progress = await call('GET', `${ADMIN}/generate/${a.json().data.jobId}`, 'expert');
    expect(progress.json().data).toMatchObject({ state: 'completed', error: null, done: 6, total: 6 });
    expect(progress.json().data.result.rankings).toBeGreaterThan(0);
    expect((await call('GET', `${ADMIN}/generate/00000000-0000-4000-8000-000000000000`, 'expert')).statusCode).toBe(
      404,
    );
  });
});

describe('overview', () => {
  it('filters by name, pages in SQL and exports', async () => {
    const main = (await rankingsAt(D)).find((r) => key(r) === '3/1/1')!;
    const [person] = await q<{ last_name: string }>('SELECT last_name FROM persons WHERE id = $1', [men[3]]);
    const found = await entries(
      main.id,
      `limit=100&fields[fullName][o]=valuesLike&fields[fullName][v]=${encodeURIComponent(person!.last_name)}`,
    );
    expect(found.data.map((e) => e.personId)).toContain(men[3]);
    const page = await entries(main.id, 'limit=2&offset=2');
    expect(page.total).toBe(4);
    expect(page.data.map((e) => e.rank)).toEqual([2, 4]);
    const csv = await call('GET', `${ADMIN}/${main.id}/entries?format=csv`, 'expert');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/csv/);
    expect(csv.body).toContain('Žebříčkový turnaj A (100)');
    const xlsx = await call('GET', `${ADMIN}/${main.id}/entries?format=xlsx`, 'expert');
    expect(xlsx.statusCode).toBe(200);
    expect((await call('GET', `${ADMIN}/999999/entries`, 'expert')).statusCode).toBe(404);
  });

  it('club, read-only club and member read in their zones; they and ExpRO cannot generate or mark', async () => {
    const main = (await rankingsAt(D)).find((r) => key(r) === '3/1/1')!;
    for (const [who, zone] of [
      ['club', 'club'],
      ['clubro', 'club'],
      ['member', 'personal'],
    ] as const) {
      expect((await rankingsAt(D, who, zone)).length).toBe(4);
      expect((await entries(main.id, '', who, zone)).total).toBe(4);
      expect((await call('POST', `${ADMIN}/generate`, who, { rankDate: D })).statusCode).toBe(403);
      expect((await call('POST', `${ADMIN}/excluded`, who, { tournamentIds: [tournaments.A] })).statusCode).toBe(403);
    }
    const expro = { token: await server.tokenForRole('exproranking@fedra.test', 'AdminExpertCommissionReadOnly') };
    expect((await rankingsAt(D, expro)).length).toBe(4);
    expect((await call('GET', `${ADMIN}/excluded`, expro)).statusCode).toBe(200);
    expect((await call('POST', `${ADMIN}/generate`, expro, { rankDate: D })).statusCode).toBe(403);
    expect((await call('POST', `${ADMIN}/included`, expro, { tournamentIds: [tournaments.A] })).statusCode).toBe(403);
    expect((await call('DELETE', `${ADMIN}/excluded/${tournaments.F}`, expro)).statusCode).toBe(403);
    expect(
      (await call('GET', '/api/club-zone/tournaments/rankings/generate/00000000-0000-4000-8000-000000000000', 'club'))
        .statusCode,
    ).toBe(404);
  });
});

describe('excluded and included tournaments', () => {
  it('lists, adds (dropping the opposite mark) and removes', async () => {
    const listed = async (kind: string) =>
      ((await call('GET', `${ADMIN}/${kind}?limit=100`, 'expert')).json().data as { id: number }[]).map((t) => t.id);
    expect(await listed('excluded')).toContain(tournaments.F);
    expect(await listed('included')).toContain(tournaments.G);
    const add = await call('POST', `${ADMIN}/excluded`, 'expert', { tournamentIds: [tournaments.G, tournaments.I] });
    expect(add.statusCode, add.body).toBe(202);
    expect(add.json().data).toEqual({ updated: 2 });
    expect(await listed('excluded')).toEqual(expect.arrayContaining([tournaments.F, tournaments.G, tournaments.I]));
    expect(await listed('included')).not.toContain(tournaments.G);
    expect((await call('DELETE', `${ADMIN}/excluded/${tournaments.I}`, 'expert')).statusCode).toBe(202);
    expect((await call('DELETE', `${ADMIN}/excluded/${tournaments.I}`, 'expert')).statusCode).toBe(404);
    expect((await call('POST', `${ADMIN}/included`, 'expert', { tournamentIds: [tournaments.G] })).statusCode).toBe(
      202,
    );
    expect(await listed('included')).toContain(tournaments.G);
    const csv = await call('GET', `${ADMIN}/included?format=csv`, 'expert');
    expect(csv.body).toContain('Žebříčkový turnaj G');
  });
});

describe('bad input', () => {
  it('an empty picker, unknown ids, bad dates and control characters are 400s naming the field', async () => {
    const empty = await call('POST', `${ADMIN}/excluded`, 'expert', { tournamentIds: [] }, 'cs');
    expect(empty.statusCode).toBe(400);
    expect(errorsOf(empty)).toEqual([
      expect.objectContaining({ field: 'tournamentIds', message: 'Musíte vybrat alespoň 1 turnaj.' }),
    ]);
    const emptyEn = await call('POST', `${ADMIN}/included`, 'expert', { tournamentIds: [] });
    expect(errorsOf(emptyEn)[0]!.message).toBe('You must select at least 1 tournament.');
    const unknown = await call('POST', `${ADMIN}/excluded`, 'expert', { tournamentIds: [tournaments.A, 999_999] });
    expect(unknown.statusCode).toBe(400);
    expect(errorsOf(unknown).map((e) => e.field)).toEqual(['tournamentIds.1']);
    const [a] = await q<{ ranking_excluded: boolean }>('SELECT ranking_excluded FROM tournaments WHERE id = $1', [
      tournaments.A,
    ]);
    expect(a!.ranking_excluded).toBe(false);
    const badIds = await call('POST', `${ADMIN}/excluded`, 'expert', { tournamentIds: ['x', -1] });
    expect(errorsOf(badIds).map((e) => e.field)).toEqual(['tournamentIds.0', 'tournamentIds.1']);
    for (const rankDate of ['2030-02-30', '30.6.2030', '', '9999-01-01']) {
      const bad = await call('POST', `${ADMIN}/generate`, 'expert', { rankDate });
      expect(bad.statusCode, rankDate).toBe(400);
      expect(errorsOf(bad).map((e) => e.field)).toEqual(['rankDate']);
    }
    const noDate = await call('POST', `${ADMIN}/generate`, 'expert', {});
    expect(errorsOf(noDate).map((e) => e.field)).toEqual(['rankDate']);
    const noTournament = await call('POST', `${ADMIN}/generate`, 'expert', { rankDate: D, tournamentId: 999_999 });
    expect(noTournament.statusCode).toBe(400);
    expect(errorsOf(noTournament).map((e) => e.field)).toEqual(['tournamentId']);
    const extra = await call('POST', `${ADMIN}/generate`, 'expert', { rankDate: D, all: true });
    expect(extra.statusCode).toBe(400);
    const main = (await rankingsAt(D)).find((r) => key(r) === '3/1/1')!;
    const control = await call(
      'GET',
      `${ADMIN}/${main.id}/entries?fields[fullName][o]=valuesLike&fields[fullName][v]=a%00b`,
      'expert',
    );
    expect(control.statusCode).toBe(400);
    expect(errorsOf(control)[0]!.field).toMatch(/fullName/);
    const badSort = await call('GET', `${ADMIN}/${main.id}/entries?sort=nope`, 'expert');
    expect(badSort.statusCode).toBe(400);
    expect((await call('GET', `${ADMIN}/${main.id}x/entries`, 'expert')).statusCode).toBe(400);
  });
});
