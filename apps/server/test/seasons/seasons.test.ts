// Seasons through HTTP (issue 28): the office creates, reads, changes and deletes seasons; every bad
// input is a 400 on its field (a name taken ignoring case, an overlap with another season on both
// dates, dates in the wrong order, an unknown state), an unknown id a 404, a season in use a 409
// naming what uses it with counts; two writes at once never both pass; every role but the office
// (and the Administrator) is refused.
import { describe, expect, it } from 'vitest';
import { TEST_DAY } from '../database';
import { type DemoUser, useTestServer } from '../test-server';

const server = useTestServer();

const SEASONS = '/api/admin-zone/seasons';
type Season = { id: number; name: string; validFrom: string; validTill: string; stateId: number };

// Each season of a test starts in a year of its own, two free years between, long before the
// demo seasons around today.
let nextYear = 1900;
const freeYear = () => {
  nextYear += 3;
  return nextYear;
};

const valid = (year: number, over: Record<string, unknown> = {}) => ({
  name: `Sezóna ${year}/${year + 1}`,
  validFrom: `${year}-09-01`,
  validTill: `${year + 1}-08-31`,
  stateId: 1,
  isForRole: true,
  isForTournament: false,
  ...over,
});

const write = (
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  as: DemoUser = 'expert',
  lang = 'en',
) =>
  server.request({
    method,
    url,
    as,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: { 'accept-language': lang },
  });

async function createSeason(over: Record<string, unknown> = {}): Promise<Season> {
  const res = await write('POST', SEASONS, valid(freeYear(), over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

const errorsByField = (body: { errors: { field?: string; message: string }[] }) =>
  Object.fromEntries(body.errors.map((e) => [e.field, e.message]));

const countSeasons = async () => (await server.db.pool.query('SELECT count(*)::int AS n FROM seasons')).rows[0].n;

/** A demo season (the one valid today) with its dates. */
async function demoSeason(): Promise<{ id: number; name: string; validFrom: string; validTill: string }> {
  const { rows } = await server.db.pool.query(
    `SELECT id, name, valid_from::text AS "validFrom", valid_till::text AS "validTill" FROM seasons
      WHERE valid_from <= ${TEST_DAY} AND valid_till >= ${TEST_DAY}`,
  );
  return rows[0];
}

describe('POST /api/admin-zone/seasons', () => {
  it('creates a season (201) with its links and audit columns', async () => {
    const year = freeYear();
    const res = await write('POST', SEASONS, {
      name: `  ${year}/${year + 1}  `,
      validFrom: `${year}-09-01`,
      validTill: `${year + 1}-08-31`,
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.operationId).toBe('season.create');
    expect(body.data).toMatchObject({
      name: `${year}/${year + 1}`,
      validFrom: `${year}-09-01`,
      validTill: `${year + 1}-08-31`,
      // The defaults: prepared, for roles and tournaments.
      stateId: 1,
      state: 'PREPARED',
      isForRole: true,
      isForTournament: true,
      sectionId: null,
      editedDate: null,
      editedById: null,
    });
    const expert = (await server.db.pool.query(`SELECT id FROM users WHERE user_name = 'expert@fedra.test'`)).rows[0]
      .id;
    expect(body.data.createdById).toBe(expert);
    expect(body.data.createdDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(body.links).toEqual([
      { operationId: 'api.admin.zone.season.update', method: 'PUT', href: `${SEASONS}/${body.data.id}` },
      { operationId: 'api.admin.zone.season.delete', method: 'DELETE', href: `${SEASONS}/${body.data.id}` },
    ]);
    // The Administrator passes as super admin.
    const admin = await write('POST', SEASONS, valid(freeYear()), 'admin');
    expect(admin.statusCode, admin.body).toBe(201);
  });

  it('names every invalid field, in Czech by default', async () => {
    const before = await countSeasons();
    const missing = await write('POST', SEASONS, {}, 'expert', 'cs');
    expect(missing.statusCode).toBe(400);
    expect(errorsByField(missing.json())).toEqual({
      name: 'Pole name je povinné',
      validFrom: 'Pole validFrom je povinné',
      validTill: 'Pole validTill je povinné',
    });
    const wrong = await write(
      'POST',
      SEASONS,
      { name: 'x'.repeat(101), validFrom: '2051-02-30', validTill: 'never', stateId: 0, isForRole: 'yes', extra: 1 },
      'expert',
      'en',
    );
    expect(errorsByField(wrong.json())).toEqual({
      name: 'The field name may have at most 100 characters.',
      validFrom: 'The field validFrom must be a valid date (YYYY-MM-DD).',
      validTill: 'The field validTill must be a valid date (YYYY-MM-DD).',
      stateId: 'The field stateId must be a positive number.',
      isForRole: 'The field isForRole must be true or false.',
      extra: 'The field extra is not allowed.',
    });
    expect(await countSeasons()).toBe(before);
  });

  it('refuses dates in the wrong order with both messages on both dates (cs and en)', async () => {
    const year = freeYear();
    const bad = valid(year, { validFrom: `${year + 1}-01-01`, validTill: `${year}-12-31` });
    const cs = await write('POST', SEASONS, bad, 'expert', 'cs');
    expect(cs.statusCode).toBe(400);
    expect(cs.json().errors).toEqual([
      { field: 'validFrom', message: 'Datum od je větší než datum do.' },
      { field: 'validTill', message: 'Datum do je menší než datum od.' },
    ]);
    const en = await write('POST', SEASONS, bad, 'expert', 'en');
    expect(errorsByField(en.json())).toEqual({
      validFrom: 'The date from is later than the date to.',
      validTill: 'The date to is earlier than the date from.',
    });
    // A one-day season is a valid one.
    const oneDay = await write(
      'POST',
      SEASONS,
      valid(year, { validFrom: `${year}-12-31`, validTill: `${year}-12-31` }),
    );
    expect(oneDay.statusCode, oneDay.body).toBe(201);
  });

  it('refuses a name that exists, ignoring case (400 on name)', async () => {
    const season = await createSeason({ name: 'Sezóna Jedinečná' });
    const res = await write('POST', SEASONS, valid(freeYear(), { name: ' sezÓNA JEDINEČNÁ ' }), 'expert', 'cs');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'name', message: 'Sezóna s názvem Sezóna Jedinečná už existuje.' }]);
    const en = await write('POST', SEASONS, valid(freeYear(), { name: 'SEZÓNA jedinečná' }));
    expect(en.json().errors).toEqual([{ field: 'name', message: 'A season named Sezóna Jedinečná already exists.' }]);
    expect(
      (
        await server.db.pool.query('SELECT count(*)::int AS n FROM seasons WHERE lower(name) = lower($1)', [
          season.name,
        ])
      ).rows[0].n,
    ).toBe(1);
  });

  it('refuses a range that overlaps another season, naming it on both dates', async () => {
    const demo = await demoSeason();
    const before = await countSeasons();
    // Starting on the demo season's last day overlaps it by that day.
    const res = await write(
      'POST',
      SEASONS,
      { name: 'Překryv', validFrom: demo.validTill, validTill: '2099-12-31' },
      'expert',
      'cs',
    );
    expect(res.statusCode).toBe(400);
    const shown = (d: string) => d.split('-').map(Number).reverse().join('. ');
    const message = `Sezóna by se překrývala se sezónou ${demo.name} (${shown(demo.validFrom)} – ${shown(demo.validTill)}).`;
    expect(res.json()).toMatchObject({ code: 'validation_failed' });
    expect(res.json().errors).toEqual([
      { field: 'validFrom', message },
      { field: 'validTill', message },
    ]);
    const en = await write('POST', SEASONS, { name: 'Overlap', validFrom: demo.validFrom, validTill: demo.validFrom });
    expect(errorsByField(en.json()).validTill).toBe(
      `The season would overlap the season ${demo.name} (${shown(demo.validFrom)} – ${shown(demo.validTill)}).`,
    );
    // A season inside another and one around another overlap too.
    const outer = await createSeason();
    const inside = await write('POST', SEASONS, {
      name: 'Uvnitř',
      validFrom: outer.validFrom.replace('-09-01', '-10-01'),
      validTill: outer.validFrom.replace('-09-01', '-10-31'),
    });
    expect(errorsByField(inside.json()).validFrom).toContain(outer.name);
    const around = await write('POST', SEASONS, {
      name: 'Kolem',
      validFrom: `${Number(outer.validFrom.slice(0, 4)) - 1}-01-01`,
      validTill: `${Number(outer.validTill.slice(0, 4)) + 1}-01-01`,
    });
    expect(errorsByField(around.json()).validTill).toContain(outer.name);
    // The name and the overlap are named together.
    const both = await write('POST', SEASONS, {
      name: outer.name.toUpperCase(),
      validFrom: outer.validFrom,
      validTill: outer.validTill,
    });
    expect(Object.keys(errorsByField(both.json())).sort()).toEqual(['name', 'validFrom', 'validTill']);
    expect(await countSeasons()).toBe(before + 1);
    // The day after another season ends is free.
    const next = `${outer.validTill.slice(0, 4)}-09-01`;
    const adjacent = await write('POST', SEASONS, valid(0, { name: 'Hned potom', validFrom: next, validTill: next }));
    expect(adjacent.statusCode, adjacent.body).toBe(201);
  });

  it('refuses a state the codebook does not know (400 on stateId)', async () => {
    const res = await write('POST', SEASONS, valid(freeYear(), { stateId: 9 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'stateId', message: 'There is no stateId with id 9.' }]);
    const active = await write('POST', SEASONS, valid(freeYear(), { stateId: 2 }));
    expect(active.json().data).toMatchObject({ stateId: 2, state: 'ACTIVE' });
  });

  it('lets only one of two overlapping writes at once pass', async () => {
    const year = freeYear();
    const results = await Promise.all([
      write('POST', SEASONS, valid(year, { name: `Souběh A ${year}` })),
      write('POST', SEASONS, valid(year, { name: `Souběh B ${year}`, validFrom: `${year}-12-01` })),
      write('POST', SEASONS, valid(year, { name: `Souběh C ${year}`, validFrom: `${year + 1}-03-01` })),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400, 400]);
    const { rows } = await server.db.pool.query(`SELECT name FROM seasons WHERE name LIKE $1`, [`Souběh % ${year}`]);
    expect(rows).toHaveLength(1);
    // The same name twice at once: one passes.
    const named = await Promise.all([
      write('POST', SEASONS, valid(freeYear(), { name: 'Dvojče' })),
      write('POST', SEASONS, valid(freeYear(), { name: 'DVOJČE' })),
    ]);
    expect(named.map((r) => r.statusCode).sort()).toEqual([201, 400]);
  });
});

describe('GET, PUT and DELETE /api/admin-zone/seasons/{id}', () => {
  it('answers a season with the caller’s links, and 404 for an unknown id', async () => {
    const season = await createSeason();
    const res = await server.request({ method: 'GET', url: `${SEASONS}/${season.id}`, as: 'expert' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ operationId: 'season.get', data: { id: season.id, name: season.name } });
    expect(res.json().links).toHaveLength(2);
    // Readers without the writes get no links.
    const unit = await server.request({ method: 'GET', url: `${SEASONS}/${season.id}`, as: 'unit' });
    expect(unit.statusCode).toBe(200);
    expect(unit.json().links).toEqual([]);
    const missing = await server.request({ method: 'GET', url: `${SEASONS}/99999999`, as: 'expert' });
    expect(missing.statusCode).toBe(404);
  });

  it('changes a season (202) and sets the edit audit columns', async () => {
    const season = await createSeason();
    const year = Number(season.validFrom.slice(0, 4));
    const res = await write('PUT', `${SEASONS}/${season.id}`, {
      name: `${season.name} (upraveno)`,
      validFrom: `${year}-07-01`,
      validTill: `${year + 1}-06-30`,
      stateId: 3,
      isForRole: false,
      isForTournament: true,
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().operationId).toBe('season.update');
    expect(res.json().data).toMatchObject({
      id: season.id,
      name: `${season.name} (upraveno)`,
      validFrom: `${year}-07-01`,
      validTill: `${year + 1}-06-30`,
      stateId: 3,
      state: 'CLOSED',
      isForRole: false,
      isForTournament: true,
    });
    expect(res.json().data.editedDate).not.toBeNull();
    expect(res.json().data.editedById).toBeGreaterThan(0);
    // Its own name (in other letters) and its own range do not collide with itself.
    const same = await write('PUT', `${SEASONS}/${season.id}`, valid(year, { name: season.name.toUpperCase() }));
    expect(same.statusCode, same.body).toBe(202);
  });

  it('refuses a change onto another season’s name or range, and 404 for an unknown season', async () => {
    const a = await createSeason();
    const b = await createSeason();
    const onto = await write('PUT', `${SEASONS}/${b.id}`, {
      name: a.name,
      validFrom: a.validTill,
      validTill: b.validTill,
    });
    expect(onto.statusCode).toBe(400);
    expect(errorsByField(onto.json())).toMatchObject({
      name: `A season named ${a.name} already exists.`,
      validFrom: expect.stringContaining(a.name),
      validTill: expect.stringContaining(a.name),
    });
    expect(
      (await server.request({ method: 'GET', url: `${SEASONS}/${b.id}`, as: 'expert' })).json().data,
    ).toMatchObject({
      name: b.name,
      validFrom: b.validFrom,
    });
    const unknown = await write('PUT', `${SEASONS}/99999999`, valid(freeYear()));
    expect(unknown.statusCode).toBe(404);
    const badState = await write('PUT', `${SEASONS}/${b.id}`, valid(freeYear(), { stateId: 7 }));
    expect(errorsByField(badState.json())).toEqual({ stateId: 'There is no stateId with id 7.' });
  });

  it('deletes an unused season (202, then 404)', async () => {
    const season = await createSeason();
    const del = await write('DELETE', `${SEASONS}/${season.id}`);
    expect(del.statusCode).toBe(202);
    expect(del.body).toBe('');
    expect((await write('DELETE', `${SEASONS}/${season.id}`)).statusCode).toBe(404);
    expect((await server.request({ method: 'GET', url: `${SEASONS}/${season.id}`, as: 'expert' })).statusCode).toBe(
      404,
    );
    expect((await write('DELETE', `${SEASONS}/99999999`)).statusCode).toBe(404);
  });

  it('refuses to delete a season in use (409) naming what uses it with counts, deleting nothing', async () => {
    const demo = await demoSeason();
    const counts = (
      await server.db.pool.query(
        `SELECT (SELECT count(*)::int FROM tournaments WHERE season_id = $1 AND type_id <> 7) AS tournaments,
                (SELECT count(*)::int FROM tournaments WHERE season_id = $1 AND type_id = 7) AS leagues,
                (SELECT count(*)::int FROM person_roles WHERE season_id = $1) AS roles,
                (SELECT count(*)::int FROM person_contributions WHERE season_id = $1) AS contributions`,
        [demo.id],
      )
    ).rows[0];
    // The demo's current season has tournaments, leagues, roles and contributions.
    expect(counts.tournaments).toBeGreaterThan(4);
    expect(counts.roles).toBeGreaterThan(4);
    const res = await write('DELETE', `${SEASONS}/${demo.id}`);
    expect(res.statusCode).toBe(409);
    const body = res.json();
    expect(body).toMatchObject({ code: 'in_use', title: 'The record cannot be deleted because it is in use.' });
    const messages: string[] = body.errors.map((e: { message: string }) => e.message);
    expect(messages[0]).toBe(`The season ${demo.name} cannot be deleted because it is used by:`);
    expect(messages).toContain(`${counts.tournaments} tournaments`);
    expect(messages).toContain(`${counts.roles} person roles`);
    expect(body.detail).toContain(`${counts.tournaments} tournaments`);
    const cs = await write('DELETE', `${SEASONS}/${demo.id}`, undefined, 'expert', 'cs');
    expect(cs.json().errors[0].message).toBe(`Sezónu ${demo.name} nelze smazat, protože ji používá:`);
    expect(cs.json().errors.map((e: { message: string }) => e.message)).toContain(`${counts.tournaments} turnajů`);
    expect((await server.db.pool.query('SELECT 1 FROM seasons WHERE id = $1', [demo.id])).rowCount).toBe(1);
  });

  it('refuses to delete a season with only contribution prices (which would go with it), Czech plural forms', async () => {
    const season = await createSeason();
    let added = 0;
    // Prices of one role type for age categories of their own (the price key is unique).
    const addPrices = async (n: number) => {
      await server.db.pool.query(
        `INSERT INTO contribution_prices (season_id, person_role_type_id, age_category_id, amount)
         SELECT $1, (SELECT min(id) FROM person_role_types), g, 100 FROM generate_series($2::int, $3::int) g`,
        [season.id, added + 1, added + n],
      );
      added += n;
    };
    const messageOf = async () => {
      const res = await write('DELETE', `${SEASONS}/${season.id}`, undefined, 'expert', 'cs');
      expect(res.statusCode).toBe(409);
      return res
        .json()
        .errors.map((e: { message: string }) => e.message)
        .slice(1);
    };
    await addPrices(1);
    expect(await messageOf()).toEqual(['1 cena příspěvku']);
    await addPrices(1);
    expect(await messageOf()).toEqual(['2 ceny příspěvků']);
    await addPrices(3);
    expect(await messageOf()).toEqual(['5 cen příspěvků']);
    const en = await write('DELETE', `${SEASONS}/${season.id}`);
    expect(en.json().errors.slice(1)).toEqual([{ message: '5 contribution prices' }]);
    expect(
      (
        await server.db.pool.query('SELECT count(*)::int AS n FROM contribution_prices WHERE season_id = $1', [
          season.id,
        ])
      ).rows[0].n,
    ).toBe(5);
  });
});

describe('who may write seasons', () => {
  it('refuses club managers, members, unit managers and the read-only commission (403), anonymous (401)', async () => {
    const season = await createSeason();
    const body = valid(freeYear());
    const calls = [
      ['POST', SEASONS, body],
      ['PUT', `${SEASONS}/${season.id}`, body],
      ['DELETE', `${SEASONS}/${season.id}`, undefined],
    ] as const;
    const readOnly = await server.tokenForRole('seasonsreadonly@fedra.test', 'AdminExpertCommissionReadOnly');
    for (const [method, url, payload] of calls) {
      for (const as of ['club', 'clubro', 'member', 'unit'] as const) {
        const res = await write(method, url, payload, as);
        expect(res.statusCode, `${method} ${url} as ${as}`).toBe(403);
      }
      const ro = await server.request({ method, url, token: readOnly, ...(payload ? { payload } : {}) });
      expect(ro.statusCode, `${method} as read-only`).toBe(403);
      const anonymous = await server.request({ method, url, ...(payload ? { payload } : {}) });
      expect(anonymous.statusCode).toBe(401);
    }
    // The read-only commission still reads, without links.
    const read = await server.request({ method: 'GET', url: `${SEASONS}/${season.id}`, token: readOnly });
    expect(read.statusCode).toBe(200);
    expect(read.json().links).toEqual([]);
    expect((await server.request({ method: 'GET', url: `${SEASONS}/${season.id}`, as: 'club' })).statusCode).toBe(403);
    // Nothing changed.
    expect(
      (await server.request({ method: 'GET', url: `${SEASONS}/${season.id}`, as: 'expert' })).json().data.name,
    ).toBe(season.name);
  });
});

describe('the seasons module switched off', () => {
  const boardOnly = useTestServer({ MODULES: 'board' });

  it('answers 404 for the season page’s calls, while every zone still lists the seasons', async () => {
    const year = freeYear();
    const create = await boardOnly.request({ method: 'POST', url: SEASONS, as: 'expert', payload: valid(year) });
    expect(create.statusCode).toBe(404);
    const demo = (await boardOnly.db.pool.query('SELECT min(id) AS id FROM seasons')).rows[0].id;
    for (const method of ['GET', 'DELETE'] as const)
      expect((await boardOnly.request({ method, url: `${SEASONS}/${demo}`, as: 'expert' })).statusCode).toBe(404);
    expect((await boardOnly.request({ method: 'GET', url: SEASONS, as: 'expert' })).statusCode).toBe(200);
    expect((await boardOnly.request({ method: 'GET', url: '/api/club-zone/seasons', as: 'club' })).statusCode).toBe(
      200,
    );
  });
});

describe('GET /api/admin-zone/seasons (list convention)', () => {
  it('lists the newest first and filters and sorts by the whitelisted fields', async () => {
    const a = await createSeason({ name: 'Seznam A', isForTournament: true });
    const b = await createSeason({ name: 'Seznam B', stateId: 3 });
    const list = async (query: string) => {
      const res = await server.request({ method: 'GET', url: `${SEASONS}?${query}`, as: 'unit' });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.map((s: { id: number }) => s.id);
    };
    const named = 'fields[name][o]=valuesLike&fields[name][v]=seznam';
    expect(await list(named)).toEqual([b.id, a.id]);
    expect(await list(`${named}&sort=name`)).toEqual([a.id, b.id]);
    expect(await list(`${named}&fields[stateId][o]=valuesEqual&fields[stateId][v]=3`)).toEqual([b.id]);
    expect(await list(`${named}&fields[isForTournament][o]=valuesEqual&fields[isForTournament][v]=true`)).toEqual([
      a.id,
    ]);
  });
});
