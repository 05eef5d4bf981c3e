// Club credit screens (spec 000 §2.3 credit-history/list): every club's status in the admin zone,
// the current club's own ledger in the club zone (same menu key, a page per zone).
import { lazyPage } from '../../app/routes/lazy-page';
import type { PageRouteDeclaration } from '../../app/routes/page-route';

export const creditRoutes: PageRouteDeclaration[] = [
  {
    name: 'club_credits__list',
    path: 'credit-history/list',
    accessKey: 'CLUB_CREDITS__LIST',
    zones: ['admin'],
    titleKey: 'credits:title',
    load: lazyPage('creditList'),
  },
  {
    name: 'club_credits__list',
    path: 'credit-history/list',
    accessKey: 'CLUB_CREDITS__LIST',
    zones: ['club'],
    titleKey: 'credits:club.title',
    load: lazyPage('clubCredit'),
  },
];
