// Which page a menu key leads to in a zone. Pages are registered per zone (`PageRoute.zones`), so a
// key may have a page in one zone, another page in the next (the credit history: every club in the
// admin zone, the club's own ledger in the club zone) and none in a third, where the menu must not
// offer it (it would lead to the not-found page).
import { type PageRoute, SHELL_ZONES, type Zone } from '../../platform/routing/page-route';

const zonesOf = (page: PageRoute): readonly Zone[] => page.zones ?? SHELL_ZONES;
const publicOnly = (page: PageRoute) => page.zones?.length === 1 && page.zones[0] === 'public';

/**
 * The pages a zone's menu may link to, by key: the zone's own pages, and pages of the public zone
 * only (the board overview), which every zone links to there.
 */
export function pagesByKeyIn(zone: Zone, pages: readonly PageRoute[]): Map<string, PageRoute> {
  const byKey = new Map<string, PageRoute>();
  for (const page of pages) if (zonesOf(page).includes(zone) && !byKey.has(page.key)) byKey.set(page.key, page);
  for (const page of pages) if (publicOnly(page) && !byKey.has(page.key)) byKey.set(page.key, page);
  return byKey;
}
