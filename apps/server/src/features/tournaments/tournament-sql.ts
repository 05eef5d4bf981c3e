// SQL pieces the tournament lists and details share (the zones' list and the public list, the
// zones' detail and the public detail), so the filters and the file columns are written once.
import { type SQL, sql } from 'drizzle-orm';
import { type FilterInput, numbersParam } from '../../platform/list-query/list-query';

/** The operators of an id filter. */
export const ID_OPERATORS = ['valuesEqual', 'valuesMemberOf'] as const;

/** Whether a value fits an int4 id (an int[] parameter must hold only such). */
const isInt4 = (n: number) => Number.isInteger(n) && Math.abs(n) <= 2147483647;

/** Tournaments `t` with a type/level pair whose column is one of the values (the pair table's index). */
export const pairFilter =
  (column: 'type_id' | 'level_id') =>
  (f: FilterInput): SQL =>
    sql`t.id IN (SELECT p.tournament_id FROM tournament_type_levels p WHERE p.${sql.raw(column)} = ANY(${numbersParam(f.values)}))`;

/**
 * Tournaments `t` with one of the sport disciplines: an int[] parameter for the GIN index; a value
 * no int can hold matches nothing anyway, so it is left out rather than failing the cast.
 */
export const sportDisciplineFilter = (f: FilterInput): SQL =>
  sql`t.sport_discipline_ids && ${sql.param(f.values.map(Number).filter(isInt4))}::int[]`;

/** The JSON of a stored file joined as `alias` (null when there is none): a StoredFile's fields. */
export const fileJson = (alias: string): SQL => {
  const f = sql.raw(alias);
  return sql`CASE WHEN ${f}.id IS NULL THEN NULL ELSE
    json_build_object('id', ${f}.id, 'purpose', ${f}.purpose, 'name', ${f}.name, 'contentType', ${f}.content_type,
                      'size', ${f}.size, 'ownerUserId', ${f}.owner_user_id, 'createdDate', ${f}.created_date) END`;
};
