// Transfers and loans (issue 30 §4–§5) through HTTP on real PostgreSQL: the new club asks, the
// releasing club agrees or objects until the deadline (the daily job agrees for it after), the
// office decides, and on the effective date the daily job moves the membership. Bad input, the
// scopes of the three zones, the e-mails of each step and the history.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ADVANCE_QUEUE } from '../../src/features/requests/requests.jobs';
import { addDays, setToday } from '../../src/platform/clock';
import { TEST_TODAY } from '../database';
import { useTestServer } from '../test-server';

const ADMIN = '/api/admin-zone/requests';
const CLUB = '/api/club-zone/requests';
const PERSONAL = '/api/personal-zone/requests';

describe('transfers and loans', () => {
  const server = useTestServer({ PUBLIC_URL: 'https://fedra.example.cz' });
  /** club@'s current club (asks) and its other club (releases); members of the other club. */
  let asking: number;
  let releasing: number;
  let people: number[];
  let ownMember: number;
  let runs = 0;

  const q = async <T = Record<string, unknown>>(text: string, values: unknown[] = []) =>
    (await server.db.pool.query(text, values)).rows as T[];
  const switchClub = async (clubId: number) => {
    const res = await server.request({ method: 'POST', url: `/api/account/current-club/${clubId}`, as: 'club' });
    expect(res.statusCode, res.body).toBeLessThan(300);
  };
  const create = (payload: object, lang = 'en') =>
    server.request({ method: 'POST', url: CLUB, as: 'club', payload, headers: { 'accept-language': lang } });
  const detail = (id: number, zone = CLUB, as: 'club' | 'expert' | 'member' | 'unit' = 'club') =>
    server.request({ method: 'GET', url: `${zone}/${id}`, as });
  /** Runs the daily job on `day` (the server's clock moved there) and answers its result. */
  const runJob = async (day: string) => {
    setToday(day);
    runs += 1;
    const { id } = await server.deps.jobs.enqueue(ADVANCE_QUEUE, { day }, { key: `test-${day}-${runs}` });
    const progress = await server.waitForJob(id);
    expect(progress.state, progress.error ?? '').toBe('completed');
    return progress.result as { agreedByDeadline: number; applied: number };
  };
  const memberships = (personId: number) =>
    q<{ clubId: number; validFrom: string; validTill: string | null }>(
      `SELECT club_id AS "clubId", to_char(valid_from, 'YYYY-MM-DD') AS "validFrom", to_char(valid_till, 'YYYY-MM-DD') AS "validTill"
         FROM person_roles WHERE person_id = $1 AND type_id = 1 AND club_id IN ($2, $3) ORDER BY valid_from, id`,
      [personId, asking, releasing],
    );
  const outboxFor = async (requestId: number) => {
    const dir = path.join(server.deps.config.DATA_DIR, 'outbox');
    const files = (await readdir(dir).catch(() => [] as string[])).filter((f) =>
      f.startsWith(`request-${requestId}-step-`),
    );
    return Promise.all(files.map(async (f) => simpleParser(await readFile(path.join(dir, f)))));
  };

  beforeAll(async () => {
    const managed = await q<{ id: number; current: number }>(
      `SELECT c.object_id AS id, u.current_club_id AS current
         FROM users u JOIN user_roles r ON r.user_id = u.id JOIN user_role_claims c ON c.user_role_id = r.id
        WHERE u.user_name = 'club@fedra.test' AND c.claim_type = 'club' ORDER BY c.id`,
    );
    asking = managed[0]!.current;
    releasing = managed.find((m) => m.id !== asking)!.id;
    await q(`UPDATE clubs SET email = 'new@club.example.cz' WHERE id = $1`, [asking]);
    await q(`UPDATE clubs SET email = 'old@club.example.cz' WHERE id = $1`, [releasing]);
    const valid = `r.valid_from <= '${TEST_TODAY}'::date AND (r.valid_till IS NULL OR r.valid_till >= '${TEST_TODAY}'::date)`;
    people = (
      await q<{ id: number }>(
        `SELECT DISTINCT r.person_id AS id FROM person_roles r
          WHERE r.club_id = $1 AND r.type_id = 1 AND ${valid}
            AND NOT EXISTS (SELECT 1 FROM person_roles o WHERE o.person_id = r.person_id AND o.type_id = 1
                             AND o.club_id <> $1 AND o.valid_from <= '${TEST_TODAY}'::date
                             AND (o.valid_till IS NULL OR o.valid_till >= '${TEST_TODAY}'::date))
            AND NOT EXISTS (SELECT 1 FROM requests x WHERE x.person_id = r.person_id)
          ORDER BY 1 LIMIT 3`,
        [releasing],
      )
    ).map((r) => r.id);
    expect(people).toHaveLength(3);
    ownMember = (
      await q<{ id: number }>(
        `SELECT r.person_id AS id FROM person_roles r WHERE r.club_id = $1 AND r.type_id = 1 AND ${valid}
            AND NOT EXISTS (SELECT 1 FROM person_roles o WHERE o.person_id = r.person_id AND o.type_id = 1
                             AND o.club_id <> $1 AND o.valid_from <= '${TEST_TODAY}'::date)
          ORDER BY 1 LIMIT 1`,
        [asking],
      )
    )[0]!.id;
  });
  afterEach(() => setToday(TEST_TODAY));

  it('runs a transfer: asked, agreed, approved with a fee, membership moved by the job on the date', async () => {
    const person = people[0]!;
    const [p] = await q<{ lastName: string }>('SELECT last_name AS "lastName" FROM persons WHERE id = $1', [person]);
    // The picker finds people of other clubs.
    const picked = await server.request({
      method: 'GET',
      url: `${CLUB}/persons?search=${encodeURIComponent(p!.lastName)}`,
      as: 'club',
    });
    expect(picked.statusCode, picked.body).toBe(200);
    expect(picked.json().data.map((o: { id: number }) => o.id)).toContain(person);

    const effective = addDays(TEST_TODAY, 30);
    const res = await create({ typeId: 1, personId: person, effectiveDate: effective, note: 'Od jara u nás' });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    const id = created.data.id as number;
    expect(created.data).toMatchObject({
      typeId: 1,
      stateId: 3,
      stepId: 2,
      fromClub: { id: releasing },
      toClub: { id: asking },
      effectiveDate: effective,
      objectionDeadline: addDays(TEST_TODAY, 15),
      appliedDate: null,
    });
    expect(created.data.steps.map((s: { action: string }) => s.action)).toEqual(['submit']);
    // The asking club may cancel, not state.
    const ops = created.links.map((l: { operationId: string }) => l.operationId);
    expect(ops).toContain('api.club.zone.request.cancel');
    expect(ops).not.toContain('api.club.zone.request.statement');
    // Both clubs hear of it.
    const mails = await outboxFor(id);
    const addresses = mails.map((m) => (m.to && 'value' in m.to ? m.to.value[0]?.address : null));
    expect(addresses).toEqual(expect.arrayContaining(['new@club.example.cz', 'old@club.example.cz']));
    expect(mails[0]!.text).toContain('Lhůta pro vyjádření');

    // A second open transfer or loan of the person: 409, nothing written.
    const before = (await q<{ n: number }>('SELECT count(*)::int AS n FROM requests'))[0]!.n;
    const twice = await create({
      typeId: 2,
      personId: person,
      effectiveDate: effective,
      loanEndDate: addDays(effective, 60),
    });
    expect(twice.statusCode, twice.body).toBe(409);
    expect(twice.json().errors[0].field).toBe('personId');
    // The asking club cannot state for the releasing one.
    const wrong = await server.request({
      method: 'POST',
      url: `${CLUB}/${id}/statement`,
      as: 'club',
      payload: { agreed: true },
    });
    expect(wrong.statusCode).toBe(403);
    expect((await q<{ n: number }>('SELECT count(*)::int AS n FROM requests'))[0]!.n).toBe(before);

    // The releasing club agrees.
    await switchClub(releasing);
    const seen = await detail(id);
    expect(seen.json().links.map((l: { operationId: string }) => l.operationId)).toContain(
      'api.club.zone.request.statement',
    );
    const agreed = await server.request({
      method: 'POST',
      url: `${CLUB}/${id}/statement`,
      as: 'club',
      payload: { agreed: true, comment: 'Souhlasíme.' },
    });
    expect(agreed.statusCode, agreed.body).toBe(200);
    expect(agreed.json().data).toMatchObject({ stateId: 4, stepId: 6, statementAgreed: true });
    await switchClub(asking);

    // The office: a rejection needs a reason; then the approval with a fee.
    const noReason = await server.request({
      method: 'POST',
      url: `${ADMIN}/${id}/decide`,
      as: 'expert',
      payload: { decision: 'reject' },
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors[0].field).toBe('note');
    const adminView = await detail(id, ADMIN, 'expert');
    expect(adminView.json().links.map((l: { operationId: string }) => l.operationId)).toContain(
      'api.admin.zone.request.decide',
    );
    const approved = await server.request({
      method: 'POST',
      url: `${ADMIN}/${id}/decide`,
      as: 'expert',
      payload: { decision: 'approve', fee: 500 },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ stateId: 5, fee: 500, appliedDate: null });
    // Decided once.
    const again = await server.request({
      method: 'POST',
      url: `${ADMIN}/${id}/decide`,
      as: 'expert',
      payload: { decision: 'approve' },
    });
    expect(again.statusCode).toBe(400);

    // Before the date nothing moves; on it the job moves the membership.
    await runJob(addDays(effective, -1));
    expect((await detail(id, ADMIN, 'expert')).json().data.appliedDate).toBeNull();
    expect((await memberships(person)).filter((m) => m.clubId === asking)).toEqual([]);
    // A registration with the old club beginning on the very day (next season's, say) goes too.
    await q(
      `INSERT INTO person_roles (person_id, type_id, club_id, approval_state_id, valid_from) VALUES ($1, 1, $2, 3, $3)`,
      [person, releasing, effective],
    );
    expect((await runJob(effective)).applied).toBeGreaterThanOrEqual(1);
    const after = await memberships(person);
    expect(after.filter((m) => m.clubId === releasing).at(-1)!.validTill).toBe(addDays(effective, -1));
    // Never a member of both clubs on one day.
    expect(after.filter((m) => m.clubId === releasing).every((m) => m.validTill! < effective)).toBe(true);
    expect(after.find((m) => m.clubId === asking)).toEqual({ clubId: asking, validFrom: effective, validTill: null });
    const done = (await detail(id, ADMIN, 'expert')).json().data;
    expect(done.appliedDate).toBe(effective);
    expect(done.steps.map((s: { action: string }) => s.action)).toEqual(['submit', 'agree', 'approve', 'apply']);
    // Run again: nothing twice.
    await runJob(effective);
    expect((await memberships(person)).length).toBe(after.length);
    // The audit records the membership change on the person.
    const audit = await q('SELECT action FROM audit_log WHERE subject_type = $1 AND subject_id = $2', [
      'person',
      person,
    ]);
    expect(audit.map((a) => a.action)).toContain('person-role.transfer');
  });

  it('counts no answer by the deadline as agreement; a statement after it is refused; a loan ends by itself', async () => {
    const person = people[1]!;
    const start = addDays(TEST_TODAY, 20);
    const end = addDays(TEST_TODAY, 80);
    const res = await create({ typeId: 2, personId: person, effectiveDate: start, loanEndDate: end });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.id as number;
    const deadline = res.json().data.objectionDeadline as string;

    // The day after the deadline, before the job: the releasing club is too late.
    setToday(addDays(deadline, 1));
    await switchClub(releasing);
    const late = await server.request({
      method: 'POST',
      url: `${CLUB}/${id}/statement`,
      as: 'club',
      payload: { agreed: false, comment: 'Nesouhlasíme' },
      headers: { 'accept-language': 'en' },
    });
    await switchClub(asking);
    expect(late.statusCode, late.body).toBe(400);
    expect(late.json().errors).toEqual([expect.objectContaining({ field: 'agreed' })]);
    expect(late.json().errors[0].message).toContain('deadline');
    expect((await q('SELECT state_id AS s FROM requests WHERE id = $1', [id]))[0]!.s).toBe(3);

    // The job agrees for it.
    expect((await runJob(addDays(deadline, 1))).agreedByDeadline).toBeGreaterThanOrEqual(1);
    const reviewed = (await detail(id, ADMIN, 'expert')).json().data;
    expect(reviewed).toMatchObject({ stateId: 4, statementAgreed: true });
    expect(reviewed.steps.at(-1).action).toBe('deadline');

    setToday(TEST_TODAY);
    const ok = await server.request({
      method: 'POST',
      url: `${ADMIN}/${id}/decide`,
      as: 'expert',
      payload: { decision: 'approve' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    await runJob(start);
    // On loan from start to end, then home again.
    const rows = await memberships(person);
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ clubId: releasing, validTill: addDays(start, -1) }),
        { clubId: asking, validFrom: start, validTill: end },
        expect.objectContaining({ clubId: releasing, validFrom: addDays(end, 1) }),
      ]),
    );
  });

  it('refuses bad input with a field error and writes nothing', async () => {
    const before = (await q<{ n: number }>('SELECT count(*)::int AS n FROM requests'))[0]!.n;
    const person = people[2]!;
    const cases: [object, string][] = [
      [{ typeId: 1, personId: ownMember, effectiveDate: addDays(TEST_TODAY, 5) }, 'personId'],
      [
        { typeId: 2, personId: person, effectiveDate: addDays(TEST_TODAY, 10), loanEndDate: addDays(TEST_TODAY, 5) },
        'loanEndDate',
      ],
      [{ typeId: 2, personId: person, effectiveDate: addDays(TEST_TODAY, 10) }, 'loanEndDate'],
      [{ typeId: 1, personId: person, effectiveDate: addDays(TEST_TODAY, -1) }, 'effectiveDate'],
      [{ typeId: 1, personId: 99999999, effectiveDate: addDays(TEST_TODAY, 1) }, 'personId'],
      [{ personId: person, effectiveDate: addDays(TEST_TODAY, 1) }, 'typeId'],
    ];
    for (const [payload, field] of cases) {
      const res = await create(payload, 'cs');
      expect(res.statusCode, `${JSON.stringify(payload)}: ${res.body}`).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    const sameClub = await create({ typeId: 1, personId: ownMember, effectiveDate: addDays(TEST_TODAY, 5) }, 'en');
    expect(sameClub.json().errors[0].message).toContain('already a member of your club');
    expect((await q<{ n: number }>('SELECT count(*)::int AS n FROM requests'))[0]!.n).toBe(before);
  });

  it('keeps each zone to its rows: another club gets 403, a member sees their own', async () => {
    // A request between two clubs club@ does not manage.
    const [other] = await q<{ id: number; a: number; b: number; person: number }>(
      `WITH c AS (SELECT id FROM clubs WHERE id NOT IN ($1, $2) ORDER BY id LIMIT 2)
       INSERT INTO requests (type_id, state_id, step_id, person_id, club_id, statement_club_id, effective_date, objection_deadline)
       SELECT 1, 3, 2, (SELECT id FROM persons ORDER BY id DESC LIMIT 1), (SELECT min(id) FROM c), (SELECT max(id) FROM c),
              $3::date + 30, $3::date + 15
       RETURNING id`,
      [asking, releasing, TEST_TODAY],
    );
    const id = other!.id;
    for (const [method, url, payload] of [
      ['GET', `${CLUB}/${id}`, undefined],
      ['POST', `${CLUB}/${id}/statement`, { agreed: true }],
      ['POST', `${CLUB}/${id}/cancel`, {}],
      ['POST', `${CLUB}/${id}/comments`, { text: 'Ahoj' }],
    ] as const) {
      const res = await server.request({ method, url, as: 'club', ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    const clubList = await server.request({ method: 'GET', url: `${CLUB}?limit=1000`, as: 'club' });
    expect(clubList.statusCode).toBe(200);
    const clubIds = clubList.json().data.map((r: { id: number }) => r.id);
    expect(clubIds).not.toContain(id);
    const adminList = await server.request({
      method: 'GET',
      url: `${ADMIN}?limit=1000&fields[stateId][o]=valuesEqual&fields[stateId][v]=3`,
      as: 'expert',
    });
    expect(adminList.statusCode, adminList.body).toBe(200);
    expect(adminList.json().data.map((r: { id: number }) => r.id)).toContain(id);
    const bad = await server.request({
      method: 'GET',
      url: `${ADMIN}?fields[nope][o]=valuesEqual&fields[nope][v]=1`,
      as: 'expert',
    });
    expect(bad.statusCode).toBe(400);

    // A unit manager: the requests where either club is in its unit; deciding is the office's.
    const inUnit = new Set(
      (await q<{ id: number }>('SELECT id FROM clubs WHERE federation_unit_id = 1')).map((c) => c.id),
    );
    const unitList = await server.request({ method: 'GET', url: `${ADMIN}?limit=1000`, as: 'unit' });
    expect(unitList.statusCode, unitList.body).toBe(200);
    for (const r of unitList.json().data as { fromClub: { id: number } | null; toClub: { id: number } | null }[])
      expect(inUnit.has(r.fromClub?.id ?? 0) || inUnit.has(r.toClub?.id ?? 0)).toBe(true);
    const [outside] = await q<{ id: number }>(
      `WITH c AS (SELECT id FROM clubs WHERE federation_unit_id <> 1 ORDER BY id LIMIT 2)
       INSERT INTO requests (type_id, state_id, step_id, person_id, club_id, statement_club_id)
       SELECT 1, 4, 6, (SELECT id FROM persons ORDER BY id DESC LIMIT 1 OFFSET 1), (SELECT min(id) FROM c), (SELECT max(id) FROM c)
       RETURNING id`,
    );
    expect((await detail(outside!.id, ADMIN, 'unit')).statusCode).toBe(403);
    const unitDecide = await server.request({
      method: 'POST',
      url: `${ADMIN}/${outside!.id}/decide`,
      as: 'unit',
      payload: { decision: 'approve' },
    });
    expect(unitDecide.statusCode).toBe(403);

    // The member's own requests only.
    const [me] = await q<{ personId: number }>(
      `SELECT assign_person_id AS "personId" FROM users WHERE user_name = 'member@fedra.test'`,
    );
    const [mine] = await q<{ id: number }>(
      `INSERT INTO requests (type_id, state_id, step_id, person_id, club_id, statement_club_id)
       VALUES (2, 4, 6, $1, $2, $3) RETURNING id`,
      [me!.personId, releasing, asking],
    );
    const personal = await server.request({ method: 'GET', url: PERSONAL, as: 'member' });
    const own = personal.json().data as { id: number; person: { id: number } }[];
    expect(own.map((r) => r.id)).toContain(mine!.id);
    expect(new Set(own.map((r) => r.person.id))).toEqual(new Set([me!.personId]));
    expect((await detail(mine!.id, PERSONAL, 'member')).statusCode).toBe(200);
    expect((await detail(id, PERSONAL, 'member')).statusCode).toBe(403);
  });

  it('keeps comments in the history of the request and lets the asking club withdraw', async () => {
    const [mine] = await q<{ id: number }>(
      `INSERT INTO requests (type_id, state_id, step_id, person_id, club_id, statement_club_id, effective_date)
       VALUES (1, 3, 2, $1, $2, $3, $4::date + 10) RETURNING id`,
      [people[2], asking, releasing, TEST_TODAY],
    );
    const id = mine!.id;
    const c1 = await server.request({
      method: 'POST',
      url: `${CLUB}/${id}/comments`,
      as: 'club',
      payload: { text: 'Doplníme potvrzení.' },
    });
    expect(c1.statusCode, c1.body).toBe(201);
    const c2 = await server.request({
      method: 'POST',
      url: `${ADMIN}/${id}/comments`,
      as: 'expert',
      payload: { text: '  ' },
    });
    expect(c2.statusCode).toBe(400);
    expect(c2.json().errors[0].field).toBe('text');
    const c3 = await server.request({
      method: 'POST',
      url: `${ADMIN}/${id}/comments`,
      as: 'expert',
      payload: { text: 'Děkujeme.' },
    });
    expect(c3.json().data.comments.map((c: { text: string }) => c.text)).toEqual(['Doplníme potvrzení.', 'Děkujeme.']);
    expect(c3.json().data.comments[0].authorClub.id).toBe(asking);

    // An attachment: uploaded, then attached; the detail offers a download.
    const bytes = Buffer.from('Potvrzení o bezdlužnosti');
    const asked = await server.request({
      method: 'POST',
      url: '/api/club-zone/files/upload-url',
      as: 'club',
      payload: { name: 'potvrzeni.txt', contentType: 'text/plain', size: bytes.length, purpose: 'request-attachment' },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const { uploadUrl, fileUrl, headers } = asked.json().data;
    const put = await server.request({ method: 'PUT', url: uploadUrl, payload: bytes, headers });
    expect(put.statusCode, put.body).toBeLessThan(300);
    const bogus = await server.request({
      method: 'POST',
      url: `${CLUB}/${id}/attachments`,
      as: 'club',
      payload: { fileUrl: 'fedra-file://nope' },
    });
    expect(bogus.statusCode).toBe(400);
    expect(bogus.json().errors[0].field).toBe('fileUrl');
    const attached = await server.request({
      method: 'POST',
      url: `${CLUB}/${id}/attachments`,
      as: 'club',
      payload: { fileUrl },
    });
    expect(attached.statusCode, attached.body).toBe(201);
    const [file] = attached.json().data.attachments;
    expect(file).toMatchObject({ name: 'potvrzeni.txt', contentType: 'text/plain', size: bytes.length });
    const got = await server.request({ method: 'GET', url: file.downloadUrl });
    expect(got.statusCode).toBe(200);
    expect(got.body).toBe('Potvrzení o bezdlužnosti');

    const cancelled = await server.request({ method: 'POST', url: `${CLUB}/${id}/cancel`, as: 'club' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({ stateId: 7, stepId: null });
    const twice = await server.request({ method: 'POST', url: `${CLUB}/${id}/cancel`, as: 'club' });
    expect(twice.statusCode).toBe(400);
  });
});
