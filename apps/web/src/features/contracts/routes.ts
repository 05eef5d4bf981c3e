// Contract screens (issue 11; native pages replace the legacy one): the list and a contract's
// detail with its documents, in the admin zone and, read-only but for adding documents, the club zone.
import { aliasPage } from '../../app/routes/alias-page';
import { lazyPage } from '../../app/routes/lazy-page';
import type { PageRouteDeclaration } from '../../app/routes/page-route';

export const contractRoutes: PageRouteDeclaration[] = [
  {
    path: 'contract/list',
    accessKey: 'CONTRACT',
    module: 'contracts',
    zones: ['admin', 'club'],
    titleKey: 'contracts:list.title',
    load: lazyPage('contracts', 'ContractListPage'),
  },
  {
    path: 'contract/detail/:id',
    accessKey: 'CONTRACT',
    module: 'contracts',
    zones: ['admin', 'club'],
    titleKey: 'contracts:detail.title',
    load: lazyPage('contracts', 'ContractDetailPage'),
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
