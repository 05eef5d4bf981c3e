// The invoices feature's door (issue 31): its module manifest (routes, access rows), listed in
// features/modules.ts. Invoices are issued and credited by the orders' money rules
// (features/orders); this feature reads them, prints them and gives their QR payment.
import type { ModuleManifest } from '../../platform/modules/manifest';
import { invoicesAccess } from './invoices.access';
import { registerInvoiceRoutes } from './invoices.routes';

export const invoicesModule: ModuleManifest = {
  name: 'invoices',
  routes: [registerInvoiceRoutes],
  access: invoicesAccess,
};
