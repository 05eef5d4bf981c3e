// The contracts feature's door: its module manifest (routes, access rows and demo data), listed in
// features/modules.ts.

import { seedContracts } from '../../demo/contracts';
import type { ModuleManifest } from '../../platform/modules/manifest';
import { contractsAccess } from './contracts.access';
import { registerContractRoutes } from './contracts.routes';

export const contractsModule: ModuleManifest = {
  name: 'contracts',
  routes: [registerContractRoutes],
  demo: async ({ client, today, files }) => [`${await seedContracts(client, today, files)} contracts`],
  access: contractsAccess,
};
