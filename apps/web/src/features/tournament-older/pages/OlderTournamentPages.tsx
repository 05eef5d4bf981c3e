// The older module's tournament list (tournament/list/{tab?}) and detail
// (tournament/detail/{id}/{tab?}): the dynamic module's pages on the same data and calls, their
// links opening the older module's routes (the `routePrefix` prop; docs/decisions.md "Season
// pairing and the older tournament module").
import TournamentDetailPage from '../../tournaments/pages/TournamentDetailPage';
import TournamentListPage from '../../tournaments/pages/TournamentListPage';

/** The older module's routes' prefix. */
export const OLDER_PREFIX = 'tournament';

export function OlderTournamentListPage() {
  return <TournamentListPage routePrefix={OLDER_PREFIX} />;
}

export function OlderTournamentDetailPage() {
  return <TournamentDetailPage routePrefix={OLDER_PREFIX} />;
}
