// The national teams through HTTP on real PostgreSQL (issue 32 item 7): the demo's teams, the lists
// and the overview; creating teams, events and matches with every bad input a 400 naming its fields
// and nothing written; nominating (the team's sex and age category checked, twice a 409, the person
// e-mailed, audited); answering in the personal zone (only one's own: another's 403) and in the
// club zone (only the current club's members'); the public page's exact fields; the denials.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEST_TODAY } from '../database';
import { type DemoUser, useTestServer } from '../test-server';

// Public answers are not cached here: each test sees its own writes at once.
const server = useTestServer({ PUBLIC_CACHE_SECONDS: '0' });
type Problem = { code: string; status: number; errors: { field?: string; message: string }[] };

const A = '/api/admin-zone/representation';
const PERSONAL = '/api/personal-zone/representation/nominations';
const CLUB = '/api/club-zone/representation/nominations';
const PUBLIC = '/api/public-zone/representation/teams';

const call = (
  as: DemoUser | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  lang = 'cs',
) =>
  server.request({
    method,
    url,
    ...(as ? { as } : {}),
    ...(payload ? { payload } : {}),
    headers: { 'accept-language': lang },
  });
const ok = async (as: DemoUser | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
  const res = await call(as, method, url, payload);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.statusCode === 204 ? null : res.json();
};
const q = async <T = Record<string, unknown>>(text: string, values: unknown[] = []) =>
  (await server.db.pool.query(text, values)).rows as T[];
const count = async (table: string) =>
  Number((await q<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n);
const fields = (res: { json(): unknown }) => (res.json() as Problem).errors.map((e) => e.field);

async function demoTeam(sexId: 1 | 2) {
  return (
    await q<{ id: number; seasonId: number }>(
      `SELECT id, season_id AS "seasonId" FROM representation_teams WHERE sex_id = $1 ORDER BY id LIMIT 1`,
      [sexId],
    )
  )[0]!;
}
async function memberPerson() {
  return (
    await q<{ id: number; sexId: number }>(
      `SELECT p.id, p.sex_id AS "sexId" FROM users u JOIN persons p ON p.id = u.assign_person_id
      WHERE u.user_name = 'member@fedra.test'`,
    )
  )[0]!;
}
/** An adult athlete (19–34 in 2026) of the sex, not nominated to the team yet. */
async function freeAthlete(sexId: number, teamId: number, withEmail = false) {
  return (
    await q<{ id: number; email: string | null; name: string }>(
      `SELECT p.id, p.email, p.first_name || ' ' || p.last_name AS name FROM persons p
      WHERE p.sex_id = $1 AND extract(year FROM p.birth_date)::int BETWEEN 1992 AND 2007
        AND ${withEmail ? "nullif(trim(p.email), '') IS NOT NULL AND" : ''}
        NOT EXISTS (SELECT 1 FROM representation_nominations x WHERE x.team_id = $2 AND x.person_id = p.id)
        AND NOT EXISTS (SELECT 1 FROM users u WHERE u.assign_person_id = p.id)
        AND NOT EXISTS (SELECT 1 FROM disciplinary_proceedings d WHERE d.person_id = p.id)
      ORDER BY p.id DESC LIMIT 1`,
      [sexId, teamId],
    )
  )[0]!;
}

const TEAM = { name: 'Juniorky U19', sportDisciplineId: 6, ageCategoryId: 6, sexId: 2, seasonId: 0 };

describe('representation: the demo and the lists', () => {
  it('has a men’s and a women’s adult team of today’s season with squads, events and matches', async () => {
    const all = await ok('unit', 'GET', `${A}/teams`);
    expect(all.total).toBe(await count('representation_teams'));
    const men = all.data.find((t: { sexId: number }) => t.sexId === 1);
    const women = all.data.find((t: { sexId: number }) => t.sexId === 2);
    for (const t of [men, women]) {
      expect(t).toMatchObject({ sportDisciplineId: 6, ageCategoryId: 7 });
      expect(t.acceptedCount).toBeGreaterThan(0);
      expect(t.pendingCount).toBeGreaterThan(0);
      expect(t.declinedCount).toBe(1);
      expect(t.squadCount).toBe(t.acceptedCount + t.pendingCount);
    }
    const bySex = await ok('expert', 'GET', `${A}/teams?fields[sexId][o]=valuesEqual&fields[sexId][v]=2`);
    expect(bySex.data.map((t: { id: number }) => t.id)).toEqual([women.id]);
    const byName = await ok('admin', 'GET', `${A}/teams?fields[name][o]=valuesLike&fields[name][v]=zen`);
    expect(byName.data.map((t: { id: number }) => t.id)).toContain(women.id);

    const overview = (await ok('unit', 'GET', `${A}/overview`)).data;
    expect(overview.season).not.toBeNull();
    expect(overview.teams.map((t: { id: number }) => t.id).sort()).toEqual([men.id, women.id].sort());
    expect(overview.upcomingEvents.length).toBeGreaterThan(0);
    expect(overview.upcomingEvents.every((e: { dateTill: string }) => e.dateTill >= TEST_TODAY)).toBe(true);
    expect(overview.upcomingMatches.every((m: { date: string }) => m.date >= TEST_TODAY)).toBe(true);

    const events = await ok('unit', 'GET', `${A}/events`);
    expect(events.data.some((e: { dateTill: string }) => e.dateTill < TEST_TODAY)).toBe(true);
    expect(events.data.some((e: { dateFrom: string }) => e.dateFrom > TEST_TODAY)).toBe(true);
    const upcoming = await ok('unit', 'GET', `${A}/events?fields[upcoming][o]=valuesEqual&fields[upcoming][v]=true`);
    expect(upcoming.data.every((e: { dateTill: string }) => e.dateTill >= TEST_TODAY)).toBe(true);
    const matches = await ok('unit', 'GET', `${A}/matches?sort=date`);
    expect(matches.data.map((m: { scoreOwn: number | null }) => m.scoreOwn !== null)).toEqual([true, false]);
    const played = await ok('unit', 'GET', `${A}/matches?fields[played][o]=valuesEqual&fields[played][v]=true`);
    expect(played.data).toHaveLength(1);
    expect(played.data[0]).toMatchObject({ scoreOwn: 3, scoreOpponent: 2, opponentCountryId: 616 });
  });

  it('shows a team’s squad and refuses an unknown filter', async () => {
    const men = await demoTeam(1);
    const squad = await ok('unit', 'GET', `${A}/teams/${men.id}/nominations`);
    expect(squad.data.length).toBe(
      Number(
        (
          await q<{ n: number }>('SELECT count(*)::int AS n FROM representation_nominations WHERE team_id = $1', [
            men.id,
          ])
        )[0]!.n,
      ),
    );
    expect(squad.data[0]).toEqual(
      expect.objectContaining({ teamId: men.id, state: expect.any(String), firstName: expect.any(String) }),
    );
    const bad = await call('unit', 'GET', `${A}/teams?fields[colour][o]=valuesEqual&fields[colour][v]=red`);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('colour');
    const csv = await call('unit', 'GET', `${A}/teams?format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Reprezentace žen');
    expect((await call('unit', 'GET', `${A}/teams/999999`)).statusCode).toBe(404);
  });
});

describe('representation: teams', () => {
  it('creates, changes and deletes a team; the link says who may change it', async () => {
    const { seasonId } = await demoTeam(2);
    const created = await call('expert', 'POST', `${A}/teams`, { ...TEAM, seasonId });
    expect(created.statusCode, created.body).toBe(201);
    const team = created.json().data;
    expect(team).toMatchObject({ ...TEAM, seasonId, squadCount: 0, eventCount: 0, matchCount: 0, note: null });
    expect(created.json().links.map((l: { operationId: string }) => l.operationId)).toEqual([
      'api.admin.zone.representation.update',
    ]);
    expect((await ok('unit', 'GET', `${A}/teams/${team.id}`)).links).toEqual([]);
    const changed = await ok('expert', 'PUT', `${A}/teams/${team.id}`, {
      ...TEAM,
      seasonId,
      name: 'Juniorky',
      note: 'ME U19',
    });
    expect(changed.data).toMatchObject({ name: 'Juniorky', note: 'ME U19' });
    expect(changed.data.editedDate).not.toBeNull();
    expect((await call('expert', 'DELETE', `${A}/teams/${team.id}`)).statusCode).toBe(204);
    expect((await call('expert', 'GET', `${A}/teams/${team.id}`)).statusCode).toBe(404);
  });

  it('refuses bad input naming every field, writing nothing', async () => {
    const before = await count('representation_teams');
    const empty = await call('expert', 'POST', `${A}/teams`, {}, 'en');
    expect(empty.statusCode).toBe(400);
    expect(fields(empty).sort()).toEqual(['ageCategoryId', 'name', 'seasonId', 'sportDisciplineId']);
    const unknown = await call('expert', 'POST', `${A}/teams`, {
      ...TEAM,
      sportDisciplineId: 999,
      ageCategoryId: 999,
      sexId: 9,
      seasonId: 999999,
    });
    expect(unknown.statusCode).toBe(400);
    expect(fields(unknown).sort()).toEqual(['ageCategoryId', 'seasonId', 'sexId', 'sportDisciplineId']);
    // Men's singles for a women's team.
    const { seasonId } = await demoTeam(2);
    const sex = await call('expert', 'POST', `${A}/teams`, { ...TEAM, seasonId, sportDisciplineId: 1 }, 'en');
    expect(sex.statusCode).toBe(400);
    expect(sex.json().errors).toEqual([{ field: 'sexId', message: expect.stringContaining("Men's singles") }]);
    expect(await count('representation_teams')).toBe(before);
  });
});

describe('representation: nominations', () => {
  it('nominates a person: pending, e-mailed, audited; twice is a 409', async () => {
    const men = await demoTeam(1);
    const person = await freeAthlete(1, men.id, true);
    const res = await call('expert', 'POST', `${A}/teams/${men.id}/nominations`, { personId: person.id });
    expect(res.statusCode, res.body).toBe(201);
    const nomination = res.json().data;
    expect(nomination).toMatchObject({ teamId: men.id, personId: person.id, state: 'pending', answeredAs: null });
    const audit = await q(
      `SELECT action, details FROM audit_log WHERE subject_type = 'person' AND subject_id = $1 AND action LIKE 'representation.%'`,
      [person.id],
    );
    expect(audit).toEqual([
      { action: 'representation.nomination.create', details: { nominationId: nomination.id, teamId: men.id } },
    ]);
    const mail = await readFile(
      path.join(server.deps.config.DATA_DIR, 'outbox', `representation-nomination-${nomination.id}.eml`),
      'utf8',
    );
    expect(mail).toContain(person.email!.trim());
    expect(mail).toContain('zone/personal/representation/nominations');

    const again = await call('expert', 'POST', `${A}/teams/${men.id}/nominations`, { personId: person.id }, 'en');
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual([
      { field: 'personId', message: `${person.name} is already nominated to Reprezentace mužů.` },
    ]);
  });

  it('refuses a person of the wrong sex or age category, and an unknown person, writing nothing', async () => {
    const men = await demoTeam(1);
    const before = await count('representation_nominations');
    const woman = await freeAthlete(2, men.id);
    const wrongSex = await call('expert', 'POST', `${A}/teams/${men.id}/nominations`, { personId: woman.id }, 'en');
    expect(wrongSex.statusCode).toBe(409);
    expect(wrongSex.json().errors).toEqual([
      { field: 'personId', message: `${woman.name} cannot be nominated to Reprezentace mužů: the team is for male.` },
    ]);

    // An U19 team of the demo season: an adult is too old.
    const juniors = (await ok('expert', 'POST', `${A}/teams`, { ...TEAM, seasonId: men.seasonId })).data;
    const adult = await freeAthlete(2, juniors.id);
    const wrongAge = await call('expert', 'POST', `${A}/teams/${juniors.id}/nominations`, { personId: adult.id }, 'en');
    expect(wrongAge.statusCode).toBe(409);
    expect(wrongAge.json().errors[0]).toMatchObject({ field: 'personId' });
    expect(wrongAge.json().errors[0].message).toMatch(/category Under 19 \(U19\) is for aged 17–18/);

    const nobody = await call('expert', 'POST', `${A}/teams/${men.id}/nominations`, { personId: 999999 });
    expect(nobody.statusCode).toBe(400);
    expect(fields(nobody)).toEqual(['personId']);
    expect((await call('expert', 'POST', `${A}/teams/999999/nominations`, { personId: woman.id })).statusCode).toBe(
      404,
    );
    expect(await count('representation_nominations')).toBe(before);
  });

  it('removes a nomination with the person’s part in the team’s events (audited)', async () => {
    const men = await demoTeam(1);
    const { rows } = await server.db.pool.query<{ id: number; personId: number; eventId: number }>(
      `SELECT x.id, x.person_id AS "personId", ep.event_id AS "eventId"
         FROM representation_nominations x
         JOIN representation_event_participants ep ON ep.person_id = x.person_id
         JOIN representation_events e ON e.id = ep.event_id AND e.team_id = x.team_id
        WHERE x.team_id = $1 ORDER BY x.id LIMIT 1`,
      [men.id],
    );
    const n = rows[0]!;
    expect((await call('unit', 'DELETE', `${A}/nominations/${n.id}`)).statusCode).toBe(403);
    expect((await call('expert', 'DELETE', `${A}/nominations/${n.id}`)).statusCode).toBe(204);
    expect(
      await q('SELECT 1 FROM representation_event_participants WHERE event_id = $1 AND person_id = $2', [
        n.eventId,
        n.personId,
      ]),
    ).toEqual([]);
    expect(
      await q(`SELECT 1 FROM audit_log WHERE action = 'representation.nomination.delete' AND subject_id = $1`, [
        n.personId,
      ]),
    ).toHaveLength(1);
    expect((await call('expert', 'DELETE', `${A}/nominations/${n.id}`)).statusCode).toBe(404);
  });
});

describe('representation: answers', () => {
  it('lets the member see and accept their own nomination, and refuses another member’s (403)', async () => {
    const me = await memberPerson();
    const mine = await ok('member', 'GET', PERSONAL);
    expect(mine.data.length).toBeGreaterThan(0);
    expect(mine.data.every((n: { personId: number }) => n.personId === me.id)).toBe(true);
    const pending = mine.data.find((n: { state: string }) => n.state === 'pending');
    expect(pending).toMatchObject({
      teamSexId: me.sexId,
      teamName: expect.any(String),
      seasonName: expect.any(String),
    });

    const accepted = await call('member', 'POST', `${PERSONAL}/${pending.id}/answer`, { answer: 'accepted' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toMatchObject({ id: pending.id, state: 'accepted', answeredAs: 'person' });
    expect(accepted.json().data.answeredDate).not.toBeNull();
    const audit = await q<{ details: Record<string, unknown> }>(
      `SELECT details FROM audit_log WHERE action = 'representation.nomination.answer' AND subject_id = $1`,
      [me.id],
    );
    expect(audit.map((a) => a.details)).toContainEqual(
      expect.objectContaining({ nominationId: pending.id, before: 'pending', after: 'accepted', answeredAs: 'person' }),
    );
    // The person's change history lists the answer (its states are no field changes); it failed
    // with a 500 on the states' plain strings.
    const history = await ok('admin', 'GET', `/api/admin-zone/persons/${me.id}/history?limit=100`);
    expect(history.data).toContainEqual(
      expect.objectContaining({ action: 'representation.nomination.answer', changes: [] }),
    );

    const other = (
      await q<{ id: number; state: string }>(
        'SELECT id, state FROM representation_nominations WHERE person_id <> $1 ORDER BY id LIMIT 1',
        [me.id],
      )
    )[0]!;
    const foreign = await call('member', 'POST', `${PERSONAL}/${other.id}/answer`, { answer: 'declined' }, 'en');
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().errors).toEqual([{ message: 'You can answer only your own nominations.' }]);
    expect((await q('SELECT state FROM representation_nominations WHERE id = $1', [other.id]))[0]).toEqual({
      state: other.state,
    });
    expect((await call('member', 'POST', `${PERSONAL}/999999/answer`, { answer: 'declined' })).statusCode).toBe(404);
    const bad = await call('member', 'POST', `${PERSONAL}/${pending.id}/answer`, { answer: 'maybe' });
    expect(bad.statusCode).toBe(400);
    expect(fields(bad)).toEqual(['answer']);
  });

  it('lets the club manager answer the club’s members’ nominations only', async () => {
    const clubId = (
      await q<{ id: number }>(`SELECT current_club_id AS id FROM users WHERE user_name = 'club@fedra.test'`)
    )[0]!.id;
    const members = new Set(
      (
        await q<{ id: number }>(
          `SELECT DISTINCT person_id AS id FROM person_roles
            WHERE club_id = $1 AND valid_from <= $2::date AND (valid_till IS NULL OR valid_till >= $2::date)`,
          [clubId, TEST_TODAY],
        )
      ).map((r) => r.id),
    );
    const seen = await ok('club', 'GET', CLUB);
    expect(seen.data.length).toBeGreaterThan(0);
    expect(seen.data.every((n: { personId: number }) => members.has(n.personId))).toBe(true);
    // Every nomination of the club's members, none other.
    const all = await q<{ id: number; personId: number }>(
      'SELECT id, person_id AS "personId" FROM representation_nominations',
    );
    expect(seen.data.length).toBe(all.filter((n) => members.has(n.personId)).length);

    const target = seen.data[0];
    const declined = await call('club', 'POST', `${CLUB}/${target.id}/answer`, { answer: 'declined' });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().data).toMatchObject({ state: 'declined', answeredAs: 'club' });
    expect((await ok('clubro', 'GET', CLUB)).data).toBeDefined();
    expect((await call('clubro', 'POST', `${CLUB}/${target.id}/answer`, { answer: 'accepted' })).statusCode).toBe(403);

    const outsider = all.find((n) => !members.has(n.personId))!;
    const refused = await call('club', 'POST', `${CLUB}/${outsider.id}/answer`, { answer: 'declined' }, 'en');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors).toEqual([{ message: 'The nominated person is not a member of your club.' }]);
  });
});

describe('representation: events and matches', () => {
  it('creates an event with nominated participants; the end before the start and outsiders are 400s', async () => {
    const women = await demoTeam(2);
    const squad = await q<{ personId: number }>(
      `SELECT person_id AS "personId" FROM representation_nominations WHERE team_id = $1 AND state = 'accepted' ORDER BY id LIMIT 2`,
      [women.id],
    );
    const event = {
      teamId: women.id,
      name: 'Turnaj v Dánsku',
      kind: 'tournament',
      dateFrom: '2027-01-10',
      dateTill: '2027-01-12',
      place: 'Odense',
      countryId: 208,
      participantIds: squad.map((s) => s.personId),
    };
    const before = await count('representation_events');
    const backwards = await call('expert', 'POST', `${A}/events`, { ...event, dateTill: '2027-01-09' });
    expect(backwards.statusCode).toBe(400);
    expect(fields(backwards).sort()).toEqual(['dateFrom', 'dateTill']);
    const declined = (
      await q<{ personId: number }>(
        `SELECT person_id AS "personId" FROM representation_nominations WHERE team_id = $1 AND state = 'declined' LIMIT 1`,
        [women.id],
      )
    )[0]!;
    const outsider = await call('expert', 'POST', `${A}/events`, {
      ...event,
      participantIds: [...event.participantIds, declined.personId],
    });
    expect(outsider.statusCode).toBe(400);
    expect(fields(outsider)).toEqual(['participantIds']);
    expect(await count('representation_events')).toBe(before);

    const created = await call('expert', 'POST', `${A}/events`, event);
    expect(created.statusCode, created.body).toBe(201);
    const data = created.json().data;
    expect(data).toMatchObject({ name: 'Turnaj v Dánsku', participantCount: 2, countryId: 208 });
    expect(data.participants.map((p: { personId: number }) => p.personId).sort()).toEqual(event.participantIds.sort());
    const changed = await ok('expert', 'PUT', `${A}/events/${data.id}`, { ...event, participantIds: [], place: null });
    expect(changed.data).toMatchObject({ participantCount: 0, place: null });
    expect((await call('unit', 'PUT', `${A}/events/${data.id}`, event)).statusCode).toBe(403);
    expect((await call('expert', 'DELETE', `${A}/events/${data.id}`)).statusCode).toBe(204);
    expect((await call('expert', 'GET', `${A}/events/${data.id}`)).statusCode).toBe(404);
  });

  it('keeps matches: a score of both sides or none, a known opponent', async () => {
    const men = await demoTeam(1);
    const match = { teamId: men.id, date: '2027-02-01', time: '19:00', opponentCountryId: 276, place: 'Mnichov' };
    const one = await call('expert', 'POST', `${A}/matches`, { ...match, scoreOwn: 3 });
    expect(one.statusCode).toBe(400);
    expect(fields(one)).toEqual(['scoreOpponent']);
    const unknown = await call('expert', 'POST', `${A}/matches`, { ...match, opponentCountryId: 999, teamId: 999999 });
    expect(unknown.statusCode).toBe(400);
    expect(fields(unknown).sort()).toEqual(['opponentCountryId', 'teamId']);
    const badTime = await call('expert', 'POST', `${A}/matches`, { ...match, time: '25:00' });
    expect(fields(badTime)).toEqual(['time']);

    const created = (await ok('expert', 'POST', `${A}/matches`, match)).data;
    expect(created).toMatchObject({ ...match, scoreOwn: null, scoreOpponent: null, teamName: 'Reprezentace mužů' });
    const played = (
      await ok('expert', 'PUT', `${A}/matches/${created.id}`, { ...match, scoreOwn: 1, scoreOpponent: 3 })
    ).data;
    expect(played).toMatchObject({ scoreOwn: 1, scoreOpponent: 3 });
    expect((await call('expert', 'DELETE', `${A}/matches/${created.id}`)).statusCode).toBe(204);
  });
});

describe('representation: the public pages', () => {
  it('lists the teams and shows a team’s accepted squad (names and clubs only) and its matches', async () => {
    const teams = await call(null, 'GET', PUBLIC);
    expect(teams.statusCode).toBe(200);
    expect(teams.headers['cache-control']).toMatch(/public/);
    const men = await demoTeam(1);
    const summary = teams.json().data.find((t: { id: number }) => t.id === men.id);
    expect(Object.keys(summary).sort()).toEqual(
      ['ageCategoryId', 'id', 'name', 'seasonId', 'seasonName', 'sexId', 'sportDisciplineId', 'squadCount'].sort(),
    );

    const res = await call(null, 'GET', `${PUBLIC}/${men.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body)).toEqual(['operationId', 'links', 'data']);
    expect(Object.keys(body.data).sort()).toEqual(
      [
        'ageCategoryId',
        'id',
        'matches',
        'name',
        'seasonId',
        'seasonName',
        'sexId',
        'sportDisciplineId',
        'squad',
        'squadCount',
      ].sort(),
    );
    const accepted = await q<{ firstName: string; lastName: string }>(
      `SELECT p.first_name AS "firstName", p.last_name AS "lastName" FROM representation_nominations x
         JOIN persons p ON p.id = x.person_id WHERE x.team_id = $1 AND x.state = 'accepted'
        ORDER BY p.last_name, p.first_name, p.id`,
      [men.id],
    );
    expect(
      body.data.squad.map((s: { firstName: string; lastName: string }) => ({
        firstName: s.firstName,
        lastName: s.lastName,
      })),
    ).toEqual(accepted);
    expect(body.data.squadCount).toBe(accepted.length);
    for (const member of body.data.squad)
      expect(Object.keys(member).sort()).toEqual(['clubName', 'firstName', 'lastName']);
    expect(body.data.matches.length).toBeGreaterThan(0);
    for (const m of body.data.matches)
      expect(Object.keys(m).sort()).toEqual(
        ['competition', 'date', 'opponentCountryId', 'place', 'scoreOpponent', 'scoreOwn', 'time'].sort(),
      );
    // No personal data anywhere in the answer.
    expect(res.body).not.toMatch(/birth|email|phone|registrationNumber|personId/i);
    expect((await call(null, 'GET', `${PUBLIC}/999999`)).statusCode).toBe(404);
    expect((await call(null, 'GET', `${PUBLIC}?x=1`)).statusCode).toBe(400);
  });
});

describe('representation: access', () => {
  it('denies the zones and actions a caller lacks', async () => {
    expect((await call(null, 'GET', `${A}/teams`)).statusCode).toBe(401);
    expect((await call('member', 'GET', `${A}/teams`)).statusCode).toBe(403);
    expect((await call('club', 'GET', `${A}/overview`)).statusCode).toBe(403);
    const { seasonId } = await demoTeam(1);
    expect((await call('unit', 'POST', `${A}/teams`, { ...TEAM, seasonId })).statusCode).toBe(403);
    expect((await call('unit', 'POST', `${A}/matches`, {})).statusCode).toBe(403);
    expect((await call('club', 'GET', PERSONAL)).statusCode).toBe(403);
    expect((await call('member', 'GET', CLUB)).statusCode).toBe(403);
    expect((await call(null, 'GET', PERSONAL)).statusCode).toBe(401);
  });
});
