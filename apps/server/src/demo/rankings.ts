// Demo rankings (issue 15): the rankings of the demo season generated from the demo results.
// Filled in by the rankings work.
import type pg from 'pg';

export interface RankingSeedCounts {
  rankings: number;
  entries: number;
}

export async function seedRankings(_client: pg.PoolClient, _today: string): Promise<RankingSeedCounts> {
  return { rankings: 0, entries: 0 };
}
