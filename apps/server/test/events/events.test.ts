// The federation's events through HTTP on real PostgreSQL (issue 32 §4–6): the demo's events and
// the list convention (filters, sort, export), creating and changing with every bad input a 400
// naming its fields and nothing written, registrations with the waiting list moved up by itself
// (and told by e-mail), the deadline, twice, another member's registration, attendance, the
// grant of a course's role through the persons' approval, invitations and reminders by e-mail,
// the iCal feeds, the attendee export and the denials.
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { EVENT_ATTENDANCE as A, EVENT_TYPE } from '@fedra/contract';
import { describe, expect, it } from 'vitest';
import { sendEventReminders } from '../../src/features/events/events.mail';
import { TEST_TODAY } from '../database';
import { type DemoUser, useTestServer } from '../test-server';

const server = useTestServer();
type Problem = { code: string; errors: { field?: string; message: string }[] };
type EventRow = {
  id: number;
  name: string;
  typeId: number;
  startsAt: string;
  capacity: number | null;
  placesTaken: number;
  waitingCount: number;
};
type Registration = {
  id: number;
  person: { id: number; fullName: string };
  stateId: number;
  waiting: boolean;
  waitingPosition: number | null;
  grantedRoleId: number | null;
  grantedRoleApprovalStateId: number | null;
};
type MyEvent = EventRow & {
  registrationOpen: boolean;
  myRegistration: { id: number; stateId: number; waiting: boolean; waitingPosition: number | null } | null;
};

const ADMIN = '/api/admin-zone/events';
const MY = '/api/personal-zone/events';
const f = (name: string, op: string, ...values: (string | number)[]) =>
  [`fields[${name}][o]=${op}`, ...values.map((v) => `fields[${name}][v]=${encodeURIComponent(String(v))}`)].join('&');
const call = (as: DemoUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, lang = 'cs') =>
  server.request({ method, url, as, ...(payload ? { payload } : {}), headers: { 'accept-language': lang } });
const ok = async <T>(as: DemoUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
  const res = await call(as, method, url, payload);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json() as T;
};
const q = async <T>(sql: string, values: unknown[] = []) => (await server.db.pool.query(sql, values)).rows as T[];
const count = async (sql: string, values: unknown[] = []) => Number((await q<{ n: number }>(sql, values))[0]!.n);
const day = (days: number, time = '10:00') => {
  const d = new Date(`${TEST_TODAY}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return `${d.toISOString().slice(0, 10)}T${time}:00+01:00`;
};
const memberPersonId = async () =>
  (await q<{ id: number }>(`SELECT assign_person_id AS id FROM users WHERE user_name = 'member@fedra.test'`))[0]!.id;
/** Persons with a valid role other than the demo member, in id order. */
const otherPersons = async (n: number) =>
  (
    await q<{ id: number }>(
      `SELECT p.id FROM persons p WHERE p.id <> (SELECT assign_person_id FROM users WHERE user_name = 'member@fedra.test')
         AND EXISTS (SELECT 1 FROM person_roles r WHERE r.person_id = p.id) ORDER BY p.id DESC LIMIT $1`,
      [n],
    )
  ).map((r) => r.id);

const valid = {
  typeId: EVENT_TYPE.seminar,
  name: 'Seminář pro trenéry',
  startsAt: day(30, '09:00'),
  endsAt: day(30, '17:00'),
  venueText: 'Sál 2',
  capacity: 10,
  registrationDeadline: day(25).slice(0, 10),
  description: 'Program semináře.',
  invitedRoleTypeIds: [],
  invitedClubIds: [],
};
const create = async (body: object = {}) =>
  (await ok<{ data: { id: number } }>('expert', 'POST', ADMIN, { ...valid, ...body })).data.id;
const registrations = async (eventId: number) =>
  (await ok<{ data: Registration[] }>('admin', 'GET', `${ADMIN}/${eventId}/registrations`)).data;
const outbox = () => path.join(server.deps.config.DATA_DIR, 'outbox');
const mails = async (prefix: string) => {
  await mkdir(outbox(), { recursive: true });
  return (await readdir(outbox())).filter((n) => n.startsWith(prefix));
};

describe('events: the admin list', () => {
  it('has the demo events with filters (name without accents, type, start range) and sorts', async () => {
    const all = await ok<{ data: EventRow[]; total: number }>('admin', 'GET', `${ADMIN}?limit=1000`);
    expect(all.total).toBe(await count('SELECT count(*)::int AS n FROM events'));
    const camp = all.data.find((e) => e.name === 'Zimní soustředění mládeže')!;
    expect(camp).toMatchObject({ typeId: EVENT_TYPE.trainingCamp, capacity: 4, placesTaken: 4, waitingCount: 2 });

    const byName = await ok<{ data: EventRow[] }>(
      'admin',
      'GET',
      `${ADMIN}?${f('name', 'valuesLike', 'ZIMNI SOUSTREDENI')}`,
    );
    expect(byName.data.map((e) => e.id)).toEqual([camp.id]);
    const courses = await ok<{ data: EventRow[] }>(
      'unit',
      'GET',
      `${ADMIN}?${f('typeId', 'valuesEqual', EVENT_TYPE.course)}`,
    );
    expect(courses.data.length).toBeGreaterThan(0);
    expect(courses.data.every((e) => e.typeId === EVENT_TYPE.course)).toBe(true);
    const range = `fields[startsAt][o]=valueDateRange&fields[startsAt][v][from]=${TEST_TODAY}&fields[startsAt][v][to]=${day(15).slice(0, 10)}`;
    const soon = await ok<{ data: EventRow[] }>('admin', 'GET', `${ADMIN}?${range}`);
    expect(soon.data.map((e) => e.name)).toContain('Zimní soustředění mládeže');
    expect(soon.data.map((e) => e.name)).not.toContain('Školení rozhodčích III. třídy');

    const sorted = await ok<{ data: EventRow[] }>('admin', 'GET', `${ADMIN}?sort=startsAt&limit=1000`);
    const starts = sorted.data.map((e) => e.startsAt);
    expect(starts).toEqual([...starts].sort());
    expect((await call('admin', 'GET', `${ADMIN}?sort=colour`)).statusCode).toBe(400);
  });

  it('exports the list and an event’s attendees as CSV and XLSX', async () => {
    const csv = await call('admin', 'GET', `${ADMIN}?format=csv`);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body).toContain('Zimní soustředění mládeže');
    const [camp] = await q<{ id: number }>(`SELECT id FROM events WHERE name = 'Zimní soustředění mládeže'`);
    const attendees = await call('admin', 'GET', `${ADMIN}/${camp!.id}/registrations?format=csv`);
    expect(attendees.statusCode).toBe(200);
    expect(attendees.body).toContain('Osoba;Registrační číslo;Klub;E-mail;Stav;Náhradník');
    expect(attendees.body.trim().split('\n')).toHaveLength(1 + 6);
    const xlsx = await call('admin', 'GET', `${ADMIN}/${camp!.id}/registrations?format=xlsx`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toMatch(/spreadsheetml/);
  });
});

describe('events: create, change, delete', () => {
  it('creates, changes and deletes an event, audited', async () => {
    const id = await create({ sportFieldId: (await q<{ id: number }>('SELECT id FROM sport_fields LIMIT 1'))[0]!.id });
    const got = await ok<{ data: { name: string; sportFieldName: string | null; createdById: number | null } }>(
      'admin',
      'GET',
      `${ADMIN}/${id}`,
    );
    expect(got.data.name).toBe(valid.name);
    expect(got.data.sportFieldName).not.toBeNull();
    await ok('expert', 'PUT', `${ADMIN}/${id}`, { ...valid, name: 'Seminář pro trenéry II' });
    expect((await q<{ name: string }>('SELECT name FROM events WHERE id = $1', [id]))[0]!.name).toBe(
      'Seminář pro trenéry II',
    );
    expect(
      await count(`SELECT count(*)::int AS n FROM audit_log WHERE subject_type = 'event' AND subject_id = $1`, [id]),
    ).toBe(2);
    expect((await call('expert', 'DELETE', `${ADMIN}/${id}`)).statusCode).toBe(204);
    expect(await count('SELECT count(*)::int AS n FROM events WHERE id = $1', [id])).toBe(0);
    expect((await call('expert', 'DELETE', `${ADMIN}/${id}`)).statusCode).toBe(404);
  });

  it('refuses bad input with a 400 naming every field, in the caller’s language, writing nothing', async () => {
    const before = await count('SELECT count(*)::int AS n FROM events');
    const res = await call(
      'expert',
      'POST',
      ADMIN,
      { ...valid, endsAt: day(29), capacity: -1, grantLevelId: 4, registrationDeadline: day(40).slice(0, 10) },
      'en',
    );
    expect(res.statusCode).toBe(400);
    const p = res.json() as Problem;
    expect(p.code).toBe('validation_failed');
    const fields = p.errors.map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['endsAt', 'capacity', 'grantRoleTypeId', 'registrationDeadline']));
    expect(p.errors.find((e) => e.field === 'endsAt')!.message).toBe('The event cannot end before it starts.');

    const refs = await call('expert', 'POST', ADMIN, {
      ...valid,
      typeId: 999,
      invitedClubIds: [987654],
      grantRoleTypeId: 4,
      grantLevelId: 1,
    });
    expect(refs.statusCode).toBe(400);
    expect((refs.json() as Problem).errors.map((e) => e.field)).toEqual(
      expect.arrayContaining(['typeId', 'invitedClubIds', 'grantLevelId']),
    );
    expect((await call('expert', 'POST', ADMIN, { ...valid, colour: 'red' })).statusCode).toBe(400);
    expect(await count('SELECT count(*)::int AS n FROM events')).toBe(before);
  });
});

describe('events: registrations and the waiting list', () => {
  it('a member registers to a full event, waits, and moves up when another cancels or is removed', async () => {
    const me = await memberPersonId();
    const [a, b] = await otherPersons(2);
    const id = await create({ capacity: 1 });
    // The office fills the one place.
    const first = await ok<{ data: Registration }>('expert', 'POST', `${ADMIN}/${id}/registrations`, { personId: a });
    expect(first.data.waiting).toBe(false);

    const mine = await ok<{ data: MyEvent; links: { operationId: string }[] }>(
      'member',
      'POST',
      `${MY}/${id}/registrations`,
    );
    expect(mine.data.myRegistration).toMatchObject({ stateId: A.confirmed, waiting: true, waitingPosition: 1 });
    expect(mine.links.map((l) => l.operationId)).toContain('api.personal.zone.event.register');
    // A second waits behind the member.
    await ok('expert', 'POST', `${ADMIN}/${id}/registrations`, { personId: b });
    expect((await registrations(id)).find((r) => r.person.id === b)!.waitingPosition).toBe(2);

    // Twice: 409, nothing written.
    const twice = await call('member', 'POST', `${MY}/${id}/registrations`);
    expect(twice.statusCode).toBe(409);
    expect((twice.json() as Problem).errors[0]!.message).toBe('Na tuto akci už přihlášku máte.');
    expect(await count('SELECT count(*)::int AS n FROM event_registrations WHERE event_id = $1', [id])).toBe(3);

    // The member cannot cancel another's registration.
    const other = (await registrations(id)).find((r) => r.person.id === a)!;
    const foreign = await call('member', 'POST', `${MY}/${id}/registrations/${other.id}/cancel`);
    expect(foreign.statusCode).toBe(403);
    expect((await registrations(id)).find((r) => r.id === other.id)!.stateId).toBe(A.confirmed);

    // The first registrant declines (the office records it): the member moves up, told by e-mail.
    await q(`UPDATE persons SET email = 'clen@example.cz' WHERE id = $1`, [me]);
    await ok('expert', 'PUT', `${ADMIN}/${id}/registrations/${other.id}`, { stateId: A.declined });
    const after = await ok<{ data: MyEvent }>('member', 'GET', `${MY}/${id}`);
    expect(after.data.myRegistration).toMatchObject({ waiting: false, waitingPosition: null });
    expect((await registrations(id)).find((r) => r.person.id === b)!.waitingPosition).toBe(1);
    const moved = await mails(`event-moved-up-${id}-${me}`);
    expect(moved).toHaveLength(1);
    expect(await readFile(path.join(outbox(), moved[0]!), 'utf8')).toContain('clen@example.cz');

    // The member cancels: the next waiting moves up in the same call.
    const cancelled = await ok<{ data: MyEvent }>(
      'member',
      'POST',
      `${MY}/${id}/registrations/${after.data.myRegistration!.id}/cancel`,
    );
    expect(cancelled.data.myRegistration!.stateId).toBe(A.declined);
    expect((await registrations(id)).find((r) => r.person.id === b)!.waiting).toBe(false);
    expect(
      (await call('member', 'POST', `${MY}/${id}/registrations/${after.data.myRegistration!.id}/cancel`)).statusCode,
    ).toBe(409);

    // Registering again after a cancellation: waits (the place is taken), at the end of the list.
    const again = await ok<{ data: MyEvent }>('member', 'POST', `${MY}/${id}/registrations`);
    expect(again.data.myRegistration).toMatchObject({ waiting: true, waitingPosition: 1 });
    // The office removes the one holding the place: the member moves up.
    const holder = (await registrations(id)).find((r) => r.person.id === b)!;
    expect((await call('expert', 'DELETE', `${ADMIN}/${id}/registrations/${holder.id}`)).statusCode).toBe(204);
    expect((await ok<{ data: MyEvent }>('member', 'GET', `${MY}/${id}`)).data.myRegistration!.waiting).toBe(false);
    expect(
      await count(
        `SELECT count(*)::int AS n FROM audit_log WHERE action LIKE 'event.registration.%' AND subject_id = $1`,
        [me],
      ),
    ).toBeGreaterThanOrEqual(4);
  });

  it('a larger capacity moves the waiting list up', async () => {
    const [a, b, c] = await otherPersons(3);
    const id = await create({ capacity: 1 });
    for (const personId of [a, b, c]) await ok('expert', 'POST', `${ADMIN}/${id}/registrations`, { personId });
    expect((await registrations(id)).filter((r) => r.waiting)).toHaveLength(2);
    await ok('expert', 'PUT', `${ADMIN}/${id}`, { ...valid, capacity: 2 });
    const rows = await registrations(id);
    expect(rows.filter((r) => r.waiting).map((r) => r.person.id)).toEqual([c]);
  });

  it('refuses registering after the deadline or for an event the member is not invited to', async () => {
    const late = await create({
      registrationDeadline: day(-1).slice(0, 10),
      startsAt: day(5),
      endsAt: day(5, '18:00'),
    });
    const res = await call('member', 'POST', `${MY}/${late}/registrations`);
    expect(res.statusCode).toBe(409);
    expect((res.json() as Problem).errors[0]!.message).toContain('Přihlašování na akci skončilo');
    expect(await count('SELECT count(*)::int AS n FROM event_registrations WHERE event_id = $1', [late])).toBe(0);
    // Invited are board members only: the member does not see it.
    const closed = await create({ invitedRoleTypeIds: [6] });
    expect((await call('member', 'GET', `${MY}/${closed}`)).statusCode).toBe(404);
    expect((await call('member', 'POST', `${MY}/${closed}/registrations`)).statusCode).toBe(404);
    const list = await ok<{ data: MyEvent[] }>('member', 'GET', `${MY}?limit=1000`);
    expect(list.data.map((e) => e.id)).toContain(late);
    expect(list.data.map((e) => e.id)).not.toContain(closed);
    expect(list.data.find((e) => e.id === late)!.registrationOpen).toBe(false);
  });

  it('the demo seminar is open to the demo member', async () => {
    const list = await ok<{ data: MyEvent[] }>('member', 'GET', `${MY}?${f('name', 'valuesLike', 'nová pravidla')}`);
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({ registrationOpen: true, myRegistration: null });
  });
});

describe('events: attendance and the grant of a role', () => {
  it('records attendance and grants the course’s role through the persons’ approval', async () => {
    const [a, b] = await otherPersons(2);
    const id = await create({
      grantRoleTypeId: 4,
      grantLevelId: 4,
      startsAt: day(-3),
      endsAt: day(-2),
      registrationDeadline: null,
    });
    for (const personId of [a, b]) await ok('expert', 'POST', `${ADMIN}/${id}/registrations`, { personId });
    const [ra, rb] = await registrations(id);
    const attended = await ok<{ data: Registration }>('expert', 'PUT', `${ADMIN}/${id}/registrations/${ra!.id}`, {
      stateId: A.attended,
    });
    expect(attended.data.stateId).toBe(A.attended);
    await ok('expert', 'PUT', `${ADMIN}/${id}/registrations/${rb!.id}`, { stateId: A.absent });
    expect((await call('expert', 'PUT', `${ADMIN}/${id}/registrations/${rb!.id}`, { stateId: 99 })).statusCode).toBe(
      400,
    );

    // Not attended: 409; attended: a role waiting for approval, in the approvals list.
    const absent = await call('expert', 'POST', `${ADMIN}/${id}/registrations/${rb!.id}/grant`);
    expect(absent.statusCode).toBe(409);
    const granted = await ok<{ data: Registration }>('expert', 'POST', `${ADMIN}/${id}/registrations/${ra!.id}/grant`);
    expect(granted.data.grantedRoleApprovalStateId).toBe(2);
    const [role] = await q<{ person_id: number; type_id: number; level_id: number; approval_state_id: number }>(
      'SELECT person_id, type_id, level_id, approval_state_id FROM person_roles WHERE id = $1',
      [granted.data.grantedRoleId],
    );
    expect(role).toEqual({ person_id: a, type_id: 4, level_id: 4, approval_state_id: 2 });
    const approvals = await ok<{ data: { id: number }[] }>(
      'expert',
      'GET',
      `/api/admin-zone/persons/approvals?${f('roleTypeId', 'valuesEqual', 4)}&sort=-submittedAt&limit=50`,
    );
    expect(approvals.data.map((r) => r.id)).toContain(granted.data.grantedRoleId);
    expect(
      await count(`SELECT count(*)::int AS n FROM audit_log WHERE action = 'person.role.submit' AND subject_id = $1`, [
        a,
      ]),
    ).toBe(1);
    // Twice: 409.
    expect((await call('expert', 'POST', `${ADMIN}/${id}/registrations/${ra!.id}/grant`)).statusCode).toBe(409);
    // An event granting nothing: 409.
    const plain = await create();
    const r = await ok<{ data: Registration }>('expert', 'POST', `${ADMIN}/${plain}/registrations`, { personId: a });
    await ok('expert', 'PUT', `${ADMIN}/${plain}/registrations/${r.data.id}`, { stateId: A.attended });
    expect((await call('expert', 'POST', `${ADMIN}/${plain}/registrations/${r.data.id}/grant`)).statusCode).toBe(409);
  });
});

describe('events: e-mails and calendars', () => {
  it('e-mails the invitation once to each invited person with an address, as a job', async () => {
    type Job = {
      jobId: string;
      eventId: number;
      state: string;
      result: { sent: number; failed: number; withoutEmail: number } | null;
    };
    const id = await create({ invitedRoleTypeIds: [6] });
    const invited = await ok<{ total: number }>('admin', 'GET', `${ADMIN}/${id}/invitations`);
    const send = async () => {
      const res = await call('expert', 'POST', `${ADMIN}/${id}/invitations/send`);
      expect(res.statusCode, res.body).toBe(202);
      const job = (res.json() as { data: Job }).data;
      expect(job.eventId).toBe(id);
      await server.waitForJob(job.jobId);
      return (await ok<{ data: Job }>('expert', 'GET', `${ADMIN}/${id}/invitations/send/${job.jobId}`)).data;
    };
    const first = await send();
    expect(first.state).toBe('completed');
    expect(first.result!.failed).toBe(0);
    expect(first.result!.sent + first.result!.withoutEmail).toBe(invited.total);
    expect(await mails(`event-invitation-${id}-`)).toHaveLength(first.result!.sent);
    const sentNow = await ok<{ data: { invitedAt: string | null; hasEmail: boolean }[] }>(
      'admin',
      'GET',
      `${ADMIN}/${id}/invitations?limit=1000`,
    );
    expect(sentNow.data.filter((r) => r.invitedAt).length).toBe(first.result!.sent);
    expect((await send()).result!.sent).toBe(0);
    // Another event's job is not found under this one.
    const other = await create();
    expect((await call('expert', 'GET', `${ADMIN}/${other}/invitations/send/${first.jobId}`)).statusCode).toBe(404);
  });

  it('reminds the registrants a few days before the start, once', async () => {
    const me = await memberPersonId();
    await q(`UPDATE persons SET email = 'clen@example.cz' WHERE id = $1`, [me]);
    await q('UPDATE events SET reminded_date = $1', [TEST_TODAY]);
    const id = await create({ startsAt: day(2), endsAt: day(2, '18:00'), registrationDeadline: null });
    await ok('member', 'POST', `${MY}/${id}/registrations`);
    for (const n of await mails('event-reminder-')) await rm(path.join(outbox(), n));
    // The server's own daily run may take it first: either way it is reminded once.
    const run = await sendEventReminders(server.deps);
    expect(run.failed).toBe(0);
    await expect.poll(() => mails(`event-reminder-${id}-${me}`)).toHaveLength(1);
    expect((await q<{ d: string }>('SELECT reminded_date::text AS d FROM events WHERE id = $1', [id]))[0]!.d).toBe(
      TEST_TODAY,
    );
    expect((await sendEventReminders(server.deps)).events).toBe(0);
  });

  it('serves the office’s and the member’s iCal feeds', async () => {
    const admin = await call('admin', 'GET', `${ADMIN}/calendar.ics`);
    expect(admin.statusCode).toBe(200);
    expect(admin.headers['content-type']).toMatch(/text\/calendar/);
    expect(admin.body).toContain('BEGIN:VCALENDAR');
    expect(admin.body).toContain('SUMMARY:Zimní soustředění mládeže');
    const id = await create({ name: 'Kalendářová akce' });
    await ok('member', 'POST', `${MY}/${id}/registrations`);
    const mine = await call('member', 'GET', `${MY}/calendar.ics`);
    expect(mine.statusCode).toBe(200);
    expect(mine.body).toContain('SUMMARY:Kalendářová akce');
    expect(mine.body).not.toContain('Zimní soustředění mládeže');
  });
});

describe('events: access', () => {
  it('lets the unit manager and read-only roles only read; clubs and members stay out of the admin zone', async () => {
    expect((await call('unit', 'GET', ADMIN)).statusCode).toBe(200);
    expect((await call('unit', 'POST', ADMIN, valid)).statusCode).toBe(403);
    expect((await call('club', 'GET', ADMIN)).statusCode).toBe(403);
    expect((await call('member', 'GET', ADMIN)).statusCode).toBe(403);
    expect((await call('admin', 'GET', MY)).statusCode).toBe(403);
    expect((await server.request({ method: 'GET', url: MY })).statusCode).toBe(401);
  });
});
