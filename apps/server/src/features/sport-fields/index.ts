// The sport-fields register's door (issue 30 §6): its module manifest (routes, access rows, the
// demo's venues of the tournaments and league matches), listed in features/modules.ts.
import type { ModuleManifest } from '../../platform/modules/manifest';
import { sportFieldsAccess } from './sport-fields.access';
import { seedSportFieldsDemo } from './sport-fields.demo';
import { registerSportFieldRoutes } from './sport-fields.routes';

export const sportFieldsModule: ModuleManifest = {
  name: 'sport-fields',
  routes: [registerSportFieldRoutes],
  access: sportFieldsAccess,
  demo: seedSportFieldsDemo,
};
