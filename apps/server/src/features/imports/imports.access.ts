// Who may pass each route of the imports feature (the access-matrix test).
import { type AccessRows, CLUB_READ, OFFICE_WRITE } from '../../platform/modules/access-rows';

export const importsAccess: AccessRows = {
  // Imports: the office imports, unit managers do not; a club manager into the current club.
  'POST /api/admin-zone/imports': OFFICE_WRITE,
  'GET /api/admin-zone/imports': OFFICE_WRITE,
  'GET /api/admin-zone/imports/:id': OFFICE_WRITE,
  'DELETE /api/admin-zone/imports/:id': OFFICE_WRITE,
  'GET /api/admin-zone/imports/:importId/records': OFFICE_WRITE,
  'GET /api/admin-zone/imports/:id/failed-rows': OFFICE_WRITE,
  'GET /api/admin-zone/imports/:id/file': OFFICE_WRITE,
  'GET /api/admin-zone/imports/sample/person': OFFICE_WRITE,
  'GET /api/admin-zone/imports/sample/club': OFFICE_WRITE,
  'GET /api/admin-zone/imports/filled': OFFICE_WRITE,
  'POST /api/club-zone/imports': ['club'],
  'GET /api/club-zone/imports': CLUB_READ,
  'GET /api/club-zone/imports/:id': CLUB_READ,
  'DELETE /api/club-zone/imports/:id': ['club'],
  'GET /api/club-zone/imports/:importId/records': CLUB_READ,
  'GET /api/club-zone/imports/:id/failed-rows': CLUB_READ,
  'GET /api/club-zone/imports/:id/file': CLUB_READ,
  'GET /api/club-zone/imports/sample/person': CLUB_READ,
  'GET /api/club-zone/imports/filled': CLUB_READ,
};
