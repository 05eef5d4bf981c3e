// The content-management link (route `cms`, ADMIN_CMS).

import { lazyPage } from '../../platform/routing/lazy-page';
import type { PageRouteDeclaration } from '../../platform/routing/page-route';
import type { WebModule } from '../../platform/routing/web-module';

export const cmsRoutes: PageRouteDeclaration[] = [
  {
    path: 'cms',
    accessKey: 'ADMIN_CMS',
    zones: ['admin'],
    titleKey: 'cms:title',
    load: lazyPage(() => import('./CmsPage')),
  },
];

export const webModule: WebModule = { pages: [...cmsRoutes] };
