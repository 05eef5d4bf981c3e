// The seasons the filters offer (the dashboard's call: newest first) and the current one, the
// default of the contribution list and the price list.
import type { Season } from '@fedra/contract/seasons';
import { todayInPrague } from '../../platform/i18n/today';

/** The season today falls in, else the newest (the list comes sorted by validTill descending). */
export function currentSeason(seasons: Season[], today = todayInPrague()): Season | null {
  return seasons.find((s) => s.validFrom <= today && today <= s.validTill) ?? seasons[0] ?? null;
}
