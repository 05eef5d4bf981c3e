// The orders feature's door (issue 31): its module manifest, listed in features/modules.ts, and the
// money rules other features bill a club or book a payment through.
import type { ModuleManifest } from '../../platform/modules/manifest';
import { ordersAccess } from './orders.access';
import { seedOrdersDemo } from './orders.demo';
import { registerStatute8FineRoutes, statute8FineAccess } from './orders.fines';

export { recordStatute8Fine } from './orders.fines';

import { registerOrderRoutes } from './orders.routes';
import { defineSeasonLicenceJob, registerSeasonLicenceRoutes, seasonLicenceAccess } from './orders.season-licences';

export {
  addOrderItems,
  cancelOrder,
  confirmOrder,
  createOrder,
  lockOrder,
  type NewOrder,
  type NewOrderItem,
} from './orders.lifecycle';
export {
  addClubCredit,
  type BookedPayment,
  bookPayment,
  halereToKoruny,
  type PaymentInput,
  settleOrders,
} from './orders.money';

export const ordersModule: ModuleManifest = {
  name: 'orders',
  routes: [registerOrderRoutes, registerSeasonLicenceRoutes, registerStatute8FineRoutes],
  jobs: [defineSeasonLicenceJob],
  demo: seedOrdersDemo,
  access: { ...ordersAccess, ...seasonLicenceAccess, ...statute8FineAccess },
};
