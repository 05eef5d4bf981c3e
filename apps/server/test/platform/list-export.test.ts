// The export of every list (`?format=csv|xlsx`): the same rows as the list call across all its
// pages, the same access and scope, headers in the caller's language, inert formulas, 400 for a
// bad format, and a cursor that streams and lets go of its connection when the download stops.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { type EndpointDef, endpointPath } from '@fedra/contract';
import { parse as parseCsv } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { registeredEndpoints } from '../../src/platform/http/endpoint';
import { pathShape } from '../../src/platform/openapi/openapi';
import { readTable } from '../../src/platform/tables';
import { type DemoUser, useTestServer } from '../test-server';

const server = useTestServer();

const CSV_TYPE = 'text/csv; charset=utf-8';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function get(url: string, as: DemoUser, lang?: string) {
  return server.request({ method: 'GET', url, as, headers: lang ? { 'accept-language': lang } : {} });
}

/** The CSV's records without the header, and the header. */
function csvRecords(body: Buffer): { header: string[]; rows: string[][] } {
  expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const records = parseCsv(body, { bom: true, delimiter: ';', relax_column_count: false }) as string[][];
  return { header: records[0]!, rows: records.slice(1) };
}

async function xlsxRecords(body: Buffer): Promise<{ header: string[]; rows: unknown[][] }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const values: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => values.push((row.values as unknown[]).slice(1)));
  return { header: values[0] as string[], rows: values.slice(1) };
}

/** Every row of the list call, page by page. */
async function allPages<T>(url: string, as: DemoUser, limit: number): Promise<T[]> {
  const out: T[] = [];
  for (let offset = 0; ; offset += limit) {
    const res = await get(`${url}${url.includes('?') ? '&' : '?'}limit=${limit}&offset=${offset}`, as);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { data: T[]; total: number };
    out.push(...body.data);
    if (offset + limit >= body.total) return out;
  }
}

const CALLER: Record<string, DemoUser> = { admin: 'admin', club: 'club', personal: 'member' };
/** Lists that cannot answer without a parameter of their own: the user-defined age bands. */
const REQUIRED_QUERY: Record<string, string> = { 'report.age-categories.defined': 'bands=0-10,11-18,19-' };
/** Lists inside an item whose id the board's would not do: the id the caller may read. */
const ITEM_ID: Record<string, string> = {
  'club.person.history': `SELECT r.person_id AS id FROM person_roles r JOIN users u ON u.current_club_id = r.club_id
                           WHERE u.user_name = 'club@fedra.test' ORDER BY r.person_id LIMIT 1`,
  // The demo registers no webhook endpoint: an inactive one of this test's own (its messages: none).
  'admin.webhook.message.list': `INSERT INTO webhook_endpoints (url, events, is_active, secret_ciphertext)
                                 VALUES ('https://receiver.example/fedra', '{person.created}', false, '\\x00') RETURNING id`,
};
/** The lists with a `format` (a person's data export has its own: json or pdf). */
const exportable = () =>
  registeredEndpoints(server.app).filter(
    (e) =>
      e.method === 'GET' &&
      (e.query as z.ZodObject | undefined)?.shape?.format !== undefined &&
      (e.response as z.ZodObject).shape?.total !== undefined,
  );

describe('every list exports', () => {
  it('offers format on every list call of the admin, club and personal zones, documented in OpenAPI', async () => {
    // A list answers the list envelope (with `total`).
    const lists = registeredEndpoints(server.app).filter(
      (e) => e.method === 'GET' && e.access.kind === 'zone' && (e.response as z.ZodObject).shape?.total !== undefined,
    );
    expect(lists.length).toBeGreaterThan(8);
    for (const e of lists) expect(exportable(), e.operationId).toContain(e);
    const doc = (await server.request({ method: 'GET', url: '/api/openapi.json' })).json();
    // The document names a path's parameters once for all its methods: found by the path's shape.
    const documented = new Map(Object.keys(doc.paths).map((p) => [pathShape(p), p]));
    for (const e of exportable()) {
      const op = doc.paths[documented.get(pathShape(e.path.replace(/:(\w+)/g, '{$1}')))!].get;
      expect(op.parameters.find((p: { name: string }) => p.name === 'format').schema.enum).toEqual(['csv', 'xlsx']);
      expect(Object.keys(op.responses['200'].content)).toEqual(['application/json', 'text/csv', XLSX_TYPE]);
    }
  });

  // Every list of every zone twice over (CSV and XLSX): it grows with each new list, past the
  // default 30 s on a busy machine.
  it('answers each list as CSV and XLSX attachments holding every row of the list', async () => {
    const board = await server.db.pool.query<{ id: number }>(
      'SELECT board_id AS id FROM person_roles WHERE board_id IS NOT NULL GROUP BY board_id ORDER BY count(*) DESC LIMIT 1',
    );
    for (const e of exportable() as EndpointDef[]) {
      if (e.access.kind !== 'zone') continue;
      // Lists inside another item (an import's records) are covered by that feature's tests.
      if (e.path.replace(/\/:id\//, '/').includes(':')) continue;
      const as = CALLER[e.access.zone]!;
      const required = REQUIRED_QUERY[e.operationId];
      const itemId = ITEM_ID[e.operationId]
        ? (await server.db.pool.query<{ id: number }>(ITEM_ID[e.operationId]!)).rows[0]!.id
        : board.rows[0]!.id;
      const path = endpointPath(e.path, { id: itemId });
      const url = required ? `${path}?${required}` : path;
      const json = await get(url, as);
      expect(json.statusCode, `${e.operationId} ${json.body}`).toBe(200);
      const total = (json.json() as { total: number }).total;

      const withFormat = (format: string) => `${url}${required ? '&' : '?'}format=${format}`;
      const csv = await get(withFormat('csv'), as);
      expect(csv.statusCode, `${e.operationId} ${csv.body}`).toBe(200);
      expect(csv.headers['content-type']).toBe(CSV_TYPE);
      expect(csv.headers['cache-control']).toBe('no-store');
      expect(String(csv.headers['content-disposition'])).toMatch(
        /^attachment; filename="[a-z-]+-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      expect(csvRecords(csv.rawPayload).rows, e.operationId).toHaveLength(total);

      const xlsx = await get(withFormat('xlsx'), as);
      expect(xlsx.statusCode, `${e.operationId} ${xlsx.body}`).toBe(200);
      expect(xlsx.headers['content-type']).toBe(XLSX_TYPE);
      expect(String(xlsx.headers['content-disposition'])).toMatch(/\.xlsx"$/);
      expect((await xlsxRecords(xlsx.rawPayload)).rows, e.operationId).toHaveLength(total);
    }
  }, 120_000);
});

type Person = {
  id: number;
  registrationNumber: string;
  lastName: string;
  birthDate: string | null;
  actualClub: { name: string } | null;
};
const PEOPLE = '/api/admin-zone/people/simple';

describe('an export is the list, whole', () => {
  it('equals the filtered, sorted list across all its pages, as CSV and as XLSX', async () => {
    const query = 'fields[birthDate][o]=valueDateRange&fields[birthDate][v][from]=1960-01-01&sort=-birthDate,lastName';
    const pages = await allPages<Person>(`${PEOPLE}?${query}`, 'admin', 1000);
    expect(pages.length).toBeGreaterThan(1000);
    const expected = pages.map((p) => [
      String(p.id),
      p.registrationNumber,
      p.lastName,
      p.birthDate ?? '',
      p.actualClub?.name ?? '',
    ]);

    const csv = csvRecords((await get(`${PEOPLE}?${query}&format=csv&offset=5&limit=3`, 'admin')).rawPayload);
    expect(csv.header.slice(0, 4)).toEqual(['ID', 'Registrační číslo', 'Příjmení', 'Jméno']);
    const col = (name: string) => csv.header.indexOf(name);
    expect(
      csv.rows.map((r) => [
        r[col('ID')],
        r[col('Registrační číslo')],
        r[col('Příjmení')],
        r[col('Datum narození')],
        r[col('Klub')],
      ]),
    ).toEqual(expected);

    // The XLSX, read back through the import reader: dates come back ISO.
    const xlsx = (await get(`${PEOPLE}?${query}&format=xlsx`, 'admin')).rawPayload;
    const table = await readTable(Readable.from([xlsx]), {
      format: 'xlsx',
      columns: [
        { key: 'id', headers: ['ID'] },
        { key: 'reg', headers: ['Registrační číslo'] },
        { key: 'last', headers: ['Příjmení'] },
        { key: 'birth', headers: ['Datum narození'] },
        { key: 'club', headers: ['Klub'] },
      ],
      unknownColumns: 'ignore',
    });
    if (!table.ok) throw new Error(JSON.stringify(table.problems));
    const rows: string[][] = [];
    for await (const r of table.rows)
      rows.push([r.cells.id!, r.cells.reg!, r.cells.last!, r.cells.birth!, r.cells.club!]);
    expect(rows).toEqual(expected);
  });

  it('equals the list with a selective filter (matches counted in the same scan)', async () => {
    const query = 'fields[search][o]=valuesLike&fields[search][v]=nov&sort=lastName';
    const pages = await allPages<Person>(`${PEOPLE}?${query}`, 'admin', 50);
    expect(pages.length).toBeGreaterThan(50);
    const csv = csvRecords((await get(`${PEOPLE}?${query}&format=csv`, 'admin')).rawPayload);
    expect(csv.rows.map((r) => r[1])).toEqual(pages.map((p) => p.registrationNumber));
  });

  it('keeps the scope: the club zone exports the current club only, a unit manager its units', async () => {
    const club = await server.db.pool.query<{ registration_number: string; name: string }>(
      `SELECT c.registration_number, c.name FROM users u JOIN clubs c ON c.id = u.current_club_id
        WHERE u.user_name = 'club@fedra.test'`,
    );
    const own = csvRecords((await get('/api/club-zone/clubs/simple?format=csv', 'club')).rawPayload);
    expect(own.rows.map((r) => [r[1], r[2]])).toEqual([[club.rows[0]!.registration_number, club.rows[0]!.name]]);

    const unitJson = await allPages<{ registrationNumber: string }>(
      '/api/admin-zone/clubs/simple?sort=name',
      'unit',
      1000,
    );
    const allJson = await allPages<{ registrationNumber: string }>(
      '/api/admin-zone/clubs/simple?sort=name',
      'admin',
      1000,
    );
    expect(unitJson.length).toBeLessThan(allJson.length);
    const unit = csvRecords((await get('/api/admin-zone/clubs/simple?sort=name&format=csv', 'unit')).rawPayload);
    expect(unit.rows.map((r) => r[1])).toEqual(unitJson.map((c) => c.registrationNumber));
    // The same access rule: no admin-zone export for a club manager.
    expect((await get('/api/admin-zone/people/simple?format=csv', 'club')).statusCode).toBe(403);
  });

  it('answers a bad format or a bad filter with a 400 problem naming it, before any file', async () => {
    for (const url of [
      `${PEOPLE}?format=pdf`,
      '/api/club-zone/seasons?format=CSV',
      '/api/admin-zone/boards/1/members?format=x',
    ]) {
      const res = await get(url, url.includes('club-zone') ? 'club' : 'admin', 'en');
      expect(res.statusCode, url).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().errors).toEqual([{ field: 'format', message: 'The field format must be one of: csv, xlsx.' }]);
    }
    const filter = await get(`${PEOPLE}?format=csv&fields[nope][o]=valuesEqual&fields[nope][v]=1`, 'admin', 'en');
    expect(filter.statusCode).toBe(400);
    expect(filter.json().errors).toEqual([{ field: 'fields[nope]', message: 'The list cannot be filtered by nope.' }]);
    const missing = await get('/api/admin-zone/boards/999999/members?format=csv', 'admin');
    expect(missing.statusCode).toBe(404);
  });
});

describe('cells for people', () => {
  it('names the columns in the caller language, yes and no too, and dates as ISO in CSV', async () => {
    const cs = csvRecords((await get('/api/admin-zone/boards?sort=name&format=csv', 'admin')).rawPayload);
    expect(cs.header).toEqual(['Název', 'Priorita', 'Výkonný orgán', 'Platnost od', 'Platnost do', 'Aktivní', 'Členů']);
    const json = (await get('/api/admin-zone/boards?sort=name', 'admin')).json().data as {
      name: string;
      isExecutive: boolean;
      validFrom: string;
    }[];
    expect(cs.rows.map((r) => [r[0], r[2], r[3]])).toEqual(
      json.map((b) => [b.name, b.isExecutive ? 'Ano' : 'Ne', b.validFrom]),
    );
    const en = csvRecords((await get('/api/admin-zone/boards?sort=name&format=csv', 'admin', 'en')).rawPayload);
    expect(en.header).toEqual(['Name', 'Priority', 'Executive board', 'Valid from', 'Valid till', 'Active', 'Members']);
    expect(new Set(en.rows.map((r) => r[2]))).toEqual(new Set(json.map((b) => (b.isExecutive ? 'Yes' : 'No'))));

    // Codebook ids as names.
    const people = csvRecords(
      (await get(`${PEOPLE}?format=csv&sort=id&fields[id][o]=valuesEqual&fields[id][v]=1`, 'admin', 'en')).rawPayload,
    );
    const person = await server.db.pool.query<{ sex: string; unit: string | null }>(
      `SELECT s.name_en AS sex, f.name_en AS unit FROM persons p LEFT JOIN sexes s ON s.id = p.sex_id
         LEFT JOIN federation_units f ON f.id = p.federation_unit_id WHERE p.id = 1`,
    );
    expect(people.rows[0]![people.header.indexOf('Sex')]).toBe(person.rows[0]!.sex);
    expect(people.rows[0]![people.header.indexOf('Federation unit')]).toBe(person.rows[0]!.unit ?? '');
  });

  it('writes a name that is a formula inert: apostrophe in CSV, a string cell in XLSX', async () => {
    const name = '=HYPERLINK("http://x","y")';
    const created = await server.request({
      method: 'POST',
      url: '/api/admin-zone/boards',
      as: 'expert',
      payload: { name, priority: 999, isExecutive: false, validFrom: '2020-01-01' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const query = `/api/admin-zone/boards?fields[name][o]=valuesEqual&fields[name][v]=${encodeURIComponent(name)}`;
    const csv = (await get(`${query}&format=csv`, 'admin')).rawPayload;
    expect(csvRecords(csv).rows.map((r) => r[0])).toEqual([`'${name}`]);
    expect(csv.toString('utf8')).toContain(`"'=HYPERLINK(""http://x"",""y"")"`);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await get(`${query}&format=xlsx`, 'admin')).rawPayload as unknown as ArrayBuffer);
    const cell = workbook.worksheets[0]!.getCell('A2');
    expect(cell.type).toBe(ExcelJS.ValueType.String);
    expect(cell.formula).toBeUndefined();
    expect(cell.value).toBe(name);
  });
});

describe('a big export', () => {
  it('streams 100,000 people, and a download stopped midway lets go of its connection', async () => {
    await server.db.pool.query(`
      INSERT INTO persons (registration_number, first_name, last_name, birth_date, federation_unit_id)
      SELECT 'TST ' || lpad(g::text, 7, '0'), 'Hromadný', 'Exportovaný ' || g, date '1990-01-01' + (g % 9000), 1
        FROM generate_series(1, 100000) g`);
    const query = `${PEOPLE}?fields[firstName][o]=valuesEqual&fields[firstName][v]=Hromadn%C3%BD&sort=registrationNumber`;
    const res = await get(`${query}&format=csv`, 'admin');
    expect(res.statusCode).toBe(200);
    const { rows } = csvRecords(res.rawPayload);
    expect(rows).toHaveLength(100_000);
    expect(rows[0]![1]).toBe('TST 0000001');
    expect(rows.at(-1)![1]).toBe('TST 0100000');

    // Over a real socket: downloads that read their first bytes, then stall.
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as AddressInfo;
    const token = await server.tokenFor('admin');
    const stalled = (format: string) =>
      new Promise<http.ClientRequest>((resolve, reject) => {
        const req = http.get(
          { host: '127.0.0.1', port, path: `${query}&format=${format}`, headers: { authorization: `Bearer ${token}` } },
          (response) => {
            // A refusal rejects here: thrown inside this callback it would escape the test.
            if (response.statusCode !== 200) {
              reject(new Error(`the export answered ${response.statusCode}`));
              return;
            }
            response.once('data', () => {
              response.pause();
              resolve(req);
            });
          },
        );
        req.on('error', (err) => (req.destroyed ? undefined : reject(err)));
      });
    const pool = server.db.pool;

    // Exports get a quarter of the pool (here 2 of 5): a third at once is refused, not queued.
    const running = await Promise.all([stalled('csv'), stalled('xlsx')]);
    const refused = await get(`${query}&format=csv`, 'admin', 'en');
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('10');
    expect(refused.json().errors).toEqual([{ message: 'Too many exports are running; please try again in a moment.' }]);
    // The lists themselves still answer.
    expect((await get(`${PEOPLE}?limit=1`, 'admin')).statusCode).toBe(200);

    // Hanging up ends each export's transaction and returns its connection.
    for (const req of running) req.destroy();
    // The server learns of the hang-ups asynchronously: the next export waits until both slots are free.
    await expect.poll(() => pool.totalCount - pool.idleCount, { timeout: 10_000 }).toBe(0);
    for (const format of ['csv', 'xlsx']) {
      (await stalled(format)).destroy();
      await expect.poll(() => pool.totalCount - pool.idleCount, { timeout: 10_000 }).toBe(0);
      const open = await pool.query(
        `SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND state LIKE 'idle in transaction%'`,
      );
      expect(open.rows[0].n, format).toBe(0);
    }
  }, 300_000);
});
