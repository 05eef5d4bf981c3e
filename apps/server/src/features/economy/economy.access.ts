// Who may pass each route of the economy feature (the access-matrix test).
import { type AccessRows, OFFICE_WRITE } from '../../platform/modules/access-rows';

export const economyAccess: AccessRows = {
  // Economy settings (module economy): the office and the union read the token's state (the demo
  // has no read-only or union account); only the Administrator replaces the token.
  'GET /api/admin-zone/economy/settings': OFFICE_WRITE,
  'PUT /api/admin-zone/economy/settings/token': ['admin'],
};
