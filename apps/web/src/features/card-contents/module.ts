// Member-card content screens (spec 001 §2 "Member card content"): the list with add, edit and preview.

import { lazyPage } from '../../platform/routing/lazy-page';
import type { PageRouteDeclaration } from '../../platform/routing/page-route';
import type { WebModule } from '../../platform/routing/web-module';

export const cardContentRoutes: PageRouteDeclaration[] = [
  {
    name: 'member_card__content_list',
    path: 'member-card/content/list',
    accessKey: 'CARD_CONTENT__LIST',
    module: 'memberCard',
    zones: ['admin'],
    titleKey: 'card-contents:title',
    load: lazyPage(() => import('./pages/CardContentListPage')),
  },
];

export const webModule: WebModule = { pages: [...cardContentRoutes] };
