// The account feature's door: its module manifest (routes, access rows, the demo's two-factor
// account), listed in features/modules.ts.
import type { ModuleManifest } from '../../platform/modules/manifest';
import { accountAccess } from './account.access';
import { registerAccountRoutes } from './account.routes';
import { seedTwoFactorUser } from './two-factor/two-factor.demo';

export { DEMO_TWO_FACTOR_ACCOUNT } from './two-factor/two-factor.demo';

export const accountModule: ModuleManifest = {
  name: 'account',
  routes: [registerAccountRoutes],
  access: accountAccess,
  demo: seedTwoFactorUser,
};
