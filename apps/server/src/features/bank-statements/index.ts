// The bank-statements feature's door (issue 31 §4): its module manifest (routes, access rows),
// listed in features/modules.ts.
import type { ModuleManifest } from '../../platform/modules/manifest';
import { bankStatementsAccess } from './bank-statements.access';
import { registerBankStatementRoutes } from './bank-statements.routes';

export const bankStatementsModule: ModuleManifest = {
  name: 'bank-statements',
  routes: [registerBankStatementRoutes],
  access: bankStatementsAccess,
};
