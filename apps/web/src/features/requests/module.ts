// The public pages of a request statement (spec 001 "Public request result"): the statement page
// the club's e-mail links to, and the result page after it. Anonymous, full layout, public zone,
// only with the module `requests`.

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

export const webModule: WebModule = { pages: [...requestRoutes] };
