// Contract screens (issue 11; native pages replace the legacy one): the list and a contract's
// detail with its documents, in the admin zone and, read-only but for adding documents, the club zone.

import { aliasPage } from '../../platform/routing/alias-page';

import { lazyPage } from '../../platform/routing/lazy-page';
import type { PageRouteDeclaration } from '../../platform/routing/page-route';
import type { WebModule } from '../../platform/routing/web-module';

export const contractRoutes: PageRouteDeclaration[] = [
  {
    path: 'contract/list',
    accessKey: 'CONTRACT',
    module: 'contracts',
    zones: ['admin', 'club'],
    titleKey: 'contracts:list.title',
    load: lazyPage(() => import('./pages'), 'ContractListPage'),
  },
  {
    path: 'contract/detail/:id',
    accessKey: 'CONTRACT',
    module: 'contracts',
    zones: ['admin', 'club'],
    titleKey: 'contracts:detail.title',
    load: lazyPage(() => import('./pages'), 'ContractDetailPage'),
  },
  {
    // The legacy menu's "contracts in a state": the list filtered by that state.
    path: 'contracts/:statusId',
    accessKey: 'CONTRACT',
    module: 'contracts',
    zones: ['admin', 'club'],
    titleKey: 'contracts:list.title',
    load: aliasPage(({ statusId }) =>
      /^\d+$/.test(statusId ?? '') ? `contract/list?fields[stateId][v]=${statusId}` : 'contract/list',
    ),
  },
];

export const webModule: WebModule = { pages: [...contractRoutes] };
