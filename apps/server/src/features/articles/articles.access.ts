// Who may pass each route of the articles feature (the access-matrix test).
import {
  type AccessRows,
  ADMIN_READ,
  CLUB_READ,
  EVERYONE,
  OFFICE_WRITE,
  PERSONAL,
} from '../../platform/modules/access-rows';

export const articlesAccess: AccessRows = {
  // Federation articles: the office writes them; every role reads what its zone publishes.
  'GET /api/admin-zone/federation-articles': OFFICE_WRITE,
  'GET /api/admin-zone/federation-articles/:id': OFFICE_WRITE,
  'POST /api/admin-zone/federation-articles': OFFICE_WRITE,
  'PUT /api/admin-zone/federation-articles/:id': OFFICE_WRITE,
  'DELETE /api/admin-zone/federation-articles/:id': OFFICE_WRITE,
  'GET /api/admin-zone/federation-articles/published': ADMIN_READ,
  'GET /api/admin-zone/federation-articles/published/:id': ADMIN_READ,
  'GET /api/admin-zone/federation-articles/tags': ADMIN_READ,
  'GET /api/club-zone/federation-articles/published': CLUB_READ,
  'GET /api/club-zone/federation-articles/published/:id': CLUB_READ,
  'GET /api/club-zone/federation-articles/tags': CLUB_READ,
  'GET /api/personal-zone/federation-articles/published': PERSONAL,
  'GET /api/personal-zone/federation-articles/published/:id': PERSONAL,
  'GET /api/personal-zone/federation-articles/tags': PERSONAL,
  // The public site's news (issue 36): anyone, signed in or not.
  'GET /api/public-zone/federation-articles/published': EVERYONE,
  'GET /api/public-zone/federation-articles/published/:id': EVERYONE,
  'GET /api/public-zone/federation-articles/tags': EVERYONE,
};
