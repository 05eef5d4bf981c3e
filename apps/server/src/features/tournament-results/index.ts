// The tournament-results feature's door: its module manifest (routes, access rows and demo data),
// listed in features/modules.ts, and the placing rule and roster lookups that result imports share.
export { checkPlacings, type PlacingRow } from './placing-rule';
export { placeCount, rostersOfPersons } from './results.service';

import { seedTournamentResults } from '../../demo/tournament-results';
import type { ModuleManifest } from '../../platform/modules/manifest';
import { registerTournamentResultRoutes } from './results.routes';
import { tournamentResultsAccess } from './tournament-results.access';

export const tournamentResultsModule: ModuleManifest = {
  name: 'tournament-results',
  routes: [registerTournamentResultRoutes],
  demo: async ({ client, today }) => {
    const { results, rosters } = await seedTournamentResults(client, today);
    return [`${results} results`, `${rosters} team rosters`];
  },
  access: tournamentResultsAccess,
};
