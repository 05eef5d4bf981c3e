// The boards feature's door: its module manifest (routes and access rows), listed in
// features/modules.ts.
import type { ModuleManifest } from '../../platform/modules/manifest';
import { boardsAccess } from './boards.access';
import { registerBoardRoutes } from './boards.routes';

export const boardsModule: ModuleManifest = {
  name: 'boards',
  routes: [registerBoardRoutes],
  access: boardsAccess,
};
