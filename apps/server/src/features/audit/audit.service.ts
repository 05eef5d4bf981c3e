// The audit log read back (issue 28 item 10; docs/decisions/audit-log.md): the admin zone's list
// with its filters, sort and export, and a user's own last sign-ins. The table grows without end,
// so every filter and the sort are answered from one of its indexes: (at, id), (action, at),
// (actor_user_id, at), (subject_type, subject_id, at). The address filter has none of its own; it
// narrows what the other filters or the time order walk.
import { type AuditEntry, MY_SIGN_INS_LIMIT, type UserSignIn } from '@fedra/contract';
import { type SQL, sql } from 'drizzle-orm';
import { FEDERATION_TIME_ZONE } from '../../platform/clock';
import type { Db } from '../../platform/db/pool';
import { isoTimestampSql, userNameSql } from '../../platform/db/sql-columns';
import { AppError, type FieldIssue, validationError } from '../../platform/errors/app-error';
import { defineListExport } from '../../platform/list-query/list-export';
import {
  type FilterInput,
  type ListSpec,
  likePattern,
  type ParsedList,
  parseListQuery,
  whereSql,
} from '../../platform/list-query/list-query';
import type { ListStatements } from '../../platform/list-query/list-statements';
import './audit.messages';

/** The instant a day (YYYY-MM-DD) starts in Prague: days are the federation's, not the server's. */
const dayStart = (day: string, plusDays = 0): SQL =>
  sql`((${day}::date + ${plusDays}::int)::timestamp AT TIME ZONE ${FEDERATION_TIME_ZONE})`;

/** `at` within whole days, both ends included; no clock is read. */
function atWithinDays(f: FilterInput): SQL {
  const parts: SQL[] = [];
  if (f.from) parts.push(sql`a.at >= ${dayStart(f.from)}`);
  if (f.to) parts.push(sql`a.at < ${dayStart(f.to, 1)}`);
  return sql.join(parts, sql` AND `);
}

/** The address contains the text (any case: IPv6 letters), or is it. */
function ipFilter(f: FilterInput): SQL {
  const each = f.values.map((v) =>
    f.op === 'valuesLike' ? sql`a.ip ILIKE ${likePattern(String(v))}` : sql`a.ip = ${String(v)}`,
  );
  return sql`(${sql.join(each, sql` OR `)})`;
}

export const auditListSpec: ListSpec = {
  fields: {
    // Sorted by the (at, id) index only: the ORDER BY is built below, not by the list parser.
    at: { type: 'date', operators: ['valueDateRange'], filter: atWithinDays, sort: true, column: sql`a.at` },
    action: { type: 'text', column: sql`a.action`, operators: ['valuesEqual', 'valuesMemberOf'] },
    actorUserId: {
      type: 'number',
      column: sql`a.actor_user_id`,
      operators: ['valuesEqual', 'valuesMemberOf', 'valueNull'],
    },
    subjectType: { type: 'text', column: sql`a.subject_type`, operators: ['valuesEqual', 'valuesMemberOf'] },
    subjectId: { type: 'number', column: sql`a.subject_id`, operators: ['valuesEqual', 'valuesMemberOf'] },
    ip: { type: 'text', operators: ['valuesLike', 'valuesEqual'], filter: ipFilter },
  },
  defaultSort: '-at',
  tieBreaker: sql`a.id`,
};

const hasFilter = (query: Record<string, unknown>, name: string) =>
  Object.keys(query).some((key) => key.startsWith(`fields[${name}]`));

/**
 * The order: by time, newest first unless `sort=at`. Written out rather than taken from the list
 * parser, whose `DESC NULLS LAST` and ascending tie-breaker no index of the table can give (the
 * planner would sort the whole table for every page).
 */
function orderOf(query: Record<string, unknown>): SQL {
  const first = typeof query.sort === 'string' ? query.sort.split(',')[0]!.trim() : '';
  return first === 'at' || first === '+at' ? sql`a.at ASC, a.id ASC` : sql`a.at DESC, a.id DESC`;
}

/**
 * The row's columns in the contract's shape. The names are looked up per row (by the users' primary
 * key) rather than joined: a join made the planner sort the whole table for an export instead of
 * reading it in the order of the (at, id) index.
 */
const COLUMNS = sql`a.id, ${isoTimestampSql(sql`a.at`)} AS at,
  CASE WHEN a.actor_user_id IS NOT NULL
       THEN json_build_object('id', a.actor_user_id, 'name', ${userNameSql(sql`a.actor_user_id`)}) END AS actor,
  a.action, a.subject_type AS "subjectType", a.subject_id AS "subjectId",
  CASE WHEN a.subject_type = 'user' THEN ${userNameSql(sql`a.subject_id`)} END AS "subjectName",
  a.ip, a.user_agent AS "userAgent", a.details`;

export function auditListSql(query: Record<string, unknown>): ListStatements {
  // The subject index starts with the type: an id alone would read the whole table.
  const issues: FieldIssue[] =
    hasFilter(query, 'subjectId') && !hasFilter(query, 'subjectType')
      ? [{ field: 'fields[subjectId]', key: 'audit.subjectTypeRequired' }]
      : [];
  let q: ParsedList;
  try {
    q = parseListQuery(query, auditListSpec);
  } catch (err) {
    // One answer names every problem.
    if (err instanceof AppError && issues.length) throw validationError([...err.issues, ...issues]);
    throw err;
  }
  if (issues.length) throw validationError(issues);
  const where = whereSql(q.where);
  const order = orderOf(query);
  // An export streams every row in index order; a page finds its ids first from the index alone,
  // then reads only those rows (a deep page skips index entries, not table rows).
  const page = q.exporting
    ? sql`SELECT ${COLUMNS} FROM audit_log a WHERE ${where} ORDER BY ${order}`
    : sql`WITH ids AS (SELECT a.id FROM audit_log a WHERE ${where} ORDER BY ${order} ${q.paging})
          SELECT ${COLUMNS} FROM ids JOIN audit_log a ON a.id = ids.id ORDER BY ${order}`;
  return {
    page,
    count: sql`SELECT count(*)::int AS total FROM audit_log a WHERE ${where}`,
    limit: q.limit,
    offset: q.offset,
  };
}

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

export const auditExport = defineListExport<AuditEntry>({
  name: 'audit',
  title: { cs: 'Auditní záznamy', en: 'Audit log' },
  columns: [
    { label: { cs: 'Kdy', en: 'At' }, type: 'dateTime', value: (r) => r.at, width: 20 },
    { label: { cs: 'Kdo', en: 'Actor' }, value: (r) => r.actor?.name ?? null, width: 24 },
    { label: { cs: 'Kdo (id)', en: 'Actor id' }, type: 'number', value: (r) => r.actor?.id ?? null },
    { label: { cs: 'Akce', en: 'Action' }, value: (r) => r.action, width: 24 },
    { label: { cs: 'Typ záznamu', en: 'Subject type' }, value: (r) => r.subjectType },
    { label: { cs: 'Záznam (id)', en: 'Subject id' }, type: 'number', value: (r) => r.subjectId },
    { label: { cs: 'Záznam', en: 'Subject' }, value: (r) => r.subjectName, width: 24 },
    { label: { cs: 'Adresa', en: 'Address' }, value: (r) => r.ip, width: 16 },
    { label: { cs: 'Prohlížeč', en: 'Browser' }, value: (r) => r.userAgent, width: 40 },
    { label: { cs: 'Podrobnosti', en: 'Details' }, value: (r) => json(r.details), width: 60 },
  ],
});

/** The user's last sign-ins and failed sign-ins (the subject index), newest first. */
export async function mySignIns(db: Db, userId: number): Promise<UserSignIn[]> {
  const { rows } = await db.execute<UserSignIn>(sql`
    SELECT ${isoTimestampSql(sql`a.at`)} AS at, a.action = 'sign-in' AS success,
           coalesce(a.details->>'method', a.details->>'reason') AS method, a.ip, a.user_agent AS "userAgent"
      FROM audit_log a
     WHERE a.subject_type = 'user' AND a.subject_id = ${userId} AND a.action IN ('sign-in', 'sign-in-failed')
     ORDER BY a.at DESC, a.id DESC LIMIT ${MY_SIGN_INS_LIMIT}`);
  return rows;
}
