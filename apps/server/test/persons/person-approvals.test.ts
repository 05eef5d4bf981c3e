// Approvals of the persons register through HTTP on real PostgreSQL (issue 29 §5): the waiting
// roles, a decision on some by id or on all the filter matches (1,000 at once), the reason a
// return or cancel needs, an unpaid role held back, the audit records, the club's e-mail, and a
// club submitting a further role.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEST_TODAY } from '../database';
import { type DemoUser, useTestServer } from '../test-server';

const server = useTestServer();
const APPROVALS = '/api/admin-zone/persons/approvals';
type Problem = { code: string; errors: { field?: string; message: string }[] };
type Approval = { id: number; approvalStateId: number; club: { id: number } | null; newPerson: boolean };

const call = (as: DemoUser, method: 'GET' | 'POST', url: string, payload?: object) =>
  server.request({ method, url, as, ...(payload ? { payload } : {}), headers: { 'accept-language': 'cs' } });
const state = async (ids: number[]) =>
  (
    await server.db.pool.query<{
      id: number;
      approval_state_id: number;
      paid_state_id: number | null;
      approval_note: string | null;
    }>(
      'SELECT id, approval_state_id, paid_state_id, approval_note FROM person_roles WHERE id = ANY($1::int[]) ORDER BY id',
      [ids],
    )
  ).rows;

/** New waiting membership roles of fresh persons in a club (what clubs submit), their ids. */
async function waitingRoles(clubId: number, n: number): Promise<number[]> {
  const { rows } = await server.db.pool.query<{ id: number }>(
    `WITH p AS (
       INSERT INTO persons (registration_number, first_name, last_name, birth_date, sex_id, nationality_id, federation_unit_id)
       SELECT 'TST ' || g || '-' || $3::text, 'Čekající', 'Osoba ' || g, DATE '2000-01-01', 1, 203,
              (SELECT federation_unit_id FROM clubs WHERE id = $1)
         FROM generate_series(1, $2::int) g RETURNING id)
     INSERT INTO person_roles (person_id, type_id, club_id, approval_state_id, valid_from)
     SELECT p.id, 1, $1, 2, $4::date FROM p RETURNING id`,
    [clubId, n, Date.now().toString(36), TEST_TODAY],
  );
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

async function aClubWithEmail(): Promise<number> {
  const { rows } = await server.db.pool.query(`SELECT id FROM clubs WHERE email IS NOT NULL ORDER BY id LIMIT 1`);
  return rows[0].id;
}

/** The newest outbox mail whose file name starts with `prefix`. */
async function outboxMail(prefix: string): Promise<string | null> {
  const outbox = path.join(server.deps.config.DATA_DIR, 'outbox');
  const files = (await readdir(outbox).catch(() => [] as string[])).filter((f) => f.startsWith(prefix)).sort();
  return files.length ? readFile(path.join(outbox, files.at(-1)!), 'utf8') : null;
}

describe('person approvals', () => {
  it('lists the waiting roles, approves some by id, audits them and mails the club', async () => {
    const clubId = await aClubWithEmail();
    const ids = await waitingRoles(clubId, 3);
    const list = await call(
      'expert',
      'GET',
      `${APPROVALS}?fields[clubId][o]=valuesEqual&fields[clubId][v]=${clubId}&limit=500`,
    );
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json().data as Approval[];
    expect(rows.every((r) => r.approvalStateId === 2)).toBe(true);
    const mine = rows.filter((r) => ids.includes(r.id));
    expect(mine).toHaveLength(3);
    expect(mine.every((r) => r.newPerson)).toBe(true);

    const res = await call('expert', 'POST', `${APPROVALS}/decide`, { ids: ids.slice(0, 2), decision: 'approve' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ decided: 2, waitingForPayment: 0, skipped: 0, clubsNotified: 1 });
    expect((await state(ids)).map((r) => r.approval_state_id)).toEqual([3, 3, 2]);
    // The list shows what waits; the filter's "all" (any state) shows the approved ones too.
    const inClub = `${APPROVALS}?fields[clubId][o]=valuesEqual&fields[clubId][v]=${clubId}&limit=500`;
    const waiting = (await call('expert', 'GET', inClub)).json().data as Approval[];
    expect(waiting.filter((r) => ids.includes(r.id)).map((r) => r.id)).toEqual([ids[2]]);
    const all = await call('expert', 'GET', `${inClub}&fields[approvalStateId][o]=valueNotNull`);
    expect(all.statusCode, all.body).toBe(200);
    const allMine = (all.json().data as Approval[]).filter((r) => ids.includes(r.id));
    expect(allMine.map((r) => [r.id, r.approvalStateId]).sort((a, b) => a[0]! - b[0]!)).toEqual([
      [ids[0], 3],
      [ids[1], 3],
      [ids[2], 2],
    ]);
    const audit = await server.db.pool.query(
      `SELECT count(*)::int AS n FROM audit_log WHERE action = 'person.role.approve' AND (details->>'roleId')::int = ANY($1::int[])`,
      [ids],
    );
    expect(audit.rows[0].n).toBe(2);
    const mail = await outboxMail('approval-');
    expect(mail).toContain('schv=C3=A1lil');
    // Decided already: a second decision skips them.
    const again = await call('expert', 'POST', `${APPROVALS}/decide`, {
      ids: ids.slice(0, 2),
      decision: 'cancel',
      reason: 'x',
    });
    expect(again.json().data).toMatchObject({ decided: 0, skipped: 2 });
  });

  it('returns and cancels only with a reason, and holds an unpaid role back', async () => {
    const clubId = await aClubWithEmail();
    const ids = await waitingRoles(clubId, 3);
    const noReason = await call('expert', 'POST', `${APPROVALS}/decide`, { ids, decision: 'return' });
    expect(noReason.statusCode).toBe(400);
    expect((noReason.json() as Problem).errors).toEqual([{ field: 'reason', message: 'Napište klubu důvod.' }]);
    const none = await call('expert', 'POST', `${APPROVALS}/decide`, { ids: [], decision: 'approve' });
    expect((none.json() as Problem).errors.map((e) => e.field)).toEqual(['ids']);

    const returned = await call('expert', 'POST', `${APPROVALS}/decide`, {
      ids: [ids[0]],
      decision: 'return',
      reason: 'Chybí souhlas zákonného zástupce.',
    });
    expect(returned.json().data.decided).toBe(1);
    await server.db.pool.query('UPDATE person_roles SET paid_state_id = 1 WHERE id = $1', [ids[1]]);
    const approved = await call('expert', 'POST', `${APPROVALS}/decide`, { ids: ids.slice(1), decision: 'approve' });
    expect(approved.json().data).toMatchObject({ decided: 1, waitingForPayment: 1 });
    expect(await state(ids)).toEqual([
      { id: ids[0], approval_state_id: 4, paid_state_id: 3, approval_note: 'Chybí souhlas zákonného zástupce.' },
      { id: ids[1], approval_state_id: 2, paid_state_id: 1, approval_note: null },
      { id: ids[2], approval_state_id: 3, paid_state_id: null, approval_note: null },
    ]);
  });

  it('decides all that the filter matches, a thousand at once', async () => {
    const { rows } = await server.db.pool.query(`SELECT id FROM clubs ORDER BY id DESC LIMIT 1`);
    const clubId = rows[0].id as number;
    await server.db.pool.query(
      'UPDATE person_roles SET approval_state_id = 1 WHERE club_id = $1 AND approval_state_id = 2',
      [clubId],
    );
    const ids = await waitingRoles(clubId, 1000);
    const filter = `fields[clubId][o]=valuesEqual&fields[clubId][v]=${clubId}`;
    const res = await call('expert', 'POST', `${APPROVALS}/decide?${filter}`, { all: true, decision: 'approve' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.decided).toBe(1000);
    expect(new Set((await state(ids)).map((r) => r.approval_state_id))).toEqual(new Set([3]));
    const paging = await call('expert', 'POST', `${APPROVALS}/decide?${filter}&limit=5`, {
      all: true,
      decision: 'approve',
    });
    expect(paging.statusCode).toBe(400);
  });

  it('lets a club submit another role of its member, and refuses what a club may not register', async () => {
    const me = (await call('club', 'GET', '/api/account/me/new')).json().data;
    const { rows } = await server.db.pool.query(
      `SELECT person_id AS id FROM person_roles WHERE club_id = $1 AND type_id = 1 ORDER BY id LIMIT 1`,
      [me.currentClubId],
    );
    const url = `/api/club-zone/persons/${rows[0].id}/roles`;
    const created = await call('club', 'POST', url, { typeId: 2, validFrom: TEST_TODAY });
    expect(created.statusCode, created.body).toBe(201);
    const [role] = await state([created.json().data.id]);
    expect(role!.approval_state_id).toBe(2);
    const referee = await call('club', 'POST', url, { typeId: 4, validFrom: TEST_TODAY });
    expect(referee.statusCode).toBe(400);
    expect((referee.json() as Problem).errors.map((e) => e.field)).toEqual(['typeId']);
    expect((await call('clubro', 'POST', url, { typeId: 2, validFrom: TEST_TODAY })).statusCode).toBe(403);
  });
});
