// The price list's screen (issue 31 part 1; spec 000 §2.3 page `price-list-items/{categoryId}`):
// the prices of one economy category, kept by the office.
import { lazyPage } from '../../platform/routing/lazy-page';
import type { PageRouteDeclaration } from '../../platform/routing/page-route';
import type { WebModule } from '../../platform/routing/web-module';

const routes: PageRouteDeclaration[] = [
  {
    path: 'price-list-items/:categoryId',
    accessKey: 'ECONOMY',
    module: 'economy',
    zones: ['admin'],
    titleKey: 'price-list:title',
    load: lazyPage(() => import('./pages/PriceListPage')),
  },
];

export const webModule: WebModule = { pages: routes };
