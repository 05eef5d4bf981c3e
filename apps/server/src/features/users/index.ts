// The users feature's door: its module manifest (routes and access rows), listed in
// features/modules.ts, and whether an Administrator can sign in (the start banner).
import { seedUserStates } from '../../demo/users';
import type { ModuleManifest } from '../../platform/modules/manifest';
import { usersAccess } from './users.access';
import { registerUserRoutes } from './users.routes';

// The invitation of a new user, for features that create accounts (the clubs register invites an
// approved club's manager): the account with its roles and a one-time link, and the link's e-mail.
export { linkMail } from './account-mail';
export { INVITATION_PAGE } from './users.routes';
export { administratorCanSignIn, type IssuedLink, inviteUser } from './users.service';

export const usersModule: ModuleManifest = {
  name: 'users',
  routes: [registerUserRoutes],
  demo: async ({ client }) => [`${await seedUserStates(client)} locked user`],
  access: usersAccess,
};
