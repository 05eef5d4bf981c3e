// The invoices feature's door for other features (issue 31): the card of one invoice or credit
// note (status, due date, amounts, the QR payment, the PDF) and the documents of an order. Pages
// that show them load the "invoices" texts (withNamespaces(..., ['invoices']) in their module.ts).
export type { InvoiceZone } from './api';
export { InvoiceCard, type InvoiceCardProps } from './components/InvoiceCard';
export { OrderInvoices, type OrderInvoicesProps } from './components/OrderInvoices';
