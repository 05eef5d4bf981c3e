// The persons register's door (issue 29): its module manifest (routes and access rows), listed in
// features/modules.ts.
import type { ModuleManifest } from '../../platform/modules/manifest';
import { personsAccess } from './persons.access';
import { registerApprovalRoutes, registerPersonRoutes } from './persons.routes';

export const personsModule: ModuleManifest = {
  name: 'persons',
  routes: [registerApprovalRoutes, registerPersonRoutes],
  access: personsAccess,
};
