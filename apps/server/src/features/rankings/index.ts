// The rankings feature's door: its module manifest (routes, access rows, jobs and demo data),
// listed in features/modules.ts.

import { seedRankings } from '../../demo/rankings';
import type { ModuleManifest } from '../../platform/modules/manifest';
import { defineRankingJob } from './ranking-job';
import { rankingsAccess } from './rankings.access';
import { registerRankingRoutes } from './rankings.routes';

export const rankingsModule: ModuleManifest = {
  name: 'rankings',
  routes: [registerRankingRoutes],
  jobs: [defineRankingJob],
  demo: async ({ client, today }) => {
    const { rankings, entries } = await seedRankings(client, today);
    return [`${rankings} rankings with ${entries} entries`];
  },
  access: rankingsAccess,
};
