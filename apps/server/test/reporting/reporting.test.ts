// Reporting through HTTP on real PostgreSQL (issue 33 parts 1–4): the register's persons file of a
// small club byte for byte against a hand-made windows-1250 file, the check report, the ZIP of
// every club, the organisations file, the annual statistics against plain counts, and the denials.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_TODAY } from '../database';
import { type DemoUser, useTestServer } from '../test-server';

const server = useTestServer();
const A = '/api/admin-zone/reporting';
const YEAR = Number(TEST_TODAY.slice(0, 4));
const decode = (bytes: Buffer) => new TextDecoder('windows-1250').decode(bytes);

const call = (as: DemoUser, url: string, lang = 'cs') =>
  server.request({ method: 'GET', url, as, headers: { 'accept-language': lang } });
const q = async <T = Record<string, unknown>>(text: string, values: unknown[] = []) =>
  (await server.db.pool.query(text, values)).rows as T[];
const one = async <T = Record<string, unknown>>(text: string, values: unknown[] = []) => (await q<T>(text, values))[0]!;

let clubId = 0;
const ids: Record<string, number> = {};

/** A club with IČO, registered this year, and its persons: three go to the file, the others not. */
async function buildClub() {
  // The register's sport code (the reference data ships none: docs/decisions/reporting.md).
  await q(
    `UPDATE codebook_entries SET attrs = attrs || '{"nsaCode":"17"}' WHERE list = 'nsaSports' AND code = 'BADMINTON'`,
  );
  const club = await one<{ id: number }>(
    `INSERT INTO clubs (registration_number, name, identification_number, federation_unit_id, region_id, street,
       house_number, land_registry_number, city, city_part, zip)
     VALUES ('RPT-001', 'TJ Sokol Žďár; oddíl', '12345678', 1, 10, 'Horní', '5', '1234', 'Žďár nad Sázavou', 'Zámek', '591 01')
     RETURNING id`,
  );
  clubId = club.id;
  await q(
    `INSERT INTO club_roles (club_id, type_id, approval_state_id, section_id, valid_from) VALUES ($1, 1, 3, 1, '2015-01-01')`,
    [clubId],
  );
  const person = async (
    key: string,
    first: string,
    last: string,
    bn: string | null,
    nat: number | null,
    birth: string | null,
  ) => {
    ids[key] = (
      await one<{ id: number }>(
        `INSERT INTO persons (registration_number, first_name, last_name, birth_number, nationality_id, birth_date, sex_id)
         VALUES ($1, $2, $3, $4, $5, $6, 1) RETURNING id`,
        [`CZE 900-${String(Object.keys(ids).length + 1).padStart(3, '0')}`, first, last, bn, nat, birth],
      )
    ).id;
  };
  const role = (key: string, type: number, from: string, till: string | null, section: number | null = 1, state = 3) =>
    q(
      `INSERT INTO person_roles (person_id, type_id, club_id, approval_state_id, section_id, valid_from, valid_till)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [ids[key], type, clubId, state, section, from, till],
    );
  await person('jiri', 'Jiří', 'Šťastný', '050101/1234', 203, '2005-01-01');
  await person('zofia', 'Žofia', 'Kováčová', null, 703, '1980-03-07');
  await person('ondrej', 'Ondřej', 'Dvořák', '991231/9999', null, '1999-12-31');
  await person('petr', 'Petr', 'Novák', null, 203, '2001-05-05');
  await person('anna', 'Anna', 'Malá', null, 40, null);
  await person('eva', 'Eva', 'Návrhová', '0652121234', 203, '2006-02-12');
  await role('jiri', 2, '2019-09-01', null);
  // A coach role without a section: no sport, reported by the check.
  await role('jiri', 3, '2025-01-01', null, null);
  await role('zofia', 3, '2022-01-01', '2026-06-30');
  await role('ondrej', 2, '2016-03-01', null);
  await role('ondrej', 3, '2024-02-01', null);
  // An athlete role that ended last year: not an athlete this year, a coach from 2025 on.
  await role('petr', 2, '2010-01-01', '2024-12-31');
  await role('petr', 3, '2025-01-01', null);
  await role('anna', 2, '2023-01-01', null);
  // A draft role: not in the register at all.
  await role('eva', 2, '2024-01-01', null, 1, 1);
}

beforeAll(buildClub);

describe('reporting: the register export', () => {
  it("writes the club's persons file byte for byte as the register reads it", async () => {
    // The fixture is the file of 2026 (the test's rows are dated): asked by year, it holds on any day.
    const res = await call('admin', `${A}/nsa/persons?clubId=${clubId}&year=2026&format=csv`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=windows-1250');
    expect(res.headers['content-disposition']).toContain('nsa-osoby-2026-12345678-tj-sokol-zdar-oddil.csv');
    const expected = await readFile(path.join(import.meta.dirname, 'fixtures', 'nsa-persons-2026.csv'));
    expect(res.rawPayload.equals(expected), decode(res.rawPayload)).toBe(true);
  });

  it('takes the year asked: last year a coach whose role ends this year has no end year', async () => {
    const res = await call('expert', `${A}/nsa/persons?clubId=${clubId}&year=2025`);
    expect(res.statusCode, res.body).toBe(200);
    const lines = decode(res.rawPayload).split('\r\n');
    expect(lines).toContain('Žofia;;Kováčová;;703;7.3.1980;0;1;;;2022;;17;12345678');
    // Petr was an athlete until 2024: in 2025 only a coach, but his line fails the check (no birth number).
    expect(lines.some((l) => l.includes('Novák'))).toBe(false);
  });

  it('reports who cannot be exported and why', async () => {
    // Without a year: the server clock's.
    const current = await call('admin', `${A}/nsa/check?clubId=${clubId}`);
    expect(current.json().data.year).toBe(YEAR);
    const res = await call('admin', `${A}/nsa/check?clubId=${clubId}&year=2026`);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json() as {
      data: {
        year: number;
        exportableCount: number;
        problems: { personId: number; sport: string | null; problems: string[] }[];
      };
    };
    expect(data.year).toBe(2026);
    expect(data.exportableCount).toBe(3);
    const byPerson = Object.fromEntries(data.problems.map((p) => [`${p.personId}|${p.sport}`, p.problems]));
    expect(byPerson).toEqual({
      [`${ids.jiri}|null`]: ['unknownSport'],
      [`${ids.petr}|BADMINTON`]: ['missingBirthNumber'],
      [`${ids.anna}|BADMINTON`]: ['missingBirthDate'],
    });
  });

  it('flags a bad birth number and a club without IČO', async () => {
    await q(`UPDATE persons SET birth_number = '12/34' WHERE id = $1`, [ids.ondrej]);
    await q(`UPDATE clubs SET identification_number = NULL WHERE id = $1`, [clubId]);
    try {
      const { data } = (await call('admin', `${A}/nsa/check?clubId=${clubId}`)).json() as {
        data: { problems: { personId: number; problems: string[] }[] };
      };
      expect(data.problems.find((p) => p.personId === ids.ondrej)?.problems).toEqual([
        'invalidBirthNumber',
        'missingClubIco',
      ]);
    } finally {
      await q(`UPDATE persons SET birth_number = '991231/9999' WHERE id = $1`, [ids.ondrej]);
      await q(`UPDATE clubs SET identification_number = '12345678' WHERE id = $1`, [clubId]);
    }
  });

  it('answers 404 for a club that does not exist and 400 for a bad year', async () => {
    expect((await call('admin', `${A}/nsa/persons?clubId=999999`)).statusCode).toBe(404);
    const bad = await call('admin', `${A}/nsa/persons?year=20x6&format=xls`);
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { errors: { field: string }[] }).errors.map((e) => e.field).sort()).toEqual([
      'format',
      'year',
    ]);
  });

  it('zips every club with rows, one file per club, ours byte for byte', async () => {
    const res = await call('admin', `${A}/nsa/persons?year=2026`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const zip = await JSZip.loadAsync(res.rawPayload);
    const names = Object.keys(zip.files);
    const ours = names.find((n) => n.includes('12345678'))!;
    expect(ours).toBe('nsa-osoby-2026-12345678-tj-sokol-zdar-oddil.csv');
    const expected = await readFile(path.join(import.meta.dirname, 'fixtures', 'nsa-persons-2026.csv'));
    expect((await zip.file(ours)!.async('nodebuffer')).equals(expected)).toBe(true);
    // As many files as clubs with an exportable row (the demo's sports have no register code but ours).
    const { n } = await one<{ n: number }>(
      `SELECT count(DISTINCT r.club_id)::int AS n FROM person_roles r
         JOIN person_role_types t ON t.id = r.type_id AND (t.is_athlete OR t.is_coach)
         JOIN approval_states a ON a.id = r.approval_state_id AND a.is_valid
         JOIN persons p ON p.id = r.person_id AND p.anonymised_at IS NULL
         JOIN clubs c ON c.id = r.club_id AND nullif(btrim(c.identification_number), '') IS NOT NULL
        WHERE r.section_id = 1 AND r.valid_from <= '2026-12-31' AND (r.valid_till IS NULL OR r.valid_till >= '2026-01-01')
          AND (CASE WHEN p.birth_number IS NOT NULL THEN replace(replace(p.birth_number, '/', ''), ' ', '') ~ '^\\d{9,10}$'
                    WHEN coalesce(p.nationality_id, 203) = 203 THEN false ELSE p.birth_date IS NOT NULL END)`,
    );
    expect(names.length).toBe(n);
    for (const name of names) expect(decode(await zip.file(name)!.async('nodebuffer'))).toMatch(/^JMENO;DALSI_JMENA;/);
  });

  it('writes the organisations file of the clubs registered in the year', async () => {
    const res = await call('admin', `${A}/nsa/organisations?memberOfIco=87654321`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=windows-1250');
    const text = decode(res.rawPayload);
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(
      'NAZEV;ICO;CLENSTVI_V_JINE_ORGANIZACI;UKONCENI_CINNOSTI;CINNOST_VE_SPORTU;HLAVNI_CINNOST;PSC;CISLO_ORIENTACNI;CISLO_POPISNE;ULICE;CAST_OBCE;OBEC',
    );
    expect(text.endsWith('\r\n')).toBe(true);
    // The separator inside a name cannot be quoted for the register: it becomes a space.
    expect(lines).toContain('TJ Sokol Žďár  oddíl;12345678;87654321;;1;1;59101;5;1234;Horní;Zámek;Žďár nad Sázavou');
    // Without an IČO asked, the federation's own (the invoices' supplier).
    const own = decode((await call('admin', `${A}/nsa/organisations`)).rawPayload);
    const { tax } = await one<{ tax: string }>('SELECT tax FROM association ORDER BY id LIMIT 1');
    expect(own.split('\r\n')).toContain(
      `TJ Sokol Žďár  oddíl;12345678;${tax};;1;1;59101;5;1234;Horní;Zámek;Žďár nad Sázavou`,
    );
    const { n } = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM clubs c WHERE EXISTS (SELECT 1 FROM club_roles cr WHERE cr.club_id = c.id
          AND cr.valid_from <= '2026-12-31' AND (cr.valid_till IS NULL OR cr.valid_till >= '2026-01-01'))`,
    );
    expect(lines.length).toBe(n + 2);
  });
});

type Counts = { count: number; previousCount: number };
type Stats = {
  year: number;
  previousYear: number;
  date: string;
  previousDate: string;
  members: ({ regionId: number | null; sex: string; ageBand: string } & Counts)[];
  clubsByRegion: ({ regionId: number | null; region: string | null } & Counts)[];
  refereesByLevel: ({ levelId: number | null; level: string | null } & Counts)[];
  coachesByLevel: ({ levelId: number | null } & Counts)[];
  totals: Record<'members' | 'clubs' | 'referees' | 'coaches', Counts>;
};

describe('reporting: the annual statistics', () => {
  const registered = (date: string) =>
    `EXISTS (SELECT 1 FROM club_roles cr WHERE cr.club_id = c.id AND cr.valid_from <= '${date}' AND (cr.valid_till IS NULL OR cr.valid_till >= '${date}'))`;
  const valid = (date: string) => `r.valid_from <= '${date}' AND (r.valid_till IS NULL OR r.valid_till >= '${date}')`;

  it('counts this year (today) and the last (31 December) as plain counts do', async () => {
    const res = await call('admin', `${A}/stats`);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json() as { data: Stats };
    expect(data).toMatchObject({
      year: YEAR,
      previousYear: YEAR - 1,
      date: TEST_TODAY,
      previousDate: `${YEAR - 1}-12-31`,
    });
    for (const [date, key] of [
      [data.date, 'count'],
      [data.previousDate, 'previousCount'],
    ] as const) {
      const members = await one<{ n: number }>(
        `SELECT count(DISTINCT r.person_id)::int AS n FROM person_roles r JOIN clubs c ON c.id = r.club_id
          WHERE ${valid(date)} AND ${registered(date)}`,
      );
      expect(data.totals.members[key]).toBe(members.n);
      const clubs = await q<{ region_id: number | null; n: number }>(
        `SELECT c.region_id, count(*)::int AS n FROM clubs c WHERE ${registered(date)} GROUP BY 1`,
      );
      expect(data.totals.clubs[key]).toBe(clubs.reduce((s, r) => s + r.n, 0));
      for (const r of clubs) expect(data.clubsByRegion.find((x) => x.regionId === r.region_id)?.[key]).toBe(r.n);
      const referees = await one<{ n: number }>(
        `SELECT count(DISTINCT r.person_id)::int AS n FROM person_roles r JOIN person_role_types t ON t.id = r.type_id
          WHERE t.is_referee AND ${valid(date)}`,
      );
      expect(data.totals.referees[key]).toBe(referees.n);
      const coachLevels = await q<{ level_id: number | null; n: number }>(
        `SELECT r.level_id, count(DISTINCT r.person_id)::int AS n FROM person_roles r JOIN person_role_types t ON t.id = r.type_id
          WHERE t.is_coach AND ${valid(date)} GROUP BY 1`,
      );
      for (const r of coachLevels) expect(data.coachesByLevel.find((x) => x.levelId === r.level_id)?.[key]).toBe(r.n);
      // Women of 19–23 in our club's region (Vysočina, 10), by the age reached in the year.
      const y = Number(date.slice(0, 4));
      const women = await one<{ n: number }>(
        `SELECT count(DISTINCT r.person_id)::int AS n FROM person_roles r JOIN clubs c ON c.id = r.club_id
           JOIN persons p ON p.id = r.person_id
          WHERE c.region_id = 10 AND p.sex_id = 2 AND ${y} - extract(year FROM p.birth_date)::int BETWEEN 19 AND 23
            AND ${valid(date)} AND ${registered(date)}`,
      );
      const row = data.members.find((m) => m.regionId === 10 && m.sex === 'female' && m.ageBand === '19-23');
      expect(row?.[key] ?? 0).toBe(women.n);
    }
    // Every member row sums to the members of its region.
    const perRegion = await q<{ region_id: number | null; n: number }>(
      `SELECT c.region_id, count(DISTINCT r.person_id)::int AS n FROM person_roles r JOIN clubs c ON c.id = r.club_id
        WHERE ${valid(data.date)} AND ${registered(data.date)} GROUP BY 1`,
    );
    for (const r of perRegion)
      expect(data.members.filter((m) => m.regionId === r.region_id).reduce((s, m) => s + m.count, 0)).toBe(r.n);
  });

  it('gives the same numbers as an XLSX workbook, in the language asked', async () => {
    const { data } = (await call('expert', `${A}/stats?year=${YEAR - 1}`)).json() as { data: Stats };
    const res = await call('expert', `${A}/stats.xlsx?year=${YEAR - 1}`, 'en');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain(`statistiky-${YEAR - 1}.xlsx`);
    const zip = await JSZip.loadAsync(res.rawPayload);
    const workbook = await zip.file('xl/workbook.xml')!.async('string');
    for (const sheet of ['Members', 'Clubs', 'Referees', 'Coaches']) expect(workbook).toContain(`name="${sheet}"`);
    const ExcelJS = (await import('exceljs')).default;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const clubs = book.getWorksheet('Clubs')!;
    expect(clubs.getRow(1).values).toEqual([undefined, 'Region', `Year ${YEAR - 1}`, `Year ${YEAR - 2}`, 'Change']);
    const total = clubs.getRow(clubs.rowCount).values as unknown[];
    expect(total.slice(1)).toEqual([
      'Total',
      data.totals.clubs.count,
      data.totals.clubs.previousCount,
      data.totals.clubs.count - data.totals.clubs.previousCount,
    ]);
  });
});

describe('reporting: access', () => {
  it('denies the export to a unit manager, the clubs and a member; the statistics too', async () => {
    for (const as of ['unit', 'club', 'clubro', 'member'] as const) {
      for (const url of [
        `${A}/nsa/persons?clubId=${clubId}`,
        `${A}/nsa/check`,
        `${A}/nsa/organisations`,
        `${A}/stats`,
        `${A}/stats.xlsx`,
      ]) {
        const res = await call(as, url);
        expect(res.statusCode, `${as} ${url}`).toBe(403);
      }
    }
  });
});
