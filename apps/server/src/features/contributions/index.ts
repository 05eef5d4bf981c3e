// The contributions feature's door: its module manifest (routes, access rows, jobs and demo data),
// listed in features/modules.ts.

import { seedContributions } from '../../demo/contributions';
import type { ModuleManifest } from '../../platform/modules/manifest';
import { defineGenerationJob } from './contribution-job';
import { contributionsAccess } from './contributions.access';
import { registerContributionRoutes } from './contributions.routes';

export const contributionsModule: ModuleManifest = {
  name: 'contributions',
  routes: [registerContributionRoutes],
  jobs: [defineGenerationJob],
  demo: async ({ client, today }) => {
    const { prices, contributions, paid } = await seedContributions(client, today);
    return [`${prices} contribution prices`, `${contributions} contributions (${paid} paid)`];
  },
  access: contributionsAccess,
};
