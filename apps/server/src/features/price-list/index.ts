// The price-list feature's door (issue 31 part 1): its module manifest (routes, access rows, the
// demo's price list), listed in features/modules.ts.
import type { ModuleManifest } from '../../platform/modules/manifest';
import { priceListAccess } from './price-list.access';
import { seedPriceListDemo } from './price-list.demo';
import { registerPriceListRoutes } from './price-list.routes';

export const priceListModule: ModuleManifest = {
  name: 'price-list',
  routes: [registerPriceListRoutes],
  access: priceListAccess,
  demo: seedPriceListDemo,
};
