// Who may pass each route of the codebook feature (the access-matrix test).
import { type AccessRows, EVERYONE } from '../../platform/modules/access-rows';

export const codebookAccess: AccessRows = {
  'GET /api/global-zone/codebook': EVERYONE,
};
