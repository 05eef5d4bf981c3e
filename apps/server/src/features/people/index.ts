// The people feature's door: its module manifest (routes and access rows), listed in
// features/modules.ts.
import type { ModuleManifest } from '../../platform/modules/manifest';
import { peopleAccess } from './people.access';
import { registerPeopleRoutes } from './people.routes';

export const peopleModule: ModuleManifest = {
  name: 'people',
  routes: [registerPeopleRoutes],
  access: peopleAccess,
};
