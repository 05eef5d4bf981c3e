// The economy feature's door: its module manifest (routes — the settings and the overview —, the
// daily reminder of overdue invoices, access rows and demo data), listed in features/modules.ts.

import { seedEconomySettings } from '../../demo/economy-settings';
import type { ModuleManifest } from '../../platform/modules/manifest';
import { economyAccess } from './economy.access';
import { registerEconomyOverviewRoutes } from './economy.overview-routes';
import { defineReminderJob } from './economy.reminders';
import { registerEconomyRoutes } from './economy.routes';

export const economyModule: ModuleManifest = {
  name: 'economy',
  routes: [registerEconomyRoutes, registerEconomyOverviewRoutes],
  jobs: [defineReminderJob],
  demo: async ({ client, today, secrets }) =>
    (await seedEconomySettings(client, today, secrets)) ? ['an economy token'] : [],
  access: economyAccess,
};
