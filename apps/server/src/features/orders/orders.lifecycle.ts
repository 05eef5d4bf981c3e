// An order's life (issue 31; docs/decisions/economy-orders.md): created with its items, confirmed
// (which issues its invoice), cancelled (which credits its invoice). Used by the orders' routes and
// by the features that bill a club themselves (a statute 8 fine, a request's fee). Callers run
// these inside their own transaction.
import {
  INVOICE_TYPE,
  ORDER_STATUS,
  type OrderOrigin,
  PAID_STATE,
  PAYMENT_STATUS,
  type PriceItemKind,
} from '@fedra/contract';
import { sql } from 'drizzle-orm';
import { writeAuditMany } from '../../platform/audit/audit-log';
import type { Db } from '../../platform/db/pool';
import { AppError, notFound } from '../../platform/errors/app-error';
import { creditInvoice, type IssuedInvoice, issueInvoice, settleOrders } from './orders.money';

export interface NewOrderItem {
  /** Codebook `economyCategories`. */
  categoryId: number;
  kind: PriceItemKind;
  name: string;
  /** haléře, VAT included */
  unitAmount: number;
  quantity?: number;
  vatRate: number;
  priceListItemId?: number | null;
  personId?: number | null;
  personRoleId?: number | null;
  tournamentId?: number | null;
  requestId?: number | null;
}

export interface NewOrder {
  clubId: number;
  seasonId?: number | null;
  note?: string | null;
  /** What made it when not a club's own hand (each origin has its text in the web). */
  origin?: OrderOrigin | null;
  items: NewOrderItem[];
  userId: number | null;
}

/** Inserts the items of an order and brings its total up to date. */
export async function addOrderItems(tx: Db, orderId: number, items: NewOrderItem[], userId: number | null) {
  if (items.length) {
    const col = <T>(f: (i: NewOrderItem) => T) => sql.param(items.map(f));
    await tx.execute(sql`
      INSERT INTO order_items (order_id, category_id, kind, name, unit_amount, quantity, vat_rate, amount,
                               price_list_item_id, person_id, person_role_id, tournament_id, request_id, created_by_id)
      SELECT ${orderId}, x.category_id, x.kind, x.name, x.unit_amount, x.quantity, x.vat_rate, x.unit_amount * x.quantity,
             x.price_list_item_id, x.person_id, x.person_role_id, x.tournament_id, x.request_id, ${userId}
        FROM unnest(${col((i) => i.categoryId)}::int[], ${col((i) => i.kind)}::text[], ${col((i) => i.name)}::text[],
                    ${col((i) => i.unitAmount)}::bigint[], ${col((i) => i.quantity ?? 1)}::int[], ${col((i) => i.vatRate)}::int[],
                    ${col((i) => i.priceListItemId ?? null)}::int[], ${col((i) => i.personId ?? null)}::int[],
                    ${col((i) => i.personRoleId ?? null)}::int[], ${col((i) => i.tournamentId ?? null)}::int[],
                    ${col((i) => i.requestId ?? null)}::int[])
          AS x(category_id, kind, name, unit_amount, quantity, vat_rate, price_list_item_id, person_id, person_role_id,
               tournament_id, request_id)`);
  }
  await updateOrderTotal(tx, orderId, userId);
}

/** The order's total as the sum of its items. */
export async function updateOrderTotal(tx: Db, orderId: number, userId: number | null): Promise<void> {
  await tx.execute(sql`
    UPDATE orders o SET total = coalesce((SELECT sum(i.amount) FROM order_items i WHERE i.order_id = o.id), 0),
           edited_date = now(), edited_by_id = ${userId}
     WHERE o.id = ${orderId}`);
}

/** Creates an order (status new) with its items; answers its id. */
export async function createOrder(tx: Db, o: NewOrder): Promise<number> {
  const { rows } = await tx.execute<{ id: number }>(sql`
    INSERT INTO orders (club_id, season_id, status_id, note, origin, created_by_id)
    VALUES (${o.clubId}, ${o.seasonId ?? null}, ${ORDER_STATUS.new}, ${o.note ?? null}, ${o.origin ?? null}, ${o.userId})
    RETURNING id`);
  const id = rows[0]!.id;
  await addOrderItems(tx, id, o.items, o.userId);
  return id;
}

type LockedOrder = {
  id: number;
  clubId: number;
  statusId: number;
  total: number;
  itemCount: number;
};

/** Locks an order's row for a change of state (404 when it does not exist). */
export async function lockOrder(tx: Db, orderId: number): Promise<LockedOrder> {
  const { rows } = await tx.execute<LockedOrder>(sql`
    SELECT o.id, o.club_id AS "clubId", o.status_id AS "statusId", o.total,
           (SELECT count(*)::int FROM order_items i WHERE i.order_id = o.id) AS "itemCount"
      FROM orders o WHERE o.id = ${orderId} FOR UPDATE`);
  if (!rows[0]) throw notFound();
  return rows[0];
}

/**
 * Confirms a new order: its invoice is issued at once (status invoiced); an order of total 0 needs
 * no invoice and is paid. Refused (409) for an order that is not new or has no items.
 */
export async function confirmOrder(tx: Db, orderId: number, userId: number | null): Promise<IssuedInvoice | null> {
  const order = await lockOrder(tx, orderId);
  if (order.statusId !== ORDER_STATUS.new) throw new AppError('conflict', 409, {}, [{ key: 'orders.notNew' }]);
  if (!order.itemCount) throw new AppError('conflict', 409, {}, [{ field: 'items', key: 'orders.empty' }]);
  await tx.execute(sql`
    UPDATE orders SET status_id = ${ORDER_STATUS.invoiced}, confirmed_date = now(), edited_date = now(),
           edited_by_id = ${userId} WHERE id = ${orderId}`);
  if (order.total === 0) {
    await settleOrders(tx, [orderId], userId);
    return null;
  }
  return issueInvoice(tx, orderId, userId);
}

/**
 * Cancels an order. A new one is simply cancelled; an invoiced or paid one gets a credit note for
 * its invoice (what was paid goes back to the club as credit). A cancelled order stays cancelled
 * (409). Answers the credit note's number, if one was issued.
 */
export async function cancelOrder(tx: Db, orderId: number, userId: number | null): Promise<string | null> {
  const order = await lockOrder(tx, orderId);
  if (order.statusId === ORDER_STATUS.cancelled) {
    throw new AppError('conflict', 409, {}, [{ key: 'orders.alreadyCancelled' }]);
  }
  await tx.execute(sql`
    UPDATE orders SET status_id = ${ORDER_STATUS.cancelled}, cancelled_date = now(), edited_date = now(),
           edited_by_id = ${userId} WHERE id = ${orderId}`);
  const { rows } = await tx.execute<{ id: number }>(sql`
    SELECT i.id FROM invoices i
     WHERE i.order_id = ${orderId} AND i.type_id <> ${INVOICE_TYPE.creditNote}
       AND i.payment_status_id NOT IN (${PAYMENT_STATUS.refunded}, ${PAYMENT_STATUS.cancelled})`);
  let note: string | null = null;
  for (const invoice of rows) note = await creditInvoice(tx, invoice.id, userId);
  if (order.statusId === ORDER_STATUS.paid) await unpayRoles(tx, orderId, userId);
  return note;
}

/** A refunded order no longer pays for its roles: they are unpaid again (audited). */
async function unpayRoles(tx: Db, orderId: number, userId: number | null): Promise<void> {
  const { rows } = await tx.execute<{ id: number; personId: number; typeId: number }>(sql`
    UPDATE person_roles r SET paid_state_id = ${PAID_STATE.unpaid}, edited_date = now(), edited_by_id = ${userId}
      FROM order_items i
     WHERE i.order_id = ${orderId} AND i.person_role_id = r.id AND r.paid_state_id = ${PAID_STATE.paid}
    RETURNING r.id, r.person_id AS "personId", r.type_id AS "typeId"`);
  await writeAuditMany(
    tx,
    rows.map((r) => ({
      actorUserId: userId,
      action: 'person.role.unpaid',
      subjectType: 'person',
      subjectId: r.personId,
      details: { roleId: r.id, typeId: r.typeId, orderId },
    })),
  );
}
