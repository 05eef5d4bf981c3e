// Who may pass each route of the contributions feature (the access-matrix test).
import { type AccessRows, ADMIN_READ, ADMIN_WRITE, CLUB_READ, OFFICE_WRITE } from '../../platform/modules/access-rows';

export const contributionsAccess: AccessRows = {
  // Person contributions (issue 12): unit managers read and pay their units'; the office generates
  // and keeps the price list; a club manager pays the current club's, the read-only one reads.
  'GET /api/admin-zone/person-contributions': ADMIN_READ,
  'GET /api/admin-zone/person-contributions/summary': ADMIN_READ,
  'POST /api/admin-zone/person-contributions/pay': ADMIN_WRITE,
  'POST /api/admin-zone/person-contributions/generate': OFFICE_WRITE,
  'GET /api/admin-zone/person-contributions/generate/:jobId': OFFICE_WRITE,
  'GET /api/admin-zone/person-contribution-prices': ADMIN_READ,
  'POST /api/admin-zone/person-contribution-prices': OFFICE_WRITE,
  'PUT /api/admin-zone/person-contribution-prices/:id': OFFICE_WRITE,
  'DELETE /api/admin-zone/person-contribution-prices/:id': OFFICE_WRITE,
  'GET /api/club-zone/person-contributions': CLUB_READ,
  'GET /api/club-zone/person-contributions/summary': CLUB_READ,
  'POST /api/club-zone/person-contributions/pay': ['club'],
};
