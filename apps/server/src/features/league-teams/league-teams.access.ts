// Who may pass each route of the league-teams feature (the access-matrix test).
import { type AccessRows, ADMIN_READ, CLUB_READ, OFFICE_WRITE, PERSONAL } from '../../platform/modules/access-rows';

export const leagueTeamsAccess: AccessRows = {
  // leagues: teams and rosters (docs/access.md "Leagues"): every zone that sees leagues reads them;
  // the office writes teams and membership; rosters the office and the club manager (own teams).
  'GET /api/admin-zone/leagues/:leagueId/teams': ADMIN_READ,
  'GET /api/club-zone/leagues/:leagueId/teams': CLUB_READ,
  'GET /api/personal-zone/leagues/:leagueId/teams': PERSONAL,
  'GET /api/admin-zone/leagues/teams': ADMIN_READ,
  'GET /api/club-zone/leagues/teams': CLUB_READ,
  'GET /api/admin-zone/leagues/teams/:id': ADMIN_READ,
  'GET /api/club-zone/leagues/teams/:id': CLUB_READ,
  'GET /api/personal-zone/leagues/teams/:id': PERSONAL,
  'POST /api/admin-zone/leagues/:leagueId/teams': OFFICE_WRITE,
  'PUT /api/admin-zone/leagues/teams/:id': OFFICE_WRITE,
  'DELETE /api/admin-zone/leagues/teams/:id': OFFICE_WRITE,
  'GET /api/admin-zone/leagues/competitions/:competitionId/teams': ADMIN_READ,
  'GET /api/club-zone/leagues/competitions/:competitionId/teams': CLUB_READ,
  'GET /api/personal-zone/leagues/competitions/:competitionId/teams': PERSONAL,
  'POST /api/admin-zone/leagues/competitions/:competitionId/teams': OFFICE_WRITE,
  'DELETE /api/admin-zone/leagues/competitions/:competitionId/teams/:teamId': OFFICE_WRITE,
  'GET /api/admin-zone/leagues/competitions/:competitionId/teams/:teamId/roster': ADMIN_READ,
  'GET /api/club-zone/leagues/competitions/:competitionId/teams/:teamId/roster': CLUB_READ,
  'GET /api/personal-zone/leagues/competitions/:competitionId/teams/:teamId/roster': PERSONAL,
  'PUT /api/admin-zone/leagues/competitions/:competitionId/teams/:teamId/roster': OFFICE_WRITE,
  'PUT /api/club-zone/leagues/competitions/:competitionId/teams/:teamId/roster': ['club'],
  'GET /api/club-zone/leagues/competitions/:competitionId/teams/:teamId/roster/candidates': ['club'],
};
