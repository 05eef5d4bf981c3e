// Who may pass each route of the tournament-results feature (the access-matrix test).
import { type AccessRows, ADMIN_READ, CLUB_READ, OFFICE_WRITE, PERSONAL } from '../../platform/modules/access-rows';

export const tournamentResultsAccess: AccessRows = {
  // Results, team rosters and scoring tables (docs/access.md "Results, team rosters and scoring tables").
  'GET /api/admin-zone/tournaments/competitions/:competitionId/results': ADMIN_READ,
  'GET /api/club-zone/tournaments/competitions/:competitionId/results': CLUB_READ,
  'GET /api/personal-zone/tournaments/competitions/:competitionId/results': PERSONAL,
  'PUT /api/admin-zone/tournaments/competitions/:competitionId/results': OFFICE_WRITE,
  'GET /api/admin-zone/tournaments/:tournamentId/results': ADMIN_READ,
  'GET /api/club-zone/tournaments/:tournamentId/results': CLUB_READ,
  'GET /api/personal-zone/tournaments/:tournamentId/results': PERSONAL,
  'POST /api/admin-zone/tournaments/:tournamentId/calculate-points': OFFICE_WRITE,
  'GET /api/admin-zone/tournaments/competitions/:competitionId/rosters': ADMIN_READ,
  'GET /api/club-zone/tournaments/competitions/:competitionId/rosters': CLUB_READ,
  'GET /api/personal-zone/tournaments/competitions/:competitionId/rosters': PERSONAL,
  'POST /api/admin-zone/tournaments/competitions/:competitionId/rosters': OFFICE_WRITE,
  'POST /api/club-zone/tournaments/competitions/:competitionId/rosters': ['club'],
  'PUT /api/admin-zone/tournaments/rosters/:id': OFFICE_WRITE,
  'DELETE /api/admin-zone/tournaments/rosters/:id': OFFICE_WRITE,
  'DELETE /api/club-zone/tournaments/rosters/:id': ['club'],
  'GET /api/admin-zone/tournaments/scoring': ADMIN_READ,
  'PUT /api/admin-zone/tournaments/scoring/:typeId': OFFICE_WRITE,
};
