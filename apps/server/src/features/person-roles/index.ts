// The person-roles feature's door: its module manifest (routes and access rows), listed in
// features/modules.ts.
import type { ModuleManifest } from '../../platform/modules/manifest';
import { personRolesAccess } from './person-roles.access';
import { registerPersonRoleRoutes } from './person-roles.routes';

export const personRolesModule: ModuleManifest = {
  name: 'person-roles',
  routes: [registerPersonRoleRoutes],
  access: personRolesAccess,
};
