// Import screens (spec 001 §2 Imports): the list with the upload panel and samples, and an import's
// detail with its records; the same pages in the admin and club zones.

import { lazyPage } from '../../platform/routing/lazy-page';
import type { PageRouteDeclaration } from '../../platform/routing/page-route';
import type { WebModule } from '../../platform/routing/web-module';

export const importRoutes: PageRouteDeclaration[] = [
  {
    path: 'import/list',
    accessKey: 'IMPORT__LIST',
    module: 'import',
    zones: ['admin', 'club'],
    titleKey: 'imports:list.title',
    load: lazyPage(() => import('./pages/ImportListPage')),
  },
  {
    path: 'import/detail/:id',
    accessKey: 'IMPORT__DETAIL',
    module: 'import',
    zones: ['admin', 'club'],
    titleKey: 'imports:detail.title',
    load: lazyPage(() => import('./pages/ImportDetailPage')),
  },
];

export const webModule: WebModule = { pages: [...importRoutes] };
