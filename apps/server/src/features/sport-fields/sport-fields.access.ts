// Who may pass each route of the sport-fields register (the access-matrix test): every admin role
// reads (a unit manager their units'), the office and unit managers keep them; club managers keep
// their own club's venues, the read-only manager reads them.
import { type AccessRows, ADMIN_READ, ADMIN_WRITE, CLUB_READ } from '../../platform/modules/access-rows';

const CLUB_WRITE = ['club'] as const;

export const sportFieldsAccess: AccessRows = {
  'GET /api/admin-zone/sport-fields': ADMIN_READ,
  'GET /api/admin-zone/sport-fields/:id': ADMIN_READ,
  'POST /api/admin-zone/sport-fields': ADMIN_WRITE,
  'PUT /api/admin-zone/sport-fields/:id': ADMIN_WRITE,
  'DELETE /api/admin-zone/sport-fields/:id': ADMIN_WRITE,
  'GET /api/club-zone/sport-fields': CLUB_READ,
  'GET /api/club-zone/sport-fields/:id': CLUB_READ,
  'POST /api/club-zone/sport-fields': CLUB_WRITE,
  'PUT /api/club-zone/sport-fields/:id': CLUB_WRITE,
  'DELETE /api/club-zone/sport-fields/:id': CLUB_WRITE,
};
