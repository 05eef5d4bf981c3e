// Who may pass each route of the contracts feature (the access-matrix test).
import { type AccessRows, ADMIN_READ, CLUB_READ, OFFICE_WRITE } from '../../platform/modules/access-rows';

export const contractsAccess: AccessRows = {
  // Contracts: the office keeps them, every admin role reads (a unit manager its units'); a club
  // manager reads the current club's and adds documents, the read-only one reads.
  'GET /api/admin-zone/contracts': ADMIN_READ,
  'GET /api/admin-zone/contracts/:id': ADMIN_READ,
  'GET /api/admin-zone/contracts/:contractId/document': ADMIN_READ,
  'POST /api/admin-zone/contracts/count/date/:date': ADMIN_READ,
  'POST /api/admin-zone/contracts/count/all': ADMIN_READ,
  'POST /api/admin-zone/contracts': OFFICE_WRITE,
  'PUT /api/admin-zone/contracts/:id': OFFICE_WRITE,
  'DELETE /api/admin-zone/contracts/:id': OFFICE_WRITE,
  'POST /api/admin-zone/contracts/document': OFFICE_WRITE,
  'PUT /api/admin-zone/contracts/document/:id': OFFICE_WRITE,
  'DELETE /api/admin-zone/contracts/document/:id': OFFICE_WRITE,
  'GET /api/club-zone/contracts': CLUB_READ,
  'GET /api/club-zone/contracts/:id': CLUB_READ,
  'GET /api/club-zone/contracts/:contractId/document': CLUB_READ,
  'POST /api/club-zone/contracts/document': ['club'],
};
