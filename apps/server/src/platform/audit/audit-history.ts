// A record's change history from the audit log (a person's, a club's): one row per record of the
// subject, newest first by default, with its field changes read from `details` ({before, after},
// each an object of the changed fields; a creation has only `after`).
import { type SQL, sql } from 'drizzle-orm';
import { isoTimestampSql } from '../db/sql-columns';
import type { ParsedList } from '../list-query/list-query';
import { whereSql } from '../list-query/list-query';
import type { ListStatements } from '../list-query/list-statements';

/**
 * One side of a record's change as an object of fields: a record whose `before`/`after` is no
 * object (a state as a plain string) has no field changes, instead of failing the whole page
 * (`jsonb_object_keys` refuses an array, which two strings joined with `||` make).
 */
const side = (name: 'before' | 'after') =>
  sql`CASE WHEN jsonb_typeof(l.details->${name}) = 'object' THEN l.details->${name} ELSE '{}'::jsonb END`;

/** The list statements of the audit records of one subject (`l` is audit_log). */
export function auditHistoryStatements(
  subjectType: 'person' | 'club',
  subjectId: number,
  q: Pick<ParsedList, 'where' | 'orderBy' | 'paging' | 'limit' | 'offset'>,
): ListStatements {
  const where: SQL = whereSql([sql`l.subject_type = ${subjectType}`, sql`l.subject_id = ${subjectId}`, ...q.where]);
  return {
    page: sql`
      SELECT l.id, ${isoTimestampSql(sql`l.at`)} AS at, l.action,
             (SELECT concat_ws(' ', u.first_name, u.last_name) FROM users u WHERE u.id = l.actor_user_id) AS actor,
             coalesce((SELECT json_agg(json_build_object('field', k, 'before', ${side('before')}->k, 'after', ${side('after')}->k) ORDER BY k)
                         FROM jsonb_object_keys(${side('before')} || ${side('after')}) AS k), '[]'::json) AS changes
        FROM audit_log l WHERE ${where} ORDER BY ${q.orderBy} ${q.paging}`,
    count: sql`SELECT count(*)::int AS total FROM audit_log l WHERE ${where}`,
    limit: q.limit,
    offset: q.offset,
  };
}
