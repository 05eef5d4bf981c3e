// Who may pass each route of the leagues feature (the access-matrix test).
import { type AccessRows, ADMIN_READ, CLUB_READ, OFFICE_WRITE, PERSONAL } from '../../platform/modules/access-rows';

export const leaguesAccess: AccessRows = {
  // leagues: A (leagues, competitions, attachments; module league): every admin role, club
  // managers (read-only too) and members read their zone's; the office writes.
  'GET /api/admin-zone/leagues': ADMIN_READ,
  'GET /api/admin-zone/leagues/:id': ADMIN_READ,
  'GET /api/admin-zone/leagues/:leagueId/competitions': ADMIN_READ,
  'GET /api/admin-zone/leagues/competitions/:id': ADMIN_READ,
  'GET /api/admin-zone/leagues/:leagueId/attachments': ADMIN_READ,
  'GET /api/club-zone/leagues': CLUB_READ,
  'GET /api/club-zone/leagues/:id': CLUB_READ,
  'GET /api/club-zone/leagues/:leagueId/competitions': CLUB_READ,
  'GET /api/club-zone/leagues/competitions/:id': CLUB_READ,
  'GET /api/club-zone/leagues/:leagueId/attachments': CLUB_READ,
  'GET /api/personal-zone/leagues': PERSONAL,
  'GET /api/personal-zone/leagues/:id': PERSONAL,
  'GET /api/personal-zone/leagues/:leagueId/competitions': PERSONAL,
  'GET /api/personal-zone/leagues/competitions/:id': PERSONAL,
  'GET /api/personal-zone/leagues/:leagueId/attachments': PERSONAL,
  'POST /api/admin-zone/leagues': OFFICE_WRITE,
  'PUT /api/admin-zone/leagues/:id': OFFICE_WRITE,
  'DELETE /api/admin-zone/leagues/:id': OFFICE_WRITE,
  'POST /api/admin-zone/leagues/:id/competitions': OFFICE_WRITE,
  'PUT /api/admin-zone/leagues/competitions/:id': OFFICE_WRITE,
  'DELETE /api/admin-zone/leagues/competitions/:id': OFFICE_WRITE,
  'POST /api/admin-zone/leagues/:id/attachments': OFFICE_WRITE,
  'DELETE /api/admin-zone/leagues/attachments/:id': OFFICE_WRITE,
};
