// Boards through HTTP: the list convention, writes with every validation rule, the member list,
// the public overview (only public fields), access and the module switch.
import { describe, expect, it } from 'vitest';
import { APPROVAL_STATE, PERSON_ROLE_TYPE } from '../../src/db/reference-ids';
import { type DemoUser, useTestServer } from '../test-server';

const server = useTestServer();

const BOARDS = '/api/admin-zone/boards';
type Board = { id: number; name: string; priority: number; validFrom: string; validTill: string | null };

const valid = (over: Record<string, unknown> = {}) => ({
  name: 'Komise pro testy',
  priority: 50,
  isExecutive: false,
  validFrom: '2020-01-01',
  validTill: null,
  ...over,
});

const post = (payload: unknown, as: DemoUser = 'expert', lang = 'en') =>
  server.request({ method: 'POST', url: BOARDS, as, payload: payload as object, headers: { 'accept-language': lang } });

async function createBoard(over: Record<string, unknown> = {}): Promise<Board> {
  const res = await post(valid(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

async function list(query: string, expectStatus = 200, as: DemoUser = 'expert') {
  const res = await server.request({
    method: 'GET',
    url: `${BOARDS}?${query}`,
    as,
    headers: { 'accept-language': 'en' },
  });
  expect(res.statusCode, res.body).toBe(expectStatus);
  return res.json();
}

const f = (field: string, op: string, ...values: string[]) =>
  [
    `fields[${field}][o]=${op}`,
    ...values.map((v) => `fields[${field}][v]${values.length > 1 ? '[]' : ''}=${encodeURIComponent(v)}`),
  ].join('&');

/** Persons with an e-mail and a phone, distinct by last name. */
async function persons(n: number): Promise<number[]> {
  const { rows } = await server.db.pool.query(
    `SELECT DISTINCT ON (last_name) id FROM persons WHERE email IS NOT NULL AND phone IS NOT NULL
      ORDER BY last_name, id LIMIT $1`,
    [n],
  );
  return rows.map((r) => r.id as number);
}

async function addMember(
  boardId: number,
  personId: number,
  o: { validFrom?: string; validTill?: string | null; title?: string; roleLevel?: number | null; level?: string } = {},
): Promise<number> {
  const { rows } = await server.db.pool.query(
    `INSERT INTO person_roles (person_id, type_id, approval_state_id, board_id, title, role_level, valid_from, valid_till, level_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, (SELECT id FROM person_role_levels WHERE code = $9)) RETURNING id`,
    [
      personId,
      PERSON_ROLE_TYPE.BOARD_MEMBER,
      APPROVAL_STATE.approved,
      boardId,
      o.title ?? 'člen',
      o.roleLevel ?? null,
      o.validFrom ?? '2020-01-01',
      o.validTill ?? null,
      o.level ?? null,
    ],
  );
  return rows[0].id;
}

const errorsByField = (body: { errors: { field: string; message: string }[] }) =>
  Object.fromEntries(body.errors.map((e) => [e.field, e.message]));

describe('POST /api/admin-zone/boards', () => {
  it('creates a board (201) with its links and audit columns', async () => {
    const res = await post({ name: '  Komise sportovců  ', validFrom: '2021-03-01' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.operationId).toBe('board.create');
    expect(body.data).toMatchObject({
      name: 'Komise sportovců',
      priority: 0,
      isExecutive: false,
      validFrom: '2021-03-01',
      validTill: null,
      isActive: true,
      memberCount: 0,
      editedDate: null,
      editedById: null,
    });
    expect(body.data.createdById).toBeGreaterThan(0);
    expect(body.links).toEqual([
      { operationId: 'api.admin.zone.board.update', method: 'PUT', href: `${BOARDS}/${body.data.id}` },
      { operationId: 'api.admin.zone.board.delete', method: 'DELETE', href: `${BOARDS}/${body.data.id}` },
      { operationId: 'api.admin.zone.board.member.list', method: 'GET', href: `${BOARDS}/${body.data.id}/members` },
    ]);
  });

  it('names every invalid field, in Czech by default', async () => {
    const before = (await server.db.pool.query('SELECT count(*)::int AS n FROM boards')).rows[0].n;
    const res = await post(
      { name: '   ', priority: 1.5, isExecutive: 'yes', validFrom: '2026-02-30', extra: 1 },
      'expert',
      'cs',
    );
    expect(res.statusCode).toBe(400);
    expect(errorsByField(res.json())).toEqual({
      name: 'Pole name je povinné',
      priority: 'Pole priority musí být celé číslo.',
      isExecutive: 'Pole isExecutive musí být ano, nebo ne.',
      validFrom: 'Pole validFrom musí být platné datum (RRRR-MM-DD).',
      extra: 'Pole extra není povoleno.',
    });
    const missing = await post({}, 'expert', 'en');
    expect(errorsByField(missing.json())).toEqual({
      name: 'The field name is required',
      validFrom: 'The field validFrom is required',
    });
    const range = await post(valid({ name: 'x'.repeat(201), priority: -1, validTill: 'never' }), 'expert', 'en');
    expect(errorsByField(range.json())).toEqual({
      name: 'The field name may have at most 200 characters.',
      priority: 'The field priority must be at least 0.',
      validTill: 'The field validTill must be a valid date (YYYY-MM-DD).',
    });
    const high = await post(valid({ priority: 1001 }), 'expert', 'en');
    expect(errorsByField(high.json())).toEqual({ priority: 'The field priority must be at most 1000.' });
    expect((await server.db.pool.query('SELECT count(*)::int AS n FROM boards')).rows[0].n).toBe(before);
  });

  it('refuses validTill before validFrom with the spec message (cs and en)', async () => {
    const bad = valid({ validFrom: '2027-01-01', validTill: '2026-12-31' });
    const cs = await post(bad, 'expert', 'cs');
    expect(cs.statusCode).toBe(400);
    expect(cs.json().errors).toEqual([{ field: 'validTill', message: 'Datum do je menší než datum od.' }]);
    const en = await post(bad, 'expert', 'en');
    expect(en.json().errors).toEqual([{ field: 'validTill', message: 'The date to is earlier than the date from.' }]);
    // The same day is a valid one-day range.
    expect((await post(valid({ validFrom: '2027-01-01', validTill: '2027-01-01' }))).statusCode).toBe(201);
  });
});

describe('GET, PUT and DELETE /api/admin-zone/boards/{id}', () => {
  it('answers a board with its links, and 404 for an unknown id', async () => {
    const board = await createBoard();
    const res = await server.request({ method: 'GET', url: `${BOARDS}/${board.id}`, as: 'expert' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ operationId: 'board.get', data: { id: board.id, name: board.name } });
    expect(res.json().links).toHaveLength(3);
    // A unit manager only reads boards: the member list is the only link it gets.
    const unit = await server.request({ method: 'GET', url: `${BOARDS}/${board.id}`, as: 'unit' });
    expect(unit.json().links.map((l: { operationId: string }) => l.operationId)).toEqual([
      'api.admin.zone.board.member.list',
    ]);
    const missing = await server.request({ method: 'GET', url: `${BOARDS}/99999999`, as: 'expert' });
    expect(missing.statusCode).toBe(404);
  });

  it('changes a board (202) and sets the edit audit columns', async () => {
    const board = await createBoard();
    const res = await server.request({
      method: 'PUT',
      url: `${BOARDS}/${board.id}`,
      as: 'expert',
      payload: valid({
        id: board.id,
        name: 'Komise přejmenovaná',
        priority: 7,
        isExecutive: true,
        validTill: '2020-12-31',
      }),
    });
    expect(res.statusCode).toBe(202);
    expect(res.json().operationId).toBe('board.update');
    expect(res.json().data).toMatchObject({
      id: board.id,
      name: 'Komise přejmenovaná',
      priority: 7,
      isExecutive: true,
      validTill: '2020-12-31',
      isActive: false,
    });
    expect(res.json().data.editedDate).not.toBeNull();
    expect(res.json().data.editedById).toBeGreaterThan(0);
  });

  it('refuses a body id other than the path id (400 on id), and 404 for an unknown board', async () => {
    const board = await createBoard();
    const res = await server.request({
      method: 'PUT',
      url: `${BOARDS}/${board.id}`,
      as: 'expert',
      payload: valid({ id: board.id + 1 }),
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      {
        field: 'id',
        message: `The id in the body (${board.id + 1}) does not match the id in the address (${board.id}).`,
      },
    ]);
    const unknown = await server.request({
      method: 'PUT',
      url: `${BOARDS}/99999999`,
      as: 'expert',
      payload: valid({ id: 99999999 }),
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('deletes a board (202, then 404)', async () => {
    const board = await createBoard();
    const del = await server.request({ method: 'DELETE', url: `${BOARDS}/${board.id}`, as: 'expert' });
    expect(del.statusCode).toBe(202);
    expect(del.body).toBe('');
    const again = await server.request({ method: 'DELETE', url: `${BOARDS}/${board.id}`, as: 'expert' });
    expect(again.statusCode).toBe(404);
    expect((await server.request({ method: 'GET', url: `${BOARDS}/${board.id}`, as: 'expert' })).statusCode).toBe(404);
  });

  it('refuses to delete a board that has members, even past ones (409 in_use), deleting nothing', async () => {
    const board = await createBoard();
    const [person] = await persons(1);
    const role = await addMember(board.id, person!, { validFrom: '2010-01-01', validTill: '2011-01-01' });
    const res = await server.request({
      method: 'DELETE',
      url: `${BOARDS}/${board.id}`,
      as: 'expert',
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'in_use', title: 'The record cannot be deleted because it is in use.' });
    expect((await server.db.pool.query('SELECT 1 FROM boards WHERE id = $1', [board.id])).rowCount).toBe(1);
    expect((await server.db.pool.query('SELECT 1 FROM person_roles WHERE id = $1', [role])).rowCount).toBe(1);
  });
});

describe('GET /api/admin-zone/boards (list convention)', () => {
  it('filters by each whitelisted field, sorts and pages', async () => {
    const tag = 'Seznamová';
    const a = await createBoard({ name: `${tag} A`, priority: 900, isExecutive: true, validFrom: '2015-01-01' });
    const b = await createBoard({ name: `${tag} B`, priority: 901, validFrom: '2016-01-01', validTill: '2017-12-31' });
    const c = await createBoard({ name: `${tag} C`, priority: 901, validFrom: '2099-01-01' });
    const [p1, p2, p3] = await persons(3);
    await addMember(a.id, p1!);
    await addMember(a.id, p2!);
    await addMember(a.id, p3!, { validFrom: '2010-01-01', validTill: '2011-01-01' });
    const named = f('name', 'valuesLike', 'seznamova');
    const ids = (body: { data: { id: number }[] }) => body.data.map((x) => x.id);

    // Default sort priority, name; memberCount counts current members only.
    const all = await list(named);
    expect(all.total).toBe(3);
    expect(ids(all)).toEqual([a.id, b.id, c.id]);
    expect(all.data[0]).toMatchObject({ memberCount: 2, isActive: true, isExecutive: true });
    expect(all.data.map((x: { isActive: boolean }) => x.isActive)).toEqual([true, false, false]);

    expect(ids(await list(`${named}&${f('isActive', 'valuesEqual', 'true')}`))).toEqual([a.id]);
    expect(ids(await list(`${named}&${f('isActive', 'valuesEqual', 'false')}`))).toEqual([b.id, c.id]);
    expect(ids(await list(`${named}&${f('isExecutive', 'valuesEqual', 'true')}`))).toEqual([a.id]);
    expect(ids(await list(`${named}&${f('priority', 'valuesEqual', '901')}`))).toEqual([b.id, c.id]);
    expect(ids(await list(`${named}&${f('priority', 'valueLowerOrEqual', '900')}`))).toEqual([a.id]);
    expect(
      ids(await list(`${named}&fields[validFrom][o]=valueDateRange&fields[validFrom][v][from]=2016-01-01`)),
    ).toEqual([b.id, c.id]);
    expect(ids(await list(`${named}&${f('validTill', 'valueNotNull')}`))).toEqual([b.id]);
    expect(ids(await list(`${named}&${f('validTill', 'valueNull')}`))).toEqual([a.id, c.id]);

    expect(ids(await list(`${named}&sort=-name`))).toEqual([c.id, b.id, a.id]);
    expect(ids(await list(`${named}&sort=name`))).toEqual([a.id, b.id, c.id]);
    expect(ids(await list(`${named}&sort=-priority,-name`))).toEqual([c.id, b.id, a.id]);
    expect(ids(await list(`${named}&sort=-validFrom`))).toEqual([c.id, b.id, a.id]);
    expect(ids(await list(`${named}&sort=validTill,id`))).toEqual([b.id, a.id, c.id]);
    expect(ids(await list(`${named}&sort=-id`))).toEqual([c.id, b.id, a.id]);

    const page = await list(`${named}&limit=1&offset=1`);
    expect(page).toMatchObject({ limit: 1, offset: 1, total: 3 });
    expect(ids(page)).toEqual([b.id]);
  });

  it('refuses a field, sort or value outside the whitelist (400 naming it)', async () => {
    const unknown = await list(f('createdById', 'valuesEqual', '1'), 400);
    expect(unknown.errors).toEqual([
      { field: 'fields[createdById]', message: 'The list cannot be filtered by createdById.' },
    ]);
    const byId = await list(f('id', 'valuesEqual', '1'), 400);
    expect(byId.errors[0].field).toBe('fields[id]');
    const sort = await list('sort=memberCount', 400);
    expect(sort.errors).toEqual([{ field: 'sort', message: 'The list cannot be sorted by memberCount.' }]);
    const bad = await list(f('isActive', 'valuesEqual', 'maybe'), 400);
    expect(bad.errors[0].field).toBe('fields[isActive]');
    const op = await list(f('isActive', 'valueNull'), 400);
    expect(op.errors[0].field).toBe('fields[isActive]');
  });
});

describe('GET /api/admin-zone/boards/{id}/members', () => {
  it('lists current members first, then by validFrom descending and name, with the member fields', async () => {
    const board = await createBoard({ name: 'Komise členů' });
    const [p1, p2, p3, p4] = await persons(4);
    const names = new Map<number, string>(
      (await server.db.pool.query('SELECT id, last_name FROM persons WHERE id = ANY($1)', [[p1, p2, p3, p4]])).rows.map(
        (r) => [r.id, r.last_name],
      ),
    );
    const past = await addMember(board.id, p1!, { validFrom: '2012-01-01', validTill: '2013-01-01' });
    const older = await addMember(board.id, p2!, { validFrom: '2019-01-01', level: 'BOARD_CHAIR', roleLevel: 1 });
    // Two current members from the same day: by last name (persons() gives them sorted).
    const sameDayA = await addMember(board.id, p3!, { validFrom: '2021-05-01' });
    const sameDayB = await addMember(board.id, p4!, { validFrom: '2021-05-01' });
    expect(names.get(p3!)! <= names.get(p4!)!).toBe(true);

    const res = await server.request({ method: 'GET', url: `${BOARDS}/${board.id}/members`, as: 'unit' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 4, offset: 0, limit: 4 });
    expect(body.data.map((m: { id: number }) => m.id)).toEqual([sameDayA, sameDayB, older, past]);
    expect(body.data.map((m: { isActive: boolean }) => m.isActive)).toEqual([true, true, true, false]);
    const chair = body.data[2];
    expect(Object.keys(chair).sort()).toEqual(
      [
        'id',
        'personId',
        'boardId',
        'registrationNumber',
        'firstName',
        'lastName',
        'title',
        'birthDate',
        'sexId',
        'nationalityId',
        'email',
        'phone',
        'isContactPublic',
        'note',
        'validFrom',
        'validTill',
        'isActive',
        'typeId',
        'personRoleTypeId',
        'levelId',
        'personRoleLevel',
        'roleLevel',
        'approvalStateId',
        'photoUrl',
      ].sort(),
    );
    expect(chair).toMatchObject({
      personId: p2,
      boardId: board.id,
      typeId: PERSON_ROLE_TYPE.BOARD_MEMBER,
      personRoleTypeId: PERSON_ROLE_TYPE.BOARD_MEMBER,
      personRoleLevel: 'BOARD_CHAIR',
      roleLevel: 1,
      approvalStateId: APPROVAL_STATE.approved,
      lastName: names.get(p2!),
    });
    expect(chair.email).toBeTruthy();
  });

  it('answers an empty list for a board without members and 404 for an unknown board', async () => {
    const board = await createBoard();
    const empty = await server.request({ method: 'GET', url: `${BOARDS}/${board.id}/members`, as: 'expert' });
    expect(empty.json()).toEqual({ data: [], limit: 0, offset: 0, total: 0 });
    const missing = await server.request({ method: 'GET', url: `${BOARDS}/99999999/members`, as: 'expert' });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses a parameter other than format, naming it, as the paged lists do', async () => {
    const board = await createBoard();
    const res = await server.request({
      method: 'GET',
      url: `${BOARDS}/${board.id}/members?limit=5`,
      as: 'expert',
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'limit', message: 'The parameter limit is not allowed.' }]);
  });
});

describe('GET /api/public-zone/boards', () => {
  it('shows boards valid today with their current members, and only what may be public', async () => {
    const active = await createBoard({ name: 'Veřejná komise', priority: 0, isExecutive: true });
    const ended = await createBoard({ name: 'Skončená komise', validFrom: '2010-01-01', validTill: '2012-12-31' });
    const future = await createBoard({ name: 'Budoucí komise', validFrom: '2099-01-01' });
    const [pub, priv, chair, gone] = await persons(4);
    await server.db.pool.query('UPDATE persons SET is_contact_public = (id = $1) WHERE id = ANY($2)', [
      pub,
      [pub, priv, chair, gone],
    ]);
    await addMember(active.id, pub!, { title: 'člen' });
    await addMember(active.id, priv!, { title: 'člen' });
    await addMember(active.id, chair!, { title: 'předseda', roleLevel: 1 });
    await addMember(active.id, gone!, { validFrom: '2015-01-01', validTill: '2016-01-01' });
    await addMember(ended.id, pub!, { validFrom: '2010-01-01', validTill: '2012-12-31' });

    const res = await server.request({ method: 'GET', url: '/api/public-zone/boards' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const boards = res.json().data as {
      id: number;
      priority: number;
      name: string;
      members: Record<string, unknown>[];
    }[];
    const ids = boards.map((b) => b.id);
    expect(ids).toContain(active.id);
    expect(ids).not.toContain(ended.id);
    expect(ids).not.toContain(future.id);
    // Ordered by priority, then name.
    const order = [...boards].sort((x, y) => x.priority - y.priority || x.name.localeCompare(y.name, 'cs'));
    expect(boards.map((b) => b.priority)).toEqual(order.map((b) => b.priority));
    for (const b of boards)
      expect(Object.keys(b).sort()).toEqual(
        ['id', 'name', 'priority', 'isExecutive', 'validFrom', 'validTill', 'members'].sort(),
      );

    const board = boards.find((b) => b.id === active.id)!;
    const { rows } = await server.db.pool.query('SELECT id, last_name, email, phone FROM persons WHERE id = ANY($1)', [
      [pub, priv, chair],
    ]);
    const person = new Map(rows.map((r) => [r.id as number, r]));
    // The chair (role level 1) first, then the others by last name; the ended member is absent.
    const rest = [pub!, priv!].sort((x, y) => (person.get(x).last_name < person.get(y).last_name ? -1 : 1));
    expect(board.members.map((m) => m.lastName)).toEqual([chair!, ...rest].map((id) => person.get(id).last_name));
    for (const m of board.members) {
      expect(Object.keys(m).sort()).toEqual(
        ['firstName', 'lastName', 'title', 'photoUrl', 'email', 'phone', 'validFrom', 'validTill'].sort(),
      );
    }
    const memberOf = (id: number) => board.members.find((m) => m.lastName === person.get(id).last_name)!;
    expect(memberOf(pub!)).toMatchObject({ email: person.get(pub!).email, phone: person.get(pub!).phone });
    expect(memberOf(priv!)).toMatchObject({ email: null, phone: null });
    expect(memberOf(chair!)).toMatchObject({ email: null, phone: null, title: 'předseda' });
    expect(res.body).not.toContain('birthDate');
    expect(res.body).not.toContain('registrationNumber');
    expect(res.body).not.toContain('personId');
  });
});

describe('access', () => {
  /** A signed-in user holding one admin role type (3 read-only office, 4 union commission). */
  async function tokenOfRole(roleTypeId: number, userName: string) {
    const { pool } = server.db;
    const hash = (await pool.query(`SELECT password_hash FROM users WHERE user_name = 'admin@fedra.test'`)).rows[0]
      .password_hash;
    const user = (
      await pool.query(
        `INSERT INTO users (user_name, password_hash, first_name, last_name, email)
         VALUES ($1, $2, 'Čtenář', 'Komise', $1) RETURNING id`,
        [userName, hash],
      )
    ).rows[0].id;
    await pool.query('INSERT INTO user_roles (user_id, role_type_id) VALUES ($1, $2)', [user, roleTypeId]);
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { userName, password: 'Fedra-demo-2026' },
    });
    return login.json().access_token as string;
  }

  it('refuses club managers, members and anonymous callers every admin call', async () => {
    const board = await createBoard();
    const calls = [
      { method: 'GET', url: BOARDS },
      { method: 'GET', url: `${BOARDS}/${board.id}` },
      { method: 'GET', url: `${BOARDS}/${board.id}/members` },
      { method: 'POST', url: BOARDS, payload: valid() },
      { method: 'PUT', url: `${BOARDS}/${board.id}`, payload: valid({ id: board.id }) },
      { method: 'DELETE', url: `${BOARDS}/${board.id}` },
    ] as const;
    for (const call of calls) {
      expect((await server.request({ ...call })).statusCode, `${call.method} ${call.url}`).toBe(401);
      for (const as of ['club', 'clubro', 'member'] as const) {
        expect((await server.request({ ...call, as })).statusCode, `${call.method} ${call.url} as ${as}`).toBe(403);
      }
    }
    expect((await server.db.pool.query('SELECT 1 FROM boards WHERE id = $1', [board.id])).rowCount).toBe(1);
  });

  it('lets a unit manager read boards but not write them (403)', async () => {
    const board = await createBoard();
    expect((await list('limit=1', 200, 'unit')).data).toHaveLength(1);
    expect((await post(valid(), 'unit')).statusCode).toBe(403);
    const put = await server.request({
      method: 'PUT',
      url: `${BOARDS}/${board.id}`,
      as: 'unit',
      payload: valid({ id: board.id }),
    });
    expect(put.statusCode).toBe(403);
    expect((await server.request({ method: 'DELETE', url: `${BOARDS}/${board.id}`, as: 'unit' })).statusCode).toBe(403);
  });

  it('lets the read-only office and the union commission read, and refuses their writes', async () => {
    const board = await createBoard();
    for (const [type, name] of [
      [3, 'ro-office@fedra.test'],
      [4, 'union@fedra.test'],
    ] as const) {
      const token = await tokenOfRole(type, name);
      expect((await server.request({ method: 'GET', url: BOARDS, token })).statusCode, name).toBe(200);
      const members = await server.request({ method: 'GET', url: `${BOARDS}/${board.id}/members`, token });
      expect(members.statusCode, name).toBe(200);
      const get = await server.request({ method: 'GET', url: `${BOARDS}/${board.id}`, token });
      expect(get.json().links.map((l: { operationId: string }) => l.operationId)).toEqual([
        'api.admin.zone.board.member.list',
      ]);
      const write = await server.request({ method: 'POST', url: BOARDS, token, payload: valid() });
      expect(write.statusCode, name).toBe(403);
      // The read-only office is refused as read-only; the union commission lacks the permission.
      expect(write.json().code, name).toBe(type === 3 ? 'read_only' : 'forbidden');
      const del = await server.request({ method: 'DELETE', url: `${BOARDS}/${board.id}`, token });
      expect(del.statusCode, name).toBe(403);
    }
  });
});

describe('module switch', () => {
  const off = useTestServer({ MODULES: 'tournament' });

  it('answers 404 for every board call when the board module is off', async () => {
    const calls = [
      { method: 'GET', url: '/api/public-zone/boards' },
      { method: 'GET', url: BOARDS },
      { method: 'GET', url: `${BOARDS}/1` },
      { method: 'GET', url: `${BOARDS}/1/members` },
      { method: 'POST', url: BOARDS, payload: valid() },
      { method: 'PUT', url: `${BOARDS}/1`, payload: valid({ id: 1 }) },
      { method: 'DELETE', url: `${BOARDS}/1` },
    ] as const;
    for (const call of calls) {
      for (const as of ['admin', undefined] as const) {
        const res = await off.request({ ...call, ...(as ? { as } : {}) });
        expect(res.statusCode, `${call.method} ${call.url} as ${as ?? 'anonymous'}`).toBe(404);
        expect(res.json().code).toBe('route_not_found');
      }
    }
  });
});
