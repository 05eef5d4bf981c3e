// Dynamic tournament screens (spec 001 §2 "Dynamic tournament module", access key
// TOURNAMENT_DYNAMIC__LIST, module tournamentDynamic): the list with its tabs and the detail with
// its tabs in the admin, club and personal zones, and the office's native form pages for a new
// tournament and an edit (docs/decisions.md "Tournaments"). `tournament-dynamic/fake-list` stays
// what the spec says it is, a placeholder with no page: it is not registered, so it answers as an
// unknown page.

import { lazyPage, withNamespaces } from '../../platform/routing/lazy-page';
import type { PageRouteDeclaration } from '../../platform/routing/page-route';
import type { WebModule } from '../../platform/routing/web-module';
import { tournamentPublicRoutes } from './routes-public';

/**
 * The form page with the person picker's and the venue picker's texts (namespaces of their own,
 * outside the first chunk).
 */
const formPage = withNamespaces(
  lazyPage(() => import('./pages'), 'TournamentFormPage'),
  ['person-select', 'sport-fields'],
);

const common = {
  accessKey: 'TOURNAMENT_DYNAMIC__LIST',
  module: 'tournamentDynamic',
} as const;

export const tournamentRoutes: PageRouteDeclaration[] = [
  {
    ...common,
    path: 'tournament-dynamic/list/:tab?',
    titleKey: 'tournaments:list.title',
    load: lazyPage(() => import('./pages'), 'TournamentListPage'),
  },
  {
    ...common,
    path: 'tournament-dynamic/detail/:id/:tab?',
    titleKey: 'tournaments:detail.title',
    load: lazyPage(() => import('./pages'), 'TournamentDetailPage'),
  },
  {
    ...common,
    // Only who may create one opens the form; others get the no-access page.
    accessKey: 'TOURNAMENT_DYNAMIC__CREATE',
    path: 'tournament-dynamic/create',
    zones: ['admin'],
    titleKey: 'tournaments:form.newTitle',
    load: formPage,
  },
  {
    ...common,
    accessKey: 'TOURNAMENT_DYNAMIC__UPDATE',
    path: 'tournament-dynamic/edit/:id',
    zones: ['admin'],
    titleKey: 'tournaments:form.editTitle',
    load: formPage,
  },
];

export const webModule: WebModule = { pages: [...tournamentRoutes, ...tournamentPublicRoutes] };
