// The emailing feature's door: its module manifest (routes, access rows, jobs and demo data),
// listed in features/modules.ts.

import { seedEmailing } from '../../demo/emailing';
import type { ModuleManifest } from '../../platform/modules/manifest';
import { emailingAccess } from './emailing.access';
import { registerEmailingRoutes } from './emailing.routes';
import { defineSendJob } from './emailing-send-job';

export const emailingModule: ModuleManifest = {
  name: 'emailing',
  routes: [registerEmailingRoutes],
  jobs: [defineSendJob],
  demo: async ({ client, today }) => {
    const { campaigns, deliveries } = await seedEmailing(client, today);
    return [`${campaigns} e-mail campaigns with ${deliveries} deliveries`];
  },
  access: emailingAccess,
};
