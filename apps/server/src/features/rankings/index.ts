// The rankings feature's door: its module manifest (routes, access rows, jobs, demo data and the
// public pages' metadata), listed in features/modules.ts.

import { seedRankings } from '../../demo/rankings';
import type { ModuleManifest } from '../../platform/modules/manifest';
import { defineRankingJob } from './ranking-job';
import { rankingsAccess } from './rankings.access';
import { registerRankingRoutes } from './rankings.routes';
import { rankingPublicPages } from './rankings-public.meta';
import { registerPublicRankingRoutes } from './rankings-public.routes';

export const rankingsModule: ModuleManifest = {
  name: 'rankings',
  routes: [registerRankingRoutes, registerPublicRankingRoutes],
  jobs: [defineRankingJob],
  demo: async ({ client, today }) => {
    const { rankings, entries } = await seedRankings(client, today);
    return [`${rankings} rankings with ${entries} entries`];
  },
  access: rankingsAccess,
  // The public overview and player pages' titles and descriptions (issue 36).
  publicPages: rankingPublicPages,
};
