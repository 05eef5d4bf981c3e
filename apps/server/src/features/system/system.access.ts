// Who may pass each route of the system feature (the access-matrix test).
import { type AccessRows, EVERYONE } from '../../platform/modules/access-rows';

export const systemAccess: AccessRows = {
  'GET /api/health': EVERYONE,
  'GET /api/ready': EVERYONE,
  'GET /api/global-zone/config': EVERYONE,
};
