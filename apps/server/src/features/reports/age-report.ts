// Members at a date per age category by sex: the codebook's categories, or bands the user gives.
// Categories may overlap (adults 19+ and masters 35+): a person counts in each one the age fits.
// Persons without a birth date have no age and fall in no category.
import { type AgeBand, type AgeReportRow, parseAgeBands } from '@fedra/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type AdminScope, unitScopeSql } from '../../platform/access/scope-sql';
import type { Db } from '../../platform/db/pool';
import type { Language } from '../../platform/i18n/messages';
import { defineListExport } from '../../platform/list-query/list-export';
import { type ListSpec, parseListQuery, whereSql } from '../../platform/list-query/list-query';
import type { ListStatements } from '../../platform/list-query/list-statements';
import {
  AGE_CATEGORIES,
  ageAt,
  ageInCategory,
  keptRowSource,
  membershipOn,
  resultKey,
  sexCountColumns,
} from '../statistics';
import { aggregateStatements, nameIn, placedFilter, REPORT_PARAMS, reportDate, TOTAL_OVER_ROWS } from './report-query';

/** The membership filters: they change what is counted (and so the kept result). */
const PLACED = ['federationUnitId', 'regionId', 'districtId', 'sectionId', 'roleTypeId'];

/** The rows' categories: `(id, name, age_from, age_to, sort_order)`. */
function categoriesOf(bands: AgeBand[] | null, lang: Language): SQL {
  if (!bands)
    return sql`(SELECT k.id, ${nameIn(sql`k`, lang)} AS name, k.age_from, k.age_to, k.sort_order FROM ${AGE_CATEGORIES} k)`;
  const rows = bands.map(
    (b, i) =>
      sql`(${i + 1}::int, ${b.to === null ? `${b.from}+` : `${b.from}–${b.to}`}::text, ${b.from}::int, ${b.to}::int, ${i + 1}::int)`,
  );
  return sql`(VALUES ${sql.join(rows, sql`, `)})`;
}

/**
 * The SQL of an age report (codebook categories, or `bands` already checked by the contract) for
 * a scope and a raw list query. Members are counted per age and sex first (a few hundred rows),
 * which are then spread over the categories.
 */
export async function ageReportSql(
  db: Db,
  scope: AdminScope,
  query: Record<string, unknown> & { date?: string; bands?: string },
  lang: Language,
  defined: boolean,
): Promise<ListStatements> {
  const membership: SQL[] = [];
  const spec: ListSpec = {
    fields: {
      order: { type: 'number', filterable: false, sort: [sql`k.sort_order`] },
      name: { type: 'text', filterable: false, sort: [sql`k.name`] },
      federationUnitId: placedFilter(membership, sql`c.federation_unit_id`),
      regionId: placedFilter(membership, sql`c.region_id`),
      districtId: placedFilter(membership, sql`c.district_id`),
      sectionId: placedFilter(membership, sql`r.section_id`),
      roleTypeId: placedFilter(membership, sql`r.type_id`),
      maleCount: { type: 'number', filterable: false, sort: [sql`"maleCount"`] },
      femaleCount: { type: 'number', filterable: false, sort: [sql`"femaleCount"`] },
      notAvailableCount: { type: 'number', filterable: false, sort: [sql`"notAvailableCount"`] },
      totalCount: { type: 'number', filterable: false, sort: [sql`"totalCount"`] },
    },
    defaultSort: 'order',
    tieBreaker: sql`k.id ASC`,
  };
  const q = parseListQuery(query, spec, REPORT_PARAMS);
  const { date: day, sql: date } = reportDate(query);
  const parsed = defined && query.bands ? parseAgeBands(query.bands) : null;
  const bands = parsed && 'bands' in parsed ? parsed.bands : null;
  // Members per age and sex, kept per data version: both variants and any bands spread the same.
  const counted = sql`
    WITH members AS (
      SELECT DISTINCT r.person_id FROM person_roles r JOIN clubs c ON c.id = r.club_id
       WHERE ${membershipOn(date)} AND ${unitScopeSql(scope, sql`c.federation_unit_id`)} AND ${whereSql(membership)})
    SELECT ${ageAt(sql`p.birth_date`, date)} AS age, p.sex_id, count(*)::int AS n
      FROM members m JOIN persons p ON p.id = m.person_id
     WHERE p.birth_date IS NOT NULL GROUP BY 1, 2`;
  const key = resultKey({ report: 'ages', date: day, units: scope.fedUnitIds }, query, PLACED);
  const ages = await keptRowSource(db, key, counted, sql.raw('age int, sex_id int, n int'), sql`a`);
  const rows = sql`
    SELECT k.id, k.name, k.age_from AS "ageFrom", k.age_to AS "ageTo", ${sexCountColumns},
           ${TOTAL_OVER_ROWS}
      FROM ${categoriesOf(bands, lang)} AS k(id, name, age_from, age_to, sort_order)
      LEFT JOIN ${ages} ON ${ageInCategory(sql`a.age`, sql`k`)}
     GROUP BY k.id, k.name, k.age_from, k.age_to, k.sort_order`;
  return aggregateStatements(rows, q);
}

/** An age report as a file. */
export const ageReportExport = (defined: boolean) =>
  defineListExport({
    name: defined ? 'report-age-bands' : 'report-age-categories',
    title: defined
      ? { cs: 'Vlastní věkové kategorie', en: 'Custom age bands' }
      : { cs: 'Věkové kategorie', en: 'Age categories' },
    columns: [
      { label: { cs: 'Kategorie', en: 'Category' }, value: (r: AgeReportRow) => r.name, width: 24 },
      { label: { cs: 'Věk od', en: 'Age from' }, type: 'number', value: (r) => r.ageFrom },
      { label: { cs: 'Věk do', en: 'Age to' }, type: 'number', value: (r) => r.ageTo },
      { label: { cs: 'Muži', en: 'Male' }, type: 'number', value: (r) => r.maleCount },
      { label: { cs: 'Ženy', en: 'Female' }, type: 'number', value: (r) => r.femaleCount },
      { label: { cs: 'Neuvedeno', en: 'Not given' }, type: 'number', value: (r) => r.notAvailableCount },
      { label: { cs: 'Celkem', en: 'Total' }, type: 'number', value: (r) => r.totalCount },
    ],
  });
