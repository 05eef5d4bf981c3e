// The links between a tournament's detail and its standings / rosters pages. Opened from the older
// module's detail (tournament/detail/{id}/results), the pages carry `?from=tournament`, so their
// way back and the links between them keep the user in the older module.
import { zoneHref } from '../../platform/routing/zone';
import type { ResultZone } from './api';

/** The module prefixes a detail page may come from. */
export type DetailPrefix = 'tournament-dynamic' | 'tournament';

export const fromParam = (value: string | null): DetailPrefix =>
  value === 'tournament' ? 'tournament' : 'tournament-dynamic';

/** The standings or rosters page of a tournament (optionally one discipline). */
export function resultPageHref(
  zone: ResultZone,
  tournamentId: number,
  page: 'standings' | 'team-rosters',
  competitionId: number | null | undefined,
  from: DetailPrefix,
): string {
  const search = new URLSearchParams();
  if (competitionId) search.set('discipline', String(competitionId));
  if (from !== 'tournament-dynamic') search.set('from', from);
  const query = search.toString();
  return zoneHref(zone, `tournament-dynamic/${tournamentId}/${page}${query ? `?${query}` : ''}`);
}

/** The results tab of the detail the pages were opened from. */
export const detailResultsHref = (zone: ResultZone, tournamentId: number, from: DetailPrefix) =>
  zoneHref(zone, `${from}/detail/${tournamentId}/results`);
