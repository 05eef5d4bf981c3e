// The result-imports feature's door: its module manifest (routes and access rows), listed in
// features/modules.ts.
import type { ModuleManifest } from '../../platform/modules/manifest';
import { resultImportsAccess } from './result-imports.access';
import { registerResultImportRoutes } from './result-imports.routes';

export const resultImportsModule: ModuleManifest = {
  name: 'result-imports',
  routes: [registerResultImportRoutes],
  access: resultImportsAccess,
};
