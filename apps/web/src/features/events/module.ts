// The events' screens (issue 32 §4–6; spec 000 §2.3 page `events`, natively): the office's list and
// an event with its details, registrations (attendance, the grant of a role) and invitations; a
// member's events open to them with registering and cancelling.
import { lazyPage, withNamespaces } from '../../platform/routing/lazy-page';
import type { PageRouteDeclaration } from '../../platform/routing/page-route';
import type { WebModule } from '../../platform/routing/web-module';

const routes: PageRouteDeclaration[] = [
  {
    path: 'events',
    accessKey: 'EVENTS',
    module: 'events',
    zones: ['admin'],
    titleKey: 'events:list.title',
    // The event form's venue picker has texts of its own.
    load: withNamespaces(
      lazyPage(() => import('./pages/EventListPage')),
      ['sport-fields'],
    ),
  },
  {
    path: 'events/detail/:id/:tab?',
    accessKey: 'EVENTS',
    module: 'events',
    zones: ['admin'],
    titleKey: 'events:detail.title',
    // The office registers a person through the person picker; the event form picks a venue.
    load: withNamespaces(
      lazyPage(() => import('./pages/EventDetailPage')),
      ['person-select', 'sport-fields'],
    ),
  },
  {
    path: 'my-events',
    accessKey: 'EVENTS__MY',
    module: 'events',
    zones: ['personal'],
    titleKey: 'events:my.title',
    load: lazyPage(() => import('./pages/MyEventListPage')),
  },
  {
    path: 'my-events/detail/:id',
    accessKey: 'EVENTS__MY',
    module: 'events',
    zones: ['personal'],
    titleKey: 'events:my.detailTitle',
    load: lazyPage(() => import('./pages/MyEventDetailPage')),
  },
];

export const webModule: WebModule = { pages: routes };
