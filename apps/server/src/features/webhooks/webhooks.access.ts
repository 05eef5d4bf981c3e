// Who may pass each route of the webhooks (the access-matrix test): the office's expert commission
// and the administrator; unit managers, clubs and members are refused.
import type { AccessCaller, AccessRows } from '../../platform/modules/access-rows';

const OFFICE: readonly AccessCaller[] = ['admin', 'expert'];

export const webhooksAccess: AccessRows = {
  'GET /api/admin-zone/webhooks': OFFICE,
  'GET /api/admin-zone/webhooks/:id': OFFICE,
  'POST /api/admin-zone/webhooks': OFFICE,
  'PUT /api/admin-zone/webhooks/:id': OFFICE,
  'DELETE /api/admin-zone/webhooks/:id': OFFICE,
  'POST /api/admin-zone/webhooks/:id/rotate-secret': OFFICE,
  'GET /api/admin-zone/webhooks/:id/messages': OFFICE,
  'GET /api/admin-zone/webhooks/messages/:id': OFFICE,
  'POST /api/admin-zone/webhooks/messages/:id/replay': OFFICE,
};
