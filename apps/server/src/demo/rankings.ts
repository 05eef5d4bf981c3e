// Demo rankings (issue 15): the past, finished demo tournaments count toward the rankings, one of
// them is excluded (so the excluded tab shows it), and the rankings of the demo season are
// generated at `today` with the rankings service on the seed's own client (inside its transaction)
// from the demo results (demo/tournament-results.ts, seeded before). No results: no rankings.
import { generateRankings } from '../features/rankings/ranking-generation';
import type { Db } from '../platform/db/pool';

export interface RankingSeedCounts {
  rankings: number;
  entries: number;
}

export async function seedRankings(client: Db, today: string): Promise<RankingSeedCounts> {
  // Validated (4) or archived (6) tournaments that have ended count toward the rankings.
  await client.query(
    `UPDATE tournaments SET ranking_generate = true WHERE state_id IN (4, 6) AND date_till < $1::date`,
    [today],
  );
  // The oldest of them is excluded from the rankings (the excluded tab's example).
  await client.query(
    `UPDATE tournaments SET ranking_excluded = true
      WHERE id = (SELECT id FROM tournaments WHERE ranking_generate ORDER BY date_from, id LIMIT 1)`,
  );
  const { rankings, entries } = await generateRankings(client, { rankDate: today, tournamentId: null, userId: null });
  return { rankings, entries };
}
