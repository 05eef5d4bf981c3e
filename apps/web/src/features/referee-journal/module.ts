// Referee-journal pages (issue 17; spec 001 §2 "Referee journal", §6 module refereeJournal and
// referee.journal.list / .detail.list): the overview and a referee's journal in the admin zone, the
// member's own journal in the personal zone.

import { lazyPage } from '../../platform/routing/lazy-page';
import type { PageRouteDeclaration } from '../../platform/routing/page-route';
import type { WebModule } from '../../platform/routing/web-module';

export const refereeJournalRoutes: PageRouteDeclaration[] = [
  {
    path: 'referee-journal/list',
    accessKey: 'REFEREE_JOURNAL',
    module: 'refereeJournal',
    zones: ['admin'],
    titleKey: 'referee-journal:overview.title',
    load: lazyPage(() => import('./pages'), 'RefereeJournalListPage'),
  },
  {
    path: 'referee-journal/detail/:personId',
    accessKey: 'REFEREE_JOURNAL',
    module: 'refereeJournal',
    zones: ['admin'],
    titleKey: 'referee-journal:detail.title',
    load: lazyPage(() => import('./pages'), 'RefereeJournalDetailPage'),
  },
  {
    path: 'referee-journal/my-journal',
    accessKey: 'REFEREE_JOURNAL__MY',
    module: 'refereeJournal',
    zones: ['personal'],
    titleKey: 'referee-journal:my.title',
    load: lazyPage(() => import('./pages'), 'MyJournalPage'),
  },
];

export const webModule: WebModule = { pages: [...refereeJournalRoutes] };
