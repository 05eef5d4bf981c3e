// Lists over a large table whose rows are costly to build: the page's ids are found first from
// narrow columns (an index-only walk even deep into the list), then only those rows are read in
// full. With a selective filter (a name, a club) the matches are collected once, apart from any
// ordering (so the planner looks for them by the filter's index, not by walking the sort
// order), then both counted and sorted: the total comes with the page.
import { type SQL, sql } from 'drizzle-orm';
import type { ParsedList } from './list-query';
import { type ListStatements, TOTAL_COLUMN } from './list-statements';

export interface IdsFirstList {
  /** The table read as alias `p` (`persons`). */
  table: SQL;
  /** The columns of `p` every sort reads: what the selective form keeps of each match. */
  sortColumns: SQL;
  /** Which rows of `p` are listed (scope, filters). */
  where: SQL;
  q: ParsedList;
  /** CTEs the page needs besides `ids` (without `WITH`). */
  with?: SQL;
  /**
   * The page's `SELECT … FROM ids JOIN <table> p ON p.id = ids.id …` (no ORDER BY), given the
   * column to add to its select list (the total, or nothing).
   */
  page: (totalColumn: SQL) => SQL;
}

export function idsFirstStatements(list: IdsFirstList): ListStatements {
  const { table, sortColumns, where, q } = list;
  const paging = sql`ORDER BY ${q.orderBy} ${q.paging}`;
  const ids = q.selective
    ? sql`matched AS MATERIALIZED (SELECT ${sortColumns} FROM ${table} p WHERE ${where}),
          ids AS (SELECT p.id FROM matched p ${paging})`
    : sql`ids AS (SELECT p.id FROM ${table} p WHERE ${where} ${paging})`;
  const total = q.selective ? sql`, (SELECT count(*)::int FROM matched) AS ${sql.identifier(TOTAL_COLUMN)}` : sql``;
  return {
    page: sql`WITH ${list.with ? sql`${list.with}, ` : sql``}${ids} ${list.page(total)} ORDER BY ${q.orderBy}`,
    count: sql`SELECT count(*)::int AS total FROM ${table} p WHERE ${where}`,
    totalInPage: q.selective,
    limit: q.limit,
    offset: q.offset,
  };
}
