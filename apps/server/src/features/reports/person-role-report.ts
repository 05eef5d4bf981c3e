// Persons holding each person role type (and level) at a date. Club roles count as memberships
// do (in a club registered on the date); roles outside clubs (board seats) count when valid. The
// unit of a role is its club's, else the person's own.
import { type PersonRoleReportRow, REPORT_COUNT_KEYS } from '@fedra/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type AdminScope, unitScopeSql } from '../../platform/access/scope-sql';
import type { Db } from '../../platform/db/pool';
import type { Language } from '../../platform/i18n/messages';
import { defineListExport } from '../../platform/list-query/list-export';
import { type ListSpec, parseListQuery, whereSql } from '../../platform/list-query/list-query';
import type { ListStatements } from '../../platform/list-query/list-statements';
import {
  CHILD_AGES_CTE,
  clubRegisteredOn,
  countExportColumns,
  joinChildAges,
  keptRowSource,
  memberCountColumns,
  resultKey,
  validOn,
} from '../statistics';
import {
  aggregateStatements,
  countColumnsOf,
  countedColumns,
  countSortFields,
  nameIn,
  placedFilter,
  REPORT_PARAMS,
  reportDate,
  TOTAL_OVER_ROWS,
} from './report-query';

/** The role filters: they change what is counted (and so the kept result). */
const PLACED = ['typeId', 'sectionId', 'clubId', 'federationUnitId'];

/** The counted rows' columns, as kept. */
const COUNTED_COLUMNS = countedColumns('type_id int', 'level_id int');

export async function personRoleReportSql(
  db: Db,
  scope: AdminScope,
  query: Record<string, unknown> & { date?: string },
  lang: Language,
): Promise<ListStatements> {
  const roles: SQL[] = [];
  const typeName = nameIn(sql`rt`, lang);
  const levelName = nameIn(sql`rl`, lang);
  const spec: ListSpec = {
    fields: {
      typeName: { type: 'text', filterable: false, sort: [sql`rt.sort_order`, typeName] },
      levelName: { type: 'text', filterable: false, sort: [sql`rl.sort_order`, levelName] },
      typeId: placedFilter(roles, sql`r.type_id`),
      sectionId: placedFilter(roles, sql`r.section_id`),
      clubId: placedFilter(roles, sql`r.club_id`),
      federationUnitId: placedFilter(roles, sql`coalesce(c.federation_unit_id, p.federation_unit_id)`),
      ...countSortFields(REPORT_COUNT_KEYS, sql`t`),
    },
    defaultSort: 'typeName,levelName',
    tieBreaker: sql`t.type_id ASC, t.level_id ASC NULLS FIRST`,
  };
  const q = parseListQuery(query, spec, REPORT_PARAMS);
  const { date: day, sql: date } = reportDate(query);
  const counted = sql`
    WITH ${CHILD_AGES_CTE},
    held AS (
      SELECT DISTINCT r.person_id, r.type_id, r.level_id
        FROM person_roles r JOIN persons p ON p.id = r.person_id LEFT JOIN clubs c ON c.id = r.club_id
       WHERE ${validOn(sql`r`, date)} AND (r.club_id IS NULL OR ${clubRegisteredOn(sql`c.id`, date)})
         AND ${unitScopeSql(scope, sql`coalesce(c.federation_unit_id, p.federation_unit_id)`)} AND ${whereSql(roles)})
    SELECT h.type_id, h.level_id, ${memberCountColumns(sql`p.id`)}
      FROM held h JOIN persons p ON p.id = h.person_id ${joinChildAges(date)}
     GROUP BY h.type_id, h.level_id`;
  const key = resultKey({ report: 'personRoles', date: day, units: scope.fedUnitIds }, query, PLACED);
  const source = await keptRowSource(db, key, counted, COUNTED_COLUMNS, sql`t`);
  const rows = sql`
    SELECT concat_ws('-', t.type_id, t.level_id) AS id, t.type_id AS "typeId", ${typeName} AS "typeName",
           t.level_id AS "levelId", ${levelName} AS "levelName",
           ${countColumnsOf(REPORT_COUNT_KEYS, sql`t`)}, ${TOTAL_OVER_ROWS}
      FROM ${source} JOIN person_role_types rt ON rt.id = t.type_id
      LEFT JOIN person_role_levels rl ON rl.id = t.level_id
     WHERE ${whereSql(q.where)}`;
  return aggregateStatements(rows, q);
}

export const personRoleReportExport = defineListExport({
  name: 'report-person-roles',
  title: { cs: 'Role osob', en: 'Person roles' },
  columns: [
    { label: { cs: 'Role', en: 'Role' }, value: (r: PersonRoleReportRow) => r.typeName, width: 24 },
    { label: { cs: 'Úroveň', en: 'Level' }, value: (r) => r.levelName, width: 16 },
    ...countExportColumns<PersonRoleReportRow>(),
  ],
});
