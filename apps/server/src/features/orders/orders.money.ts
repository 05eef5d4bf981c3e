// The money rules every way of paying shares (issue 31; docs/decisions/economy-orders.md): an
// invoice is issued from a confirmed order with the next number of its yearly series; a payment is
// booked against an invoice under the invoice's row lock; a fully paid invoice settles its order,
// which marks the roles it paid for paid, tops up club credit for credit items, and gives an
// overpayment back to the club as credit. Callers run these inside their own transaction.
import {
  INVOICE_DUE_DAYS,
  INVOICE_TYPE,
  ORDER_STATUS,
  PAID_STATE,
  PAYMENT_SOURCE,
  PAYMENT_STATUS,
} from '@fedra/contract';
import { sql } from 'drizzle-orm';
import { writeAuditMany } from '../../platform/audit/audit-log';
import { addDays, today } from '../../platform/clock';
import type { Db } from '../../platform/db/pool';
import { AppError, notFound } from '../../platform/errors/app-error';
import { recordWebhookEvents } from '../webhooks';
import './orders.messages';

/** haléře → the `numeric(12,2)` koruny of the club-credit ledger. */
export const halereToKoruny = (halere: number): string => (halere / 100).toFixed(2);

/**
 * Takes the next number of a document type's series for a year. The UPDATE locks the series row
 * until the caller's transaction ends, so numbers are consecutive and never shared.
 */
export async function nextDocumentNumber(tx: Db, year: number, typeId: number): Promise<number> {
  const { rows } = await tx.execute<{ n: number }>(sql`
    INSERT INTO invoice_number_series (year, type_id, last_number) VALUES (${year}, ${typeId}, 1)
    ON CONFLICT (year, type_id) DO UPDATE SET last_number = invoice_number_series.last_number + 1
    RETURNING last_number AS n`);
  return rows[0]!.n;
}

/**
 * The printed number of a document: an invoice `YYYYNNNNNN` (ten digits, also its variable
 * symbol), a credit note `D` + the same form in its own series.
 */
export function documentNumber(typeId: number, year: number, n: number): string {
  const digits = `${year}${String(n).padStart(6, '0')}`;
  return typeId === INVOICE_TYPE.creditNote ? `D${digits}` : digits;
}

/** The supplier as printed on invoices: the federation's `association` row. */
const SUPPLIER_SQL = sql`(SELECT json_build_object('name', a.name, 'street', a.street, 'city', a.city, 'zip', a.zip,
  'ico', a.tax, 'dic', a.vat, 'email', a.email, 'phone', a.phone, 'web', a.web, 'bank', a.bank,
  'bankAccount', a.bank_account, 'iban', a.iban, 'swift', a.swift) FROM association a WHERE a.id = 1)`;

/** The customer as printed: the club's name, address and identification numbers. */
const customerSql = (clubAlias: string) => {
  const c = sql.raw(clubAlias);
  return sql`json_build_object('name', coalesce(${c}.official_name, ${c}.name), 'street', ${c}.street,
    'houseNumber', ${c}.house_number, 'city', ${c}.city, 'zip', ${c}.zip, 'ico', ${c}.identification_number,
    'dic', ${c}.tax_identification_number, 'registrationNumber', ${c}.registration_number, 'email', ${c}.email)`;
};

export type IssuedInvoice = {
  id: number;
  number: string;
  variableSymbol: string;
  amount: number;
  dueDate: string;
};

/** Issues the invoice of an order (its total, due in INVOICE_DUE_DAYS). The order is locked by the caller. */
export async function issueInvoice(tx: Db, orderId: number, userId: number | null): Promise<IssuedInvoice> {
  const day = today();
  const year = Number(day.slice(0, 4));
  const n = await nextDocumentNumber(tx, year, INVOICE_TYPE.invoice);
  const number = documentNumber(INVOICE_TYPE.invoice, year, n);
  const dueDate = addDays(day, INVOICE_DUE_DAYS);
  const { rows } = await tx.execute<IssuedInvoice>(sql`
    INSERT INTO invoices (order_id, club_id, type_id, number, variable_symbol, issue_date, due_date, amount,
                          payment_status_id, supplier, customer, created_by_id)
    SELECT o.id, o.club_id, ${INVOICE_TYPE.invoice}, ${number}, ${number}, ${day}::date, ${dueDate}::date, o.total,
           ${PAYMENT_STATUS.pending}, ${SUPPLIER_SQL}, ${customerSql('c')}, ${userId}
      FROM orders o JOIN clubs c ON c.id = o.club_id
     WHERE o.id = ${orderId}
    RETURNING id, number, variable_symbol AS "variableSymbol", amount, due_date::text AS "dueDate"`);
  if (!rows[0]) throw notFound();
  return rows[0];
}

/**
 * Issues the credit note that cancels an invoice (its whole amount, negative) and closes the
 * invoice; what was paid goes back to the club as credit. Returns the credit note's number.
 */
export async function creditInvoice(tx: Db, invoiceId: number, userId: number | null): Promise<string> {
  const day = today();
  const year = Number(day.slice(0, 4));
  const n = await nextDocumentNumber(tx, year, INVOICE_TYPE.creditNote);
  const number = documentNumber(INVOICE_TYPE.creditNote, year, n);
  const { rows } = await tx.execute<{ clubId: number; paid: number; invoiceNumber: string }>(sql`
    WITH note AS (
      INSERT INTO invoices (order_id, club_id, type_id, number, variable_symbol, issue_date, due_date, amount,
                            payment_status_id, credited_invoice_id, supplier, customer, created_by_id)
      SELECT i.order_id, i.club_id, ${INVOICE_TYPE.creditNote}, ${number}, NULL, ${day}::date, ${day}::date, -i.amount,
             ${PAYMENT_STATUS.cancelled}, i.id, i.supplier, i.customer, ${userId}
        FROM invoices i WHERE i.id = ${invoiceId})
    UPDATE invoices i
       SET payment_status_id = CASE WHEN i.paid_amount > 0 THEN ${PAYMENT_STATUS.refunded}::int ELSE ${PAYMENT_STATUS.cancelled}::int END,
           edited_date = now(), edited_by_id = ${userId}
     WHERE i.id = ${invoiceId}
    RETURNING i.club_id AS "clubId", i.paid_amount AS paid, i.number AS "invoiceNumber"`);
  const invoice = rows[0];
  if (!invoice) throw notFound();
  if (invoice.paid > 0) {
    await addClubCredit(
      tx,
      invoice.clubId,
      invoice.paid,
      `Vrácení platby stornované faktury ${invoice.invoiceNumber}`,
      userId,
    );
  }
  return number;
}

/** A top-up of club credit (a ledger entry of kind `order`), haléře; the note in Czech as the ledger's others. */
export async function addClubCredit(
  tx: Db,
  clubId: number,
  halere: number,
  note: string,
  userId: number | null,
): Promise<number> {
  const { rows } = await tx.execute<{ id: number }>(sql`
    INSERT INTO club_credit_entries (club_id, entry_date, kind, amount, note, created_by_id)
    VALUES (${clubId}, ${today()}::date, 'order', ${halereToKoruny(halere)}::numeric, ${note}, ${userId})
    RETURNING id`);
  return rows[0]!.id;
}

export interface PaymentInput {
  invoiceId: number;
  /** haléře, > 0 */
  amount: number;
  paidDate: string;
  /** Codebook `paymentSources`. */
  sourceId: number;
  statementLineId?: number | null;
  creditEntryId?: number | null;
  note?: string | null;
  userId: number | null;
}

export interface BookedPayment {
  paymentId: number;
  paymentStatusId: number;
  /** Whether this payment completed the invoice (and settled its order). */
  settled: boolean;
}

/**
 * Books a payment against an invoice. Refused (409) on a credit note, on a cancelled or refunded
 * invoice (its order was cancelled) and for a statement line already booked. The first payment
 * that covers the amount settles the order; the part of it over the amount becomes club credit.
 */
export async function bookPayment(tx: Db, p: PaymentInput): Promise<BookedPayment> {
  const { rows: locked } = await tx.execute<{
    id: number;
    orderId: number;
    clubId: number;
    typeId: number;
    number: string;
    amount: number;
    paidAmount: number;
    paymentStatusId: number;
  }>(sql`
    SELECT id, order_id AS "orderId", club_id AS "clubId", type_id AS "typeId", number, amount,
           paid_amount AS "paidAmount", payment_status_id AS "paymentStatusId"
      FROM invoices WHERE id = ${p.invoiceId} FOR UPDATE`);
  const invoice = locked[0];
  if (!invoice) throw notFound();
  if (invoice.typeId === INVOICE_TYPE.creditNote) {
    throw new AppError('conflict', 409, {}, [{ field: 'invoiceId', key: 'orders.creditNoteNotPayable' }]);
  }
  if (invoice.paymentStatusId === PAYMENT_STATUS.cancelled || invoice.paymentStatusId === PAYMENT_STATUS.refunded) {
    throw new AppError('conflict', 409, {}, [
      { field: 'invoiceId', key: 'orders.invoiceCancelled', params: { number: invoice.number } },
    ]);
  }
  if (p.statementLineId != null) {
    const { rows: booked } = await tx.execute<{ number: string }>(sql`
      SELECT i.number FROM invoice_payments x JOIN invoices i ON i.id = x.invoice_id
       WHERE x.statement_line_id = ${p.statementLineId}`);
    if (booked[0]) {
      throw new AppError('conflict', 409, {}, [
        { field: 'lineId', key: 'orders.paymentAssigned', params: { number: booked[0].number } },
      ]);
    }
  }
  const { rows: inserted } = await tx.execute<{ id: number }>(sql`
    INSERT INTO invoice_payments (invoice_id, amount, paid_date, source_id, statement_line_id, credit_entry_id, note, created_by_id)
    VALUES (${p.invoiceId}, ${p.amount}, ${p.paidDate}::date, ${p.sourceId}, ${p.statementLineId ?? null},
            ${p.creditEntryId ?? null}, ${p.note ?? null}, ${p.userId})
    RETURNING id`);
  const paid = invoice.paidAmount + p.amount;
  const wasOpen = invoice.paidAmount < invoice.amount;
  const settled = wasOpen && paid >= invoice.amount;
  const statusId =
    paid < invoice.amount
      ? PAYMENT_STATUS.partiallyPaid
      : paid === invoice.amount
        ? PAYMENT_STATUS.paid
        : PAYMENT_STATUS.overpaid;
  await tx.execute(sql`
    UPDATE invoices SET paid_amount = ${paid}, payment_status_id = ${statusId},
           paid_date = CASE WHEN ${paid} >= amount THEN coalesce(paid_date, ${p.paidDate}::date) ELSE NULL END,
           edited_date = now(), edited_by_id = ${p.userId}
     WHERE id = ${p.invoiceId}`);
  // What is paid over the amount is the club's: it comes back as credit (a second payment of a
  // paid invoice entirely, the completing one for its excess).
  const excess = paid - Math.max(invoice.amount, invoice.paidAmount);
  if (excess > 0 && p.sourceId !== PAYMENT_SOURCE.clubCredit) {
    await addClubCredit(tx, invoice.clubId, excess, `Přeplatek faktury ${invoice.number}`, p.userId);
  }
  if (settled) await settleOrders(tx, [invoice.orderId], p.userId);
  return { paymentId: inserted[0]!.id, paymentStatusId: statusId, settled };
}

/**
 * Paid orders: their status, the roles their items paid for (paid state PAID, audited on the
 * person: an approval waiting for the payment can now go ahead), and the credit their credit items
 * bought. Set-based, so a statement of thousands of payments settles in a few statements.
 */
export async function settleOrders(tx: Db, orderIds: number[], userId: number | null): Promise<void> {
  if (!orderIds.length) return;
  const ids = sql`${sql.param(orderIds)}::int[]`;
  // The orders that become paid now (not those paid before): their order.paid webhook messages.
  const { rows: newlyPaid } = await tx.execute<{ orderId: number; clubId: number | null; total: number }>(sql`
    SELECT id AS "orderId", club_id AS "clubId", total::float8 AS total FROM orders
     WHERE id = ANY(${ids}) AND status_id IS DISTINCT FROM ${ORDER_STATUS.paid} ORDER BY id`);
  await tx.execute(sql`
    UPDATE orders SET status_id = ${ORDER_STATUS.paid}, edited_date = now(), edited_by_id = ${userId}
     WHERE id = ANY(${ids})`);
  await recordWebhookEvents(tx, 'order.paid', newlyPaid);
  const { rows: roles } = await tx.execute<{
    id: number;
    personId: number;
    typeId: number;
    itemId: number;
    orderId: number;
  }>(sql`
    UPDATE person_roles r SET paid_state_id = ${PAID_STATE.paid}, edited_date = now(), edited_by_id = ${userId}
      FROM order_items i
     WHERE i.order_id = ANY(${ids}) AND i.person_role_id = r.id AND r.paid_state_id IS DISTINCT FROM ${PAID_STATE.paid}
    RETURNING r.id, r.person_id AS "personId", r.type_id AS "typeId", i.id AS "itemId", i.order_id AS "orderId"`);
  await writeAuditMany(
    tx,
    roles.map((r) => ({
      actorUserId: userId,
      action: 'person.role.paid',
      subjectType: 'person',
      subjectId: r.personId,
      details: { roleId: r.id, typeId: r.typeId, orderId: r.orderId, orderItemId: r.itemId },
    })),
  );
  await tx.execute(sql`
    INSERT INTO club_credit_entries (club_id, entry_date, kind, amount, note, created_by_id)
    SELECT o.id_club, ${today()}::date, 'order', (o.total / 100.0)::numeric(12, 2), 'Nákup kreditu, objednávka ' || o.order_id, ${userId}
      FROM (SELECT i.order_id, min(o.club_id) AS id_club, sum(i.amount) AS total
              FROM order_items i JOIN orders o ON o.id = i.order_id
             WHERE i.order_id = ANY(${ids}) AND i.kind = 'credit' GROUP BY i.order_id) o
     WHERE o.total > 0`);
}
