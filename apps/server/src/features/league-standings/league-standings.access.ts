// Who may pass each route of the league-standings feature (the access-matrix test).
import { type AccessRows, ADMIN_READ, CLUB_READ, PERSONAL } from '../../platform/modules/access-rows';

export const leagueStandingsAccess: AccessRows = {
  // leagues: standings and statistics (docs/access.md "Leagues", "Standings and statistics").
  'GET /api/admin-zone/leagues/competitions/:competitionId/standings': ADMIN_READ,
  'GET /api/club-zone/leagues/competitions/:competitionId/standings': CLUB_READ,
  'GET /api/personal-zone/leagues/competitions/:competitionId/standings': PERSONAL,
  'GET /api/admin-zone/leagues/:leagueId/standings': ADMIN_READ,
  'GET /api/club-zone/leagues/:leagueId/standings': CLUB_READ,
  'GET /api/personal-zone/leagues/:leagueId/standings': PERSONAL,
  'GET /api/admin-zone/leagues/competitions/:competitionId/statistics': ADMIN_READ,
  'GET /api/club-zone/leagues/competitions/:competitionId/statistics': CLUB_READ,
  'GET /api/personal-zone/leagues/competitions/:competitionId/statistics': PERSONAL,
  'GET /api/admin-zone/leagues/:leagueId/statistics': ADMIN_READ,
  'GET /api/club-zone/leagues/:leagueId/statistics': CLUB_READ,
  'GET /api/personal-zone/leagues/:leagueId/statistics': PERSONAL,
};
