// The invoices' calls (issue 31), the admin zone's or the club zone's by the zone of the page: one
// document, the documents of an order, and the PDF saved as a file.
import { clubInvoicesEndpoints, invoicesEndpoints } from '@fedra/contract/invoices';
import { queryOptions } from '@tanstack/react-query';
import { call, download } from '../../platform/api/client';
import { saveBlob } from '../../platform/files/download';

export type InvoiceZone = 'admin' | 'club';
export const INVOICES_KEY = ['invoices'] as const;

const calls = (zone: InvoiceZone) => (zone === 'club' ? clubInvoicesEndpoints : invoicesEndpoints);

export const invoiceQuery = (zone: InvoiceZone, id: number) =>
  queryOptions({
    queryKey: [...INVOICES_KEY, zone, 'detail', id],
    queryFn: ({ signal }) => call(calls(zone).get, { params: { id }, signal }),
  });

export const orderInvoicesQuery = (zone: InvoiceZone, orderId: number) =>
  queryOptions({
    queryKey: [...INVOICES_KEY, zone, 'order', orderId],
    queryFn: ({ signal }) => call(calls(zone).listOfOrder, { query: { orderId: String(orderId) }, signal }),
  });

/** The document as a PDF in the UI language, saved under the server's name; resolves with it. */
export async function saveInvoicePdf(zone: InvoiceZone, id: number, number: string): Promise<string> {
  const file = await download(calls(zone).pdf, { params: { id }, fallbackName: `${number}.pdf` });
  saveBlob(file.blob, file.fileName);
  return file.fileName;
}
