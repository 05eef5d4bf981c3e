// The clubs register through HTTP on real PostgreSQL (issue 30): the list and its export, the
// detail and its tabs, the edit with the IČO and account checks (nothing written on bad input), the
// duplicate IČO naming the club, a unit manager's scope, my club (contacts directly, official data
// as a request the office decides) and a new club's registration (approve: club and invitation;
// refuse: the reason e-mailed).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type DemoUser, useTestServer } from '../test-server';

const server = useTestServer();
type Problem = { code: string; errors: { field?: string; message: string }[]; related?: { id: number; name: string } };
const call = (as: DemoUser | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  server.request({
    method,
    url,
    ...(as ? { as } : {}),
    ...(payload ? { payload } : {}),
    headers: { 'accept-language': 'cs' },
  });
const q = (text: string, values: unknown[] = []) => server.db.pool.query(text, values);
const ADMIN = '/api/admin-zone/clubs';
const MY = '/api/club-zone/club';

/** The current club of a demo club manager. */
async function currentClub(userName: string): Promise<number> {
  const { rows } = await q(`SELECT current_club_id AS id FROM users WHERE user_name = $1`, [userName]);
  return rows[0].id;
}

/** A club's whole body as the edit form sends it, with changes. */
async function bodyOf(id: number, change: Record<string, unknown> = {}) {
  const res = await call('admin', 'GET', `${ADMIN}/${id}`);
  const c = res.json().data;
  return {
    name: c.name,
    officialName: c.officialName,
    identificationNumber: c.identificationNumber,
    taxIdentificationNumber: c.taxIdentificationNumber,
    legalForm: c.legalForm,
    street: c.street,
    houseNumber: c.houseNumber,
    city: c.city,
    zip: c.zip,
    countryId: c.countryId,
    regionId: c.regionId,
    districtId: c.districtId,
    bankAccount: c.bankAccount,
    email: c.email,
    phone: c.phone,
    web: c.web,
    contactPerson: c.contactPerson,
    federationUnitId: c.federationUnitId,
    clubTypeId: c.clubTypeId,
    ...change,
  };
}

async function outboxMail(prefix: string): Promise<string | null> {
  const outbox = path.join(server.deps.config.DATA_DIR, 'outbox');
  const files = (await readdir(outbox).catch(() => [] as string[])).filter((f) => f.startsWith(prefix)).sort();
  return files.length ? readFile(path.join(outbox, files.at(-1)!), 'utf8') : null;
}

describe('clubs register', () => {
  it('lists clubs with filters and sort, exports them, and scopes a unit manager to their unit', async () => {
    const res = await call(
      'admin',
      'GET',
      `${ADMIN}?limit=5&sort=name&fields[active][o]=valuesEqual&fields[active][v]=true`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.total).toBeGreaterThan(5);
    expect(body.data[0]).toMatchObject({ active: true });
    expect(body.data[0].identificationNumber).toMatch(/^\d{8}$/);
    const names = body.data.map((c: { name: string }) => c.name);
    expect([...names].sort((a, b) => a.localeCompare(b, 'cs'))).toHaveLength(5);

    const ico = body.data[0].identificationNumber;
    const byIco = await call(
      'admin',
      'GET',
      `${ADMIN}?fields[identificationNumber][o]=valuesEqual&fields[identificationNumber][v]=${ico}`,
    );
    expect(byIco.json().data.map((c: { id: number }) => c.id)).toEqual([body.data[0].id]);

    const bad = await call('admin', 'GET', `${ADMIN}?fields[secret][o]=valuesEqual&fields[secret][v]=1`);
    expect(bad.statusCode).toBe(400);

    const csv = await call('admin', 'GET', `${ADMIN}?format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('IČO');
    expect(csv.body).toContain('Federační jednotka');

    const { rows } = await q(`SELECT federation_unit_id AS unit FROM user_roles ur
      JOIN user_role_claims cl ON cl.user_role_id = ur.id AND cl.claim_type = 'federationUnit'
      JOIN users u ON u.id = ur.user_id WHERE u.user_name = 'unit@fedra.test'`).catch(async () =>
      q(`SELECT cl.object_id AS unit FROM user_roles ur
          JOIN user_role_claims cl ON cl.user_role_id = ur.id AND cl.claim_type = 'federationUnit'
          JOIN users u ON u.id = ur.user_id WHERE u.user_name = 'unit@fedra.test'`),
    );
    const unit = rows[0].unit as number;
    const unitList = await call('unit', 'GET', `${ADMIN}?limit=1000`);
    const units = new Set(unitList.json().data.map((c: { federationUnitId: number }) => c.federationUnitId));
    expect([...units]).toEqual([unit]);
    const other = await q(`SELECT id FROM clubs WHERE federation_unit_id <> $1 ORDER BY id LIMIT 1`, [unit]);
    expect((await call('unit', 'GET', `${ADMIN}/${other.rows[0].id}`)).statusCode).toBe(403);
    expect((await call('unit', 'PUT', `${ADMIN}/${other.rows[0].id}`, await bodyOf(other.rows[0].id))).statusCode).toBe(
      403,
    );
    expect((await call('admin', 'GET', `${ADMIN}/999999`)).statusCode).toBe(404);
  });

  it('shows the detail with its tabs and history, and edits it with the checks; bad input writes nothing', async () => {
    const id = await currentClub('club@fedra.test');
    const detail = await call('admin', 'GET', `${ADMIN}/${id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().links.map((l: { method: string }) => l.method)).toContain('PUT');
    const records = await call('admin', 'GET', `${ADMIN}/${id}/records`);
    expect(records.statusCode, records.body).toBe(200);
    const r = records.json().data;
    expect(r.memberCount).toBeGreaterThan(0);
    expect(r.managers.map((m: { userName: string }) => m.userName)).toContain('club@fedra.test');
    for (const key of ['boards', 'contracts', 'contributions', 'sportFields']) expect(Array.isArray(r[key])).toBe(true);
    expect(typeof r.credit.balance).toBe('number');

    const before = (await q(`SELECT * FROM clubs WHERE id = $1`, [id])).rows[0];
    const wrong = await call(
      'admin',
      'PUT',
      `${ADMIN}/${id}`,
      await bodyOf(id, { identificationNumber: '25596642', bankAccount: '19-2000145398/0800', zip: '1100' }),
    );
    expect(wrong.statusCode).toBe(400);
    const fields = (wrong.json() as Problem).errors.map((e) => e.field).sort();
    expect(fields).toEqual(['bankAccount', 'identificationNumber', 'zip']);
    expect((wrong.json() as Problem).errors.find((e) => e.field === 'identificationNumber')!.message).toContain(
      'kontrolní',
    );
    const badIban = await call(
      'admin',
      'PUT',
      `${ADMIN}/${id}`,
      await bodyOf(id, { bankAccount: 'CZ6508000000192000145398' }),
    );
    expect(badIban.statusCode).toBe(400);
    expect((badIban.json() as Problem).errors.map((e) => e.field)).toEqual(['bankAccount']);
    const district = await call('admin', 'PUT', `${ADMIN}/${id}`, await bodyOf(id, { regionId: 1, districtId: 77 }));
    expect(district.statusCode).toBe(400);
    expect((district.json() as Problem).errors.map((e) => e.field)).toEqual(['districtId']);

    const other = (
      await q(
        `SELECT id, name, identification_number AS ico FROM clubs WHERE id <> $1 AND identification_number IS NOT NULL ORDER BY id LIMIT 1`,
        [id],
      )
    ).rows[0];
    const dup = await call('admin', 'PUT', `${ADMIN}/${id}`, await bodyOf(id, { identificationNumber: other.ico }));
    expect(dup.statusCode).toBe(409);
    expect((dup.json() as Problem).related).toMatchObject({ id: other.id });
    expect((dup.json() as Problem).errors[0]).toMatchObject({ field: 'identificationNumber' });
    expect((dup.json() as Problem).errors[0]!.message).toContain(other.name);
    expect((await q(`SELECT * FROM clubs WHERE id = $1`, [id])).rows[0]).toEqual(before);

    const ok = await call(
      'admin',
      'PUT',
      `${ADMIN}/${id}`,
      await bodyOf(id, { bankAccount: '000019-2000145399 / 0800', legalForm: 'association', zip: '11000' }),
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({
      bankAccount: '19-2000145399/0800',
      legalForm: 'association',
      zip: '110 00',
    });
    const iban = await call(
      'admin',
      'PUT',
      `${ADMIN}/${id}`,
      await bodyOf(id, { bankAccount: 'cz65 0800 0000 1920 0014 5399' }),
    );
    expect(iban.json().data.bankAccount).toBe('CZ6508000000192000145399');

    const history = await call('admin', 'GET', `${ADMIN}/${id}/history`);
    expect(history.statusCode, history.body).toBe(200);
    const latest = history.json().data[0];
    expect(latest.action).toBe('club.update');
    expect(latest.changes).toEqual([
      { field: 'bankAccount', before: '19-2000145399/0800', after: 'CZ6508000000192000145399' },
    ]);
    // The history as a file: the action and the field by name, in the caller's language.
    const file = await server.request({
      method: 'GET',
      url: `${ADMIN}/${id}/history?format=csv`,
      as: 'admin',
      headers: { 'accept-language': 'en' },
    });
    expect(file.statusCode, file.body).toBe(200);
    expect(file.body).toContain('Data changed');
    expect(file.body).toContain('Bank account: 19-2000145399/0800 → CZ6508000000192000145399');
  });

  it('creates a club in the unit manager’s unit only, with a new registration number', async () => {
    const unitClub = (await q(`SELECT c.federation_unit_id AS unit FROM clubs c ORDER BY id LIMIT 1`)).rows[0];
    const body = {
      name: 'BK Nový Jičín',
      officialName: 'Badmintonový klub Nový Jičín, z. s.',
      identificationNumber: '25596641',
      legalForm: 'association',
      city: 'Nový Jičín',
      zip: '741 01',
      districtId: 75,
      federationUnitId: unitClub.unit,
      email: 'info@bk-novyjicin.cz',
    };
    const created = await call('expert', 'POST', ADMIN, body);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.registrationNumber).toMatch(/^CB-\d{4}$/);
    expect(created.json().data.regionId).toBe(14);
    const again = await call('expert', 'POST', ADMIN, { ...body, name: 'Jiný' });
    expect(again.statusCode).toBe(409);
    expect((await call('clubro', 'POST', ADMIN, body)).statusCode).toBe(403);
  });

  it('lets the manager keep the contacts; official data go to the office as a request', async () => {
    const id = await currentClub('club@fedra.test');
    const mine = await call('club', 'GET', MY);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data.club.id).toBe(id);
    expect(mine.json().links.map((l: { method: string }) => l.method)).toEqual(['PUT', 'POST']);

    const ro = await call('clubro', 'GET', MY);
    expect(ro.statusCode).toBe(200);
    expect(ro.json().links).toEqual([]);
    expect((await call('clubro', 'PUT', MY, { phone: '+420 111 222 333' })).statusCode).toBe(403);

    const contact = await call('club', 'PUT', MY, { phone: '+420 777 888 999', web: 'www.klub-test.cz' });
    expect(contact.statusCode, contact.body).toBe(200);
    const before = mine.json().data.club;
    expect(contact.json().data.club).toMatchObject({
      phone: '+420 777 888 999',
      web: 'www.klub-test.cz',
      email: before.email,
      contactPerson: before.contactPerson,
      name: before.name,
    });
    const audit = await q(
      `SELECT action FROM audit_log WHERE subject_type = 'club' AND subject_id = $1 ORDER BY id DESC LIMIT 1`,
      [id],
    );
    expect(audit.rows[0].action).toBe('club.contact');
    expect((await call('club', 'PUT', MY, { name: 'Jiný název' })).statusCode).toBe(400);

    const nameBefore = contact.json().data.club.name;
    const none = await call('club', 'POST', `${MY}/change-request`, { name: nameBefore });
    expect(none.statusCode).toBe(400);
    const badIco = await call('club', 'POST', `${MY}/change-request`, {
      name: nameBefore,
      identificationNumber: '12345678',
    });
    expect(badIco.statusCode).toBe(400);
    expect((badIco.json() as Problem).errors.map((e) => e.field)).toEqual(['identificationNumber']);
    const asked = await call('club', 'POST', `${MY}/change-request`, {
      name: `${nameBefore} (nový)`,
      street: 'Sportovní',
      houseNumber: '12',
      note: 'Změna po valné hromadě',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const request = asked.json().data.changeRequest;
    expect(request).toMatchObject({ state: 'waiting' });
    expect(request.changes.map((c: { field: string }) => c.field).sort()).toEqual(['houseNumber', 'name', 'street']);
    expect((await q(`SELECT name FROM clubs WHERE id = $1`, [id])).rows[0].name).toBe(nameBefore);

    const list = await call('admin', 'GET', `${ADMIN}/change-requests`);
    expect(list.json().data.map((r: { id: number }) => r.id)).toContain(request.id);
    expect(
      (await call('unit', 'POST', `${ADMIN}/change-requests/${request.id}/decide`, { decision: 'accept' })).statusCode,
    ).toBe(403);
    const noReason = await call('admin', 'POST', `${ADMIN}/change-requests/${request.id}/decide`, {
      decision: 'reject',
    });
    expect(noReason.statusCode).toBe(400);
    const accepted = await call('admin', 'POST', `${ADMIN}/change-requests/${request.id}/decide`, {
      decision: 'accept',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data.state).toBe('accepted');
    expect((await q(`SELECT name, street FROM clubs WHERE id = $1`, [id])).rows[0]).toEqual({
      name: `${nameBefore} (nový)`,
      street: 'Sportovní',
    });
    const twice = await call('admin', 'POST', `${ADMIN}/change-requests/${request.id}/decide`, { decision: 'accept' });
    expect(twice.statusCode).toBe(409);

    // The managers read their club's history: the office's acceptance on top, the change it made
    // below it, then the request and the contact change; the current club's records only.
    const history = await call('club', 'GET', `${MY}/history`);
    expect(history.statusCode, history.body).toBe(200);
    const entries = history.json().data as { action: string; changes: { field: string; after: unknown }[] }[];
    expect(entries.slice(0, 4).map((h) => h.action)).toEqual([
      'club.change.accept',
      'club.update',
      'club.change.request',
      'club.contact',
    ]);
    expect(entries[1]!.changes).toContainEqual(
      expect.objectContaining({ field: 'name', after: `${nameBefore} (nový)` }),
    );
    const audited = await q(
      `SELECT count(*)::int AS n FROM audit_log WHERE subject_type = 'club' AND subject_id = $1`,
      [id],
    );
    expect(history.json().total).toBe(audited.rows[0].n);
    const other = await call('clubro', 'GET', `${MY}/history`);
    expect(other.statusCode, other.body).toBe(200);
    expect(other.json().data.map((h: { id: number }) => h.id)).not.toContain(history.json().data[0].id);
    const file = await call('club', 'GET', `${MY}/history?format=csv`);
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain('Žádost přijata');
    expect((await call('member', 'GET', `${MY}/history`)).statusCode).toBe(403);
    expect((await call(null, 'GET', `${MY}/history`)).statusCode).toBe(401);
  });

  it('files a public registration; the office approves it (club and invitation) or refuses it (mail)', async () => {
    const form = {
      name: 'Badminton Kroměříž',
      officialName: 'Badminton Kroměříž, z. s.',
      identificationNumber: '27074358',
      legalForm: 'association',
      street: 'Hulínská',
      houseNumber: '2',
      city: 'Kroměříž',
      zip: '767 01',
      statutoryFirstName: 'Petra',
      statutoryLastName: 'Nováková',
      statutoryFunction: 'předsedkyně',
      email: 'predsedkyne@badminton-km.cz',
    };
    const wrong = await call(null, 'POST', '/api/public-zone/club-registrations', {
      ...form,
      identificationNumber: '27074359',
      email: 'x',
    });
    expect(wrong.statusCode).toBe(400);
    expect((wrong.json() as Problem).errors.map((e) => e.field).sort()).toEqual(['email', 'identificationNumber']);
    const existing = (
      await q(
        `SELECT name, identification_number AS ico FROM clubs WHERE identification_number IS NOT NULL ORDER BY id LIMIT 1`,
      )
    ).rows[0];
    const taken = await call(null, 'POST', '/api/public-zone/club-registrations', {
      ...form,
      identificationNumber: existing.ico,
    });
    expect(taken.statusCode).toBe(409);
    expect((taken.json() as Problem).errors[0]!.message).toContain(existing.name);

    const filed = await call(null, 'POST', '/api/public-zone/club-registrations', form);
    expect(filed.statusCode, filed.body).toBe(201);
    const id = filed.json().data.id;
    const again = await call(null, 'POST', '/api/public-zone/club-registrations', form);
    expect(again.statusCode).toBe(409);

    const waiting = await call('expert', 'GET', `${ADMIN}/approvals`);
    expect(waiting.json().data.map((g: { id: number }) => g.id)).toContain(id);
    const noUnit = await call('admin', 'POST', `${ADMIN}/approvals/${id}/decide`, { decision: 'approve' });
    expect(noUnit.statusCode).toBe(400);
    expect((noUnit.json() as Problem).errors.map((e) => e.field)).toEqual(['federationUnitId']);
    const approved = await call('admin', 'POST', `${ADMIN}/approvals/${id}/decide`, {
      decision: 'approve',
      federationUnitId: 3,
      clubTypeId: 1,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const outcome = approved.json().data;
    expect(outcome.managerInvited).toBe(true);
    expect(outcome.registration.state).toBe('approved');
    const clubId = outcome.registration.club.id;
    const club = (
      await q(`SELECT name, identification_number, federation_unit_id, contact_person FROM clubs WHERE id = $1`, [
        clubId,
      ])
    ).rows[0];
    expect(club).toEqual({
      name: 'Badminton Kroměříž',
      identification_number: '27074358',
      federation_unit_id: 3,
      contact_person: 'Petra Nováková',
    });
    const manager = await call('admin', 'GET', `${ADMIN}/${clubId}/records`);
    expect(manager.json().data.managers).toEqual([
      expect.objectContaining({ userName: 'predsedkyne@badminton-km.cz', invitationPending: true, readOnly: false }),
    ]);
    expect(await outboxMail('invitation-')).toContain('predsedkyne@badminton-km.cz');
    expect(
      (await call('admin', 'POST', `${ADMIN}/approvals/${id}/decide`, { decision: 'refuse', reason: 'x' })).statusCode,
    ).toBe(409);

    const second = await call(null, 'POST', '/api/public-zone/club-registrations', {
      ...form,
      name: 'Druhý klub',
      identificationNumber: '25596641'.replace('25596641', '64581'),
      email: 'druhy@example.cz',
    });
    expect(second.statusCode, second.body).toBe(201);
    const refused = await call('admin', 'POST', `${ADMIN}/approvals/${second.json().data.id}/decide`, {
      decision: 'refuse',
      reason: 'Klub nemá badmintonový oddíl.',
    });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json().data.registration).toMatchObject({ state: 'refused', club: null });
    const mail = await outboxMail('club-registration-');
    expect(mail).toContain('druhy@example.cz');
    expect(mail).toContain('badmintonov');
  });
});

describe('clubs register demo', () => {
  it('has a registration waiting for the office and clubs with valid accounts and legal forms', async () => {
    const waiting = await call('admin', 'GET', `${ADMIN}/approvals`);
    expect(waiting.json().data.map((g: { name: string }) => g.name)).toContain('Badminton Kroměříž');
    const { rows } = await q(
      `SELECT count(*)::int AS n FROM clubs WHERE bank_account IS NOT NULL AND legal_form IS NOT NULL`,
    );
    expect(rows[0].n).toBeGreaterThan(10);
  });
});
