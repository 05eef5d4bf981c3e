// The account feature's door: its module manifest (routes and access rows), listed in
// features/modules.ts.
import type { ModuleManifest } from '../../platform/modules/manifest';
import { accountAccess } from './account.access';
import { registerAccountRoutes } from './account.routes';

export const accountModule: ModuleManifest = {
  name: 'account',
  routes: [registerAccountRoutes],
  access: accountAccess,
};
