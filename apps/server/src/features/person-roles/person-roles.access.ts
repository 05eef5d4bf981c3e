// Who may pass each route of the person-roles feature (the access-matrix test).
import { type AccessRows, ADMIN_WRITE } from '../../platform/modules/access-rows';

export const personRolesAccess: AccessRows = {
  'POST /api/admin-zone/person-roles': ADMIN_WRITE,
  'PUT /api/admin-zone/person-roles/:id': ADMIN_WRITE,
  'DELETE /api/admin-zone/person-roles/:id': ADMIN_WRITE,
};
