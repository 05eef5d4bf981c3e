// Persons: the simple list and the counts, scoped to the caller's federation units.
import type { PersonSimple } from '@fedra/contract';
import { type SQL, sql } from 'drizzle-orm';
import { PERSON_ROLE_TYPE } from '../../db/reference-ids';
import { type AdminScope, unitScopeSql } from '../../platform/access/scope-sql';
import { TODAY_SQL } from '../../platform/clock';
import type { Db } from '../../platform/db/pool';
import { idsFirstStatements } from '../../platform/list-query/ids-first';
import { defineListExport, nameOf, referenceNames } from '../../platform/list-query/list-export';
import {
  type FilterInput,
  type ListSpec,
  numbersParam,
  parseListQuery,
  whereSql,
} from '../../platform/list-query/list-query';
import type { ListStatements } from '../../platform/list-query/list-statements';
import { PERSON_FIELDS, personFullName } from '../../platform/list-query/person-fields';

/** The role `r` is valid on the date. */
const validOn = (date: SQL) => sql`r.valid_from <= ${date} AND (r.valid_till IS NULL OR r.valid_till >= ${date})`;

/** "Has a role matching `cond`" as an EXISTS over the person's roles. */
const hasRole = (cond: SQL) => sql`EXISTS (SELECT 1 FROM person_roles r WHERE r.person_id = p.id AND ${cond})`;
/** The filter's values as one typed array parameter (any number the list accepts compares). */
const ids = (f: FilterInput) => numbersParam(f.values);

export const peopleListSpec: ListSpec = {
  fields: {
    ...PERSON_FIELDS,
    clubId: {
      type: 'number',
      selective: true,
      operators: ['valuesEqual', 'valuesMemberOf'],
      filter: (f) =>
        hasRole(
          sql`r.club_id = ANY(${ids(f)}) AND r.type_id = ${PERSON_ROLE_TYPE.CLUB_MEMBER} AND ${validOn(TODAY_SQL)}`,
        ),
    },
    seasonId: {
      type: 'number',
      operators: ['valuesEqual', 'valuesMemberOf'],
      filter: (f) => hasRole(sql`r.season_id = ANY(${ids(f)})`),
    },
    roleTypeId: {
      type: 'number',
      operators: ['valuesEqual', 'valuesMemberOf'],
      filter: (f) => hasRole(sql`r.type_id = ANY(${ids(f)}) AND ${validOn(TODAY_SQL)}`),
    },
  },
  defaultSort: 'lastName',
  tieBreaker: sql`p.id ASC`,
};

/** The columns every sort of `peopleListSpec` reads: what the selective form keeps of each match. */
const SORT_COLUMNS = sql`p.id, p.first_name, p.last_name, p.registration_number, p.birth_date, p.created_date`;

/**
 * The SQL of `people/simple` for a scope and a raw list query (throws a 400 on a bad query):
 * the page's ids first, then only those rows in full (ids-first.ts).
 */
export function peopleSimpleListSql(scope: AdminScope, query: Record<string, unknown>): ListStatements {
  const q = parseListQuery(query, peopleListSpec);
  const where = whereSql([unitScopeSql(scope, sql`p.federation_unit_id`), ...q.where]);
  return idsFirstStatements({
    table: sql`persons`,
    sortColumns: SORT_COLUMNS,
    where,
    q,
    page: (total) => sql`
      SELECT p.id, p.registration_number AS "registrationNumber", p.custom_registration_number AS "customRegistrationNumber",
             p.first_name AS "firstName", p.last_name AS "lastName", ${personFullName} AS "fullName", p.first_name AS "givenName",
             p.title, p.birth_date AS "birthDate", p.birth_number AS "birthNumber", p.gdpr_consent_date AS "gdprConsentDate",
             p.federation_unit_id AS "federationUnitId", p.email, p.phone, p.photo_url AS "photoUrl",
             p.sex_id AS "sexId", p.nationality_id AS "nationalityId", u.id AS "userId",
             p.legal_representative_first_name AS "legalRepresentativeFirstName",
             p.legal_representative_last_name AS "legalRepresentativeLastName",
             p.legal_representative_email AS "legalRepresentativeEmail",
             p.legal_representative_phone AS "legalRepresentativePhone",
             p.additional_data AS "additionalData", ac.club AS "actualClub",
             CASE WHEN sx.id IS NULL THEN NULL ELSE json_build_object('id', sx.id, 'code', sx.code) END AS sex,
             CASE WHEN co.id IS NULL THEN NULL ELSE json_build_object('id', co.id, 'alpha3', co.alpha3) END AS country
             ${total}
        FROM ids JOIN persons p ON p.id = ids.id
        LEFT JOIN LATERAL (
          SELECT json_build_object('id', c.id, 'name', c.name) AS club
            FROM person_roles r JOIN clubs c ON c.id = r.club_id
           WHERE r.person_id = p.id AND r.type_id = ${PERSON_ROLE_TYPE.CLUB_MEMBER} AND ${validOn(TODAY_SQL)}
           ORDER BY r.valid_from DESC, r.id DESC LIMIT 1) ac ON TRUE
        LEFT JOIN LATERAL (SELECT id FROM users WHERE assign_person_id = p.id ORDER BY id LIMIT 1) u ON TRUE
        LEFT JOIN sexes sx ON sx.id = p.sex_id
        LEFT JOIN countries co ON co.id = p.nationality_id`,
  });
}

/**
 * The person list as a file: names, registration, birth date, contact and the club of today, with
 * codebook ids as names. Birth numbers stay out: a national identifier is not copied into files
 * that travel by e-mail.
 */
export const peopleExport = defineListExport({
  name: 'people',
  title: { cs: 'Osoby', en: 'People' },
  prepare: async (db, lang) => ({
    sexes: await referenceNames(db, 'sexes', lang),
    countries: await referenceNames(db, 'countries', lang),
    units: await referenceNames(db, 'federation_units', lang),
  }),
  columns: [
    { label: { cs: 'ID', en: 'ID' }, type: 'number', value: (p: PersonSimple) => p.id },
    { label: { cs: 'Registrační číslo', en: 'Registration number' }, value: (p) => p.registrationNumber, width: 16 },
    { label: { cs: 'Příjmení', en: 'Last name' }, value: (p) => p.lastName, width: 18 },
    { label: { cs: 'Jméno', en: 'First name' }, value: (p) => p.firstName, width: 16 },
    { label: { cs: 'Titul', en: 'Title' }, value: (p) => p.title, width: 10 },
    { label: { cs: 'Datum narození', en: 'Birth date' }, type: 'date', value: (p) => p.birthDate },
    { label: { cs: 'Pohlaví', en: 'Sex' }, value: (p, c) => nameOf(c.sexes, p.sexId), width: 10 },
    { label: { cs: 'Státní příslušnost', en: 'Nationality' }, value: (p, c) => nameOf(c.countries, p.nationalityId) },
    {
      label: { cs: 'Federační jednotka', en: 'Federation unit' },
      value: (p, c) => nameOf(c.units, p.federationUnitId),
    },
    { label: { cs: 'Klub', en: 'Club' }, value: (p) => p.actualClub?.name ?? null, width: 30 },
    { label: { cs: 'E-mail', en: 'E-mail' }, value: (p) => p.email, width: 30 },
    { label: { cs: 'Telefon', en: 'Phone' }, value: (p) => p.phone, width: 16 },
    { label: { cs: 'Souhlas GDPR', en: 'GDPR consent' }, type: 'date', value: (p) => p.gdprConsentDate },
  ],
});

/** Persons in scope; with a date, only those holding a role valid on that date. */
export async function countPeople(db: Db, scope: AdminScope, date?: string): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(countPeopleSql(scope, date));
  return rows[0]?.n ?? 0;
}

/**
 * The statement of `countPeople`. On a date: the day deltas of the persons' merged role
 * coverage that migration 0013's triggers keep, summed up to the date: whole months before the
 * date's month from their monthly sums, then the days of its month (unit 0: persons without a
 * unit, which only the whole federation's scope sees). `countPeopleOnDateSql` is the same number
 * the long way.
 */
export function countPeopleSql(scope: AdminScope, date?: string): SQL {
  if (!date)
    return sql`SELECT count(*)::int AS n FROM persons p WHERE ${unitScopeSql(scope, sql`p.federation_unit_id`)}`;
  const month = sql`date_trunc('month', ${date}::date)::date`;
  return sql`SELECT (
      coalesce((SELECT sum(m.delta) FROM person_count_months m
                 WHERE m.month < ${month} AND ${unitScopeSql(scope, sql`m.unit_id`)}), 0)
    + coalesce((SELECT sum(d.delta) FROM person_count_days d
                 WHERE d.day >= ${month} AND d.day <= ${date}::date AND ${unitScopeSql(scope, sql`d.unit_id`)}), 0)
    )::int AS n`;
}

/** The persons holding a role valid on the date, straight from the roles (the fast count's check). */
export function countPeopleOnDateSql(scope: AdminScope, date: string): SQL {
  return sql`SELECT count(*)::int AS n FROM persons p
              WHERE ${unitScopeSql(scope, sql`p.federation_unit_id`)} AND ${hasRole(validOn(sql`${date}::date`))}`;
}
