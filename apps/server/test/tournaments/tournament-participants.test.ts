// Tournament applications through HTTP on real PostgreSQL: every call of the three zones, the rules
// of who may apply whom and when (membership, referee role, window, discipline and tournament
// states, one per discipline), the office's approval, the counters and statute 8's inputs after each
// change, the bulk call's partial results, and what each zone sees.
import { describe, expect, it } from 'vitest';
import { TEST_DAY } from '../database';
import { type DemoUser, useTestServer } from '../test-server';
import { applicationFixtures } from '../tournament-application-fixtures';

const server = useTestServer();

type Caller = DemoUser | 'anonymous';
type Problem = { code: string; detail: string; errors: { field?: string; message: string }[] };
type Participant = {
  id: number;
  personId: number;
  clubId: number | null;
  stateId: number;
  birthDate: string | null;
  note: string | null;
  category: string | null;
  links: { operationId: string; method: string }[];
};

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

const ADMIN = '/api/admin-zone/tournaments';
const CLUB = '/api/club-zone/tournaments';
const PERSONAL = '/api/personal-zone/tournaments';

const { one, tournament, discipline, clubOf, membersOf } = applicationFixtures(server);

/** Makes the person a referee from yesterday. */
async function makeReferee(personId: number): Promise<void> {
  await server.db.pool.query(
    `INSERT INTO person_roles (person_id, type_id, approval_state_id, valid_from, section_id)
     VALUES ($1, (SELECT id FROM person_role_types WHERE is_referee ORDER BY id LIMIT 1), 3, ${TEST_DAY} - 1, 1)`,
    [personId],
  );
}

async function counters(tournamentId: number, competitionId: number) {
  return one<{
    athletes: number;
    referees: number;
    participants: number;
    signedAthletes: number;
    signedReferees: number;
  }>(
    `SELECT c.athletes_count AS athletes, c.referees_count AS referees, c.participants_count AS participants,
            t.signed_athletes AS "signedAthletes", t.signed_referees AS "signedReferees"
       FROM tournament_competitions c JOIN tournaments t ON t.id = c.tournament_id WHERE c.id = $1 AND t.id = $2`,
    [competitionId, tournamentId],
  );
}

const apply = (zone: 'admin' | 'club', competitionId: number, as: Caller, body: object, lang = 'cs') =>
  call('POST', `${zone === 'admin' ? ADMIN : CLUB}/competitions/${competitionId}/participants`, as, body, lang);

describe('applications', () => {
  it('lets a club manager apply its own members and counts them; twice is a 409 on personId', async () => {
    const club = await clubOf('club');
    const [a, b] = await membersOf(club, 2);
    const t = await tournament();
    const d = await discipline(t);
    const first = await apply('club', d, 'club', {
      personId: a,
      roleId: 1,
      note: JSON.stringify({ category: 'U17', clubName: 'Fallback' }),
    });
    expect(first.statusCode, first.body).toBe(201);
    const created = first.json().data as Participant;
    expect(created).toMatchObject({ personId: a, clubId: club, stateId: 1, category: 'U17' });
    expect(JSON.parse(created.note!)).toEqual({ category: 'U17', clubName: 'Fallback' });
    expect(created.links.map((l) => l.method)).toEqual(['DELETE']);
    expect(await counters(t, d)).toEqual({
      athletes: 1,
      referees: 0,
      participants: 1,
      signedAthletes: 1,
      signedReferees: 0,
    });

    const again = await apply('club', d, 'club', { personId: a, roleId: 1 }, 'en');
    expect(again.statusCode).toBe(409);
    expect(problem(again).errors[0]!.field).toBe('personId');
    expect(problem(again).errors[0]!.message).toMatch(/has already applied to this discipline/);

    // The same person in a second discipline counts once toward the tournament.
    const d2 = await discipline(t, 'Čtyřhra');
    expect((await apply('club', d2, 'club', { personId: a, roleId: 1 })).statusCode).toBe(201);
    expect((await apply('club', d2, 'club', { personId: b, roleId: 1 })).statusCode).toBe(201);
    expect(await counters(t, d2)).toMatchObject({ athletes: 2, signedAthletes: 2 });
  });

  it('refuses a foreign club member, a non-referee as a referee, a bad note and a missing person', async () => {
    const club = await clubOf('club');
    const other = await clubOf('clubro');
    const [foreign] = await membersOf(other, 1);
    const [own] = await membersOf(club, 1);
    const t = await tournament();
    const d = await discipline(t);
    const refused = await apply('club', d, 'club', { personId: foreign, roleId: 1 });
    expect(refused.statusCode).toBe(400);
    expect(problem(refused).errors[0]).toMatchObject({ field: 'personId' });
    expect(problem(refused).errors[0]!.message).toMatch(/dnes není členem vašeho klubu/);

    const referee = await apply('club', d, 'club', { personId: own, roleId: 4 }, 'en');
    expect(referee.statusCode).toBe(400);
    expect(problem(referee).errors[0]!.message).toMatch(/holds no valid referee role today/);
    await makeReferee(own!);
    expect((await apply('club', d, 'club', { personId: own, roleId: 4 })).statusCode).toBe(201);
    expect(await counters(t, d)).toMatchObject({ referees: 1, signedReferees: 1, signedAthletes: 0 });

    for (const note of ['not json', '[1]', '{"other":1}', JSON.stringify({ category: 'x'.repeat(101) })]) {
      const bad = await apply('admin', d, 'expert', { personId: foreign, roleId: 1, note });
      expect(bad.statusCode, note).toBe(400);
      expect(problem(bad).errors.map((e) => e.field)).toEqual(['note']);
    }
    const role = await apply('admin', d, 'expert', { personId: foreign, roleId: 7 });
    expect(role.statusCode).toBe(400);
    const nobody = await apply('admin', d, 'expert', { personId: 99999999, roleId: 1 });
    expect(nobody.statusCode).toBe(400);
    expect(problem(nobody).errors.map((e) => e.field)).toEqual(['personId']);
    // The club zone cannot choose the club.
    const clubField = await apply('club', d, 'club', { personId: own, roleId: 1, clubId: other });
    expect(clubField.statusCode).toBe(400);
  });

  it('takes club applications only within the window of an online tournament; the office applies late', async () => {
    const club = await clubOf('club');
    const [a] = await membersOf(club, 1);
    const closed = await discipline(await tournament({ window: [-10, -1] }));
    const late = await apply('club', closed, 'club', { personId: a, roleId: 1 });
    expect(late.statusCode).toBe(409);
    expect(problem(late).detail).toMatch(
      /^Přihlášky do této disciplíny se nyní nepřijímají \(přihlašování \d+\. \d+\. \d{4} – \d+\. \d+\. \d{4}\)\.$/,
    );
    const early = await discipline(await tournament({ window: [3, 10] }));
    expect((await apply('club', early, 'club', { personId: a, roleId: 1 })).statusCode).toBe(409);
    const offline = await discipline(await tournament({ online: false }));
    expect((await apply('club', offline, 'club', { personId: a, roleId: 1 })).statusCode).toBe(409);
    const office = await apply('admin', closed, 'expert', { personId: a, roleId: 1 });
    expect(office.statusCode, office.body).toBe(201);
    // The office's application goes to the person's current club unless it names one.
    expect(office.json().data.clubId).toBe(club);
    const draft = await discipline(await tournament({ stateId: 1 }));
    const notPublished = await apply('admin', draft, 'expert', { personId: a, roleId: 1 }, 'en');
    expect(notPublished.statusCode).toBe(409);
    expect(problem(notPublished).detail).toBe('A tournament in the state Draft takes no applications.');
  });

  it('refuses applications to a deleted discipline (404) and to a closed one (409)', async () => {
    const club = await clubOf('club');
    const [a] = await membersOf(club, 1);
    const t = await tournament();
    const gone = await discipline(t);
    expect((await call('DELETE', `${ADMIN}/competitions/${gone}`, 'expert')).statusCode).toBe(202);
    expect((await apply('club', gone, 'club', { personId: a, roleId: 1 })).statusCode).toBe(404);
    expect((await apply('admin', gone, 'expert', { personId: a, roleId: 1 })).statusCode).toBe(404);
    const closed = await discipline(t);
    expect((await call('PUT', `${ADMIN}/competitions/${closed}/state/2`, 'expert')).statusCode).toBe(202);
    const res = await apply('admin', closed, 'expert', { personId: a, roleId: 1 });
    expect(res.statusCode).toBe(409);
    expect(problem(res).detail).toBe('Do disciplíny ve stavu Uzavřená se nelze přihlásit.');
  });

  it('approves, rejects and deletes in the office, recounting each time; approve all answers the count', async () => {
    const club = await clubOf('club');
    const [a, b, c] = await membersOf(club, 3);
    const t = await tournament();
    const d = await discipline(t);
    const ids: number[] = [];
    for (const personId of [a, b, c]) {
      const res = await apply('admin', d, 'expert', { personId, roleId: 1 });
      expect(res.statusCode).toBe(201);
      ids.push(res.json().data.id);
    }
    expect(await counters(t, d)).toMatchObject({ athletes: 3, signedAthletes: 3 });
    const approve = await call('PUT', `${ADMIN}/competitions/participants/${ids[0]}`, 'expert', {
      stateId: 2,
      registrationFeePaidDate: '2026-11-01',
    });
    expect(approve.statusCode, approve.body).toBe(202);
    expect(approve.json().data).toMatchObject({ stateId: 2, registrationFeePaidDate: '2026-11-01' });
    expect(approve.json().data.registrationApprovedDate).not.toBeNull();
    const reject = await call('PUT', `${ADMIN}/competitions/participants/${ids[1]}`, 'expert', { stateId: 3 });
    expect(reject.statusCode).toBe(202);
    expect(await counters(t, d)).toMatchObject({ athletes: 2, participants: 2, signedAthletes: 2 });
    const badClub = await call('PUT', `${ADMIN}/competitions/participants/${ids[2]}`, 'expert', { clubId: 99999999 });
    expect(badClub.statusCode).toBe(400);
    expect((await call('PUT', `${ADMIN}/competitions/participants/999999`, 'expert', { stateId: 2 })).statusCode).toBe(
      404,
    );

    const all = await call('POST', `${ADMIN}/${t}/participants/approve`, 'expert');
    expect(all.statusCode).toBe(200);
    expect(all.json().data).toEqual({ count: 1 });
    expect((await call('POST', `${ADMIN}/999999/participants/approve`, 'expert')).statusCode).toBe(404);

    expect((await call('DELETE', `${ADMIN}/competitions/participants/${ids[2]}`, 'expert')).statusCode).toBe(202);
    expect(await counters(t, d)).toMatchObject({ athletes: 1, signedAthletes: 1 });
    // A cancelled discipline's applications stop counting toward the tournament (statute 8).
    expect((await call('PUT', `${ADMIN}/competitions/${d}/state/4`, 'expert')).statusCode).toBe(202);
    expect(await counters(t, d)).toMatchObject({ athletes: 1, signedAthletes: 0 });
    // Read-only and unit roles do not write.
    expect((await call('POST', `${ADMIN}/${t}/participants/approve`, 'unit')).statusCode).toBe(403);
  });

  it('lets a club delete only its own applications and only while the window is open', async () => {
    const club = await clubOf('club');
    const [a, b] = await membersOf(club, 2);
    const other = await clubOf('clubro');
    const [foreign] = await membersOf(other, 1);
    const t = await tournament({ organizerId: club });
    const d = await discipline(t);
    const own = (await apply('club', d, 'club', { personId: a, roleId: 1 })).json().data.id;
    const theirs = (await apply('admin', d, 'expert', { personId: foreign, roleId: 1 })).json().data.id;
    const refused = await call('DELETE', `${CLUB}/competitions/participants/${theirs}`, 'club');
    expect(refused.statusCode).toBe(403);
    expect((await call('DELETE', `${CLUB}/competitions/participants/${own}`, 'clubro')).statusCode).toBe(403);
    expect((await call('DELETE', `${CLUB}/competitions/participants/${own}`, 'club')).statusCode).toBe(202);
    const later = (await apply('club', d, 'club', { personId: b, roleId: 1 })).json().data.id;
    await server.db.pool.query(`UPDATE tournaments SET registration_close_date = ${TEST_DAY} - 1 WHERE id = $1`, [t]);
    const closed = await call('DELETE', `${CLUB}/competitions/participants/${later}`, 'club', undefined, 'en');
    expect(closed.statusCode).toBe(409);
    expect(problem(closed).detail).toBe(
      'Applications are closed; only the federation may change this application now.',
    );
    expect(await counters(t, d)).toMatchObject({ athletes: 2, signedAthletes: 2 });
  });

  it('shows each zone the applications it may see', async () => {
    const club = await clubOf('club');
    const other = await clubOf('clubro');
    const [mine] = await membersOf(club, 1);
    const [theirs, rejected] = await membersOf(other, 2);
    const organized = await tournament({ organizerId: club });
    const foreignTournament = await tournament({ organizerId: other });
    for (const t of [organized, foreignTournament]) {
      const d = await discipline(t);
      expect((await apply('admin', d, 'expert', { personId: mine, roleId: 1 })).statusCode).toBe(201);
      expect((await apply('admin', d, 'expert', { personId: theirs, roleId: 1 })).statusCode).toBe(201);
      const r = await apply('admin', d, 'expert', { personId: rejected, roleId: 1 });
      await call('PUT', `${ADMIN}/competitions/participants/${r.json().data.id}`, 'expert', { stateId: 3 });
    }
    const list = async (url: string, as: Caller) => {
      const res = await call('GET', url, as);
      expect(res.statusCode, `${url} as ${as}: ${res.body}`).toBe(200);
      return res.json().data as Participant[];
    };
    // The admin zone: all (unit managers read).
    expect(await list(`${ADMIN}/${organized}/participants`, 'unit')).toHaveLength(3);
    // The organizer club: all of its tournament's; another club's tournament: its own only.
    expect(await list(`${CLUB}/${organized}/participants`, 'club')).toHaveLength(3);
    const own = await list(`${CLUB}/${foreignTournament}/participants`, 'club');
    expect(own.map((p) => p.personId)).toEqual([mine]);
    expect(own[0]!.birthDate).not.toBeNull();
    // The read-only manager reads its own club's, without delete links.
    const ro = await list(`${CLUB}/${organized}/participants`, 'clubro');
    expect(ro.map((p) => p.personId).sort()).toEqual([theirs, rejected].sort());
    expect(ro.flatMap((p) => p.links)).toEqual([]);
    // Members: the active ones, without birth data or note.
    const members = await list(`${PERSONAL}/${organized}/participants`, 'member');
    expect(members).toHaveLength(2);
    expect(members.every((p) => p.birthDate === null && p.note === null)).toBe(true);
    expect((await call('GET', `${PERSONAL}/${organized}/participants`, 'anonymous')).statusCode).toBe(401);
    expect((await call('GET', `${ADMIN}/${organized}/participants`, 'club')).statusCode).toBe(403);
    // A discipline's list, filtered and sorted; the filter whitelist refuses others.
    const d = (await call('GET', `${ADMIN}/${organized}/competitions`, 'expert')).json().data[0].id;
    const filtered = await list(
      `${ADMIN}/competitions/${d}/participants?fields[stateId][o]=valuesEqual&fields[stateId][v]=3&sort=-registered`,
      'expert',
    );
    expect(filtered.map((p) => p.personId)).toEqual([rejected]);
    expect(
      (await call('GET', `${CLUB}/competitions/${d}/participants?fields[name][o]=valuesLike&fields[name][v]=a`, 'club'))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await call(
          'GET',
          `${ADMIN}/competitions/${d}/participants?fields[birthNumber][o]=valuesEqual&fields[birthNumber][v]=1`,
          'expert',
        )
      ).statusCode,
    ).toBe(400);
    const csv = await call('GET', `${ADMIN}/${organized}/participants?format=csv`, 'expert');
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\n').filter((l) => l.trim()).length).toBe(4);
  });

  it('offers a club its members to apply, the office anyone', async () => {
    const club = await clubOf('club');
    const mine = await membersOf(club, 1);
    const res = await call('GET', `${CLUB}/participants/applicants?limit=200`, 'club');
    expect(res.statusCode).toBe(200);
    const members = res.json().data as { id: number; clubId: number }[];
    expect(members.map((m) => m.id)).toContain(mine[0]);
    expect(members.every((m) => m.clubId === club)).toBe(true);
    const person = await one<{ last_name: string }>('SELECT last_name FROM persons WHERE id = $1', [mine[0]]);
    const search = await call(
      'GET',
      `${ADMIN}/participants/applicants?search=${encodeURIComponent(person.last_name)}`,
      'expert',
    );
    expect(search.json().data.map((p: { id: number }) => p.id)).toContain(mine[0]);
    expect((await call('GET', `${CLUB}/participants/applicants`, 'clubro')).statusCode).toBe(403);
  });
});

describe('eligibility', () => {
  /** A person of that sex born in that year, without any club. */
  const person = async (sexId: number, birthYear: number) =>
    (
      await one<{ id: number }>(
        `INSERT INTO persons (registration_number, first_name, last_name, sex_id, birth_date)
         VALUES ('TST ' || $3::text, 'Test', 'Hráč', $1, make_date($2, 3, 1)) RETURNING id`,
        [sexId, birthYear, `${sexId}${birthYear}`.slice(-6).padStart(3, '0')],
      )
    ).id;

  it("checks the discipline's sex and age category on every application, naming the rule (409)", async () => {
    const t = await tournament();
    const mensSingles = await discipline(t, 'Dvouhra mužů');
    // Men's singles (sport discipline MS, sex male) for adults (age category 7: 19 and over).
    await one('UPDATE tournament_competitions SET sport_discipline_id = 1, age_category_id = 7 WHERE id = $1', [
      mensSingles,
    ]);
    const { year } = await one<{ year: number }>(
      'SELECT extract(year FROM date_from)::int AS year FROM tournaments WHERE id = $1',
      [t],
    );
    const girl = await person(2, year - 14);
    const boy = await person(1, year - 14);
    const man = await person(1, year - 30);

    const wrongSex = await apply('admin', mensSingles, 'expert', { personId: girl, roleId: 1 }, 'en');
    expect(wrongSex.statusCode, wrongSex.body).toBe(409);
    expect(problem(wrongSex).errors).toEqual([
      {
        field: 'personId',
        message: 'The discipline Dvouhra mužů is for male only; Test Hráč cannot be applied to it.',
      },
    ]);
    const tooYoung = await apply('admin', mensSingles, 'expert', { personId: boy, roleId: 1 });
    expect(tooYoung.statusCode).toBe(409);
    expect(problem(tooYoung).errors[0]!.message).toBe(
      'Disciplína Dvouhra mužů je pro věkovou kategorii Dospělí (věk od 19 let v roce turnaje); osobě Test Hráč bude 14.',
    );
    expect((await apply('admin', mensSingles, 'expert', { personId: man, roleId: 1 })).statusCode).toBe(201);
    // A referee is no player: the rule does not apply to referee roles.
    await makeReferee(girl);
    expect((await apply('admin', mensSingles, 'expert', { personId: girl, roleId: 3 })).statusCode).toBe(201);
    const { n } = await one<{ n: number }>(
      'SELECT count(*)::int AS n FROM tournament_participants WHERE tournament_competition_id = $1',
      [mensSingles],
    );
    expect(n).toBe(2);
  });
});

describe('bulk applications', () => {
  it('needs at least one discipline and one person, saying discipline (not tournament), in both languages', async () => {
    const url = `${CLUB}/participants/bulk`;
    const cs = await call('POST', url, 'club', { competitionIds: [], personIds: [], roleId: 1 });
    expect(cs.statusCode).toBe(400);
    expect(problem(cs).errors).toEqual(
      expect.arrayContaining([
        { field: 'competitionIds', message: 'Musíte vybrat alespoň 1 disciplínu.' },
        { field: 'personIds', message: 'Musíte vybrat alespoň 1 osobu.' },
      ]),
    );
    const en = await call('POST', url, 'club', { competitionIds: [], personIds: [1], roleId: 1 }, 'en');
    expect(problem(en).errors).toContainEqual({
      field: 'competitionIds',
      message: 'You must select at least 1 discipline.',
    });
    const tooMany = await call('POST', url, 'club', {
      competitionIds: Array.from({ length: 51 }, (_, i) => i + 1),
      personIds: [1],
      roleId: 1,
    });
    expect(tooMany.statusCode).toBe(400);
  });

  it('applies each pair on its own and reports every row', async () => {
    const club = await clubOf('club');
    const [a, b] = await membersOf(club, 2);
    const [foreign] = await membersOf(await clubOf('clubro'), 1);
    const t = await tournament();
    const open = await discipline(t, 'Otevřená');
    const closed = await discipline(t, 'Uzavřená');
    await call('PUT', `${ADMIN}/competitions/${closed}/state/2`, 'expert');
    expect((await apply('club', open, 'club', { personId: b, roleId: 1 })).statusCode).toBe(201);
    const res = await call(
      'POST',
      `${CLUB}/participants/bulk`,
      'club',
      { competitionIds: [open, closed, 999999], personIds: [a, b, foreign], roleId: 1 },
      'en',
    );
    expect(res.statusCode, res.body).toBe(200);
    const { results, okCount, failedCount } = res.json().data as {
      results: { competitionId: number; personId: number; ok: boolean; error?: { code: string; message: string } }[];
      okCount: number;
      failedCount: number;
    };
    expect(results).toHaveLength(9);
    expect(okCount).toBe(1);
    expect(failedCount).toBe(8);
    const row = (c: number, p: number | undefined) => results.find((r) => r.competitionId === c && r.personId === p)!;
    expect(row(open, a).ok).toBe(true);
    expect(row(open, b).error).toMatchObject({ code: 'conflict' });
    expect(row(open, foreign).error!.message).toMatch(/not a member of your club/);
    expect(row(closed, a).error!.message).toBe('A discipline in the state Closed takes no applications.');
    expect(row(999999, a).error).toMatchObject({ code: 'not_found' });
    expect(await counters(t, open)).toMatchObject({ athletes: 2, signedAthletes: 2 });
  });
});

describe('demo tournaments', () => {
  it('hold a season with open and closed registrations and both a satisfied and a missing statute 8', async () => {
    const { rows } = await server.db.pool.query<{
      name: string;
      stateId: number;
      open: boolean;
      athletes: number;
      referees: number;
      counted: number;
    }>(`SELECT t.name, t.state_id AS "stateId", t.signed_athletes AS athletes, t.signed_referees AS referees,
               t.date_from > ${TEST_DAY} AND t.registration_start_date <= ${TEST_DAY}
                 AND ${TEST_DAY} <= t.registration_close_date AS open,
               (SELECT count(DISTINCT a.person_id)::int FROM tournament_participants a
                  JOIN tournament_competitions c ON c.id = a.tournament_competition_id
                 WHERE a.tournament_id = t.id AND a.role_id = 1 AND a.state_id IN (1, 2) AND c.state_id <> 4) AS counted
          FROM tournaments t ORDER BY t.date_from`);
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(new Set(rows.map((r) => r.stateId))).toEqual(new Set([1, 2, 3, 4, 5, 6]));
    // The counters are what the applications say.
    for (const r of rows) expect(r.athletes, r.name).toBe(r.counted);
    const future = rows.filter((r) => r.stateId >= 2 && r.stateId <= 4);
    expect(future.some((r) => r.open)).toBe(true);
    const required = (r: { athletes: number }) => Math.ceil(r.athletes / 10);
    const open = rows.filter((r) => r.open && r.athletes > 0);
    expect(open.some((r) => r.referees >= required(r))).toBe(true);
    expect(open.some((r) => r.referees < required(r))).toBe(true);
  });
});
