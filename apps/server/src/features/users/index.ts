// The users feature's door: its module manifest (routes and access rows), listed in
// features/modules.ts, and whether an Administrator can sign in (the start banner).
import { seedUserStates } from '../../demo/users';
import type { ModuleManifest } from '../../platform/modules/manifest';
import { usersAccess } from './users.access';
import { registerUserRoutes } from './users.routes';

export { administratorCanSignIn } from './users.service';

export const usersModule: ModuleManifest = {
  name: 'users',
  routes: [registerUserRoutes],
  demo: async ({ client }) => [`${await seedUserStates(client)} locked user`],
  access: usersAccess,
};
