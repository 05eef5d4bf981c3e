// Who may pass each route of the league-public feature (the access-matrix test): everyone, signed
// in or not.
import { type AccessRows, EVERYONE } from '../../platform/modules/access-rows';

export const leaguePublicAccess: AccessRows = {
  'GET /api/public-zone/leagues': EVERYONE,
  'GET /api/public-zone/league-competitions/:id': EVERYONE,
  'GET /api/public-zone/league-teams/:id': EVERYONE,
};
