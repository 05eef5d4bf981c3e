// The audit feature's door: its module manifest (routes and access rows), listed in
// features/modules.ts. The log itself is written through platform/audit.
import type { ModuleManifest } from '../../platform/modules/manifest';
import { auditAccess } from './audit.access';
import { registerAuditRoutes } from './audit.routes';

export const auditModule: ModuleManifest = {
  name: 'audit',
  routes: [registerAuditRoutes],
  access: auditAccess,
};
