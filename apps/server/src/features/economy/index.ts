// The economy feature's door: its module manifest (routes, access rows and demo data), listed in
// features/modules.ts.

import { seedEconomySettings } from '../../demo/economy-settings';
import type { ModuleManifest } from '../../platform/modules/manifest';
import { economyAccess } from './economy.access';
import { registerEconomyRoutes } from './economy.routes';

export const economyModule: ModuleManifest = {
  name: 'economy',
  routes: [registerEconomyRoutes],
  demo: async ({ client, today, secrets }) =>
    (await seedEconomySettings(client, today, secrets)) ? ['an economy token'] : [],
  access: economyAccess,
};
