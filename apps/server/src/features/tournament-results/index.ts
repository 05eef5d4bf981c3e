// The tournament-results feature's door: its module manifest (routes, access rows and demo data),
// listed in features/modules.ts, the placing rule and roster lookups that result imports share; and
// it hands the public tournament page (features/tournaments) its standings and rosters.
export { checkPlacings, type PlacingRow } from './placing-rule';
export { placeCount, rostersOfPersons } from './results.service';

import { seedTournamentResults } from '../../demo/tournament-results';
import type { ModuleManifest } from '../../platform/modules/manifest';
import { providePublicResults } from '../tournaments';
import { registerTournamentResultRoutes } from './results.routes';
import { getTournamentResults } from './results.service';
import { listTournamentRosters } from './rosters.service';
import { tournamentResultsAccess } from './tournament-results.access';

// The tournaments cannot import this feature (it depends on them): it provides their public detail.
providePublicResults({ results: getTournamentResults, rosters: listTournamentRosters });

export const tournamentResultsModule: ModuleManifest = {
  name: 'tournament-results',
  routes: [registerTournamentResultRoutes],
  demo: async ({ client, today }) => {
    const { results, rosters } = await seedTournamentResults(client, today);
    return [`${results} results`, `${rosters} team rosters`];
  },
  access: tournamentResultsAccess,
};
