// The system feature's door: its module manifest (routes and access rows), listed in
// features/modules.ts.
import type { ModuleManifest } from '../../platform/modules/manifest';
import { systemAccess } from './system.access';
import { registerSystemRoutes } from './system.routes';

/** What the web application is told at start (app.ts hands it to the page it serves). */
export { presentProjectConfig } from './system.routes';

export const systemModule: ModuleManifest = {
  name: 'system',
  routes: [registerSystemRoutes],
  access: systemAccess,
};
