// The push feature's door: its module manifest (routes, access rows and jobs), listed in
// features/modules.ts.
import type { ModuleManifest } from '../../platform/modules/manifest';
import { definePushJob } from '../../platform/push/push-job';
import { pushAccess } from './push.access';
import { registerPushRoutes } from './push.routes';

export const pushModule: ModuleManifest = {
  name: 'push',
  routes: [registerPushRoutes],
  jobs: [definePushJob],
  access: pushAccess,
};
