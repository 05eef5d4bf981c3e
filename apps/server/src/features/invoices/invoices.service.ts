// Reading invoices and credit notes within the caller's scope (issue 31): the documents of an
// order, and one document with its items, VAT per rate, payments and QR payment. A document out of
// scope is a 404, as any other record of another club or unit. Rules:
// docs/decisions/invoice-pdf-and-qr.md.
import {
  INVOICE_TYPE,
  type InvoiceDetail,
  type InvoiceLine,
  type InvoiceListItem,
  type InvoiceParty,
  type InvoicePayment,
  type InvoiceVatLine,
  PAYMENT_STATUS,
} from '@fedra/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type AdminScope, type ClubScope, unitScopeSql } from '../../platform/access/scope-sql';
import { TODAY_SQL } from '../../platform/clock';
import type { Db } from '../../platform/db/pool';
import { notFound } from '../../platform/errors/app-error';
import { spaydQrSvg, spaydString } from './invoices.spayd';

export type InvoiceScope = AdminScope | ClubScope;

/** Which documents the scope sees: a unit manager its units' clubs', a club its own. */
function invoiceScopeSql(scope: InvoiceScope): SQL {
  return scope.zone === 'admin' ? unitScopeSql(scope, sql`c.federation_unit_id`) : sql`i.club_id = ${scope.clubId}`;
}

/** Still waiting for money: only these have something to pay, a due date to miss and a QR payment. */
const OPEN = sql.raw(`(${PAYMENT_STATUS.pending}, ${PAYMENT_STATUS.partiallyPaid})`);

const LIST_COLUMNS = sql`
  i.id, i.order_id AS "orderId", json_build_object('id', c.id, 'name', c.name) AS club, i.type_id AS "typeId",
  i.number, i.variable_symbol AS "variableSymbol", i.issue_date::text AS "issueDate", i.due_date::text AS "dueDate",
  i.paid_date::text AS "paidDate", i.amount, i.paid_amount AS "paidAmount",
  CASE WHEN i.type_id <> ${INVOICE_TYPE.creditNote} AND i.payment_status_id IN ${OPEN}
       THEN greatest(i.amount - i.paid_amount, 0) ELSE 0 END AS "remainingAmount",
  i.payment_status_id AS "paymentStatusId",
  (i.type_id <> ${INVOICE_TYPE.creditNote} AND i.payment_status_id IN ${OPEN} AND i.due_date < ${TODAY_SQL}) AS overdue,
  i.credited_invoice_id AS "creditedInvoiceId"`;

const FROM = sql`invoices i JOIN clubs c ON c.id = i.club_id`;

/** The invoices and credit notes of an order in the scope, oldest first (none out of scope). */
export async function listOrderInvoices(db: Db, scope: InvoiceScope, orderId: number): Promise<InvoiceListItem[]> {
  const { rows } = await db.execute<InvoiceListItem>(sql`
    SELECT ${LIST_COLUMNS} FROM ${FROM}
     WHERE i.order_id = ${orderId} AND ${invoiceScopeSql(scope)}
     ORDER BY i.issue_date, i.id`);
  return rows;
}

/**
 * The VAT part of each rate's gross sum (prices include VAT): vat = gross × rate / (100 + rate)
 * rounded half away from zero to the haléř, once per rate (not per line), base = gross − vat.
 * Highest rate first. A credit note's negative sums round as their positive counterparts.
 */
export function vatBreakdown(lines: Pick<InvoiceLine, 'vatRate' | 'amount'>[]): InvoiceVatLine[] {
  const gross = new Map<number, number>();
  for (const l of lines) gross.set(l.vatRate, (gross.get(l.vatRate) ?? 0) + l.amount);
  return [...gross.entries()]
    .sort(([a], [b]) => b - a)
    .map(([rate, sum]) => {
      const abs = Math.abs(sum);
      // Integer arithmetic: round(abs × rate / (100 + rate)) half up without floating point.
      const vatAbs = Math.floor((2 * abs * rate + (100 + rate)) / (2 * (100 + rate)));
      const vat = sum < 0 ? -vatAbs : vatAbs;
      return { rate, base: sum - vat, vat, gross: sum };
    });
}

/** The QR payment of what remains to pay, with the supplier's IBAN; null when there is none. */
export async function qrPayment(
  invoice: Pick<InvoiceListItem, 'number' | 'variableSymbol' | 'remainingAmount'>,
  supplier: InvoiceParty,
): Promise<{ spayd: string | null; qrSvg: string | null }> {
  const spayd =
    invoice.remainingAmount > 0
      ? spaydString({
          iban: supplier.iban,
          bic: supplier.swift,
          amountHalere: invoice.remainingAmount,
          variableSymbol: invoice.variableSymbol,
          message: `Faktura ${invoice.number}`,
        })
      : null;
  return { spayd, qrSvg: spayd ? await spaydQrSvg(spayd) : null };
}

type DetailRow = InvoiceListItem & {
  supplier: InvoiceParty;
  customer: InvoiceParty;
  items: InvoiceLine[];
  creditedInvoice: { id: number; number: string } | null;
  creditNotes: { id: number; number: string }[];
  payments: InvoicePayment[];
};

/** One document in the scope (404 otherwise) with everything its page and its PDF show. */
export async function getInvoice(db: Db, scope: InvoiceScope, id: number): Promise<InvoiceDetail> {
  const { rows } = await db.execute<DetailRow>(sql`
    SELECT ${LIST_COLUMNS}, i.supplier, i.customer,
           coalesce((SELECT json_agg(json_build_object('name', oi.name, 'quantity', oi.quantity,
                       'unitAmount', oi.unit_amount, 'vatRate', oi.vat_rate, 'amount', oi.amount) ORDER BY oi.id)
                       FROM order_items oi WHERE oi.order_id = i.order_id), '[]') AS items,
           (SELECT json_build_object('id', x.id, 'number', x.number) FROM invoices x
             WHERE x.id = i.credited_invoice_id) AS "creditedInvoice",
           coalesce((SELECT json_agg(json_build_object('id', x.id, 'number', x.number) ORDER BY x.id) FROM invoices x
                      WHERE x.credited_invoice_id = i.id), '[]') AS "creditNotes",
           coalesce((SELECT json_agg(json_build_object('id', p.id, 'paidDate', p.paid_date, 'amount', p.amount,
                       'sourceId', p.source_id, 'note', p.note) ORDER BY p.paid_date, p.id)
                       FROM invoice_payments p WHERE p.invoice_id = i.id), '[]') AS payments
      FROM ${FROM}
     WHERE i.id = ${id} AND ${invoiceScopeSql(scope)}`);
  const row = rows[0];
  if (!row) throw notFound();
  // A credit note lists the lines it cancels with the opposite sign.
  const sign = row.typeId === INVOICE_TYPE.creditNote ? -1 : 1;
  const items = row.items.map((l) => ({ ...l, unitAmount: sign * l.unitAmount, amount: sign * l.amount }));
  return {
    ...row,
    items,
    vat: vatBreakdown(items),
    ...(await qrPayment(row, row.supplier)),
  };
}
