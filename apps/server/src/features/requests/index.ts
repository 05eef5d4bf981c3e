// The requests feature's door: its module manifest (routes, the daily job, access rows and demo
// data), listed in features/modules.ts.

import { seedRequests } from '../../demo/requests';
import type { ModuleManifest } from '../../platform/modules/manifest';
import { requestsAccess } from './requests.access';
import { defineAdvanceJob } from './requests.jobs';
import { registerRequestRoutes } from './requests.routes';
import { registerRequestWorkflowRoutes } from './requests.workflow-routes';

export const requestsModule: ModuleManifest = {
  name: 'requests',
  routes: [registerRequestRoutes, registerRequestWorkflowRoutes],
  jobs: [defineAdvanceJob],
  demo: async ({ client, today }) => [`${await seedRequests(client, today)} transfer and loan requests`],
  access: requestsAccess,
};
