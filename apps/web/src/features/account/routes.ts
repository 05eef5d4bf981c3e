// Account pages: the profile (route `profile` and the user menu's account/user-profile).
import { lazyPage } from '../../app/routes/lazy-page';
import type { PageRouteDeclaration } from '../../app/routes/page-route';
import { loadNamespace } from '../../platform/i18n/i18n';

/** The profile page with the browser-notification switch's texts (platform/push, not in the first chunk). */
const profilePage = () => Promise.all([lazyPage('profile')(), loadNamespace('push')]).then(([page]) => page);

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
