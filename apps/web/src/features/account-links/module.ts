// The account's public pages (issue 28): the invitation's set-password page and the forgotten
// password (asking for a link, and setting the new password with it). Anonymous, full layout, in
// the public zone; the e-mailed links open them at the root (/invitation?token=…), which leads here.
import { lazyPage } from '../../platform/routing/lazy-page';
import type { PageRouteDeclaration } from '../../platform/routing/page-route';
import type { WebModule } from '../../platform/routing/web-module';

const page = { accessKey: 'UNSPECIFIED', zones: ['public'], layout: 'full', anonymous: true } as const;

const routes: PageRouteDeclaration[] = [
  {
    ...page,
    name: 'account__invitation',
    path: 'invitation',
    titleKey: 'account-links:invitation.title',
    load: lazyPage(() => import('./pages/SetPasswordPage'), 'InvitationPage'),
  },
  {
    ...page,
    name: 'account__reset_password',
    path: 'reset-password',
    titleKey: 'account-links:reset.title',
    load: lazyPage(() => import('./pages/SetPasswordPage'), 'ResetPasswordPage'),
  },
  {
    ...page,
    name: 'account__forgot_password',
    path: 'forgot-password',
    titleKey: 'account-links:forgot.title',
    load: lazyPage(() => import('./pages/ForgotPasswordPage')),
  },
];

export const webModule: WebModule = { pages: routes };
