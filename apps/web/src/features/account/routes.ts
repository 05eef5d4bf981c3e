// Account pages: the profile (route `profile` and the user menu's account/user-profile).
import { lazyPage } from '../../app/routes/lazy-page';
import type { PageRouteDeclaration } from '../../app/routes/page-route';

const profilePage = lazyPage('profile');

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
