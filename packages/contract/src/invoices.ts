// The invoices and credit notes of clubs' orders (issue 31; docs/decisions/economy-orders.md and
// docs/decisions/invoice-pdf-and-qr.md): one document with its items, VAT per rate, payments and the
// Czech QR payment (SPAYD), the documents of an order, and the document as a PDF. The admin zone
// (every admin role, a unit manager their units' clubs) and the club zone (the current club's own).
import { z } from 'zod';
import { defineEndpoint } from './common/endpoint';
import { itemEnvelope } from './common/envelope';
import { IdParamsSchema, pathId } from './common/schemas';

const halere = () => z.number().int().describe('haléře (1 CZK = 100), VAT included');
const optionalText = () => z.string().nullish();

/** A supplier or customer as printed on the document on its issue date. */
export const InvoicePartySchema = z
  .object({
    name: z.string(),
    street: optionalText(),
    houseNumber: optionalText(),
    city: optionalText(),
    zip: optionalText(),
    ico: optionalText().describe('IČO'),
    dic: optionalText().describe('DIČ'),
    email: optionalText(),
    phone: optionalText(),
    web: optionalText(),
    registrationNumber: optionalText(),
    bank: optionalText().describe('The bank’s name (supplier)'),
    bankAccount: optionalText().describe('Czech account number "number/bank code" (supplier)'),
    iban: optionalText(),
    swift: optionalText(),
  })
  .meta({ id: 'InvoiceParty' });
export type InvoiceParty = z.infer<typeof InvoicePartySchema>;

export const InvoiceListItemSchema = z
  .object({
    id: z.number().int(),
    orderId: z.number().int(),
    club: z.object({ id: z.number().int(), name: z.string() }),
    /** Codebook `invoiceTypes` (INVOICE_TYPE). */
    typeId: z.number().int(),
    number: z.string(),
    variableSymbol: z.string().nullable(),
    issueDate: z.string(),
    dueDate: z.string(),
    paidDate: z.string().nullable(),
    amount: halere().describe('haléře, VAT included; negative on a credit note'),
    paidAmount: halere(),
    /** What is still to pay (never below 0); 0 on a credit note and a closed invoice. */
    remainingAmount: halere(),
    /** Codebook `paymentStatuses` (PAYMENT_STATUS). */
    paymentStatusId: z.number().int(),
    /** Unpaid after its due date (by the server's today). */
    overdue: z.boolean(),
    creditedInvoiceId: z.number().int().nullable(),
  })
  .meta({ id: 'InvoiceListItem' });
export type InvoiceListItem = z.infer<typeof InvoiceListItemSchema>;

export const InvoiceLineSchema = z
  .object({
    name: z.string(),
    quantity: z.number().int(),
    unitAmount: halere(),
    vatRate: z.number().int(),
    amount: halere().describe('quantity × unit amount, haléře, VAT included (negative on a credit note)'),
  })
  .meta({ id: 'InvoiceLine' });
export type InvoiceLine = z.infer<typeof InvoiceLineSchema>;

/** One VAT rate's sum: gross = base + vat, vat = round(gross × rate / (100 + rate)). */
export const InvoiceVatLineSchema = z
  .object({ rate: z.number().int(), base: halere(), vat: halere(), gross: halere() })
  .meta({ id: 'InvoiceVatLine' });
export type InvoiceVatLine = z.infer<typeof InvoiceVatLineSchema>;

export const InvoicePaymentSchema = z
  .object({
    id: z.number().int(),
    paidDate: z.string(),
    amount: halere(),
    /** Codebook `paymentSources` (PAYMENT_SOURCE). */
    sourceId: z.number().int(),
    note: z.string().nullable(),
  })
  .meta({ id: 'InvoicePayment' });
export type InvoicePayment = z.infer<typeof InvoicePaymentSchema>;

const DocumentRefSchema = z.object({ id: z.number().int(), number: z.string() });

export const InvoiceDetailSchema = InvoiceListItemSchema.extend({
  supplier: InvoicePartySchema,
  customer: InvoicePartySchema,
  items: z.array(InvoiceLineSchema),
  /** Per VAT rate, highest rate first. */
  vat: z.array(InvoiceVatLineSchema),
  /** The invoice a credit note cancels. */
  creditedInvoice: DocumentRefSchema.nullable(),
  /** The credit notes that cancel this invoice. */
  creditNotes: z.array(DocumentRefSchema),
  payments: z.array(InvoicePaymentSchema),
  /** The QR payment text (SPAYD) of what remains to pay: an unpaid invoice with the supplier's IBAN, else null. */
  spayd: z.string().nullable(),
  /** The QR code of `spayd` as SVG markup (null with it). */
  qrSvg: z.string().nullable(),
}).meta({ id: 'InvoiceDetail' });
export type InvoiceDetail = z.infer<typeof InvoiceDetailSchema>;

export const InvoiceOrderQuerySchema = z.strictObject({
  orderId: pathId().describe('The order whose documents to list'),
});

const TAGS = ['invoices'];
type Zone = 'admin' | 'club';
const zoneAccess = (zone: Zone) => ({ kind: 'zone' as const, zone, action: 'orders.list', module: 'economy' as const });

function zoneEndpoints<Z extends Zone>(zone: Z) {
  const base = `/api/${zone}-zone/invoices`;
  const who = zone === 'admin' ? 'in the caller’s scope (a unit manager: its units’ clubs)' : 'of the current club';
  return {
    listOfOrder: defineEndpoint({
      method: 'GET',
      path: base,
      operationId: `${zone}.invoice.list`,
      summary: `The invoices and credit notes of an order ${who}, oldest first (an order out of scope: an empty list)`,
      tags: TAGS,
      access: zoneAccess(zone),
      query: InvoiceOrderQuerySchema,
      status: 200,
      response: itemEnvelope(z.array(InvoiceListItemSchema)),
    }),
    get: defineEndpoint({
      method: 'GET',
      path: `${base}/:id`,
      operationId: `${zone}.invoice.get`,
      summary: `An invoice or credit note ${who}: items, VAT per rate, payments, the QR payment`,
      tags: TAGS,
      access: zoneAccess(zone),
      params: IdParamsSchema,
      status: 200,
      response: itemEnvelope(InvoiceDetailSchema),
    }),
    pdf: defineEndpoint({
      method: 'GET',
      path: `${base}/:id/pdf`,
      operationId: `${zone}.invoice.pdf`,
      summary: `An invoice or credit note ${who} as an A4 PDF in the caller’s language (Accept-Language), with the QR payment`,
      tags: TAGS,
      access: zoneAccess(zone),
      params: IdParamsSchema,
      status: 200,
      response: z.string().meta({ format: 'binary' }),
    }),
  };
}

/** The admin zone's invoice calls. */
export const invoicesEndpoints = zoneEndpoints('admin');
/** The club zone's: the same calls over the current club's documents. */
export const clubInvoicesEndpoints = zoneEndpoints('club');
