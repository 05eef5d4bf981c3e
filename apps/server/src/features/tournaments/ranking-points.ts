// Points toward the rankings (docs/decisions.md "Results and standings"): a result's `points`
// (entered, or calculated from the scoring table) times the discipline's coefficient and percent of
// the counts fill give `points_cp` and `points_mcr` (an unset coefficient counts as 1, an unset
// percent as 100). Every write of results and every counts fill calls this in its transaction, so
// the stored ranking points never lag behind the points or the coefficients.
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool';

/** Recomputes points_cp / points_mcr of every result in the disciplines. */
export async function recomputeRankingPoints(tx: Db, competitionIds: number[]): Promise<void> {
  if (!competitionIds.length) return;
  await tx.execute(sql`
    UPDATE tournament_participants p
       SET points_cp = round(p.points * coalesce(c.coeficient_cp, 1) * coalesce(c.percent_to_cp_rankings, 100) / 100, 2),
           points_mcr = round(p.points * coalesce(c.coeficient_mcr, 1) * coalesce(c.percent_to_mcr_rankings, 100) / 100, 2)
      FROM tournament_competitions c
     WHERE c.id = p.tournament_competition_id
       AND p.tournament_competition_id = ANY(${sql.param([...new Set(competitionIds)])}::int[])
       AND (p.points_cp IS DISTINCT FROM round(p.points * coalesce(c.coeficient_cp, 1) * coalesce(c.percent_to_cp_rankings, 100) / 100, 2)
            OR p.points_mcr IS DISTINCT FROM round(p.points * coalesce(c.coeficient_mcr, 1) * coalesce(c.percent_to_mcr_rankings, 100) / 100, 2))`);
}
