// Club credit screens (spec 000 §2.3): the credit history list.
import type { PageRoute } from '../../app/routes/page-route';

export const creditRoutes: PageRoute[] = [
  {
    name: 'club_credits__list',
    path: 'credit-history/list',
    key: 'credit-history/list',
    accessKey: 'CLUB_CREDITS__LIST',
    zones: ['admin'],
    titleKey: 'credits:title',
    load: () => import('./pages/CreditListPage'),
  },
];
