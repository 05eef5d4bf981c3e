// The league-matches feature's door: its module manifest (routes and access rows), listed in
// features/modules.ts.
import type { ModuleManifest } from '../../platform/modules/manifest';
import { leagueMatchesAccess } from './league-matches.access';
import { registerLeagueMatchRoutes } from './league-matches.routes';

export const leagueMatchesModule: ModuleManifest = {
  name: 'league-matches',
  routes: [registerLeagueMatchRoutes],
  access: leagueMatchesAccess,
};
