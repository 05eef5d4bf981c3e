// Every feature's page module but the first screens' (sign-in, dashboard), in one chunk of its own,
// loaded with the first of these pages. An import() in the first chunk carries the list of files
// to preload with it: forty of them cost the sign-in page 2 kB gzip (docs/decisions.md, "Bundle
// budget"); here they cost nothing until a page is opened. A feature adds its module here and
// names it in its routes with `lazyPage` (lazy-page.ts).
import { loadNamespace } from '../../platform/i18n/i18n';

/** A league page's module with the texts of the four league features, whose tabs it shows. */
function withLeagueTexts<T>(module: Promise<T>): Promise<T> {
  const namespaces = ['leagues', 'league-teams', 'league-matches', 'league-standings'];
  return Promise.all([module, ...namespaces.map(loadNamespace)]).then(([loaded]) => loaded);
}

export const PAGE_MODULES = {
  profile: () => import('../../features/account/pages/ProfilePage'),
  articles: () => import('../../features/articles/pages'),
  boardList: () => import('../../features/boards/pages/BoardListPage'),
  boardDetail: () => import('../../features/boards/pages/BoardDetailPage'),
  boardOverview: () => import('../../features/boards/pages/PublicBoardOverviewPage'),
  cardContents: () => import('../../features/card-contents/pages/CardContentListPage'),
  cms: () => import('../../features/cms/CmsPage'),
  contracts: () => import('../../features/contracts/pages'),
  contributions: () => import('../../features/contributions/pages'),
  documents: () => import('../../features/documents/pages/DocumentsPage'),
  creditList: () => import('../../features/credits/pages/CreditListPage'),
  clubCredit: () => import('../../features/credits/pages/ClubCreditPage'),
  emailing: () => import('../../features/emailing/pages'),
  economySettings: () => import('../../features/economy/pages/EconomySettingsPage'),
  importList: () => import('../../features/imports/pages/ImportListPage'),
  importDetail: () => import('../../features/imports/pages/ImportDetailPage'),
  leagues: () => withLeagueTexts(import('../../features/leagues/pages')),
  leagueTeams: () => withLeagueTexts(import('../../features/league-teams/pages')),
  leagueMatches: () => withLeagueTexts(import('../../features/league-matches/pages')),
  rankings: () => import('../../features/rankings/pages'),
  refereeJournal: () => import('../../features/referee-journal/pages'),
  reports: () => import('../../features/reports/pages'),
  statistics: () => import('../../features/statistics/pages'),
  tournaments: () => import('../../features/tournaments/pages'),
  tournamentOlder: () => import('../../features/tournament-older/pages'),
  tournamentResults: () => import('../../features/tournament-results/pages'),
  tournamentPublicList: () => import('../../features/tournaments/pages/public/PublicTournamentListPage'),
  tournamentPublicDetail: () => import('../../features/tournaments/pages/public/PublicTournamentDetailPage'),
  registrationCheck: () => import('../../features/registration-check/pages/RegistrationCheckPage'),
  requestStatement: () => import('../../features/requests/pages/RequestStatementPage'),
  requestResult: () => import('../../features/requests/pages/RequestResultPage'),
};
