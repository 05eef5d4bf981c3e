// The clubs feature's door: its module manifest (routes, access rows, the register's demo and the
// public club pages' metadata), listed in features/modules.ts.
import type { ModuleManifest } from '../../platform/modules/manifest';
import { staticPublicPage } from '../../platform/web/public-meta';
import { clubsAccess } from './clubs.access';
import { seedClubRegister } from './clubs.demo';
import { clubPublicPages } from './clubs.public-read';
import { registerClubPublicRoutes } from './clubs.public-routes';
import { registerClubRegisterRoutes } from './clubs.register-routes';
import { registerClubRoutes } from './clubs.routes';

export const clubsModule: ModuleManifest = {
  name: 'clubs',
  routes: [registerClubRoutes, registerClubRegisterRoutes, registerClubPublicRoutes],
  access: clubsAccess,
  demo: seedClubRegister,
  publicPages: [
    ...clubPublicPages,
    staticPublicPage('club-registration', {
      cs: {
        title: 'Registrace nového klubu',
        description: 'Přihlaste nový klub do svazu: údaje klubu, statutář a kontakty.',
      },
      en: {
        title: 'Register a new club',
        description: 'Apply for a new club to join the federation: its details, statutory body and contacts.',
      },
    }),
  ],
};
