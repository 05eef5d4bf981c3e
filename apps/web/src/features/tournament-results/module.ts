// Results screens (issue 15; spec 001 §2 "Dynamic tournament module"): the standings and the team
// rosters of a tournament's disciplines in the admin, club and personal zones (access key
// UNSPECIFIED: whoever sees the tournament; the office's writes come from the answers' links), and
// the scoring tables in the admin zone (SCORING).

import { lazyPage } from '../../platform/routing/lazy-page';
import type { PageRouteDeclaration } from '../../platform/routing/page-route';
import type { WebModule } from '../../platform/routing/web-module';

export const tournamentResultRoutes: PageRouteDeclaration[] = [
  {
    path: 'tournament-dynamic/:id/standings',
    accessKey: 'UNSPECIFIED',
    module: 'tournamentDynamic',
    titleKey: 'tournament-results:standings.title',
    load: lazyPage(() => import('./pages'), 'StandingsPage'),
  },
  {
    path: 'tournament-dynamic/:id/team-rosters',
    accessKey: 'UNSPECIFIED',
    module: 'tournamentDynamic',
    titleKey: 'tournament-results:rosters.title',
    load: lazyPage(() => import('./pages'), 'TeamRostersPage'),
  },
  {
    name: 'tournament-dynamic__scoring',
    path: 'tournament-dynamic/scoring/list',
    accessKey: 'SCORING',
    zones: ['admin'],
    titleKey: 'tournament-results:scoring.title',
    load: lazyPage(() => import('./pages'), 'ScoringPage'),
  },
];

export const webModule: WebModule = { pages: [...tournamentResultRoutes] };
