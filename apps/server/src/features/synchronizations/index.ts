// The synchronizations feature's door (issue 33; spec 000 §2.3 `synchronizations`): the queue's
// scheduled tasks and jobs with their recorded runs, "run now" and the history; its module manifest
// (routes, access rows, demo runs, the history's daily pruning), listed in features/modules.ts. The
// runs are recorded by platform/jobs (job-runs.ts), not here.
import type { ModuleManifest } from '../../platform/modules/manifest';
import { synchronizationsAccess } from './synchronizations.access';
import { seedSynchronizationsDemo } from './synchronizations.demo';
import { definePruneTask } from './synchronizations.prune';
import { registerSynchronizationRoutes } from './synchronizations.routes';

export const synchronizationsModule: ModuleManifest = {
  name: 'synchronizations',
  routes: [registerSynchronizationRoutes],
  access: synchronizationsAccess,
  jobs: [definePruneTask],
  demo: seedSynchronizationsDemo,
};
