// `people/count-by-sex/...`: the share of each sex among the persons holding a role of one type
// in one section on a date, as percentages that sum to exactly 100.
import type { CountBySexItem } from '@fedra/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type AdminScope, unitScopeSql } from '../../platform/access/scope-sql';
import type { Db } from '../../platform/db/pool';
import { type FieldIssue, validationError } from '../../platform/errors/app-error';
import { keptValue, scopeKey } from './kept-by-version';
import { dateOf, validOn } from './membership-at-date';

/** Tenths of a percent: one decimal. */
const SCALE = 1000;

/**
 * Largest remainder: each share is floored to a tenth of a percent, and the tenths still missing
 * to 100 go to the largest remainders (ties to the commoner sex, then the lower id, unknown
 * last), so the shares always sum to 100.0 and no share moves by more than a tenth.
 */
export function sharesOf(counts: { sexId: number | null; count: number }[]): CountBySexItem[] {
  const total = counts.reduce((n, c) => n + c.count, 0);
  if (total === 0) return [];
  const parts = counts.map((c, index) => {
    const exact = (c.count * SCALE) / total;
    return { ...c, index, tenths: Math.floor(exact), remainder: exact - Math.floor(exact) };
  });
  let missing = SCALE - parts.reduce((n, p) => n + p.tenths, 0);
  const order = [...parts].sort(
    (a, b) =>
      b.remainder - a.remainder ||
      b.count - a.count ||
      (a.sexId ?? Number.MAX_SAFE_INTEGER) - (b.sexId ?? Number.MAX_SAFE_INTEGER),
  );
  for (const p of order) {
    if (missing <= 0) break;
    p.tenths += 1;
    missing -= 1;
  }
  return parts.map((p) => ({ sexId: p.sexId, percentage: p.tenths / 10, count: p.count }));
}

/** A 400 naming each path parameter whose section or role type does not exist. */
async function checkReferences(db: Db, sectionId: number, roleTypeId: number) {
  const { rows } = await db.execute<{ section: boolean; role: boolean }>(sql`
    SELECT EXISTS (SELECT 1 FROM sections WHERE id = ${sectionId}) AS section,
           EXISTS (SELECT 1 FROM person_role_types WHERE id = ${roleTypeId}) AS role`);
  const issues: FieldIssue[] = [];
  if (!rows[0]?.section)
    issues.push({
      field: 'sectionId',
      key: 'validation.notFoundRef',
      params: { label: 'sectionId', id: String(sectionId) },
    });
  if (!rows[0]?.role)
    issues.push({ field: 'role', key: 'validation.notFoundRef', params: { label: 'role', id: String(roleTypeId) } });
  if (issues.length) throw validationError(issues);
}

/**
 * Persons (in the caller's units, by the person's own unit as the person counts are) holding a
 * role of the type in the section valid on the date, each once, by sex.
 */
export async function countBySex(
  db: Db,
  scope: AdminScope,
  params: { date: string; sectionId: number; role: number },
): Promise<CountBySexItem[]> {
  await checkReferences(db, params.sectionId, params.role);
  // Kept until the persons or roles change (kept-by-version.ts): the count scans the roles.
  const key = `count-by-sex|${params.date}|${params.sectionId}|${params.role}|${scopeKey(scope)}`;
  const counts = await keptValue(db, key, async () => {
    const { rows } = await db.execute<{ sexId: number | null; count: number }>(countBySexSql(scope, params));
    return rows;
  });
  return sharesOf(counts);
}

/** The persons of `countBySex` per sex. */
export function countBySexSql(scope: AdminScope, params: { date: string; sectionId: number; role: number }): SQL {
  return sql`
    SELECT p.sex_id AS "sexId", count(*)::int AS count
      FROM persons p
     WHERE ${unitScopeSql(scope, sql`p.federation_unit_id`)}
       AND EXISTS (SELECT 1 FROM person_roles r
                    WHERE r.person_id = p.id AND r.type_id = ${params.role} AND r.section_id = ${params.sectionId}
                      AND ${validOn(sql`r`, dateOf(params.date))})
     GROUP BY p.sex_id
     ORDER BY p.sex_id NULLS LAST`;
}
