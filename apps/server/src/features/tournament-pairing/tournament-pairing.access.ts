// Who may pass each route of the tournament-pairing feature (the access-matrix test).
import { type AccessRows, ADMIN_READ, CLUB_READ, OFFICE_WRITE } from '../../platform/modules/access-rows';

export const tournamentPairingAccess: AccessRows = {
  // Season pairing: the cross-tournament discipline list reads like the dynamic module; the office pairs.
  'GET /api/admin-zone/tournaments/competitions': ADMIN_READ,
  'GET /api/club-zone/tournaments/competitions': CLUB_READ,
  'PUT /api/admin-zone/tournaments/competitions/:id/previous': OFFICE_WRITE,
  'POST /api/admin-zone/tournaments/competitions/pair-season': OFFICE_WRITE,
};
