// The seasons feature's door: its module manifest (routes and access rows), listed in
// features/modules.ts.
import type { ModuleManifest } from '../../platform/modules/manifest';
import { seasonsAccess } from './seasons.access';
import { registerSeasonRoutes } from './seasons.routes';

export const seasonsModule: ModuleManifest = {
  name: 'seasons',
  routes: [registerSeasonRoutes],
  access: seasonsAccess,
};
