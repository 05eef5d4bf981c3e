// Who may pass each synchronizations route (the access-matrix test): the Administrator alone
// (super admin: its actions are in no role's permissions).
import type { AccessRows } from '../../platform/modules/access-rows';

const A = '/api/admin-zone/synchronizations';

export const synchronizationsAccess: AccessRows = {
  [`GET ${A}`]: ['admin'],
  [`GET ${A}/runs`]: ['admin'],
  [`POST ${A}/:name/run`]: ['admin'],
};
