// The codebook feature's door: its module manifest (routes and access rows), listed in
// features/modules.ts.
import type { ModuleManifest } from '../../platform/modules/manifest';
import { codebookAccess } from './codebook.access';
import { registerCodebookRoutes } from './codebook.routes';

export const codebookModule: ModuleManifest = {
  name: 'codebook',
  routes: [registerCodebookRoutes],
  access: codebookAccess,
};
