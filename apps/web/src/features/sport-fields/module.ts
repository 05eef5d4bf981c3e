// The sport-fields register's screens (issue 30 §6; spec 000 §2.3 page sport-fields, natively): the
// venues of the federation (admin zone) or of the current club (club zone).
import { lazyPage } from '../../platform/routing/lazy-page';
import type { PageRouteDeclaration } from '../../platform/routing/page-route';
import type { WebModule } from '../../platform/routing/web-module';

const routes: PageRouteDeclaration[] = [
  {
    path: 'sport-fields',
    accessKey: 'SPORTFIELDS',
    module: 'sportfields',
    zones: ['admin', 'club'],
    titleKey: 'sport-fields:list.title',
    load: lazyPage(() => import('./pages/SportFieldListPage')),
  },
];

export const webModule: WebModule = { pages: routes };
