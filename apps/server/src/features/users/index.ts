// The users feature's door: its module manifest (routes and access rows), listed in
// features/modules.ts.
import type { ModuleManifest } from '../../platform/modules/manifest';
import { usersAccess } from './users.access';
import { registerUserRoutes } from './users.routes';

export const usersModule: ModuleManifest = {
  name: 'users',
  routes: [registerUserRoutes],
  access: usersAccess,
};
