// Demo results (issue 15): placings, result texts and points of the demo season's finished
// tournaments, and pairs of the doubles disciplines. Filled in by the results work.
import type pg from 'pg';

export interface ResultSeedCounts {
  results: number;
  rosters: number;
}

export async function seedTournamentResults(_client: pg.PoolClient, _today: string): Promise<ResultSeedCounts> {
  return { results: 0, rosters: 0 };
}
