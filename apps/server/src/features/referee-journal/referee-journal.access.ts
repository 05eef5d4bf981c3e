// Who may pass each route of the referee-journal feature (the access-matrix test).
import { type AccessRows, ADMIN_READ, OFFICE_WRITE, PERSONAL } from '../../platform/modules/access-rows';

export const refereeJournalAccess: AccessRows = {
  // referee journal (module refereeJournal): the office and unit managers read, the office writes;
  // a member keeps their own journal
  'GET /api/admin-zone/referee-journals': ADMIN_READ,
  'GET /api/admin-zone/referee-journals/:personId': ADMIN_READ,
  'GET /api/admin-zone/referee-journals/:personId/entries': ADMIN_READ,
  'GET /api/admin-zone/referee-journals/events': ADMIN_READ,
  'POST /api/admin-zone/referee-journals/:personId/entries': OFFICE_WRITE,
  'PUT /api/admin-zone/referee-journals/entries/:id': OFFICE_WRITE,
  'DELETE /api/admin-zone/referee-journals/entries/:id': OFFICE_WRITE,
  'GET /api/personal-zone/referee-journals': PERSONAL,
  'GET /api/personal-zone/referee-journals/entries': PERSONAL,
  'GET /api/personal-zone/referee-journals/events': PERSONAL,
  'POST /api/personal-zone/referee-journals/entries': PERSONAL,
  'PUT /api/personal-zone/referee-journals/entries/:id': PERSONAL,
  'DELETE /api/personal-zone/referee-journals/entries/:id': PERSONAL,
};
