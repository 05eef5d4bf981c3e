// My profile through HTTP on real PostgreSQL (issue 29 §6): the member reads their data and
// records, keeps their contact, asks the office to correct the identity (a request, not a change),
// the office rejects or accepts it, and the member downloads everything held about them.
import { describe, expect, it } from 'vitest';
import { type DemoUser, useTestServer } from '../test-server';

const server = useTestServer();
type Problem = { code: string; errors: { field?: string; message: string }[] };
const call = (as: DemoUser | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  server.request({
    method,
    url,
    ...(as ? { as } : {}),
    ...(payload ? { payload } : {}),
    headers: { 'accept-language': 'cs' },
  });
const q = (text: string, values: unknown[] = []) => server.db.pool.query(text, values);
const PROFILE = '/api/personal-zone/profile';

async function memberPerson() {
  const { rows } = await q(
    `SELECT p.id, p.first_name, p.last_name, p.email, p.birth_date::text AS birth_date, p.birth_number, p.sex_id,
            p.nationality_id
       FROM users u JOIN persons p ON p.id = u.assign_person_id WHERE u.user_name = 'member@fedra.test'`,
  );
  return rows[0] as {
    id: number;
    first_name: string;
    last_name: string;
    email: string | null;
    birth_date: string | null;
    birth_number: string | null;
    sex_id: number | null;
    nationality_id: number | null;
  };
}

/** The identity as the request form sends it (the whole identity, one field changed). */
async function identity(change: Record<string, unknown>) {
  const p = await memberPerson();
  return {
    firstName: p.first_name,
    lastName: p.last_name,
    birthNumber: p.birth_number,
    birthDate: p.birth_date,
    sexId: p.sex_id,
    nationalityId: p.nationality_id,
    ...change,
  };
}

describe('my profile', () => {
  it('shows the member their own data, roles and records; other zones and strangers are refused', async () => {
    const me = await memberPerson();
    const res = await call('member', 'GET', PROFILE);
    expect(res.statusCode, res.body).toBe(200);
    const { data, links } = res.json();
    expect(data.person).toMatchObject({ id: me.id, lastName: me.last_name, contactOnly: true });
    expect(data.person.roles.length).toBeGreaterThan(0);
    expect(data.records).toHaveProperty('contributions');
    expect(data.changeRequest).toBeNull();
    expect(links.map((l: { method: string; href: string }) => `${l.method} ${l.href}`)).toEqual([
      `PUT ${PROFILE}`,
      `POST ${PROFILE}/change-request`,
      `GET ${PROFILE}/export`,
    ]);
    expect((await call(null, 'GET', PROFILE)).statusCode).toBe(401);
    expect((await call('club', 'GET', PROFILE)).statusCode).toBe(403);
    expect((await call('admin', 'GET', PROFILE)).statusCode).toBe(403);
  });

  it('changes the contact directly, audited; identity fields and bad values are refused with nothing written', async () => {
    const me = await memberPerson();
    const ok = await call('member', 'PUT', PROFILE, {
      email: 'novy.mail@example.cz',
      phone: '+420 777 123 456',
      city: 'Brno',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.person).toMatchObject({ email: 'novy.mail@example.cz', city: 'Brno' });
    const audit = await q(
      `SELECT action, details FROM audit_log WHERE subject_type = 'person' AND subject_id = $1 ORDER BY id DESC LIMIT 1`,
      [me.id],
    );
    expect(audit.rows[0].action).toBe('person.contact');
    expect(audit.rows[0].details.after).toMatchObject({ email: 'novy.mail@example.cz', city: 'Brno' });

    const bad = await call('member', 'PUT', PROFILE, { email: 'not-an-address', phone: 'abc', zip: 'x'.repeat(11) });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as Problem).errors.map((e) => e.field).sort()).toEqual(['email', 'phone', 'zip']);
    const identityField = await call('member', 'PUT', PROFILE, { lastName: 'Jiný' });
    expect(identityField.statusCode).toBe(400);
    expect((await memberPerson()).email).toBe('novy.mail@example.cz');
    expect((await memberPerson()).last_name).toBe(me.last_name);
  });

  it("shows the member their record's history, theirs only, on screen and as a file", async () => {
    const me = await memberPerson();
    const changed = await call('member', 'PUT', PROFILE, { phone: '+420 608 111 222' });
    expect(changed.statusCode, changed.body).toBe(200);
    const res = await call('member', 'GET', `${PROFILE}/history?limit=5`);
    expect(res.statusCode, res.body).toBe(200);
    const { data, total } = res.json();
    expect(data[0]).toMatchObject({ action: 'person.contact' });
    expect(data[0].actor).toBeTruthy();
    expect(data[0].changes).toContainEqual(expect.objectContaining({ field: 'phone', after: '+420 608 111 222' }));
    const audited = await q(
      `SELECT count(*)::int AS n FROM audit_log WHERE subject_type = 'person' AND subject_id = $1`,
      [me.id],
    );
    expect(total).toBe(audited.rows[0].n);
    const file = await call('member', 'GET', `${PROFILE}/history?format=csv`);
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain('Změna kontaktu');
    expect((await call(null, 'GET', `${PROFILE}/history`)).statusCode).toBe(401);
    expect((await call('club', 'GET', `${PROFILE}/history`)).statusCode).toBe(403);
  });

  it('turns a change of name into a request; a newer request replaces the waiting one', async () => {
    const me = await memberPerson();
    const first = await call('member', 'POST', `${PROFILE}/change-request`, {
      ...(await identity({ lastName: 'Provdaná' })),
      note: 'Sňatek',
    });
    expect(first.statusCode, first.body).toBe(200);
    const request = first.json().data.changeRequest;
    expect(request).toMatchObject({
      state: 'waiting',
      note: 'Sňatek',
      changes: [{ field: 'lastName', before: me.last_name, after: 'Provdaná' }],
    });
    expect((await memberPerson()).last_name).toBe(me.last_name);

    const second = await call('member', 'POST', `${PROFILE}/change-request`, await identity({ firstName: 'Janek' }));
    expect(second.statusCode, second.body).toBe(200);
    const states = await q(`SELECT state FROM person_change_requests WHERE person_id = $1 ORDER BY id`, [me.id]);
    expect(states.rows.map((r) => r.state)).toEqual(['withdrawn', 'waiting']);

    const nothing = await call('member', 'POST', `${PROFILE}/change-request`, await identity({}));
    expect(nothing.statusCode).toBe(400);
    expect((nothing.json() as Problem).errors[0]?.message).toMatch(/nic nemění/);
    const badNumber = await call(
      'member',
      'POST',
      `${PROFILE}/change-request`,
      await identity({ birthNumber: '855315/0003', birthDate: null }),
    );
    expect(badNumber.statusCode).toBe(400);
    expect((badNumber.json() as Problem).errors.map((e) => e.field)).toContain('birthNumber');
    const count = await q(`SELECT count(*)::int AS n FROM person_change_requests WHERE person_id = $1`, [me.id]);
    expect(count.rows[0].n).toBe(2);
  });

  it('lets the office reject with a reason or accept, which changes the person; decided once', async () => {
    const me = await memberPerson();
    await call('member', 'POST', `${PROFILE}/change-request`, await identity({ lastName: 'Zamítnutá' }));
    const list = await call('expert', 'GET', '/api/admin-zone/persons/change-requests?limit=100');
    expect(list.statusCode, list.body).toBe(200);
    const waiting = list.json().data.find((r: { person: { id: number } }) => r.person.id === me.id);
    expect(waiting).toMatchObject({ state: 'waiting', changes: [{ field: 'lastName', after: 'Zamítnutá' }] });
    expect((await call('club', 'GET', '/api/admin-zone/persons/change-requests')).statusCode).toBe(403);
    const decide = (as: DemoUser, body: object, id = waiting.id) =>
      call(as, 'POST', `/api/admin-zone/persons/change-requests/${id}/decide`, body);

    const noReason = await decide('expert', { decision: 'reject' });
    expect(noReason.statusCode).toBe(400);
    expect((noReason.json() as Problem).errors.map((e) => e.field)).toEqual(['reason']);
    expect((await decide('member', { decision: 'accept' })).statusCode).toBe(403);
    const rejected = await decide('expert', { decision: 'reject', reason: 'Doložte oddací list.' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data).toMatchObject({ state: 'rejected', reason: 'Doložte oddací list.' });
    expect((await decide('expert', { decision: 'accept' })).statusCode).toBe(409);
    expect((await memberPerson()).last_name).toBe(me.last_name);
    expect(
      (await call('expert', 'POST', '/api/admin-zone/persons/change-requests/99999999/decide', { decision: 'accept' }))
        .statusCode,
    ).toBe(404);

    await call('member', 'POST', `${PROFILE}/change-request`, await identity({ lastName: 'Přijatá' }));
    const next = (await call('expert', 'GET', '/api/admin-zone/persons/change-requests?limit=100'))
      .json()
      .data.find((r: { person: { id: number } }) => r.person.id === me.id);
    const accepted = await decide('expert', { decision: 'accept' }, next.id);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toMatchObject({ state: 'accepted', person: { id: me.id } });
    expect((await memberPerson()).last_name).toBe('Přijatá');
    const audit = await q(
      `SELECT action FROM audit_log WHERE subject_type = 'person' AND subject_id = $1 ORDER BY id DESC LIMIT 2`,
      [me.id],
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['person.change.accept', 'person.update']);
    const mine = await call('member', 'GET', PROFILE);
    expect(mine.json().data.changeRequest).toMatchObject({ state: 'accepted' });
  });

  it('exports everything held about the member as JSON and as a PDF; the office exports a PDF too', async () => {
    const me = await memberPerson();
    const json = await call('member', 'GET', `${PROFILE}/export`);
    expect(json.statusCode, json.body).toBe(200);
    expect(json.headers['content-disposition']).toContain('my-data.json');
    expect(json.json().person).toMatchObject({ id: me.id, last_name: me.last_name });
    expect(json.json()).toHaveProperty('changeRequests');
    const pdf = await call('member', 'GET', `${PROFILE}/export?format=pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await call('member', 'GET', `${PROFILE}/export?format=xml`)).statusCode).toBe(400);
    const office = await call('expert', 'GET', `/api/admin-zone/persons/${me.id}/export?format=pdf`);
    expect(office.statusCode).toBe(200);
    expect(office.headers['content-disposition']).toContain(`person-${me.id}.pdf`);
    expect((await call('club', 'GET', `${PROFILE}/export`)).statusCode).toBe(403);
  });
});
