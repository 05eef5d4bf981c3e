// The clubs register's screens (issue 30; spec 000 §2.3 pages clubs, clubs/detail/{id},
// clubs/detail/my-club and clubs-approvals, natively): the list and a club's detail (admin zone),
// my club (club zone), the office's approvals, the public registration of a new club, and the public
// club finder and club page (issue 36 §5).
import { lazyPage } from '../../platform/routing/lazy-page';
import type { PageRouteDeclaration } from '../../platform/routing/page-route';
import type { WebModule } from '../../platform/routing/web-module';

const routes: PageRouteDeclaration[] = [
  {
    path: 'clubs',
    accessKey: 'CLUB__LIST',
    zones: ['admin'],
    titleKey: 'clubs:list.title',
    load: lazyPage(() => import('./pages/ClubListPage')),
  },
  {
    path: 'clubs/detail/my-club',
    accessKey: 'MY_CLUB',
    zones: ['club'],
    titleKey: 'clubs:myClub.title',
    load: lazyPage(() => import('./pages/MyClubPage')),
  },
  {
    path: 'clubs/detail/:id',
    accessKey: 'CLUB__LIST',
    zones: ['admin'],
    titleKey: 'clubs:detail.title',
    load: lazyPage(() => import('./pages/ClubDetailPage')),
  },
  {
    path: 'clubs-approvals',
    accessKey: 'CLUB_APPROVALS',
    zones: ['admin'],
    titleKey: 'clubs:approvals.title',
    load: lazyPage(() => import('./pages/ClubApprovalsPage')),
  },
  {
    name: 'club_registration',
    path: 'club-registration',
    accessKey: 'UNSPECIFIED',
    zones: ['public'],
    layout: 'full',
    anonymous: true,
    titleKey: 'clubs:registration.title',
    load: lazyPage(() => import('./pages/ClubRegistrationPage')),
  },
  {
    name: 'club__public_finder',
    path: 'club/public-finder',
    accessKey: 'UNSPECIFIED',
    zones: ['public'],
    layout: 'full',
    anonymous: true,
    titleKey: 'clubs:public.finder.title',
    load: lazyPage(() => import('./pages/public/PublicClubFinderPage')),
  },
  {
    name: 'club__public_detail',
    path: 'club/public-detail/:id',
    accessKey: 'UNSPECIFIED',
    zones: ['public'],
    layout: 'full',
    anonymous: true,
    titleKey: 'clubs:public.detail.title',
    load: lazyPage(() => import('./pages/public/PublicClubDetailPage')),
  },
];

export const webModule: WebModule = { pages: routes };
