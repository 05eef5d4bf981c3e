// Member-card content screens (spec 001 §2 "Member card content"): the list with add, edit and preview.
import { lazyPage } from '../../app/routes/lazy-page';
import type { PageRouteDeclaration } from '../../app/routes/page-route';

export const cardContentRoutes: PageRouteDeclaration[] = [
  {
    name: 'member_card__content_list',
    path: 'member-card/content/list',
    accessKey: 'CARD_CONTENT__LIST',
    module: 'memberCard',
    zones: ['admin'],
    titleKey: 'card-contents:title',
    load: lazyPage('cardContents'),
  },
];
