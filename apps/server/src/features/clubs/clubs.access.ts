// Who may pass each route of the clubs feature (the access-matrix test).
import {
  type AccessRows,
  ADMIN_READ,
  ADMIN_WRITE,
  CLUB_READ,
  EVERYONE,
  OFFICE_WRITE,
} from '../../platform/modules/access-rows';

const CLUB_WRITE = ['club'] as const;

export const clubsAccess: AccessRows = {
  'GET /api/admin-zone/clubs/simple': ADMIN_READ,
  'GET /api/admin-zone/clubs/count/all': ADMIN_READ,
  'GET /api/admin-zone/clubs/count/date/:date': ADMIN_READ,
  'GET /api/club-zone/clubs/simple': CLUB_READ,
  // The register (issue 30): every admin role reads (a unit manager their units'), the office and
  // unit managers keep clubs; the office decides requests and registrations.
  'GET /api/admin-zone/clubs': ADMIN_READ,
  'POST /api/admin-zone/clubs': ADMIN_WRITE,
  'GET /api/admin-zone/clubs/:id': ADMIN_READ,
  'PUT /api/admin-zone/clubs/:id': ADMIN_WRITE,
  'GET /api/admin-zone/clubs/:id/records': ADMIN_READ,
  'GET /api/admin-zone/clubs/:id/history': ADMIN_READ,
  'GET /api/admin-zone/clubs/change-requests': ADMIN_READ,
  'POST /api/admin-zone/clubs/change-requests/:id/decide': OFFICE_WRITE,
  'GET /api/admin-zone/clubs/approvals': ADMIN_READ,
  'POST /api/admin-zone/clubs/approvals/:id/decide': OFFICE_WRITE,
  // My club: both managers read, the read-only one changes nothing.
  'GET /api/club-zone/club': CLUB_READ,
  'GET /api/club-zone/club/history': CLUB_READ,
  'PUT /api/club-zone/club': CLUB_WRITE,
  'POST /api/club-zone/club/change-request': CLUB_WRITE,
  // The public registration form.
  'POST /api/public-zone/club-registrations': EVERYONE,
  // The public club finder and club pages (issue 36 §5).
  'GET /api/public-zone/clubs': EVERYONE,
  'GET /api/public-zone/clubs/:id': EVERYONE,
};
