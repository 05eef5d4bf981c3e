// The list convention through HTTP: each operator with a case that works and one that is
// refused with a 400 naming the field; sort, paging and the per-list whitelist.
import { describe, expect, it } from 'vitest';
import { peopleListSpec } from '../../src/features/people/people.service';
import { useTestServer } from '../test-server';

const server = useTestServer();

type Person = {
  id: number;
  lastName: string;
  firstName: string;
  birthDate: string | null;
  sexId: number;
  federationUnitId: number;
};

async function people(query: string, expectStatus = 200) {
  const res = await server.request({
    method: 'GET',
    url: `/api/admin-zone/people/simple?${query}`,
    as: 'admin',
    headers: { 'accept-language': 'en' },
  });
  expect(res.statusCode, res.body).toBe(expectStatus);
  return res.json();
}
const f = (field: string, op: string, ...values: string[]) =>
  [
    `fields[${field}][o]=${op}`,
    ...values.map((v) => `fields[${field}][v]${values.length > 1 ? '[]' : ''}=${encodeURIComponent(v)}`),
  ].join('&');

describe('operators', () => {
  it('valuesLike: case- and accent-insensitive substring; refused on a number field', async () => {
    const body = await people(`${f('lastName', 'valuesLike', 'novak')}&limit=1000`);
    expect(body.total).toBeGreaterThan(0);
    for (const p of body.data as Person[])
      expect(p.lastName.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')).toContain('novak');
    const bad = await people(f('sexId', 'valuesLike', '1'), 400);
    expect(bad.errors).toEqual([
      { field: 'fields[sexId]', message: 'The operator valuesLike cannot be used for sexId.' },
    ]);
  });

  it('valuesLikeCS: case-sensitive; refused on a date field', async () => {
    const upper = await people(`${f('lastName', 'valuesLikeCS', 'Nov')}&limit=1000`);
    expect(upper.total).toBeGreaterThan(0);
    for (const p of upper.data as Person[]) expect(p.lastName).toContain('Nov');
    const lower = await people(f('lastName', 'valuesLikeCS', 'NOV'));
    expect(lower.total).toBe(0);
    await people(f('birthDate', 'valuesLikeCS', '2000'), 400);
  });

  it('valuesEqual: one or several values; a value of the wrong type is refused', async () => {
    const women = await people(`${f('sexId', 'valuesEqual', '2')}&limit=1000`);
    for (const p of women.data as Person[]) expect(p.sexId).toBe(2);
    const men = await people(f('sexId', 'valuesEqual', '1'));
    const both = await people(f('sexId', 'valuesEqual', '1', '2'));
    expect(both.total).toBe(women.total + men.total);
    const bad = await people(f('sexId', 'valuesEqual', 'abc'), 400);
    expect(bad.errors[0]).toEqual({ field: 'fields[sexId]', message: 'The value abc is not valid for sexId.' });
  });

  it('valueNotEqual: excludes the value; takes a single value only', async () => {
    const notMen = await people(`${f('sexId', 'valueNotEqual', '1')}&limit=1000`);
    for (const p of notMen.data as Person[]) expect(p.sexId).not.toBe(1);
    await people(f('sexId', 'valueNotEqual', '1', '2'), 400);
  });

  it('valueGreaterOrEqual and valueLowerOrEqual on dates; an impossible date is refused', async () => {
    const young = await people(`${f('birthDate', 'valueGreaterOrEqual', '2010-01-01')}&limit=1000`);
    expect(young.total).toBeGreaterThan(0);
    for (const p of young.data as Person[]) expect(p.birthDate! >= '2010-01-01').toBe(true);
    const old = await people(`${f('birthDate', 'valueLowerOrEqual', '1960-12-31')}&limit=1000`);
    expect(old.total).toBeGreaterThan(0);
    for (const p of old.data as Person[]) expect(p.birthDate! <= '1960-12-31').toBe(true);
    await people(f('birthDate', 'valueGreaterOrEqual', '2010-02-30'), 400);
    await people(f('birthDate', 'valueLowerOrEqual', 'yesterday'), 400);
  });

  it('valueNull and valueNotNull; a value given to them is refused', async () => {
    await server.db.pool.query(
      `INSERT INTO persons (registration_number, first_name, last_name, birth_date, federation_unit_id)
       VALUES ('CZE 999-001', 'Bez', 'Data', NULL, 1)`,
    );
    const none = await people(f('birthDate', 'valueNull'));
    expect(none.data.map((p: Person) => p.lastName)).toContain('Data');
    for (const p of none.data as Person[]) expect(p.birthDate).toBeNull();
    const some = await people(`${f('birthDate', 'valueNotNull')}&limit=1000`);
    for (const p of some.data as Person[]) expect(p.birthDate).not.toBeNull();
    const all = await people('');
    expect(none.total + some.total).toBe(all.total);
    await people(f('birthDate', 'valueNull', 'x'), 400);
  });

  it('valueDateRange: from, to or both; a bad bound or no bound is refused', async () => {
    const range = await people(
      'fields[birthDate][o]=valueDateRange&fields[birthDate][v][from]=2000-01-01&fields[birthDate][v][to]=2000-12-31&limit=1000',
    );
    expect(range.total).toBeGreaterThan(0);
    for (const p of range.data as Person[]) expect(p.birthDate!.startsWith('2000-')).toBe(true);
    const from = await people('fields[birthDate][o]=valueDateRange&fields[birthDate][v][from]=2015-01-01');
    expect(from.total).toBeLessThan((await people('')).total);
    await people('fields[birthDate][o]=valueDateRange&fields[birthDate][v][to]=2000-13-01', 400);
    await people('fields[birthDate][o]=valueDateRange', 400);
  });

  it('valuesMemberOf: any of the values; refused on a boolean field', async () => {
    const units = await people(`${f('federationUnitId', 'valuesMemberOf', '1', '3')}&limit=1000`);
    expect(units.total).toBeGreaterThan(0);
    for (const p of units.data as Person[]) expect([1, 3]).toContain(p.federationUnitId);
    const seasons = await server.request({
      method: 'GET',
      url: `/api/admin-zone/seasons?${f('isForRole', 'valuesMemberOf', 'true')}`,
      as: 'admin',
    });
    expect(seasons.statusCode).toBe(400);
  });

  it('combines filters with AND and searches by name or registration number', async () => {
    const { data } = await people('limit=1');
    const target = data[0] as Person & { registrationNumber: string };
    const byNumber = await people(f('search', 'valuesLike', target.registrationNumber));
    expect(byNumber.data.map((p: Person) => p.id)).toContain(target.id);
    const byName = await people(
      `${f('search', 'valuesLike', `${target.firstName} ${target.lastName}`)}&${f('sexId', 'valuesEqual', String(target.sexId))}`,
    );
    expect(byName.data.map((p: Person) => p.id)).toContain(target.id);
  });
});

describe('whitelist, sort and paging', () => {
  it('refuses an unknown field, operator, sort, parameter, limit and offset, naming each', async () => {
    const res = await people(
      'fields[password][o]=valuesEqual&fields[password][v]=x&fields[sexId][o]=between&fields[sexId][v]=1&sort=salary&limit=5000&offset=-1&foo=bar',
      400,
    );
    const fields = res.errors.map((e: { field: string }) => e.field).sort();
    expect(fields).toEqual(['fields[password]', 'fields[sexId]', 'foo', 'limit', 'offset', 'sort'].sort());
    expect(res.code).toBe('validation_failed');
  });

  it('sorts by several fields, descending with "-"', async () => {
    const { data } = await people('sort=-birthDate,lastName&limit=200&fields[birthDate][o]=valueNotNull');
    for (let i = 1; i < data.length; i++) {
      const [a, b] = [data[i - 1], data[i]];
      expect(a.birthDate >= b.birthDate).toBe(true);
      if (a.birthDate === b.birthDate)
        expect(a.lastName.localeCompare(b.lastName, 'cs') <= 0 || a.lastName <= b.lastName).toBe(true);
    }
  });

  it('pages with offset and limit; pages do not overlap and total stays', async () => {
    const first = await people('limit=50&offset=0&sort=id');
    const second = await people('limit=50&offset=50&sort=id');
    expect(first).toMatchObject({ limit: 50, offset: 0 });
    expect(second.total).toBe(first.total);
    const ids = new Set([...first.data, ...second.data].map((p: Person) => p.id));
    expect(ids.size).toBe(100);
    expect(second.data[0].id).toBeGreaterThan(first.data[49].id);
    const beyond = await people(`offset=${first.total + 10}`);
    expect(beyond).toMatchObject({ data: [], total: first.total });
  });

  it('counts a selective filter in the page scan: same totals, no extra column, empty pages', async () => {
    const { data } = await people('limit=1');
    const lastName = (data[0] as Person).lastName;
    const filter = f('lastName', 'valuesEqual', lastName);
    const all = await people(`${filter}&limit=1000`);
    const expected = all.data.length;
    expect(expected).toBeGreaterThan(0);
    const page = await people(`${filter}&limit=1&offset=0`);
    expect(page.total).toBe(expected);
    expect(Object.keys(page.data[0])).not.toContain('__total');
    // Past the end (the count runs on its own) and with no match at all.
    expect(await people(`${filter}&limit=1&offset=${expected + 5}`)).toMatchObject({ data: [], total: expected });
    expect(await people(f('search', 'valuesLike', 'no-such-person-xyz'))).toMatchObject({ data: [], total: 0 });
  });

  it('sorts a selective filter by every sortable field in the order of the whole list', async () => {
    const { data, total } = await people('limit=1');
    const lastName = (data[0] as Person).lastName;
    const filter = f('lastName', 'valuesEqual', lastName);
    for (const [name, field] of Object.entries(peopleListSpec.fields)) {
      if (!field.sort) continue;
      for (const sort of [name, `-${name}`]) {
        const narrowed = await people(`${filter}&sort=${sort}&limit=1000`);
        expect(narrowed.total).toBe(narrowed.data.length);
        // The whole list (no selective filter), restricted to the same persons, keeps its order.
        const whole: Person[] = [];
        for (let offset = 0; offset < total; offset += 1000) {
          whole.push(...(await people(`sort=${sort}&limit=1000&offset=${offset}`)).data);
        }
        const expected = whole.filter((p) => p.lastName === lastName).map((p) => p.id);
        expect(
          narrowed.data.map((p: Person) => p.id),
          sort,
        ).toEqual(expected);
      }
    }
  });

  it('uses the default limit of 100', async () => {
    const body = await people('');
    expect(body.limit).toBe(100);
    expect(body.data).toHaveLength(100);
  });

  it('lists seasons sorted by validTill descending by default', async () => {
    const res = await server.request({ method: 'GET', url: '/api/admin-zone/seasons', as: 'admin' });
    const { data, total } = res.json();
    expect(total).toBe(3);
    expect(data.map((s: { validTill: string }) => s.validTill)).toEqual(
      [...data.map((s: { validTill: string }) => s.validTill)].sort().reverse(),
    );
    const asc = await server.request({ method: 'GET', url: '/api/club-zone/seasons?sort=validFrom', as: 'club' });
    expect(asc.json().data[0].validFrom < asc.json().data[2].validFrom).toBe(true);
  });
});

describe('row scope', () => {
  it('shows a federation-unit manager only the persons and clubs of its unit', async () => {
    const res = await server.request({ method: 'GET', url: '/api/admin-zone/people/simple?limit=1000', as: 'unit' });
    const { data, total } = res.json();
    expect(total).toBeGreaterThan(0);
    for (const p of data as Person[]) expect(p.federationUnitId).toBe(1);
    const all = await people('');
    expect(total).toBeLessThan(all.total);
    const other = await server.request({
      method: 'GET',
      url: `/api/admin-zone/people/simple?${f('federationUnitId', 'valuesEqual', '2')}`,
      as: 'unit',
    });
    expect(other.json().total).toBe(0);
    const clubs = await server.request({ method: 'GET', url: '/api/admin-zone/clubs/simple?limit=1000', as: 'unit' });
    for (const c of clubs.json().data) expect(c.federationUnitId).toBe(1);
    const count = await server.request({ method: 'GET', url: '/api/admin-zone/people/count/all', as: 'unit' });
    expect(count.json().data).toBe(total);
  });

  it('shows a club manager only the current club', async () => {
    const res = await server.request({ method: 'GET', url: '/api/club-zone/clubs/simple', as: 'clubro' });
    const me = await server.request({ method: 'GET', url: '/api/account/me/new', as: 'clubro' });
    expect(res.json().data.map((c: { id: number }) => c.id)).toEqual([me.json().data.currentClubId]);
  });
});

describe('derived number filters', () => {
  // The people list's club, season and role type and the clubs list's season build their own
  // `= ANY(…)`: a number the query accepts but an integer column does not hold matches nothing.
  const HOSTILE = ['99999999999', '-99999999999', '1.5'];
  const lists = [
    { url: '/api/admin-zone/people/simple', fields: ['clubId', 'seasonId', 'roleTypeId'] },
    { url: '/api/admin-zone/clubs/simple', fields: ['seasonId'] },
  ];

  it('answers 200 with no rows for numbers beyond an integer column, and keeps real matches', async () => {
    const seasons = await server.request({ method: 'GET', url: '/api/admin-zone/seasons', as: 'admin' });
    const seasonId = String(seasons.json().data[0].id);
    for (const { url, fields } of lists) {
      for (const field of fields) {
        for (const value of HOSTILE) {
          for (const op of ['valuesEqual', 'valuesMemberOf']) {
            const res = await server.request({ method: 'GET', url: `${url}?${f(field, op, value)}`, as: 'admin' });
            expect(res.statusCode, `${url} ${field} ${op} ${value}: ${res.body}`).toBe(200);
            expect(res.json().total).toBe(0);
          }
        }
      }
      const real = await server.request({
        method: 'GET',
        url: `${url}?${f('seasonId', 'valuesEqual', seasonId)}`,
        as: 'admin',
      });
      const mixed = await server.request({
        method: 'GET',
        url: `${url}?${f('seasonId', 'valuesMemberOf', seasonId, ...HOSTILE)}`,
        as: 'admin',
      });
      expect(real.json().total).toBeGreaterThan(0);
      expect(mixed.json().total).toBe(real.json().total);
    }
  });
});
