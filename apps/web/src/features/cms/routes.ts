// The content-management link (route `cms`, ADMIN_CMS).
import { lazyPage } from '../../app/routes/lazy-page';
import type { PageRoute } from '../../app/routes/page-route';

export const cmsRoutes: PageRoute[] = [
  {
    name: 'cms',
    path: 'cms',
    key: 'cms',
    accessKey: 'ADMIN_CMS',
    zones: ['admin'],
    titleKey: 'cms:title',
    load: lazyPage('cms'),
  },
];
