// Who may pass each route of the statistics feature (the access-matrix test).
import { type AccessRows, ADMIN_READ } from '../../platform/modules/access-rows';

export const statisticsAccess: AccessRows = {
  // The club report and the statistics (issue 11): every admin role reads them, unit managers in their units.
  'GET /api/admin-zone/club/report/:date': ADMIN_READ,
  'GET /api/admin-zone/club/stats/:date': ADMIN_READ,
  'GET /api/admin-zone/club/stats/districts/:date': ADMIN_READ,
  'GET /api/admin-zone/club/stats/federationunits/:date': ADMIN_READ,
  'GET /api/admin-zone/club/stats/regions/:date': ADMIN_READ,
  'GET /api/admin-zone/club/stats/sections/:date': ADMIN_READ,
  'GET /api/admin-zone/people/count-by-sex/date/:date/section/:sectionId/role/:role': ADMIN_READ,
  'GET /api/admin-zone/sport-fields/count': ADMIN_READ,
  'GET /api/admin-zone/sport-fields/count/date/:date/all': ADMIN_READ,
};
