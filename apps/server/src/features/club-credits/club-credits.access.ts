// Who may pass each route of the club-credits feature (the access-matrix test).
import { type AccessRows, ADMIN_READ, CLUB_READ } from '../../platform/modules/access-rows';

export const clubCreditsAccess: AccessRows = {
  'GET /api/admin-zone/club-credits': ADMIN_READ,
  // The club zone's own ledger and summary: the current club's managers, the read-only one too.
  'GET /api/club-zone/club-credits': CLUB_READ,
  'GET /api/club-zone/club-credits/summary': CLUB_READ,
};
