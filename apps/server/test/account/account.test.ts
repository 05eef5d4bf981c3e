// The logged user (me/new) for every demo role, and the club switch.
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/demo/seed';
import { type DemoUser, useTestServer } from '../test-server';

const server = useTestServer();
const me = async (as: DemoUser) => {
  const res = await server.request({ method: 'GET', url: '/api/account/me/new', as });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('GET /api/account/me/new', () => {
  it('answers the envelope with the user of each role and the zones it may enter', async () => {
    const expected: Record<DemoUser, { roles: string[]; zones: string[] }> = {
      admin: { roles: ['Administrator'], zones: ['admin', 'public'] },
      expert: { roles: ['AdminExpertCommission'], zones: ['admin', 'public'] },
      unit: { roles: ['FedUnitManager'], zones: ['admin', 'public'] },
      club: { roles: ['ClubManager', 'ClubManager'], zones: ['club', 'public'] },
      clubro: { roles: ['ClubManagerReadOnly'], zones: ['club', 'public'] },
      member: { roles: ['PersonalMember'], zones: ['personal', 'public'] },
    };
    for (const [user, want] of Object.entries(expected) as [DemoUser, (typeof expected)[DemoUser]][]) {
      const body = await me(user);
      expect(body.operationId).toBe('account.me');
      expect(Array.isArray(body.links)).toBe(true);
      expect(
        body.data.roles.map((r: { userRole: string }) => r.userRole),
        user,
      ).toEqual(want.roles);
      expect(body.data.zones, user).toEqual(want.zones);
      expect(body.data.initials).toMatch(/^[A-ZÁ-Ž]{2}$/u);
      expect(body.data.isSuperAdmin).toBe(user === 'admin');
    }
  });

  it('gives a federation-unit manager its unit claim with the unit name', async () => {
    const { data } = await me('unit');
    expect(data.roles[0]).toMatchObject({
      userRole: 'FedUnitManager',
      isRequiredFedUnit: true,
      hasMultipleClaims: false,
    });
    expect(data.roles[0].claims[0]).toMatchObject({ claimType: 'federationUnit', objectId: 1, isPermission: false });
    expect(data.roles[0].claims[0].objectName).toMatch(/svaz/);
    expect(data.permissions).toContain('api.admin.zone.person.list');
    expect(data.permissions).not.toContain('access.admin.cms');
  });

  it('gives a club manager both club roles with club names, and the current club', async () => {
    const { data } = await me('club');
    expect(data.rolesByClaims).toHaveLength(2);
    for (const r of data.rolesByClaims) expect(r).toMatchObject({ userRole: 'ClubManager', claimType: 'club' });
    expect(data.rolesByClaims.map((r: { objectName: string }) => typeof r.objectName)).toEqual(['string', 'string']);
    expect(data.currentClub.id).toBe(data.currentClubId);
    expect(data.rolesByClaims.map((r: { objectId: number }) => r.objectId)).toContain(data.currentClubId);
    expect(data.permissions).toContain('api.club.zone.club.list');
  });

  it('marks the read-only club role and gives a member the assigned person', async () => {
    expect((await me('clubro')).data.roles[0].isReadOnly).toBe(true);
    const member = (await me('member')).data;
    expect(member.assignPerson).toMatchObject({ id: member.assignPersonId });
    expect(member.assignPerson.registrationNumber).toMatch(/^[A-Z]{3} \d{3}-\d{3}$/);
  });
});

describe('the assigned person of me/new', () => {
  it('says whether the person is a referee (a referee role today, or journal entries): the journal is offered then', async () => {
    const person = (await me('member')).data.assignPerson;
    expect(person.isReferee).toBe(true);
    await server.db.pool.query('DELETE FROM referee_journal_entries WHERE person_id = $1', [person.id]);
    await server.db.pool.query(
      `DELETE FROM person_roles r USING person_role_types t WHERE t.id = r.type_id AND t.is_referee AND r.person_id = $1`,
      [person.id],
    );
    expect((await me('member')).data.assignPerson.isReferee).toBe(false);
  });
});

describe('POST /api/account/current-club/{clubId}', () => {
  const switchTo = (clubId: number | string, as: DemoUser = 'club') =>
    server.request({ method: 'POST', url: `/api/account/current-club/${clubId}`, as });

  it('switches to another managed club (202) and me/new shows it', async () => {
    const before = (await me('club')).data;
    const other = before.rolesByClaims
      .map((r: { objectId: number }) => r.objectId)
      .find((id: number) => id !== before.currentClubId);
    const res = await switchTo(other);
    expect(res.statusCode).toBe(202);
    expect(res.body).toBe('');
    const after = (await me('club')).data;
    expect(after.currentClubId).toBe(other);
    expect(after.currentClub.id).toBe(other);
    // Club-zone rows follow the switch.
    const clubs = await server.request({ method: 'GET', url: '/api/club-zone/clubs/simple', as: 'club' });
    expect(clubs.json().data.map((c: { id: number }) => c.id)).toEqual([other]);
    await switchTo(before.currentClubId);
  });

  it('switches the club of this session only: another open browser keeps its club, a new sign-in starts at the last one', async () => {
    const signIn = async () =>
      (
        await server.request({
          method: 'POST',
          url: '/api/account/login',
          payload: { userName: 'club@fedra.test', password: DEMO_PASSWORD },
        })
      ).json() as { access_token: string; refresh_token: string };
    const meOf = async (token: string) =>
      (await server.request({ method: 'GET', url: '/api/account/me/new', token })).json().data as {
        currentClubId: number;
        rolesByClaims: { objectId: number }[];
      };
    const [a, b] = [await signIn(), await signIn()];
    const start = (await meOf(a.access_token)).currentClubId;
    const other = (await meOf(a.access_token)).rolesByClaims.map((r) => r.objectId).find((id) => id !== start)!;
    const res = await server.request({
      method: 'POST',
      url: `/api/account/current-club/${other}`,
      token: a.access_token,
    });
    expect(res.statusCode).toBe(202);
    expect((await meOf(a.access_token)).currentClubId).toBe(other);
    expect((await meOf(b.access_token)).currentClubId).toBe(start);
    // The club-zone rows of the other browser stay those of its club.
    const rowsB = await server.request({ method: 'GET', url: '/api/club-zone/clubs/simple', token: b.access_token });
    expect(rowsB.json().data.map((c: { id: number }) => c.id)).toEqual([start]);
    // A refreshed token keeps its session's club.
    const refreshed = await server.request({
      method: 'POST',
      url: '/api/account/refresh',
      payload: { refresh_token: a.refresh_token },
    });
    expect((await meOf(refreshed.json().access_token)).currentClubId).toBe(other);
    // A new sign-in starts where the user left off.
    expect((await meOf((await signIn()).access_token)).currentClubId).toBe(other);
    await server.request({ method: 'POST', url: `/api/account/current-club/${start}`, token: a.access_token });
  });

  it('refuses a club the user does not manage (403), an unknown club (404) and a bad id (400)', async () => {
    const { rows } = await server.db.pool.query('SELECT max(id) AS id FROM clubs');
    const managed = (await me('club')).data.rolesByClaims.map((r: { objectId: number }) => r.objectId);
    const notMine = (await server.db.pool.query('SELECT id FROM clubs WHERE NOT id = ANY($1) LIMIT 1', [managed]))
      .rows[0].id;
    expect((await switchTo(notMine)).statusCode).toBe(403);
    expect((await switchTo(notMine)).json().code).toBe('not_club_manager');
    expect((await switchTo(rows[0].id + 1000)).statusCode).toBe(404);
    expect((await switchTo('abc')).statusCode).toBe(400);
    expect((await switchTo(notMine, 'admin')).statusCode).toBe(403);
    const anonymous = await server.request({ method: 'POST', url: `/api/account/current-club/${notMine}` });
    expect(anonymous.statusCode).toBe(401);
  });
});
