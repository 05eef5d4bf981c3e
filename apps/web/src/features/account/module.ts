// Account pages: the profile (route `profile` and the user menu's account/user-profile).

import { lazyPage, withNamespaces } from '../../platform/routing/lazy-page';
import type { PageRouteDeclaration } from '../../platform/routing/page-route';
import type { WebModule } from '../../platform/routing/web-module';

/**
 * The profile page with the browser-notification switch's texts (platform/push), the own
 * sign-ins' (features/audit), two-factor sign-in's (features/two-factor) and passkeys' (features/passkeys),
 * none in the first chunk.
 */
const profilePage = withNamespaces(
  lazyPage(() => import('./pages/ProfilePage')),
  ['push', 'audit', 'two-factor', 'passkeys'],
);

export const accountRoutes: PageRouteDeclaration[] = [
  {
    path: 'profile',
    accessKey: 'UNSPECIFIED',
    titleKey: 'account:profile.title',
    load: profilePage,
  },
  {
    name: 'account__user_profile',
    path: 'account/user-profile',
    accessKey: 'UNSPECIFIED',
    titleKey: 'account:profile.title',
    load: profilePage,
  },
];

export const webModule: WebModule = { pages: [...accountRoutes] };
