// The league-teams feature's door: its module manifest (routes and access rows), listed in
// features/modules.ts.
import type { ModuleManifest } from '../../platform/modules/manifest';
import { leagueTeamsAccess } from './league-teams.access';
import { registerLeagueTeamRoutes } from './league-teams.routes';

export const leagueTeamsModule: ModuleManifest = {
  name: 'league-teams',
  routes: [registerLeagueTeamRoutes],
  access: leagueTeamsAccess,
};
