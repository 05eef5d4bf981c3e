// Contracts through HTTP on real PostgreSQL: every call as every role with the row scopes, the
// numbering under concurrency, the bad inputs in both languages, documents with their stored
// files, the counts and the exports.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parse as parseCsv } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/demo/seed';
import { TEST_DAY, TEST_TODAY } from '../database';
import { type DemoUser, useTestServer } from '../test-server';

const server = useTestServer();

const ADMIN = '/api/admin-zone/contracts';
const CLUB = '/api/club-zone/contracts';

type Contract = {
  id: number;
  number: string;
  clubId: number;
  clubName: string;
  stateId: number;
  validFrom: string;
  validTill: string | null;
  registrationDate: string;
  isValid: boolean;
  documentCount: number;
};
type Document = { id: number; contractId: number; name: string; linkUrl: string; fileName: string; size: number };
type Caller = DemoUser | 'anonymous';
type Problem = { errors: { field?: string; message: string }[] };

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, as: Caller, payload?: object, lang = 'en') {
  return server.request({
    method,
    url,
    ...(as === 'anonymous' ? {} : { as }),
    ...(payload ? { payload } : {}),
    headers: { 'accept-language': lang },
  });
}

async function one<T>(text: string, params: unknown[] = []): Promise<T> {
  return (await server.db.pool.query(text, params)).rows[0] as T;
}

const clubOf = async (user: DemoUser) =>
  (await one<{ id: number }>(`SELECT current_club_id AS id FROM users WHERE user_name = $1`, [`${user}@fedra.test`]))
    .id;

/** A club of another unit than Prague (unit@fedra.test manages unit 1). */
const clubOutsideUnit = async () =>
  (await one<{ id: number }>('SELECT min(id) AS id FROM clubs WHERE federation_unit_id <> 1')).id;

const valid = (clubId: number, over: Record<string, unknown> = {}) => ({
  clubId,
  typeId: 1,
  stateId: 1,
  validFrom: '2026-01-01',
  validTill: '2026-12-31',
  registrationDate: '2026-01-05',
  note: 'Testovací smlouva',
  ...over,
});

async function createContract(clubId: number, over: Record<string, unknown> = {}): Promise<Contract> {
  const res = await call('POST', ADMIN, 'expert', valid(clubId, over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

const errorsOf = (res: { json(): unknown }) => (res.json() as Problem).errors;

/** Uploads bytes as `as` (for a contract document unless another purpose is named) and answers the file URL. */
async function upload(
  as: DemoUser,
  zone: 'admin' | 'club',
  name: string,
  bytes: Buffer,
  contentType = 'text/plain',
  purpose = 'contract-document',
) {
  const asked = await call('POST', `/api/${zone}-zone/files/upload-url`, as, {
    name,
    contentType,
    size: bytes.length,
    purpose,
  });
  expect(asked.statusCode, asked.body).toBe(200);
  const { uploadUrl, fileUrl, headers } = asked.json().data;
  const put = await server.request({ method: 'PUT', url: uploadUrl, payload: bytes, headers });
  expect(put.statusCode, put.body).toBeLessThan(300);
  return fileUrl as string;
}

const download = (url: string) => server.request({ method: 'GET', url });

/** Whether the file's row and its bytes on disk are still there (local storage). */
async function stored(id: string): Promise<boolean> {
  const row = await server.db.pool.query('SELECT 1 FROM files WHERE id = $1', [id]);
  const bytes = existsSync(path.join(server.deps.config.DATA_DIR, 'files', 'contract-document', id.slice(0, 2), id));
  expect(bytes).toBe(row.rowCount === 1);
  return bytes;
}
const fileIdOf = async (documentId: number) =>
  (await one<{ id: string }>('SELECT file_id AS id FROM contract_documents WHERE id = $1', [documentId])).id;

const ops = (links: { operationId: string }[]) => links.map((l) => l.operationId).sort();

/**
 * A concurrent write: `statement` runs in a transaction of its own, `calls` start while it holds
 * its locks, and it commits once they are waiting on them. Answers what the calls answer.
 */
async function whileUncommitted<T>(statement: string, params: unknown[], calls: () => Promise<T>): Promise<T> {
  await server.tokenFor('expert');
  const client = await server.db.pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(statement, params);
    const running = calls();
    await new Promise((r) => setTimeout(r, 300));
    await client.query('COMMIT');
    return await running;
  } finally {
    client.release();
  }
}

describe('demo contracts', () => {
  it('are there for both clubs of club@, the club of clubro@, with an expired one, one without end, and documents', async () => {
    const managed = (
      await server.db.pool.query(
        `SELECT c.object_id AS id FROM users u JOIN user_roles r ON r.user_id = u.id
           JOIN user_role_claims c ON c.user_role_id = r.id WHERE u.user_name = 'club@fedra.test'`,
      )
    ).rows.map((r) => r.id as number);
    const clubs = [...managed, await clubOf('clubro')];
    const res = await call('GET', `${ADMIN}?limit=1000`, 'admin');
    const all = res.json().data as Contract[];
    for (const id of clubs) expect(all.some((c) => c.clubId === id)).toBe(true);
    expect(all.some((c) => c.stateId === 3 && c.validTill !== null && !c.isValid)).toBe(true);
    expect(all.some((c) => c.validTill === null)).toBe(true);
    expect(new Set(all.map((c) => c.stateId)).size).toBeGreaterThanOrEqual(4);
    for (const c of all) expect(c.documentCount).toBeGreaterThanOrEqual(1);
    // The documents' bytes are stored: a demo PDF downloads.
    const pdfContract = all.find((c) => c.clubId === managed[0])!;
    const docs = (await call('GET', `${ADMIN}/${pdfContract.id}/document`, 'admin')).json().data as Document[];
    const got = await download(docs[0]!.linkUrl);
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(got.rawPayload.length).toBe(docs[0]!.size);
  });
});

describe('contracts: reading in each zone and scope', () => {
  let praha: Contract;
  let outside: Contract;
  let ofClub: Contract;
  let ofClubro: Contract;

  beforeAll(async () => {
    const prahaClub = await one<{ id: number }>(
      `SELECT min(id) AS id FROM clubs WHERE federation_unit_id = 1 AND id <> $1`,
      [await clubOf('club')],
    );
    praha = await createContract(prahaClub.id);
    outside = await createContract(await clubOutsideUnit());
    ofClub = await createContract(await clubOf('club'));
    ofClubro = await createContract(await clubOf('clubro'));
  });

  it('lists every contract for the office, the unit’s clubs for a unit manager, and refuses others', async () => {
    const admin = (await call('GET', `${ADMIN}?limit=1000`, 'admin')).json();
    const expert = (await call('GET', `${ADMIN}?limit=1000`, 'expert')).json();
    expect(expert.total).toBe(admin.total);
    const ids = (admin.data as Contract[]).map((c) => c.id);
    expect(ids).toEqual(expect.arrayContaining([praha.id, outside.id, ofClub.id, ofClubro.id]));

    const unit = await call('GET', `${ADMIN}?limit=1000`, 'unit');
    expect(unit.statusCode).toBe(200);
    const unitIds = (unit.json().data as Contract[]).map((c) => c.id);
    expect(unitIds).toContain(praha.id);
    expect(unitIds).not.toContain(outside.id);
    const units = await server.db.pool.query('SELECT DISTINCT federation_unit_id AS u FROM clubs WHERE id = ANY($1)', [
      (unit.json().data as Contract[]).map((c) => c.clubId),
    ]);
    expect(units.rows).toEqual([{ u: 1 }]);

    for (const caller of ['club', 'clubro', 'member'] as const)
      expect((await call('GET', ADMIN, caller)).statusCode, caller).toBe(403);
    expect((await call('GET', ADMIN, 'anonymous')).statusCode).toBe(401);
  });

  it('gives a unit manager 403 for a contract of another unit, on the detail and its documents', async () => {
    expect((await call('GET', `${ADMIN}/${praha.id}`, 'unit')).statusCode).toBe(200);
    expect((await call('GET', `${ADMIN}/${outside.id}`, 'unit')).statusCode).toBe(403);
    expect((await call('GET', `${ADMIN}/${outside.id}/document`, 'unit')).statusCode).toBe(403);
    expect((await call('GET', `${ADMIN}/${outside.id}`, 'expert')).statusCode).toBe(200);
    expect((await call('GET', `${ADMIN}/999999`, 'expert')).statusCode).toBe(404);
  });

  it('shows a club manager the current club’s contracts only; another club’s answer 404', async () => {
    for (const [caller, own, other] of [
      ['club', ofClub, ofClubro],
      ['clubro', ofClubro, ofClub],
    ] as const) {
      const list = await call('GET', `${CLUB}?limit=1000`, caller);
      expect(list.statusCode, list.body).toBe(200);
      const clubIds = new Set((list.json().data as Contract[]).map((c) => c.clubId));
      expect([...clubIds]).toEqual([own.clubId]);
      expect((await call('GET', `${CLUB}/${own.id}`, caller)).statusCode).toBe(200);
      expect((await call('GET', `${CLUB}/${other.id}`, caller)).statusCode).toBe(404);
      expect((await call('GET', `${CLUB}/${own.id}/document`, caller)).statusCode).toBe(200);
      expect((await call('GET', `${CLUB}/${other.id}/document`, caller)).statusCode).toBe(404);
    }
    for (const caller of ['admin', 'expert', 'unit', 'member'] as const)
      expect((await call('GET', CLUB, caller)).statusCode, caller).toBe(403);
  });

  it('refuses unknown parameters on the document lists as the other lists do, naming each; format still exports', async () => {
    for (const [caller, base, id] of [
      ['expert', ADMIN, praha.id],
      ['club', CLUB, ofClub.id],
    ] as const) {
      const url = `${base}/${id}/document`;
      for (const lang of ['cs', 'en']) {
        const list = await call('GET', `${base}?foo=1&bar=2`, caller, undefined, lang);
        const docs = await call('GET', `${url}?foo=1&bar=2`, caller, undefined, lang);
        expect(docs.statusCode, docs.body).toBe(400);
        expect(docs.headers['content-type']).toContain('application/problem+json');
        expect(errorsOf(docs)).toEqual(errorsOf(list));
      }
      const paged = await call('GET', `${url}?limit=5&fields[name][o]=valuesLike&fields[name][v]=a`, caller);
      expect(paged.statusCode).toBe(400);
      expect(errorsOf(paged)).toEqual([
        { field: 'limit', message: 'The parameter limit is not allowed.' },
        { field: 'fields[name][o]', message: 'The parameter fields[name][o] is not allowed.' },
        { field: 'fields[name][v]', message: 'The parameter fields[name][v] is not allowed.' },
      ]);
      expect((await call('GET', `${url}?format=csv`, caller)).statusCode).toBe(200);
      expect((await call('GET', url, caller)).statusCode).toBe(200);
    }
  });

  it('links only the actions the caller may take', async () => {
    const expert = (await call('GET', `${ADMIN}/${praha.id}`, 'expert')).json();
    expect(ops(expert.links)).toEqual([
      'api.admin.zone.contract.delete',
      'api.admin.zone.contract.document.create',
      'api.admin.zone.contract.document.delete',
      'api.admin.zone.contract.document.update',
      'api.admin.zone.contract.list',
      'api.admin.zone.contract.update',
    ]);
    expect(expert.links.find((l: { operationId: string }) => l.operationId.endsWith('contract.update')).href).toBe(
      `${ADMIN}/${praha.id}`,
    );
    const unit = (await call('GET', `${ADMIN}/${praha.id}`, 'unit')).json();
    expect(ops(unit.links)).toEqual(['api.admin.zone.contract.list']);
    const club = (await call('GET', `${CLUB}/${ofClub.id}`, 'club')).json();
    expect(ops(club.links)).toEqual(['api.club.zone.contract.document.create', 'api.club.zone.contract.list']);
    const clubro = (await call('GET', `${CLUB}/${ofClubro.id}`, 'clubro')).json();
    expect(ops(clubro.links)).toEqual(['api.club.zone.contract.list']);
  });

  it('counts the contracts valid on a date and all of them in the caller’s scope (POST)', async () => {
    for (const caller of ['admin', 'expert', 'unit'] as const) {
      const all = await call('POST', `${ADMIN}/count/all`, caller);
      expect(all.statusCode, all.body).toBe(200);
      expect(all.json().data).toBe((await call('GET', ADMIN, caller)).json().total);
      const date = '2026-06-15';
      const atDate = await call('POST', `${ADMIN}/count/date/${date}`, caller);
      expect(atDate.statusCode, atDate.body).toBe(200);
      const filtered = await call('GET', `${ADMIN}?fields[validOn][o]=valuesEqual&fields[validOn][v]=${date}`, caller);
      expect(atDate.json().data).toBe(filtered.json().total);
      expect(atDate.json().data).toBeGreaterThan(0);
    }
    const expert = (await call('POST', `${ADMIN}/count/all`, 'expert')).json().data;
    expect((await call('POST', `${ADMIN}/count/all`, 'unit')).json().data).toBeLessThan(expert);
    for (const caller of ['club', 'clubro', 'member'] as const)
      expect((await call('POST', `${ADMIN}/count/all`, caller)).statusCode).toBe(403);
    expect((await call('POST', `${ADMIN}/count/all`, 'anonymous')).statusCode).toBe(401);
    const bad = await call('POST', `${ADMIN}/count/date/2026-02-30`, 'expert', undefined, 'cs');
    expect(bad.statusCode).toBe(400);
    expect(errorsOf(bad)).toEqual([{ field: 'date', message: 'Pole date musí být platné datum (RRRR-MM-DD).' }]);
  });

  it('lets a read-only office role count, though the count is a POST', async () => {
    const admin = await one<{ password_hash: string }>(
      `SELECT password_hash FROM users WHERE user_name = 'admin@fedra.test'`,
    );
    const user = await one<{ id: number }>(
      `INSERT INTO users (user_name, password_hash, first_name, last_name, email, is_active)
       VALUES ('exproro@fedra.test', $1, 'Jen', 'Čtení', 'exproro@fedra.test', true) RETURNING id`,
      [admin.password_hash],
    );
    await server.db.pool.query(
      `INSERT INTO user_roles (user_id, role_type_id)
       SELECT $1, id FROM user_role_types WHERE code = 'AdminExpertCommissionReadOnly'`,
      [user.id],
    );
    const login = await server.request({
      method: 'POST',
      url: '/api/account/login',
      payload: { userName: 'exproro@fedra.test', password: DEMO_PASSWORD },
    });
    const token = login.json().access_token as string;
    const count = await server.request({ method: 'POST', url: `${ADMIN}/count/all`, token });
    expect(count.statusCode, count.body).toBe(200);
    const create = await server.request({ method: 'POST', url: ADMIN, token, payload: valid(praha.clubId) });
    expect(create.statusCode).toBe(403);
    expect(create.json().code).toBe('read_only');
  });

  it('filters and sorts by the list convention', async () => {
    const byNumber = await call(
      'GET',
      `${ADMIN}?fields[number][o]=valuesLike&fields[number][v]=${praha.number}`,
      'expert',
    );
    expect(byNumber.json().data.map((c: Contract) => c.id)).toEqual([praha.id]);
    const club = await call(
      'GET',
      `${ADMIN}?fields[clubName][o]=valuesLike&fields[clubName][v]=${encodeURIComponent(praha.clubName)}&fields[stateId][o]=valuesMemberOf&fields[stateId][v][]=1&fields[stateId][v][]=2`,
      'expert',
    );
    expect(club.json().data.map((c: Contract) => c.id)).toContain(praha.id);
    const valid = await call(
      'GET',
      `${ADMIN}?fields[isValid][o]=valuesEqual&fields[isValid][v]=false&limit=1000`,
      'expert',
    );
    expect((valid.json().data as Contract[]).every((c) => !c.isValid)).toBe(true);
    const sorted = (await call('GET', `${ADMIN}?sort=number&limit=1000`, 'expert')).json().data as Contract[];
    const keys = sorted.map((c) => c.number.split('/').map(Number) as [number, number]);
    for (let i = 1; i < keys.length; i++) {
      const [a, b] = [keys[i - 1]!, keys[i]!];
      expect(a[0] < b[0] || (a[0] === b[0] && a[1] < b[1])).toBe(true);
    }
    for (const sort of ['clubName', '-validTill', 'registrationDate', 'stateId', 'typeId', 'validFrom'])
      expect((await call('GET', `${ADMIN}?sort=${sort}`, 'expert')).statusCode, sort).toBe(200);
    const bad = await call('GET', `${ADMIN}?sort=note&fields[note][o]=valuesLike&fields[note][v]=x`, 'expert');
    expect(bad.statusCode).toBe(400);
    expect(
      errorsOf(bad)
        .map((e) => e.field)
        .sort(),
    ).toEqual(['fields[note]', 'sort']);
  });

  it('answers any number or date a filter accepts without a database error (no 500)', async () => {
    const q = (query: string) => call('GET', `${ADMIN}?${query}&limit=1000`, 'expert');
    // Beyond the integer columns, decimals, negatives: an empty list, not a failed query.
    for (const query of [
      'fields[clubId][o]=valuesEqual&fields[clubId][v]=99999999999',
      'fields[typeId][o]=valuesEqual&fields[typeId][v]=1.5',
      'fields[stateId][o]=valuesEqual&fields[stateId][v]=-99999999999',
      'fields[clubId][o]=valuesMemberOf&fields[clubId][v][]=99999999999&fields[clubId][v][]=2.5',
    ]) {
      const res = await q(query);
      expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
      expect(res.json().total, query).toBe(0);
    }
    // The integer filters still find what they should (and still by the index: bigint parameters).
    const byClub = await q(
      `fields[clubId][o]=valuesMemberOf&fields[clubId][v][]=${praha.clubId}&fields[clubId][v][]=99999999999`,
    );
    expect((byClub.json().data as Contract[]).map((c) => c.id)).toContain(praha.id);
    // PostgreSQL has no year 0.
    const yearZero = await q('fields[validOn][o]=valuesEqual&fields[validOn][v]=0000-01-01');
    expect(yearZero.statusCode).toBe(400);
    expect(errorsOf(yearZero)).toEqual([
      { field: 'fields[validOn]', message: 'The value 0000-01-01 is not valid for validOn.' },
    ]);
    // Several dates: valid on any of them, not silently the first only.
    const year = Number(TEST_TODAY.slice(0, 4));
    const [a, b] = [`${year}-06-15`, `${year - 3}-06-01`];
    const total = async (query: string) => (await q(query)).json().total as number;
    const on = (d: string) => `fields[validOn][o]=valuesEqual&fields[validOn][v][]=${d}`;
    const either = `${on(a)}&fields[validOn][v][]=${b}`;
    expect(await total(either)).toBeGreaterThan(await total(on(a)));
  });

  it('exports the list as CSV and XLSX with the list’s total, type and state by name', async () => {
    for (const [url, as] of [
      [ADMIN, 'expert'],
      [`${ADMIN}?fields[isValid][o]=valuesEqual&fields[isValid][v]=true`, 'unit'],
      [CLUB, 'club'],
    ] as const) {
      const total = (await call('GET', url, as)).json().total as number;
      const sep = url.includes('?') ? '&' : '?';
      const csv = await call('GET', `${url}${sep}format=csv`, as, undefined, 'cs');
      expect(csv.statusCode, csv.body).toBe(200);
      const records = parseCsv(csv.rawPayload, { bom: true, delimiter: ';' }) as string[][];
      expect(records[0]!.slice(0, 4)).toEqual(['Číslo', 'Klub', 'Typ', 'Stav']);
      expect(records.slice(1)).toHaveLength(total);
      const xlsx = await call('GET', `${url}${sep}format=xlsx`, as, undefined, 'en');
      expect(xlsx.statusCode).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      expect(sheet.getRow(1).getCell(3).value).toBe('Type');
      expect(sheet.actualRowCount - 1).toBe(total);
    }
    const csv = await call(
      'GET',
      `${ADMIN}?format=csv&fields[number][o]=valuesEqual&fields[number][v]=${praha.number}`,
      'expert',
      undefined,
      'cs',
    );
    const row = (parseCsv(csv.rawPayload, { bom: true, delimiter: ';' }) as string[][])[1]!;
    expect(row.slice(0, 4)).toEqual([praha.number, praha.clubName, 'Sportovní centrum mládeže', 'Platná']);
  });
});

describe('contract numbers', () => {
  it('gives 20 concurrent creates 20 distinct consecutive numbers, and a failed create leaves no gap', async () => {
    const clubId = await clubOf('club');
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('POST', ADMIN, 'expert', valid(clubId, { registrationDate: '2040-05-01' })),
      ),
    );
    for (const r of results) expect(r.statusCode, r.body).toBe(201);
    const numbers = results.map((r) => (r.json().data as Contract).number).sort();
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => `2040/${String(i + 1).padStart(4, '0')}`));

    const failed = await call('POST', ADMIN, 'expert', valid(999999, { registrationDate: '2040-06-01' }));
    expect(failed.statusCode).toBe(400);
    const next = await createContract(clubId, { registrationDate: '2040-07-01' });
    expect(next.number).toBe('2040/0021');
  });

  it('rolls the number back when the insert itself fails (the club deleted after the checks)', async () => {
    const clubId = (
      await one<{ id: number }>(
        `INSERT INTO clubs (registration_number, name, federation_unit_id) VALUES ('T-GONE', 'Zaniklý klub', 1) RETURNING id`,
      )
    ).id;
    const before = await createContract(clubId, { registrationDate: '2043-01-01' });
    expect(before.number).toBe('2043/0001');
    await server.db.pool.query('DELETE FROM contracts WHERE id = $1', [before.id]);
    // The club goes while the create is past its checks: the foreign key refuses the insert.
    const failed = await whileUncommitted('DELETE FROM clubs WHERE id = $1', [clubId], () =>
      call('POST', ADMIN, 'expert', valid(clubId, { registrationDate: '2043-02-02' }), 'en'),
    );
    expect(failed.statusCode, failed.body).toBe(400);
    expect(errorsOf(failed)).toEqual([{ field: 'clubId', message: `There is no clubId with id ${clubId}.` }]);
    const next = await createContract(await clubOf('club'), { registrationDate: '2043-03-03' });
    expect(next.number).toBe('2043/0002');
  });

  it('numbers by the year of the registration date, today by default', async () => {
    const year = (await one<{ y: number }>(`SELECT extract(year FROM ${TEST_DAY})::int AS y`)).y;
    const today = (await one<{ d: string }>(`SELECT ${TEST_DAY}::text AS d`)).d;
    const c = await createContract(await clubOf('club'), { registrationDate: undefined });
    expect(c.number.startsWith(`${year}/`)).toBe(true);
    expect(c.registrationDate).toBe(today);
  });

  it('keeps the number on update, also when the registration year changes, and never reuses a deleted one', async () => {
    const clubId = await clubOf('club');
    const first = await createContract(clubId, { registrationDate: '2041-01-10' });
    expect(first.number).toBe('2041/0001');
    const moved = await call('PUT', `${ADMIN}/${first.id}`, 'expert', {
      ...valid(clubId, { registrationDate: '2042-02-02', stateId: 2 }),
      id: first.id,
    });
    expect(moved.statusCode, moved.body).toBe(202);
    expect(moved.json().data).toMatchObject({ number: '2041/0001', registrationDate: '2042-02-02', stateId: 2 });
    const second = await createContract(clubId, { registrationDate: '2041-03-03' });
    expect(second.number).toBe('2041/0002');
    expect((await call('DELETE', `${ADMIN}/${second.id}`, 'expert')).statusCode).toBe(202);
    expect((await call('GET', `${ADMIN}/${second.id}`, 'expert')).statusCode).toBe(404);
    expect((await createContract(clubId, { registrationDate: '2041-04-04' })).number).toBe('2041/0003');
  });
});

describe('contract writes: who and what', () => {
  it('lets only the office write; a unit manager, clubs and members are refused', async () => {
    const clubId = await clubOf('club');
    const c = await createContract(clubId);
    const body = { ...valid(clubId), id: c.id };
    for (const caller of ['unit', 'club', 'clubro', 'member', 'anonymous'] as const) {
      const expected = caller === 'anonymous' ? 401 : 403;
      expect((await call('POST', ADMIN, caller, valid(clubId))).statusCode, caller).toBe(expected);
      expect((await call('PUT', `${ADMIN}/${c.id}`, caller, body)).statusCode, caller).toBe(expected);
      expect((await call('DELETE', `${ADMIN}/${c.id}`, caller)).statusCode, caller).toBe(expected);
    }
    const admin = await call('PUT', `${ADMIN}/${c.id}`, 'admin', { ...body, note: null, validTill: null });
    expect(admin.statusCode, admin.body).toBe(202);
    expect(admin.json().data).toMatchObject({ note: null, validTill: null, number: c.number });
    expect((await call('DELETE', `${ADMIN}/${c.id}`, 'admin')).statusCode).toBe(202);
    expect((await call('DELETE', `${ADMIN}/${c.id}`, 'admin')).statusCode).toBe(404);
    expect((await call('PUT', `${ADMIN}/${c.id}`, 'admin', body)).statusCode).toBe(404);
  });

  it('refuses dates that do not exist or are out of bounds, in Czech and English', async () => {
    const clubId = await clubOf('club');
    const bad = { validFrom: '2026-02-30', validTill: '2999-01-01', registrationDate: '1800-01-01' };
    const cs = await call('POST', ADMIN, 'expert', valid(clubId, bad), 'cs');
    expect(cs.statusCode).toBe(400);
    expect(errorsOf(cs)).toEqual([
      { field: 'validFrom', message: 'Pole validFrom musí být platné datum (RRRR-MM-DD).' },
      { field: 'validTill', message: 'Pole validTill může být nejpozději 2100-12-31.' },
      { field: 'registrationDate', message: 'Pole registrationDate musí být nejdříve 1900-01-01.' },
    ]);
    const en = await call('POST', ADMIN, 'expert', valid(clubId, bad), 'en');
    expect(errorsOf(en)).toEqual([
      { field: 'validFrom', message: 'The field validFrom must be a valid date (YYYY-MM-DD).' },
      { field: 'validTill', message: 'The validTill field must be 2100-12-31 or earlier.' },
      { field: 'registrationDate', message: 'The registrationDate field must be 1900-01-01 or later.' },
    ]);
  });

  it('refuses an end before the start with a message on both dates, both ways', async () => {
    const clubId = await clubOf('club');
    const range = { validFrom: '2026-05-01', validTill: '2026-04-30' };
    const cs = await call('POST', ADMIN, 'expert', valid(clubId, range), 'cs');
    expect(cs.statusCode).toBe(400);
    expect(errorsOf(cs)).toEqual([
      { field: 'validFrom', message: 'Datum od je větší než datum do.' },
      { field: 'validTill', message: 'Datum do je menší než datum od.' },
    ]);
    const c = await createContract(clubId);
    const en = await call('PUT', `${ADMIN}/${c.id}`, 'expert', { ...valid(clubId, range), id: c.id }, 'en');
    expect(errorsOf(en)).toEqual([
      { field: 'validFrom', message: 'The date from is later than the date to.' },
      { field: 'validTill', message: 'The date to is earlier than the date from.' },
    ]);
  });

  it('names each missing club, type and state (400, not a database error), and nothing is written', async () => {
    const before = await one<{ n: number }>('SELECT count(*)::int AS n FROM contracts');
    const cs = await call('POST', ADMIN, 'expert', valid(999999, { typeId: 99, stateId: 77 }), 'cs');
    expect(cs.statusCode).toBe(400);
    expect(errorsOf(cs)).toEqual([
      { field: 'clubId', message: 'Záznam clubId s id 999999 neexistuje.' },
      { field: 'typeId', message: 'Záznam typeId s id 99 neexistuje.' },
      { field: 'stateId', message: 'Záznam stateId s id 77 neexistuje.' },
    ]);
    const en = await call('POST', ADMIN, 'expert', valid(999999, { typeId: 99, stateId: 77 }), 'en');
    expect(errorsOf(en)[0]).toEqual({ field: 'clubId', message: 'There is no clubId with id 999999.' });
    expect((await one<{ n: number }>('SELECT count(*)::int AS n FROM contracts')).n).toBe(before.n);
  });

  it('refuses a body id other than the path id, and unknown or missing fields', async () => {
    const clubId = await clubOf('club');
    const c = await createContract(clubId);
    const res = await call('PUT', `${ADMIN}/${c.id}`, 'expert', { ...valid(clubId), id: c.id + 1 }, 'cs');
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res)).toEqual([
      { field: 'id', message: `Id v těle požadavku (${c.id + 1}) neodpovídá id v adrese (${c.id}).` },
    ]);
    const wrongType = await call(
      'POST',
      ADMIN,
      'expert',
      valid(clubId, { clubId: String(clubId), stateId: null }),
      'cs',
    );
    expect(errorsOf(wrongType)).toEqual([
      { field: 'clubId', message: 'Pole clubId musí být číslo.' },
      { field: 'stateId', message: 'Pole stateId je povinné' },
    ]);
    const missing = await call('POST', ADMIN, 'expert', { number: '2026/0001' }, 'en');
    expect(missing.statusCode).toBe(400);
    expect(errorsOf(missing).map((e) => e.field)).toEqual(
      expect.arrayContaining(['clubId', 'typeId', 'stateId', 'validFrom']),
    );
  });
});

describe('contract documents', () => {
  it('upload → create → download the same bytes → replace (old file gone) → delete (file gone)', async () => {
    const c = await createContract(await clubOf('club'));
    const bytes = Buffer.from('Podepsaná smlouva\n', 'utf8');
    const linkUrl = await upload('expert', 'admin', 'smlouva.txt', bytes);
    const created = await call('POST', `${ADMIN}/document`, 'expert', {
      contractId: c.id,
      name: 'Smlouva',
      note: 'Originál',
      linkUrl,
    });
    expect(created.statusCode, created.body).toBe(201);
    const doc = created.json().data as Document;
    expect(doc).toMatchObject({ contractId: c.id, name: 'Smlouva', fileName: 'smlouva.txt', size: bytes.length });
    expect(ops(created.json().links)).toEqual([
      'api.admin.zone.contract.document.delete',
      'api.admin.zone.contract.document.update',
    ]);
    expect((await download(doc.linkUrl)).rawPayload).toEqual(bytes);
    const list = await call('GET', `${ADMIN}/${c.id}/document`, 'expert');
    expect(list.json()).toMatchObject({ total: 1, data: [{ id: doc.id, name: 'Smlouva' }] });
    expect((await call('GET', `${ADMIN}/${c.id}`, 'expert')).json().data.documentCount).toBe(1);

    const oldFile = await fileIdOf(doc.id);
    expect(await stored(oldFile)).toBe(true);
    const renamed = await call('PUT', `${ADMIN}/document/${doc.id}`, 'expert', { id: doc.id, name: 'Smlouva v1' });
    expect(renamed.statusCode, renamed.body).toBe(202);
    expect(renamed.json().data).toMatchObject({ name: 'Smlouva v1', note: null, fileName: 'smlouva.txt' });
    expect(await fileIdOf(doc.id)).toBe(oldFile);

    const newBytes = Buffer.from('%PDF-1.4 nová verze', 'utf8');
    const newUrl = await upload('expert', 'admin', 'smlouva-v2.pdf', newBytes, 'application/pdf');
    const replaced = await call('PUT', `${ADMIN}/document/${doc.id}`, 'expert', {
      id: doc.id,
      name: 'Smlouva v2',
      linkUrl: newUrl,
    });
    expect(replaced.statusCode, replaced.body).toBe(202);
    expect(replaced.json().data).toMatchObject({ fileName: 'smlouva-v2.pdf', contentType: 'application/pdf' });
    expect((await download(replaced.json().data.linkUrl)).rawPayload).toEqual(newBytes);
    expect(await stored(oldFile)).toBe(false);
    expect((await download(doc.linkUrl)).statusCode).toBe(400);

    const newFile = await fileIdOf(doc.id);
    expect((await call('DELETE', `${ADMIN}/document/${doc.id}`, 'expert')).statusCode).toBe(202);
    expect(await stored(newFile)).toBe(false);
    expect((await call('DELETE', `${ADMIN}/document/${doc.id}`, 'expert')).statusCode).toBe(404);
    expect((await call('GET', `${ADMIN}/${c.id}/document`, 'expert')).json().total).toBe(0);
  });

  it('deletes a contract with its documents and their files', async () => {
    const c = await createContract(await clubOf('club'));
    const linkUrl = await upload('expert', 'admin', 'a.txt', Buffer.from('a'));
    const doc = (await call('POST', `${ADMIN}/document`, 'expert', { contractId: c.id, name: 'A', linkUrl })).json()
      .data as Document;
    const fileId = await fileIdOf(doc.id);
    expect(await stored(fileId)).toBe(true);
    expect((await call('DELETE', `${ADMIN}/${c.id}`, 'expert')).statusCode).toBe(202);
    expect(await stored(fileId)).toBe(false);
    expect(
      (await one<{ n: number }>('SELECT count(*)::int AS n FROM contract_documents WHERE contract_id = $1', [c.id])).n,
    ).toBe(0);
  });

  it('refuses a file URL that is not a fresh upload of this user for contract documents (400 on linkUrl)', async () => {
    const c = await createContract(await clubOf('club'));
    const create = (linkUrl: string, as: DemoUser = 'expert', lang = 'cs') =>
      call('POST', `${ADMIN}/document`, as, { contractId: c.id, name: 'X', linkUrl }, lang);

    const forged = await create('https://example.org/x.pdf');
    expect(forged.statusCode).toBe(400);
    expect(errorsOf(forged)).toEqual([
      { field: 'linkUrl', message: 'Pole linkUrl neobsahuje adresu souboru vydanou tímto serverem.' },
    ]);

    const forImport = await upload('expert', 'admin', 'x.csv', Buffer.from('x'), 'text/csv', 'import');
    expect(errorsOf(await create(forImport, 'expert', 'en'))).toEqual([
      { field: 'linkUrl', message: 'The file in linkUrl was uploaded for another purpose (import).' },
    ]);

    const adminsFile = await upload('admin', 'admin', 'b.txt', Buffer.from('b'));
    expect(errorsOf(await create(adminsFile))).toEqual([
      { field: 'linkUrl', message: 'Soubor v poli linkUrl nahrál jiný uživatel.' },
    ]);

    const notUploaded = (
      await call('POST', '/api/admin-zone/files/upload-url', 'expert', {
        name: 'c.txt',
        contentType: 'text/plain',
        size: 5,
        purpose: 'contract-document',
      })
    ).json().data.fileUrl;
    expect(errorsOf(await create(notUploaded))).toEqual([
      { field: 'linkUrl', message: 'Soubor v poli linkUrl ještě nebyl celý nahrán.' },
    ]);

    const used = await upload('expert', 'admin', 'd.txt', Buffer.from('d'));
    expect((await create(used)).statusCode).toBe(201);
    const again = await create(used, 'expert', 'en');
    expect(errorsOf(again)).toEqual([
      {
        field: 'linkUrl',
        message: 'The file in the field linkUrl is already attached to another document; upload it again.',
      },
    ]);

    const nothing = await call(
      'POST',
      `${ADMIN}/document`,
      'expert',
      { contractId: 999999, name: ' ', linkUrl: 'x' },
      'en',
    );
    expect(nothing.statusCode).toBe(400);
    expect(errorsOf(nothing).map((e) => e.field)).toEqual(['name']);
    const missing = await call(
      'POST',
      `${ADMIN}/document`,
      'expert',
      { contractId: 999999, name: 'X', linkUrl: 'x' },
      'cs',
    );
    expect(errorsOf(missing)).toEqual([
      { field: 'contractId', message: 'Záznam contractId s id 999999 neexistuje.' },
      { field: 'linkUrl', message: 'Pole linkUrl neobsahuje adresu souboru vydanou tímto serverem.' },
    ]);
  });

  it('refuses to replace a document’s file with another user’s upload or one of another purpose', async () => {
    const c = await createContract(await clubOf('club'));
    const linkUrl = await upload('expert', 'admin', 'keep.txt', Buffer.from('keep'));
    const doc = (await call('POST', `${ADMIN}/document`, 'expert', { contractId: c.id, name: 'Keep', linkUrl })).json()
      .data as Document;
    const fileId = await fileIdOf(doc.id);
    const replace = (url: string) =>
      call('PUT', `${ADMIN}/document/${doc.id}`, 'expert', { id: doc.id, name: 'Keep', linkUrl: url }, 'en');

    const clubsUpload = await upload('club', 'club', 'club.txt', Buffer.from('club'));
    expect(errorsOf(await replace(clubsUpload))).toEqual([
      { field: 'linkUrl', message: 'The file in linkUrl was uploaded by another user.' },
    ]);
    const forImport = await upload('expert', 'admin', 'x.csv', Buffer.from('x'), 'text/csv', 'import');
    expect(errorsOf(await replace(forImport))).toEqual([
      { field: 'linkUrl', message: 'The file in linkUrl was uploaded for another purpose (import).' },
    ]);
    // A download URL (what the document answers) is not a file URL either.
    expect((await replace(doc.linkUrl)).statusCode).toBe(400);
    expect(await fileIdOf(doc.id)).toBe(fileId);
    expect(await stored(fileId)).toBe(true);
  });

  it('gives a file to one document only, also when another write attaches it at the same moment', async () => {
    const c = await createContract(await clubOf('club'));
    const other = await createContract(await clubOf('club'));
    const linkUrl = await upload('expert', 'admin', 'race.txt', Buffer.from('race'));
    const fileId = /\/([0-9a-f-]{36})\?/.exec(linkUrl)![1]!;
    const existing = (
      await call('POST', `${ADMIN}/document`, 'expert', {
        contractId: other.id,
        name: 'Other',
        linkUrl: await upload('expert', 'admin', 'o.txt', Buffer.from('o')),
      })
    ).json().data as Document;
    // Another transaction attaches the file and commits only after our calls checked it was free.
    const answers = await whileUncommitted(
      `INSERT INTO contract_documents (contract_id, name, file_id) VALUES ($1, 'held', $2)`,
      [other.id, fileId],
      () =>
        Promise.all([
          call('POST', `${ADMIN}/document`, 'expert', { contractId: c.id, name: 'Mine', linkUrl }, 'en'),
          call('PUT', `${ADMIN}/document/${existing.id}`, 'expert', { id: existing.id, name: 'Other', linkUrl }),
        ]),
    );
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(400);
      expect(errorsOf(res)[0]!.field).toBe('linkUrl');
    }
    expect(
      (await one<{ n: number }>('SELECT count(*)::int AS n FROM contract_documents WHERE file_id = $1', [fileId])).n,
    ).toBe(1);
    // The document that failed to replace keeps its own file.
    expect(await stored(await fileIdOf(existing.id))).toBe(true);
  });

  it('deletes the file of a document added while its contract is being deleted', async () => {
    const c = await createContract(await clubOf('club'));
    const linkUrl = await upload('expert', 'admin', 'late.txt', Buffer.from('late'));
    const fileId = /\/([0-9a-f-]{36})\?/.exec(linkUrl)![1]!;
    const deleted = await whileUncommitted(
      `INSERT INTO contract_documents (contract_id, name, file_id) VALUES ($1, 'late', $2)`,
      [c.id, fileId],
      () => call('DELETE', `${ADMIN}/${c.id}`, 'expert'),
    );
    expect(deleted.statusCode, deleted.body).toBe(202);
    expect(await stored(fileId)).toBe(false);
  });

  it('lets a club manager add documents to the current club’s contracts only (another club’s: 403)', async () => {
    const own = await createContract(await clubOf('club'));
    const other = await createContract(await clubOf('clubro'));
    const bytes = Buffer.from('scan', 'utf8');
    const linkUrl = await upload('club', 'club', 'sken.png', bytes, 'image/png');
    const refused = await call('POST', `${CLUB}/document`, 'club', { contractId: other.id, name: 'Sken', linkUrl });
    expect(refused.statusCode).toBe(403);
    const created = await call('POST', `${CLUB}/document`, 'club', { contractId: own.id, name: 'Sken', linkUrl });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().links).toEqual([]);
    const docs = (await call('GET', `${CLUB}/${own.id}/document`, 'club')).json().data as Document[];
    expect(docs.map((d) => d.name)).toEqual(['Sken']);
    expect((await download(docs[0]!.linkUrl)).rawPayload).toEqual(bytes);
    // The office sees it too, and a club's upload cannot be used by the office.
    expect((await call('GET', `${ADMIN}/${own.id}/document`, 'expert')).json().total).toBe(1);

    const clubro = await call('POST', `${CLUB}/document`, 'clubro', { contractId: other.id, name: 'X', linkUrl });
    expect(clubro.statusCode).toBe(403);
    for (const caller of ['unit', 'member'] as const)
      expect(
        (await call('POST', `${ADMIN}/document`, caller, { contractId: own.id, name: 'X', linkUrl })).statusCode,
      ).toBe(403);
    expect(
      (await call('PUT', `${ADMIN}/document/${docs[0]!.id}`, 'unit', { id: docs[0]!.id, name: 'Y' })).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `${ADMIN}/document/${docs[0]!.id}`, 'club')).statusCode).toBe(403);
  });

  it('refuses a document body id other than the path id', async () => {
    const c = await createContract(await clubOf('club'));
    const linkUrl = await upload('expert', 'admin', 'f.txt', Buffer.from('f'));
    const doc = (await call('POST', `${ADMIN}/document`, 'expert', { contractId: c.id, name: 'F', linkUrl })).json()
      .data;
    const res = await call('PUT', `${ADMIN}/document/${doc.id}`, 'expert', { id: doc.id + 1, name: 'G' }, 'en');
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res)).toEqual([
      { field: 'id', message: `The id in the body (${doc.id + 1}) does not match the id in the address (${doc.id}).` },
    ]);
    expect((await call('PUT', `${ADMIN}/document/999999`, 'expert', { id: 999999, name: 'G' })).statusCode).toBe(404);
  });

  it('exports a contract’s documents as CSV and XLSX', async () => {
    const c = await createContract(await clubOf('club'));
    for (const name of ['g.txt', 'h.txt']) {
      const linkUrl = await upload('expert', 'admin', name, Buffer.from(name));
      await call('POST', `${ADMIN}/document`, 'expert', { contractId: c.id, name, linkUrl });
    }
    const csv = await call('GET', `${ADMIN}/${c.id}/document?format=csv`, 'expert', undefined, 'cs');
    expect(csv.statusCode, csv.body).toBe(200);
    const records = parseCsv(csv.rawPayload, { bom: true, delimiter: ';' }) as string[][];
    expect(records.map((r) => r[0])).toEqual(['Název', 'g.txt', 'h.txt']);
    const xlsx = await call('GET', `${CLUB}/${c.id}/document?format=xlsx`, 'club');
    expect(xlsx.statusCode).toBe(200);
    expect((await call('GET', `${CLUB}/${c.id}/document?format=xlsx`, 'clubro')).statusCode).toBe(404);
  });
});
