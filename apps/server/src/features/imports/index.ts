// The imports feature's door: its module manifest (routes, access rows, jobs and demo data), listed
// in features/modules.ts.

import { seedImports } from '../../demo/imports';
import type { ModuleManifest } from '../../platform/modules/manifest';
import { defineImportJob } from './import-job';
import { importsAccess } from './imports.access';
import { registerImportRoutes } from './imports.routes';

export const importsModule: ModuleManifest = {
  name: 'imports',
  routes: [registerImportRoutes],
  jobs: [defineImportJob],
  demo: async ({ client, today }) => [`${await seedImports(client, today)} imports`],
  access: importsAccess,
};
