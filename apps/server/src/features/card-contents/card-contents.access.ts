// Who may pass each route of the card-contents feature (the access-matrix test).
import { type AccessRows, ADMIN_READ, ADMIN_WRITE } from '../../platform/modules/access-rows';

export const cardContentsAccess: AccessRows = {
  'GET /api/admin-zone/card-contents': ADMIN_READ,
  'POST /api/admin-zone/card-contents': ADMIN_WRITE,
  'PUT /api/admin-zone/card-contents/:id': ADMIN_WRITE,
  'POST /api/admin-zone/card-contents/preview': ADMIN_WRITE,
};
