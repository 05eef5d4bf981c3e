// Who may pass each route of orders (the access-matrix test): every admin role reads (a unit
// manager its units' clubs), the office changes them and records payments; a club manager orders
// for the current club, the read-only manager reads.
import { type AccessRows, ADMIN_READ, CLUB_READ, OFFICE_WRITE } from '../../platform/modules/access-rows';

const CLUB_WRITE = ['club'] as const;

export const ordersAccess: AccessRows = {
  'GET /api/admin-zone/orders': ADMIN_READ,
  'GET /api/admin-zone/orders/:id': ADMIN_READ,
  'POST /api/admin-zone/orders': OFFICE_WRITE,
  'POST /api/admin-zone/orders/:id/items': OFFICE_WRITE,
  'DELETE /api/admin-zone/orders/:id/items/:itemId': OFFICE_WRITE,
  'GET /api/admin-zone/orders/:id/candidates': OFFICE_WRITE,
  'POST /api/admin-zone/orders/:id/confirm': OFFICE_WRITE,
  'POST /api/admin-zone/orders/:id/cancel': OFFICE_WRITE,
  'POST /api/admin-zone/orders/:id/pay-by-credit': OFFICE_WRITE,
  'POST /api/admin-zone/orders/:id/payments': OFFICE_WRITE,
  'GET /api/admin-zone/order-items': ADMIN_READ,
  'GET /api/club-zone/orders': CLUB_READ,
  'GET /api/club-zone/orders/:id': CLUB_READ,
  'POST /api/club-zone/orders': CLUB_WRITE,
  'POST /api/club-zone/orders/:id/items': CLUB_WRITE,
  'DELETE /api/club-zone/orders/:id/items/:itemId': CLUB_WRITE,
  'GET /api/club-zone/orders/:id/candidates': CLUB_WRITE,
  'POST /api/club-zone/orders/:id/confirm': CLUB_WRITE,
  'POST /api/club-zone/orders/:id/cancel': CLUB_WRITE,
  'POST /api/club-zone/orders/:id/pay-by-credit': CLUB_WRITE,
  'GET /api/club-zone/order-items': CLUB_READ,
};
