// What every report list shares: the "as of" date, filters that belong inside the statement (on
// the clubs counted or the roles held) rather than on the report's rows, and names by language.
import { type ListFieldType, REPORT_COUNT_KEYS } from '@fedra/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Language } from '../../platform/i18n/messages';
import { condition, type ListField, type ParsedList } from '../../platform/list-query/list-query';
import { type ListStatements, TOTAL_COLUMN } from '../../platform/list-query/list-statements';
import { todayIn } from '../../platform/tables';

/** The report's date as an SQL date: `?date` (checked by the contract) or today. */
export function reportDate(query: { date?: string }): { date: string; sql: SQL } {
  const date = query.date ?? todayIn();
  return { date, sql: sql`${date}::date` };
}

/** Query parameters of a report that are not list fields. */
export const REPORT_PARAMS = ['date', 'bands'];

/**
 * A filter whose condition goes into `into` (the WHERE of the clubs or roles counted), not into
 * the WHERE of the report's rows, which gets TRUE. The report builds its spec per request, so
 * each request has its own `into`.
 */
export function placedFilter(into: SQL[], column: SQL, type: ListFieldType = 'number'): ListField {
  return {
    type,
    operators: type === 'number' ? ['valuesEqual', 'valuesMemberOf'] : ['valuesLike'],
    selective: type === 'text',
    filter: (f) => {
      into.push(condition(column, type, f));
      return sql`TRUE`;
    },
  };
}

/** The name column of a reference table row `alias` in the language. */
export const nameIn = (alias: SQL, lang: Language): SQL =>
  lang === 'en' ? sql`${alias}.name_en` : sql`${alias}.name_cs`;

/** `ORDER BY` fields for the report counts, which sit on the rows as their own columns. */
export function countSortFields(keys: readonly string[], alias: SQL): Record<string, ListField> {
  return Object.fromEntries(
    keys.map((k) => [k, { type: 'number', filterable: false, sort: [sql`${alias}.${sql.identifier(k)}`] }]),
  );
}

/** The count columns `keys` of the rows `alias`, as the contract names them. */
export const countColumnsOf = (keys: readonly string[], alias: SQL): SQL =>
  sql.join(
    keys.map((k) => sql`${alias}.${sql.identifier(k)}`),
    sql`, `,
  );

/** The list total over the report's rows, counted with them (`count(*) OVER ()`). */
export const TOTAL_OVER_ROWS = sql`count(*) OVER ()::int AS ${sql.identifier(TOTAL_COLUMN)}`;

/**
 * The statements of a report whose rows are few (counted groups): `rows` (selecting
 * TOTAL_OVER_ROWS) is aggregated once; its page is sorted and cut after counting.
 */
export function aggregateStatements(rows: SQL, q: ParsedList): ListStatements {
  return {
    page: sql`${rows} ORDER BY ${q.orderBy} ${q.paging}`,
    count: sql`SELECT count(*)::int AS total FROM (${rows}) x`,
    totalInPage: true,
    limit: q.limit,
    offset: q.offset,
  };
}

/** The columns of kept counted rows (kept-by-version.ts): the given keys, then the member counts. */
export const countedColumns = (...keys: string[]): SQL =>
  sql.raw([...keys, ...REPORT_COUNT_KEYS.map((k) => `"${k}" int`)].join(', '));
