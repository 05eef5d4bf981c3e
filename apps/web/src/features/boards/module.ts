// Board screens (spec 000 §2.3): the list, a board's detail with members, the public overview.

import { lazyPage } from '../../platform/routing/lazy-page';
import type { PageRouteDeclaration } from '../../platform/routing/page-route';
import type { WebModule } from '../../platform/routing/web-module';

export const boardRoutes: PageRouteDeclaration[] = [
  {
    path: 'board/list',
    accessKey: 'BOARD__LIST',
    module: 'board',
    zones: ['admin'],
    titleKey: 'boards:list.title',
    load: lazyPage(() => import('./pages/BoardListPage')),
  },
  {
    path: 'board/detail/:id',
    accessKey: 'BOARD__DETAIL',
    module: 'board',
    zones: ['admin'],
    titleKey: 'boards:detail.title',
    load: lazyPage(() => import('./pages/BoardDetailPage')),
  },
  {
    name: 'board__public_board_overview',
    path: 'board/public-board-overview',
    accessKey: 'UNSPECIFIED',
    module: 'board',
    zones: ['public'],
    layout: 'full',
    anonymous: true,
    titleKey: 'boards:public.title',
    load: lazyPage(() => import('./pages/PublicBoardOverviewPage')),
  },
];

export const webModule: WebModule = { pages: [...boardRoutes] };
