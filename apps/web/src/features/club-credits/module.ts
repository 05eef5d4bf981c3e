// Club credit screens (spec 000 §2.3 credit-history/list): every club's status in the admin zone,
// the current club's own ledger in the club zone (same menu key, a page per zone).

import { lazyPage } from '../../platform/routing/lazy-page';
import type { PageRouteDeclaration } from '../../platform/routing/page-route';
import type { WebModule } from '../../platform/routing/web-module';

export const creditRoutes: PageRouteDeclaration[] = [
  {
    name: 'club_credits__list',
    path: 'credit-history/list',
    accessKey: 'CLUB_CREDITS__LIST',
    zones: ['admin'],
    titleKey: 'club-credits:title',
    load: lazyPage(() => import('./pages/CreditListPage')),
  },
  {
    name: 'club_credits__list',
    path: 'credit-history/list',
    accessKey: 'CLUB_CREDITS__LIST',
    zones: ['club'],
    titleKey: 'club-credits:club.title',
    load: lazyPage(() => import('./pages/ClubCreditPage')),
  },
];

export const webModule: WebModule = { pages: [...creditRoutes] };
