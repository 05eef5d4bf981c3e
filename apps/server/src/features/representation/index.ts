// The representation feature's door (issue 32 item 7, national teams): its module manifest (routes,
// access rows and demo data), listed in features/modules.ts. No module switch: the spec's module
// list has none for the national teams.
import type { ModuleManifest } from '../../platform/modules/manifest';
import { representationAccess } from './representation.access';
import { seedRepresentationDemo } from './representation.demo';
import { representationPublicPages } from './representation.meta';
import { registerRepresentationRoutes } from './representation.routes';

export const representationModule: ModuleManifest = {
  name: 'representation',
  routes: [registerRepresentationRoutes],
  access: representationAccess,
  demo: seedRepresentationDemo,
  // Their titles and descriptions for search engines and link previews (issue 36 §7).
  publicPages: representationPublicPages,
};
