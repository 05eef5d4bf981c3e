// League teams, competition membership and rosters through HTTP on real PostgreSQL: the team CRUD
// and its checks, who plays which competition (and leaving it with or without played matches), the
// whole-roster save of the office and of a club manager (own teams, own members), each zone's
// reading, the denials, the frozen league and the cascade of a deleted team.
import { MATCH_STATE } from '@fedra/contract';
import { describe, expect, it } from 'vitest';
import { TEST_DAY } from '../database';
import { type DemoUser, useTestServer } from '../test-server';
import { applicationFixtures } from '../tournament-application-fixtures';
import { leagueFixtures } from './league-fixtures';

const server = useTestServer();

type Caller = DemoUser | 'anonymous';
type Problem = { code: string; errors: { field?: string; message: string }[] };

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, as: Caller, payload?: object, lang = 'cs') {
  return server.request({
    method,
    url,
    ...(as === 'anonymous' ? {} : { as }),
    ...(payload ? { payload } : {}),
    headers: { 'accept-language': lang },
  });
}
const problem = (res: { json(): unknown }) => res.json() as Problem;
const fields = (res: { json(): unknown }) => problem(res).errors.map((e) => e.field);

const ADMIN = '/api/admin-zone/leagues';
const CLUB = '/api/club-zone/leagues';
const PERSONAL = '/api/personal-zone/leagues';

const { one, league, competition, team, enter, rosterPerson, round, match } = leagueFixtures(server);
const { clubOf, membersOf } = applicationFixtures(server);

/** A club other than `clubId` and one of its members today who is not a member of `clubId`. */
async function outsider(clubId: number) {
  return one<{ personId: number; clubId: number }>(
    `SELECT r.person_id AS "personId", r.club_id AS "clubId" FROM person_roles r
      WHERE r.club_id <> $1 AND r.type_id = 1 AND r.valid_from <= ${TEST_DAY}
        AND (r.valid_till IS NULL OR r.valid_till >= ${TEST_DAY})
        AND NOT EXISTS (SELECT 1 FROM person_roles x WHERE x.person_id = r.person_id AND x.club_id = $1)
      ORDER BY r.person_id LIMIT 1`,
    [clubId],
  );
}

const rosterUrl = (zone: string, c: number, t: number) => `${zone}/competitions/${c}/teams/${t}/roster`;

describe('league teams', () => {
  it('creates, lists, reads, changes and deletes a team, checking name, club, e-mail and state', async () => {
    const l = await league();
    const club = await clubOf('club');
    const created = await call('POST', `${ADMIN}/${l}/teams`, 'expert', {
      name: 'Sokol A',
      clubId: club,
      address: 'Hala 1',
      contactEmail: 'a@sokol.test',
      stateId: 2,
    });
    expect(created.statusCode, created.body).toBe(201);
    const body = created.json();
    expect(body.data).toMatchObject({ name: 'Sokol A', clubId: club, stateId: 2, address: 'Hala 1', competitions: [] });
    expect(body.links.map((x: { operationId: string }) => x.operationId)).toEqual([
      'api.admin.zone.league.team.update',
      'api.admin.zone.league.team.delete',
    ]);
    const id = body.data.id as number;

    const same = await call('POST', `${ADMIN}/${l}/teams`, 'expert', { name: 'sokol a', clubId: club }, 'en');
    expect(same.statusCode).toBe(400);
    expect(fields(same)).toEqual(['name']);
    expect(problem(same).errors[0]!.message).toMatch(/already has a team named/);
    const bad = await call('POST', `${ADMIN}/${l}/teams`, 'expert', {
      name: '',
      clubId: 999999,
      contactEmail: 'nope',
      stateId: 99,
    });
    expect(bad.statusCode).toBe(400);
    expect(fields(bad).sort()).toEqual(['contactEmail', 'name']);
    const refs = await call('POST', `${ADMIN}/${l}/teams`, 'expert', { name: 'B', clubId: 999999, stateId: 99 });
    expect(refs.statusCode).toBe(400);
    expect(fields(refs).sort()).toEqual(['clubId', 'stateId']);
    const noClub = await call('POST', `${ADMIN}/${l}/teams`, 'expert', { name: 'B' });
    expect(fields(noClub)).toEqual(['clubId']);

    await team(l, 'Baník B', club);
    const c = await competition(l, { name: 'Muži' });
    await enter(c, id);
    const list = await call('GET', `${ADMIN}/${l}/teams`, 'expert');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.map((r: { name: string }) => r.name)).toEqual(['Baník B', 'Sokol A']);
    expect(list.json().data[1].competitions).toEqual([{ id: c, name: 'Muži' }]);
    const filtered = await call(
      'GET',
      `${CLUB}/${l}/teams?fields[name][o]=valuesLike&fields[name][v]=sok&sort=-name`,
      'clubro',
    );
    expect(filtered.json()).toMatchObject({ total: 1, data: [{ name: 'Sokol A', links: [] }] });
    const csv = await call('GET', `${ADMIN}/${l}/teams?format=csv`, 'expert');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Sokol A');

    const changed = await call('PUT', `${ADMIN}/teams/${id}`, 'expert', {
      name: 'Sokol Alfa',
      clubId: club,
      contactPhone: '+420 123',
    });
    expect(changed.statusCode, changed.body).toBe(202);
    expect(changed.json().data).toMatchObject({
      name: 'Sokol Alfa',
      address: null,
      contactPhone: '+420 123',
      stateId: 1,
    });
    const clash = await call('PUT', `${ADMIN}/teams/${id}`, 'expert', { name: 'BANÍK B', clubId: club });
    expect(fields(clash)).toEqual(['name']);

    const read = await call('GET', `${PERSONAL}/teams/${id}`, 'member');
    expect(read.json()).toMatchObject({ links: [], data: { competitions: [{ id: c, name: 'Muži', rosterCount: 0 }] } });

    expect((await call('DELETE', `${ADMIN}/teams/${id}`, 'expert')).statusCode).toBe(202);
    expect((await call('GET', `${ADMIN}/teams/${id}`, 'expert')).statusCode).toBe(404);
  });

  it('deletes a team with its memberships, rosters and matches (cascade)', async () => {
    const l = await league();
    const c = await competition(l);
    const a = await team(l, 'A');
    const b = await team(l, 'B');
    await enter(c, a);
    await enter(c, b);
    const [p] = await membersOf(await clubOf('club'), 1);
    await rosterPerson(c, a, p!);
    const r = await round(c, 1);
    await match(c, r, a, b, { stateId: MATCH_STATE.published });
    // A published match is a played result: the first ask is refused, the confirmed one deletes.
    expect((await call('DELETE', `${ADMIN}/teams/${a}`, 'admin')).statusCode).toBe(409);
    expect((await call('DELETE', `${ADMIN}/teams/${a}?withResults=true`, 'admin')).statusCode).toBe(202);
    const left = await one<{ m: number; e: number; ct: number }>(
      `SELECT (SELECT count(*)::int FROM league_matches WHERE competition_id = $1) AS m,
              (SELECT count(*)::int FROM league_roster_entries WHERE competition_id = $1) AS e,
              (SELECT count(*)::int FROM league_competition_teams WHERE competition_id = $1) AS ct`,
      [c],
    );
    expect(left).toEqual({ m: 0, e: 0, ct: 1 });
  });

  it('refuses writes in a cancelled league (409, no links) and hides draft leagues from members', async () => {
    const l = await league({ stateId: 1 });
    const t = await team(l, 'A');
    expect((await call('GET', `${PERSONAL}/teams/${t}`, 'member')).statusCode).toBe(404);
    expect((await call('GET', `${PERSONAL}/${l}/teams`, 'member')).statusCode).toBe(404);
    const closed = await league({ stateId: 5 });
    const ct = await team(closed, 'A');
    const res = await call('PUT', `${ADMIN}/teams/${ct}`, 'expert', { name: 'B', clubId: await clubOf('club') });
    expect(res.statusCode).toBe(409);
    expect((await call('GET', `${ADMIN}/teams/${ct}`, 'expert')).json().links).toEqual([]);
  });
});

describe('competition membership', () => {
  it('adds league teams to a competition, refuses others and twice, lists them with roster counts', async () => {
    const l = await league();
    const c = await competition(l);
    const a = await team(l, 'A');
    const foreign = await team(await league(), 'X');
    const added = await call('POST', `${ADMIN}/competitions/${c}/teams`, 'expert', { teamId: a });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().data.teams).toMatchObject([{ teamId: a, rosterCount: 0 }]);
    expect(added.json().links.map((x: { operationId: string }) => x.operationId)).toEqual([
      'api.admin.zone.league.team.update',
    ]);
    const twice = await call('POST', `${ADMIN}/competitions/${c}/teams`, 'expert', { teamId: a });
    expect(twice.statusCode).toBe(409);
    const other = await call('POST', `${ADMIN}/competitions/${c}/teams`, 'expert', { teamId: foreign });
    expect(other.statusCode).toBe(400);
    expect(fields(other)).toEqual(['teamId']);
    const [p] = await membersOf(await clubOf('club'), 1);
    await rosterPerson(c, a, p!);
    const list = await call('GET', `${CLUB}/competitions/${c}/teams`, 'club');
    expect(list.json()).toMatchObject({
      links: [],
      data: { leagueId: l, teams: [{ teamId: a, rosterCount: 1, links: [] }] },
    });
  });

  it('removes a team with its roster and scheduled matches; refuses while it has played ones', async () => {
    const l = await league();
    const c = await competition(l);
    const a = await team(l, 'A');
    const b = await team(l, 'B');
    await enter(c, a);
    await enter(c, b);
    const [p] = await membersOf(await clubOf('club'), 1);
    await rosterPerson(c, a, p!);
    const r = await round(c, 1);
    const played = await match(c, r, a, b, { stateId: MATCH_STATE.finished });
    await match(c, r, b, a);
    const refused = await call('DELETE', `${ADMIN}/competitions/${c}/teams/${a}`, 'expert', undefined, 'en');
    expect(refused.statusCode).toBe(409);
    expect(problem(refused).errors[0]!.message).toMatch(/played matches/);
    await server.db.pool.query('DELETE FROM league_matches WHERE id = $1', [played]);
    expect((await call('DELETE', `${ADMIN}/competitions/${c}/teams/${a}`, 'expert')).statusCode).toBe(202);
    const left = await one<{ m: number; e: number }>(
      `SELECT (SELECT count(*)::int FROM league_matches WHERE competition_id = $1) AS m,
              (SELECT count(*)::int FROM league_roster_entries WHERE competition_id = $1) AS e`,
      [c],
    );
    expect(left).toEqual({ m: 0, e: 0 });
    expect((await call('DELETE', `${ADMIN}/competitions/${c}/teams/${a}`, 'expert')).statusCode).toBe(404);
    // The team stays in the league.
    expect((await call('GET', `${ADMIN}/teams/${a}`, 'expert')).statusCode).toBe(200);
  });
});

describe('rosters', () => {
  async function setup() {
    const l = await league();
    const c = await competition(l);
    const club = await clubOf('club');
    const own = await team(l, 'Own', club);
    const foreign = await outsider(club);
    const other = await team(l, 'Other', foreign.clubId);
    await enter(c, own);
    await enter(c, other);
    const members = await membersOf(club, 3);
    return { l, c, club, own, other, members, foreign };
  }

  it('lets the office save any roster with any person, replacing it whole', async () => {
    const { c, own, other, members, foreign } = await setup();
    const saved = await call('PUT', rosterUrl(ADMIN, c, other), 'expert', {
      entries: [
        { personId: foreign.personId, teamPersonTypeId: 2, note: 'kapitán' },
        { personId: members[0], teamPersonTypeId: 1 },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(202);
    expect(saved.json().data.entries).toHaveLength(2);
    expect(saved.json().data.entries).toContainEqual(
      expect.objectContaining({ personId: foreign.personId, teamPersonTypeId: 2, note: 'kapitán' }),
    );
    expect(saved.json().links.map((x: { operationId: string }) => x.operationId)).toEqual([
      'api.admin.zone.league.roster.update',
    ]);
    // A person on another team's roster of the competition: 400 naming the entry.
    const taken = await call('PUT', rosterUrl(ADMIN, c, own), 'expert', {
      entries: [
        { personId: members[1], teamPersonTypeId: 1 },
        { personId: members[0], teamPersonTypeId: 1 },
      ],
    });
    expect(taken.statusCode).toBe(400);
    expect(fields(taken)).toEqual(['entries.1.personId']);
    const dup = await call('PUT', rosterUrl(ADMIN, c, own), 'expert', {
      entries: [
        { personId: members[1], teamPersonTypeId: 1 },
        { personId: members[1], teamPersonTypeId: 3 },
      ],
    });
    expect(fields(dup)).toEqual(['entries.1.personId']);
    const unknown = await call('PUT', rosterUrl(ADMIN, c, own), 'expert', {
      entries: [{ personId: 99999999, teamPersonTypeId: 99 }],
    });
    expect(fields(unknown).sort()).toEqual(['entries.0.personId', 'entries.0.teamPersonTypeId']);
    const tooMany = await call('PUT', rosterUrl(ADMIN, c, own), 'expert', {
      entries: Array.from({ length: 101 }, (_, i) => ({ personId: i + 1, teamPersonTypeId: 1 })),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(fields(tooMany)).toEqual(['entries']);
    const emptied = await call('PUT', rosterUrl(ADMIN, c, other), 'expert', { entries: [] });
    expect(emptied.json().data.entries).toEqual([]);
  });

  it("lets a club manager save its own team's roster with its members only", async () => {
    const { c, own, other, members, foreign } = await setup();
    const read = await call('GET', rosterUrl(CLUB, c, own), 'club');
    expect(read.json().links.map((x: { operationId: string }) => x.operationId)).toEqual([
      'api.club.zone.league.roster.update',
    ]);
    expect((await call('GET', rosterUrl(CLUB, c, other), 'club')).json().links).toEqual([]);
    const saved = await call('PUT', rosterUrl(CLUB, c, own), 'club', {
      entries: [
        { personId: members[0], teamPersonTypeId: 2 },
        { personId: members[1], teamPersonTypeId: 1 },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(202);
    expect(
      saved
        .json()
        .data.entries.map((x: { personId: number }) => x.personId)
        .sort(),
    ).toEqual([members[0], members[1]].sort());
    const stranger = await call(
      'PUT',
      rosterUrl(CLUB, c, own),
      'club',
      {
        entries: [
          { personId: members[0], teamPersonTypeId: 2 },
          { personId: foreign.personId, teamPersonTypeId: 1 },
        ],
      },
      'en',
    );
    expect(stranger.statusCode).toBe(400);
    expect(fields(stranger)).toEqual(['entries.1.personId']);
    expect(problem(stranger).errors[0]!.message).toMatch(/not a member of the team's club today/);
    const candidates = await call('GET', `${rosterUrl(CLUB, c, own)}/candidates?limit=200`, 'club');
    expect(candidates.statusCode, candidates.body).toBe(200);
    const ids = candidates.json().data.map((p: { id: number }) => p.id);
    expect(ids).toContain(members[0]);
    expect(ids).not.toContain(foreign.personId);
    expect((await call('GET', `${rosterUrl(CLUB, c, other)}/candidates`, 'club')).statusCode).toBe(403);
    const notOwn = await call('PUT', rosterUrl(CLUB, c, other), 'club', { entries: [] });
    expect(notOwn.statusCode).toBe(403);
    // Read-only club manager and member: denied writes.
    expect((await call('PUT', rosterUrl(CLUB, c, own), 'clubro', { entries: [] })).statusCode).toBe(403);
    expect((await call('PUT', rosterUrl(CLUB, c, own), 'member', { entries: [] })).statusCode).toBe(403);
    expect((await call('PUT', rosterUrl(ADMIN, c, own), 'club', { entries: [] })).statusCode).toBe(403);
    // Members read.
    const member = await call('GET', rosterUrl(PERSONAL, c, own), 'member');
    expect(member.statusCode).toBe(200);
    expect(member.json().data.entries).toHaveLength(2);
    expect(member.json().data.entries[0]).toHaveProperty('birthYear');
    // A team not in the competition: 404.
    const l2 = await league();
    const lone = await team(l2, 'Lone');
    expect((await call('GET', rosterUrl(ADMIN, c, lone), 'expert')).statusCode).toBe(404);
  });
});
