// The older module's tournament list (tournament/list/{tab?}) and detail
// (tournament/detail/{id}/{tab?}): the dynamic module's pages on the same data and calls, their
// links opening the older module's routes (the `routePrefix` prop; docs/decisions.md "Season
// pairing and the older tournament module").
import { useTranslation } from 'react-i18next';
import { TournamentDetailPage, TournamentListPage } from '../../tournaments';

/** The older module's routes' prefix. */
export const OLDER_PREFIX = 'tournament';

export function OlderTournamentListPage() {
  const { t } = useTranslation('tournament-pairing');
  return <TournamentListPage routePrefix={OLDER_PREFIX} title={t('list.title')} />;
}

export function OlderTournamentDetailPage() {
  return <TournamentDetailPage routePrefix={OLDER_PREFIX} />;
}
