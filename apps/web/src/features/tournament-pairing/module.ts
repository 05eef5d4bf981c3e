// The older tournament module (spec 001 §2 "Older tournament module", access key TOURNAMENT__LIST,
// module tournament) on the dynamic module's data and calls: the list and the detail reuse the
// dynamic module's pages (links to these routes), a discipline page, the cross-tournament discipline
// list and the office's pairing page. Zones as the menu has them: list and detail in admin, club
// and personal; the discipline list and the discipline page in admin and club (the personal zone
// has no discipline get call); the pairing page in admin (docs/decisions.md "Season pairing and the
// older tournament module").

import { lazyPage, withNamespaces } from '../../platform/routing/lazy-page';
import type { PageRouteDeclaration } from '../../platform/routing/page-route';
import type { WebModule } from '../../platform/routing/web-module';

type OlderPage =
  | 'OlderTournamentListPage'
  | 'OlderTournamentDetailPage'
  | 'CompetitionPage'
  | 'CompetitionListPage'
  | 'PairingCompetitionsPage';

/** The page with the dynamic module's texts too (its pages and components are reused). */
const page = (name: OlderPage) =>
  withNamespaces(
    lazyPage(() => import('./pages'), name),
    ['tournaments'],
  );

const common = { accessKey: 'TOURNAMENT__LIST', module: 'tournament' } as const;

export const tournamentOlderRoutes: PageRouteDeclaration[] = [
  {
    ...common,
    path: 'tournament/list/:tab?',
    titleKey: 'tournament-pairing:list.title',
    load: page('OlderTournamentListPage'),
  },
  {
    ...common,
    path: 'tournament/detail/:id/:tab?',
    titleKey: 'tournament-pairing:detail.title',
    load: page('OlderTournamentDetailPage'),
  },
  {
    ...common,
    name: 'tournament__competition_list',
    path: 'tournament/competition/list',
    zones: ['admin', 'club'],
    titleKey: 'tournament-pairing:competitions.title',
    load: page('CompetitionListPage'),
  },
  {
    ...common,
    path: 'tournament/competition/:id',
    zones: ['admin', 'club'],
    titleKey: 'tournament-pairing:competition.title',
    load: page('CompetitionPage'),
  },
  {
    ...common,
    name: 'tournament__pairing_competitions',
    path: 'tournament/pairing-competitions/list',
    zones: ['admin'],
    titleKey: 'tournament-pairing:pairing.title',
    load: page('PairingCompetitionsPage'),
  },
];

export const webModule: WebModule = { pages: [...tournamentOlderRoutes] };
