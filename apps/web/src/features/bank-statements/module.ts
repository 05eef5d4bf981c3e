// The bank statements' screen (issue 31 §4; the admin menu item bank-statements): the office uploads
// a statement, sees how its payments were matched and assigns or ignores the rest.
import { lazyPage } from '../../platform/routing/lazy-page';
import type { PageRouteDeclaration } from '../../platform/routing/page-route';
import type { WebModule } from '../../platform/routing/web-module';

const routes: PageRouteDeclaration[] = [
  {
    path: 'bank-statements',
    accessKey: 'BANK_STATEMENTS',
    module: 'economy',
    zones: ['admin'],
    titleKey: 'bank-statements:title',
    load: lazyPage(() => import('./pages/BankStatementsPage')),
  },
];

export const webModule: WebModule = { pages: routes };
