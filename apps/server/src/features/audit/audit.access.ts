// Who may pass each route of the audit feature (the access-matrix test): the log is the
// Administrator's (no role type holds `audit.list`); one's own sign-ins are everyone's.
import { type AccessRows, SIGNED_IN } from '../../platform/modules/access-rows';

export const auditAccess: AccessRows = {
  'GET /api/admin-zone/audit': ['admin'],
  'GET /api/account/me/sign-ins': SIGNED_IN,
};
