// Every page of the application, from the features' route tables. A page's module arrives with
// its feature's Czech texts, which the first chunk does not carry (platform/i18n).
import { accountRoutes } from '../../features/account/routes';
import { articleRoutes } from '../../features/articles/routes';
import { boardRoutes } from '../../features/boards/routes';
import { cardContentRoutes } from '../../features/card-contents/routes';
import { cmsRoutes } from '../../features/cms/routes';
import { contractRoutes } from '../../features/contracts/routes';
import { contributionRoutes } from '../../features/contributions/routes';
import { creditRoutes } from '../../features/credits/routes';
import { devRoutes } from '../../features/dev/routes';
import { documentRoutes } from '../../features/documents/routes';
import { economyRoutes } from '../../features/economy/routes';
import { emailingRoutes } from '../../features/emailing/routes';
import { importRoutes } from '../../features/imports/routes';
import { leagueRoutes } from '../../features/leagues/routes';
import { rankingRoutes } from '../../features/rankings/routes';
import { refereeJournalRoutes } from '../../features/referee-journal/routes';
import { registrationCheckRoutes } from '../../features/registration-check/routes';
import { reportRoutes } from '../../features/reports/routes';
import { requestRoutes } from '../../features/requests/routes';
import { statisticsRoutes } from '../../features/statistics/routes';
import { tournamentOlderRoutes } from '../../features/tournament-older/routes';
import { tournamentResultRoutes } from '../../features/tournament-results/routes';
import { tournamentRoutes } from '../../features/tournaments/routes';
import { tournamentPublicRoutes } from '../../features/tournaments/routes-public';
import { loadNamespace } from '../../platform/i18n/i18n';
import { keyOfPath, nameOfKey, type PageRoute, type PageRouteDeclaration } from './page-route';

export const PAGES: PageRoute[] = [
  ...articleRoutes,
  ...accountRoutes,
  ...boardRoutes,
  ...cmsRoutes,
  ...creditRoutes,
  ...cardContentRoutes,
  ...importRoutes,
  ...contractRoutes,
  ...contributionRoutes,
  ...statisticsRoutes,
  ...reportRoutes,
  ...economyRoutes,
  ...documentRoutes,
  ...emailingRoutes,
  ...tournamentRoutes,
  ...tournamentPublicRoutes,
  ...rankingRoutes,
  ...tournamentOlderRoutes,
  ...tournamentResultRoutes,
  ...leagueRoutes,
  ...registrationCheckRoutes,
  ...requestRoutes,
  ...refereeJournalRoutes,
  // Dev-only pages (features/dev): in `npm run dev`; a production build drops the table and the pages.
  ...(import.meta.env.DEV ? devRoutes : []),
].map(withTexts);

/**
 * The page with its key and name (derived when not declared) and a `load` that also fetches the
 * namespace of its title (its feature's texts) and the form blocks' texts (platform/forms), which
 * the first screens do not carry.
 */
function withTexts(page: PageRouteDeclaration): PageRoute {
  const namespace = page.titleKey.split(':')[0]!;
  const key = page.key ?? keyOfPath(page.path);
  return {
    ...page,
    key,
    name: page.name ?? nameOfKey(key),
    load: () => Promise.all([page.load(), loadNamespace(namespace), loadNamespace('forms')]).then(([module]) => module),
  };
}

/** The zone dashboard's path (spec 000 §2.1: /zone/{zone}/{dashboard}). */
export const DASHBOARD_PATH = 'home';
