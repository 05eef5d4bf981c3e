// Economy screens (spec 001 §2 Economy; issue 31 part 6): the overview of receivables per club and
// season with its charts, and the settings with the payment provider's token.

import { lazyPage } from '../../platform/routing/lazy-page';
import type { PageRouteDeclaration } from '../../platform/routing/page-route';
import type { WebModule } from '../../platform/routing/web-module';

export const economyRoutes: PageRouteDeclaration[] = [
  {
    path: 'economy',
    accessKey: 'ECONOMY',
    module: 'economy',
    zones: ['admin'],
    titleKey: 'economy:overview.title',
    load: lazyPage(() => import('./pages/EconomyOverviewPage')),
  },
  {
    path: 'economy/settings',
    accessKey: 'ECONOMY_SETTINGS',
    module: 'economy',
    zones: ['admin'],
    titleKey: 'economy:settings.title',
    load: lazyPage(() => import('./pages/EconomySettingsPage')),
  },
];

export const webModule: WebModule = { pages: [...economyRoutes] };
