// Who may pass each route of the push feature (the access-matrix test).
import { type AccessRows, SIGNED_IN } from '../../platform/modules/access-rows';

export const pushAccess: AccessRows = {
  // Web push: every signed-in user keeps the subscriptions of the user's own browsers.
  'PUT /api/account/push-subscriptions': SIGNED_IN,
  'DELETE /api/account/push-subscriptions': SIGNED_IN,
};
