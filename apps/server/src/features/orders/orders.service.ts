// Reading and changing orders within the caller's scope (issue 31 §2–3): items resolved from the
// price list in one query each (one 400 naming every bad item), members checked against the
// order's club (403 for another club's person), confirmation, cancellation, and paying by club
// credit or by hand through the one booking rule (orders.money.ts).
import {
  INVOICE_TYPE,
  ORDER_STATUS,
  type Order,
  type OrderCandidate,
  type OrderCreate,
  type OrderItemWrite,
  type OrderPayment,
  PAYMENT_SOURCE,
  PAYMENT_STATUS,
} from '@fedra/contract';
import { type SQL, sql } from 'drizzle-orm';
import { TODAY_SQL, today } from '../../platform/clock';
import type { Db } from '../../platform/db/pool';
import { transaction } from '../../platform/db/transaction';
import { AppError, type FieldIssue, forbidden, notFound, validationError } from '../../platform/errors/app-error';
import { likePattern } from '../../platform/list-query/list-query';
import { personFullName, personNameLike } from '../../platform/list-query/person-fields';
import { clubCreditBalanceSql } from '../club-credits';
import {
  addOrderItems,
  cancelOrder,
  confirmOrder,
  createOrder,
  lockOrder,
  type NewOrderItem,
  updateOrderTotal,
} from './orders.lifecycle';
import {
  ORDER_COLUMNS,
  ORDER_FROM,
  ORDER_ITEM_COLUMNS,
  ORDER_ITEM_JOINS,
  type OrderScope,
  orderScopeSql,
} from './orders.list';
import { bookPayment, halereToKoruny } from './orders.money';

/** The club's credit balance today in haléře (the ledger's rule, in koruny there). */
const creditBalanceSql = (clubId: SQL | number) => sql`round(${clubCreditBalanceSql(clubId)} * 100)::bigint`;

export async function getOrder(db: Db, scope: OrderScope, id: number): Promise<Order> {
  const { rows } = await db.execute<Order>(sql`
    SELECT ${ORDER_COLUMNS}, o.cancelled_date AS "cancelledDate", ${creditBalanceSql(sql`o.club_id`)} AS "creditBalance",
           coalesce((SELECT json_agg(json_build_object('id', d.id, 'typeId', d.type_id, 'number', d.number,
                       'variableSymbol', d.variable_symbol, 'issueDate', d.issue_date, 'dueDate', d.due_date,
                       'amount', d.amount, 'paidAmount', d.paid_amount, 'paymentStatusId', d.payment_status_id) ORDER BY d.id)
                       FROM invoices d WHERE d.order_id = o.id), '[]'::json) AS invoices,
           coalesce((SELECT json_agg(i ORDER BY i."categoryId", i.name, i.id) FROM (
               SELECT ${ORDER_ITEM_COLUMNS} FROM order_items x ${ORDER_ITEM_JOINS} WHERE x.order_id = o.id) i), '[]'::json) AS items
      FROM ${ORDER_FROM}
     WHERE o.id = ${id} AND ${orderScopeSql(scope)}`);
  if (!rows[0]) throw notFound();
  return rows[0];
}

/** An order of the scope, locked for a change (404 outside the scope). */
async function lockInScope(tx: Db, scope: OrderScope, id: number) {
  const order = await lockOrder(tx, id);
  const { rows } = await tx.execute(
    sql`SELECT 1 FROM orders o JOIN clubs c ON c.id = o.club_id WHERE o.id = ${id} AND ${orderScopeSql(scope)}`,
  );
  if (!rows[0]) throw notFound();
  return order;
}

interface PriceRow extends Record<string, unknown> {
  id: number;
  categoryId: number;
  kind: 'person' | 'club' | 'credit';
  name: string;
  amount: number;
  vatRate: number;
  roleTypeId: number | null;
  valid: boolean;
}

interface MemberRow extends Record<string, unknown> {
  personId: number;
  name: string;
  member: boolean;
  roleId: number | null;
  ordered: number | null;
}

/**
 * Resolves the items of a call into order lines: price-list items valid today, members of the
 * order's club for person items (their role of the item's role type, when they hold one), free
 * items for the office only. One 400 lists every bad field; a person of another club is a 403;
 * a role already on a live order is a 409.
 */
async function resolveItems(
  tx: Db,
  scope: OrderScope,
  clubId: number,
  items: OrderItemWrite[],
  excludeOrderId: number | null,
): Promise<NewOrderItem[]> {
  const issues: FieldIssue[] = [];
  const priceIds = [...new Set(items.flatMap((i) => (i.priceListItemId ? [i.priceListItemId] : [])))];
  const { rows: prices } = await tx.execute<PriceRow>(sql`
    SELECT id, category_id AS "categoryId", kind, name, amount, vat_rate AS "vatRate", person_role_type_id AS "roleTypeId",
           ((valid_from IS NULL OR valid_from <= ${TODAY_SQL}) AND (valid_to IS NULL OR valid_to >= ${TODAY_SQL})) AS valid
      FROM price_list_items WHERE id = ANY(${sql.param(priceIds)}::int[])`);
  const priceOf = new Map(prices.map((p) => [p.id, p]));
  // Each person asked for with the role type of their item: their role in the club (or a
  // federation role of that type) valid today, and any live order of it.
  const pairs = items.flatMap((i) => {
    const price = i.priceListItemId ? priceOf.get(i.priceListItemId) : undefined;
    return i.personId ? [{ personId: i.personId, typeId: price?.roleTypeId ?? null }] : [];
  });
  const { rows: members } = await tx.execute<MemberRow & { typeId: number | null }>(sql`
    SELECT q.person_id AS "personId", q.type_id AS "typeId", ${personFullName} AS name,
           EXISTS (SELECT 1 FROM person_roles m WHERE m.person_id = q.person_id AND m.club_id = ${clubId}
                    AND m.valid_from <= ${TODAY_SQL} AND (m.valid_till IS NULL OR m.valid_till >= ${TODAY_SQL})) AS member,
           role.id AS "roleId",
           (SELECT x.order_id FROM order_items x JOIN orders o ON o.id = x.order_id
             WHERE x.person_role_id = role.id AND o.status_id <> ${ORDER_STATUS.cancelled}
               AND o.id IS DISTINCT FROM ${excludeOrderId}::int LIMIT 1) AS ordered
      FROM unnest(${sql.param(pairs.map((p) => p.personId))}::int[], ${sql.param(pairs.map((p) => p.typeId))}::int[]) AS q(person_id, type_id)
      JOIN persons p ON p.id = q.person_id
      LEFT JOIN LATERAL (
        SELECT r.id FROM person_roles r
         WHERE r.person_id = q.person_id AND r.type_id = q.type_id AND (r.club_id = ${clubId} OR r.club_id IS NULL)
           AND r.valid_from <= ${TODAY_SQL} AND (r.valid_till IS NULL OR r.valid_till >= ${TODAY_SQL})
         ORDER BY r.club_id NULLS LAST, r.valid_from DESC LIMIT 1) role ON TRUE`);
  const memberOf = new Map(members.map((m) => [`${m.personId}:${m.typeId ?? ''}`, m]));
  const out: NewOrderItem[] = [];
  let otherClub: string | null = null;
  const conflicts: FieldIssue[] = [];
  items.forEach((item, index) => {
    const at = (field: string) => `items.${index}.${field}`;
    if (!item.priceListItemId) {
      if (scope.zone === 'club') {
        issues.push({ field: at('priceListItemId'), key: 'validation.required' });
        return;
      }
      out.push({
        categoryId: item.categoryId!,
        kind: item.personId ? 'person' : 'club',
        name: item.name!,
        unitAmount: item.unitAmount!,
        quantity: item.quantity ?? 1,
        vatRate: item.vatRate!,
        personId: item.personId ?? null,
      });
      return;
    }
    const price = priceOf.get(item.priceListItemId);
    if (!price) {
      issues.push({ field: at('priceListItemId'), key: 'orders.unknownPriceItem' });
      return;
    }
    if (!price.valid) {
      issues.push({ field: at('priceListItemId'), key: 'orders.priceItemNotValid', params: { name: price.name } });
      return;
    }
    if (price.kind === 'person' && !item.personId) {
      issues.push({ field: at('personId'), key: 'validation.required' });
      return;
    }
    let personRoleId: number | null = null;
    if (item.personId) {
      const member = memberOf.get(`${item.personId}:${price.roleTypeId ?? ''}`);
      if (!member) {
        issues.push({ field: at('personId'), key: 'orders.unknownPerson' });
        return;
      }
      if (!member.member) {
        otherClub ??= member.name;
        return;
      }
      personRoleId = member.roleId;
      if (member.ordered !== null) {
        conflicts.push({
          field: at('personId'),
          key: 'orders.alreadyOrdered',
          params: { name: member.name, order: member.ordered },
        });
        return;
      }
    }
    out.push({
      categoryId: price.categoryId,
      kind: price.kind,
      name: price.name,
      unitAmount: price.amount,
      quantity: item.quantity ?? 1,
      vatRate: price.vatRate,
      priceListItemId: price.id,
      personId: item.personId ?? null,
      personRoleId,
    });
  });
  if (issues.length) throw validationError(issues);
  if (otherClub)
    throw new AppError('forbidden', 403, {}, [{ key: 'orders.personOtherClub', params: { name: otherClub } }]);
  if (conflicts.length) throw new AppError('conflict', 409, {}, conflicts);
  // One role once per order as well.
  const seen = new Set<number>();
  for (const [index, line] of out.entries()) {
    if (line.personRoleId == null) continue;
    if (seen.has(line.personRoleId))
      throw new AppError('conflict', 409, {}, [{ field: `items.${index}.personId`, key: 'orders.duplicateItem' }]);
    seen.add(line.personRoleId);
  }
  return out;
}

/** The ordering club: the current club in the club zone; in the admin zone the body's, within the unit scope. */
async function orderingClub(tx: Db, scope: OrderScope, body: OrderCreate): Promise<number> {
  if (scope.zone === 'club') return scope.clubId;
  if (!body.clubId) throw validationError([{ field: 'clubId', key: 'validation.required' }]);
  const { rows } = await tx.execute<{ inScope: boolean }>(sql`
    SELECT ${orderScopeSql(scope)} AS "inScope" FROM clubs c WHERE c.id = ${body.clubId}`);
  if (!rows[0])
    throw validationError([{ field: 'clubId', key: 'validation.notFoundRef', params: { id: body.clubId } }]);
  if (!rows[0].inScope) throw forbidden();
  return body.clubId;
}

/**
 * The club's empty new order (no items, note or season), the oldest; null for none. "Nová
 * objednávka" opens a blank order to fill in: asking again (a second click, the back button) opens
 * that one instead of leaving empty orders behind in the club's list.
 */
async function emptyNewOrderOf(tx: Db, clubId: number): Promise<number | null> {
  // One empty order per club even when two requests come at once.
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('orders.empty'), ${clubId})`);
  const { rows } = await tx.execute<{ id: number }>(sql`
    SELECT o.id FROM orders o
     WHERE o.club_id = ${clubId} AND o.status_id = ${ORDER_STATUS.new} AND o.note IS NULL AND o.season_id IS NULL
       AND NOT EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id)
     ORDER BY o.id LIMIT 1`);
  return rows[0]?.id ?? null;
}

export async function createOrderIn(db: Db, scope: OrderScope, userId: number, body: OrderCreate): Promise<number> {
  return transaction(db, async (tx) => {
    const clubId = await orderingClub(tx, scope, body);
    if (!body.items?.length && !body.note && !body.seasonId) {
      const empty = await emptyNewOrderOf(tx, clubId);
      if (empty !== null) return empty;
    }
    if (body.seasonId) {
      const { rows } = await tx.execute(sql`SELECT 1 FROM seasons WHERE id = ${body.seasonId}`);
      if (!rows[0])
        throw validationError([{ field: 'seasonId', key: 'validation.notFoundRef', params: { id: body.seasonId } }]);
    }
    const items = await resolveItems(tx, scope, clubId, body.items ?? [], null);
    return createOrder(tx, { clubId, seasonId: body.seasonId ?? null, note: body.note ?? null, items, userId });
  });
}

/** A new order of the scope, locked (409 once it is not new). */
async function lockNew(tx: Db, scope: OrderScope, id: number) {
  const order = await lockInScope(tx, scope, id);
  if (order.statusId !== ORDER_STATUS.new) throw new AppError('conflict', 409, {}, [{ key: 'orders.notNew' }]);
  return order;
}

export async function addItems(db: Db, scope: OrderScope, userId: number, id: number, items: OrderItemWrite[]) {
  await transaction(db, async (tx) => {
    const order = await lockNew(tx, scope, id);
    await addOrderItems(tx, id, await resolveItems(tx, scope, order.clubId, items, null), userId);
  });
}

export async function removeItem(db: Db, scope: OrderScope, userId: number, id: number, itemId: number) {
  await transaction(db, async (tx) => {
    await lockNew(tx, scope, id);
    const { rowCount } = await tx.execute(sql`DELETE FROM order_items WHERE id = ${itemId} AND order_id = ${id}`);
    if (!rowCount) throw notFound();
    await updateOrderTotal(tx, id, userId);
  });
}

export async function confirm(db: Db, scope: OrderScope, userId: number, id: number) {
  await transaction(db, async (tx) => {
    await lockInScope(tx, scope, id);
    await confirmOrder(tx, id, userId);
  });
}

export async function cancel(db: Db, scope: OrderScope, userId: number, id: number) {
  await transaction(db, async (tx) => {
    await lockInScope(tx, scope, id);
    await cancelOrder(tx, id, userId);
  });
}

/** The open invoice of an invoiced order (409 for an order that is not waiting for payment). */
async function openInvoice(tx: Db, orderId: number, statusId: number) {
  if (statusId !== ORDER_STATUS.invoiced) {
    throw new AppError('conflict', 409, {}, [
      { key: statusId === ORDER_STATUS.cancelled ? 'orders.cancelledNotPayable' : 'orders.notInvoiced' },
    ]);
  }
  const { rows } = await tx.execute<{ id: number; number: string; remaining: number }>(sql`
    SELECT id, number, amount - paid_amount AS remaining FROM invoices
     WHERE order_id = ${orderId} AND type_id = ${INVOICE_TYPE.invoice}
       AND payment_status_id IN (${PAYMENT_STATUS.pending}, ${PAYMENT_STATUS.partiallyPaid})
     ORDER BY id LIMIT 1`);
  if (!rows[0]) throw new AppError('conflict', 409, {}, [{ key: 'orders.notInvoiced' }]);
  return rows[0];
}

/**
 * Pays the rest of an invoiced order from the club's credit: a spend entry in the ledger (the
 * club's row locked, so two payments at once cannot both spend the same credit), booked as a
 * payment of source club credit. 409 when the balance does not cover it.
 */
export async function payByCredit(db: Db, scope: OrderScope, userId: number, id: number) {
  await transaction(db, async (tx) => {
    const order = await lockInScope(tx, scope, id);
    await tx.execute(sql`SELECT 1 FROM clubs WHERE id = ${order.clubId} FOR UPDATE`);
    const invoice = await openInvoice(tx, id, order.statusId);
    const { rows } = await tx.execute<{ balance: number }>(sql`SELECT ${creditBalanceSql(order.clubId)} AS balance`);
    const balance = rows[0]!.balance;
    if (balance < invoice.remaining) {
      throw new AppError('conflict', 409, {}, [
        { key: 'orders.creditShort', params: { balance: balance / 100, amount: invoice.remaining / 100 } },
      ]);
    }
    const { rows: entry } = await tx.execute<{ id: number }>(sql`
      INSERT INTO club_credit_entries (club_id, entry_date, kind, amount, note, created_by_id)
      VALUES (${order.clubId}, ${today()}::date, 'spend', ${halereToKoruny(invoice.remaining)}::numeric,
              ${`Úhrada faktury ${invoice.number}`}, ${userId})
      RETURNING id`);
    await bookPayment(tx, {
      invoiceId: invoice.id,
      amount: invoice.remaining,
      paidDate: today(),
      sourceId: PAYMENT_SOURCE.clubCredit,
      creditEntryId: entry[0]!.id,
      userId,
    });
  });
}

/** The office records a payment of an order's invoice by hand (cash, card, a transfer). */
export async function recordPayment(db: Db, scope: OrderScope, userId: number, id: number, body: OrderPayment) {
  if (body.sourceId === PAYMENT_SOURCE.clubCredit) {
    throw validationError([{ field: 'sourceId', key: 'orders.useCreditPayment' }]);
  }
  await transaction(db, async (tx) => {
    const { rows } = await tx.execute(
      sql`SELECT 1 FROM codebook_entries WHERE list = 'paymentSources' AND id = ${body.sourceId}`,
    );
    if (!rows[0])
      throw validationError([{ field: 'sourceId', key: 'validation.notFoundRef', params: { id: body.sourceId } }]);
    const order = await lockInScope(tx, scope, id);
    const invoice = await openInvoice(tx, id, order.statusId);
    await bookPayment(tx, {
      invoiceId: invoice.id,
      amount: body.amount,
      paidDate: body.paidDate,
      sourceId: body.sourceId,
      note: body.note ?? null,
      userId,
    });
  });
}

/**
 * The members of the order's club who can get a price-list item, by name: with the role of the
 * item's role type valid today (any member when it has none), its paid state and any live order.
 */
export async function orderCandidates(
  db: Db,
  scope: OrderScope,
  id: number,
  priceListItemId: number,
  search: string | undefined,
): Promise<OrderCandidate[]> {
  const { rows: orders } = await db.execute<{ clubId: number }>(sql`
    SELECT o.club_id AS "clubId" FROM orders o JOIN clubs c ON c.id = o.club_id WHERE o.id = ${id} AND ${orderScopeSql(scope)}`);
  if (!orders[0]) throw notFound();
  const { clubId } = orders[0];
  const { rows: prices } = await db.execute<{ typeId: number | null }>(
    sql`SELECT person_role_type_id AS "typeId" FROM price_list_items WHERE id = ${priceListItemId}`,
  );
  if (!prices[0]) throw validationError([{ field: 'priceListItemId', key: 'orders.unknownPriceItem' }]);
  const typeId = prices[0].typeId;
  const valid = (alias: string) =>
    sql`${sql.raw(alias)}.valid_from <= ${TODAY_SQL} AND (${sql.raw(alias)}.valid_till IS NULL OR ${sql.raw(alias)}.valid_till >= ${TODAY_SQL})`;
  const nameFilter = search?.trim()
    ? sql`AND (${personNameLike(search.trim())} OR p.registration_number ILIKE ${likePattern(search.trim())})`
    : sql``;
  const { rows } = await db.execute<OrderCandidate>(sql`
    SELECT p.id AS "personId", ${personFullName} AS name, p.registration_number AS "registrationNumber",
           p.birth_date AS "birthDate", role.id AS "personRoleId", role.paid_state_id AS "rolePaidStateId",
           (SELECT x.order_id FROM order_items x JOIN orders o ON o.id = x.order_id
             WHERE x.person_role_id = role.id AND o.status_id <> ${ORDER_STATUS.cancelled} LIMIT 1) AS "orderedIn"
      FROM persons p
      LEFT JOIN LATERAL (
        SELECT r.id, r.paid_state_id FROM person_roles r
         WHERE r.person_id = p.id AND r.type_id = ${typeId} AND (r.club_id = ${clubId} OR r.club_id IS NULL) AND ${valid('r')}
         ORDER BY r.club_id NULLS LAST, r.valid_from DESC LIMIT 1) role ON TRUE
     WHERE EXISTS (SELECT 1 FROM person_roles m WHERE m.person_id = p.id AND m.club_id = ${clubId} AND ${valid('m')})
       AND (${typeId}::int IS NULL OR role.id IS NOT NULL) ${nameFilter}
     ORDER BY p.last_name, p.first_name, p.id
     LIMIT 500`);
  return rows;
}
