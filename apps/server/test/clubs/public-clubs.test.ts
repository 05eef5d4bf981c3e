// The public club finder and club page through HTTP on real PostgreSQL (issue 36 §5): only
// registered clubs (a club registration valid today, approved), the exact keys of each answer (no
// e-mail, phone or contact person), the filters and the paging, the markers from the clubs' venues,
// the map's tiles from the configuration, 404s and 400s naming each bad parameter, and the page's
// metadata in the served HTML (a 404 page for a club that is not public).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_TODAY } from '../database';
import { type TestServer, useTestServer } from '../test-server';

const FINDER = '/api/public-zone/clubs';
const TILES = 'https://tiles.example.test/{z}/{x}/{y}.png';
const ATTRIBUTION = '&copy; <a href="https://example.test/copyright">Example maps</a>';

// A tiny build as Vite makes it, for the metadata the server writes into index.html.
const dist = mkdtempSync(path.join(tmpdir(), 'fedra-public-clubs-'));
writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html lang="cs"><head><title>Fedra</title><!--fedra-config--></head><body><div id="root"></div></body></html>',
);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const server = useTestServer(
  { PUBLIC_CACHE_SECONDS: '0', MAP_TILE_URL: TILES, MAP_TILE_ATTRIBUTION: ATTRIBUTION, PROJECT_NAME: 'Svaz' },
  { webDist: dist },
);
const get = (url: string, language = 'cs') =>
  server.request({ method: 'GET', url, headers: { 'accept-language': language } });
const q = <T = Record<string, unknown>>(text: string, values: unknown[] = []) =>
  server.db.pool.query(text, values).then((r) => r.rows as T[]);

let sequence = 0;
/** A club with a registration in the given state (none: never registered). */
async function createClub(
  s: TestServer,
  name: string,
  registration: 'valid' | 'expired' | 'waiting' | 'none',
  extra: { city?: string; regionId?: number; districtId?: number; web?: string | null; email?: string } = {},
): Promise<number> {
  sequence += 1;
  const [club] = await q<{ id: number }>(
    `INSERT INTO clubs (registration_number, name, federation_unit_id, city, region_id, district_id, web, email, phone,
       contact_person, street, house_number, zip)
     VALUES ($1, $2, 1, $3, $4, $5, $6, $7, '+420 601 000 000', 'Jana Tajná', 'Hlavní', '12', '11000') RETURNING id`,
    [
      `PUB-${Date.now() % 100000}-${sequence}`,
      name,
      extra.city ?? 'Praha',
      extra.regionId ?? null,
      extra.districtId ?? null,
      extra.web ?? null,
      extra.email ?? 'tajny@klub.test',
    ],
  );
  if (registration !== 'none') {
    const validFrom = registration === 'expired' ? `'${TEST_TODAY}'::date - 400` : `'${TEST_TODAY}'::date - 30`;
    const validTill = registration === 'expired' ? `'${TEST_TODAY}'::date - 35` : 'NULL';
    await s.db.pool.query(
      `INSERT INTO club_roles (club_id, type_id, approval_state_id, valid_from, valid_till)
       VALUES ($1, 1, $2, ${validFrom}, ${validTill})`,
      [club!.id, registration === 'waiting' ? 2 : 3],
    );
  }
  return club!.id;
}

async function addVenue(clubId: number, name: string, gps: [number, number] | null, inUse = true): Promise<number> {
  const [venue] = await q<{ id: number }>(
    `INSERT INTO sport_fields (name, type_id, club_id, street, city, zip, court_count, latitude, longitude, capacity, note,
       valid_from, valid_till)
     VALUES ($1, 1, $2, 'Sportovní 1', 'Praha', '11000', 4, $3, $4, 100, 'interní poznámka',
       '${TEST_TODAY}'::date - 100, ${inUse ? 'NULL' : `'${TEST_TODAY}'::date - 1`}) RETURNING id`,
    [name, clubId, gps?.[0] ?? null, gps?.[1] ?? null],
  );
  return venue!.id;
}

/** A league of the state (published by default) ending `tillDays` from today, with the club's team in one competition. */
async function addLeagueTeam(clubId: number, league: string, team: string, state = 2, tillDays = 60) {
  const [l] = await q<{ id: number }>(
    `INSERT INTO tournaments (name, date_from, date_till, season_id, type_id, state_id)
     VALUES ($1, '${TEST_TODAY}'::date - 30, '${TEST_TODAY}'::date + $2::int,
       (SELECT id FROM seasons ORDER BY valid_from DESC LIMIT 1), 7, $3) RETURNING id`,
    [league, tillDays, state],
  );
  const [competition] = await q<{ id: number }>(
    `INSERT INTO tournament_competitions (tournament_id, name) VALUES ($1, 'Extraliga') RETURNING id`,
    [l!.id],
  );
  const [t] = await q<{ id: number }>(
    `INSERT INTO league_teams (tournament_id, club_id, name, contact_email, contact_phone)
     VALUES ($1, $2, $3, 'kapitan@klub.test', '+420 777 000 000') RETURNING id`,
    [l!.id, clubId, team],
  );
  await q(`INSERT INTO league_competition_teams (competition_id, team_id) VALUES ($1, $2)`, [competition!.id, t!.id]);
  return { leagueId: l!.id, teamId: t!.id };
}

const ids = (body: { data: { clubs: { id: number }[] } }) => body.data.clubs.map((c) => c.id);

describe('public club finder', () => {
  it('lists registered clubs only, with the exact public keys, the markers and the map tiles', async () => {
    const registered = await createClub(server, 'Veřejný Sokol Finder', 'valid', { web: 'www.sokol.test' });
    const expired = await createClub(server, 'Veřejný Bývalý Finder', 'expired');
    const waiting = await createClub(server, 'Veřejný Čekající Finder', 'waiting');
    const never = await createClub(server, 'Veřejný Nový Finder', 'none');
    const noVenue = await createClub(server, 'Veřejný Bezhalový Finder', 'valid');
    await addVenue(registered, 'Hala A', [50.08, 14.42]);
    await addVenue(registered, 'Hala B', [49.2, 16.6]);
    await addVenue(noVenue, 'Hala bez GPS', null);
    await addVenue(noVenue, 'Zavřená hala', [49.5, 15.5], false);

    const res = await get(`${FINDER}?name=verejny%20finder`);
    // The name is matched as one piece: nothing has "veřejný finder" in it.
    expect(res.json().data.total).toBe(0);

    const found = await get(`${FINDER}?name=VEREJNY`);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.headers['cache-control']).toBe('public, max-age=60');
    const body = found.json();
    expect(Object.keys(body).sort()).toEqual(['data', 'links', 'operationId']);
    expect(body.operationId).toBe('public.club.finder');
    expect(Object.keys(body.data).sort()).toEqual(['clubs', 'map', 'markers', 'page', 'pageSize', 'total']);
    expect(body.data.map).toEqual({ tileUrl: TILES, attribution: ATTRIBUTION });
    expect(ids(body)).toEqual([noVenue, registered]);
    expect(ids(body)).not.toContain(expired);
    expect(ids(body)).not.toContain(waiting);
    expect(ids(body)).not.toContain(never);
    expect(body.data).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    const club = body.data.clubs.find((c: { id: number }) => c.id === registered);
    expect(Object.keys(club).sort()).toEqual(
      ['city', 'districtId', 'id', 'latitude', 'longitude', 'name', 'regionId'].sort(),
    );
    // The first venue in use by name gives the position; a club without GPS has none and no marker.
    expect(club).toMatchObject({ latitude: 50.08, longitude: 14.42, city: 'Praha' });
    expect(body.data.clubs.find((c: { id: number }) => c.id === noVenue)).toMatchObject({
      latitude: null,
      longitude: null,
    });
    expect(body.data.markers).toEqual([
      { id: registered, name: 'Veřejný Sokol Finder', latitude: 50.08, longitude: 14.42 },
    ]);
    expect(found.body).not.toMatch(/tajny@klub|601 000 000|Jana Tajná|interní/);
  });

  it('filters by region and district, pages in twenties, and the markers cover the whole filter', async () => {
    const [district] = await q<{ id: number; region_id: number }>(
      'SELECT id, region_id FROM districts WHERE region_id IS NOT NULL ORDER BY id DESC LIMIT 1',
    );
    const [otherRegion] = await q<{ id: number }>('SELECT id FROM regions WHERE id <> $1 ORDER BY id LIMIT 1', [
      district!.region_id,
    ]);
    const made: number[] = [];
    for (let i = 1; i <= 23; i++) {
      const id = await createClub(server, `Stránkovaný klub ${String(i).padStart(2, '0')}`, 'valid', {
        regionId: district!.region_id,
        districtId: district!.id,
      });
      await addVenue(id, `Hala ${i}`, [49 + i / 100, 15]);
      made.push(id);
    }
    const elsewhere = await createClub(server, 'Stránkovaný klub jinde', 'valid', { regionId: otherRegion!.id });

    const first = (await get(`${FINDER}?name=Stránkovaný&regionId=${district!.region_id}`)).json().data;
    expect(first.total).toBe(23);
    expect(first.clubs.map((c: { id: number }) => c.id)).toEqual(made.slice(0, 20));
    expect(first.markers.map((m: { id: number }) => m.id)).toEqual(made);
    const second = (await get(`${FINDER}?name=Stránkovaný&regionId=${district!.region_id}&page=2`)).json().data;
    expect(second).toMatchObject({ page: 2, total: 23 });
    expect(second.clubs.map((c: { id: number }) => c.id)).toEqual(made.slice(20));

    const byDistrict = (await get(`${FINDER}?name=Stránkovaný&districtId=${district!.id}`)).json().data;
    expect(byDistrict.total).toBe(23);
    const byOther = (await get(`${FINDER}?name=Stránkovaný&regionId=${otherRegion!.id}`)).json().data;
    expect(byOther.clubs.map((c: { id: number }) => c.id)).toEqual([elsewhere]);
    // A name with LIKE's wildcards matches them literally.
    expect((await get(`${FINDER}?name=${encodeURIComponent('%_')}`)).json().data.total).toBe(0);
  });

  it('refuses a bad or unknown query parameter, naming each', async () => {
    const bad = await get(`${FINDER}?regionId=abc&page=0&districtId=-1&name=${'x'.repeat(101)}&sort=name`, 'en');
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toMatch(/application\/problem\+json/);
    const fields = bad.json().errors.map((e: { field?: string }) => e.field ?? '');
    for (const field of ['regionId', 'page', 'districtId', 'name']) expect(fields).toContain(field);
    expect(bad.body).toMatch(/sort/);
    expect((await get(`${FINDER}?page=99999`)).statusCode).toBe(400);
  });
});

describe('public club page', () => {
  it("answers a registered club's address, web, venues and current league teams with the exact keys", async () => {
    const id = await createClub(server, 'Veřejný Klub Detail', 'valid', { web: 'https://klub.test/', city: 'Brno' });
    await addVenue(id, 'Hala Sever', [49.2, 16.6]);
    await addVenue(id, 'Hala Jih', null);
    await addVenue(id, 'Stará hala', [49.1, 16.5], false);
    const current = await addLeagueTeam(id, 'Veřejná liga 2026', 'Detail A');
    await addLeagueTeam(id, 'Rozpracovaná liga', 'Detail B', 1);
    await addLeagueTeam(id, 'Skončená liga', 'Detail C', 2, -1);

    const res = await get(`/api/public-zone/clubs/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.operationId).toBe('public.club.get');
    expect(Object.keys(body.data).sort()).toEqual(
      [
        'city',
        'cityPart',
        'districtId',
        'houseNumber',
        'id',
        'landRegistryNumber',
        'latitude',
        'logoUrl',
        'longitude',
        'map',
        'name',
        'officialName',
        'regionId',
        'street',
        'teams',
        'venues',
        'web',
        'zip',
      ].sort(),
    );
    expect(body.data).toMatchObject({
      name: 'Veřejný Klub Detail',
      street: 'Hlavní',
      houseNumber: '12',
      city: 'Brno',
      web: 'https://klub.test/',
      latitude: 49.2,
      longitude: 16.6,
      map: { tileUrl: TILES, attribution: ATTRIBUTION },
    });
    expect(body.data.venues.map((v: { name: string }) => v.name)).toEqual(['Hala Jih', 'Hala Sever']);
    expect(Object.keys(body.data.venues[0]).sort()).toEqual(
      ['city', 'courtCount', 'id', 'latitude', 'longitude', 'name', 'street', 'typeId', 'zip'].sort(),
    );
    expect(body.data.teams).toEqual([
      {
        id: current.teamId,
        name: 'Detail A',
        leagueId: current.leagueId,
        leagueName: 'Veřejná liga 2026',
        seasonName: expect.any(String),
        competitions: ['Extraliga'],
      },
    ]);
    expect(res.body).not.toMatch(/tajny@klub|601 000 000|Jana Tajná|interní|kapitan@|777 000 000/);
  });

  it('writes only an http(s) web or logo, a bare domain with https', async () => {
    const bare = await createClub(server, 'Klub s doménou', 'valid', { web: 'www.klub-domena.test' });
    await q(`UPDATE clubs SET logo_url = 'javascript:alert(1)' WHERE id = $1`, [bare]);
    const data = (await get(`/api/public-zone/clubs/${bare}`)).json().data;
    expect(data).toMatchObject({ web: 'https://www.klub-domena.test', logoUrl: null, latitude: null, venues: [] });
    const odd = await createClub(server, 'Klub se skriptem', 'valid', { web: 'javascript:alert(1)' });
    await q(`UPDATE clubs SET logo_url = 'https://cdn.example.test/logo.png' WHERE id = $1`, [odd]);
    expect((await get(`/api/public-zone/clubs/${odd}`)).json().data).toMatchObject({
      web: null,
      logoUrl: 'https://cdn.example.test/logo.png',
    });
  });

  it('is a 404 for an unregistered or unknown club and a 400 for a bad id or any query', async () => {
    for (const registration of ['expired', 'waiting', 'none'] as const) {
      const id = await createClub(server, `Neveřejný ${registration}`, registration);
      const res = await get(`/api/public-zone/clubs/${id}`);
      expect(res.statusCode, registration).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    }
    expect((await get('/api/public-zone/clubs/2147483647')).statusCode).toBe(404);
    const badId = await get('/api/public-zone/clubs/abc');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().errors.map((e: { field?: string }) => e.field)).toEqual(['id']);
    const id = await createClub(server, 'Klub s dotazem', 'valid');
    const query = await get(`/api/public-zone/clubs/${id}?fields=email`);
    expect(query.statusCode).toBe(400);
    expect(query.body).toMatch(/fields/);
  });
});

describe('public club pages for search engines', () => {
  it("writes the club's name and description into the page, and answers 404 for a club that is not public", async () => {
    const id = await createClub(server, 'Klub "Meta" & spol.', 'valid', { city: 'Olomouc' });
    await addVenue(id, 'Meta hala', null);
    await q(`UPDATE clubs SET logo_url = '/files/logo-meta.png' WHERE id = $1`, [id]);
    const page = await get(`/zone/public/club/public-detail/${id}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<title>Klub &quot;Meta&quot; &amp; spol. – Svaz</title>');
    expect(page.body).toContain(
      '<meta name="description" content="Klub Klub &quot;Meta&quot; &amp; spol., Olomouc: adresa, web, sportoviště (1) a družstva v soutěžích." />',
    );
    expect(page.body).toMatch(/<meta property="og:image" content="http:\/\/[^"]+\/files\/logo-meta.png" \/>/);
    const english = await get(`/zone/public/club/public-detail/${id}`, 'en');
    expect(english.body).toContain('<html lang="en"');
    expect(english.body).toContain('The club Klub &quot;Meta&quot; &amp; spol., Olomouc: address, web, venues (1)');

    const finder = await get('/zone/public/club/public-finder?name=x');
    expect(finder.statusCode).toBe(200);
    expect(finder.body).toContain('<title>Kluby – Svaz</title>');
    expect(finder.body).toContain('Vyhledejte registrovaný klub podle názvu, kraje nebo okresu');

    const unregistered = await createClub(server, 'Klub bez registrace meta', 'none');
    for (const url of [
      `/zone/public/club/public-detail/${unregistered}`,
      '/zone/public/club/public-detail/2147483647',
      '/zone/public/club/public-detail/abc',
      '/zone/public/club/public-detail/99999999999999',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
    }
  });
});
