// Report lists through HTTP: each report's numbers against hand-built members at a date long
// before the demo federation existed (so only these rows count), with the child/adult boundary
// and the validity edges; the unit scope, denials, bad dates and bands, and the exports.
import { parse as parseCsv } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { APPROVAL_STATE, FEDERATION_UNIT, PERSON_ROLE_TYPE, SECTION, SEX } from '../../src/db/reference-ids';
import { type DemoUser, useTestServer } from '../test-server';

const server = useTestServer();

const DATE = '1960-06-15';
const BASE = '/api/admin-zone/reports';

let clubA = 0;
let clubB = 0;
let clubC = 0;
let regionId = 0;
const people: Record<string, number> = {};

async function insert(table: string, row: Record<string, unknown>): Promise<number> {
  const keys = Object.keys(row);
  const { rows } = await server.db.pool.query(
    `INSERT INTO ${table} (${keys.join(', ')}) VALUES (${keys.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
    Object.values(row),
  );
  return rows[0].id as number;
}

async function club(code: string, unit: number, validFrom: string, validTill: string | null): Promise<number> {
  const id = await insert('clubs', {
    registration_number: `RPT-${code}`,
    name: `Report club ${code}`,
    federation_unit_id: unit,
    region_id: regionId,
  });
  await insert('club_roles', {
    club_id: id,
    type_id: 1,
    approval_state_id: APPROVAL_STATE.approved,
    valid_from: validFrom,
    valid_till: validTill,
  });
  return id;
}

async function person(key: string, sexId: number | null, birthDate: string | null): Promise<number> {
  const id = await insert('persons', {
    registration_number: `CZE 960-${String(Object.keys(people).length + 100)}`,
    first_name: key,
    last_name: `Reportová ${key}`,
    sex_id: sexId,
    birth_date: birthDate,
  });
  people[key] = id;
  return id;
}

async function role(
  personId: number,
  clubId: number,
  validFrom: string,
  validTill: string | null,
  typeId: number = PERSON_ROLE_TYPE.CLUB_MEMBER,
  sectionId: number = SECTION.badminton,
) {
  await insert('person_roles', {
    person_id: personId,
    club_id: clubId,
    type_id: typeId,
    section_id: sectionId,
    approval_state_id: APPROVAL_STATE.approved,
    valid_from: validFrom,
    valid_till: validTill,
  });
}

beforeAll(async () => {
  regionId = (await server.db.pool.query('SELECT min(id) AS id FROM regions')).rows[0].id;
  // A: in the unit manager's unit, registered for 1960 only. B: another unit, open. C: registered later.
  clubA = await club('A', FEDERATION_UNIT.praha, '1960-01-01', '1960-12-31');
  clubB = await club('B', FEDERATION_UNIT.jihomoravsky, '1960-01-01', null);
  clubC = await club('C', FEDERATION_UNIT.praha, '1960-06-16', null);
  // Age reached in 1960: 18 is the last child age (U19), 19 the first adult one.
  const p1 = await person('Child18', SEX.male, '1942-12-31');
  const p2 = await person('Adult19', SEX.female, '1941-01-01');
  const p3 = await person('Unknown', null, null);
  const p4 = await person('Expired', SEX.male, '1950-05-05');
  const p5 = await person('Future', SEX.female, '1955-05-05');
  const p6 = await person('Unregistered', SEX.male, '1945-05-05');
  const p7 = await person('Girl12', SEX.female, '1948-03-03');
  await role(p1, clubA, DATE, DATE); // valid exactly on the date
  await role(p2, clubA, '1950-01-01', null);
  await role(p2, clubB, '1959-01-01', DATE);
  await role(p3, clubB, '1960-01-01', null);
  await role(p4, clubA, '1950-01-01', '1960-06-14'); // ended the day before
  await role(p5, clubA, '1960-06-16', null); // starts the day after
  await role(p6, clubC, '1950-01-01', null); // club not registered on the date
  await role(p7, clubA, '1959-01-01', null, PERSON_ROLE_TYPE.ATHLETE, SECTION.parabadminton);
});

async function get(path: string, query = '', as: DemoUser = 'expert', lang = 'en') {
  return server.request({
    method: 'GET',
    url: `${BASE}/${path}?date=${DATE}${query ? `&${query}` : ''}`,
    as,
    headers: { 'accept-language': lang },
  });
}

async function list<T = Record<string, unknown>>(path: string, query = '', as: DemoUser = 'expert') {
  const res = await get(path, query, as);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: T[]; total: number; limit: number; offset: number };
}

type Table = { header: string[]; rows: unknown[][] };

async function parseTable(body: Buffer, format: 'csv' | 'xlsx'): Promise<Table> {
  let records: unknown[][];
  if (format === 'csv') {
    records = parseCsv(body, { bom: true, delimiter: ';' }) as string[][];
  } else {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(body as unknown as ArrayBuffer);
    records = [];
    workbook.worksheets[0]!.eachRow((row) => records.push((row.values as unknown[]).slice(1)));
  }
  return { header: records[0] as string[], rows: records.slice(1) };
}

const ZERO = {
  adultMaleCount: 0,
  adultFemaleCount: 0,
  adultNotAvailableCount: 0,
  childMaleCount: 0,
  childFemaleCount: 0,
  childNotAvailableCount: 0,
};

describe('report lists at a date', () => {
  it('lists the members on the date once each, with age, category, clubs and roles', async () => {
    const page = await list<{
      firstName: string;
      age: number | null;
      isChild: boolean;
      ageCategoryId: number | null;
      clubs: { id: number }[];
      roleTypeIds: number[];
    }>('persons', 'sort=firstName');
    expect(page.total).toBe(4);
    // In Czech order: Ch after H.
    expect(page.data.map((p) => p.firstName)).toEqual(['Adult19', 'Girl12', 'Child18', 'Unknown']);
    const [adult, girl, child, unknown] = page.data;
    expect(adult).toMatchObject({
      age: 19,
      isChild: false,
      ageCategoryId: 7,
      roleTypeIds: [PERSON_ROLE_TYPE.CLUB_MEMBER],
    });
    expect(adult!.clubs.map((c) => c.id).sort()).toEqual([clubA, clubB].sort());
    expect(child).toMatchObject({ age: 18, isChild: true, ageCategoryId: 6 });
    expect(girl).toMatchObject({ age: 12, isChild: true, ageCategoryId: 3, roleTypeIds: [PERSON_ROLE_TYPE.ATHLETE] });
    expect(unknown).toMatchObject({ age: null, isChild: false, ageCategoryId: null });
    // The day before: the one-day role and the role starting on the date do not count yet.
    const before = await server.request({ method: 'GET', url: `${BASE}/persons?date=1960-06-14`, as: 'expert' });
    expect(
      before
        .json()
        .data.map((p: { firstName: string }) => p.firstName)
        .sort(),
    ).toEqual(['Adult19', 'Expired', 'Girl12', 'Unknown']);
  });

  it('filters persons by club, sex, age category, role type, section and name', async () => {
    const firstNames = async (query: string) =>
      (await list<{ firstName: string }>('persons', `sort=firstName&${query}`)).data.map((p) => p.firstName);
    expect(await firstNames(`fields[clubId][o]=valuesEqual&fields[clubId][v]=${clubB}`)).toEqual([
      'Adult19',
      'Unknown',
    ]);
    expect(await firstNames(`fields[sexId][o]=valuesEqual&fields[sexId][v]=${SEX.female}`)).toEqual([
      'Adult19',
      'Girl12',
    ]);
    expect(await firstNames('fields[ageCategoryId][o]=valuesEqual&fields[ageCategoryId][v]=6')).toEqual(['Child18']);
    // Numbers no category has (too big for an integer, or not whole) match nothing, never a 500.
    const categories = (...v: string[]) =>
      `fields[ageCategoryId][o]=valuesMemberOf${v.map((x) => `&fields[ageCategoryId][v][]=${x}`).join('')}`;
    expect(await firstNames(categories('99999999999', '1.5'))).toEqual([]);
    expect(await firstNames(categories('6', '-99999999999'))).toEqual(['Child18']);
    expect(
      await firstNames(`fields[roleTypeId][o]=valuesEqual&fields[roleTypeId][v]=${PERSON_ROLE_TYPE.ATHLETE}`),
    ).toEqual(['Girl12']);
    expect(await firstNames(`fields[sectionId][o]=valuesEqual&fields[sectionId][v]=${SECTION.parabadminton}`)).toEqual([
      'Girl12',
    ]);
    expect(await firstNames('fields[search][o]=valuesLike&fields[search][v]=child')).toEqual(['Child18']);
    expect(
      await firstNames(
        `fields[federationUnitId][o]=valuesEqual&fields[federationUnitId][v]=${FEDERATION_UNIT.jihomoravsky}`,
      ),
    ).toEqual(['Adult19', 'Unknown']);
  });

  it('counts members per club, children and adults by sex, only clubs registered on the date', async () => {
    const page = await list<Record<string, unknown>>('club-members', 'sort=-totalCount');
    expect(page.total).toBe(2);
    expect(page.data[0]).toMatchObject({
      id: clubA,
      registrationNumber: 'RPT-A',
      clubCount: 1,
      ...ZERO,
      adultFemaleCount: 1,
      childMaleCount: 1,
      childFemaleCount: 1,
      childCount: 2,
      personCount: 1,
      totalCount: 3,
    });
    expect(page.data[1]).toMatchObject({
      id: clubB,
      ...ZERO,
      adultFemaleCount: 1,
      adultNotAvailableCount: 1,
      childCount: 0,
      personCount: 2,
      totalCount: 2,
    });
    const section = await list<{ id: number; totalCount: number }>(
      'club-members',
      `fields[sectionId][o]=valuesEqual&fields[sectionId][v]=${SECTION.parabadminton}&sort=name`,
    );
    expect(section.data.map((r) => [r.id, r.totalCount])).toEqual([
      [clubA, 1],
      [clubB, 0],
    ]);
    expect(clubC).toBeGreaterThan(0);
  });

  it('counts per unit, region and district, a person in two clubs once per row', async () => {
    const units = await list<{ id: number; clubCount: number; totalCount: number }>('federation-units', 'sort=name');
    expect(units.data.map((u) => [u.id, u.clubCount, u.totalCount]).sort()).toEqual(
      [
        [FEDERATION_UNIT.praha, 1, 3],
        [FEDERATION_UNIT.jihomoravsky, 1, 2],
      ].sort(),
    );
    const regions = await list<Record<string, unknown>>('regions');
    expect(regions.data).toEqual([
      expect.objectContaining({ id: regionId, clubCount: 2, totalCount: 4, childCount: 2, personCount: 2 }),
    ]);
    // The test clubs have no district: no district row.
    expect((await list('districts')).total).toBe(0);
  });

  it('counts per codebook age category and per user-defined band', async () => {
    const cats = await list<{ id: number; maleCount: number; femaleCount: number; totalCount: number }>(
      'age-categories',
    );
    expect(cats.total).toBe(14);
    const byId = new Map(cats.data.map((c) => [c.id, c]));
    expect(byId.get(6)).toMatchObject({ maleCount: 1, femaleCount: 0, totalCount: 1 }); // U19: 18
    expect(byId.get(3)).toMatchObject({ femaleCount: 1, totalCount: 1 }); // U13: 12
    expect(byId.get(7)).toMatchObject({ femaleCount: 1, totalCount: 1 }); // adults: 19
    expect(cats.data.reduce((s, c) => s + c.totalCount, 0)).toBe(3); // no birth date: no category
    const bands = await list<{ name: string; totalCount: number; maleCount: number }>(
      'age-categories/defined',
      'bands=0-12,13-18,19-',
    );
    expect(bands.data.map((b) => [b.name, b.totalCount, b.maleCount])).toEqual([
      ['0–12', 1, 0],
      ['13–18', 1, 1],
      ['19+', 1, 0],
    ]);
  });

  it('counts persons per role type', async () => {
    const page = await list<{ typeId: number; totalCount: number; childCount: number }>('person-roles');
    expect(page.data.map((r) => [r.typeId, r.totalCount, r.childCount])).toEqual([
      [PERSON_ROLE_TYPE.CLUB_MEMBER, 3, 1],
      [PERSON_ROLE_TYPE.ATHLETE, 1, 1],
    ]);
    const inB = await list<{ typeId: number; totalCount: number }>(
      'person-roles',
      `fields[clubId][o]=valuesEqual&fields[clubId][v]=${clubB}`,
    );
    expect(inB.data.map((r) => [r.typeId, r.totalCount])).toEqual([[PERSON_ROLE_TYPE.CLUB_MEMBER, 2]]);
  });

  it('shows a unit manager only the clubs of its units', async () => {
    const clubs = await list<{ id: number }>('club-members', '', 'unit');
    expect(clubs.data.map((c) => c.id)).toEqual([clubA]);
    const persons = await list<{ firstName: string }>('persons', 'sort=firstName', 'unit');
    expect(persons.data.map((p) => p.firstName)).toEqual(['Adult19', 'Girl12', 'Child18']);
    const units = await list<{ id: number }>('federation-units', '', 'unit');
    expect(units.data.map((u) => u.id)).toEqual([FEDERATION_UNIT.praha]);
  });

  it('denies callers outside the admin zone', async () => {
    expect((await server.request({ method: 'GET', url: `${BASE}/persons` })).statusCode).toBe(401);
    for (const as of ['club', 'clubro', 'member'] as const)
      expect((await get('regions', '', as)).statusCode, as).toBe(403);
  });

  it('refuses dates that do not exist or lie too far, and bad bands, naming the field', async () => {
    for (const [date, message] of [
      ['2026-02-30', 'valid date'],
      ['1899-12-31', '1900-01-01 or later'],
      ['2101-01-01', '2100-12-31 or earlier'],
    ]) {
      const res = await server.request({
        method: 'GET',
        url: `${BASE}/club-members?date=${date}`,
        as: 'expert',
        headers: { 'accept-language': 'en' },
      });
      expect(res.statusCode, date).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().errors).toEqual([{ field: 'date', message: expect.stringContaining(message!) }]);
    }
    for (const [bands, message] of [
      ['0-10,10-15', 'must not overlap'],
      ['11-15,0-10', 'must ascend'],
      ['19-,0-10', 'may only be the last'],
      ['0-151', 'between 0 and 150'],
      ['15-10', 'end at or after'],
      ['a-b', 'Enter the age bands'],
    ]) {
      const res = await get('age-categories/defined', `bands=${bands}`);
      expect(res.statusCode, bands).toBe(400);
      expect(res.json().errors).toEqual([{ field: 'bands', message: expect.stringContaining(message!) }]);
    }
    const missing = await get('age-categories/defined', '', 'expert', 'cs');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].field).toBe('bands');
    const czech = await get('age-categories/defined', 'bands=0-10,5-8', 'expert', 'cs');
    expect(czech.json().errors[0].message).toContain('nesmí se překrývat');
    const badFilter = await get('club-members', 'fields[nope][o]=valuesEqual&fields[nope][v]=1');
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json().errors[0].field).toBe('fields[nope]');
  });

  it('keeps totals and counts while nothing changes, and counts anew after a change', async () => {
    const at = (date: string) =>
      server.request({ method: 'GET', url: `${BASE}/persons?date=${date}&limit=1`, as: 'admin' });
    const first = (await at('1960-09-01')).json();
    // Club C is registered by then: its member counts too.
    expect(first.total).toBe(5);
    expect((await at('1960-09-01')).json().total).toBe(5);
    const inB = async () =>
      (
        await server.request({
          method: 'GET',
          url: `${BASE}/club-members?date=1960-09-01&fields[clubId][o]=valuesEqual&fields[clubId][v]=${clubB}`,
          as: 'admin',
        })
      ).json().data[0].adultMaleCount;
    expect(await inB()).toBe(0);
    await role(await person('Late', SEX.male, '1930-01-01'), clubB, '1960-09-01', null);
    expect((await at('1960-09-01')).json().total).toBe(6);
    expect(await inB()).toBe(1);
    // The date of the other tests is untouched.
    expect((await at(DATE)).json().total).toBe(4);
  });

  it('exports every row of the filter, codebook ids as names, in both formats', async () => {
    const csv = await get('persons', 'format=csv&sort=firstName', 'expert', 'cs');
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/report-persons-.*\.csv/);
    const table = await parseTable(csv.rawPayload, 'csv');
    expect(table.rows).toHaveLength(4);
    expect(table.header).toContain('Věková kategorie');
    expect(table.rows[2]).toContain('Do 19 let (U19)');
    const xlsx = await get('club-members', 'format=xlsx');
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    const sheet = await parseTable(xlsx.rawPayload, 'xlsx');
    expect(sheet.rows).toHaveLength((await list('club-members')).total);
    expect(sheet.header).toEqual(expect.arrayContaining(['Name', 'Club type', 'Members']));
    for (const path of ['federation-units', 'regions', 'districts', 'age-categories', 'person-roles']) {
      const file = await get(path, 'format=csv');
      expect(file.statusCode, path).toBe(200);
      expect((await parseTable(file.rawPayload, 'csv')).rows).toHaveLength((await list(path)).total);
    }
    const bands = await get('age-categories/defined', 'bands=0-18,19-&format=csv');
    expect((await parseTable(bands.rawPayload, 'csv')).rows).toHaveLength(2);
  });
});
