// User screens (issue 28; spec 000 §2.3 page `users`): the list with the invitation, and a user's
// detail with roles, locking and sign-ins. The legacy key `users` opens the native list.
import { lazyPage, withNamespaces } from '../../platform/routing/lazy-page';
import type { PageRouteDeclaration } from '../../platform/routing/page-route';
import type { WebModule } from '../../platform/routing/web-module';

const routes: PageRouteDeclaration[] = [
  {
    path: 'users',
    accessKey: 'USER__LIST',
    module: 'users',
    zones: ['admin'],
    titleKey: 'users:list.title',
    // The invitation form picks the member's person: the person picker's texts come along.
    load: withNamespaces(
      lazyPage(() => import('./pages/UserListPage')),
      ['person-select'],
    ),
  },
  {
    path: 'users/detail/:id',
    accessKey: 'USER__LIST',
    module: 'users',
    zones: ['admin'],
    titleKey: 'users:detail.title',
    // The sign-in table is the audit feature's: its texts come along.
    load: withNamespaces(
      lazyPage(() => import('./pages/UserDetailPage')),
      ['person-select', 'audit'],
    ),
  },
];

export const webModule: WebModule = { pages: routes };
