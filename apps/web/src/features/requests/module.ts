// The request pages: the public statement page the club's e-mail links to and the result page
// after it (spec 001 "Public request result"; anonymous, full layout), and the transfers and loans
// (issue 30; page `requests` natively) in the admin, club and personal zones: list and detail.

import { lazyPage } from '../../platform/routing/lazy-page';
import type { PageRouteDeclaration } from '../../platform/routing/page-route';
import type { WebModule } from '../../platform/routing/web-module';

export const requestRoutes: PageRouteDeclaration[] = [
  {
    name: 'request__statement',
    path: 'request/statement',
    accessKey: 'UNSPECIFIED',
    module: 'requests',
    zones: ['public'],
    layout: 'full',
    anonymous: true,
    titleKey: 'requests:statement.title',
    load: lazyPage(() => import('./pages/RequestStatementPage')),
  },
  {
    name: 'request__result',
    path: 'request/result',
    accessKey: 'UNSPECIFIED',
    module: 'requests',
    zones: ['public'],
    layout: 'full',
    anonymous: true,
    titleKey: 'requests:result.title',
    load: lazyPage(() => import('./pages/RequestResultPage')),
  },
];

const workflowRoutes: PageRouteDeclaration[] = [
  {
    path: 'requests',
    accessKey: 'REQUEST',
    module: 'requests',
    zones: ['admin', 'club', 'personal'],
    titleKey: 'requests:list.title',
    load: lazyPage(() => import('./pages/RequestListPage')),
  },
  {
    path: 'requests/detail/:id',
    accessKey: 'REQUEST',
    module: 'requests',
    zones: ['admin', 'club', 'personal'],
    titleKey: 'requests:detail.titleShort',
    load: lazyPage(() => import('./pages/RequestDetailPage')),
  },
];

export const webModule: WebModule = { pages: [...requestRoutes, ...workflowRoutes] };
