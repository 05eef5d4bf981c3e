// Who may pass each route of the people feature (the access-matrix test).
import { type AccessRows, ADMIN_READ } from '../../platform/modules/access-rows';

export const peopleAccess: AccessRows = {
  'GET /api/admin-zone/people/simple': ADMIN_READ,
  'GET /api/admin-zone/people/count/all': ADMIN_READ,
  'GET /api/admin-zone/people/count/date/:date': ADMIN_READ,
};
