// The sport-fields register through HTTP on real PostgreSQL (issue 30 §6): the lists per scope with
// their filters, sorts and export; creating, changing and deleting (each audited); every bad input a
// field error with nothing written; the access denials (a club's own venues only, the read-only
// manager, a unit manager's units, the module switch); the venues of tournaments and league matches
// and the public tournament's place; the counts of the statistics counting the register.
import { describe, expect, it } from 'vitest';
import { TEST_TODAY } from '../database';
import { type DemoUser, useTestServer } from '../test-server';

const server = useTestServer();
type Problem = { code: string; errors: { field?: string; message: string }[] };
type Row = {
  id: number;
  name: string;
  typeId: number | null;
  club: { id: number; name: string } | null;
  federationUnitId: number | null;
  regionId: number | null;
  districtId: number | null;
  courtCount: number | null;
  validFrom: string;
  validTill: string | null;
};

const ADMIN = '/api/admin-zone/sport-fields';
const CLUB = '/api/club-zone/sport-fields';
const f = (name: string, op: string, ...values: (string | number)[]) =>
  [`fields[${name}][o]=${op}`, ...values.map((v) => `fields[${name}][v]=${encodeURIComponent(String(v))}`)].join('&');
const call = (as: DemoUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, lang = 'cs') =>
  server.request({ method, url, as, ...(payload ? { payload } : {}), headers: { 'accept-language': lang } });
const list = async (as: DemoUser, url: string) => {
  const res = await call(as, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Row[]; total: number };
};
const one = async <T = number>(sql: string, values: unknown[] = []) =>
  (await server.db.pool.query(sql, values)).rows[0] as T;
const count = async (sql: string, values: unknown[] = []) => Number((await one<{ n: number }>(sql, values)).n);

/** The federation units of the demo's unit manager (the claims of their role). */
async function unitsOfUnitManager(): Promise<number[]> {
  const { rows } = await server.db.pool.query<{ id: number }>(
    `SELECT c.object_id AS id FROM user_role_claims c JOIN user_roles r ON r.id = c.user_role_id
       JOIN users u ON u.id = r.user_id
      WHERE u.user_name = 'unit@fedra.test' AND c.claim_type = 'federationUnit'`,
  );
  return rows.map((r) => r.id);
}

async function myClub(as: DemoUser = 'club'): Promise<number> {
  const me = await call(as, 'GET', '/api/account/me/new');
  return me.json().data.currentClubId as number;
}

const valid = {
  name: 'Hala Štěrboholy',
  typeId: 1,
  street: 'Granátová 1',
  city: 'Praha',
  zip: '102 00',
  latitude: 50.071,
  longitude: 14.549,
  courtCount: 8,
  capacity: 250,
  validFrom: '2020-01-01',
  note: 'Parkoviště u vchodu',
};

describe('sport fields: lists', () => {
  it('lists the demo venues with filters (name without accents, type, club, region, validity) and sorts', async () => {
    const all = await list('admin', `${ADMIN}?limit=1000`);
    expect(all.total).toBe(await count('SELECT count(*)::int AS n FROM sport_fields'));
    const sample = all.data.find((r) => r.name.startsWith('Městská hala '))!;
    const plain = sample.name
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toUpperCase();
    const byName = await list('admin', `${ADMIN}?${f('name', 'valuesLike', plain)}`);
    expect(byName.data.map((r) => r.id)).toContain(sample.id);

    const halls = await list('admin', `${ADMIN}?${f('typeId', 'valuesEqual', 1)}&limit=1000`);
    expect(halls.total).toBe(await count('SELECT count(*)::int AS n FROM sport_fields WHERE type_id = 1'));
    expect(halls.data.every((r) => r.typeId === 1)).toBe(true);

    const clubId = all.data.find((r) => r.club)!.club!.id;
    const ofClub = await list('admin', `${ADMIN}?${f('clubId', 'valuesEqual', clubId)}`);
    expect(ofClub.data.every((r) => r.club?.id === clubId)).toBe(true);

    const regionId = all.data.find((r) => r.regionId)!.regionId!;
    const inRegion = await list('admin', `${ADMIN}?${f('regionId', 'valuesMemberOf', regionId)}&limit=1000`);
    expect(inRegion.total).toBe(
      await count('SELECT count(*)::int AS n FROM sport_fields WHERE region_id = $1', [regionId]),
    );

    const inUse = await list('admin', `${ADMIN}?${f('validAt', 'valuesEqual', TEST_TODAY)}&limit=1000`);
    expect(inUse.total).toBe(
      await count(
        'SELECT count(*)::int AS n FROM sport_fields WHERE valid_from <= $1 AND (valid_till IS NULL OR valid_till >= $1)',
        [TEST_TODAY],
      ),
    );
    expect(inUse.total).toBeLessThan(all.total);

    const sorted = await list('admin', `${ADMIN}?sort=-courtCount&limit=50`);
    const courts = sorted.data.map((r) => r.courtCount ?? -1);
    expect(courts).toEqual([...courts].sort((a, b) => b - a));
  });

  it('refuses an unknown filter or sort with a 400 naming it', async () => {
    const res = await call('admin', 'GET', `${ADMIN}?${f('colour', 'valuesEqual', 'red')}`);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('colour');
    expect((await call('admin', 'GET', `${ADMIN}?sort=note`)).statusCode).toBe(400);
  });

  it('exports the filtered list as CSV', async () => {
    const res = await call('admin', 'GET', `${ADMIN}?format=csv&${f('typeId', 'valuesEqual', 1)}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    expect(res.body).toContain('Název;Typ;Klub');
    expect(res.body).toContain('Badmintonová hala');
  });

  it('shows a unit manager their units only, a club its own venues only', async () => {
    const units = await unitsOfUnitManager();
    const unit = await list('unit', `${ADMIN}?limit=1000`);
    expect(unit.total).toBeGreaterThan(0);
    expect(unit.data.every((r) => units.includes(r.federationUnitId!))).toBe(true);
    const foreign = await one<{ id: number }>(
      'SELECT id FROM sport_fields WHERE NOT (federation_unit_id = ANY($1::int[])) ORDER BY id LIMIT 1',
      [units],
    );
    expect((await call('unit', 'GET', `${ADMIN}/${foreign.id}`)).statusCode).toBe(404);

    const clubId = await myClub();
    const own = await list('club', `${CLUB}?limit=1000`);
    expect(own.total).toBe(await count('SELECT count(*)::int AS n FROM sport_fields WHERE club_id = $1', [clubId]));
    expect(own.data.every((r) => r.club?.id === clubId)).toBe(true);
    const other = await one<{ id: number }>(
      'SELECT id FROM sport_fields WHERE club_id IS DISTINCT FROM $1 ORDER BY id LIMIT 1',
      [clubId],
    );
    expect((await call('club', 'GET', `${CLUB}/${other.id}`)).statusCode).toBe(404);
    expect((await call('clubro', 'GET', `${CLUB}?limit=5`)).statusCode).toBe(200);
  });
});

describe('sport fields: writing', () => {
  it('creates, reads, changes and deletes a venue, each change in the audit log', async () => {
    const clubId = await myClub();
    const created = await call('expert', 'POST', ADMIN, { ...valid, clubId, districtId: null });
    expect(created.statusCode, created.body).toBe(201);
    const body = created.json();
    const id = body.data.id as number;
    expect(body.data).toMatchObject({
      name: valid.name,
      club: { id: clubId },
      latitude: valid.latitude,
      courtCount: 8,
      capacity: 250,
      tournamentCount: 0,
      matchCount: 0,
    });
    // The unit comes from the club.
    const unit = await one<{ u: number }>('SELECT federation_unit_id AS u FROM clubs WHERE id = $1', [clubId]);
    expect(body.data.federationUnitId).toBe(unit.u);
    expect(body.links.map((l: { operationId: string }) => l.operationId)).toEqual(
      expect.arrayContaining(['api.admin.zone.sportfield.update', 'api.admin.zone.sportfield.delete']),
    );

    const read = await call('expert', 'GET', `${ADMIN}/${id}`);
    expect(read.json().data.note).toBe(valid.note);

    // A district fills its region in.
    const district = await one<{ id: number; region: number }>(
      'SELECT id, region_id AS region FROM districts ORDER BY id LIMIT 1',
    );
    const changed = await call('expert', 'PUT', `${ADMIN}/${id}`, {
      ...valid,
      clubId,
      courtCount: 10,
      districtId: district.id,
      validTill: '2030-12-31',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ courtCount: 10, districtId: district.id, regionId: district.region });

    const audit = await server.db.pool.query<{ action: string; details: { before?: object; after: object } }>(
      `SELECT action, details FROM audit_log WHERE subject_type = 'sport_field' AND subject_id = $1 ORDER BY id`,
      [id],
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['sportfield.create', 'sportfield.update']);
    expect(audit.rows[1]!.details.before).toMatchObject({ courtCount: 8 });
    expect(audit.rows[1]!.details.after).toMatchObject({ courtCount: 10, validTill: '2030-12-31' });

    const gone = await call('expert', 'DELETE', `${ADMIN}/${id}`);
    expect(gone.statusCode, gone.body).toBe(204);
    expect(await count('SELECT count(*)::int AS n FROM sport_fields WHERE id = $1', [id])).toBe(0);
    expect(
      await count(`SELECT count(*)::int AS n FROM audit_log WHERE action = 'sportfield.delete' AND subject_id = $1`, [
        id,
      ]),
    ).toBe(1);
    expect((await call('expert', 'GET', `${ADMIN}/${id}`)).statusCode).toBe(404);
  });

  it('refuses bad input naming each field, in the caller’s language, and writes nothing', async () => {
    const before = await count('SELECT count(*)::int AS n FROM sport_fields');
    const res = await call('admin', 'POST', ADMIN, {
      ...valid,
      name: '',
      latitude: 91,
      longitude: 200,
      courtCount: -1,
      capacity: -5,
      validFrom: '2020-02-30',
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    const fields = (res.json() as Problem).errors.map((e) => e.field);
    expect(fields).toEqual(
      expect.arrayContaining(['name', 'latitude', 'longitude', 'courtCount', 'capacity', 'validFrom']),
    );

    const refs = await call(
      'admin',
      'POST',
      ADMIN,
      { ...valid, typeId: 999, clubId: 999999, federationUnitId: 99999, regionId: 99999 },
      'en',
    );
    expect(refs.statusCode).toBe(400);
    const problem = refs.json() as Problem;
    expect(problem.errors.map((e) => e.field).sort()).toEqual(['clubId', 'federationUnitId', 'regionId', 'typeId']);
    expect(problem.errors.find((e) => e.field === 'typeId')!.message).toMatch(/There is no/);

    const half = await call('admin', 'POST', ADMIN, { ...valid, longitude: null });
    expect(half.statusCode).toBe(400);
    expect((half.json() as Problem).errors).toEqual([
      { field: 'longitude', message: 'Zadejte zeměpisnou šířku i délku, nebo ani jednu.' },
    ]);

    const range = await call('admin', 'POST', ADMIN, { ...valid, validFrom: '2024-01-01', validTill: '2023-01-01' });
    expect((range.json() as Problem).errors.map((e) => e.field)).toEqual(['validTill']);

    // A district outside the region.
    const d = await one<{ id: number; region: number }>(
      'SELECT id, region_id AS region FROM districts ORDER BY id LIMIT 1',
    );
    const other = await one<{ id: number }>('SELECT id FROM regions WHERE id <> $1 ORDER BY id LIMIT 1', [d.region]);
    const place = await call('admin', 'POST', ADMIN, { ...valid, districtId: d.id, regionId: other.id });
    expect((place.json() as Problem).errors.map((e) => e.field)).toEqual(['districtId']);

    const extra = await call('admin', 'POST', ADMIN, { ...valid, colour: 'red' });
    expect(extra.statusCode).toBe(400);
    const bad = await call('admin', 'POST', ADMIN, { ...valid, courtCount: 'many' });
    expect(bad.statusCode).toBe(400);
    expect((await call('admin', 'PUT', `${ADMIN}/abc`, valid)).statusCode).toBe(400);
    expect((await call('admin', 'PUT', `${ADMIN}/2147483647`, valid)).statusCode).toBe(404);

    expect(await count('SELECT count(*)::int AS n FROM sport_fields')).toBe(before);
  });

  it('binds a club to its own venues; the read-only manager only reads', async () => {
    const clubId = await myClub();
    const created = await call('club', 'POST', CLUB, valid);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;
    expect(created.json().data.club.id).toBe(clubId);

    const otherClub = await one<{ id: number }>('SELECT id FROM clubs WHERE id <> $1 ORDER BY id LIMIT 1', [clubId]);
    const elsewhere = await call('club', 'POST', CLUB, { ...valid, clubId: otherClub.id });
    expect(elsewhere.statusCode).toBe(400);
    expect((elsewhere.json() as Problem).errors.map((e) => e.field)).toEqual(['clubId']);

    const foreign = await one<{ id: number }>(
      'SELECT id FROM sport_fields WHERE club_id IS DISTINCT FROM $1 ORDER BY id LIMIT 1',
      [clubId],
    );
    expect((await call('club', 'PUT', `${CLUB}/${foreign.id}`, valid)).statusCode).toBe(404);
    expect((await call('club', 'DELETE', `${CLUB}/${foreign.id}`)).statusCode).toBe(404);

    expect((await call('clubro', 'POST', CLUB, valid)).statusCode).toBe(403);
    expect((await call('clubro', 'PUT', `${CLUB}/${id}`, valid)).statusCode).toBe(403);
    expect((await call('clubro', 'DELETE', `${CLUB}/${id}`)).statusCode).toBe(403);
    expect((await call('member', 'GET', ADMIN)).statusCode).toBe(403);
    expect((await call('club', 'POST', ADMIN, valid)).statusCode).toBe(403);
    expect((await server.request({ method: 'GET', url: ADMIN })).statusCode).toBe(401);

    const changed = await call('club', 'PUT', `${CLUB}/${id}`, { ...valid, capacity: 300 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.capacity).toBe(300);
    expect((await call('club', 'DELETE', `${CLUB}/${id}`)).statusCode).toBe(204);
  });

  it('keeps a unit manager within their units', async () => {
    const units = await unitsOfUnitManager();
    const outside = await one<{ id: number }>(
      'SELECT id FROM federation_units WHERE NOT (id = ANY($1::int[])) ORDER BY id LIMIT 1',
      [units],
    );
    const refused = await call('unit', 'POST', ADMIN, { ...valid, federationUnitId: outside.id });
    expect(refused.statusCode).toBe(400);
    expect((refused.json() as Problem).errors.map((e) => e.field)).toEqual(['federationUnitId']);
    const created = await call('unit', 'POST', ADMIN, valid);
    expect(created.statusCode, created.body).toBe(201);
    expect(units).toContain(created.json().data.federationUnitId);
  });

  it('keeps a venue that tournaments or league matches are held at (409)', async () => {
    const used = await one<{ id: number }>(
      'SELECT sport_field_id AS id FROM tournaments WHERE sport_field_id IS NOT NULL ORDER BY id LIMIT 1',
    );
    const res = await call('admin', 'DELETE', `${ADMIN}/${used.id}`);
    expect(res.statusCode).toBe(409);
    expect((res.json() as Problem).errors[0]!.message).toMatch(/nelze smazat/);
    expect(await count('SELECT count(*)::int AS n FROM sport_fields WHERE id = $1', [used.id])).toBe(1);
    const detail = await call('admin', 'GET', `${ADMIN}/${used.id}`);
    expect(detail.json().data.tournamentCount).toBeGreaterThan(0);
  });
});

describe('sport fields: venues of events and the counts', () => {
  it('gives the demo tournaments and league matches their venues', async () => {
    expect(
      await count(
        'SELECT count(*)::int AS n FROM tournaments WHERE type_id <> 7 AND street IS NOT NULL AND sport_field_id IS NULL',
      ),
    ).toBe(0);
    expect(await count('SELECT count(*)::int AS n FROM league_matches WHERE sport_field_id IS NULL')).toBe(0);
  });

  it('shows the venue’s address and map point on the public tournament page', async () => {
    const created = await call('admin', 'POST', ADMIN, {
      ...valid,
      name: 'Hala Veřejná',
      city: 'Kolín',
      zip: '280 02',
    });
    const venue = created.json().data.id as number;
    const listed = await server.request({ method: 'GET', url: '/api/public-zone/tournaments?limit=1' });
    expect(listed.statusCode, listed.body).toBe(200);
    const tournamentId = listed.json().data[0].id as number;
    await server.db.pool.query('UPDATE tournaments SET sport_field_id = $1 WHERE id = $2', [venue, tournamentId]);
    const res = await server.request({ method: 'GET', url: `/api/public-zone/tournaments/${tournamentId}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data ?? res.json()).toMatchObject({
      sportFieldName: 'Hala Veřejná',
      street: valid.street,
      zip: '280 02',
      city: 'Kolín',
      latitude: valid.latitude,
      longitude: valid.longitude,
    });
  });

  it('lets a league match pick a venue, refusing an unknown one', async () => {
    const match = await one<{ id: number }>(
      `SELECT id FROM league_matches WHERE state_id IN (1, 2, 3, 4) ORDER BY id LIMIT 1`,
    );
    const venue = await one<{ id: number; name: string }>('SELECT id, name FROM sport_fields ORDER BY id DESC LIMIT 1');
    const url = `/api/admin-zone/leagues/matches/${match.id}`;
    const res = await call('admin', 'PUT', url, { sportFieldId: venue.id });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().data).toMatchObject({ sportFieldId: venue.id, sportFieldName: venue.name });
    const bad = await call('admin', 'PUT', url, { sportFieldId: 999999 });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as Problem).errors.map((e) => e.field)).toEqual(['sportFieldId']);
    const cleared = await call('admin', 'PUT', url, { sportFieldId: null, address: 'Tělocvična ZŠ' });
    expect(cleared.json().data).toMatchObject({ sportFieldId: null, address: 'Tělocvična ZŠ' });
  });

  it('counts the register in the statistics', async () => {
    const before = (await call('admin', 'GET', `${ADMIN}/count`)).json().data as number;
    expect(before).toBe(await count('SELECT count(*)::int AS n FROM sport_fields'));
    await call('admin', 'POST', ADMIN, valid);
    expect((await call('admin', 'GET', `${ADMIN}/count`)).json().data).toBe(before + 1);
  });
});

describe('sport fields: module switched off', () => {
  const off = useTestServer({ MODULES: 'board' });
  it('answers 404 for every call', async () => {
    for (const [method, url] of [
      ['GET', ADMIN],
      ['GET', `${ADMIN}/1`],
      ['POST', ADMIN],
      ['GET', CLUB],
    ] as const) {
      const res = await off.request({
        method,
        url,
        as: method === 'GET' && url === CLUB ? 'club' : 'admin',
        payload: valid,
      });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
  });
});
