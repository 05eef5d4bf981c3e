// The league-public feature's door (issue 36 §3): its module manifest, listed in features/modules.ts:
// the public league pages' calls and their search-engine metadata.
import type { ModuleManifest } from '../../platform/modules/manifest';
import { leaguePublicAccess } from './league-public.access';
import { leaguePublicPages } from './league-public.meta';
import { registerLeaguePublicRoutes } from './league-public.routes';

export const leaguePublicModule: ModuleManifest = {
  name: 'league-public',
  routes: [registerLeaguePublicRoutes],
  access: leaguePublicAccess,
  publicPages: leaguePublicPages,
};
