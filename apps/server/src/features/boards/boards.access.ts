// Who may pass each route of the boards feature (the access-matrix test).
import { type AccessRows, ADMIN_READ, EVERYONE, OFFICE_WRITE } from '../../platform/modules/access-rows';

export const boardsAccess: AccessRows = {
  'GET /api/public-zone/boards': EVERYONE,
  'GET /api/admin-zone/boards': ADMIN_READ,
  'GET /api/admin-zone/boards/:id': ADMIN_READ,
  'GET /api/admin-zone/boards/:id/members': ADMIN_READ,
  'POST /api/admin-zone/boards': OFFICE_WRITE,
  'PUT /api/admin-zone/boards/:id': OFFICE_WRITE,
  'DELETE /api/admin-zone/boards/:id': OFFICE_WRITE,
};
