// The persons register's door (issue 29): its module manifest (routes, access rows, the demo's
// duplicate pair), listed in features/modules.ts.
import type { ModuleManifest } from '../../platform/modules/manifest';
import { personsAccess } from './persons.access';

export { type RoleForApproval, submitRoleForApproval } from './persons.approvals';

import { seedDuplicatePair } from './persons.demo';
import {
  registerApprovalRoutes,
  registerGdprRoutes,
  registerMergeRoutes,
  registerPersonRoutes,
  registerProfileRoutes,
} from './persons.routes';

export const personsModule: ModuleManifest = {
  name: 'persons',
  routes: [
    registerApprovalRoutes,
    registerMergeRoutes,
    registerGdprRoutes,
    registerProfileRoutes,
    registerPersonRoutes,
  ],
  access: personsAccess,
  demo: seedDuplicatePair,
};
