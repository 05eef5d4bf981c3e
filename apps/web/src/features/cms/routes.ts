// The content-management link (route `cms`, ADMIN_CMS).
import { lazyPage } from '../../app/routes/lazy-page';
import type { PageRouteDeclaration } from '../../app/routes/page-route';

export const cmsRoutes: PageRouteDeclaration[] = [
  {
    path: 'cms',
    accessKey: 'ADMIN_CMS',
    zones: ['admin'],
    titleKey: 'cms:title',
    load: lazyPage('cms'),
  },
];
