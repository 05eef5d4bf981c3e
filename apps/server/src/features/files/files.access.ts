// Who may pass each route of the files feature (the access-matrix test).
import { type AccessRows, ADMIN_WRITE, EVERYONE, PERSONAL } from '../../platform/modules/access-rows';

export const filesAccess: AccessRows = {
  // Every role of the zone that may write there; the call that uses the file checks its own action.
  'POST /api/admin-zone/files/upload-url': ADMIN_WRITE,
  'POST /api/club-zone/files/upload-url': ['club'],
  'POST /api/personal-zone/files/upload-url': PERSONAL,
  // Local storage's transfer routes: the signed URL is the permission (a bad one is a 400).
  'PUT /api/files/upload/:id': EVERYONE,
  'GET /api/files/download/:id': EVERYONE,
};
