// The seasons feature's door: its module manifest (routes and access rows), listed in
// features/modules.ts, and the first-run season that the start creates without demo data.
export { ensureFirstSeason, type SeasonPlan, seasonOf } from './seasons.first-run';

import type { ModuleManifest } from '../../platform/modules/manifest';
import { seasonsAccess } from './seasons.access';
import { registerSeasonRoutes } from './seasons.routes';

export const seasonsModule: ModuleManifest = {
  name: 'seasons',
  routes: [registerSeasonRoutes],
  access: seasonsAccess,
};
