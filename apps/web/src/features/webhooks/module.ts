// The webhooks' screen (issue 33 §6; the admin menu item webhooks): the office registers the
// endpoints of other systems and follows their deliveries.
import { lazyPage } from '../../platform/routing/lazy-page';
import type { PageRouteDeclaration } from '../../platform/routing/page-route';
import type { WebModule } from '../../platform/routing/web-module';

const routes: PageRouteDeclaration[] = [
  {
    path: 'webhooks',
    accessKey: 'WEBHOOKS',
    zones: ['admin'],
    titleKey: 'webhooks:title',
    load: lazyPage(() => import('./pages/WebhooksPage')),
  },
];

export const webModule: WebModule = { pages: routes };
