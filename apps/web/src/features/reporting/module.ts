// The reporting page (issue 33 parts 1–4; spec 000 §2.3 page `reporting`, natively): the national
// sports agency's register export with its check, the organisations file, and the annual statistics.
import { lazyPage } from '../../platform/routing/lazy-page';
import type { PageRouteDeclaration } from '../../platform/routing/page-route';
import type { WebModule } from '../../platform/routing/web-module';

const routes: PageRouteDeclaration[] = [
  {
    path: 'reporting/:tab?',
    key: 'reporting',
    name: 'reporting',
    accessKey: 'REPORTING',
    module: 'stats',
    zones: ['admin'],
    titleKey: 'reporting:title',
    load: lazyPage(() => import('./pages/ReportingPage')),
  },
];

export const webModule: WebModule = { pages: routes };
