// Imports of persons and clubs through HTTP on real PostgreSQL: upload, create, the job, records,
// failed rows, samples, deletion, every bad input of issue 10, and the zone and row scope.
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { beforeAll, describe, expect, it } from 'vitest';
import { PERSON_ROLE_TYPE } from '../../src/db/reference-ids';
import { TEST_DAY } from '../database';
import { type DemoUser, useTestServer } from '../test-server';

const server = useTestServer();

const CSV = 'text/csv';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const HEADER = 'Jméno;Příjmení;Datum narození;Rodné číslo;Pohlaví;Státní příslušnost;E-mail;Ulice';

type Zone = 'admin' | 'club';

/** Uploads bytes as `as` and answers the file URL for a create call. */
async function upload(as: DemoUser, zone: Zone, name: string, bytes: Buffer, contentType = CSV): Promise<string> {
  const asked = await server.request({
    method: 'POST',
    url: `/api/${zone}-zone/files/upload-url`,
    as,
    payload: { name, contentType, size: bytes.length, purpose: 'import' },
  });
  expect(asked.statusCode, asked.body).toBe(200);
  const { uploadUrl, fileUrl, headers } = asked.json().data;
  const put = await server.request({ method: 'PUT', url: uploadUrl, payload: bytes, headers });
  expect(put.statusCode, put.body).toBeLessThan(300);
  return fileUrl as string;
}

const createImport = (as: DemoUser, zone: Zone, body: Record<string, unknown>, lang = 'cs') =>
  server.request({
    method: 'POST',
    url: `/api/${zone}-zone/imports`,
    as,
    payload: body,
    headers: { 'accept-language': lang },
  });

/** Polls the import until its job has ended. */
async function finished(as: DemoUser, zone: Zone, id: number) {
  for (let i = 0; i < 200; i++) {
    const res = await server.request({ method: 'GET', url: `/api/${zone}-zone/imports/${id}`, as });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    if (data.stateId >= 3) return data;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`import ${id} did not finish`);
}

async function importFile(as: DemoUser, zone: Zone, name: string, bytes: Buffer, extra: Record<string, unknown> = {}) {
  const fileAwsUrl = await upload(as, zone, name, bytes, name.endsWith('.xlsx') ? XLSX : CSV);
  const res = await createImport(as, zone, { typeId: 2, fileAwsUrl, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return finished(as, zone, res.json().data.id);
}

const records = async (as: DemoUser, zone: Zone, id: number, query = '') => {
  const res = await server.request({
    method: 'GET',
    url: `/api/${zone}-zone/imports/${id}/records?limit=1000${query}`,
    as,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    rowNumber: number;
    stateId: number;
    personId: number | null;
    message: string;
    errors: { typeId: number; message: string }[];
  }[];
};

const count = async (sql: string, params: unknown[] = []) =>
  Number((await server.db.pool.query(sql, params)).rows[0].n);

let clubId = 0;
let otherClubId = 0;
let member: { id: number; first_name: string; last_name: string; birth_date: string };

beforeAll(async () => {
  clubId = (await server.db.pool.query(`SELECT current_club_id AS id FROM users WHERE user_name = 'club@fedra.test'`))
    .rows[0].id;
  otherClubId = (await server.db.pool.query(`SELECT id FROM clubs WHERE id <> $1 ORDER BY id LIMIT 1`, [clubId]))
    .rows[0].id;
  member = (
    await server.db.pool.query(
      `SELECT p.id, p.first_name, p.last_name, to_char(p.birth_date, 'YYYY-MM-DD') AS birth_date FROM persons p
        JOIN person_roles r ON r.person_id = p.id AND r.club_id = $1 AND r.type_id = $2
         AND r.valid_from <= ${TEST_DAY} AND (r.valid_till IS NULL OR r.valid_till >= ${TEST_DAY})
       WHERE p.birth_date IS NOT NULL ORDER BY p.id LIMIT 1`,
      [clubId, PERSON_ROLE_TYPE.CLUB_MEMBER],
    )
  ).rows[0];
});

describe('person import in the club zone', () => {
  let importId = 0;
  const file = () =>
    Buffer.from(
      [
        HEADER,
        'Nela;Importová;3.4.2010;;Ž;CZE;nela@example.cz;Dlouhá 1',
        `${member.first_name};${member.last_name};${member.birth_date};;;;novy.email@example.cz;`,
        'Nela;Importová;2010-04-03;;Ž;CZE;;',
        'Jan;Chybný;1.1.2000;000101/0001;M;CZE;;',
        'Eva;Neúplná;1. 2. 2001;;Ž;XXX;not-an-email;"Nová\nulice 5"',
        '=HYPERLINK("http://x","y");Vzorec;31.2.2001;;;;;',
      ].join('\r\n'),
      'utf8',
    );

  it('applies the good rows and records every row with its outcome', async () => {
    const before = await count('SELECT count(*) AS n FROM persons');
    const imp = await importFile('club', 'club', 'clenove.csv', file());
    importId = imp.id;
    expect(imp).toMatchObject({
      stateId: 4,
      zone: 'club',
      objectId: clubId,
      countRecords: 6,
      countCreated: 1,
      countUpdated: 1,
      countIncomplete: 1,
      countFailed: 3,
      countSuccess: 3,
      errorFileUrl: `/api/club-zone/imports/${imp.id}/failed-rows`,
    });
    expect(await count('SELECT count(*) AS n FROM persons')).toBe(before + 2);
    const rows = await records('club', 'club', imp.id);
    expect(rows.map((r) => [r.rowNumber, r.stateId])).toEqual([
      [2, 1],
      [3, 2],
      [4, 5],
      [5, 5],
      [6, 4],
      [7, 5],
    ]);
    expect(rows[2]!.errors[0]!.typeId).toBe(11); // the same person twice in one file
    expect(rows[3]!.errors.map((e) => e.typeId)).toEqual([3]); // birth number with a wrong check digit
    expect(rows[4]!.errors.map((e) => e.typeId).sort()).toEqual([5, 6]); // warnings: left out, applied
    expect(rows[5]!.errors.map((e) => e.typeId)).toEqual([4]);
    expect(rows[5]!.message).toContain('Neplatné datum');
    const created = rows[0]!.personId!;
    const person = (await server.db.pool.query('SELECT * FROM persons WHERE id = $1', [created])).rows[0];
    expect(person).toMatchObject({ first_name: 'Nela', last_name: 'Importová', sex_id: 2, email: 'nela@example.cz' });
    expect(person.registration_number).toMatch(/^CZE \d{3}-\d{3}$/);
    const incomplete = (await server.db.pool.query('SELECT * FROM persons WHERE id = $1', [rows[4]!.personId])).rows[0];
    expect(incomplete).toMatchObject({ email: null, nationality_id: null, street: 'Nová\nulice 5' });
    expect(
      await count('SELECT count(*) AS n FROM person_roles WHERE person_id = $1 AND club_id = $2', [created, clubId]),
    ).toBe(1);
    expect((await server.db.pool.query('SELECT email FROM persons WHERE id = $1', [member.id])).rows[0].email).toBe(
      'novy.email@example.cz',
    );
  });

  it('creates no duplicates when the same file is imported again', async () => {
    const before = await count('SELECT count(*) AS n FROM persons');
    const roles = await count('SELECT count(*) AS n FROM person_roles');
    const again = await importFile('club', 'club', 'clenove.csv', file());
    expect(again).toMatchObject({ countCreated: 0, countFailed: 3 });
    expect(await count('SELECT count(*) AS n FROM persons')).toBe(before);
    expect(await count('SELECT count(*) AS n FROM person_roles')).toBe(roles);
    const rows = await records('club', 'club', again.id);
    expect(rows.filter((r) => r.stateId === 3).length).toBe(2); // unchanged
  });

  it('filters the records by state and finds them by name', async () => {
    const failed = await records('club', 'club', importId, '&fields[stateId][o]=valuesEqual&fields[stateId][v]=5');
    expect(failed.map((r) => r.rowNumber)).toEqual([4, 5, 7]);
    const found = await records(
      'club',
      'club',
      importId,
      '&fields[fullName][o]=valuesLike&fields[fullName][v]=neuplna',
    );
    expect(found.map((r) => r.rowNumber)).toEqual([6]);
  });

  it('filters the records by errors: yes, no, or both values for every row', async () => {
    const hasErrors = (...values: string[]) =>
      records(
        'club',
        'club',
        importId,
        `&fields[hasErrors][o]=valuesEqual${values.map((v) => `&fields[hasErrors][v][]=${v}`).join('')}`,
      );
    const all = (await records('club', 'club', importId)).map((r) => r.rowNumber);
    const withErrors = (await hasErrors('true')).map((r) => r.rowNumber);
    const without = (await hasErrors('false')).map((r) => r.rowNumber);
    expect(withErrors.length).toBeGreaterThan(0);
    expect(without.length).toBeGreaterThan(0);
    expect([...withErrors, ...without].sort((a, b) => a - b)).toEqual(all);
    expect((await hasErrors('false', 'true')).map((r) => r.rowNumber)).toEqual(all);
    expect((await hasErrors('true', 'false')).map((r) => r.rowNumber)).toEqual(all);
  });

  it('downloads the failed rows with their errors, formulas written inert, ready to import again', async () => {
    const res = await server.request({
      method: 'GET',
      url: `/api/club-zone/imports/${importId}/failed-rows`,
      as: 'club',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('clenove-chyby.csv');
    const text = res.body.replace(/^\uFEFF/, '');
    const lines = text.split('\r\n').filter(Boolean);
    expect(lines[0]).toContain('Registrační číslo;Jméno;Příjmení');
    expect(lines[0]!.endsWith(';Chyba')).toBe(true);
    expect(lines).toHaveLength(4);
    expect(text).toContain(`'=HYPERLINK`);
    expect(text).not.toMatch(/(^|;)"?=HYPERLINK/m);

    // Fixed in place (the date of the last row), the file imports; the error column is read past.
    const fixed = text.replace('31.2.2001', '28.2.2001').replace('000101/0001', '');
    const again = await importFile('club', 'club', 'opraveno.csv', Buffer.from(fixed, 'utf8'));
    expect(again.countFailed).toBe(0);
    const rows = await records('club', 'club', again.id);
    // The row that repeated a person in the first file now meets that person, already imported.
    expect(rows.map((r) => [r.rowNumber, r.stateId])).toEqual([
      [2, 3],
      [3, 1],
      [4, 1],
    ]);
  });

  it('downloads the uploaded file as it was', async () => {
    const res = await server.request({ method: 'GET', url: `/api/club-zone/imports/${importId}/file`, as: 'club' });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(file())).toBe(true);
  });
});

describe('file formats', () => {
  it('reads windows-1250 with commas, both date forms and birth numbers with and without the slash', async () => {
    const text = [
      'Jméno,Příjmení,Datum narození,Rodné číslo,Pohlaví',
      'Řehoř,Žluťoučký,1.2.2000,,M',
      'Šárka,Čtvrtá,,0551010009,',
      'Ludmila,Ďáblová,2005-01-12,055112/0009,Ž',
    ].join('\r\n');
    const imp = await importFile('club', 'club', 'cp1250.csv', iconv.encode(text, 'win1250'));
    expect(imp).toMatchObject({ countRecords: 3, countCreated: 3, countFailed: 0, stateId: 3 });
    const rows = await records('club', 'club', imp.id);
    const people = await server.db.pool.query(
      `SELECT first_name, last_name, to_char(birth_date, 'YYYY-MM-DD') AS bd, birth_number, sex_id FROM persons
        WHERE id = ANY($1::int[]) ORDER BY id`,
      [rows.map((r) => r.personId)],
    );
    expect(people.rows).toEqual([
      { first_name: 'Řehoř', last_name: 'Žluťoučký', bd: '2000-02-01', birth_number: null, sex_id: 1 },
      { first_name: 'Šárka', last_name: 'Čtvrtá', bd: '2005-01-01', birth_number: '055101/0009', sex_id: 2 },
      { first_name: 'Ludmila', last_name: 'Ďáblová', bd: '2005-01-12', birth_number: '055112/0009', sex_id: 2 },
    ]);
  });

  it('reads XLSX', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Osoby');
    sheet.addRow(['Jméno', 'Příjmení', 'Datum narození']);
    sheet.addRow(['Xénie', 'Tabulková', new Date(Date.UTC(1999, 11, 31))]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const imp = await importFile('admin', 'admin', 'osoby.xlsx', bytes, { objectId: clubId });
    expect(imp).toMatchObject({ countCreated: 1, countFailed: 0, zone: 'admin' });
    const rows = await records('admin', 'admin', imp.id);
    expect(
      (
        await server.db.pool.query('SELECT to_char(birth_date, $2) AS d FROM persons WHERE id = $1', [
          rows[0]!.personId,
          'YYYY-MM-DD',
        ])
      ).rows[0].d,
    ).toBe('1999-12-31');
  });
});

describe('club import in the admin zone', () => {
  it('creates clubs by identification number as members of the federation, and updates known ones', async () => {
    const known = (
      await server.db.pool.query(
        'SELECT id, identification_number AS ico FROM clubs WHERE identification_number IS NOT NULL ORDER BY id LIMIT 1',
      )
    ).rows[0];
    const text = [
      'IČO;Název;Obec',
      '25596641;Nový klub Import;Brno',
      `${known.ico};Přejmenovaný klub;Ostrava`,
      '12345678;Špatné IČO;',
    ].join('\n');
    const fileAwsUrl = await upload('expert', 'admin', 'kluby.csv', Buffer.from(text));
    const res = await createImport('expert', 'admin', { typeId: 1, objectId: 1, fileAwsUrl });
    expect(res.statusCode, res.body).toBe(201);
    const imp = await finished('expert', 'admin', res.json().data.id);
    expect(imp).toMatchObject({ countCreated: 1, countUpdated: 1, countFailed: 1, objectName: expect.any(String) });
    const club = (await server.db.pool.query(`SELECT * FROM clubs WHERE identification_number = '25596641'`)).rows[0];
    expect(club).toMatchObject({ name: 'Nový klub Import', federation_unit_id: 1, city: 'Brno' });
    expect(club.registration_number).toMatch(/^CB-\d{4}$/);
    expect(await count('SELECT count(*) AS n FROM club_roles WHERE club_id = $1', [club.id])).toBe(1);
    expect((await server.db.pool.query('SELECT name FROM clubs WHERE id = $1', [known.id])).rows[0].name).toBe(
      'Přejmenovaný klub',
    );
    const rows = await records('expert', 'admin', imp.id);
    expect(rows[2]!.errors[0]!.typeId).toBe(7);
  });
});

describe('bad input: a clear 400, nothing written', () => {
  const importsNow = () => count('SELECT count(*) AS n FROM imports');
  const expectRefused = async (
    res: { statusCode: number; json(): { errors: { field?: string; message: string }[] } },
    field: string,
    text: RegExp,
  ) => {
    expect(res.statusCode).toBe(400);
    const error = res.json().errors.find((e) => e.field === field);
    expect(error?.message, JSON.stringify(res.json())).toMatch(text);
  };

  it('refuses an empty file, a binary file, a wrong header and unknown columns', async () => {
    const before = await importsNow();
    const cases: [Buffer, RegExp][] = [
      [Buffer.from('\uFEFF\r\n\r\n'), /prázdný/],
      [Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0x14, 0, 0, 0, 1, 2, 3]), /sešit|text/],
      [Buffer.from('Name;Surname\nA;B\n'), /chybí sloupce/i],
      [Buffer.from('Jméno;Příjmení;Datum narození;Přezdívka\nA;B;1.1.2000;C\n'), /neznámé sloupce: Přezdívka/],
    ];
    for (const [bytes, text] of cases) {
      const fileAwsUrl = await upload('club', 'club', 'spatne.csv', bytes);
      await expectRefused(await createImport('club', 'club', { typeId: 2, fileAwsUrl }), 'fileAwsUrl', text);
    }
    expect(await importsNow()).toBe(before);
  });

  it('refuses a URL the server did not sign, and a file of 100 MB before any upload', async () => {
    await expectRefused(
      await createImport('club', 'club', { typeId: 2, fileAwsUrl: 'https://example.org/x.csv' }),
      'fileAwsUrl',
      /adresu souboru/,
    );
    const big = await server.request({
      method: 'POST',
      url: '/api/club-zone/files/upload-url',
      as: 'club',
      payload: { name: 'velky.csv', contentType: CSV, size: 100 * 1024 * 1024, purpose: 'import' },
    });
    expect(big.statusCode).toBe(400);
    expect(big.json().errors[0].field).toBe('size');
  });

  it('names the missing target, another club and a club import in the club zone, in the caller language', async () => {
    const fileAwsUrl = await upload('expert', 'admin', 'osoby.csv', Buffer.from(`${HEADER}\n`));
    await expectRefused(
      await createImport('expert', 'admin', { typeId: 2, fileAwsUrl }, 'en'),
      'objectId',
      /Choose the club/,
    );
    await expectRefused(
      await createImport('expert', 'admin', { typeId: 2, objectId: 999999, fileAwsUrl }),
      'objectId',
      /999999/,
    );
    const clubFile = await upload('club', 'club', 'osoby.csv', Buffer.from(`${HEADER}\n`));
    await expectRefused(
      await createImport('club', 'club', { typeId: 2, objectId: otherClubId, fileAwsUrl: clubFile }),
      'objectId',
      /aktuálního klubu/,
    );
    await expectRefused(
      await createImport('club', 'club', { typeId: 1, fileAwsUrl: clubFile }),
      'typeId',
      /administraci/,
    );
    const bad = await createImport('club', 'club', { typeId: 7, fileAwsUrl: 5 });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['fileAwsUrl', 'typeId']);
  });

  it('leaves the data as they were when the file breaks further in', async () => {
    const rows = Array.from({ length: 2500 }, (_, i) => `Hromadný;Import${i};1.1.2001;;;;;`);
    const broken = Buffer.from([HEADER, ...rows, 'Zlomený;"neuzavřená uvozovka;1.1.2001'].join('\n'));
    const before = await count('SELECT count(*) AS n FROM persons');
    const imp = await importFile('club', 'club', 'zlomeny.csv', broken);
    expect(imp.stateId).toBe(5);
    expect(imp.failure).toMatch(/poškozený/);
    expect(await count('SELECT count(*) AS n FROM persons')).toBe(before);
    expect(await count('SELECT count(*) AS n FROM import_records WHERE import_id = $1', [imp.id])).toBe(0);
  });
});

describe('samples', () => {
  it('downloads the samples with the spec names; the club zone has no club sample', async () => {
    for (const [zone, path, name] of [
      ['admin', 'sample/club', 'Club_import_sample.csv'],
      ['admin', 'sample/person', 'Person_import_sample.csv'],
      ['club', 'sample/person', 'Person_import_sample.csv'],
      ['club', 'filled', 'Person_filled_import_sample.csv'],
    ] as const) {
      const res = await server.request({
        method: 'GET',
        url: `/api/${zone}-zone/imports/${path}`,
        as: zone === 'admin' ? 'expert' : 'club',
      });
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['content-disposition']).toContain(name);
      expect(res.body.startsWith('\uFEFF')).toBe(true);
    }
    expect(
      (await server.request({ method: 'GET', url: '/api/club-zone/imports/sample/club', as: 'club' })).statusCode,
    ).toBe(404);
  });

  it('imports the filled sample as it is', async () => {
    const res = await server.request({ method: 'GET', url: '/api/club-zone/imports/filled', as: 'club' });
    const imp = await importFile('club', 'club', 'Person_filled_import_sample.csv', res.rawPayload);
    expect(imp).toMatchObject({ countRecords: 3, countFailed: 0 });
  });
});

describe('access and row scope', () => {
  it('lets a club manager see only the imports of the current club', async () => {
    const adminFile = await upload(
      'expert',
      'admin',
      'jiny-klub.csv',
      Buffer.from(`${HEADER}\nJiný;Klub;1.1.1990;;;;;\n`),
    );
    const other = await createImport('expert', 'admin', { typeId: 2, objectId: otherClubId, fileAwsUrl: adminFile });
    expect(other.statusCode).toBe(201);
    const otherId = other.json().data.id;
    await finished('expert', 'admin', otherId);
    const list = await server.request({ method: 'GET', url: '/api/club-zone/imports?limit=1000', as: 'club' });
    expect(list.json().data.every((i: { objectId: number }) => i.objectId === clubId)).toBe(true);
    expect(list.json().data.some((i: { id: number }) => i.id === otherId)).toBe(false);
    for (const path of [`${otherId}`, `${otherId}/records`, `${otherId}/failed-rows`, `${otherId}/file`])
      expect(
        (await server.request({ method: 'GET', url: `/api/club-zone/imports/${path}`, as: 'club' })).statusCode,
      ).toBe(404);
    expect(
      (await server.request({ method: 'DELETE', url: `/api/club-zone/imports/${otherId}`, as: 'club' })).statusCode,
    ).toBe(404);
    const adminList = await server.request({ method: 'GET', url: '/api/admin-zone/imports?limit=1000', as: 'admin' });
    expect(adminList.json().data.some((i: { id: number }) => i.id === otherId)).toBe(true);
  });

  it('lets read-only roles read but not import, and keeps members and unit managers out', async () => {
    expect((await server.request({ method: 'GET', url: '/api/club-zone/imports', as: 'clubro' })).statusCode).toBe(200);
    const refused = await server.request({
      method: 'POST',
      url: '/api/club-zone/imports',
      as: 'clubro',
      payload: { typeId: 2, fileAwsUrl: 'x' },
    });
    expect(refused.statusCode).toBe(403);
    expect((await server.request({ method: 'GET', url: '/api/admin-zone/imports', as: 'member' })).statusCode).toBe(
      403,
    );
    expect((await server.request({ method: 'GET', url: '/api/admin-zone/imports', as: 'unit' })).statusCode).toBe(403);
  });

  it('exports the import list and deletes an import with its records', async () => {
    const csv = await server.request({ method: 'GET', url: '/api/club-zone/imports?format=csv', as: 'club' });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('clenove.csv');
    const imp = await importFile('club', 'club', 'smazat.csv', Buffer.from(`${HEADER}\nSmaž;Mě;1.1.1990;;;;;\n`));
    const del = await server.request({ method: 'DELETE', url: `/api/club-zone/imports/${imp.id}`, as: 'club' });
    expect(del.statusCode).toBe(204);
    expect(await count('SELECT count(*) AS n FROM import_records WHERE import_id = $1', [imp.id])).toBe(0);
    expect(
      (await server.request({ method: 'GET', url: `/api/club-zone/imports/${imp.id}`, as: 'club' })).statusCode,
    ).toBe(404);
  });
});

describe('birth numbers: one person per number (issue 29 §4)', () => {
  const BN_HEADER = 'Registrační číslo;Jméno;Příjmení;Datum narození;Rodné číslo;Pohlaví;E-mail';
  let seq = 0;
  /** A person of the register, in no club, with a registration number the import can name. */
  async function person(firstName: string, lastName: string, birthDate: string, birthNumber: string | null) {
    seq++;
    const registrationNumber = `RCD 100-${String(seq).padStart(3, '0')}`;
    const { rows } = await server.db.pool.query(
      `INSERT INTO persons (registration_number, first_name, last_name, birth_date, birth_number, sex_id, federation_unit_id)
       VALUES ($1, $2, $3, $4::date, $5, 1, 1) RETURNING id`,
      [registrationNumber, firstName, lastName, birthDate, birthNumber],
    );
    return { id: rows[0].id as number, registrationNumber };
  }
  const personRow = async (id: number) =>
    (
      await server.db.pool.query(
        `SELECT first_name, last_name, to_char(birth_date, 'YYYY-MM-DD') AS birth_date, birth_number, email
           FROM persons WHERE id = $1`,
        [id],
      )
    ).rows[0];
  const holding = (birthNumber: string) =>
    count('SELECT count(*) AS n FROM persons WHERE birth_number = $1', [birthNumber]);
  const csv = (...rows: string[]) => Buffer.from([BN_HEADER, ...rows].join('\r\n'), 'utf8');

  it('refuses a birth number another person holds, naming them, and changes nothing', async () => {
    const holder = await person('Držitel', 'Čísla', '1990-03-15', '900315/1234');
    const other = await person('Ostatní', 'Osoba', '1985-06-06', null);
    const persons = await count('SELECT count(*) AS n FROM persons');
    const roles = await count('SELECT count(*) AS n FROM person_roles');
    const before = await personRow(other.id);

    // The registration number finds the other person; the birth number is the holder's.
    const imp = await importFile(
      'expert',
      'admin',
      'cizi-rodne-cislo.csv',
      csv(`${other.registrationNumber};Ostatní;Osoba;15.3.1990;9003151234;M;ostatni@example.cz`),
      { objectId: clubId },
    );
    expect(imp).toMatchObject({ countRecords: 1, countCreated: 0, countUpdated: 0, countFailed: 1 });
    const [row] = await records('expert', 'admin', imp.id);
    expect(row!.stateId).toBe(5);
    expect(row!.personId).toBeNull();
    expect(row!.errors.map((e) => e.typeId)).toEqual([9]);
    expect(row!.message).toContain('Rodné číslo „9003151234“');
    expect(row!.message).toContain(`toto rodné číslo už má v registru Držitel Čísla (${holder.registrationNumber})`);

    const en = await server.request({
      method: 'GET',
      url: `/api/admin-zone/imports/${imp.id}/records`,
      as: 'expert',
      headers: { 'accept-language': 'en' },
    });
    expect(en.json().data[0].message).toContain('Birth number “9003151234”');
    expect(en.json().data[0].message).toContain(`belongs to Držitel Čísla (${holder.registrationNumber})`);

    // Nothing written: no person, no membership, the other person as they were.
    expect(await count('SELECT count(*) AS n FROM persons')).toBe(persons);
    expect(await count('SELECT count(*) AS n FROM person_roles')).toBe(roles);
    expect(await personRow(other.id)).toEqual(before);
    expect(await holding('900315/1234')).toBe(1);
  });

  it('refuses the same birth number for a second person of one file, however written', async () => {
    const persons = await count('SELECT count(*) AS n FROM persons');
    const imp = await importFile(
      'expert',
      'admin',
      'dvakrat.csv',
      csv(';Alena;Prvá;;015930/1010;Ž;', ';Bára;Druhá;;0159301010;Ž;', ';Cyril;Špatný;;900315/1235;M;'),
      { objectId: clubId },
    );
    expect(imp).toMatchObject({ countRecords: 3, countCreated: 1, countFailed: 2 });
    const rows = await records('expert', 'admin', imp.id);
    expect(rows.map((r) => [r.rowNumber, r.stateId])).toEqual([
      [2, 1],
      [3, 5],
      [4, 5],
    ]);
    expect(rows[1]!.errors.map((e) => e.typeId)).toEqual([11]);
    expect(rows[1]!.message).toContain('Rodné číslo „0159301010“: stejné rodné číslo má jiná osoba: #2');
    // A wrong check digit says what the person form says.
    expect(rows[2]!.errors.map((e) => e.typeId)).toEqual([3]);
    expect(rows[2]!.message).toContain('Rodné číslo nemá platnou kontrolní číslici');
    expect(await count('SELECT count(*) AS n FROM persons')).toBe(persons + 1);
    expect(await holding('015930/1010')).toBe(1);
    expect(await personRow(rows[0]!.personId!)).toMatchObject({ first_name: 'Alena', birth_date: '2001-09-30' });
  });

  it('still updates the person a row finds by their birth number', async () => {
    const holder = await person('Vilém', 'Vzorný', '1988-04-12', '880412/7772');
    const persons = await count('SELECT count(*) AS n FROM persons');
    const imp = await importFile(
      'expert',
      'admin',
      'podle-rodneho-cisla.csv',
      csv(';Vilém;Vzorný;12.4.1988;8804127772;M;vilem@example.cz'),
      { objectId: clubId },
    );
    expect(imp).toMatchObject({ countRecords: 1, countUpdated: 1, countFailed: 0 });
    const [row] = await records('expert', 'admin', imp.id);
    expect(row).toMatchObject({ stateId: 2, personId: holder.id, errors: [] });
    expect(await personRow(holder.id)).toMatchObject({ birth_number: '880412/7772', email: 'vilem@example.cz' });
    expect(await count('SELECT count(*) AS n FROM persons')).toBe(persons);
    expect(await holding('880412/7772')).toBe(1);
    expect(
      await count('SELECT count(*) AS n FROM person_roles WHERE person_id = $1 AND club_id = $2', [holder.id, clubId]),
    ).toBe(1);
  });

  it("names the holder in the club zone too, where another club's person is not changed", async () => {
    const holder = await person('Hugo', 'Cizí', '1976-01-01', '760101/5554');
    const persons = await count('SELECT count(*) AS n FROM persons');
    const imp = await importFile('club', 'club', 'cizi-clen.csv', csv(';Nový;Člen;;760101/5554;M;'));
    expect(imp).toMatchObject({ countRecords: 1, countFailed: 1 });
    const [row] = await records('club', 'club', imp.id);
    expect(row!.errors.map((e) => e.typeId)).toEqual([9]);
    expect(row!.message).toContain(`osoba Hugo Cizí (${holder.registrationNumber}) není členem tohoto klubu`);
    expect(await count('SELECT count(*) AS n FROM persons')).toBe(persons);
    expect(await personRow(holder.id)).toMatchObject({ first_name: 'Hugo', last_name: 'Cizí' });
  });
});

describe('rows applied set-based, each in full or not at all (issue 35)', () => {
  const MIX_HEADER = 'Registrační číslo;Jméno;Příjmení;Datum narození;Rodné číslo;Pohlaví;Státní příslušnost;E-mail';
  const csv = (...rows: string[]) => Buffer.from([MIX_HEADER, ...rows].join('\r\n'), 'utf8');
  const personsNamed = (lastName: string) =>
    count('SELECT count(*) AS n FROM persons WHERE last_name = $1', [lastName]);

  it('lands the good rows of a file mixing good and bad ones and says why each bad one failed', async () => {
    const { rows: held } = await server.db.pool.query(
      `INSERT INTO persons (registration_number, first_name, last_name, birth_date, birth_number, sex_id, federation_unit_id)
       VALUES ('MIX 100-001', 'Držitelka', 'Směsná', '1991-05-20', '915520/0010', 2, 1),
              ('MIX 100-002', 'Stará', 'Jménem', '1980-01-01', NULL, 2, 1)
       RETURNING id`,
    );
    const [holderId, renamedId] = held.map((r) => r.id as number);
    const persons = await count('SELECT count(*) AS n FROM persons');
    const imp = await importFile(
      'expert',
      'admin',
      'smes.csv',
      csv(
        ';Dobrá;Směsná;2.2.2002;;Ž;CZE;dobra@example.cz', // 2 created
        ';Bez;Data;;;M;;', // 3 no birth date
        ';Cizí;Směsná;20.5.1991;9155200010;Ž;;', // 4 matched by the number: updates the holder
        ';Druhá;Směsná;;915520/0010;Ž;;', // 5 the same birth number again in the file
        'XYZ 999-999;Neznámá;Směsná;3.3.2003;;Ž;;', // 6 nobody has this registration number
        'MIX 100-002;Nová;Jménem;1.1.1980;;Ž;;', // 7 found by the number, renamed
        ';Stará;Jménem;1.1.1980;;Ž;;', // 8 the same person by name and date: once per file
        ';Varování;Směsná;4.4.2004;;Ž;XXX;', // 9 created without the unknown country
      ),
      { objectId: clubId },
    );
    expect(imp).toMatchObject({
      countRecords: 8,
      countCreated: 1,
      countUpdated: 2,
      countIncomplete: 1,
      countFailed: 4,
    });
    const rows = await records('expert', 'admin', imp.id);
    expect(rows.map((r) => [r.rowNumber, r.stateId, r.errors.map((e) => e.typeId)])).toEqual([
      [2, 1, []],
      [3, 5, [1]],
      [4, 2, []],
      [5, 5, [11]],
      [6, 5, [2]],
      [7, 2, []],
      [8, 5, [11]],
      [9, 4, [6]],
    ]);
    expect(rows[2]!.personId).toBe(holderId);
    expect(rows[4]!.message).toContain('registrační číslo nepatří žádné osobě');
    expect(rows[5]!.personId).toBe(renamedId);
    // Failed rows wrote nothing: two new persons (rows 2 and 9), each a member of the club.
    expect(await count('SELECT count(*) AS n FROM persons')).toBe(persons + 2);
    expect(await personsNamed('Jménem')).toBe(1);
    for (const r of [rows[0]!, rows[2]!, rows[5]!, rows[7]!])
      expect(
        await count('SELECT count(*) AS n FROM person_roles WHERE person_id = $1 AND club_id = $2', [
          r.personId,
          clubId,
        ]),
      ).toBe(1);
  });

  it('fails only the row whose later step the database refuses, undoing its earlier steps', async () => {
    // A rule of the database the checks do not know: no membership for "Odmítnutý". The person
    // insert of the row succeeds, its membership fails; the row must leave no person behind.
    await server.db.pool.query(`
      CREATE FUNCTION test_refuse_membership() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF (SELECT last_name FROM persons WHERE id = NEW.person_id) = 'Odmítnutý' THEN
          RAISE EXCEPTION 'refused by the test';
        END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER test_refuse_membership BEFORE INSERT ON person_roles
        FOR EACH ROW EXECUTE FUNCTION test_refuse_membership();`);
    try {
      const persons = await count('SELECT count(*) AS n FROM persons');
      const imp = await importFile(
        'expert',
        'admin',
        'pozdni-chyba.csv',
        csv(';První;Přijatý;1.1.2001;;M;;', ';Druhý;Odmítnutý;2.2.2002;;M;;', ';Třetí;Přijatý;3.3.2003;;M;;'),
        { objectId: clubId },
      );
      expect(imp).toMatchObject({ stateId: 4, countRecords: 3, countCreated: 2, countFailed: 1 });
      const rows = await records('expert', 'admin', imp.id);
      expect(rows.map((r) => [r.rowNumber, r.stateId])).toEqual([
        [2, 1],
        [3, 5],
        [4, 1],
      ]);
      expect(rows[1]!.personId).toBeNull();
      expect(rows[1]!.message).toContain('registr řádek nepřijal; nic z něj se neuložilo');
      expect(await count('SELECT count(*) AS n FROM persons')).toBe(persons + 2);
      expect(await personsNamed('Odmítnutý')).toBe(0);
      expect(
        await count(
          `SELECT count(*) AS n FROM person_roles r JOIN persons p ON p.id = r.person_id
            WHERE p.last_name = 'Přijatý' AND r.club_id = $1`,
          [clubId],
        ),
      ).toBe(2);
    } finally {
      await server.db.pool.query(
        'DROP TRIGGER test_refuse_membership ON person_roles; DROP FUNCTION test_refuse_membership()',
      );
    }
  });
});

describe('demo data', () => {
  it('has a few finished imports, the club one with its failed and incomplete rows', async () => {
    const all = await server.request({
      method: 'GET',
      url: '/api/admin-zone/imports?sort=createdDate&limit=3',
      as: 'admin',
    });
    const demo = all.json().data as {
      fileName: string;
      stateId: number;
      failure: string | null;
      countFailed: number;
    }[];
    expect(demo.map((i) => [i.fileName, i.stateId])).toEqual([
      ['kluby-praha.csv', 3],
      ['clenove-jaro.csv', 4],
      ['seznam.csv', 5],
    ]);
    expect(demo[2]!.failure).toMatch(/chybí sloupce: Příjmení/);
    const own = await server.request({
      method: 'GET',
      url: '/api/club-zone/imports?fields[fileName][o]=valuesEqual&fields[fileName][v]=clenove-jaro.csv',
      as: 'club',
    });
    const id = own.json().data[0].id;
    const rows = await records('club', 'club', id);
    expect(rows.map((r) => r.stateId)).toEqual([1, 1, 1, 1, 4, 2, 5]);
    expect(rows[6]!.message).toMatch(/Neplatné datum: Datum narození „30.2.2012“/);
  });
});
