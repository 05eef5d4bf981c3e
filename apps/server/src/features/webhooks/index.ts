// The webhooks feature's door (issue 33 §6): its module manifest (routes, access rows, the delivery
// job), listed in features/modules.ts, and the one call other features make: recording an event
// inside the transaction of the change (webhooks.events.ts).
import type { ModuleManifest } from '../../platform/modules/manifest';
import { webhooksAccess } from './webhooks.access';
import { defineWebhookDeliveryJob } from './webhooks.delivery';
import { registerWebhookRoutes } from './webhooks.routes';

export { recordWebhookEvent, recordWebhookEvents } from './webhooks.events';

export const webhooksModule: ModuleManifest = {
  name: 'webhooks',
  routes: [registerWebhookRoutes],
  jobs: [defineWebhookDeliveryJob],
  access: webhooksAccess,
};
