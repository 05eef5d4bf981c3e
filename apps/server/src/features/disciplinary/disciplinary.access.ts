// Who may pass each route of the disciplinary proceedings (the access-matrix test): the office's
// roles read (the Administrator, the expert commission and its read-only twin), the expert
// commission keeps them; unit managers and clubs do not see the committee's cases.
import type { AccessRows } from '../../platform/modules/access-rows';

const READ = ['admin', 'expert'] as const;
const WRITE = ['admin', 'expert'] as const;
const BASE = '/api/admin-zone/disciplinary-proceedings';

export const disciplinaryAccess: AccessRows = {
  [`GET ${BASE}`]: READ,
  [`GET ${BASE}/:id`]: READ,
  [`POST ${BASE}`]: WRITE,
  [`PUT ${BASE}/:id`]: WRITE,
  [`PUT ${BASE}/:id/decision`]: WRITE,
  [`DELETE ${BASE}/:id`]: WRITE,
  [`POST ${BASE}/:id/documents`]: WRITE,
  [`DELETE ${BASE}/:id/documents/:documentId`]: WRITE,
  [`GET ${BASE}/settings`]: READ,
  [`PUT ${BASE}/settings`]: WRITE,
  'POST /api/admin-zone/tournaments/:id/disciplinary-proceeding': WRITE,
};
