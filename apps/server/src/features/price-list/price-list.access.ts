// Who may pass each route of the price list (the access-matrix test): every admin role reads, the
// office keeps it (price.list.item.update: AdminExpertCommission and the Administrator); club
// managers read what their club can order.
import { type AccessRows, ADMIN_READ, CLUB_READ, OFFICE_WRITE } from '../../platform/modules/access-rows';

export const priceListAccess: AccessRows = {
  'GET /api/admin-zone/price-list-items': ADMIN_READ,
  'GET /api/admin-zone/price-list-items/:id': ADMIN_READ,
  'POST /api/admin-zone/price-list-items': OFFICE_WRITE,
  'PUT /api/admin-zone/price-list-items/:id': OFFICE_WRITE,
  'DELETE /api/admin-zone/price-list-items/:id': OFFICE_WRITE,
  'GET /api/club-zone/price-list-items': CLUB_READ,
};
