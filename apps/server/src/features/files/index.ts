// The files feature's door: its module manifest (routes and access rows), listed in
// features/modules.ts.
import type { ModuleManifest } from '../../platform/modules/manifest';
import { filesAccess } from './files.access';
import { registerFileRoutes } from './files.routes';

export const filesModule: ModuleManifest = {
  name: 'files',
  routes: [registerFileRoutes],
  access: filesAccess,
};
