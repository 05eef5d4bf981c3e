// The persons register's screens (issue 29; spec 000 §2.3 pages persons/{roleId} and
// persons/detail/{id} and persons-approvals, natively): the list of one person role category and a
// person's detail, in the admin zone and (the current club's people) the club zone; the office's
// approvals; the member's own profile (my-profile).
import { lazyPage, withNamespaces } from '../../platform/routing/lazy-page';
import type { PageRouteDeclaration } from '../../platform/routing/page-route';
import type { WebModule } from '../../platform/routing/web-module';

const routes: PageRouteDeclaration[] = [
  {
    path: 'persons/:roleId',
    accessKey: 'PERSON__LIST',
    zones: ['admin', 'club'],
    titleKey: 'persons:list.title',
    load: lazyPage(() => import('./pages/PersonListPage')),
  },
  {
    path: 'persons/detail/:id',
    accessKey: 'PERSON__LIST',
    zones: ['admin', 'club'],
    titleKey: 'persons:detail.title',
    // The merge picks the duplicate with the person picker: its texts come along.
    load: withNamespaces(
      lazyPage(() => import('./pages/PersonDetailPage')),
      ['person-select'],
    ),
  },
  {
    path: 'persons-approvals',
    accessKey: 'PERSON_APPROVALS',
    zones: ['admin'],
    titleKey: 'persons:approvals.title',
    load: lazyPage(() => import('./pages/PersonApprovalsPage')),
  },
  {
    path: 'persons/anonymisation',
    accessKey: 'PERSON_GDPR',
    zones: ['admin'],
    titleKey: 'persons:gdpr.candidatesTitle',
    load: lazyPage(() => import('./pages/AnonymisationCandidatesPage')),
  },
  {
    path: 'my-profile',
    accessKey: 'MY_PROFILE',
    zones: ['personal'],
    titleKey: 'persons:profile.title',
    load: lazyPage(() => import('./pages/MyProfilePage')),
  },
];

export const webModule: WebModule = { pages: routes };
