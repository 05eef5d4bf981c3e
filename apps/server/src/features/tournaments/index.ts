// The tournaments feature's door: its module manifest (routes, access rows and demo data), listed
// in features/modules.ts, and what other features (leagues, results, pairing, the referee journal)
// may use of it. Their inner files are the feature's own.
export * from './core';

import { seedTournamentHistory } from '../../demo/tournament-history';
import { seedTournaments } from '../../demo/tournaments';
import type { ModuleManifest } from '../../platform/modules/manifest';
import { registerTournamentCompetitionRoutes } from './tournament-competitions.routes';
import { registerTournamentParticipantRoutes } from './tournament-participants.routes';
import { tournamentPublicPages } from './tournament-public.meta';
import { registerTournamentPublicRoutes } from './tournament-public.routes';

/** The codebook feature that switches the public tournament pages (the public home shows them only then). */
export { PUBLIC_TOURNAMENT_FEATURE } from './tournament-public.routes';

import { tournamentsAccess } from './tournaments.access';
import { registerTournamentRoutes } from './tournaments.routes';

export const tournamentsModule: ModuleManifest = {
  name: 'tournaments',
  routes: [
    registerTournamentRoutes,
    registerTournamentCompetitionRoutes,
    registerTournamentParticipantRoutes,
    registerTournamentPublicRoutes,
  ],
  // The history (the previous season's tournaments, for season pairing) right after the
  // tournaments, as their ids follow; it adds its rows to the counts.
  demo: async ({ client, today }) => {
    const counts = await seedTournaments(client, today);
    await seedTournamentHistory(client, today, counts);
    return [
      `${counts.tournaments} tournaments with ${counts.disciplines} disciplines and ${counts.applications} applications`,
    ];
  },
  access: tournamentsAccess,
  // The public list and detail pages' titles and descriptions (issue 36 §7).
  publicPages: tournamentPublicPages,
};
