// The events feature's door (issue 32 §4–6): its module manifest (routes, access rows, the daily
// reminder job, the demo's events), listed in features/modules.ts.
import type { ModuleManifest } from '../../platform/modules/manifest';
import { eventsAccess } from './events.access';
import { seedEventsDemo } from './events.demo';
import { defineInvitationJob, defineReminderJob } from './events.mail';
import { registerEventRoutes } from './events.routes';

export const eventsModule: ModuleManifest = {
  name: 'events',
  routes: [registerEventRoutes],
  jobs: [defineReminderJob, defineInvitationJob],
  demo: seedEventsDemo,
  access: eventsAccess,
};
