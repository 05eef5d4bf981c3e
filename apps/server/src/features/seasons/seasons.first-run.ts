// The first run of a production install (DEMO_DATA=false): a database without any season gets the
// current one, so that roles, tournaments and contributions have a season to belong to from the
// first day. A season runs from the 1st of SEASON_START_MONTH for twelve months; the day is the
// server's clock's. Rules: docs/decisions.md "Seasons".
import { SEASON_STATE } from '@fedra/contract';
import { sql } from 'drizzle-orm';
import { addDays, today } from '../../platform/clock';
import type { Db } from '../../platform/db/pool';
import { transaction } from '../../platform/db/transaction';
import { lockSeasons } from './seasons.service';

export interface SeasonPlan {
  name: string;
  validFrom: string;
  validTill: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The season that `day` falls in when seasons start on the 1st of `startMonth` (1–12): "2026/2027"
 * from 2026-09-01 to 2027-08-31 for September; "2026" for the calendar year when it is January.
 */
export function seasonOf(day: string, startMonth: number): SeasonPlan {
  if (!Number.isInteger(startMonth) || startMonth < 1 || startMonth > 12) {
    throw new RangeError(`the start month must be 1–12, got ${startMonth}`);
  }
  const match = /^(\d{4})-(\d{2})-\d{2}$/.exec(day);
  if (!match) throw new RangeError(`the day must be YYYY-MM-DD, got "${day}"`);
  const year = Number(match[1]);
  const first = Number(match[2]) >= startMonth ? year : year - 1;
  return {
    name: startMonth === 1 ? String(first) : `${first}/${first + 1}`,
    validFrom: `${first}-${pad(startMonth)}-01`,
    validTill: addDays(`${first + 1}-${pad(startMonth)}-01`, -1),
  };
}

/**
 * Creates the current season (active) when the database has none, and answers it; null when a
 * season exists. Under the seasons' lock, so instances starting together create it once.
 */
export async function ensureFirstSeason(db: Db, startMonth: number): Promise<SeasonPlan | null> {
  return transaction(db, async (tx) => {
    await lockSeasons(tx);
    const { rows } = await tx.execute(sql`SELECT 1 FROM seasons LIMIT 1`);
    if (rows.length) return null;
    const plan = seasonOf(today(), startMonth);
    await tx.execute(sql`
      INSERT INTO seasons (name, valid_from, valid_till, state_id, is_for_role, is_for_tournament)
      VALUES (${plan.name}, ${plan.validFrom}::date, ${plan.validTill}::date, ${SEASON_STATE.active}, TRUE, TRUE)`);
    return plan;
  });
}
