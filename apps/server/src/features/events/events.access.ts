// Who may pass each route of the events (the access-matrix test): every admin role reads (events
// are the federation's, a unit manager reads them all), the office keeps them; a member lists,
// registers and cancels their own in the personal zone.
import { type AccessRows, ADMIN_READ, OFFICE_WRITE, PERSONAL } from '../../platform/modules/access-rows';

export const eventsAccess: AccessRows = {
  'GET /api/admin-zone/events': ADMIN_READ,
  'GET /api/admin-zone/events/calendar.ics': ADMIN_READ,
  'GET /api/admin-zone/events/:id': ADMIN_READ,
  'POST /api/admin-zone/events': OFFICE_WRITE,
  'PUT /api/admin-zone/events/:id': OFFICE_WRITE,
  'DELETE /api/admin-zone/events/:id': OFFICE_WRITE,
  'GET /api/admin-zone/events/:id/registrations': ADMIN_READ,
  'POST /api/admin-zone/events/:id/registrations': OFFICE_WRITE,
  'PUT /api/admin-zone/events/:id/registrations/:registrationId': OFFICE_WRITE,
  'DELETE /api/admin-zone/events/:id/registrations/:registrationId': OFFICE_WRITE,
  'POST /api/admin-zone/events/:id/registrations/:registrationId/grant': OFFICE_WRITE,
  'GET /api/admin-zone/events/:id/invitations': ADMIN_READ,
  'POST /api/admin-zone/events/:id/invitations/send': OFFICE_WRITE,
  'GET /api/admin-zone/events/:id/invitations/send/:jobId': OFFICE_WRITE,
  'GET /api/personal-zone/events': PERSONAL,
  'GET /api/personal-zone/events/calendar.ics': PERSONAL,
  'GET /api/personal-zone/events/:id': PERSONAL,
  'POST /api/personal-zone/events/:id/registrations': PERSONAL,
  'POST /api/personal-zone/events/:id/registrations/:registrationId/cancel': PERSONAL,
};
