// Who may pass each route of the bank statements (the access-matrix test): the office's economy
// commission (and the administrator); unit managers, clubs and members are refused.
import type { AccessCaller, AccessRows } from '../../platform/modules/access-rows';

const ECONOMY_OFFICE: readonly AccessCaller[] = ['admin', 'expert'];

export const bankStatementsAccess: AccessRows = {
  'GET /api/admin-zone/bank-statements': ECONOMY_OFFICE,
  'GET /api/admin-zone/bank-statements/:id': ECONOMY_OFFICE,
  'POST /api/admin-zone/bank-statements': ECONOMY_OFFICE,
  'GET /api/admin-zone/bank-statements/lines': ECONOMY_OFFICE,
  'POST /api/admin-zone/bank-statements/lines/:id/assign': ECONOMY_OFFICE,
  'POST /api/admin-zone/bank-statements/lines/:id/ignore': ECONOMY_OFFICE,
  'POST /api/admin-zone/bank-statements/lines/:id/unignore': ECONOMY_OFFICE,
  'GET /api/admin-zone/bank-statements/invoice-candidates': ECONOMY_OFFICE,
};
