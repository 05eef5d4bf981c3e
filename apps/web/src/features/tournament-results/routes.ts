// Results screens (issue 15; spec 001 §2 "Dynamic tournament module"): the standings and the team
// rosters of a tournament's disciplines in the admin, club and personal zones (access key
// UNSPECIFIED: whoever sees the tournament; the office's writes come from the answers' links), and
// the scoring tables in the admin zone (SCORING).
import { lazyPage } from '../../app/routes/lazy-page';
import type { PageRoute } from '../../app/routes/page-route';

export const tournamentResultRoutes: PageRoute[] = [
  {
    name: 'tournament-dynamic__standings',
    path: 'tournament-dynamic/:id/standings',
    key: 'tournament-dynamic/standings',
    accessKey: 'UNSPECIFIED',
    module: 'tournamentDynamic',
    zones: ['admin', 'club', 'personal'],
    titleKey: 'tournament-results:standings.title',
    load: lazyPage('tournamentResults', 'StandingsPage'),
  },
  {
    name: 'tournament-dynamic__team-rosters',
    path: 'tournament-dynamic/:id/team-rosters',
    key: 'tournament-dynamic/team-rosters',
    accessKey: 'UNSPECIFIED',
    module: 'tournamentDynamic',
    zones: ['admin', 'club', 'personal'],
    titleKey: 'tournament-results:rosters.title',
    load: lazyPage('tournamentResults', 'TeamRostersPage'),
  },
  {
    name: 'tournament-dynamic__scoring',
    path: 'tournament-dynamic/scoring/list',
    key: 'tournament-dynamic/scoring/list',
    accessKey: 'SCORING',
    zones: ['admin'],
    titleKey: 'tournament-results:scoring.title',
    load: lazyPage('tournamentResults', 'ScoringPage'),
  },
];
