// The tournaments excluded from or included in the rankings despite their own setting
// (`ranking_excluded` / `ranking_included`): marking one removes the opposite mark; unknown ids
// are a 400 naming each one (`tournamentIds.{index}`), and nothing is written then.
import type { RankingTournamentsInput } from '@fedra/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool';
import { transaction } from '../../platform/db/transaction';
import { type FieldIssue, notFound, validationError } from '../../platform/errors/app-error';
import type { OverrideKind } from './rankings.queries';

export async function addOverrides(
  db: Db,
  kind: OverrideKind,
  userId: number,
  input: RankingTournamentsInput,
): Promise<{ updated: number }> {
  const ids = [...new Set(input.tournamentIds)];
  return transaction(db, async (tx) => {
    const { rows } = await tx.execute<{ id: number }>(
      sql`SELECT id FROM tournaments WHERE id = ANY(${sql.param(ids)}::int[]) ORDER BY id FOR UPDATE`,
    );
    const found = new Set(rows.map((r) => r.id));
    const issues: FieldIssue[] = [];
    input.tournamentIds.forEach((id, index) => {
      if (!found.has(id))
        issues.push({
          field: `tournamentIds.${index}`,
          key: 'validation.notFoundRef',
          params: { label: 'tournamentIds', id: String(id) },
        });
    });
    if (issues.length) throw validationError(issues);
    const set =
      kind === 'excluded'
        ? sql`ranking_excluded = true, ranking_included = false`
        : sql`ranking_included = true, ranking_excluded = false`;
    const result = await tx.execute(
      sql`UPDATE tournaments SET ${set}, edited_date = now(), edited_by_id = ${userId}
           WHERE id = ANY(${sql.param(ids)}::int[])`,
    );
    return { updated: result.rowCount ?? 0 };
  });
}

export async function removeOverride(db: Db, kind: OverrideKind, userId: number, id: number): Promise<void> {
  const column = kind === 'excluded' ? sql`ranking_excluded` : sql`ranking_included`;
  const result = await db.execute(
    sql`UPDATE tournaments SET ${column} = false, edited_date = now(), edited_by_id = ${userId}
         WHERE id = ${id} AND ${column}`,
  );
  if (!result.rowCount) throw notFound();
}
