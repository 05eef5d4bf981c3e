// Person contributions (issue 12): the list with totals, bulk payment and (admin) the generation of
// a season's fees, in the admin and club zones; the admin's price list.
import { lazyPage } from '../../app/routes/lazy-page';
import type { PageRouteDeclaration } from '../../app/routes/page-route';

export const contributionRoutes: PageRouteDeclaration[] = [
  {
    name: 'person_contribution__list',
    path: 'person-contribution/list',
    accessKey: 'PERSON_CONTRIBUTION',
    module: 'personContribution',
    zones: ['admin', 'club'],
    titleKey: 'contributions:list.title',
    load: lazyPage('contributions', 'ContributionListPage'),
  },
  {
    name: 'person_contribution__prices',
    path: 'person-contribution/prices',
    accessKey: 'PERSON_CONTRIBUTION_PRICES',
    module: 'personContribution',
    zones: ['admin'],
    titleKey: 'contributions:prices.title',
    load: lazyPage('contributions', 'PriceListPage'),
  },
];
