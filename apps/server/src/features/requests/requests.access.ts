// Who may pass each route of the requests feature (the access-matrix test).
import {
  type AccessRows,
  ADMIN_READ,
  CLUB_READ,
  EVERYONE,
  OFFICE_WRITE,
  PERSONAL,
} from '../../platform/modules/access-rows';

const CLUB_WRITE = ['club'] as const;

export const requestsAccess: AccessRows = {
  // Issue 17: request statements and their result.
  'POST /api/admin-zone/requests/:id/statement-link': OFFICE_WRITE,
  'GET /api/public-zone/requests/statements': EVERYONE,
  'POST /api/public-zone/requests/statements': EVERYONE,
  'GET /api/public-zone/requests/results': EVERYONE,
  // Issue 30: transfers and loans. Every admin role reads (a unit manager its clubs'), the office
  // decides; the club reads its own, the writing manager acts; a member reads their own.
  'GET /api/admin-zone/requests': ADMIN_READ,
  'GET /api/admin-zone/requests/:id': ADMIN_READ,
  'POST /api/admin-zone/requests/:id/decide': OFFICE_WRITE,
  'POST /api/admin-zone/requests/:id/comments': OFFICE_WRITE,
  'POST /api/admin-zone/requests/:id/attachments': OFFICE_WRITE,
  'GET /api/club-zone/requests': CLUB_READ,
  'GET /api/club-zone/requests/:id': CLUB_READ,
  'GET /api/club-zone/requests/persons': CLUB_WRITE,
  'POST /api/club-zone/requests': CLUB_WRITE,
  'POST /api/club-zone/requests/:id/statement': CLUB_WRITE,
  'POST /api/club-zone/requests/:id/cancel': CLUB_WRITE,
  'POST /api/club-zone/requests/:id/comments': CLUB_WRITE,
  'POST /api/club-zone/requests/:id/attachments': CLUB_WRITE,
  'GET /api/personal-zone/requests': PERSONAL,
  'GET /api/personal-zone/requests/:id': PERSONAL,
};
