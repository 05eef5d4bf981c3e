// The public tournament pages (spec 001 "Older tournament module"): anonymous, full layout, in the
// public zone only; each page shows itself only while the feature public-tournament-detail is on
// (the public zone has no guard to check an access key).
import { lazyPage } from '../../platform/routing/lazy-page';
import type { PageRouteDeclaration } from '../../platform/routing/page-route';

export const tournamentPublicRoutes: PageRouteDeclaration[] = [
  {
    name: 'tournament__public_list',
    path: 'tournament/public-list',
    accessKey: 'UNSPECIFIED',
    module: 'tournamentDynamic',
    zones: ['public'],
    layout: 'full',
    anonymous: true,
    titleKey: 'tournaments:public.listTitle',
    load: lazyPage(() => import('./pages/public/PublicTournamentListPage')),
  },
  {
    name: 'tournament__public_detail',
    path: 'tournament/public-detail/:id',
    accessKey: 'UNSPECIFIED',
    module: 'tournamentDynamic',
    zones: ['public'],
    layout: 'full',
    anonymous: true,
    titleKey: 'tournaments:public.detailTitle',
    load: lazyPage(() => import('./pages/public/PublicTournamentDetailPage')),
  },
];
