// Who may pass each route of the reporting feature (the access-matrix test): the register export
// carries birth numbers, so only the office (reporting.nsa.export); the statistics are the
// federation's own (reporting.stats.list: the office and the read-only admin roles, not a unit
// manager, whose units would see only part of them).
import { type AccessRows, OFFICE_WRITE } from '../../platform/modules/access-rows';

export const reportingAccess: AccessRows = {
  'GET /api/admin-zone/reporting/nsa/persons': OFFICE_WRITE,
  'GET /api/admin-zone/reporting/nsa/check': OFFICE_WRITE,
  'GET /api/admin-zone/reporting/nsa/organisations': OFFICE_WRITE,
  'GET /api/admin-zone/reporting/stats': OFFICE_WRITE,
  'GET /api/admin-zone/reporting/stats.xlsx': OFFICE_WRITE,
};
