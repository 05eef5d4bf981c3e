// Economy screens (spec 001 §2 Economy): the settings with the payment provider's token.
import { lazyPage } from '../../app/routes/lazy-page';
import type { PageRouteDeclaration } from '../../app/routes/page-route';

export const economyRoutes: PageRouteDeclaration[] = [
  {
    path: 'economy/settings',
    accessKey: 'ECONOMY',
    module: 'economy',
    zones: ['admin'],
    titleKey: 'economy:settings.title',
    load: lazyPage('economySettings'),
  },
];
