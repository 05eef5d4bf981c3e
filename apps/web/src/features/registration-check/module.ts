// The public registration-number check (spec 001 "Person registration numbers (public)"):
// anonymous, full layout, public zone only; the page shows itself only while the codebook feature
// public-registration-number-validation is on (the server answers 404 too).

import { lazyPage } from '../../platform/routing/lazy-page';
import type { PageRouteDeclaration } from '../../platform/routing/page-route';
import type { WebModule } from '../../platform/routing/web-module';

export const registrationCheckRoutes: PageRouteDeclaration[] = [
  {
    name: 'person__registration_numbers_validation',
    path: 'person/registration-numbers-validation',
    accessKey: 'UNSPECIFIED',
    zones: ['public'],
    layout: 'full',
    anonymous: true,
    titleKey: 'registration-check:title',
    load: lazyPage(() => import('./pages/RegistrationCheckPage')),
  },
];

export const webModule: WebModule = { pages: [...registrationCheckRoutes] };
