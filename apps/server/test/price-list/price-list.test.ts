// The price list through HTTP on real PostgreSQL (issue 31 part 1): the demo's price list and the
// list convention (filters, sorts, export), creating, changing and deleting with the created and
// edited columns, every bad input a 400 naming its fields in the caller's language with nothing
// written, the club zone's items orderable on a day, and the denials (a unit manager and the clubs
// only read, a club manager cannot write, the module switched off).
import { ECONOMY_CATEGORY } from '@fedra/contract';
import { describe, expect, it } from 'vitest';
import { TEST_TODAY } from '../database';
import { type DemoUser, useTestServer } from '../test-server';

const server = useTestServer();
type Problem = { code: string; errors: { field?: string; message: string }[] };
type Row = {
  id: number;
  categoryId: number;
  kind: string;
  name: string;
  amount: number;
  vatRate: number;
  seasonId: number | null;
  personRoleTypeId: number | null;
  validFrom: string | null;
  validTo: string | null;
};

const ADMIN = '/api/admin-zone/price-list-items';
const CLUB = '/api/club-zone/price-list-items';
const f = (name: string, op: string, ...values: (string | number)[]) =>
  [`fields[${name}][o]=${op}`, ...values.map((v) => `fields[${name}][v]=${encodeURIComponent(String(v))}`)].join('&');
const call = (as: DemoUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, lang = 'cs') =>
  server.request({ method, url, as, ...(payload ? { payload } : {}), headers: { 'accept-language': lang } });
const list = async (as: DemoUser, url: string) => {
  const res = await call(as, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Row[]; total: number };
};
const count = async (sql: string, values: unknown[] = []) =>
  Number((await server.db.pool.query(sql, values)).rows[0].n);

const valid = {
  categoryId: ECONOMY_CATEGORY.licences,
  kind: 'person',
  name: 'Licence hráče – mládež',
  amount: 25_050,
  vatRate: 0,
  personRoleTypeId: 2,
  validFrom: '2026-01-01',
  validTo: '2027-06-30',
};

describe('price list: the demo list', () => {
  it('has the demo prices with filters (category, name without accents, kind, season, day) and sorts', async () => {
    const all = await list('admin', `${ADMIN}?limit=1000`);
    expect(all.total).toBe(await count('SELECT count(*)::int AS n FROM price_list_items'));
    const fine = all.data.find((r) => r.name === 'Pokuta za chybějícího rozhodčího')!;
    expect(fine).toMatchObject({ categoryId: ECONOMY_CATEGORY.fines, kind: 'club', amount: 100_000 });
    expect(
      all.data
        .filter((r) => r.kind === 'credit')
        .map((r) => r.amount)
        .sort(),
    ).toEqual([100_000, 500_000]);

    const byName = await list('admin', `${ADMIN}?${f('name', 'valuesLike', 'POKUTA ZA CHYBEJICIHO')}`);
    expect(byName.data.map((r) => r.id)).toEqual([fine.id]);

    const licences = await list(
      'admin',
      `${ADMIN}?${f('categoryId', 'valuesEqual', ECONOMY_CATEGORY.licences)}&limit=1000`,
    );
    expect(licences.total).toBeGreaterThan(0);
    expect(licences.data.every((r) => r.categoryId === ECONOMY_CATEGORY.licences && r.kind === 'person')).toBe(true);

    const clubItems = await list('admin', `${ADMIN}?${f('kind', 'valuesEqual', 'club')}&limit=1000`);
    expect(clubItems.total).toBe(await count(`SELECT count(*)::int AS n FROM price_list_items WHERE kind = 'club'`));

    const seasonId = licences.data.find((r) => r.seasonId)!.seasonId!;
    const ofSeason = await list('admin', `${ADMIN}?${f('seasonId', 'valuesEqual', seasonId)}&limit=1000`);
    expect(ofSeason.data.every((r) => r.seasonId === seasonId)).toBe(true);

    const onDay = await list('admin', `${ADMIN}?${f('validAt', 'valuesEqual', TEST_TODAY)}&limit=1000`);
    expect(onDay.total).toBe(
      await count(
        `SELECT count(*)::int AS n FROM price_list_items
          WHERE (valid_from IS NULL OR valid_from <= $1) AND (valid_to IS NULL OR valid_to >= $1)`,
        [TEST_TODAY],
      ),
    );
    // One transfer fee on a day, whatever the day (the old price ended before the new began).
    expect(onDay.data.filter((r) => r.name === 'Přestupní poplatek')).toHaveLength(1);

    const byAmount = await list('admin', `${ADMIN}?sort=-amount&limit=1000`);
    const amounts = byAmount.data.map((r) => r.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    const byFrom = await list('admin', `${ADMIN}?sort=validFrom&limit=1000`);
    const froms = byFrom.data.map((r) => r.validFrom ?? '9999');
    expect(froms).toEqual([...froms].sort());
  });

  it('refuses an unknown filter or sort with a 400 naming it', async () => {
    const res = await call('admin', 'GET', `${ADMIN}?${f('colour', 'valuesEqual', 'red')}`);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('colour');
    expect((await call('admin', 'GET', `${ADMIN}?sort=createdDate`)).statusCode).toBe(400);
  });

  it('exports the filtered list as CSV and XLSX', async () => {
    const res = await call(
      'admin',
      'GET',
      `${ADMIN}?format=csv&${f('categoryId', 'valuesEqual', ECONOMY_CATEGORY.fines)}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    expect(res.body).toContain('Název;Kategorie;Druh;Cena s DPH (Kč)');
    expect(res.body).toContain('Pokuta za chybějícího rozhodčího;Pokuty;Klub;1000');
    const xlsx = await call('admin', 'GET', `${ADMIN}?format=xlsx`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toMatch(/spreadsheetml/);
  });
});

describe('price list: writing', () => {
  it('creates, reads, changes and deletes an item, keeping who and when', async () => {
    const created = await call('expert', 'POST', ADMIN, valid);
    expect(created.statusCode, created.body).toBe(201);
    const item = created.json().data;
    expect(item).toMatchObject({ ...valid, seasonId: null, ageCategoryId: null, orderItemCount: 0, editedDate: null });
    expect(item.createdById).toEqual(expect.any(Number));
    expect(created.json().links.map((l: { operationId: string }) => l.operationId)).toEqual([
      'api.admin.zone.price.list.item.update',
    ]);
    // An amount of 250.50 CZK stays exactly 25 050 haléře.
    const stored = await server.db.pool.query('SELECT amount FROM price_list_items WHERE id = $1', [item.id]);
    expect(Number(stored.rows[0].amount)).toBe(25_050);

    const changed = await call('expert', 'PUT', `${ADMIN}/${item.id}`, {
      ...valid,
      amount: 30_000,
      vatRate: 21,
      validTo: null,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ amount: 30_000, vatRate: 21, validTo: null });
    expect(changed.json().data.editedDate).not.toBeNull();

    const got = await call('unit', 'GET', `${ADMIN}/${item.id}`);
    expect(got.statusCode).toBe(200);
    // A unit manager reads but may not change it: no links.
    expect(got.json().links).toEqual([]);

    expect((await call('expert', 'DELETE', `${ADMIN}/${item.id}`)).statusCode).toBe(204);
    expect((await call('expert', 'GET', `${ADMIN}/${item.id}`)).statusCode).toBe(404);
    expect((await call('expert', 'DELETE', `${ADMIN}/${item.id}`)).statusCode).toBe(404);
  });

  it.each([
    ['cs', /celých haléřích/, /sazeb DPH/, 'Datum do je menší než datum od.'],
    ['en', /whole haléře/, /VAT rates/, 'The date to is earlier than the date from.'],
  ])('refuses bad money, VAT and dates with a 400 naming each field (%s)', async (lang, halere, vat, dates) => {
    const before = await count('SELECT count(*)::int AS n FROM price_list_items');
    const bad = async (body: object) => {
      const res = await call('expert', 'POST', ADMIN, { ...valid, ...body }, lang);
      expect(res.statusCode, res.body).toBe(400);
      return (res.json() as Problem).errors;
    };
    const fractional = await bad({ amount: 100.5, vatRate: 15 });
    expect(fractional.map((e) => e.field).sort()).toEqual(['amount', 'vatRate']);
    expect(fractional.find((e) => e.field === 'amount')!.message).toMatch(halere);
    expect(fractional.find((e) => e.field === 'vatRate')!.message).toMatch(vat);
    const reversed = await bad({ validFrom: '2026-07-01', validTo: '2026-06-30' });
    expect(reversed).toEqual([{ field: 'validTo', message: dates }]);
    expect((await bad({ amount: -100 })).map((e) => e.field)).toEqual(['amount']);
    expect((await bad({ kind: 'club', personRoleTypeId: 2 })).map((e) => e.field)).toEqual(['personRoleTypeId']);
    expect((await bad({ kind: 'barter' })).map((e) => e.field)).toEqual(['kind']);
    expect((await bad({ name: '  ' })).map((e) => e.field)).toEqual(['name']);
    // References checked by the service: each named.
    const refs = await bad({ categoryId: 99, seasonId: 99_999, personRoleTypeId: 999 });
    expect(refs.map((e) => e.field).sort()).toEqual(['categoryId', 'personRoleTypeId', 'seasonId']);
    expect(await count('SELECT count(*)::int AS n FROM price_list_items')).toBe(before);
  });
});

describe('price list: the club zone and the denials', () => {
  it('shows a club what it can order today, or on another day', async () => {
    const today = await list('club', `${CLUB}?limit=1000`);
    expect(today.total).toBe(
      await count(
        `SELECT count(*)::int AS n FROM price_list_items
          WHERE (valid_from IS NULL OR valid_from <= $1) AND (valid_to IS NULL OR valid_to >= $1)`,
        [TEST_TODAY],
      ),
    );
    const old = await call('expert', 'POST', ADMIN, {
      ...valid,
      name: 'Stará cena',
      validFrom: '2000-01-01',
      validTo: '2000-12-31',
    });
    const oldId = old.json().data.id as number;
    expect(today.data.map((r) => r.id)).not.toContain(oldId);
    const then = await list('clubro', `${CLUB}?${f('validAt', 'valuesEqual', '2000-06-01')}`);
    expect(then.data.map((r) => r.id)).toEqual([oldId]);
    const fines = await list('club', `${CLUB}?${f('categoryId', 'valuesEqual', ECONOMY_CATEGORY.fines)}`);
    expect(fines.data.map((r) => r.name)).toEqual(['Pokuta za chybějícího rozhodčího']);
  });

  it('lets only the office write: a unit manager and club managers get 403, nothing written', async () => {
    const before = await count('SELECT count(*)::int AS n FROM price_list_items');
    const id = (await list('admin', `${ADMIN}?limit=1`)).data[0]!.id;
    for (const as of ['unit', 'club', 'clubro', 'member'] as const) {
      expect((await call(as, 'POST', ADMIN, valid)).statusCode, as).toBe(403);
      expect((await call(as, 'PUT', `${ADMIN}/${id}`, valid)).statusCode, as).toBe(403);
      expect((await call(as, 'DELETE', `${ADMIN}/${id}`)).statusCode, as).toBe(403);
    }
    expect((await call('club', 'GET', ADMIN)).statusCode).toBe(403);
    expect((await call('member', 'GET', CLUB)).statusCode).toBe(403);
    expect(await count('SELECT count(*)::int AS n FROM price_list_items')).toBe(before);
  });
});

describe('price list: module switched off', () => {
  const off = useTestServer({ MODULES: 'board' });
  it('answers 404 for every call', async () => {
    for (const [method, url, as] of [
      ['GET', ADMIN, 'admin'],
      ['GET', `${ADMIN}/1`, 'admin'],
      ['POST', ADMIN, 'admin'],
      ['GET', CLUB, 'club'],
      ['GET', '/api/admin-zone/economy/overview', 'admin'],
      ['GET', '/api/club-zone/economy/overview', 'club'],
    ] as const) {
      const res = await off.request({ method, url, as, ...(method === 'POST' ? { payload: valid } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
  });
});
