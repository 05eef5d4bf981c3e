// The season page (issue 28; spec 000 §2.3 legacy key `seasons`, access key SEASON__LIST, module
// seasons): the admin zone's list where the office creates, changes and deletes seasons. Declaring
// the key here makes the menu item open this page instead of the legacy application.

import { lazyPage } from '../../platform/routing/lazy-page';
import type { PageRouteDeclaration } from '../../platform/routing/page-route';
import type { WebModule } from '../../platform/routing/web-module';

export const seasonRoutes: PageRouteDeclaration[] = [
  {
    path: 'seasons',
    accessKey: 'SEASON__LIST',
    module: 'seasons',
    zones: ['admin'],
    titleKey: 'seasons:list.title',
    load: lazyPage(() => import('./pages/SeasonListPage')),
  },
];

export const webModule: WebModule = { pages: [...seasonRoutes] };
