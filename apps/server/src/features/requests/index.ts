// The requests feature's door: its module manifest (routes, access rows and demo data), listed in
// features/modules.ts.

import { seedRequests } from '../../demo/requests';
import type { ModuleManifest } from '../../platform/modules/manifest';
import { requestsAccess } from './requests.access';
import { registerRequestRoutes } from './requests.routes';

export const requestsModule: ModuleManifest = {
  name: 'requests',
  routes: [registerRequestRoutes],
  demo: async ({ client, today }) => [`${await seedRequests(client, today)} requests waiting for a statement`],
  access: requestsAccess,
};
