// The members at a date, one row per person: who, age category, sex, clubs and role types then.
import type { PersonReportRow } from '@fedra/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type AdminScope, unitScopeSql } from '../../platform/access/scope-sql';
import { idsFirstStatements } from '../../platform/list-query/ids-first';
import { codebookNames, defineListExport, nameOf, referenceNames } from '../../platform/list-query/list-export';
import {
  type ListField,
  type ListSpec,
  numbersParam,
  parseListQuery,
  whereSql,
} from '../../platform/list-query/list-query';
import type { ListStatements } from '../../platform/list-query/list-statements';
import { PERSON_FIELDS } from '../../platform/list-query/person-fields';
import { AGE_CATEGORIES, ageAt, ageInCategory, CHILD_AGES_CTE, joinChildAges, membershipOn } from '../statistics';
import { placedFilter, REPORT_PARAMS, reportDate } from './report-query';

const pick = (fields: Record<string, ListField>, names: string[]) =>
  Object.fromEntries(names.map((n) => [n, fields[n]!]));

/** The columns every sort reads: what the selective form keeps of each match. */
const SORT_COLUMNS = sql`p.id, p.first_name, p.last_name, p.registration_number, p.birth_date`;

/**
 * The SQL of the person report for a scope and a raw list query (a 400 on a bad query). A person
 * is listed when a membership on the date (membership-at-date.ts) passes the club and role
 * filters; the unit scope is the club's unit. The page's ids are found first (ids-first.ts:
 * walking the sort's index and checking the membership per person, so a page costs the same deep
 * into a million members).
 */
export function personReportSql(scope: AdminScope, query: Record<string, unknown> & { date?: string }): ListStatements {
  const { sql: date } = reportDate(query);
  const membership: SQL[] = [];
  const age = ageAt(sql`p.birth_date`, date);
  const spec: ListSpec = {
    fields: {
      // The person's own fields filter and sort as on the person list.
      ...pick(PERSON_FIELDS, ['search', 'lastName', 'firstName', 'registrationNumber', 'birthDate', 'sexId']),
      ageCategoryId: {
        type: 'number',
        operators: ['valuesEqual', 'valuesMemberOf'],
        filter: (f) =>
          sql`EXISTS (SELECT 1 FROM ${AGE_CATEGORIES} k WHERE k.id = ANY(${numbersParam(f.values)}) AND ${ageInCategory(age, sql`k`)})`,
      },
      clubId: { ...placedFilter(membership, sql`c.id`), selective: true },
      clubName: placedFilter(membership, sql`c.name`, 'text'),
      federationUnitId: placedFilter(membership, sql`c.federation_unit_id`),
      regionId: placedFilter(membership, sql`c.region_id`),
      districtId: placedFilter(membership, sql`c.district_id`),
      roleTypeId: placedFilter(membership, sql`r.type_id`),
      sectionId: placedFilter(membership, sql`r.section_id`),
    },
    defaultSort: 'lastName',
    tieBreaker: sql`p.id ASC`,
  };
  const q = parseListQuery(query, spec, REPORT_PARAMS);
  const roleWhere = sql`${membershipOn(date)} AND ${unitScopeSql(scope, sql`c.federation_unit_id`)} AND ${whereSql(membership)}`;
  const where = sql`EXISTS (SELECT 1 FROM person_roles r JOIN clubs c ON c.id = r.club_id
                             WHERE r.person_id = p.id AND ${roleWhere}) AND ${whereSql(q.where)}`;
  return idsFirstStatements({
    table: sql`persons`,
    sortColumns: SORT_COLUMNS,
    where,
    q,
    with: CHILD_AGES_CTE,
    page: (total) => sql`
      SELECT p.id, p.registration_number AS "registrationNumber", p.first_name AS "firstName", p.last_name AS "lastName",
             p.birth_date AS "birthDate", ${age} AS age, cat.id AS "ageCategoryId", ca.age IS NOT NULL AS "isChild",
             p.sex_id AS "sexId", p.federation_unit_id AS "federationUnitId", held.clubs, held."roleTypeIds" ${total}
        FROM ids JOIN persons p ON p.id = ids.id ${joinChildAges(date)}
        LEFT JOIN LATERAL (SELECT k.id FROM ${AGE_CATEGORIES} k WHERE ${ageInCategory(age, sql`k`)}
                            ORDER BY k.sort_order, k.id LIMIT 1) cat ON TRUE
        CROSS JOIN LATERAL (
          SELECT coalesce(json_agg(DISTINCT jsonb_build_object('id', c.id, 'name', c.name)), '[]') AS clubs,
                 coalesce(array_agg(DISTINCT r.type_id), '{}') AS "roleTypeIds"
            FROM person_roles r JOIN clubs c ON c.id = r.club_id
           WHERE r.person_id = p.id AND ${roleWhere}) held`,
  });
}

/** The person report as a file, codebook ids as names. */
export const personReportExport = defineListExport({
  name: 'report-persons',
  title: { cs: 'Členové', en: 'Members' },
  prepare: async (db, lang) => ({
    sexes: await referenceNames(db, 'sexes', lang),
    units: await referenceNames(db, 'federation_units', lang),
    roleTypes: await referenceNames(db, 'person_role_types', lang),
    ageCategories: await codebookNames(db, 'ageCategories', lang),
  }),
  columns: [
    {
      label: { cs: 'Registrační číslo', en: 'Registration number' },
      value: (p: PersonReportRow) => p.registrationNumber,
      width: 16,
    },
    { label: { cs: 'Příjmení', en: 'Last name' }, value: (p) => p.lastName, width: 18 },
    { label: { cs: 'Jméno', en: 'First name' }, value: (p) => p.firstName, width: 16 },
    { label: { cs: 'Datum narození', en: 'Birth date' }, type: 'date', value: (p) => p.birthDate },
    { label: { cs: 'Věk', en: 'Age' }, type: 'number', value: (p) => p.age },
    {
      label: { cs: 'Věková kategorie', en: 'Age category' },
      value: (p, c) => nameOf(c.ageCategories, p.ageCategoryId),
    },
    { label: { cs: 'Dítě', en: 'Child' }, type: 'boolean', value: (p) => p.isChild },
    { label: { cs: 'Pohlaví', en: 'Sex' }, value: (p, c) => nameOf(c.sexes, p.sexId), width: 10 },
    { label: { cs: 'Klub', en: 'Club' }, value: (p) => p.clubs.map((c) => c.name).join(', '), width: 30 },
    {
      label: { cs: 'Federační jednotka', en: 'Federation unit' },
      value: (p, c) => nameOf(c.units, p.federationUnitId),
    },
    {
      label: { cs: 'Role', en: 'Roles' },
      value: (p, c) => p.roleTypeIds.map((id) => nameOf(c.roleTypes, id)).join(', '),
      width: 24,
    },
  ],
});
