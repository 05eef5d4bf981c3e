// Demo league (issue 16): one running league of the demo season, filled by the league work.
import type pg from 'pg';

export interface LeagueSeedCounts {
  leagues: number;
  teams: number;
  matches: number;
}

export async function seedLeagues(_client: pg.PoolClient, _today: string): Promise<LeagueSeedCounts> {
  return { leagues: 0, teams: 0, matches: 0 };
}
