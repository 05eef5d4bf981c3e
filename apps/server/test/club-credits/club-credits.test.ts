// Club credits: balances from the ledger (exact numbers for a club the test fills), the period
// filter, sorts, paging, filter validation, access and unit scope, and the demo ledger; in the
// club zone the current club's own ledger (running balance, contributions paid, filters, sorts,
// export) and its summary, which is the admin list's row of the club.
import { parse as parseCsv } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/platform/clock';
import { TEST_DAY, TEST_TODAY } from '../database';
import { type DemoUser, useTestServer } from '../test-server';

/** The day after the demo's: entries then are the newest of the ledger. */
const AFTER = addDays(TEST_TODAY, 1);

const server = useTestServer();
const URL = '/api/admin-zone/club-credits';

interface Row {
  club: { id: number; name: string; registrationNumber: string };
  balanceCurrent: number;
  balancePeriod: number;
  ordered: number;
  spent: number;
}

const get = async (query = '', as: 'admin' | 'expert' | 'unit' = 'expert') => {
  const res = await server.request({ method: 'GET', url: `${URL}${query ? `?${query}` : ''}`, as });
  return res;
};
const period = (from?: string, to?: string) =>
  [
    'fields[period][o]=valueDateRange',
    ...(from ? [`fields[period][v][from]=${from}`] : []),
    ...(to ? [`fields[period][v][to]=${to}`] : []),
  ].join('&');
const ours = 'fields[name][o]=valuesLike&fields[name][v]=Kreditní test';

let clubA: number;
let clubB: number;

beforeAll(async () => {
  const pool = server.db.pool;
  const insert = async (reg: string, name: string) =>
    (
      await pool.query<{ id: number }>(
        'INSERT INTO clubs (registration_number, name, federation_unit_id) VALUES ($1, $2, 2) RETURNING id',
        [reg, name],
      )
    ).rows[0]!.id;
  clubA = await insert('TST-CR-A', 'Kreditní test A');
  clubB = await insert('TST-CR-B', 'Kreditní test B');
  await pool.query(
    `INSERT INTO club_credit_entries (club_id, entry_date, kind, amount) VALUES
       ($1, '2024-01-10', 'order', 1000.00),
       ($1, '2024-03-05', 'spend', 250.50),
       ($1, '2025-02-01', 'order', 500.00),
       ($1, '2025-02-15', 'spend', 125.25),
       ($1, ${TEST_DAY}, 'spend', 24.25),
       ($1, ${TEST_DAY} + 30, 'order', 300.00)`,
    [clubA],
  );
});

describe('GET /api/admin-zone/club-credits', () => {
  it('computes the balances of a club exactly; without a period the period is the whole ledger', async () => {
    const res = await get(ours);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      limit: 100,
      offset: 0,
      total: 2,
      data: [
        {
          club: { id: clubA, name: 'Kreditní test A', registrationNumber: 'TST-CR-A' },
          // 1000 - 250.50 + 500 - 125.25 - 24.25; the order dated in 30 days is not there yet.
          balanceCurrent: 1100,
          balancePeriod: 1400,
          ordered: 1800,
          spent: 400,
        },
        {
          club: { id: clubB, name: 'Kreditní test B', registrationNumber: 'TST-CR-B' },
          balanceCurrent: 0,
          balancePeriod: 0,
          ordered: 0,
          spent: 0,
        },
      ],
    });
  });

  it('bounds the period columns by the period filter, never the current balance', async () => {
    const row = async (q: string) => ((await get(`${ours}&${q}`)).json().data as Row[])[0]!;
    expect(await row(period('2025-01-01', '2025-12-31'))).toMatchObject({
      balanceCurrent: 1100,
      ordered: 500,
      spent: 125.25,
      balancePeriod: 374.75,
    });
    expect(await row(period(undefined, '2024-12-31'))).toMatchObject({
      balanceCurrent: 1100,
      ordered: 1000,
      spent: 250.5,
      balancePeriod: 749.5,
    });
    expect(await row(period('2025-02-01'))).toMatchObject({
      balanceCurrent: 1100,
      ordered: 800,
      spent: 149.5,
      balancePeriod: 650.5,
    });
    // Both bounds are inclusive.
    expect(await row(period('2024-03-05', '2024-03-05'))).toMatchObject({
      ordered: 0,
      spent: 250.5,
      balancePeriod: -250.5,
    });
  });

  it('filters by club id and federation unit', async () => {
    const byId = await get(`fields[clubId][o]=valuesEqual&fields[clubId][v]=${clubB}`);
    expect(byId.json().data.map((r: Row) => r.club.id)).toEqual([clubB]);
    const unit4 = await get('fields[federationUnitId][o]=valuesEqual&fields[federationUnitId][v]=4&limit=1000');
    const { rows } = await server.db.pool.query('SELECT id FROM clubs WHERE federation_unit_id = 4 ORDER BY id');
    expect(
      unit4
        .json()
        .data.map((r: Row) => r.club.id)
        .sort((a: number, b: number) => a - b),
    ).toEqual(rows.map((r) => r.id));
  });

  it('sorts by every sortable column', async () => {
    const all = (await get('limit=1000&sort=club')).json().data as Row[];
    const { rows } = await server.db.pool.query('SELECT id FROM clubs ORDER BY name, id');
    expect(all.map((r) => r.club.id)).toEqual(rows.map((r) => r.id));
    for (const column of ['balanceCurrent', 'balancePeriod', 'ordered', 'spent'] as const) {
      const desc = ((await get(`limit=1000&sort=-${column}`)).json().data as Row[]).map((r) => r[column]);
      expect(desc, column).toEqual([...desc].sort((a, b) => b - a));
      const asc = ((await get(`limit=1000&sort=${column}`)).json().data as Row[]).map((r) => r[column]);
      expect(asc, column).toEqual([...asc].sort((a, b) => a - b));
    }
  });

  it('pages in SQL with the total of all rows', async () => {
    const all = (await get('limit=1000&sort=-balanceCurrent')).json();
    const page = (await get('limit=7&offset=14&sort=-balanceCurrent')).json();
    expect(page).toMatchObject({ limit: 7, offset: 14, total: all.total });
    expect(page.data).toEqual(all.data.slice(14, 21));
    const past = (await get(`offset=${all.total + 10}`)).json();
    expect(past).toMatchObject({ data: [], total: all.total });
  });

  it('answers 400 naming a bad period, operator, sort or paging value', async () => {
    const cases: [string, string][] = [
      [period('2025-13-01'), 'fields[period]'],
      [period('yesterday', '2025-01-01'), 'fields[period]'],
      ['fields[period][o]=valueDateRange', 'fields[period]'],
      ['fields[period][o]=valuesEqual&fields[period][v]=2025-01-01', 'fields[period]'],
      ['fields[balanceCurrent][o]=valuesEqual&fields[balanceCurrent][v]=1', 'fields[balanceCurrent]'],
      ['sort=registrationNumber', 'sort'],
      ['limit=0', 'limit'],
    ];
    for (const [q, field] of cases) {
      const res = await get(q);
      expect(res.statusCode, q).toBe(400);
      expect(
        res.json().errors.map((e: { field: string }) => e.field),
        q,
      ).toEqual([field]);
    }
  });

  it('allows the admin roles, scopes a federation-unit manager to its clubs, refuses the others', async () => {
    expect((await get('', 'admin')).statusCode).toBe(200);
    const unit = (await get('limit=1000', 'unit')).json();
    const { rows } = await server.db.pool.query('SELECT count(*)::int AS n FROM clubs WHERE federation_unit_id = 1');
    expect(unit.total).toBe(rows[0].n);
    expect(unit.data.map((r: Row) => r.club.id)).not.toContain(clubA);
    expect((await get(ours, 'unit')).json().total).toBe(0);
    for (const who of ['club', 'clubro', 'member'] as const) {
      expect((await server.request({ method: 'GET', url: URL, as: who })).statusCode, who).toBe(403);
    }
    expect((await server.request({ method: 'GET', url: URL })).statusCode).toBe(401);
  });

  it('has a demo ledger of a few hundred entries that never goes below zero', async () => {
    const { rows } = await server.db.pool.query(
      `SELECT count(*)::int AS n, count(DISTINCT club_id)::int AS clubs FROM club_credit_entries WHERE club_id <> $1`,
      [clubA],
    );
    expect(rows[0].n).toBeGreaterThan(200);
    expect(rows[0].n).toBeLessThan(1000);
    expect(rows[0].clubs).toBeGreaterThan(40);
    const data = (await get('limit=1000')).json().data as Row[];
    expect(data.every((r) => r.balanceCurrent >= 0)).toBe(true);
    // Nor at any entry of any club's ledger (the balance after each, as the club's page shows it).
    const negative = await server.db.pool.query(
      `SELECT club_id, entry_date, balance FROM (
         SELECT club_id, entry_date, sum(CASE WHEN kind = 'order' THEN amount ELSE -amount END)
                  OVER (PARTITION BY club_id ORDER BY entry_date, id) AS balance
           FROM club_credit_entries WHERE club_id <> $1) r
        WHERE balance < 0 LIMIT 5`,
      [clubA],
    );
    expect(negative.rows).toEqual([]);
  });
});

interface Entry {
  id: number;
  entryDate: string;
  kind: 'order' | 'spend';
  amount: number;
  balanceAfter: number;
  note: string | null;
  contributionCount: number;
  createdDate: string;
}

describe('the club zone: the current club ledger', () => {
  const LEDGER = '/api/club-zone/club-credits';
  const SUMMARY = '/api/club-zone/club-credits/summary';
  const ledger = (query = '', as: DemoUser = 'club', lang = 'cs') =>
    server.request({
      method: 'GET',
      url: `${LEDGER}${query ? `?${query}` : ''}`,
      as,
      headers: { 'accept-language': lang },
    });
  const summary = (query = '', as: DemoUser = 'club') =>
    server.request({ method: 'GET', url: `${SUMMARY}${query ? `?${query}` : ''}`, as });
  const kind = (...kinds: string[]) =>
    [
      `fields[kind][o]=${kinds.length > 1 ? 'valuesMemberOf' : 'valuesEqual'}`,
      ...kinds.map((k) => `fields[kind][v]=${k}`),
    ].join('&');

  let current: number;
  let other: number;
  let readOnlyClub: number;
  let paying: number;

  /** The club's whole ledger as the database has it, with the expected running balance and counts. */
  async function expectedLedger(
    clubId: number,
  ): Promise<Map<number, { balanceAfter: number; contributionCount: number }>> {
    const { rows } = await server.db.pool.query<{ id: number; kind: string; amount: string; n: number }>(
      `SELECT e.id, e.kind, e.amount,
              (SELECT count(*)::int FROM person_contributions pc WHERE pc.credit_entry_id = e.id) AS n
         FROM club_credit_entries e WHERE e.club_id = $1 ORDER BY e.entry_date, e.id`,
      [clubId],
    );
    let cents = 0;
    const out = new Map<number, { balanceAfter: number; contributionCount: number }>();
    for (const r of rows) {
      const amount = Math.round(Number(r.amount) * 100);
      cents += r.kind === 'order' ? amount : -amount;
      out.set(r.id, { balanceAfter: cents / 100, contributionCount: r.n });
    }
    return out;
  }

  beforeAll(async () => {
    const pool = server.db.pool;
    const ids = async (user: string) =>
      (
        await pool.query<{ id: number; current: number }>(
          `SELECT c.object_id AS id, u.current_club_id AS current
             FROM users u JOIN user_roles r ON r.user_id = u.id JOIN user_role_claims c ON c.user_role_id = r.id
            WHERE u.user_name = $1 AND c.claim_type = 'club' ORDER BY c.id`,
          [user],
        )
      ).rows;
    const managed = await ids('club@fedra.test');
    current = managed[0]!.current;
    other = managed.find((m) => m.id !== current)!.id;
    readOnlyClub = (await ids('clubro@fedra.test'))[0]!.current;
    // Two entries on one day after the demo's last (the demo ledger ends on its today, TEST_TODAY) (the balance orders a day's entries by id), the
    // spend paying two contributions.
    const inserted = await pool.query<{ id: number }>(
      `INSERT INTO club_credit_entries (club_id, entry_date, kind, amount, note) VALUES
         ($1, '${AFTER}', 'order', 1000.00, 'Test top-up'),
         ($1, '${AFTER}', 'spend', 300.50, 'Členské příspěvky 2026/2027: 2 osoby')
       RETURNING id`,
      [current],
    );
    paying = inserted.rows[1]!.id;
    await pool.query(
      `INSERT INTO person_contributions (person_id, season_id, amount, paid_state_id, paid_date, payment_source_id, credit_entry_id)
       SELECT p.id, (SELECT max(id) FROM seasons), 150.25, 2, '${AFTER}', 4, $1
         FROM (SELECT id FROM persons ORDER BY id LIMIT 2) p
       ON CONFLICT DO NOTHING`,
      [paying],
    );
  });

  it('lists every entry of the current club, newest first, with the balance over the whole ledger', async () => {
    const res = await ledger('limit=1000');
    expect(res.statusCode).toBe(200);
    const body = res.json() as { data: Entry[]; total: number };
    const expected = await expectedLedger(current);
    expect(body.total).toBe(expected.size);
    expect(body.data.map((e) => e.id).sort((a, b) => a - b)).toEqual([...expected.keys()].sort((a, b) => a - b));
    for (const e of body.data)
      expect({ id: e.id, ...expected.get(e.id) }).toEqual({
        id: e.id,
        balanceAfter: e.balanceAfter,
        contributionCount: e.contributionCount,
      });
    // Newest first; of two entries of a day the later (higher id) first.
    const order = [...body.data].sort((a, b) => b.entryDate.localeCompare(a.entryDate) || b.id - a.id);
    expect(body.data.map((e) => e.id)).toEqual(order.map((e) => e.id));
    const [spend, top] = body.data;
    expect(spend).toMatchObject({
      id: paying,
      kind: 'spend',
      amount: 300.5,
      contributionCount: 2,
      entryDate: AFTER,
    });
    expect(top).toMatchObject({ kind: 'order', amount: 1000, note: 'Test top-up', contributionCount: 0 });
    expect(spend!.balanceAfter).toBeCloseTo(top!.balanceAfter - 300.5, 2);
    expect(spend!.createdDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('filters by period and kind without changing the balances, sorts, and pages', async () => {
    const all = new Map(((await ledger('limit=1000')).json().data as Entry[]).map((e) => [e.id, e]));
    const check = async (query: string, keep: (e: Entry) => boolean) => {
      const body = (await ledger(`limit=1000&${query}`)).json() as { data: Entry[]; total: number };
      const want = [...all.values()].filter(keep);
      expect(body.total, query).toBe(want.length);
      expect(body.data, query).toEqual(want);
    };
    await check(kind('spend'), (e) => e.kind === 'spend');
    await check(kind('order', 'spend'), () => true);
    await check(period('2025-07-01', '2026-06-30'), (e) => e.entryDate >= '2025-07-01' && e.entryDate <= '2026-06-30');
    await check(`${period(AFTER)}&${kind('order')}`, (e) => e.entryDate >= AFTER && e.kind === 'order');
    await check(period(undefined, '2024-12-31'), (e) => e.entryDate <= '2024-12-31');

    const amounts = ((await ledger('limit=1000&sort=amount')).json().data as Entry[]).map((e) => e.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    const desc = ((await ledger('limit=1000&sort=-amount')).json().data as Entry[]).map((e) => e.amount);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const oldest = ((await ledger('limit=1000&sort=entryDate')).json().data as Entry[]).map((e) => e.id);
    expect(oldest).toEqual([...all.values()].map((e) => e.id).reverse());

    const page = (await ledger('limit=3&offset=2')).json();
    expect(page).toMatchObject({ limit: 3, offset: 2, total: all.size });
    expect(page.data).toEqual([...all.values()].slice(2, 5));
    expect((await ledger(`offset=${all.size + 5}`)).json()).toMatchObject({ data: [], total: all.size });
  });

  it('answers 400 naming a bad period, kind, sort or filter', async () => {
    const cases: [string, string[]][] = [
      [period('2025-02-30'), ['fields[period]']],
      ['fields[period][o]=valuesEqual&fields[period][v]=2025-01-01', ['fields[period]']],
      [kind('refund'), ['fields[kind]']],
      ['fields[balanceAfter][o]=valuesEqual&fields[balanceAfter][v]=1', ['fields[balanceAfter]']],
      ['sort=note', ['sort']],
      [`sort=balanceAfter&${period('x')}`, ['fields[period]', 'sort']],
      ['format=pdf', ['format']],
    ];
    for (const [q, fields] of cases) {
      const res = await ledger(q, 'club', 'en');
      expect(res.statusCode, q).toBe(400);
      expect(
        res
          .json()
          .errors.map((e: { field: string }) => e.field)
          .sort(),
        q,
      ).toEqual(fields);
    }
    const czech = await ledger(kind('refund'));
    expect(czech.json().errors[0].message).toBe('Hodnota refund není platná pro pole kind.');
  });

  it('exports the filtered ledger as CSV and XLSX', async () => {
    const spends = (await ledger(`limit=1000&${kind('spend')}`)).json() as { data: Entry[]; total: number };
    const csv = await ledger(`format=csv&${kind('spend')}`);
    expect(csv.statusCode, csv.body).toBe(200);
    const records = parseCsv(csv.rawPayload, { bom: true, delimiter: ';' }) as string[][];
    expect(records[0]).toEqual(['Datum', 'Pohyb', 'Částka', 'Zůstatek po pohybu', 'Zaplacené příspěvky', 'Poznámka']);
    expect(records.slice(1)).toHaveLength(spends.total);
    expect(records[1]!.slice(1, 2)).toEqual(['Čerpání']);
    expect(records[1]![5]).toBe('Členské příspěvky 2026/2027: 2 osoby');
    const xlsx = await ledger(`format=xlsx&${kind('spend')}`, 'club', 'en');
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(2).value).toBe('Movement');
    expect(sheet.actualRowCount - 1).toBe(spends.total);
    expect(sheet.getRow(2).getCell(2).value).toBe('Spent');
    expect(sheet.getRow(2).getCell(3).value).toBe(300.5);
    expect(sheet.getRow(2).getCell(4).value).toBe(spends.data[0]!.balanceAfter);
    expect(sheet.getRow(2).getCell(5).value).toBe(2);
  });

  it('shows only the current club: switching club switches the ledger and the summary', async () => {
    const mine = (await ledger('limit=1000')).json() as { data: Entry[] };
    const switchTo = (clubId: number) =>
      server.request({ method: 'POST', url: `/api/account/current-club/${clubId}`, as: 'club' });
    expect((await switchTo(other)).statusCode).toBe(202);
    try {
      const theirs = (await ledger('limit=1000')).json() as { data: Entry[]; total: number };
      const expected = await expectedLedger(other);
      expect(theirs.total).toBe(expected.size);
      expect(theirs.data.every((e) => expected.has(e.id))).toBe(true);
      expect(theirs.data.some((e) => mine.data.some((m) => m.id === e.id))).toBe(false);
      expect((await summary()).json().data.club.id).toBe(other);
    } finally {
      expect((await switchTo(current)).statusCode).toBe(202);
    }
    expect((await summary()).json().data.club.id).toBe(current);
  });

  it('lets the read-only manager read the own club', async () => {
    const res = await ledger('limit=1000', 'clubro');
    expect(res.statusCode).toBe(200);
    const expected = await expectedLedger(readOnlyClub);
    expect(res.json().total).toBe(expected.size);
    expect((res.json().data as Entry[]).every((e) => expected.get(e.id)?.balanceAfter === e.balanceAfter)).toBe(true);
    expect((await summary('', 'clubro')).json().data.club.id).toBe(readOnlyClub);
  });

  it('gives the summary as the admin list row of the club, for the period or the whole ledger', async () => {
    const adminRow = async (q: string) =>
      (await get(`fields[clubId][o]=valuesEqual&fields[clubId][v]=${current}${q ? `&${q}` : ''}`, 'admin')).json()
        .data[0];
    const whole = await summary();
    expect(whole.statusCode).toBe(200);
    expect(whole.json()).toEqual({ operationId: 'club.clubcredit.summary', links: [], data: await adminRow('') });
    for (const [from, to] of [
      ['2025-07-01', '2026-06-30'],
      [AFTER, undefined],
      [undefined, '2025-12-31'],
      [AFTER, AFTER],
    ] as const) {
      const q = [from ? `from=${from}` : '', to ? `to=${to}` : ''].filter(Boolean).join('&');
      expect((await summary(q)).json().data, q).toEqual(await adminRow(period(from, to)));
    }
    expect((await summary(`from=${AFTER}&to=${AFTER}`)).json().data).toMatchObject({
      ordered: 1000,
      spent: 300.5,
      balancePeriod: 699.5,
    });
  });

  it('answers 400 naming each bad period field', async () => {
    const cases: [string, string[]][] = [
      ['from=2025-13-01', ['from']],
      ['from=yesterday&to=2025-02-30', ['from', 'to']],
      ['from=2026-01-01&to=2025-01-01', ['from', 'to']],
      ['to=1800-01-01', ['to']],
      ['since=2025-01-01', ['since']],
    ];
    for (const [q, fields] of cases) {
      const res = await summary(q);
      expect(res.statusCode, q).toBe(400);
      expect(
        res
          .json()
          .errors.map((e: { field: string }) => e.field)
          .sort(),
        q,
      ).toEqual(fields);
    }
  });

  it('refuses the admin-zone roles, members and anonymous callers', async () => {
    for (const url of [LEDGER, SUMMARY]) {
      for (const who of ['admin', 'expert', 'unit', 'member'] as const) {
        expect((await server.request({ method: 'GET', url, as: who })).statusCode, `${url} ${who}`).toBe(403);
      }
      expect((await server.request({ method: 'GET', url })).statusCode, url).toBe(401);
    }
  });
});
