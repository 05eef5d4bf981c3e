// Import screens (spec 001 §2 Imports): the list with the upload panel and samples, and an import's
// detail with its records; the same pages in the admin and club zones.
import { lazyPage } from '../../app/routes/lazy-page';
import type { PageRouteDeclaration } from '../../app/routes/page-route';

export const importRoutes: PageRouteDeclaration[] = [
  {
    path: 'import/list',
    accessKey: 'IMPORT__LIST',
    module: 'import',
    zones: ['admin', 'club'],
    titleKey: 'imports:list.title',
    load: lazyPage('importList'),
  },
  {
    path: 'import/detail/:id',
    accessKey: 'IMPORT__DETAIL',
    module: 'import',
    zones: ['admin', 'club'],
    titleKey: 'imports:detail.title',
    load: lazyPage('importDetail'),
  },
];
