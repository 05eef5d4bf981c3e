// Who may pass each route of the reports feature (the access-matrix test).
import { type AccessRows, ADMIN_READ } from '../../platform/modules/access-rows';

export const reportsAccess: AccessRows = {
  // Report lists (report/list/*): action club.stats.count, module stats; unit managers see their units.
  'GET /api/admin-zone/reports/persons': ADMIN_READ,
  'GET /api/admin-zone/reports/club-members': ADMIN_READ,
  'GET /api/admin-zone/reports/federation-units': ADMIN_READ,
  'GET /api/admin-zone/reports/regions': ADMIN_READ,
  'GET /api/admin-zone/reports/districts': ADMIN_READ,
  'GET /api/admin-zone/reports/age-categories': ADMIN_READ,
  'GET /api/admin-zone/reports/age-categories/defined': ADMIN_READ,
  'GET /api/admin-zone/reports/person-roles': ADMIN_READ,
  // Reports and statistics (issue 11): every admin role reads them, unit managers in their units.
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
