// Person contributions (issue 12): the list with totals, bulk payment and (admin) the generation of
// a season's fees, in the admin and club zones; the admin's price list.

import { lazyPage } from '../../platform/routing/lazy-page';
import type { PageRouteDeclaration } from '../../platform/routing/page-route';
import type { WebModule } from '../../platform/routing/web-module';

export const contributionRoutes: PageRouteDeclaration[] = [
  {
    name: 'person_contribution__list',
    path: 'person-contribution/list',
    accessKey: 'PERSON_CONTRIBUTION',
    module: 'personContribution',
    zones: ['admin', 'club'],
    titleKey: 'contributions:list.title',
    load: lazyPage(() => import('./pages'), 'ContributionListPage'),
  },
  {
    name: 'person_contribution__prices',
    path: 'person-contribution/prices',
    accessKey: 'PERSON_CONTRIBUTION_PRICES',
    module: 'personContribution',
    zones: ['admin'],
    titleKey: 'contributions:prices.title',
    load: lazyPage(() => import('./pages'), 'PriceListPage'),
  },
];

export const webModule: WebModule = { pages: [...contributionRoutes] };
