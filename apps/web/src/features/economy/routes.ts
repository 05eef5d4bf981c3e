// Economy screens (spec 001 §2 Economy): the settings with the payment provider's token.
import { lazyPage } from '../../app/routes/lazy-page';
import type { PageRoute } from '../../app/routes/page-route';

export const economyRoutes: PageRoute[] = [
  {
    name: 'economy__settings',
    path: 'economy/settings',
    key: 'economy/settings',
    accessKey: 'ECONOMY',
    module: 'economy',
    zones: ['admin'],
    titleKey: 'economy:settings.title',
    load: lazyPage('economySettings'),
  },
];
