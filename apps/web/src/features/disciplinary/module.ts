// The disciplinary proceedings' screens (issue 32 §1–3; spec 000 §2.3 page
// `disciplinary-proceedings`, natively): the committee's cases, one case with its decision,
// parties and documents, and the public list of current suspensions.
import { lazyPage, withNamespaces } from '../../platform/routing/lazy-page';
import type { PageRouteDeclaration } from '../../platform/routing/page-route';
import type { WebModule } from '../../platform/routing/web-module';

const routes: PageRouteDeclaration[] = [
  {
    path: 'disciplinary-proceedings',
    accessKey: 'DISCIPLINARY',
    module: 'disciplinary',
    zones: ['admin'],
    titleKey: 'disciplinary:list.title',
    // A new case's parties are picked by the person picker: its texts come along.
    load: withNamespaces(
      lazyPage(() => import('./pages/DisciplinaryListPage')),
      ['person-select'],
    ),
  },
  {
    path: 'disciplinary-proceedings/detail/:id',
    accessKey: 'DISCIPLINARY',
    module: 'disciplinary',
    zones: ['admin'],
    titleKey: 'disciplinary:detail.pageTitle',
    load: withNamespaces(
      lazyPage(() => import('./pages/DisciplinaryDetailPage')),
      ['person-select'],
    ),
  },
  {
    path: 'suspensions',
    accessKey: 'UNSPECIFIED',
    module: 'disciplinary',
    zones: ['public'],
    layout: 'full',
    anonymous: true,
    titleKey: 'disciplinary:public.title',
    load: lazyPage(() => import('./pages/PublicSuspensionsPage')),
  },
];

export const webModule: WebModule = { pages: routes };
