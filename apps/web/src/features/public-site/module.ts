// The public site's home (issue 36 §1); the frame around every public page is PublicFrame.tsx,
// which the router places (app/router.tsx).
import { lazyPage } from '../../platform/routing/lazy-page';
import type { PageRouteDeclaration } from '../../platform/routing/page-route';
import type { WebModule } from '../../platform/routing/web-module';

const pages: PageRouteDeclaration[] = [
  {
    name: 'public_home',
    path: 'home',
    accessKey: 'UNSPECIFIED',
    zones: ['public'],
    layout: 'full',
    anonymous: true,
    titleKey: 'public-site:home.title',
    load: lazyPage(() => import('./pages/PublicHomePage')),
  },
];

export const webModule: WebModule = { pages };
