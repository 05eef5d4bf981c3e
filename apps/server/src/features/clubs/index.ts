// The clubs feature's door: its module manifest (routes, access rows and the register's demo), listed in
// features/modules.ts.
import type { ModuleManifest } from '../../platform/modules/manifest';
import { clubsAccess } from './clubs.access';
import { seedClubRegister } from './clubs.demo';
import { registerClubRegisterRoutes } from './clubs.register-routes';
import { registerClubRoutes } from './clubs.routes';

export const clubsModule: ModuleManifest = {
  name: 'clubs',
  routes: [registerClubRoutes, registerClubRegisterRoutes],
  access: clubsAccess,
  demo: seedClubRegister,
};
