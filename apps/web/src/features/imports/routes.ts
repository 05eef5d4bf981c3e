// Import screens (spec 001 §2 Imports): the list with the upload panel and samples, and an import's
// detail with its records; the same pages in the admin and club zones.
import { lazyPage } from '../../app/routes/lazy-page';
import type { PageRoute } from '../../app/routes/page-route';

export const importRoutes: PageRoute[] = [
  {
    name: 'import__list',
    path: 'import/list',
    key: 'import/list',
    accessKey: 'IMPORT__LIST',
    module: 'import',
    zones: ['admin', 'club'],
    titleKey: 'imports:list.title',
    load: lazyPage('importList'),
  },
  {
    name: 'import__detail',
    path: 'import/detail/:id',
    key: 'import/detail',
    accessKey: 'IMPORT__DETAIL',
    module: 'import',
    zones: ['admin', 'club'],
    titleKey: 'imports:detail.title',
    load: lazyPage('importDetail'),
  },
];
