// Reports and statistics (spec 001 §7): the club report, the stats by club, district, unit,
// region and section, the count by sex and the sport-field counts, checked against a small
// federation built by hand in a unit, region, district and section of its own (the demo data
// lives elsewhere, so its numbers do not blur these); unit scope, denials, bad dates.
import { type ClubStatsRow, type CountBySexItem, STATS_COUNT_KEYS } from '@fedra/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { Rng } from '../../src/demo/prng';
import { countPeopleOnDateSql } from '../../src/features/people/people.service';
import { sharesOf } from '../../src/features/statistics/count-by-sex';
import { computedStatsRows } from '../../src/features/statistics/stats-sql';
import type { AdminScope } from '../../src/platform/access/scope-sql';
import { type DemoUser, useTestServer } from '../test-server';

const server = useTestServer();

const D = '2026-06-15';
/** Our own reference rows (ids far from the shipped ones). */
const UNIT = 901;
const REGION = 901;
const DISTRICT = 9001;
const SECTION = 91;
const PRAHA = 1;
const SEX = { male: 1, female: 2 };
const TYPE = { member: 1, athlete: 2, coach: 3 };

const clubs: Record<'A' | 'B' | 'C' | 'E', number> = { A: 0, B: 0, C: 0, E: 0 };

async function query<T extends Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> {
  return (await server.db.pool.query<T>(text, values)).rows;
}

async function club(key: keyof typeof clubs, unit: number, role: { from: string; till: string | null }) {
  const [row] = await query<{ id: number }>(
    `INSERT INTO clubs (registration_number, name, official_name, federation_unit_id, club_type_id, district_id, region_id, street, house_number, city, zip, identification_number)
     VALUES ($1, $2, $3, $4, 1, $5, $6, 'Dlouhá', '12', 'Kocourkov', '123 45', '1234567${key.charCodeAt(0) % 10}') RETURNING id`,
    [`STAT-${key}`, `Stat klub ${key}`, `Statistický klub ${key}, z. s.`, unit, DISTRICT, REGION],
  );
  clubs[key] = row!.id;
  await query(
    `INSERT INTO club_roles (club_id, type_id, approval_state_id, section_id, valid_from, valid_till) VALUES ($1, 1, 3, $2, $3, $4)`,
    [row!.id, SECTION, role.from, role.till],
  );
}

async function person(name: string, sex: number | null, birth: string | null, unit = UNIT): Promise<number> {
  const [row] = await query<{ id: number }>(
    `INSERT INTO persons (registration_number, first_name, last_name, sex_id, birth_date, federation_unit_id)
     VALUES ($1, $2, 'Statistický', $3, $4, $5) RETURNING id`,
    [`STAT-${name}`, name, sex, birth, unit],
  );
  return row!.id;
}

async function role(personId: number, type: number, clubId: number | null, from: string, till: string | null) {
  await query(
    `INSERT INTO person_roles (person_id, type_id, club_id, approval_state_id, section_id, valid_from, valid_till)
     VALUES ($1, $2, $3, 3, $4, $5, $6)`,
    [personId, type, clubId, SECTION, from, till],
  );
}

beforeAll(async () => {
  await query(
    `INSERT INTO regions (id, code, name_cs, name_en) VALUES ($1, 'STAT', 'Statistický kraj', 'Stats region')`,
    [REGION],
  );
  await query(
    `INSERT INTO districts (id, code, region_id, name_cs, name_en) VALUES ($1, 'STAT', $2, 'Statistický okres', 'Stats district')`,
    [DISTRICT, REGION],
  );
  await query(
    `INSERT INTO federation_units (id, code, name_cs, name_en, region_id) VALUES ($1, 'STAT', 'Statistická jednotka', 'Stats unit', $2)`,
    [UNIT, REGION],
  );
  await query(`INSERT INTO sections (id, code, name_cs, name_en) VALUES ($1, 'STAT', 'Statistika', 'Statistics')`, [
    SECTION,
  ]);
  await club('A', UNIT, { from: '2026-01-01', till: '2026-12-31' });
  await club('B', UNIT, { from: '2020-01-01', till: null });
  // Registered until the day before: not on the date.
  await club('C', UNIT, { from: '2025-01-01', till: '2026-06-14' });
  await club('E', PRAHA, { from: '2019-01-01', till: null });

  // A child to the last day: 18 in 2026 (U19 ends at 18), a member on exactly the date.
  const p1 = await person('P1', SEX.male, '2008-12-31');
  await role(p1, TYPE.member, clubs.A, D, D);
  await role(p1, TYPE.athlete, clubs.A, '2026-01-01', null);
  // An adult from the first day of 2007's 19th year; her membership of A starts the day after.
  const p2 = await person('P2', SEX.female, '2007-01-01');
  await role(p2, TYPE.member, clubs.A, '2026-06-16', null);
  await role(p2, TYPE.member, clubs.B, '2020-01-01', D);
  // No sex and no birth date: an adult, sex not available; a member of two clubs.
  const p3 = await person('P3', null, null);
  await role(p3, TYPE.member, clubs.A, '2026-01-01', null);
  await role(p3, TYPE.member, clubs.B, '2026-01-01', null);
  // A member of the club that is not registered on the date.
  const p4 = await person('P4', SEX.female, '2015-03-01');
  await role(p4, TYPE.member, clubs.C, '2025-01-01', null);
  // Her membership ended the day before.
  const p5 = await person('P5', SEX.male, '1980-05-05');
  await role(p5, TYPE.member, clubs.A, '2020-01-01', '2026-06-14');
  // A member of E (Praha) who coaches in A.
  const p6 = await person('P6', SEX.female, '1990-02-02');
  await role(p6, TYPE.member, clubs.E, '2019-01-01', null);
  await role(p6, TYPE.coach, clubs.A, '2026-01-01', null);
  // A boy of E, himself in Praha's unit.
  const p7 = await person('P7', SEX.male, '2010-07-07', PRAHA);
  await role(p7, TYPE.member, clubs.E, '2019-01-01', null);
});

const zero = Object.fromEntries(STATS_COUNT_KEYS.map((k) => [k, 0])) as Record<
  (typeof STATS_COUNT_KEYS)[number],
  number
>;
/** A stats record from the six base counts and the clubs. */
function counts(c: Partial<Record<'am' | 'af' | 'an' | 'cm' | 'cf' | 'cn' | 'clubs', number>>) {
  const [am = 0, af = 0, an = 0, cm = 0, cf = 0, cn = 0] = [c.am, c.af, c.an, c.cm, c.cf, c.cn];
  return {
    ...zero,
    adultMaleCount: am,
    adultFemaleCount: af,
    adultNotAvailableCount: an,
    childMaleCount: cm,
    childFemaleCount: cf,
    childNotAvailableCount: cn,
    childCount: cm + cf + cn,
    personCount: am + af + an,
    totalCount: am + af + an + cm + cf + cn,
    clubCount: c.clubs ?? 0,
  };
}
const countsOf = (row: ClubStatsRow) => Object.fromEntries(STATS_COUNT_KEYS.map((k) => [k, row[k]]));

const filter = (name: string, value: number) => `fields[${name}][o]=valuesEqual&fields[${name}][v]=${value}`;

async function list(path: string, qs: string, as: DemoUser = 'expert') {
  const res = await server.request({ method: 'GET', url: `/api/admin-zone/${path}?${qs}`, as });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: ClubStatsRow[]; total: number; limit: number; offset: number };
}

describe('club report', () => {
  it('lists the registered clubs of the date with their persons counted once', async () => {
    const body = await list(`club/report/${D}`, `${filter('federationUnitId', UNIT)}&sort=name`);
    expect(body.total).toBe(2);
    const [a, b] = body.data;
    expect(a).toMatchObject({
      clubId: clubs.A,
      statsDate: D,
      registrationNumber: 'STAT-A',
      name: 'Stat klub A',
      officialName: 'Statistický klub A, z. s.',
      address: 'Dlouhá 12, 123 45 Kocourkov',
      federationUnitId: UNIT,
      federationUnit: 'Statistická jednotka',
      regionId: REGION,
      region: 'Statistický kraj',
      districtId: DISTRICT,
      clubTypeId: 1,
      sectionId: null,
      roleTypeId: null,
    });
    expect(a).not.toHaveProperty('rid');
    // P1 (a child, two roles), P3 (no sex, no birth date), P6 (coach); not P2 (later), P5 (ended).
    expect(countsOf(a!)).toEqual(counts({ af: 1, an: 1, cm: 1, clubs: 1 }));
    expect(b?.clubId).toBe(clubs.B);
    expect(countsOf(b!)).toEqual(counts({ af: 1, an: 1, clubs: 1 }));
  });

  it('follows the validity of the club roles: C counts before its registration ended', async () => {
    const body = await list('club/report/2026-06-14', filter('federationUnitId', UNIT));
    expect(body.data.map((r) => r.clubId).sort()).toEqual([clubs.A, clubs.B, clubs.C].sort());
    const c = body.data.find((r) => r.clubId === clubs.C)!;
    expect(countsOf(c)).toEqual(counts({ cf: 1, clubs: 1 }));
    // On 14 June P1 is only an athlete and P5 still a member.
    const a = body.data.find((r) => r.clubId === clubs.A)!;
    expect(countsOf(a)).toEqual(counts({ am: 1, af: 1, an: 1, cm: 1, clubs: 1 }));
  });

  it('pages, sorts by a count and names in English', async () => {
    const res = await server.request({
      method: 'GET',
      url: `/api/admin-zone/club/report/${D}?${filter('federationUnitId', UNIT)}&sort=-totalCount&limit=1&offset=1`,
      as: 'admin',
      headers: { 'accept-language': 'en' },
    });
    const body = res.json();
    expect(body).toMatchObject({ total: 2, limit: 1, offset: 1 });
    expect(body.data[0]).toMatchObject({ clubId: clubs.B, federationUnit: 'Stats unit', region: 'Stats region' });
  });

  it('exports the report as CSV', async () => {
    const res = await server.request({
      method: 'GET',
      url: `/api/admin-zone/club/report/${D}?${filter('federationUnitId', UNIT)}&sort=name&format=csv`,
      as: 'expert',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/club-report-.*\.csv/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain('Registrační číslo');
    expect(lines[1]).toContain('STAT-A');
    expect(lines[1]?.split(';').slice(-10)).toEqual(['0', '1', '1', '1', '0', '0', '1', '2', '3', '1']);
  });

  it('refuses an unknown filter naming it', async () => {
    const res = await server.request({
      method: 'GET',
      url: `/api/admin-zone/club/report/${D}?${filter('nope', 1)}`,
      as: 'expert',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('fields[nope]');
  });
});

describe('stats', () => {
  it('groups by club, section and role type', async () => {
    const body = await list(`club/stats/${D}`, `${filter('federationUnitId', UNIT)}&sort=name,roleType&limit=50`);
    const rows = body.data.map((r) => [r.clubId, r.sectionId, r.roleTypeId, countsOf(r)]);
    expect(rows).toEqual(
      expect.arrayContaining([
        [clubs.A, SECTION, TYPE.member, counts({ an: 1, cm: 1, clubs: 1 })],
        [clubs.A, SECTION, TYPE.athlete, counts({ cm: 1, clubs: 1 })],
        [clubs.A, SECTION, TYPE.coach, counts({ af: 1, clubs: 1 })],
        [clubs.B, SECTION, TYPE.member, counts({ af: 1, an: 1, clubs: 1 })],
      ]),
    );
    expect(body.total).toBe(4);
    expect(body.data[0]).toMatchObject({ section: 'Statistika', name: 'Stat klub A' });
  });

  it('groups by district, region and unit, each person once', async () => {
    // A, B and E are registered; P6 (member of E, coach in A) counts once.
    const all = counts({ af: 2, an: 1, cm: 2, clubs: 3 });
    const [district] = (await list(`club/stats/districts/${D}`, filter('districtId', DISTRICT))).data;
    expect(district).toMatchObject({
      districtId: DISTRICT,
      district: 'Statistický okres',
      regionId: REGION,
      clubId: null,
    });
    expect(countsOf(district!)).toEqual(all);
    const [region] = (await list(`club/stats/regions/${D}`, filter('regionId', REGION))).data;
    expect(region).toMatchObject({ regionId: REGION, region: 'Statistický kraj', districtId: null });
    expect(countsOf(region!)).toEqual(all);
    const [unit] = (await list(`club/stats/federationunits/${D}`, filter('federationUnitId', UNIT))).data;
    expect(unit).toMatchObject({ federationUnitId: UNIT, federationUnit: 'Statistická jednotka' });
    expect(countsOf(unit!)).toEqual(counts({ af: 2, an: 1, cm: 1, clubs: 2 }));
  });

  it('answers the sections as a bare array', async () => {
    const res = await server.request({ method: 'GET', url: `/api/admin-zone/club/stats/sections/${D}`, as: 'expert' });
    expect(res.statusCode).toBe(200);
    const rows = res.json() as ClubStatsRow[];
    expect(Array.isArray(rows)).toBe(true);
    const ours = rows.find((r) => r.sectionId === SECTION)!;
    expect(ours.section).toBe('Statistika');
    expect(countsOf(ours)).toEqual(counts({ af: 2, an: 1, cm: 2, clubs: 3 }));
  });

  it("limits a unit manager to its units' clubs", async () => {
    // unit@ manages Praha: of our clubs only E (P6 and P7) is seen.
    const report = await list(`club/report/${D}`, filter('districtId', DISTRICT), 'unit');
    expect(report.data.map((r) => r.clubId)).toEqual([clubs.E]);
    const [district] = (await list(`club/stats/districts/${D}`, filter('districtId', DISTRICT), 'unit')).data;
    expect(countsOf(district!)).toEqual(counts({ af: 1, cm: 1, clubs: 1 }));
    const units = await list(`club/stats/federationunits/${D}`, 'limit=100', 'unit');
    expect(units.data.map((r) => r.federationUnitId)).toEqual([PRAHA]);
    const res = await server.request({ method: 'GET', url: `/api/admin-zone/club/stats/sections/${D}`, as: 'unit' });
    const ours = (res.json() as ClubStatsRow[]).find((r) => r.sectionId === SECTION)!;
    expect(countsOf(ours)).toEqual(counts({ af: 1, cm: 1, clubs: 1 }));
  });
});

describe('count by sex', () => {
  const url = (date: string, section: number | string, role: number | string) =>
    `/api/admin-zone/people/count-by-sex/date/${date}/section/${section}/role/${role}`;

  it('answers the shares of the members of the section on the date, summing to 100', async () => {
    const res = await server.request({ method: 'GET', url: url(D, SECTION, TYPE.member), as: 'expert' });
    expect(res.statusCode).toBe(200);
    // Members on the date whatever the club: P1, P7 (male), P2, P4, P6 (female), P3 (unknown).
    expect(res.json()).toEqual({
      operationId: 'person.count.by-sex',
      links: [],
      data: [
        { sexId: SEX.male, percentage: 33.3, count: 2 },
        { sexId: SEX.female, percentage: 50, count: 3 },
        { sexId: null, percentage: 16.7, count: 1 },
      ],
    });
    const unit = await server.request({ method: 'GET', url: url(D, SECTION, TYPE.member), as: 'unit' });
    expect(unit.json().data).toEqual([{ sexId: SEX.male, percentage: 100, count: 1 }]);
    const none = await server.request({ method: 'GET', url: url('1990-01-01', SECTION, TYPE.member), as: 'expert' });
    expect(none.json().data).toEqual([]);
  });

  it('rounds by the largest remainder', () => {
    const sum = (items: CountBySexItem[]) => Math.round(items.reduce((n, i) => n + i.percentage * 10, 0));
    const thirds = sharesOf([
      { sexId: 1, count: 1 },
      { sexId: 2, count: 1 },
      { sexId: null, count: 1 },
    ]);
    expect(thirds.map((i) => i.percentage)).toEqual([33.4, 33.3, 33.3]);
    expect(
      sum(
        sharesOf([
          { sexId: 1, count: 2 },
          { sexId: 2, count: 5 },
          { sexId: null, count: 7 },
        ]),
      ),
    ).toBe(1000);
    expect(sharesOf([{ sexId: 1, count: 0 }])).toEqual([]);
  });

  it('names an unknown section or role type, in both languages', async () => {
    const cs = await server.request({ method: 'GET', url: url(D, 999, 999), as: 'expert' });
    expect(cs.statusCode).toBe(400);
    expect(cs.json().errors).toEqual([
      { field: 'sectionId', message: 'Záznam sectionId s id 999 neexistuje.' },
      { field: 'role', message: 'Záznam role s id 999 neexistuje.' },
    ]);
    const en = await server.request({
      method: 'GET',
      url: url(D, SECTION, 999),
      as: 'expert',
      headers: { 'accept-language': 'en' },
    });
    expect(en.json().errors).toEqual([{ field: 'role', message: 'There is no role with id 999.' }]);
    const bad = await server.request({ method: 'GET', url: url(D, 'x', 0), as: 'expert' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toEqual(['sectionId', 'role']);
  });
});

describe('sport fields', () => {
  const count = async (url: string, as: DemoUser = 'expert') => {
    const res = await server.request({ method: 'GET', url: `/api/admin-zone/sport-fields/${url}`, as });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().operationId).toMatch(/^sportfield\.count/);
    return res.json().data as number;
  };

  it('counts all fields and those in use on the date, in the caller scope', async () => {
    const before = {
      all: await count('count'),
      on: await count(`count/date/${D}/all`),
      unit: await count(`count/date/${D}/all`, 'unit'),
    };
    const add = (unit: number, from: string, till: string | null) =>
      query(`INSERT INTO sport_fields (name, federation_unit_id, valid_from, valid_till) VALUES ('Hala', $1, $2, $3)`, [
        unit,
        from,
        till,
      ]);
    await add(UNIT, '2020-01-01', null);
    await add(UNIT, D, D);
    await add(UNIT, '2020-01-01', '2026-06-14');
    await add(UNIT, '2026-06-16', null);
    await add(PRAHA, '2020-01-01', null);
    expect(await count('count')).toBe(before.all + 5);
    expect(await count(`count/date/${D}/all`)).toBe(before.on + 3);
    expect(await count(`count/date/${D}/all`, 'unit')).toBe(before.unit + 1);
  });
});

describe('kept stats and the fast person count', () => {
  it('computes the report anew after a change and keeps it otherwise', async () => {
    const url = `/api/admin-zone/club/report/${D}?${filter('federationUnitId', UNIT)}&sort=name`;
    const before = (await server.request({ method: 'GET', url, as: 'expert' })).json().data as ClubStatsRow[];
    const kept = await query<{ n: string }>('SELECT count(*) AS n FROM stats_snapshots');
    expect((await server.request({ method: 'GET', url, as: 'expert' })).json().data).toEqual(before);
    expect(await query('SELECT count(*) AS n FROM stats_snapshots')).toEqual(kept);
    const p8 = await person('P8', SEX.male, '1970-01-01');
    await role(p8, TYPE.member, clubs.B, '2026-01-01', null);
    const after = (await server.request({ method: 'GET', url, as: 'expert' })).json().data as ClubStatsRow[];
    expect(after[1]?.adultMaleCount).toBe((before[1]?.adultMaleCount ?? 0) + 1);
    // A rolled-back change leaves the numbers as they were.
    const client = await server.db.pool.connect();
    await client.query('BEGIN');
    await client.query('DELETE FROM person_roles WHERE person_id = $1', [p8]);
    await client.query('ROLLBACK');
    client.release();
    expect((await server.request({ method: 'GET', url, as: 'expert' })).json().data).toEqual(after);
  });

  it('gives the same numbers as the roles themselves after random edits', async () => {
    const rng = new Rng(11);
    const pick = <T>(xs: T[]) => xs[Math.floor(rng.next() * xs.length)]!;
    const day = () =>
      `20${String(20 + Math.floor(rng.next() * 10)).padStart(2, '0')}-0${1 + Math.floor(rng.next() * 9)}-1${Math.floor(rng.next() * 9)}`;
    const people = (await query<{ id: number }>('SELECT id FROM persons ORDER BY id LIMIT 300')).map((r) => r.id);
    const roleIds = async () =>
      (await query<{ id: number }>('SELECT id FROM person_roles ORDER BY id LIMIT 500')).map((r) => r.id);
    for (let i = 0; i < 60; i++) {
      const action = pick(['insert', 'insert', 'update', 'update', 'delete', 'move', 'bulk'] as const);
      if (action === 'insert') {
        const [a, b] = [day(), day()].sort();
        await role(
          pick(people),
          pick([TYPE.member, TYPE.athlete, TYPE.coach]),
          clubs.A,
          a!,
          rng.next() < 0.3 ? null : b!,
        );
      } else if (action === 'update') {
        const [a, b] = [day(), day()].sort();
        await query('UPDATE person_roles SET valid_from = $2, valid_till = $3 WHERE id = $1', [
          pick(await roleIds()),
          a,
          b,
        ]);
      } else if (action === 'delete') {
        await query('DELETE FROM person_roles WHERE id = $1', [pick(await roleIds())]);
      } else if (action === 'move') {
        await query('UPDATE persons SET federation_unit_id = $2 WHERE id = $1', [
          pick(people),
          pick([PRAHA, 2, UNIT, null]),
        ]);
      } else {
        // One statement over many roles, as an import or a cleanup does.
        await query(`UPDATE person_roles SET valid_till = valid_from + 400 WHERE id % 7 = $1 AND person_id <= $2`, [
          Math.floor(rng.next() * 7),
          pick(people),
        ]);
      }
    }
    const gone = await person('Gone', SEX.female, '2000-01-01');
    await role(gone, TYPE.member, clubs.A, '2021-01-01', null);
    await query('DELETE FROM persons WHERE id = $1', [gone]);

    const scopes: AdminScope[] = [
      { zone: 'admin', fedUnitIds: null },
      { zone: 'admin', fedUnitIds: [PRAHA] },
    ];
    for (const date of ['2019-12-31', '2021-03-15', '2024-07-01', D, '2031-01-01']) {
      for (const [scope, as] of [
        [scopes[0]!, 'expert'],
        [scopes[1]!, 'unit'],
      ] as const) {
        const res = await server.request({ method: 'GET', url: `/api/admin-zone/people/count/date/${date}`, as });
        const { rows } = await server.db.db.execute<{ n: number }>(countPeopleOnDateSql(scope, date));
        expect(res.json().data, `${date} as ${as}`).toBe(rows[0]?.n);
      }
      // The kept stats are those computed now.
      const kept = await server.request({
        method: 'GET',
        url: `/api/admin-zone/club/stats/${date}?limit=1000`,
        as: 'expert',
      });
      const fresh = await server.db.db.execute<{ n: number }>(
        sql`WITH ${computedStatsRows('club', scopes[0]!, date)} SELECT count(*)::int AS n FROM stats_rows`,
      );
      expect(kept.json().total, date).toBe(fresh.rows[0]?.n);
    }
  });
});

describe('bad dates and access', () => {
  const CALLS = (date: string) => [
    `/api/admin-zone/club/report/${date}`,
    `/api/admin-zone/club/stats/${date}`,
    `/api/admin-zone/club/stats/districts/${date}`,
    `/api/admin-zone/club/stats/federationunits/${date}`,
    `/api/admin-zone/club/stats/regions/${date}`,
    `/api/admin-zone/club/stats/sections/${date}`,
    `/api/admin-zone/people/count-by-sex/date/${date}/section/${SECTION}/role/1`,
    `/api/admin-zone/sport-fields/count/date/${date}/all`,
  ];

  it('refuses dates that do not exist or are out of bounds, naming date', async () => {
    const cases = [
      [
        '2026-02-30',
        'Pole date musí být platné datum (RRRR-MM-DD).',
        'The field date must be a valid date (YYYY-MM-DD).',
      ],
      ['1899-12-31', 'Pole date musí být nejdříve 1900-01-01.', 'The date field must be 1900-01-01 or later.'],
      ['2101-01-01', null, null],
    ] as const;
    for (const [date, cs, en] of cases) {
      for (const url of CALLS(date)) {
        const res = await server.request({ method: 'GET', url, as: 'expert' });
        expect(res.statusCode, url).toBe(400);
        expect(res.headers['content-type']).toContain('application/problem+json');
        expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual(['date']);
        if (cs) expect(res.json().errors[0].message).toBe(cs);
        if (en) {
          const english = await server.request({
            method: 'GET',
            url,
            as: 'expert',
            headers: { 'accept-language': 'en' },
          });
          expect(english.json().errors[0].message).toBe(en);
        }
      }
    }
  });

  it('refuses club managers, members and anonymous callers', async () => {
    const urls = [...CALLS(D), '/api/admin-zone/sport-fields/count'];
    for (const url of urls) {
      for (const as of ['club', 'clubro', 'member'] as const) {
        expect((await server.request({ method: 'GET', url, as })).statusCode, `${url} as ${as}`).toBe(403);
      }
      expect((await server.request({ method: 'GET', url })).statusCode, `${url} anonymous`).toBe(401);
    }
  });
});

describe('module switch', () => {
  const off = useTestServer({ MODULES: 'board' });

  it('hides the stats calls when the stats module is off; the sport-field counts stay', async () => {
    for (const url of [
      `/api/admin-zone/club/report/${D}`,
      `/api/admin-zone/club/stats/sections/${D}`,
      `/api/admin-zone/people/count-by-sex/date/${D}/section/1/role/1`,
      `/api/admin-zone/club/stats/districts/${D}`,
      '/api/admin-zone/reports/persons',
      '/api/admin-zone/reports/age-categories/defined?bands=0-10',
      '/api/admin-zone/reports/person-roles',
    ]) {
      const res = await off.request({ method: 'GET', url, as: 'admin' });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe('route_not_found');
    }
    const fields = await off.request({ method: 'GET', url: '/api/admin-zone/sport-fields/count', as: 'admin' });
    expect(fields.statusCode).toBe(200);
  });
});
