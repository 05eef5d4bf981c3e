// Who may pass each route of the documents feature (the access-matrix test).
import {
  type AccessRows,
  ADMIN_READ,
  CLUB_READ,
  EVERYONE,
  OFFICE_WRITE,
  PERSONAL,
} from '../../platform/modules/access-rows';

export const documentsAccess: AccessRows = {
  // Documents: every admin role browses, the office manages; club managers (read-only too) and
  // members browse; public and unlisted files are sent to anyone (a wrong id or link is a 404).
  'GET /api/admin-zone/documents/folders/by-path': ADMIN_READ,
  'GET /api/admin-zone/documents/files': ADMIN_READ,
  'GET /api/admin-zone/documents/files/:id/download-url': ADMIN_READ,
  'POST /api/admin-zone/documents/folders': OFFICE_WRITE,
  'PUT /api/admin-zone/documents/folders/:id': OFFICE_WRITE,
  'DELETE /api/admin-zone/documents/folders/:id': OFFICE_WRITE,
  'POST /api/admin-zone/documents/files': OFFICE_WRITE,
  'PUT /api/admin-zone/documents/files/:id': OFFICE_WRITE,
  'DELETE /api/admin-zone/documents/files/:id': OFFICE_WRITE,
  'GET /api/club-zone/documents/folders/by-path': CLUB_READ,
  'GET /api/club-zone/documents/files': CLUB_READ,
  'GET /api/club-zone/documents/files/:id/download-url': CLUB_READ,
  'GET /api/personal-zone/documents/folders/by-path': PERSONAL,
  'GET /api/personal-zone/documents/files': PERSONAL,
  'GET /api/personal-zone/documents/files/:id/download-url': PERSONAL,
  'GET /api/public-zone/documents/:id/download': EVERYONE,
  'GET /api/public-zone/documents/shared/:token': EVERYONE,
};
