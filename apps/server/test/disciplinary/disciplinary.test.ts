// Disciplinary proceedings through HTTP on real PostgreSQL (issue 32 §1–3): the office opens a case
// (numbered within the year, audited), lists and filters, records the decision (the fine a confirmed
// order of the club, the suspension on the person's detail and audited on the person), changes the
// fine (the old order cancelled) and discontinues (the fine cancelled); the suspension refuses a
// tournament application, a league roster entry and a match entry with a 409 naming the case, and
// only where and when it holds; the statute 8 case in one click, once; the public list only when
// published and without private fields; bad input names its fields and writes nothing; the denials.
import { describe, expect, it } from 'vitest';
import { TEST_DAY, TEST_TODAY } from '../database';
import { leagueFixtures } from '../leagues/league-fixtures';
import { type DemoUser, useTestServer } from '../test-server';
import { applicationFixtures } from '../tournament-application-fixtures';

const server = useTestServer();
const apps = applicationFixtures(server);
const leagues = leagueFixtures(server);
const BASE = '/api/admin-zone/disciplinary-proceedings';

type Problem = {
  code: string;
  detail?: string;
  errors: { field?: string; message: string }[];
  related?: { kind: string; id: number; name: string };
};
type Proceeding = {
  id: number;
  number: string;
  stateId: number;
  subjectName: string;
  clubId: number | null;
  fineAmount: number | null;
  fineOrder: { id: number; statusId: number } | null;
  suspensionFrom: string | null;
  suspensionTo: string | null;
  parties: { role: string; name: string }[];
  documents: { name: string; url: string; size: number }[];
};

const call = (as: DemoUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, lang = 'cs') =>
  server.request({ method, url, as, ...(payload ? { payload } : {}), headers: { 'accept-language': lang } });
const ok = async (as: DemoUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, status = 200) => {
  const res = await call(as, method, url, payload);
  expect(res.statusCode, res.body).toBe(status);
  return res.json().data as Proceeding;
};
const problem = (res: { json(): unknown }) => res.json() as Problem;
const fields = (res: { json(): unknown }) => problem(res).errors.map((e) => e.field);
const day = (offset: number) => {
  const d = new Date(`${TEST_TODAY}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};
const count = async () =>
  Number((await server.db.pool.query('SELECT count(*) FROM disciplinary_proceedings')).rows[0].count);

/** A member of club@'s club today with no case yet (the demo suspends some), lowest id first. */
async function member(skip: number[] = []): Promise<number> {
  const clubId = await apps.clubOf('club');
  const { rows } = await server.db.pool.query<{ id: number }>(
    `SELECT DISTINCT r.person_id AS id FROM person_roles r
      WHERE r.club_id = $1 AND r.type_id = 1 AND r.valid_from <= ${TEST_DAY}
        AND (r.valid_till IS NULL OR r.valid_till >= ${TEST_DAY}) AND r.person_id <> ALL($2::int[])
        AND NOT EXISTS (SELECT 1 FROM disciplinary_proceedings d WHERE d.person_id = r.person_id)
      ORDER BY 1 LIMIT 1`,
    [clubId, skip],
  );
  return rows[0]!.id;
}

const open = (personId: number, over: object = {}) =>
  ok(
    'expert',
    'POST',
    BASE,
    {
      typeId: 1,
      subjectKind: 'person',
      personId,
      title: 'Nesportovní chování',
      openedOn: day(-3),
      parties: [{ role: 'witness', name: 'Jan Svědek' }],
      ...over,
    },
    201,
  );

const suspend = (id: number, from: number, to: number, over: object = {}) =>
  ok('expert', 'PUT', `${BASE}/${id}/decision`, {
    decidedOn: day(-1),
    decisionText: 'Zastavení činnosti.',
    suspensionFrom: day(from),
    suspensionTo: day(to),
    ...over,
  });

describe('disciplinary proceedings: a case from opening to decision', () => {
  it('opens a numbered case, lists and filters it, and audits the opening', async () => {
    const personId = await member();
    const before = await count();
    const created = await open(personId);
    expect(created.stateId).toBe(1);
    expect(created.number).toMatch(new RegExp(`^\\d+/${TEST_TODAY.slice(0, 4)}$`));
    expect(created.parties).toEqual([expect.objectContaining({ role: 'witness', name: 'Jan Svědek' })]);
    // The person's club today is the case's club (a fine's payer).
    expect(created.clubId).toBe(await apps.clubOf('club'));
    const second = await open(personId, { title: 'Druhé' });
    const [seqA] = created.number.split('/');
    expect(second.number).toBe(`${Number(seqA) + 1}/${TEST_TODAY.slice(0, 4)}`);
    expect(await count()).toBe(before + 2);

    const byName = await call('expert', 'GET', `${BASE}?fields[search][o]=valuesLike&fields[search][v]=nesportovni`);
    expect(byName.statusCode, byName.body).toBe(200);
    expect(byName.json().data.map((d: { id: number }) => d.id)).toContain(created.id);
    const byState = await call('expert', 'GET', `${BASE}?fields[stateId][o]=valuesEqual&fields[stateId][v]=6`);
    expect(byState.json().data.map((d: { id: number }) => d.id)).not.toContain(created.id);
    const csv = await call('expert', 'GET', `${BASE}?format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Nesportovní chování');

    const audit = await server.db.pool.query(
      `SELECT action FROM audit_log WHERE subject_type = 'disciplinaryProceeding' AND subject_id = $1`,
      [created.id],
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['disciplinary.create']);
  });

  it('bills the fine as a confirmed order of the club, moves it when changed, cancels it when discontinued', async () => {
    const personId = await member();
    const created = await open(personId);
    const decided = await ok('expert', 'PUT', `${BASE}/${created.id}/decision`, {
      decidedOn: day(-1),
      decisionText: 'Pokuta.',
      fineAmount: 50_000,
    });
    expect(decided.stateId).toBe(3);
    expect(decided.fineOrder).toMatchObject({ statusId: 3 });
    const order = await server.db.pool.query(
      `SELECT o.club_id AS "clubId", o.total, i.category_id AS "categoryId", i.name,
              (SELECT count(*)::int FROM invoices v WHERE v.order_id = o.id) AS invoices
         FROM orders o JOIN order_items i ON i.order_id = o.id WHERE o.id = $1`,
      [decided.fineOrder!.id],
    );
    expect(order.rows[0]).toMatchObject({ clubId: created.clubId, total: 50000, categoryId: 7, invoices: 1 });
    expect(order.rows[0].name).toContain(created.number);

    // The same fine saved again keeps its order; another amount cancels it and bills the new one.
    const same = await ok('expert', 'PUT', `${BASE}/${created.id}/decision`, {
      decidedOn: day(-1),
      decisionText: 'Pokuta, opraveno odůvodnění.',
      fineAmount: 50_000,
    });
    expect(same.fineOrder!.id).toBe(decided.fineOrder!.id);
    const changed = await ok('expert', 'PUT', `${BASE}/${created.id}/decision`, {
      decidedOn: day(-1),
      decisionText: 'Pokuta snížena.',
      fineAmount: 20_000,
    });
    expect(changed.fineOrder!.id).not.toBe(decided.fineOrder!.id);
    const old = await server.db.pool.query('SELECT status_id AS s FROM orders WHERE id = $1', [decided.fineOrder!.id]);
    expect(old.rows[0].s).toBe(5);

    // Discontinued: the fine's order is cancelled and no decision can follow.
    const discontinued = await ok('expert', 'PUT', `${BASE}/${created.id}`, {
      typeId: 1,
      stateId: 6,
      subjectKind: 'person',
      personId,
      title: 'Nesportovní chování',
      openedOn: day(-3),
    });
    expect(discontinued.stateId).toBe(6);
    expect(discontinued.fineOrder!.statusId).toBe(5);
    const late = await call('expert', 'PUT', `${BASE}/${created.id}/decision`, {
      decidedOn: day(-1),
      decisionText: 'x',
    });
    expect(late.statusCode).toBe(409);
    // A decided case is not deleted.
    expect((await call('expert', 'DELETE', `${BASE}/${created.id}`)).statusCode).toBe(409);
  });

  it('shows a suspension beside the person and audits it on the person', async () => {
    const personId = await member();
    const created = await open(personId);
    await suspend(created.id, 0, 30);
    const person = await call('expert', 'GET', `/api/admin-zone/persons/${personId}`);
    expect(person.json().data.suspensions).toEqual([
      { proceedingId: created.id, number: created.number, from: day(0), to: day(30), all: true, competitions: [] },
    ]);
    // The person's club sees it too.
    const club = await call('club', 'GET', `/api/club-zone/persons/${personId}`);
    expect(club.json().data.suspensions).toHaveLength(1);
    const audit = await server.db.pool.query(
      `SELECT details FROM audit_log WHERE subject_type = 'person' AND subject_id = $1 AND action = 'person.suspension'`,
      [personId],
    );
    expect(audit.rows[0].details).toMatchObject({ proceedingId: created.id, after: { from: day(0), to: day(30) } });
  });

  it('attaches a document and offers its download', async () => {
    const created = await open(await member());
    const bytes = Buffer.from('Zápis z jednání');
    const asked = await call('expert', 'POST', '/api/admin-zone/files/upload-url', {
      name: 'zapis.txt',
      contentType: 'text/plain',
      size: bytes.length,
      purpose: 'disciplinary-document',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const { uploadUrl, fileUrl, headers } = asked.json().data;
    const put = await server.request({ method: 'PUT', url: uploadUrl, payload: bytes, headers });
    expect(put.statusCode).toBeLessThan(300);
    const attached = await ok('expert', 'POST', `${BASE}/${created.id}/documents`, { fileUrl }, 201);
    expect(attached.documents).toEqual([expect.objectContaining({ name: 'zapis.txt', size: bytes.length })]);
    const got = await server.request({ method: 'GET', url: attached.documents[0]!.url });
    expect(got.body).toBe('Zápis z jednání');
    const twice = await call('expert', 'POST', `${BASE}/${created.id}/documents`, { fileUrl });
    expect(twice.statusCode).toBe(409);
  });
});

describe('a suspension is enforced everywhere it holds', () => {
  it('refuses a tournament application in the admin and the club zone, naming the case', async () => {
    const clubId = await apps.clubOf('club');
    const personId = await member();
    const created = await open(personId);
    // The test tournament runs 30–31 days from today: a suspension to day 35 covers it.
    await suspend(created.id, 0, 35);
    const t = await apps.tournament();
    const competition = await apps.discipline(t);
    const before = await server.db.pool.query('SELECT count(*)::int AS n FROM tournament_participants');
    for (const [as, url, body] of [
      [
        'expert',
        `/api/admin-zone/tournaments/competitions/${competition}/participants`,
        { personId, roleId: 1, clubId },
      ],
      ['club', `/api/club-zone/tournaments/competitions/${competition}/participants`, { personId, roleId: 1 }],
    ] as const) {
      const res = await call(as, 'POST', url, body);
      expect(res.statusCode, `${as} ${res.body}`).toBe(409);
      expect(problem(res).errors[0]).toMatchObject({ field: 'personId' });
      expect(problem(res).errors[0]!.message).toContain(created.number);
      expect(problem(res).related).toEqual({ kind: 'disciplinaryProceeding', id: created.id, name: created.number });
    }
    const en = await call(
      'expert',
      'POST',
      `/api/admin-zone/tournaments/competitions/${competition}/participants`,
      { personId, roleId: 1, clubId },
      'en',
    );
    expect(problem(en).errors[0]!.message).toMatch(/is suspended until/);
    const after = await server.db.pool.query('SELECT count(*)::int AS n FROM tournament_participants');
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });

  it('lets the person play where and when it does not hold', async () => {
    const clubId = await apps.clubOf('club');
    const t = await apps.tournament();
    const other = await apps.tournament();
    const competition = await apps.discipline(t);
    const apply = (personId: number) =>
      call('expert', 'POST', `/api/admin-zone/tournaments/competitions/${competition}/participants`, {
        personId,
        roleId: 1,
        clubId,
      });
    // Over before the tournament (30 days ahead).
    const ended = await member();
    await suspend((await open(ended)).id, -5, 10);
    expect((await apply(ended)).statusCode).toBe(201);
    // For another tournament only.
    const partial = await member([ended]);
    await suspend((await open(partial)).id, 0, 60, { suspensionAll: false, suspensionTournamentIds: [other] });
    expect((await apply(partial)).statusCode).toBe(201);
    // A case not decided suspends nobody.
    const pending = await member([ended, partial]);
    await open(pending);
    expect((await apply(pending)).statusCode).toBe(201);
  });

  it('refuses a league roster entry and a match entry', async () => {
    const league = await leagues.league();
    const c = await leagues.competition(league);
    const clubId = await apps.clubOf('club');
    const home = await leagues.team(league, 'Domácí', clubId);
    const away = await leagues.team(league, 'Hosté');
    await leagues.enter(c, home);
    await leagues.enter(c, away);
    const keep = await member();
    const personId = await member([keep]);
    const created = await open(personId);
    await suspend(created.id, 0, 10);
    const roster = await call('expert', 'PUT', `/api/admin-zone/leagues/competitions/${c}/teams/${home}/roster`, {
      entries: [
        { personId: keep, teamPersonTypeId: 1 },
        { personId, teamPersonTypeId: 1 },
      ],
    });
    expect(roster.statusCode, roster.body).toBe(409);
    expect(fields(roster)).toEqual(['entries.1.personId']);
    const entries = await server.db.pool.query(
      'SELECT count(*)::int AS n FROM league_roster_entries WHERE team_id = $1',
      [home],
    );
    expect(entries.rows[0].n).toBe(0);

    // Already on the roster before the decision: the match refuses them on a day it holds.
    await leagues.rosterPerson(c, home, personId);
    const awayPlayer = (await server.db.pool.query('SELECT id FROM persons ORDER BY id OFFSET 300 LIMIT 1')).rows[0].id;
    await leagues.rosterPerson(c, away, awayPlayer);
    const round = await leagues.round(c, 1, TEST_TODAY);
    const match = await leagues.match(c, round, home, away);
    const result = await call('expert', 'POST', `/api/admin-zone/leagues/matches/${match}/result`, {
      games: [
        {
          homePersonIds: [personId],
          awayPersonIds: [awayPlayer],
          sets: [
            { home: 21, away: 10 },
            { home: 21, away: 12 },
          ],
        },
      ],
    });
    expect(result.statusCode, result.body).toBe(409);
    expect(problem(result).errors[0]!.message).toContain(created.number);
  });
});

describe('a suspension and the national teams', () => {
  it('refuses a nomination while it holds, naming the case', async () => {
    const team = (
      await server.db.pool.query<{ id: number }>(
        `SELECT id FROM representation_teams WHERE sex_id = 1 ORDER BY id LIMIT 1`,
      )
    ).rows[0]!;
    const adult = (
      await server.db.pool.query<{ id: number }>(
        `SELECT p.id FROM persons p
          WHERE p.sex_id = 1 AND extract(year FROM p.birth_date)::int BETWEEN 1992 AND 2007
            AND NOT EXISTS (SELECT 1 FROM representation_nominations x WHERE x.team_id = $1 AND x.person_id = p.id)
            AND NOT EXISTS (SELECT 1 FROM disciplinary_proceedings d WHERE d.person_id = p.id)
          ORDER BY p.id LIMIT 1`,
        [team.id],
      )
    ).rows[0]!;
    const created = await open(adult.id);
    await suspend(created.id, -2, 5);
    const res = await call('expert', 'POST', `/api/admin-zone/representation/teams/${team.id}/nominations`, {
      personId: adult.id,
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(problem(res).related).toMatchObject({ id: created.id });
    const rows = await server.db.pool.query('SELECT 1 FROM representation_nominations WHERE person_id = $1', [
      adult.id,
    ]);
    expect(rows.rowCount).toBe(0);
  });
});

describe('the statute 8 case in one click', () => {
  it('opens a case against the organiser with the statute 8 fine, once', async () => {
    const organizer = await apps.clubOf('clubro');
    const t = await apps.tournament({ organizerId: organizer });
    // Past, with athletes and no referees: statute 8 asks for referees it lacks.
    await server.db.pool.query(
      `UPDATE tournaments SET date_from = ${TEST_DAY} - 3, date_till = ${TEST_DAY} - 2, signed_athletes = 40,
              signed_referees = 0 WHERE id = $1`,
      [t],
    );
    const res = await call('expert', 'POST', `/api/admin-zone/tournaments/${t}/disciplinary-proceeding`);
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json().data as Proceeding & { typeId: number; tournament: { id: number } };
    expect(created).toMatchObject({ typeId: 5, stateId: 1, clubId: organizer, tournament: { id: t } });
    // 40 athletes need 4 referees (one per 10): 4 × 1,000 CZK in haléře.
    expect(created.fineAmount).toBe(400_000);
    expect(created.fineOrder).toMatchObject({ statusId: 3 });
    const again = await call('expert', 'POST', `/api/admin-zone/tournaments/${t}/disciplinary-proceeding`);
    expect(again.statusCode).toBe(409);
    expect(problem(again).related).toMatchObject({ kind: 'disciplinaryProceeding', id: created.id });
    // The tournament's own statute 8 fine is the same order: no second bill.
    const fine = await call('expert', 'POST', `/api/admin-zone/tournaments/${t}/statute-8-fine`);
    expect(fine.statusCode).toBe(409);
  });
});

describe('the public list of current suspensions', () => {
  it('is there only when published, with names and clubs only', async () => {
    await ok('expert', 'PUT', `${BASE}/settings`, { publicSuspensions: false });
    const off = await server.request({ method: 'GET', url: '/api/public-zone/suspensions' });
    expect(off.statusCode).toBe(404);
    const personId = await member();
    const created = await open(personId);
    await suspend(created.id, -1, 20);
    const settings = await ok('expert', 'PUT', `${BASE}/settings`, { publicSuspensions: true });
    expect(settings).toEqual({ publicSuspensions: true });
    const on = await server.request({ method: 'GET', url: '/api/public-zone/suspensions' });
    expect(on.statusCode, on.body).toBe(200);
    const rows = on.json().data as Record<string, unknown>[];
    const mine = rows.find((r) => r.number === created.number);
    expect(mine).toBeDefined();
    for (const row of rows)
      expect(Object.keys(row).sort()).toEqual([
        'all',
        'clubName',
        'competitions',
        'from',
        'number',
        'personName',
        'to',
      ]);
    expect(mine).toMatchObject({ personName: created.subjectName, from: day(-1), to: day(20), all: true });
  });
});

describe('bad input: a clear answer, nothing written', () => {
  it('names every bad field', async () => {
    const before = await count();
    const noTitle = await call('expert', 'POST', BASE, { typeId: 1, subjectKind: 'person', openedOn: day(0) });
    expect(noTitle.statusCode).toBe(400);
    expect(fields(noTitle)).toEqual(['title']);
    const noPerson = await call('expert', 'POST', BASE, {
      typeId: 1,
      subjectKind: 'person',
      title: 'x',
      openedOn: day(0),
    });
    expect(fields(noPerson)).toEqual(['personId']);
    const unknown = await call('expert', 'POST', BASE, {
      typeId: 999,
      subjectKind: 'club',
      clubId: 99999999,
      title: 'x',
      openedOn: day(0),
      parties: [{ role: 'witness', personId: 1, name: 'both' }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(fields(unknown)).toContain('parties.0.personId');
    const refs = await call('expert', 'POST', BASE, {
      typeId: 999,
      subjectKind: 'club',
      clubId: 99999999,
      title: 'x',
      openedOn: day(0),
    });
    expect(fields(refs).sort()).toEqual(['clubId', 'typeId']);
    const decidedState = await call('expert', 'POST', BASE, {
      typeId: 1,
      stateId: 3,
      subjectKind: 'person',
      personId: await member(),
      title: 'x',
      openedOn: day(0),
    });
    expect(decidedState.statusCode).toBe(409);
    expect(fields(decidedState)).toEqual(['stateId']);
    expect(await count()).toBe(before);

    const created = await open(await member());
    const backwards = await call('expert', 'PUT', `${BASE}/${created.id}/decision`, {
      decidedOn: day(0),
      decisionText: 'x',
      suspensionFrom: day(10),
      suspensionTo: day(5),
    });
    expect(backwards.statusCode).toBe(400);
    expect(fields(backwards)).toEqual(['suspensionTo']);
    const en = await call(
      'expert',
      'PUT',
      `${BASE}/${created.id}/decision`,
      { decidedOn: day(-10), decisionText: 'x' },
      'en',
    );
    expect(en.statusCode).toBe(400);
    expect(problem(en).errors[0]).toMatchObject({ field: 'decidedOn', message: expect.stringMatching(/precede/) });
    const club = await ok(
      'expert',
      'POST',
      BASE,
      { typeId: 3, subjectKind: 'club', clubId: created.clubId, title: 'x', openedOn: day(0) },
      201,
    );
    const clubSuspended = await call('expert', 'PUT', `${BASE}/${club.id}/decision`, {
      decidedOn: day(0),
      decisionText: 'x',
      suspensionFrom: day(0),
      suspensionTo: day(5),
    });
    expect(fields(clubSuspended)).toEqual(['suspensionFrom']);
    const row = await server.db.pool.query('SELECT decided_on FROM disciplinary_proceedings WHERE id = $1', [
      created.id,
    ]);
    expect(row.rows[0].decided_on).toBeNull();
  });
});

describe('access', () => {
  it('lets the office in and keeps unit managers, clubs and members out', async () => {
    for (const as of ['unit', 'club', 'clubro', 'member'] as const) {
      const res = await call(as, 'GET', BASE);
      expect([403, 404], `${as}`).toContain(res.statusCode);
    }
    const created = await open(await member());
    const readOnly = await server.tokenForRole('readonly-disciplinary@fedra.test', 'AdminExpertCommissionReadOnly');
    const read = await server.request({ method: 'GET', url: `${BASE}/${created.id}`, token: readOnly });
    expect(read.statusCode).toBe(200);
    expect(read.json().links).toEqual([]);
    const write = await server.request({
      method: 'PUT',
      url: `${BASE}/${created.id}/decision`,
      token: readOnly,
      payload: { decidedOn: day(0), decisionText: 'x' },
    });
    expect(write.statusCode).toBe(403);
    const expert = await call('expert', 'GET', `${BASE}/${created.id}`);
    expect(expert.json().links.map((l: { operationId: string }) => l.operationId)).toContain(
      'api.admin.zone.disciplinary.update',
    );
  });
});
