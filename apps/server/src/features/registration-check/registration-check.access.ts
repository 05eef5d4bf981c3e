// Who may pass each route of the registration-check feature (the access-matrix test).
import { type AccessRows, EVERYONE } from '../../platform/modules/access-rows';

export const registrationCheckAccess: AccessRows = {
  // Issue 17: the public registration-number check.
  'POST /api/public-zone/registration-numbers/validations': EVERYONE,
};
