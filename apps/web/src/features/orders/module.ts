// The orders' screens (issue 31 §2–3; spec 000 §2.3 pages orders and order-items, natively): the
// orders of the federation (admin zone) or of the current club (club zone), one order with its items,
// invoice and payment, and every order item.
import { lazyPage, withNamespaces } from '../../platform/routing/lazy-page';
import type { PageRouteDeclaration } from '../../platform/routing/page-route';
import type { WebModule } from '../../platform/routing/web-module';

const routes: PageRouteDeclaration[] = [
  {
    path: 'orders',
    accessKey: 'ECONOMY',
    module: 'economy',
    zones: ['admin', 'club'],
    titleKey: 'orders:list.title',
    load: lazyPage(() => import('./pages/OrderListPage')),
  },
  {
    path: 'orders/detail/:id',
    accessKey: 'ECONOMY',
    module: 'economy',
    zones: ['admin', 'club'],
    titleKey: 'orders:detail.pageTitle',
    // The invoice card (QR code, PDF) brings its texts.
    load: withNamespaces(
      lazyPage(() => import('./pages/OrderDetailPage')),
      ['invoices'],
    ),
  },
  {
    path: 'order-items',
    accessKey: 'ECONOMY',
    module: 'economy',
    zones: ['admin', 'club'],
    titleKey: 'orders:items.title',
    load: lazyPage(() => import('./pages/OrderItemListPage')),
  },
];

export const webModule: WebModule = { pages: routes };
