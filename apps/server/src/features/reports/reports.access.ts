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
};
