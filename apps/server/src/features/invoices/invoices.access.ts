// Who may pass each route of the invoices (the access-matrix test): every admin role reads (a unit
// manager its units' clubs'), both club managers read their own club's documents.
import { type AccessRows, ADMIN_READ, CLUB_READ } from '../../platform/modules/access-rows';

export const invoicesAccess: AccessRows = {
  'GET /api/admin-zone/invoices': ADMIN_READ,
  'GET /api/admin-zone/invoices/:id': ADMIN_READ,
  'GET /api/admin-zone/invoices/:id/pdf': ADMIN_READ,
  'GET /api/club-zone/invoices': CLUB_READ,
  'GET /api/club-zone/invoices/:id': CLUB_READ,
  'GET /api/club-zone/invoices/:id/pdf': CLUB_READ,
};
