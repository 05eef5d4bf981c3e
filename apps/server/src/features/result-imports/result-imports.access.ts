// Who may pass each route of the result-imports feature (the access-matrix test).
import { type AccessRows, ADMIN_READ, OFFICE_WRITE } from '../../platform/modules/access-rows';

export const resultImportsAccess: AccessRows = {
  // Result imports and pairing by hand (the commission only); the unpaired rows read like results.
  'POST /api/fisaf/admin-zone/tournaments/competitions/:competitionId/import/participants/csv': OFFICE_WRITE,
  'POST /api/admin-zone/tournaments/:tournamentId/import/results': OFFICE_WRITE,
  'GET /api/admin-zone/tournaments/:tournamentId/unpaired-results': ADMIN_READ,
  'POST /api/admin-zone/tournaments/competitions/participants/pair': OFFICE_WRITE,
  'DELETE /api/admin-zone/tournaments/unpaired-results/:id': OFFICE_WRITE,
};
