// The synchronizations screen (issue 33 item 5; spec 000 §2.3 `synchronizations`): the server's
// scheduled tasks and jobs with their last and next runs, "run now", and the history of runs.
import { lazyPage } from '../../platform/routing/lazy-page';
import type { PageRouteDeclaration } from '../../platform/routing/page-route';
import type { WebModule } from '../../platform/routing/web-module';

const routes: PageRouteDeclaration[] = [
  {
    zones: ['admin'],
    path: 'synchronizations',
    accessKey: 'SYNCHRONIZATIONS',
    titleKey: 'synchronizations:title',
    load: lazyPage(() => import('./pages/SynchronizationsPage')),
  },
];

export const webModule: WebModule = { pages: routes };
