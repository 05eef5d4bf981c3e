// Who may pass each route of the clubs feature (the access-matrix test).
import { type AccessRows, ADMIN_READ, CLUB_READ } from '../../platform/modules/access-rows';

export const clubsAccess: AccessRows = {
  'GET /api/admin-zone/clubs/simple': ADMIN_READ,
  'GET /api/admin-zone/clubs/count/all': ADMIN_READ,
  'GET /api/admin-zone/clubs/count/date/:date': ADMIN_READ,
  'GET /api/club-zone/clubs/simple': CLUB_READ,
};
