// Club credits: balances from the ledger (exact numbers for a club the test fills), the period
// filter, sorts, paging, filter validation, access and unit scope, and the demo ledger.
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from './test-server';

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
       ($1, current_date, 'spend', 24.25),
       ($1, current_date + 30, 'order', 300.00)`,
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
  });
});
