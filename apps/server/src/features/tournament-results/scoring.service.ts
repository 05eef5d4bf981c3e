// Scoring tables (docs/decisions.md "Scoring tables"): the points per placing of each tournament
// type; listed (filter typeId, file export) and replaced per type at once by the office. The
// contract checks the rows (from ≤ to, non-shared rows never overlap, a shared range once).
import { RANK_STATE, type ScoringRow, type ScoringUpdate } from '@fedra/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool';
import { transaction } from '../../platform/db/transaction';
import { notFound } from '../../platform/errors/app-error';
import { codebookNames, defineListExport } from '../../platform/list-query/list-export';
import { type ListSpec, parseListQuery, whereSql } from '../../platform/list-query/list-query';
import { type ListStatements, selectStatements } from '../../platform/list-query/list-statements';
import { TOURNAMENT_STATE } from '../tournaments';

const COLUMNS = sql`s.id, s.type_id AS "typeId", s.rank_from AS "rankFrom", s.rank_to AS "rankTo",
  s.rank_shared AS "rankShared", s.points::float8 AS points`;

export const scoringListSpec: ListSpec = {
  fields: {
    typeId: { type: 'number', column: sql`s.type_id`, sort: [sql`s.type_id`, sql`s.rank_from`, sql`s.rank_shared`] },
    rankFrom: { type: 'number', column: sql`s.rank_from`, sort: [sql`s.rank_from`, sql`s.rank_shared`] },
  },
  defaultSort: 'typeId',
  tieBreaker: sql`s.id ASC`,
};

export function scoringListSql(query: Record<string, unknown>): ListStatements {
  const q = parseListQuery(query, scoringListSpec);
  return selectStatements(q, { columns: COLUMNS, from: sql`tournament_scoring_rows s`, where: whereSql(q.where) });
}

export const scoringExport = defineListExport<ScoringRow, { types: Map<number, string> }>({
  name: 'scoring',
  title: { cs: 'Bodovací tabulky', en: 'Scoring tables' },
  prepare: async (db, lang) => ({ types: await codebookNames(db, 'tournamentTypes', lang) }),
  columns: [
    {
      label: { cs: 'Typ turnaje', en: 'Tournament type' },
      value: (r, x) => x.types.get(r.typeId) ?? String(r.typeId),
      width: 26,
    },
    { label: { cs: 'Umístění od', en: 'Place from' }, type: 'number', value: (r) => r.rankFrom },
    { label: { cs: 'Umístění do', en: 'Place to' }, type: 'number', value: (r) => r.rankTo },
    { label: { cs: 'Sdílené', en: 'Shared' }, value: (r) => (r.rankShared ? '✓' : ''), width: 8 },
    { label: { cs: 'Body', en: 'Points' }, type: 'number', value: (r) => r.points },
  ],
});

export async function scoringOfType(db: Db, typeId: number): Promise<ScoringRow[]> {
  const { rows } = await db.execute<ScoringRow>(sql`
    SELECT ${COLUMNS} FROM tournament_scoring_rows s WHERE s.type_id = ${typeId}
     ORDER BY s.rank_from, s.rank_shared, s.id`);
  return rows;
}

/** A table's rows as one comparable text, in a fixed order. */
function tableKey(rows: readonly { rankFrom: number; rankTo: number; rankShared?: boolean; points: number }[]): string {
  return rows
    .map((r) => `${r.rankShared ? 's' : 'p'}:${r.rankFrom}-${r.rankTo}=${Number(r.points)}`)
    .sort()
    .join(',');
}

/** Replaces the scoring table of a tournament type (404 for an unknown type). */
export async function replaceScoring(
  db: Db,
  userId: number,
  typeId: number,
  input: ScoringUpdate,
): Promise<ScoringRow[]> {
  const { rows: types } = await db.execute(
    sql`SELECT 1 FROM codebook_entries WHERE list = 'tournamentTypes' AND id = ${typeId}`,
  );
  if (!types.length) throw notFound();
  await transaction(db, async (tx) => {
    // One writer per type at a time: the replace is whole.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('tournament_scoring'), ${typeId})`);
    const before = tableKey(await scoringOfType(tx, typeId));
    await tx.execute(sql`DELETE FROM tournament_scoring_rows WHERE type_id = ${typeId}`);
    if (before !== tableKey(input.rows)) {
      // Points calculated by the old table are no longer the table's: those disciplines go back to
      // "not calculated" (as after a changed standings save), so the office sees what to recalculate.
      // Cancelled and archived tournaments keep theirs: they can no longer be recalculated.
      await tx.execute(sql`
        UPDATE tournament_competitions c SET rank_state_id = ${RANK_STATE.notCalculated}
          FROM tournaments t
         WHERE t.id = c.tournament_id AND t.type_id = ${typeId} AND t.state_id NOT IN (${TOURNAMENT_STATE.cancelled}, ${TOURNAMENT_STATE.archived})
           AND c.rank_state_id = ${RANK_STATE.calculated}`);
    }
    if (!input.rows.length) return;
    await tx.execute(sql`
      INSERT INTO tournament_scoring_rows (type_id, rank_from, rank_to, rank_shared, points, created_by_id)
      SELECT ${typeId}, v.f, v.t, v.s, v.p, ${userId}
        FROM unnest(${sql.param(input.rows.map((r) => r.rankFrom))}::int[], ${sql.param(input.rows.map((r) => r.rankTo))}::int[],
                    ${sql.param(input.rows.map((r) => r.rankShared ?? false))}::bool[],
                    ${sql.param(input.rows.map((r) => r.points))}::numeric[]) AS v(f, t, s, p)`);
  });
  return scoringOfType(db, typeId);
}
