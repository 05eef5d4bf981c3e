// Who may pass each route of the seasons feature (the access-matrix test).
import { type AccessRows, ADMIN_READ, CLUB_READ, OFFICE_WRITE, PERSONAL } from '../../platform/modules/access-rows';

export const seasonsAccess: AccessRows = {
  'GET /api/admin-zone/seasons': ADMIN_READ,
  'GET /api/club-zone/seasons': CLUB_READ,
  'GET /api/personal-zone/seasons': PERSONAL,
  'GET /api/admin-zone/seasons/:id': ADMIN_READ,
  // The office sets the federation's seasons up; the Administrator passes as super admin.
  'POST /api/admin-zone/seasons': OFFICE_WRITE,
  'PUT /api/admin-zone/seasons/:id': OFFICE_WRITE,
  'DELETE /api/admin-zone/seasons/:id': OFFICE_WRITE,
};
