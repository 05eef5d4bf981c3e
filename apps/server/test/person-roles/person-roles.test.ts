// Person-role writes: success, every validation rule, scope (cross-unit), and nothing half-written.
import { describe, expect, it } from 'vitest';
import { APPROVAL_STATE, PERSON_ROLE_TYPE } from '../../src/db/reference-ids';
import { type DemoUser, useTestServer } from '../test-server';

const server = useTestServer();

const personOfUnit = async (unit: number) =>
  (await server.db.pool.query('SELECT id FROM persons WHERE federation_unit_id = $1 ORDER BY id LIMIT 1', [unit]))
    .rows[0].id as number;
const clubOfUnit = async (unit: number) =>
  (await server.db.pool.query('SELECT id FROM clubs WHERE federation_unit_id = $1 ORDER BY id LIMIT 1', [unit])).rows[0]
    .id as number;
const roleCount = async () =>
  (await server.db.pool.query('SELECT count(*)::int AS n FROM person_roles')).rows[0].n as number;

const post = (payload: unknown, as: DemoUser = 'expert', lang = 'en') =>
  server.request({
    method: 'POST',
    url: '/api/admin-zone/person-roles',
    as,
    payload: payload as object,
    headers: { 'accept-language': lang },
  });

async function validRole(unit = 1) {
  return {
    personId: await personOfUnit(unit),
    typeId: PERSON_ROLE_TYPE.COACH,
    clubId: await clubOfUnit(unit),
    approvalStateId: APPROVAL_STATE.approved,
    validFrom: '2026-07-01',
    validTill: '2027-06-30',
    note: 'Trenér mládeže',
  };
}

describe('POST /api/admin-zone/person-roles', () => {
  it('creates a role (201) and answers it with its links', async () => {
    const res = await post(await validRole());
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.operationId).toBe('person.role.create');
    expect(body.data).toMatchObject({
      typeId: PERSON_ROLE_TYPE.COACH,
      note: 'Trenér mládeže',
      validFrom: '2026-07-01',
      approvalStateIsDraft: false,
    });
    expect(body.data.clubName).toBeTruthy();
    expect(body.data.typeName).toBe('Coach');
    expect(body.links.map((l: { operationId: string }) => l.operationId)).toEqual([
      'api.admin.zone.person.role.update',
      'api.admin.zone.person.role.delete',
    ]);
    const row = (await server.db.pool.query('SELECT created_by_id FROM person_roles WHERE id = $1', [body.data.id]))
      .rows[0];
    expect(row.created_by_id).toBeGreaterThan(0);
  });

  it('names every missing or invalid field, in Czech by default', async () => {
    const before = await roleCount();
    const res = await post({ validFrom: 'yesterday', frequency: 'often', extra: 1 }, 'expert', 'cs');
    expect(res.statusCode).toBe(400);
    const byField = Object.fromEntries(
      res.json().errors.map((e: { field: string; message: string }) => [e.field, e.message]),
    );
    expect(byField).toMatchObject({
      personId: 'Pole personId je povinné',
      typeId: 'Pole typeId je povinné',
      approvalStateId: 'Pole approvalStateId je povinné',
      validFrom: 'Pole validFrom musí být platné datum (RRRR-MM-DD).',
      frequency: 'Pole frequency musí být celé číslo.',
      extra: 'Pole extra není povoleno.',
    });
    expect(await roleCount()).toBe(before);
  });

  it('refuses validTill before validFrom with the spec message', async () => {
    const res = await post(
      { ...(await validRole()), validFrom: '2027-01-01', validTill: '2026-01-01' },
      'expert',
      'cs',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'validTill', message: 'Datum do je menší než datum od.' }]);
  });

  it('names each reference that does not exist, and requires a club for club roles', async () => {
    const before = await roleCount();
    const res = await post({
      ...(await validRole()),
      personId: 99999999,
      clubId: 88888888,
      seasonId: 77777,
      levelId: 66666,
    });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['clubId', 'levelId', 'personId', 'seasonId']);
    const noClub = await post({ ...(await validRole()), typeId: PERSON_ROLE_TYPE.CLUB_MEMBER, clubId: null });
    expect(noClub.json().errors).toEqual([{ field: 'clubId', message: 'This role type needs a club.' }]);
    const board = await post({ ...(await validRole()), typeId: PERSON_ROLE_TYPE.BOARD_MEMBER, clubId: null });
    expect(board.json().errors).toEqual([{ field: 'boardId', message: 'A board member needs a board.' }]);
    expect(await roleCount()).toBe(before);
  });

  it('lets a federation-unit manager write in its unit and denies other units (403)', async () => {
    expect((await post(await validRole(1), 'unit')).statusCode).toBe(201);
    const otherPerson = await post({ ...(await validRole(1)), personId: await personOfUnit(2) }, 'unit');
    expect(otherPerson.statusCode).toBe(403);
    const otherClub = await post({ ...(await validRole(1)), clubId: await clubOfUnit(3) }, 'unit');
    expect(otherClub.statusCode).toBe(403);
  });
});

describe('PUT and DELETE /api/admin-zone/person-roles/{id}', () => {
  it('changes a role (202) and removes it (202, then 404)', async () => {
    const created = (await post(await validRole())).json().data;
    const put = await server.request({
      method: 'PUT',
      url: `/api/admin-zone/person-roles/${created.id}`,
      as: 'expert',
      payload: { ...(await validRole()), id: created.id, note: 'Hlavní trenér', approvalStateId: APPROVAL_STATE.draft },
    });
    expect(put.statusCode).toBe(202);
    expect(put.json().data).toMatchObject({ id: created.id, note: 'Hlavní trenér', approvalStateIsDraft: true });
    expect(put.json().data.editedDate).not.toBeNull();
    const del = await server.request({
      method: 'DELETE',
      url: `/api/admin-zone/person-roles/${created.id}`,
      as: 'expert',
    });
    expect(del.statusCode).toBe(202);
    const again = await server.request({
      method: 'DELETE',
      url: `/api/admin-zone/person-roles/${created.id}`,
      as: 'expert',
    });
    expect(again.statusCode).toBe(404);
  });

  it('refuses an id in the body that differs from the path', async () => {
    const created = (await post(await validRole())).json().data;
    const res = await server.request({
      method: 'PUT',
      url: `/api/admin-zone/person-roles/${created.id}`,
      as: 'expert',
      payload: { ...(await validRole()), id: created.id + 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('id');
  });

  it('denies a federation-unit manager the roles of persons in other units', async () => {
    const foreign = (
      await server.db.pool.query(
        'SELECT r.id FROM person_roles r JOIN persons p ON p.id = r.person_id WHERE p.federation_unit_id = 2 LIMIT 1',
      )
    ).rows[0].id as number;
    const del = await server.request({ method: 'DELETE', url: `/api/admin-zone/person-roles/${foreign}`, as: 'unit' });
    expect(del.statusCode).toBe(403);
    const put = await server.request({
      method: 'PUT',
      url: `/api/admin-zone/person-roles/${foreign}`,
      as: 'unit',
      payload: { ...(await validRole(1)), id: foreign },
    });
    expect(put.statusCode).toBe(403);
    expect((await server.db.pool.query('SELECT 1 FROM person_roles WHERE id = $1', [foreign])).rowCount).toBe(1);
  });

  it('denies read-only and club roles any write', async () => {
    for (const as of ['clubro', 'club', 'member'] as const) {
      const res = await post(await validRole(), as);
      expect(res.statusCode, as).toBe(403);
    }
  });
});

describe('read-only roles', () => {
  it('refuse writes even when a permission claim grants the action', async () => {
    const { pool } = server.db;
    const hash = (await pool.query(`SELECT password_hash FROM users WHERE user_name = 'admin@fedra.test'`)).rows[0]
      .password_hash;
    const user = (
      await pool.query(
        `INSERT INTO users (user_name, password_hash, first_name, last_name, email)
         VALUES ('readonly@fedra.test', $1, 'Čtenář', 'Komise', 'readonly@fedra.test') RETURNING id`,
        [hash],
      )
    ).rows[0].id;
    const role = (
      await pool.query(`INSERT INTO user_roles (user_id, role_type_id) VALUES ($1, 3) RETURNING id`, [user])
    ).rows[0].id;
    await pool.query(
      `INSERT INTO user_role_claims (user_role_id, claim_type, is_permission) VALUES ($1, 'api.admin.zone.person.role.create', true)`,
      [role],
    );
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { userName: 'readonly@fedra.test', password: 'Fedra-demo-2026' },
    });
    const token = login.json().access_token;
    const list = await server.request({ method: 'GET', url: '/api/admin-zone/people/simple?limit=1', token });
    expect(list.statusCode).toBe(200);
    const write = await server.request({
      method: 'POST',
      url: '/api/admin-zone/person-roles',
      token,
      payload: await validRole(),
    });
    expect(write.statusCode).toBe(403);
    expect(write.json().code).toBe('read_only');
  });
});
