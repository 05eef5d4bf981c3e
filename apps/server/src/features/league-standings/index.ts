// The league-standings feature's door: its module manifest (routes and access rows), listed in
// features/modules.ts, and the competition table the public league pages show.
export { competitionStandings, leagueStandings } from './standings.service';

import type { ModuleManifest } from '../../platform/modules/manifest';
import { leagueStandingsAccess } from './league-standings.access';
import { registerLeagueStandingRoutes } from './league-standings.routes';

export const leagueStandingsModule: ModuleManifest = {
  name: 'league-standings',
  routes: [registerLeagueStandingRoutes],
  access: leagueStandingsAccess,
};
