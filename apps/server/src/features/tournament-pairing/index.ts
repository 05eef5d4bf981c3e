// The tournament-pairing feature's door: its module manifest (routes and access rows), listed in
// features/modules.ts.
import type { ModuleManifest } from '../../platform/modules/manifest';
import { tournamentPairingAccess } from './tournament-pairing.access';
import { registerTournamentPairingRoutes } from './tournament-pairing.routes';

export const tournamentPairingModule: ModuleManifest = {
  name: 'tournament-pairing',
  routes: [registerTournamentPairingRoutes],
  access: tournamentPairingAccess,
};
