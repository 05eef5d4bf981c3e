// The public rankings through HTTP on real PostgreSQL (issue 36): rankings of this file's own far
// dates (2040, after the demo's), so that the overview's default (the most recently dated ranking)
// is known. Signed out: the exact JSON keys of both calls (nothing private: no registration
// number, birth date or contact), the keys and the date choosing the ranking, the name search and
// paging, the player page's rankings, history and counted results, 404s and 400s naming each bad
// parameter, and the search-engine metadata of both pages (the functions and the served HTML).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { overviewMeta, playerMeta } from '../../src/features/rankings/rankings-public.meta';
import { useTestServer } from '../test-server';

const dist = mkdtempSync(path.join(tmpdir(), 'fedra-web-'));
writeFileSync(
  path.join(dist, 'index.html'),
  `<!doctype html>
<html lang="cs">
  <head>
    <title>Fedra</title>
    <!--fedra-config-->
  </head>
  <body><div id="root"></div></body>
</html>
`,
);

// No cache: every test sees the data at once.
const server = useTestServer({ PUBLIC_CACHE_SECONDS: '0' }, { webDist: dist });
const LIST = '/api/public-zone/rankings';
const PLAYER = '/api/public-zone/rankings/players';
const get = (url: string, lang = 'cs') => server.request({ method: 'GET', url, headers: { 'accept-language': lang } });
const q = async <T>(text: string, params: unknown[] = []) => (await server.db.pool.query(text, params)).rows as T[];

const EARLY = '2040-01-31';
const LATE = '2040-06-30';
let men: { id: number; name: string }[] = [];
let outsider = 0;
let t1 = 0;
let t2 = 0;
let c1 = 0;
let c2 = 0;

async function ranking(group: number, sex: number, discipline: number, date: string, entries: unknown[][]) {
  const [r] = await q<{ id: number }>(
    `INSERT INTO rankings (age_category_group_id, sex_id, sport_discipline_id, rank_date, entries_count)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [group, sex, discipline, date, entries.length],
  );
  for (const [person, rank, points, counted] of entries)
    await q(
      `INSERT INTO ranking_entries (ranking_id, person_id, rank, points, club_id, counted)
       VALUES ($1, $2, $3, $4, (SELECT club_id FROM person_roles WHERE person_id = $2 AND club_id IS NOT NULL LIMIT 1), $5)`,
      [r!.id, person, rank, points, JSON.stringify(counted)],
    );
  return r!.id;
}

beforeAll(async () => {
  men = await q<{ id: number; name: string }>(
    `SELECT p.id, p.first_name || ' ' || p.last_name AS name FROM persons p
      WHERE p.sex_id = 1 AND EXISTS (SELECT 1 FROM person_roles r WHERE r.person_id = p.id AND r.club_id IS NOT NULL)
      ORDER BY p.id LIMIT 3`,
  );
  const [tournament1] = await q<{ id: number }>(
    `INSERT INTO tournaments (name, date_from, date_till, season_id, type_id, state_id, ranking_generate)
     VALUES ('Veřejný žebříček A', '2040-01-10', '2040-01-11', (SELECT id FROM seasons ORDER BY valid_from DESC LIMIT 1), 1, 4, true)
     RETURNING id`,
  );
  const [tournament2] = await q<{ id: number }>(
    `INSERT INTO tournaments (name, date_from, date_till, ranking_date, season_id, type_id, state_id, ranking_generate)
     VALUES ('Veřejný žebříček B', '2040-05-01', '2040-05-02', '2040-05-03', (SELECT id FROM seasons ORDER BY valid_from DESC LIMIT 1), 1, 4, true)
     RETURNING id`,
  );
  t1 = tournament1!.id;
  t2 = tournament2!.id;
  [{ id: c1 }] = (await q<{ id: number }>(
    `INSERT INTO tournament_competitions (tournament_id, name, age_category_group_id, sport_discipline_id, state_id)
     VALUES ($1, 'Dvouhra A', 3, 1, 3) RETURNING id`,
    [t1],
  )) as [{ id: number }];
  [{ id: c2 }] = (await q<{ id: number }>(
    `INSERT INTO tournament_competitions (tournament_id, name, age_category_group_id, sport_discipline_id, state_id)
     VALUES ($1, 'Dvouhra B', 3, 1, 3) RETURNING id`,
    [t2],
  )) as [{ id: number }];
  const [m1, m2, m3] = men.map((m) => m.id) as [number, number, number];
  await ranking(3, 1, 1, EARLY, [
    [m2, 1, 80, [[t1, c1, 80]]],
    [m1, 2, 50, [[t1, c1, 50]]],
  ]);
  await ranking(3, 1, 1, LATE, [
    [
      m1,
      1,
      150.5,
      [
        [t2, c2, 100.5],
        [t1, c1, 50],
      ],
    ],
    [m2, 2, 80, [[t1, c1, 80]]],
    [m3, 2, 80, [[t2, c2, 80]]],
  ]);
  // Another discipline at the early date only.
  await ranking(3, 1, 3, EARLY, [[m1, 1, 10, [[t1, c1, 10]]]]);
  outsider = (
    await q<{ id: number }>(
      `SELECT p.id FROM persons p WHERE NOT EXISTS (SELECT 1 FROM ranking_entries e WHERE e.person_id = p.id)
        ORDER BY p.id LIMIT 1`,
    )
  )[0]!.id;
});

describe('the public ranking overview', () => {
  it('opens signed out on the most recently dated ranking with only the public fields', async () => {
    const res = await get(LIST);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['data', 'links', 'operationId']);
    expect(Object.keys(body.data).sort()).toEqual(['dates', 'entries', 'keys', 'ranking']);
    // The latest date: of the two rankings at LATE (…, 1) is the only one.
    expect(body.data.ranking).toEqual({
      ageCategoryGroupId: 3,
      sexId: 1,
      sportDisciplineId: 1,
      rankDate: LATE,
      entriesCount: 3,
    });
    expect(body.data.dates.slice(0, 2)).toEqual([LATE, EARLY]);
    expect(body.data.keys).toContainEqual({ ageCategoryGroupId: 3, sexId: 1, sportDisciplineId: 3 });
    for (const key of body.data.keys)
      expect(Object.keys(key).sort()).toEqual(['ageCategoryGroupId', 'sexId', 'sportDisciplineId']);
    expect(Object.keys(body.data.entries).sort()).toEqual(['data', 'limit', 'offset', 'total']);
    expect(body.data.entries).toMatchObject({ total: 3, offset: 0, limit: 50 });
    const rows = body.data.entries.data;
    for (const row of rows)
      expect(Object.keys(row).sort()).toEqual(['clubName', 'countedCount', 'fullName', 'personId', 'points', 'rank']);
    // Ties share the rank and order by person id.
    expect(rows.map((r: { personId: number; rank: number }) => [r.personId, r.rank])).toEqual([
      [men[0]!.id, 1],
      [men[1]!.id, 2],
      [men[2]!.id, 2],
    ]);
    expect(rows[0]).toMatchObject({ fullName: men[0]!.name, points: 150.5, countedCount: 2 });
    expect(typeof rows[0].clubName).toBe('string');
    // Cached for browsers and proxies, as every public call.
    expect(res.headers['cache-control']).toMatch(/public/);
  });

  it('chooses the ranking by its keys and the date it is valid at, searches names and pages in SQL', async () => {
    const other = (await get(`${LIST}?sportDisciplineId=3&ageCategoryGroupId=3&sexId=1`)).json().data;
    expect(other.ranking).toMatchObject({ sportDisciplineId: 3, rankDate: EARLY, entriesCount: 1 });
    expect(other.dates[0]).toBe(EARLY);
    // Valid at a date: the latest on or before it.
    const atDate = (await get(`${LIST}?ageCategoryGroupId=3&sexId=1&sportDisciplineId=1&rankDate=2040-03-01`)).json()
      .data;
    expect(atDate.ranking.rankDate).toBe(EARLY);
    expect(atDate.entries.data.map((r: { personId: number }) => r.personId)).toEqual([men[1]!.id, men[0]!.id]);
    const paged = (await get(`${LIST}?offset=1&limit=1`)).json().data.entries;
    expect(paged).toMatchObject({ total: 3, offset: 1, limit: 1 });
    expect(paged.data.map((r: { personId: number }) => r.personId)).toEqual([men[1]!.id]);
    // Case- and accent-insensitive, part of the name.
    const part = men[2]!.name.split(' ').at(-1)!.toUpperCase();
    const byName = (await get(`${LIST}?name=${encodeURIComponent(part)}`)).json().data.entries;
    expect(byName.data.map((r: { personId: number }) => r.personId)).toContain(men[2]!.id);
    expect(byName.total).toBe(byName.data.length);
    // Nothing matches: no ranking, the keys still offered.
    const none = (await get(`${LIST}?sexId=1&rankDate=1900-01-01`)).json().data;
    expect(none.ranking).toBeNull();
    expect(none.dates).toEqual([]);
    expect(none.entries).toEqual({ data: [], total: 0, offset: 0, limit: 50 });
    expect(none.keys.length).toBeGreaterThan(0);
  });

  it('refuses a bad or unknown query parameter by name', async () => {
    const res = await get(
      `${LIST}?sexId=x&ageCategoryGroupId=0&rankDate=2040-02-30&limit=1000&offset=-1&registrationNumber=1`,
      'en',
    );
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(
      res
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['ageCategoryGroupId', 'limit', 'offset', 'rankDate', 'registrationNumber', 'sexId'].sort());
    const long = await get(`${LIST}?name=${'x'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().errors.map((e: { field: string }) => e.field)).toEqual(['name']);
  });
});

describe('the public player page', () => {
  it("answers a ranked person's rankings, history and counted results with only the public fields", async () => {
    const res = await get(`${PLAYER}/${men[0]!.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['data', 'links', 'operationId']);
    const data = body.data;
    expect(Object.keys(data).sort()).toEqual(['clubName', 'fullName', 'history', 'personId', 'rankings', 'results']);
    expect(data).toMatchObject({ personId: men[0]!.id, fullName: men[0]!.name });
    expect(typeof data.clubName).toBe('string');
    // The latest of each combination, the latest first.
    expect(data.rankings).toEqual([
      {
        ageCategoryGroupId: 3,
        sexId: 1,
        sportDisciplineId: 1,
        rankDate: LATE,
        rank: 1,
        points: 150.5,
        entriesCount: 3,
      },
      { ageCategoryGroupId: 3, sexId: 1, sportDisciplineId: 3, rankDate: EARLY, rank: 1, points: 10, entriesCount: 1 },
    ]);
    // Every entry, the oldest first (the demo's rankings at the test day come before 2040).
    const mine = data.history.filter((h: { rankDate: string }) => h.rankDate >= EARLY);
    expect(mine).toEqual([
      { ageCategoryGroupId: 3, sexId: 1, sportDisciplineId: 1, rankDate: EARLY, rank: 2, points: 50 },
      { ageCategoryGroupId: 3, sexId: 1, sportDisciplineId: 3, rankDate: EARLY, rank: 1, points: 10 },
      { ageCategoryGroupId: 3, sexId: 1, sportDisciplineId: 1, rankDate: LATE, rank: 1, points: 150.5 },
    ]);
    for (const h of data.history)
      expect(Object.keys(h).sort()).toEqual([
        'ageCategoryGroupId',
        'points',
        'rank',
        'rankDate',
        'sexId',
        'sportDisciplineId',
      ]);
    // The results counted in those latest rankings, the latest first.
    const results = data.results.filter(
      (r: { tournamentId: number }) => r.tournamentId === t1 || r.tournamentId === t2,
    );
    expect(results).toEqual([
      {
        ageCategoryGroupId: 3,
        sexId: 1,
        sportDisciplineId: 1,
        tournamentId: t2,
        tournamentName: 'Veřejný žebříček B',
        disciplineName: 'Dvouhra B',
        points: 100.5,
        date: '2040-05-03',
      },
      {
        ageCategoryGroupId: 3,
        sexId: 1,
        sportDisciplineId: 1,
        tournamentId: t1,
        tournamentName: 'Veřejný žebříček A',
        disciplineName: 'Dvouhra A',
        points: 50,
        date: '2040-01-11',
      },
      {
        ageCategoryGroupId: 3,
        sexId: 1,
        sportDisciplineId: 3,
        tournamentId: t1,
        tournamentName: 'Veřejný žebříček A',
        disciplineName: 'Dvouhra A',
        points: 10,
        date: '2040-01-11',
      },
    ]);
    for (const r of data.results)
      expect(Object.keys(r).sort()).toEqual(
        [
          'ageCategoryGroupId',
          'date',
          'disciplineName',
          'points',
          'sexId',
          'sportDisciplineId',
          'tournamentId',
          'tournamentName',
        ].sort(),
      );
    expect(JSON.stringify(data)).not.toMatch(/registrationNumber|birth|email|phone/i);
  });

  it('answers 404 for a person in no ranking or an unknown id, and 400 for a bad id or any query', async () => {
    for (const id of [outsider, 2147483647]) {
      const res = await get(`${PLAYER}/${id}`);
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    }
    const bad = await get(`${PLAYER}/abc`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toEqual(['id']);
    const query = await get(`${PLAYER}/${men[0]!.id}?x=1`);
    expect(query.statusCode).toBe(400);
    expect(query.json().errors.map((e: { field: string }) => e.field)).toEqual(['x']);
  });
});

describe('the public pages’ metadata', () => {
  it('names the latest ranking date on the overview and the person with places on a player page', async () => {
    const db = server.deps.db;
    expect(await overviewMeta(db, 'cs')).toEqual({
      title: 'Žebříčky',
      description: expect.stringContaining('Poslední žebříček k 30. 6. 2040.'),
    });
    expect((await overviewMeta(db, 'en')).description).toContain('Latest ranking: 30 Jun 2040.');
    const cs = await playerMeta(db, String(men[0]!.id), 'cs');
    expect(cs?.title).toBe(`${men[0]!.name} – žebříčky`);
    expect(cs?.description).toMatch(
      new RegExp(`^${men[0]!.name} \\(.+\\): 1\\. místo – .+ \\(150,5 b\\., k 30\\. 6\\. 2040\\)`),
    );
    const en = await playerMeta(db, String(men[0]!.id), 'en');
    expect(en?.description).toContain('rank 1 – ');
    expect(en?.description).toContain('(150.5 pts, 30 Jun 2040)');
    for (const id of [String(outsider), '0', 'abc', '99999999999', '2147483648'])
      expect(await playerMeta(db, id, 'cs')).toBeNull();
  });

  it('writes them into the served page; a player page of a person in no ranking answers 404', async () => {
    const page = await get(`/zone/public/ranking/public-player/${men[0]!.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<title>${men[0]!.name} – žebříčky – `);
    expect(page.body).toContain('<meta property="og:description" content="');
    const overview = await get('/zone/public/ranking/public-overview?sexId=1', 'en');
    expect(overview.statusCode).toBe(200);
    expect(overview.body).toContain('<title>Rankings – ');
    const missing = await get(`/zone/public/ranking/public-player/${outsider}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/text\/html/);
  });
});
