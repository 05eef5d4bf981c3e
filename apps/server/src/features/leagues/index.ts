// The leagues feature's door: its module manifest (routes, access rows and demo data), listed in
// features/modules.ts, and the league scope that the teams, matches and standings build on, with the
// confirmation rule of deleting played results.
export {
  isLeagueEditable,
  type VisibleLeague,
  type VisibleLeagueCompetition,
  visibleLeague,
  visibleLeagueCompetition,
  visibleLeagueSql,
} from './league-scope';
export { refuseLosingResults, resultsExist } from './results-exist';

import { seedLeagues } from '../../demo/leagues';
import type { ModuleManifest } from '../../platform/modules/manifest';
import { leaguesAccess } from './leagues.access';
import { registerLeagueRoutes } from './leagues.routes';

export const leaguesModule: ModuleManifest = {
  name: 'leagues',
  routes: [registerLeagueRoutes],
  demo: async ({ client, today }) => {
    const { leagues, teams, matches } = await seedLeagues(client, today);
    return [`${leagues} leagues with ${teams} teams and ${matches} matches`];
  },
  access: leaguesAccess,
};
