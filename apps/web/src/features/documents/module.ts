// The documents browser (spec 001 §2 Documents, `document:path(.+)`): one page in the admin, club
// and personal zones whose address carries the folder's path by names, so a link keeps the place.

import { aliasPage } from '../../platform/routing/alias-page';

import { lazyPage } from '../../platform/routing/lazy-page';
import type { PageRouteDeclaration } from '../../platform/routing/page-route';
import type { WebModule } from '../../platform/routing/web-module';

export const documentRoutes: PageRouteDeclaration[] = [
  {
    path: 'document/*',
    key: 'document',
    accessKey: 'DOCUMENT',
    module: 'document',
    titleKey: 'documents:title',
    load: lazyPage(() => import('./pages/DocumentsPage')),
  },
  // The legacy menu's documents: the browser at the root folder.
  {
    path: 'documents',
    accessKey: 'DOCUMENT',
    module: 'document',
    titleKey: 'documents:title',
    load: aliasPage(() => 'document/'),
  },
];

export const webModule: WebModule = { pages: [...documentRoutes] };
