// The national teams' screens (issue 32 item 7; spec 000 §2.3 `representation*`): the office's
// overview, teams (with the squad), events and matches in the admin zone; the nominations of a
// member (personal zone) and of the club's members (club zone); the public team pages.
import { lazyPage, withNamespaces } from '../../platform/routing/lazy-page';
import type { PageRouteDeclaration } from '../../platform/routing/page-route';
import type { WebModule } from '../../platform/routing/web-module';

const admin = { zones: ['admin'] } as const;
const publicPage = { accessKey: 'UNSPECIFIED', zones: ['public'], layout: 'full', anonymous: true } as const;

const routes: PageRouteDeclaration[] = [
  {
    ...admin,
    path: 'representation',
    accessKey: 'REPRESENTATION__LIST',
    titleKey: 'representation:overview.title',
    load: lazyPage(() => import('./pages/RepresentationOverviewPage')),
  },
  {
    ...admin,
    // The spec's route names (`representation__teams`) are the menu items' keys.
    key: 'representation__teams',
    name: 'representation__teams',
    path: 'representation/teams',
    accessKey: 'REPRESENTATION__TEAMS',
    titleKey: 'representation:teams.title',
    load: lazyPage(() => import('./pages/TeamListPage')),
  },
  {
    ...admin,
    key: 'representation__teams__detail',
    name: 'representation__teams__detail',
    path: 'representation/teams/detail/:id',
    accessKey: 'REPRESENTATION__TEAMS',
    titleKey: 'representation:team.title',
    // The squad's nomination picks a person: the person picker's texts come along.
    load: withNamespaces(
      lazyPage(() => import('./pages/TeamDetailPage')),
      ['person-select'],
    ),
  },
  {
    ...admin,
    key: 'representation__events',
    name: 'representation__events',
    path: 'representation/events',
    accessKey: 'REPRESENTATION__EVENTS',
    titleKey: 'representation:events.title',
    load: lazyPage(() => import('./pages/EventListPage')),
  },
  {
    ...admin,
    key: 'representation__matches',
    name: 'representation__matches',
    path: 'representation/matches',
    accessKey: 'REPRESENTATION__MATCHES',
    titleKey: 'representation:matches.title',
    load: lazyPage(() => import('./pages/MatchListPage')),
  },
  {
    path: 'representation/nominations',
    zones: ['personal', 'club'],
    accessKey: 'REPRESENTATION_NOMINATIONS',
    titleKey: 'representation:nominations.title',
    load: lazyPage(() => import('./pages/NominationsPage')),
  },
  {
    ...publicPage,
    name: 'representation__public_list',
    path: 'representation/public-list',
    titleKey: 'representation:public.listTitle',
    load: lazyPage(() => import('./pages/PublicTeamListPage')),
  },
  {
    ...publicPage,
    name: 'representation__public_detail',
    path: 'representation/public-detail/:id',
    titleKey: 'representation:public.detailTitle',
    load: lazyPage(() => import('./pages/PublicTeamPage')),
  },
];

export const webModule: WebModule = { pages: routes };
