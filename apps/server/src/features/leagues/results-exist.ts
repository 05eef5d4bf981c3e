// Deleting what holds played results (a competition, a team, a match) is a second decision: the
// first call answers 409 `results_exist` naming how much would go, and the office repeats it with
// `withResults=true` once the user has confirmed "delete with results" (docs/decisions/leagues.md).
import { RESULT_MATCH_STATES } from '@fedra/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool';
import { AppError } from '../../platform/errors/app-error';
import type { MessageParams } from '../../platform/i18n/messages';

export const resultsExist = (key: string, params: MessageParams = {}) =>
  new AppError('results_exist', 409, {}, [{ key, params }]);

const RESULTS = sql.raw(RESULT_MATCH_STATES.join(', '));

/**
 * 409 naming the count of matches with a played result among `matches` (a condition on
 * `league_matches m`), unless the caller confirmed the delete with them.
 */
export async function refuseLosingResults(tx: Db, matches: SQL, withResults: boolean, key: string): Promise<void> {
  if (withResults) return;
  const { rows } = await tx.execute<{ count: number }>(
    sql`SELECT count(*)::int AS count FROM league_matches m WHERE ${matches} AND m.state_id IN (${RESULTS})`,
  );
  const count = rows[0]?.count ?? 0;
  if (count > 0) throw resultsExist(key, { count });
}
