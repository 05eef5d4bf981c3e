// The registration-check feature's door: its module manifest (routes and access rows), listed in
// features/modules.ts.
import type { ModuleManifest } from '../../platform/modules/manifest';
import { registrationCheckAccess } from './registration-check.access';
import { registerRegistrationCheckRoutes } from './registration-check.routes';

export const registrationCheckModule: ModuleManifest = {
  name: 'registration-check',
  routes: [registerRegistrationCheckRoutes],
  access: registrationCheckAccess,
};
