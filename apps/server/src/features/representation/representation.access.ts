// Who may pass each route of the national teams (the access-matrix test): every admin role reads,
// the office keeps them; a member answers their own nominations, a club manager the club's members'
// (the read-only manager reads them); the public pages are open to everyone.
import {
  type AccessRows,
  ADMIN_READ,
  CLUB_READ,
  EVERYONE,
  OFFICE_WRITE,
  PERSONAL,
} from '../../platform/modules/access-rows';

const A = '/api/admin-zone/representation';

export const representationAccess: AccessRows = {
  [`GET ${A}/overview`]: ADMIN_READ,
  [`GET ${A}/teams`]: ADMIN_READ,
  [`GET ${A}/teams/:id`]: ADMIN_READ,
  [`POST ${A}/teams`]: OFFICE_WRITE,
  [`PUT ${A}/teams/:id`]: OFFICE_WRITE,
  [`DELETE ${A}/teams/:id`]: OFFICE_WRITE,
  [`GET ${A}/teams/:id/nominations`]: ADMIN_READ,
  [`POST ${A}/teams/:id/nominations`]: OFFICE_WRITE,
  [`DELETE ${A}/nominations/:id`]: OFFICE_WRITE,
  [`GET ${A}/events`]: ADMIN_READ,
  [`GET ${A}/events/:id`]: ADMIN_READ,
  [`POST ${A}/events`]: OFFICE_WRITE,
  [`PUT ${A}/events/:id`]: OFFICE_WRITE,
  [`DELETE ${A}/events/:id`]: OFFICE_WRITE,
  [`GET ${A}/matches`]: ADMIN_READ,
  [`GET ${A}/matches/:id`]: ADMIN_READ,
  [`POST ${A}/matches`]: OFFICE_WRITE,
  [`PUT ${A}/matches/:id`]: OFFICE_WRITE,
  [`DELETE ${A}/matches/:id`]: OFFICE_WRITE,
  'GET /api/personal-zone/representation/nominations': PERSONAL,
  'POST /api/personal-zone/representation/nominations/:id/answer': PERSONAL,
  'GET /api/club-zone/representation/nominations': CLUB_READ,
  'POST /api/club-zone/representation/nominations/:id/answer': ['club'],
  'GET /api/public-zone/representation/teams': EVERYONE,
  'GET /api/public-zone/representation/teams/:id': EVERYONE,
};
