// Who may pass each route of the users feature (the access-matrix test): the users page is the
// Administrator's; the account's links are for anyone holding one.
import { type AccessRows, EVERYONE } from '../../platform/modules/access-rows';

const ADMINISTRATOR = ['admin'] as const;

export const usersAccess: AccessRows = {
  'GET /api/admin-zone/users': ADMINISTRATOR,
  'GET /api/admin-zone/users/:id': ADMINISTRATOR,
  'POST /api/admin-zone/users': ADMINISTRATOR,
  'PUT /api/admin-zone/users/:id': ADMINISTRATOR,
  'POST /api/admin-zone/users/:id/lock': ADMINISTRATOR,
  'POST /api/admin-zone/users/:id/unlock': ADMINISTRATOR,
  'POST /api/admin-zone/users/:id/invitation': ADMINISTRATOR,
  'GET /api/admin-zone/users/:id/sign-ins': ADMINISTRATOR,
  'POST /api/account/invitation/accept': EVERYONE,
  'POST /api/account/password-reset': EVERYONE,
  'POST /api/account/password-reset/confirm': EVERYONE,
};
