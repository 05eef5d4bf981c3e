// The card-contents feature's door: its module manifest (routes and access rows), listed in
// features/modules.ts.
import type { ModuleManifest } from '../../platform/modules/manifest';
import { cardContentsAccess } from './card-contents.access';
import { registerCardContentRoutes } from './card-contents.routes';

export const cardContentsModule: ModuleManifest = {
  name: 'card-contents',
  routes: [registerCardContentRoutes],
  access: cardContentsAccess,
};
