// Contract screens (issue 11; native pages replace the legacy one): the list and a contract's
// detail with its documents, in the admin zone and, read-only but for adding documents, the club zone.
import type { PageRoute } from '../../app/routes/page-route';

const pages = () => import('./pages');

export const contractRoutes: PageRoute[] = [
  {
    name: 'contract__list',
    path: 'contract/list',
    key: 'contract/list',
    accessKey: 'CONTRACT',
    module: 'contracts',
    zones: ['admin', 'club'],
    titleKey: 'contracts:list.title',
    load: () => pages().then((m) => ({ default: m.ContractListPage })),
  },
  {
    name: 'contract__detail',
    path: 'contract/detail/:id',
    key: 'contract/detail',
    accessKey: 'CONTRACT',
    module: 'contracts',
    zones: ['admin', 'club'],
    titleKey: 'contracts:detail.title',
    load: () => pages().then((m) => ({ default: m.ContractDetailPage })),
  },
];
