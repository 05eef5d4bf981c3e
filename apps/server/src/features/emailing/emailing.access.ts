// Who may pass each route of the emailing feature (the access-matrix test).
import { type AccessRows, EVERYONE, OFFICE_WRITE } from '../../platform/modules/access-rows';

export const emailingAccess: AccessRows = {
  // E-mail campaigns (issue 13, module emailing): the office only (its read-only role reads; no
  // demo account has it, emailing.test.ts covers it); unit managers and clubs are refused.
  'GET /api/admin-zone/emailing/campaigns': OFFICE_WRITE,
  'POST /api/admin-zone/emailing/campaigns': OFFICE_WRITE,
  'GET /api/admin-zone/emailing/campaigns/:id': OFFICE_WRITE,
  'PUT /api/admin-zone/emailing/campaigns/:id': OFFICE_WRITE,
  'DELETE /api/admin-zone/emailing/campaigns/:id': OFFICE_WRITE,
  'POST /api/admin-zone/emailing/campaigns/:id/send': OFFICE_WRITE,
  'POST /api/admin-zone/emailing/campaigns/:id/schedule': OFFICE_WRITE,
  'POST /api/admin-zone/emailing/campaigns/:id/stop': OFFICE_WRITE,
  'POST /api/admin-zone/emailing/campaigns/:id/test': OFFICE_WRITE,
  'GET /api/admin-zone/emailing/campaigns/:id/preview': OFFICE_WRITE,
  'GET /api/admin-zone/emailing/campaigns/:id/deliveries': OFFICE_WRITE,
  'GET /api/admin-zone/emailing/recipients/count': OFFICE_WRITE,
  'GET /api/admin-zone/emailing/lists': OFFICE_WRITE,
  'POST /api/admin-zone/emailing/lists': OFFICE_WRITE,
  'DELETE /api/admin-zone/emailing/lists/:id': OFFICE_WRITE,
  'GET /api/admin-zone/emailing/senders': OFFICE_WRITE,
  'POST /api/admin-zone/emailing/senders': OFFICE_WRITE,
  'PUT /api/admin-zone/emailing/senders/:id': OFFICE_WRITE,
  'GET /api/admin-zone/emailing/templates': OFFICE_WRITE,
  // Issue 36: unsubscribing from campaign mail; the signed token is the only key.
  'GET /api/public-zone/emailing/unsubscribe': EVERYONE,
  'POST /api/public-zone/emailing/unsubscribe': EVERYONE,
};
