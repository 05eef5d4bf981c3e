// Who may pass each route of the seasons feature (the access-matrix test).
import { type AccessRows, ADMIN_READ, CLUB_READ, PERSONAL } from '../../platform/modules/access-rows';

export const seasonsAccess: AccessRows = {
  'GET /api/admin-zone/seasons': ADMIN_READ,
  'GET /api/club-zone/seasons': CLUB_READ,
  'GET /api/personal-zone/seasons': PERSONAL,
};
