// Who may pass each route of the requests feature (the access-matrix test).
import { type AccessRows, EVERYONE, OFFICE_WRITE } from '../../platform/modules/access-rows';

export const requestsAccess: AccessRows = {
  // Issue 17: request statements and their result.
  'POST /api/admin-zone/requests/:id/statement-link': OFFICE_WRITE,
  'GET /api/public-zone/requests/statements': EVERYONE,
  'POST /api/public-zone/requests/statements': EVERYONE,
  'GET /api/public-zone/requests/results': EVERYONE,
};
