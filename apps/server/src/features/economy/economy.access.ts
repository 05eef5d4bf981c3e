// Who may pass each route of the economy feature (the access-matrix test).
import { type AccessRows, ADMIN_READ, CLUB_READ, OFFICE_WRITE } from '../../platform/modules/access-rows';

export const economyAccess: AccessRows = {
  // Economy settings (module economy): the office and the union read the token's state (the demo
  // has no read-only or union account); only the Administrator replaces the token.
  'GET /api/admin-zone/economy/settings': OFFICE_WRITE,
  'PUT /api/admin-zone/economy/settings/token': ['admin'],
  // The overview (orders.list): every admin role (a unit manager its unit's clubs); a club manager
  // and the read-only one their club's own figures.
  'GET /api/admin-zone/economy/overview': ADMIN_READ,
  'GET /api/admin-zone/economy/overview/summary': ADMIN_READ,
  'GET /api/club-zone/economy/overview': CLUB_READ,
};
