// The documents browser (spec 001 §2 Documents, `document:path(.+)`): one page in the admin, club
// and personal zones whose address carries the folder's path by names, so a link keeps the place.
import { aliasPage } from '../../app/routes/alias-page';
import { lazyPage } from '../../app/routes/lazy-page';
import type { PageRouteDeclaration } from '../../app/routes/page-route';

export const documentRoutes: PageRouteDeclaration[] = [
  {
    path: 'document/*',
    key: 'document',
    accessKey: 'DOCUMENT',
    module: 'document',
    titleKey: 'documents:title',
    load: lazyPage('documents'),
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
