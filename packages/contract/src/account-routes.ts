// The account calls' methods, paths, operation ids and access rules, without their schemas: the
// web application signs in and loads the user at start through these, without loading zod.
// account.ts builds the endpoint definitions (with the schemas) from them.
import type { LoggedUser, TokenResponse } from './account';
import { defineRoute } from './common/endpoint';
import type { ItemEnvelope } from './common/envelope';

export const accountRoutes = {
  login: defineRoute<TokenResponse>({
    method: 'POST',
    path: '/api/account/login',
    operationId: 'account.login',
    access: { kind: 'anonymous' },
  }),
  refresh: defineRoute<TokenResponse>({
    method: 'POST',
    path: '/api/account/refresh',
    operationId: 'account.refresh',
    access: { kind: 'anonymous' },
  }),
  logout: defineRoute<null>({
    method: 'POST',
    path: '/api/account/logout',
    operationId: 'account.logout',
    access: { kind: 'anonymous' },
  }),
  me: defineRoute<ItemEnvelope<LoggedUser>>({
    method: 'GET',
    path: '/api/account/me/new',
    operationId: 'account.me',
    access: { kind: 'user' },
  }),
  changePassword: defineRoute<null>({
    method: 'POST',
    path: '/api/account/password',
    operationId: 'account.changePassword',
    access: { kind: 'user' },
  }),
  switchClub: defineRoute<null>({
    method: 'POST',
    path: '/api/account/current-club/:clubId',
    operationId: 'account.currentClub',
    access: { kind: 'user' },
  }),
};
