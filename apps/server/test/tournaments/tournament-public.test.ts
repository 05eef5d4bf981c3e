// The public tournament calls through HTTP: public states only, nothing personal beyond names and
// clubs, the feature and module switches, the file download, the cache (TTL, ETag) and the rate limit.
import { describe, expect, it } from 'vitest';
import { type TestServer, useTestServer } from '../test-server';
import { createTournament, seedTournaments } from '../tournament-public-fixtures';

const LIST = '/api/public-zone/tournaments';

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
