// Results screens (issue 15; spec 001 §2 "Dynamic tournament module"): the standings and the team
// rosters of a tournament's disciplines in the admin, club and personal zones (access key
// UNSPECIFIED: whoever sees the tournament; the office's writes come from the answers' links), and
// the scoring tables in the admin zone (SCORING).
import { lazyPage } from '../../app/routes/lazy-page';
import type { PageRouteDeclaration } from '../../app/routes/page-route';

export const tournamentResultRoutes: PageRouteDeclaration[] = [
  {
    path: 'tournament-dynamic/:id/standings',
    accessKey: 'UNSPECIFIED',
    module: 'tournamentDynamic',
    titleKey: 'tournament-results:standings.title',
    load: lazyPage('tournamentResults', 'StandingsPage'),
  },
  {
    path: 'tournament-dynamic/:id/team-rosters',
    accessKey: 'UNSPECIFIED',
    module: 'tournamentDynamic',
    titleKey: 'tournament-results:rosters.title',
    load: lazyPage('tournamentResults', 'TeamRostersPage'),
  },
  {
    name: 'tournament-dynamic__scoring',
    path: 'tournament-dynamic/scoring/list',
    accessKey: 'SCORING',
    zones: ['admin'],
    titleKey: 'tournament-results:scoring.title',
    load: lazyPage('tournamentResults', 'ScoringPage'),
  },
];
