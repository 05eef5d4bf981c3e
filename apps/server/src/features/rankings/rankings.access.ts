// Who may pass each route of the rankings feature (the access-matrix test).
import {
  type AccessRows,
  ADMIN_READ,
  CLUB_READ,
  EVERYONE,
  OFFICE_WRITE,
  PERSONAL,
} from '../../platform/modules/access-rows';

export const rankingsAccess: AccessRows = {
  // Rankings: every admin role, club managers and members read; the office generates and marks.
  'GET /api/admin-zone/tournaments/rankings': ADMIN_READ,
  'GET /api/admin-zone/tournaments/rankings/:id/entries': ADMIN_READ,
  'GET /api/club-zone/tournaments/rankings': CLUB_READ,
  'GET /api/club-zone/tournaments/rankings/:id/entries': CLUB_READ,
  'GET /api/personal-zone/tournaments/rankings': PERSONAL,
  'GET /api/personal-zone/tournaments/rankings/:id/entries': PERSONAL,
  'GET /api/admin-zone/tournaments/rankings/excluded': ADMIN_READ,
  'POST /api/admin-zone/tournaments/rankings/excluded': OFFICE_WRITE,
  'DELETE /api/admin-zone/tournaments/rankings/excluded/:id': OFFICE_WRITE,
  'GET /api/admin-zone/tournaments/rankings/included': ADMIN_READ,
  'POST /api/admin-zone/tournaments/rankings/included': OFFICE_WRITE,
  'DELETE /api/admin-zone/tournaments/rankings/included/:id': OFFICE_WRITE,
  'POST /api/admin-zone/tournaments/rankings/generate': OFFICE_WRITE,
  // The public rankings (issue 36): anyone, signed in or not.
  'GET /api/public-zone/rankings': EVERYONE,
  'GET /api/public-zone/rankings/players/:id': EVERYONE,
  'GET /api/admin-zone/tournaments/rankings/generate/:jobId': OFFICE_WRITE,
};
