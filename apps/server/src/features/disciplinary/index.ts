// The disciplinary proceedings' door (issue 32 §1, §3): the module manifest, listed in
// features/modules.ts. The suspension rule the other features call lives in features/suspensions.
import type { ModuleManifest } from '../../platform/modules/manifest';
import { disciplinaryAccess } from './disciplinary.access';
import { seedDisciplinaryDemo } from './disciplinary.demo';
import { registerDisciplinaryRoutes } from './disciplinary.routes';

export const disciplinaryModule: ModuleManifest = {
  name: 'disciplinary',
  routes: [registerDisciplinaryRoutes],
  access: disciplinaryAccess,
  demo: seedDisciplinaryDemo,
};
