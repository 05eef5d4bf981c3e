// The sport-field counts: all of them, or those in use on a date (validFrom ≤ date ≤ validTill).
import { type SQL, sql } from 'drizzle-orm';
import { type AdminScope, unitScopeSql } from '../../platform/access/scope-sql';
import type { Db } from '../../platform/db/pool';
import { dateOf, validOn } from './membership-at-date';

export async function countSportFields(db: Db, scope: AdminScope, date?: string): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(countSportFieldsSql(scope, date));
  return rows[0]?.n ?? 0;
}

export function countSportFieldsSql(scope: AdminScope, date?: string): SQL {
  return sql`
    SELECT count(*)::int AS n FROM sport_fields f
     WHERE ${unitScopeSql(scope, sql`f.federation_unit_id`)} AND ${date ? validOn(sql`f`, dateOf(date)) : sql`TRUE`}`;
}
