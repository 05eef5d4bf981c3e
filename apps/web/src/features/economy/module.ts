// Economy screens (spec 001 §2 Economy): the settings with the payment provider's token.

import { lazyPage } from '../../platform/routing/lazy-page';
import type { PageRouteDeclaration } from '../../platform/routing/page-route';
import type { WebModule } from '../../platform/routing/web-module';

export const economyRoutes: PageRouteDeclaration[] = [
  {
    path: 'economy/settings',
    accessKey: 'ECONOMY',
    module: 'economy',
    zones: ['admin'],
    titleKey: 'economy:settings.title',
    load: lazyPage(() => import('./pages/EconomySettingsPage')),
  },
];

export const webModule: WebModule = { pages: [...economyRoutes] };
