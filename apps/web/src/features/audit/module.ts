// The audit log page (issue 28 item 10): admin zone, the Administrator's (AUDIT__LIST, module
// `users`). No menu item of its own: the admin menu is data (menu_items), see
// docs/decisions/audit-log.md.
import { lazyPage } from '../../platform/routing/lazy-page';
import type { PageRouteDeclaration } from '../../platform/routing/page-route';
import type { WebModule } from '../../platform/routing/web-module';

const routes: PageRouteDeclaration[] = [
  {
    path: 'audit',
    accessKey: 'AUDIT__LIST',
    module: 'users',
    zones: ['admin'],
    titleKey: 'audit:list.title',
    load: lazyPage(() => import('./pages/AuditListPage')),
  },
];

export const webModule: WebModule = { pages: routes };
