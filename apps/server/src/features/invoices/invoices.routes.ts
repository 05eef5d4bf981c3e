// The invoices' calls (issue 31) in the admin zone (every admin role, a unit manager its units'
// clubs) and the club zone (the current club's own): an order's documents, one document, its PDF.
import { endpoints, type InvoiceDetail } from '@fedra/contract';
import type { FastifyInstance } from 'fastify';
import type { ZoneAccess } from '../../platform/access/user-access';
import type { AppDeps } from '../../platform/deps';
import { contentDisposition } from '../../platform/files/file-store';
import { linksFor, registerEndpoint } from '../../platform/http/endpoint';
import { invoicePdf } from './invoices.pdf';
import { getInvoice, type InvoiceScope, listOrderInvoices } from './invoices.service';

/** The zone access of an invoice call: its scope (admin or club). */
function scopeOf(zoneAccess: ZoneAccess | null): InvoiceScope {
  const scope = zoneAccess?.scope;
  if (scope?.zone !== 'admin' && scope?.zone !== 'club')
    throw new Error('invoice routes expect an admin or club scope');
  return scope;
}

export function registerInvoiceRoutes(app: FastifyInstance, deps: AppDeps) {
  for (const e of [endpoints.invoices, endpoints.clubInvoices]) {
    const answer = (operationId: string, zoneAccess: ZoneAccess | null, invoice: InvoiceDetail) => ({
      operationId,
      links: linksFor(zoneAccess, [e.pdf], { id: invoice.id }),
      data: invoice,
    });

    registerEndpoint(app, e.listOfOrder, async ({ query, zoneAccess }) => ({
      operationId: e.listOfOrder.operationId,
      links: [],
      data: await listOrderInvoices(deps.db, scopeOf(zoneAccess), query.orderId),
    }));
    registerEndpoint(app, e.get, async ({ params, zoneAccess }) =>
      answer(e.get.operationId, zoneAccess, await getInvoice(deps.db, scopeOf(zoneAccess), params.id)),
    );
    registerEndpoint(app, e.pdf, async ({ params, zoneAccess, lang, reply }) => {
      const invoice = await getInvoice(deps.db, scopeOf(zoneAccess), params.id);
      const pdf = await invoicePdf(invoice, lang);
      void reply
        .header('cache-control', 'no-store')
        .type('application/pdf')
        .header('content-disposition', contentDisposition(`${invoice.number}.pdf`))
        .send(pdf);
      return undefined;
    });
  }
}
