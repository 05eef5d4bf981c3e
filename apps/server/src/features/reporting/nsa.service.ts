// The national sports agency's register (Rejstřík sportu, issue 33 parts 1–3): who of a club goes
// to it as athlete or coach in a year, the check of what the register would refuse, and the files
// written by the templates of nsa-template.ts.
//
// - A row is a person × club × sport: a person holding an athlete or coach role (person role
//   types is_athlete / is_coach) in the club, approved (approval state is_valid), valid on some
//   day of the year. The sport is the register's code of the role's section (sportDisciplines
//   attrs.sectionId and nsaCode -> nsaSports attrs.nsaCode).
// - Citizenship is countries.id (ISO 3166 numeric, the register's country number); none counts as
//   Czech, as the register takes it.
// - Anonymised persons never go.
import type { NsaCheck, NsaCheckRow, NsaProblem } from '@fedra/contract';
import { type SQL, sql } from 'drizzle-orm';
import yazl from 'yazl';
import { COUNTRY } from '../../db/reference-ids';
import type { Db } from '../../platform/db/pool';
import { notFound } from '../../platform/errors/app-error';
import { loadTemplate, type OrganisationField, type PersonField, writeNsaFile } from './nsa-template';

interface NsaRow {
  personId: number;
  registrationNumber: string;
  firstName: string;
  lastName: string;
  birthNumber: string | null;
  nationalityId: number | null;
  birthDate: string | null;
  clubId: number;
  clubName: string;
  clubRegistrationNumber: string;
  clubIco: string | null;
  sport: string | null;
  nsaCode: string | null;
  isAthlete: boolean;
  isCoach: boolean;
  athleteFrom: number | null;
  athleteTo: number | null;
  coachFrom: number | null;
  coachTo: number | null;
}

const yearRange = (year: number) => ({ start: `${year}-01-01`, end: `${year}-12-31` });

/** Each section's sport with the register's code (the first discipline of the section decides). */
const SPORT_OF_SECTION = sql`sport_of_section AS (
  SELECT DISTINCT ON ((d.attrs->>'sectionId')::int) (d.attrs->>'sectionId')::int AS section_id,
         s.code AS sport, nullif(s.attrs->>'nsaCode', '') AS nsa_code
    FROM codebook_entries d
    JOIN codebook_entries s ON s.list = 'nsaSports' AND s.code = d.attrs->>'nsaCode'
   WHERE d.list = 'sportDisciplines' AND d.attrs->>'sectionId' IS NOT NULL
   ORDER BY (d.attrs->>'sectionId')::int, d.sort_order, d.id)`;

function nsaRowsSql(year: number, clubId: number | undefined): SQL {
  const { start, end } = yearRange(year);
  const inYear = sql`r.valid_from <= ${end}::date AND (r.valid_till IS NULL OR r.valid_till >= ${start}::date)`;
  const continues = sql`(r.valid_till IS NULL OR r.valid_till > ${end}::date)`;
  const yearOf = (d: SQL) => sql`extract(year from ${d})::int`;
  return sql`
    WITH ${SPORT_OF_SECTION},
    roles AS (
      SELECT r.person_id, r.club_id, r.section_id, t.is_athlete, t.is_coach, r.valid_from, r.valid_till,
             ${inYear} AS in_year, ${continues} AS continues
        FROM person_roles r
        JOIN person_role_types t ON t.id = r.type_id AND (t.is_athlete OR t.is_coach)
        JOIN approval_states a ON a.id = r.approval_state_id AND a.is_valid
       WHERE r.club_id IS NOT NULL AND r.valid_from <= ${end}::date
         ${clubId === undefined ? sql`` : sql`AND r.club_id = ${clubId}`}),
    held AS (
      SELECT person_id, club_id, section_id,
             bool_or(is_athlete AND in_year) AS is_athlete, bool_or(is_coach AND in_year) AS is_coach,
             min(${yearOf(sql`valid_from`)}) FILTER (WHERE is_athlete) AS athlete_from,
             CASE WHEN bool_or(is_athlete AND continues) THEN NULL
                  ELSE max(${yearOf(sql`valid_till`)}) FILTER (WHERE is_athlete) END AS athlete_to,
             min(${yearOf(sql`valid_from`)}) FILTER (WHERE is_coach) AS coach_from,
             CASE WHEN bool_or(is_coach AND continues) THEN NULL
                  ELSE max(${yearOf(sql`valid_till`)}) FILTER (WHERE is_coach) END AS coach_to
        FROM roles
       GROUP BY person_id, club_id, section_id
      HAVING bool_or(in_year))
    SELECT p.id AS "personId", p.registration_number AS "registrationNumber", p.first_name AS "firstName",
           p.last_name AS "lastName", p.birth_number AS "birthNumber", p.nationality_id AS "nationalityId",
           to_char(p.birth_date, 'FMDD.FMMM.YYYY') AS "birthDate",
           c.id AS "clubId", c.name AS "clubName", c.registration_number AS "clubRegistrationNumber",
           nullif(btrim(c.identification_number), '') AS "clubIco",
           s.sport, s.nsa_code AS "nsaCode",
           h.is_athlete AS "isAthlete", h.is_coach AS "isCoach",
           CASE WHEN h.is_athlete THEN h.athlete_from END AS "athleteFrom",
           CASE WHEN h.is_athlete THEN h.athlete_to END AS "athleteTo",
           CASE WHEN h.is_coach THEN h.coach_from END AS "coachFrom",
           CASE WHEN h.is_coach THEN h.coach_to END AS "coachTo"
      FROM held h
      JOIN persons p ON p.id = h.person_id AND p.anonymised_at IS NULL
      JOIN clubs c ON c.id = h.club_id
      LEFT JOIN sport_of_section s ON s.section_id = h.section_id
     ORDER BY c.name, c.id, p.last_name, p.first_name, p.id, s.sport NULLS LAST`;
}

/** The birth number as the register takes it: its digits, or null when there is none. */
const birthNumberDigits = (value: string | null) => (value ? value.replace(/[\s/]/g, '') : null) || null;

/** What the register would refuse in a row (none: it goes to the file). */
export function problemsOf(row: NsaRow): NsaProblem[] {
  const problems: NsaProblem[] = [];
  const digits = birthNumberDigits(row.birthNumber);
  const czech = row.nationalityId === null || row.nationalityId === COUNTRY.CZE;
  if (digits !== null && !/^\d{9,10}$/.test(digits)) problems.push('invalidBirthNumber');
  else if (czech && digits === null) problems.push('missingBirthNumber');
  else if (!czech && digits === null && row.birthDate === null) problems.push('missingBirthDate');
  if (row.nsaCode === null) problems.push('unknownSport');
  if (row.clubIco === null) problems.push('missingClubIco');
  return problems;
}

async function nsaRows(db: Db, year: number, clubId: number | undefined): Promise<NsaRow[]> {
  if (clubId !== undefined) {
    const { rows } = await db.execute(sql`SELECT 1 FROM clubs WHERE id = ${clubId}`);
    if (rows.length === 0) throw notFound();
  }
  const { rows } = await db.execute<NsaRow & Record<string, unknown>>(nsaRowsSql(year, clubId));
  return rows;
}

/** The check before the export: the rows that cannot go and why. */
export async function checkNsa(db: Db, year: number, clubId: number | undefined): Promise<NsaCheck> {
  const rows = await nsaRows(db, year, clubId);
  const problems: NsaCheckRow[] = [];
  let exportableCount = 0;
  for (const row of rows) {
    const found = problemsOf(row);
    if (found.length === 0) exportableCount += 1;
    else
      problems.push({
        personId: row.personId,
        registrationNumber: row.registrationNumber,
        firstName: row.firstName,
        lastName: row.lastName,
        clubId: row.clubId,
        clubName: row.clubName,
        sport: row.sport,
        problems: found,
      });
  }
  return { year, templateVersion: loadTemplate('persons').version, exportableCount, problems };
}

const flag = (value: boolean) => (value ? 1 : 0);

function personLine(row: NsaRow): Record<PersonField, string | number | null> {
  const birthNumber = birthNumberDigits(row.birthNumber);
  return {
    firstName: row.firstName,
    otherNames: null,
    lastName: row.lastName,
    birthNumber,
    citizenship: row.nationalityId ?? COUNTRY.CZE,
    birthDate: row.birthDate,
    birthDateWithoutBirthNumber: birthNumber === null ? row.birthDate : null,
    isAthlete: flag(row.isAthlete),
    isCoach: flag(row.isCoach),
    athleteFrom: row.athleteFrom,
    athleteTo: row.athleteTo,
    coachFrom: row.coachFrom,
    coachTo: row.coachTo,
    sportCode: row.nsaCode,
    clubIco: row.clubIco,
    clubName: row.clubName,
  };
}

/** A file name's part from a club's name: ASCII letters and digits, dashes between. */
function slug(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'klub'
  );
}

export interface NsaFile {
  name: string;
  contentType: string;
  bytes: Buffer;
}

const CSV_TYPE = 'text/csv; charset=windows-1250';

/** The name of a club's file: its IČO (else its registration number) and name. */
const clubFileName = (row: Pick<NsaRow, 'clubIco' | 'clubRegistrationNumber' | 'clubName'>, year: number) =>
  `nsa-osoby-${year}-${row.clubIco ?? slug(row.clubRegistrationNumber)}-${slug(row.clubName)}.csv`;

/**
 * The register's persons file of a club, or of every club (a ZIP, one file per club with rows).
 * Rows the check reports are left out.
 */
export async function nsaPersonsFile(db: Db, year: number, clubId: number | undefined): Promise<NsaFile> {
  const template = loadTemplate('persons');
  const rows = (await nsaRows(db, year, clubId)).filter((r) => problemsOf(r).length === 0);
  if (clubId !== undefined) {
    const { rows: clubs } = await db.execute<{
      clubIco: string | null;
      clubRegistrationNumber: string;
      clubName: string;
    }>(sql`SELECT nullif(btrim(identification_number), '') AS "clubIco", registration_number AS "clubRegistrationNumber",
                  name AS "clubName" FROM clubs WHERE id = ${clubId}`);
    return {
      name: clubFileName(clubs[0]!, year),
      contentType: CSV_TYPE,
      bytes: writeNsaFile(template, rows.map(personLine)),
    };
  }
  const byClub = new Map<number, NsaRow[]>();
  for (const row of rows) {
    const list = byClub.get(row.clubId);
    if (list) list.push(row);
    else byClub.set(row.clubId, [row]);
  }
  const zip = new yazl.ZipFile();
  const names = new Set<string>();
  // A fixed time: the same data gives the same archive.
  const mtime = new Date(Date.UTC(year, 0, 1));
  for (const clubRows of byClub.values()) {
    let name = clubFileName(clubRows[0]!, year);
    if (names.has(name)) name = name.replace(/\.csv$/, `-${clubRows[0]!.clubId}.csv`);
    names.add(name);
    zip.addBuffer(writeNsaFile(template, clubRows.map(personLine)), name, { mtime });
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return { name: `nsa-osoby-${year}.zip`, contentType: 'application/zip', bytes: Buffer.concat(chunks) };
}

interface OrganisationRow extends Record<string, unknown> {
  name: string;
  ico: string | null;
  zip: string | null;
  houseNumber: string | null;
  landRegistryNumber: string | null;
  street: string | null;
  cityPart: string | null;
  city: string | null;
  region: string | null;
}

/**
 * The register's organisations file: the clubs registered on some day of the year. Their membership
 * is the IČO asked, else the federation's own (association.tax, the IČO its invoices carry).
 */
export async function nsaOrganisationsFile(db: Db, year: number, memberOfIco: string | undefined): Promise<NsaFile> {
  const { start, end } = yearRange(year);
  const { rows: own } = await db.execute<{ ico: string | null }>(
    sql`SELECT nullif(replace(tax, ' ', ''), '') AS ico FROM association ORDER BY id LIMIT 1`,
  );
  const membership = memberOfIco ?? own[0]?.ico ?? null;
  const { rows } = await db.execute<OrganisationRow>(sql`
    SELECT coalesce(nullif(btrim(c.official_name), ''), c.name) AS name, nullif(btrim(c.identification_number), '') AS ico,
           nullif(replace(c.zip, ' ', ''), '') AS zip, c.house_number AS "houseNumber",
           c.land_registry_number AS "landRegistryNumber", c.street, c.city_part AS "cityPart", c.city,
           rg.name_cs AS region
      FROM clubs c LEFT JOIN regions rg ON rg.id = c.region_id
     WHERE EXISTS (SELECT 1 FROM club_roles cr WHERE cr.club_id = c.id AND cr.valid_from <= ${end}::date
                      AND (cr.valid_till IS NULL OR cr.valid_till >= ${start}::date))
     ORDER BY c.name, c.id`);
  const lines = rows.map(
    (r): Record<OrganisationField, string | null> => ({
      name: r.name,
      ico: r.ico,
      memberOfIco: membership,
      zip: r.zip,
      houseNumber: r.houseNumber,
      landRegistryNumber: r.landRegistryNumber,
      street: r.street,
      cityPart: r.cityPart,
      city: r.city,
      region: r.region,
    }),
  );
  return {
    name: `nsa-organizace-${year}.csv`,
    contentType: CSV_TYPE,
    bytes: writeNsaFile(loadTemplate('organisations'), lines),
  };
}
