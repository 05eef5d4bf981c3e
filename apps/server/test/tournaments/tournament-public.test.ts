// The public tournament calls through HTTP: public states only, nothing personal beyond names and
// clubs, the feature and module switches, the file download, the cache (TTL, ETag) and the rate limit.
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { tournamentsModule } from '../../src/features/tournaments';
import type { MetaLanguage } from '../../src/platform/web/public-meta';
import { type TestServer, useTestServer } from '../test-server';
import {
  addApplication,
  addDiscipline,
  createTournament,
  isoDay,
  seedTournaments,
} from '../tournament-public-fixtures';

const LIST = '/api/public-zone/tournaments';

/** Every key of the public detail: the tournament, its participants, pairs and results. */
const DETAIL_KEYS = [
  'accommodation',
  'attachments',
  'badges',
  'city',
  'contactEmail',
  'contactName',
  'contactPhone',
  'dateFrom',
  'dateTill',
  'disciplineCount',
  'disciplines',
  'districtId',
  'id',
  'importantLinks',
  'isCancelled',
  'latitude',
  'levelIds',
  'longitude',
  'mainImage',
  'name',
  'onlineInfo',
  'organizerName',
  'pairs',
  'participants',
  'poster',
  'proposition',
  'propositionFile',
  'regionId',
  'registrationCloseDate',
  'registrationStartDate',
  'results',
  'seasonId',
  'seasonName',
  'signedAthletes',
  'signedReferees',
  'sportDisciplineIds',
  'sportFieldName',
  'startingFee',
  'stateId',
  'street',
  'timeFrom',
  'typeIds',
  'zip',
].sort();

/**
 * A finished tournament with results as the results feature stores them (SQL, as the fixtures
 * write): singles with a 1st, a 2nd and a shared 3rd–4th, a rejected applicant, and a doubles
 * discipline whose confirmed pair holds 1st place together.
 */
async function seedFinishedWithResults(server: TestServer, prefix: string) {
  const id = await createTournament(server, {
    name: `${prefix} s výsledky`,
    dateFrom: isoDay(-10),
    dateTill: isoDay(-9),
  });
  const singles = await addDiscipline(server, id, 'A – dvouhra');
  const doubles = await addDiscipline(server, id, 'B – čtyřhra');
  for (let i = 0; i < 4; i++) await addApplication(server, singles);
  await addApplication(server, singles, { stateId: 3 });
  await addApplication(server, doubles);
  await addApplication(server, doubles);
  const pool = server.db.pool;
  const { rows: athletes } = await pool.query<{ id: number; person_id: number; club_id: number | null }>(
    `SELECT id, person_id, club_id FROM tournament_participants
      WHERE tournament_competition_id = $1 AND state_id IN (1, 2) ORDER BY id`,
    [singles],
  );
  const placings: [number, number, boolean, string, number][] = [
    [1, 1, false, '21:15 21:18', 100],
    [2, 2, false, '2:1', 80],
    [3, 4, true, '0:2', 60],
    [3, 4, true, '1:2', 60],
  ];
  for (const [i, [from, to, shared, result, points]] of placings.entries()) {
    await pool.query(
      `UPDATE tournament_participants SET rank_from = $2, rank_to = $3, standing_shared = $4, result = $5, points = $6
        WHERE id = $1`,
      [athletes[i]!.id, from, to, shared, result, points],
    );
  }
  const { rows: pair } = await pool.query<{ id: number; person_id: number; club_id: number | null }>(
    `SELECT id, person_id, club_id FROM tournament_participants WHERE tournament_competition_id = $1 ORDER BY id`,
    [doubles],
  );
  await pool.query(
    `INSERT INTO tournament_team_rosters (tournament_competition_id, tournament_id, first_person_id, first_club_id,
       second_person_id, second_club_id, state_id, first_state_id, second_state_id)
     VALUES ($1, $2, $3, $4, $5, $6, 2, 2, 2), ($1, $2, $3, $4, NULL, NULL, 3, 3, 1)`,
    [doubles, id, pair[0]!.person_id, pair[0]!.club_id, pair[1]!.person_id, pair[1]!.club_id],
  );
  await pool.query(`UPDATE tournaments SET signed_teams = 1 WHERE id = $1`, [id]);
  await pool.query(`UPDATE tournament_participants SET rank_from = 1, rank_to = 1, points = 50 WHERE id = ANY($1)`, [
    pair.map((p) => p.id),
  ]);
  return { id, singles, doubles, winner: athletes[0]!.person_id };
}

describe('public tournament calls', () => {
  // No cache here: every test sees its own writes at once (the cache has its own block below).
  const server = useTestServer({ PUBLIC_CACHE_SECONDS: '0' });
  const get = (url: string, headers: Record<string, string> = {}) => server.request({ method: 'GET', url, headers });

  it('lists the public tournaments of the tab, never a draft, with only the public fields', async () => {
    const s = await seedTournaments(server);
    const current = await get(LIST);
    expect(current.statusCode, current.body).toBe(200);
    const ids = current.json().data.map((t: { id: number }) => t.id);
    expect(ids).toContain(s.published);
    expect(ids).toContain(s.cancelled);
    expect(ids).not.toContain(s.draft);
    expect(ids).not.toContain(s.past);
    const item = current.json().data.find((t: { id: number }) => t.id === s.published);
    expect(Object.keys(item).sort()).toEqual(
      [
        'city',
        'dateFrom',
        'dateTill',
        'disciplineCount',
        'id',
        'isCancelled',
        'levelIds',
        'name',
        'organizerName',
        'regionId',
        'seasonId',
        'seasonName',
        'signedAthletes',
        'sportDisciplineIds',
        'stateId',
        'timeFrom',
        'typeIds',
      ].sort(),
    );
    expect(item).toMatchObject({ timeFrom: '09:30', disciplineCount: 2, typeIds: [1], isCancelled: false });

    const past = await get(`${LIST}?tab=past`);
    const pastIds = past.json().data.map((t: { id: number }) => t.id);
    expect(pastIds).toContain(s.past);
    expect(pastIds).not.toContain(s.published);
  });

  it('filters and sorts by the list convention, and names every bad parameter', async () => {
    const s = await seedTournaments(server, 'Filtr');
    const byName = await get(`${LIST}?fields[name][o]=valuesLike&fields[name][v]=filtr veřejný`);
    expect(byName.json().data.map((t: { id: number }) => t.id)).toEqual([s.published]);
    const byType = await get(
      `${LIST}?fields[typeId][o]=valuesEqual&fields[typeId][v]=2&fields[name][o]=valuesLike&fields[name][v]=Filtr`,
    );
    expect(byType.json().data.map((t: { id: number }) => t.id)).toEqual([s.cancelled]);
    const byDiscipline = await get(
      `${LIST}?fields[sportDisciplineId][o]=valuesMemberOf&fields[sportDisciplineId][v][]=7&fields[sportDisciplineId][v][]=8`,
    );
    expect(byDiscipline.json().data.map((t: { id: number }) => t.id)).toContain(s.published);
    const sorted = await get(`${LIST}?sort=-name&limit=1000`);
    const names = sorted.json().data.map((t: { name: string }) => t.name);
    // In the database's collation (ICU Czech in the embedded cluster; the server's own with DATABASE_URL).
    const { rows } = await server.db.pool.query<{ name: string }>(
      'SELECT name FROM unnest($1::text[]) AS n(name) ORDER BY name DESC',
      [names],
    );
    expect(names.length).toBeGreaterThan(2);
    expect(names).toEqual(rows.map((r) => r.name));

    const bad = await get(`${LIST}?tab=drafts&fields[birthDate][o]=valuesEqual&fields[birthDate][v]=1`, {
      'accept-language': 'en',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toEqual(['tab']);
    const badFilter = await get(`${LIST}?fields[birthDate][o]=valuesEqual&fields[birthDate][v]=1&sort=stateId`);
    expect(badFilter.statusCode).toBe(400);
    expect(
      badFilter
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['fields[birthDate]', 'sort']);
  });

  it('shows a public tournament with disciplines and files; a draft or an unknown id is a 404', async () => {
    const s = await seedTournaments(server, 'Detail');
    const res = await get(`${LIST}/${s.published}`);
    expect(res.statusCode, res.body).toBe(200);
    const t = res.json().data;
    expect(t).toMatchObject({
      id: s.published,
      latitude: 50.08,
      longitude: 14.42,
      contactEmail: 'poradatel@example.cz',
      startingFee: '250.00',
      disciplines: [
        expect.objectContaining({ name: 'A – muži', athletesCount: 3 }),
        expect.objectContaining({ name: 'B – ženy' }),
      ],
    });
    // Nothing internal or personal: the chief referee, the director, the note, audit fields.
    for (const key of ['refereeId', 'refereeText', 'director', 'note', 'createdById', 'editedById', 'additionalData'])
      expect(t).not.toHaveProperty(key);
    expect(Object.keys(t).sort()).toEqual(DETAIL_KEYS);
    // The page's one call carries the participants (as the participants call) and no results yet.
    expect(t.participants).toEqual((await get(`${LIST}/${s.published}/participants`)).json().data);
    expect(t.participants).toHaveLength(3);
    expect(t.pairs).toEqual([]);
    expect(t.results).toEqual([]);
    expect(t.attachments).toEqual([
      expect.objectContaining({ name: 'Rozpis', url: `${LIST}/${s.published}/files/${s.attachmentFileId}` }),
    ]);
    expect(t.poster.url).toBe(`${LIST}/${s.published}/files/${s.posterFileId}`);

    expect((await get(`${LIST}/${s.draft}`)).statusCode).toBe(404);
    expect((await get(`${LIST}/99999999`)).statusCode).toBe(404);
    expect((await get(`${LIST}/abc`)).statusCode).toBe(400);
  });

  it('lists only active applications, with a name, a club, a discipline and a role and nothing else', async () => {
    const s = await seedTournaments(server, 'Přihlášky');
    const res = await get(`${LIST}/${s.published}/participants`);
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data as Record<string, unknown>[];
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual(['clubName', 'competitionId', 'firstName', 'lastName', 'roleId']);
    }
    // The rejected application is not shown; the one without a club shows the note's club name.
    expect(rows.map((r) => r.clubName)).toContain('TJ Náhradní');
    expect(JSON.stringify(rows)).not.toMatch(/birth|registrationNumber|personId|"note"/);
    expect((await get(`${LIST}/${s.draft}/participants`)).statusCode).toBe(404);
  });

  it('carries the standings, the pairs and the participants of a finished tournament, with public keys only', async () => {
    const r = await seedFinishedWithResults(server, 'Výsledky');
    const res = await get(`${LIST}/${r.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const t = res.json().data;
    expect(Object.keys(t).sort()).toEqual(DETAIL_KEYS);
    for (const p of t.participants) {
      expect(Object.keys(p).sort()).toEqual(['clubName', 'competitionId', 'firstName', 'lastName', 'roleId']);
    }
    expect(t.participants).toHaveLength(6);
    // The disciplines by name, only the rows with a result, in placing order.
    expect(t.results.map((d: { competitionId: number }) => d.competitionId)).toEqual([r.singles, r.doubles]);
    for (const d of t.results) {
      expect(Object.keys(d).sort()).toEqual(['competitionId', 'name', 'rows']);
      for (const row of d.rows) {
        expect(Object.keys(row).sort()).toEqual(
          ['club', 'name', 'personId', 'points', 'rankFrom', 'rankTo', 'result', 'standingShared'].sort(),
        );
      }
    }
    const singles = t.results[0];
    expect(singles.name).toBe('A – dvouhra');
    expect(singles.rows.map((x: { rankFrom: number; rankTo: number }) => [x.rankFrom, x.rankTo])).toEqual([
      [1, 1],
      [2, 2],
      [3, 4],
      [3, 4],
    ]);
    expect(singles.rows[0]).toMatchObject({
      personId: r.winner,
      result: '21:15 21:18',
      points: 100,
      standingShared: false,
    });
    expect(singles.rows[2]).toMatchObject({ standingShared: true, points: 60 });
    expect(t.results[1].rows).toHaveLength(2);
    // The active pair only (the rejected roster is left out), names and clubs.
    expect(t.pairs).toHaveLength(1);
    expect(Object.keys(t.pairs[0]).sort()).toEqual([
      'competitionId',
      'firstClub',
      'firstName',
      'secondClub',
      'secondName',
    ]);
    expect(t.pairs[0]).toMatchObject({ competitionId: r.doubles });
    expect(t.pairs[0].secondName).toEqual(expect.any(String));
    // Nothing private: no birth data, no ids of applications, clubs or rosters, no ranking points.
    expect(JSON.stringify(t)).not.toMatch(/birth|registrationNumber|participantId|clubId|pointsCp|pointsMcr|"note"/);
  });

  it('lists all tournaments of a month (tab=all) by their overlap with it', async () => {
    const from = isoDay(100);
    const spanning = await createTournament(server, {
      name: 'Měsíc přes hranici',
      dateFrom: isoDay(95),
      dateTill: from,
    });
    const inside = await createTournament(server, {
      name: 'Měsíc uvnitř',
      dateFrom: isoDay(101),
      dateTill: isoDay(102),
    });
    const after = await createTournament(server, { name: 'Měsíc potom', dateFrom: isoDay(140), dateTill: isoDay(140) });
    const res = await get(
      `${LIST}?tab=all&limit=500&fields[dateFrom][o]=valueDateRange&fields[dateFrom][v][to]=${isoDay(130)}` +
        `&fields[dateTill][o]=valueDateRange&fields[dateTill][v][from]=${from}&fields[name][o]=valuesLike&fields[name][v]=Měsíc`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((t: { id: number }) => t.id)).toEqual([spanning, inside]);
    expect(res.json().data.map((t: { id: number }) => t.id)).not.toContain(after);
    // Past and current alike: a finished tournament is in its month too.
    const past = await createTournament(server, { name: 'Měsíc minulý', dateFrom: isoDay(-5), dateTill: isoDay(-5) });
    const month = await get(
      `${LIST}?tab=all&fields[dateFrom][o]=valueDateRange&fields[dateFrom][v][to]=${isoDay(-5)}` +
        `&fields[dateTill][o]=valueDateRange&fields[dateTill][v][from]=${isoDay(-5)}&fields[name][o]=valuesLike&fields[name][v]=Měsíc`,
    );
    expect(month.json().data.map((t: { id: number }) => t.id)).toEqual([past]);
  });

  it('gives the list and a public tournament a title and a description; a draft or an unknown id none', async () => {
    const s = await seedTournaments(server, 'Meta');
    const pages = tournamentsModule.publicPages ?? [];
    const page = (path: string) => pages.find((p) => p.path === path)!;
    const meta = (path: string, params: Record<string, string>, language: MetaLanguage = 'cs') =>
      page(path).meta({ db: server.deps.db, params, language });
    expect(await meta('tournament/public-list', {})).toMatchObject({ title: 'Turnaje' });
    expect(await meta('tournament/public-list', {}, 'en')).toMatchObject({ title: 'Tournaments' });
    const { rows } = await server.db.pool.query<{ date_from: string; date_till: string }>(
      `SELECT to_char(date_from, 'FMDD. FMMM. YYYY') AS date_from, to_char(date_till, 'FMDD. FMMM. YYYY') AS date_till
         FROM tournaments WHERE id = $1`,
      [s.published],
    );
    const detail = await meta('tournament/public-detail/:id', { id: String(s.published) });
    expect(detail).toEqual({
      title: 'Meta veřejný',
      description: `${rows[0]!.date_from} – ${rows[0]!.date_till}, Praha. Pořadatel: ${(await get(`${LIST}/${s.published}`)).json().data.organizerName}.`,
      // The poster is a PDF: no preview image.
      image: null,
    });
    const image = await server.deps.files.write({
      purpose: 'contract-document',
      name: 'obrazek.png',
      contentType: 'image/png',
      body: Readable.from([Buffer.from('png')]),
    });
    await server.db.pool.query('UPDATE tournaments SET main_image_file_id = $2 WHERE id = $1', [s.published, image.id]);
    const withImage = await meta('tournament/public-detail/:id', { id: String(s.published) }, 'en');
    expect(withImage?.image).toBe(`${LIST}/${s.published}/files/${image.id}`);
    expect(withImage?.description).toMatch(/Organizer: /);
    const cancelled = await meta('tournament/public-detail/:id', { id: String(s.cancelled) });
    expect(cancelled?.description).toMatch(/^Zrušeno\. /);
    for (const id of [String(s.draft), '99999999', 'abc', '0', '99999999999'])
      expect(await meta('tournament/public-detail/:id', { id }), id).toBeNull();
  });

  it('serves only the files of a public tournament, never rendered as a page', async () => {
    const s = await seedTournaments(server, 'Soubory');
    const file = await get(`${LIST}/${s.published}/files/${s.attachmentFileId}`);
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('%PDF rozpis');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-disposition']).toMatch(/^attachment;/);
    // The draft's file, a file of another tournament, an unknown id: all 404.
    expect((await get(`${LIST}/${s.draft}/files/${s.draftFileId}`)).statusCode).toBe(404);
    expect((await get(`${LIST}/${s.cancelled}/files/${s.attachmentFileId}`)).statusCode).toBe(404);
    expect((await get(`${LIST}/${s.published}/files/00000000-0000-4000-8000-000000000000`)).statusCode).toBe(404);
    expect((await get(`${LIST}/${s.published}/files/not-a-uuid`)).statusCode).toBe(400);
  });

  it('answers 404 for the public pages calls while the feature public-tournament-detail is off', async () => {
    const s = await seedTournaments(server, 'Vypnuto');
    const features = server.deps.catalog.activeFeatures;
    features.delete('public:public-tournament-detail');
    try {
      for (const url of [LIST, `${LIST}/${s.published}`, `${LIST}/${s.published}/participants`]) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.json().code).toBe('route_not_found');
      }
      // The calendar feed stays (every zone subscribes to it), only without links to the pages.
      const feed = await get(`${LIST}/calendar.ics`);
      expect(feed.statusCode).toBe(200);
      expect(feed.body).not.toMatch(/^URL/m);
    } finally {
      features.add('public:public-tournament-detail');
    }
  });
});

describe('module switch', () => {
  const off = useTestServer({ MODULES: 'board' });
  it('answers 404 for every public tournament call when tournamentDynamic is off', async () => {
    for (const url of [LIST, `${LIST}/1`, `${LIST}/1/participants`, `${LIST}/calendar.ics`]) {
      const res = await off.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});

describe('cache', () => {
  const server = useTestServer({ PUBLIC_CACHE_SECONDS: '1' });

  it('keeps an answer for the TTL, answers 304 to its ETag, and shows a change after the TTL', async () => {
    const id = await createTournament(server, { name: 'Keš původní' });
    const url = `${LIST}/${id}`;
    const first = await server.request({ method: 'GET', url });
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect((await server.request({ method: 'GET', url, headers: { 'if-none-match': etag } })).statusCode).toBe(304);

    await server.db.pool.query(`UPDATE tournaments SET name = 'Keš změněný' WHERE id = $1`, [id]);
    expect((await server.request({ method: 'GET', url })).json().data.name).toBe('Keš původní');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const after = await server.request({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.json().data.name).toBe('Keš změněný');
    expect(after.headers.etag).not.toBe(etag);
  });
});

describe('cache keys and strict queries', () => {
  const server = useTestServer({ PUBLIC_CACHE_SECONDS: '60' });

  it('refuses unknown query parameters by name on every public call (no new cache entries)', async () => {
    const id = await createTournament(server, { name: 'Přísný dotaz' });
    for (const url of [
      `${LIST}/${id}?x=1`,
      `${LIST}/${id}/participants?x=1`,
      `${LIST}/calendar.ics?x=1`,
      `${LIST}/calendar?x=1`,
      `${LIST}?x=1`,
    ]) {
      const res = await server.request({ method: 'GET', url, headers: { 'accept-language': 'en' } });
      expect(res.statusCode, `${url} ${res.body}`).toBe(400);
      expect(res.json().errors.map((e: { field?: string }) => e.field)).toContain('x');
    }
  });

  it('answers 400 to control characters in the public list query', async () => {
    for (const url of [`${LIST}?tab=%00`, `${LIST}?fields[name][v]=%00`]) {
      const res = await server.request({ method: 'GET', url });
      expect(res.statusCode, `${url} ${res.body}`).toBe(400);
    }
  });

  it('keys the cache on the validated query, not on the raw URL', async () => {
    const first = await server.request({ method: 'GET', url: `${LIST}?limit=5&offset=0` });
    expect(first.statusCode, first.body).toBe(200);
    const total = first.json().total as number;
    await createTournament(server, { name: 'Přidaný po uložení' });
    // The same parameters in another order: the kept answer (without the new tournament).
    const reordered = await server.request({ method: 'GET', url: `${LIST}?offset=0&limit=5` });
    expect(reordered.json().total).toBe(total);
    expect(reordered.headers.etag).toBe(first.headers.etag);
  });
});

describe('rate limit', () => {
  const server = useTestServer({ PUBLIC_RATE_LIMIT: '3' });
  const call = (s: TestServer, lang: string, address = '203.0.113.7') =>
    s.app.inject({ method: 'GET', url: LIST, remoteAddress: address, headers: { 'accept-language': lang } });

  it('refuses the calls over the limit per address with a 429 problem and Retry-After', async () => {
    for (let i = 0; i < 3; i++) expect((await call(server, 'cs')).statusCode).toBe(200);
    const refused = await call(server, 'en');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ code: 'too_many_requests', status: 429 });
    expect(refused.json().title).toMatch(/^Too many requests/);
    expect((await call(server, 'cs')).json().title).toMatch(/^Příliš mnoho požadavků/);
    // Another address has its own budget; signed-in calls are not counted here.
    expect((await call(server, 'cs', '203.0.113.8')).statusCode).toBe(200);
    const board = await server.app.inject({
      method: 'GET',
      url: '/api/public-zone/boards',
      remoteAddress: '203.0.113.7',
    });
    expect(board.statusCode).toBe(429);
  });
});
