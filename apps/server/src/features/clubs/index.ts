// The clubs feature's door: its module manifest (routes and access rows), listed in
// features/modules.ts.
import type { ModuleManifest } from '../../platform/modules/manifest';
import { clubsAccess } from './clubs.access';
import { registerClubRoutes } from './clubs.routes';

export const clubsModule: ModuleManifest = {
  name: 'clubs',
  routes: [registerClubRoutes],
  access: clubsAccess,
};
