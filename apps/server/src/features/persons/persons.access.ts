// Who may pass each route of the persons register (the access-matrix test): every admin role
// reads (a unit manager their unit), the office and unit managers write; club managers keep their
// club's people, the read-only manager reads them.
import {
  type AccessRows,
  ADMIN_READ,
  ADMIN_WRITE,
  CLUB_READ,
  OFFICE_WRITE,
  PERSONAL,
} from '../../platform/modules/access-rows';

const CLUB_WRITE = ['club'] as const;

export const personsAccess: AccessRows = {
  'GET /api/admin-zone/persons': ADMIN_READ,
  'GET /api/admin-zone/persons/:id': ADMIN_READ,
  'GET /api/admin-zone/persons/:id/records': ADMIN_READ,
  'GET /api/admin-zone/persons/:id/history': ADMIN_READ,
  'POST /api/admin-zone/persons': ADMIN_WRITE,
  'PUT /api/admin-zone/persons/:id': ADMIN_WRITE,
  'GET /api/club-zone/persons': CLUB_READ,
  'GET /api/club-zone/persons/:id': CLUB_READ,
  'GET /api/club-zone/persons/:id/records': CLUB_READ,
  'GET /api/club-zone/persons/:id/history': CLUB_READ,
  'POST /api/club-zone/persons': CLUB_WRITE,
  'PUT /api/club-zone/persons/:id': CLUB_WRITE,
  // Approvals: the office reads and decides, a unit manager reads their unit's; a club submits roles.
  'GET /api/admin-zone/persons/approvals': ADMIN_READ,
  'POST /api/admin-zone/persons/approvals/decide': OFFICE_WRITE,
  'POST /api/club-zone/persons/:id/roles': CLUB_WRITE,
  // Merging duplicates: the office.
  'GET /api/admin-zone/persons/merge/preview': OFFICE_WRITE,
  'POST /api/admin-zone/persons/merge': OFFICE_WRITE,
  // GDPR: the office.
  'GET /api/admin-zone/persons/:id/export': OFFICE_WRITE,
  'POST /api/admin-zone/persons/:id/anonymise': OFFICE_WRITE,
  'GET /api/admin-zone/persons/anonymisation-candidates': OFFICE_WRITE,
  // My profile: the member; their requests to correct the identity are decided like approvals.
  'GET /api/personal-zone/profile': PERSONAL,
  'PUT /api/personal-zone/profile': PERSONAL,
  'POST /api/personal-zone/profile/change-request': PERSONAL,
  'GET /api/personal-zone/profile/export': PERSONAL,
  'GET /api/personal-zone/profile/history': PERSONAL,
  'GET /api/admin-zone/persons/change-requests': ADMIN_READ,
  'POST /api/admin-zone/persons/change-requests/:id/decide': OFFICE_WRITE,
};
