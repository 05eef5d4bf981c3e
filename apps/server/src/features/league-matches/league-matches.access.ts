// Who may pass each route of the league-matches feature (the access-matrix test).
import { type AccessRows, ADMIN_READ, CLUB_READ, OFFICE_WRITE, PERSONAL } from '../../platform/modules/access-rows';

export const leagueMatchesAccess: AccessRows = {
  // leagues: rounds, draw and matches (every zone that sees leagues reads; the office writes; the
  // club manager scores, starts and ends its home matches)
  'GET /api/admin-zone/leagues/competitions/:competitionId/rounds': ADMIN_READ,
  'GET /api/club-zone/leagues/competitions/:competitionId/rounds': CLUB_READ,
  'GET /api/personal-zone/leagues/competitions/:competitionId/rounds': PERSONAL,
  'POST /api/admin-zone/leagues/competitions/:competitionId/draw': OFFICE_WRITE,
  'POST /api/admin-zone/leagues/competitions/:competitionId/rounds': OFFICE_WRITE,
  'PUT /api/admin-zone/leagues/rounds/:id': OFFICE_WRITE,
  'DELETE /api/admin-zone/leagues/rounds/:id': OFFICE_WRITE,
  'GET /api/admin-zone/leagues/matches': ADMIN_READ,
  'GET /api/club-zone/leagues/matches': CLUB_READ,
  'GET /api/admin-zone/leagues/matches/:id': ADMIN_READ,
  'GET /api/club-zone/leagues/matches/:id': CLUB_READ,
  'GET /api/personal-zone/leagues/matches/:id': PERSONAL,
  'POST /api/admin-zone/leagues/competitions/:competitionId/matches': OFFICE_WRITE,
  'PUT /api/admin-zone/leagues/matches/:id': OFFICE_WRITE,
  'PUT /api/club-zone/leagues/matches/:id': ['club'],
  'DELETE /api/admin-zone/leagues/matches/:id': OFFICE_WRITE,
  'POST /api/admin-zone/leagues/matches/:id/start': OFFICE_WRITE,
  'POST /api/club-zone/leagues/matches/:id/start': ['club'],
  'POST /api/admin-zone/leagues/matches/:id/end': OFFICE_WRITE,
  'POST /api/club-zone/leagues/matches/:id/end': ['club'],
  'POST /api/admin-zone/leagues/matches/:id/approve': OFFICE_WRITE,
  'POST /api/admin-zone/leagues/matches/:id/publish': OFFICE_WRITE,
  'POST /api/admin-zone/leagues/matches/:id/postpone': OFFICE_WRITE,
  'POST /api/admin-zone/leagues/matches/:id/cancel': OFFICE_WRITE,
  'POST /api/admin-zone/leagues/matches/:id/reopen': OFFICE_WRITE,
  'POST /api/admin-zone/leagues/matches/:id/walkover': OFFICE_WRITE,
  'POST /api/admin-zone/leagues/matches/:id/result': OFFICE_WRITE,
  // the referee picker of the match form: whoever edits a match
  'GET /api/admin-zone/leagues/referees': OFFICE_WRITE,
  'GET /api/club-zone/leagues/referees': ['club'],
};
