// Account pages: the profile (route `profile` and the user menu's account/user-profile).
import type { PageRoute } from '../../app/routes/page-route';

const profilePage = () => import('./pages/ProfilePage');

export const accountRoutes: PageRoute[] = [
  {
    name: 'profile',
    path: 'profile',
    key: 'profile',
    accessKey: 'UNSPECIFIED',
    titleKey: 'account:profile.title',
    load: profilePage,
  },
  {
    name: 'account__user_profile',
    path: 'account/user-profile',
    key: 'account/user-profile',
    accessKey: 'UNSPECIFIED',
    titleKey: 'account:profile.title',
    load: profilePage,
  },
];
