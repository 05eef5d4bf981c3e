// Orders and their items (issue 31 §2–3; spec 000 §2.3 pages `orders` and `order-items`; access
// "economy": module plus orders.list, order.items.list): a club orders price-list items for itself
// and its members, confirms (the invoice is issued), pays by club credit or by bank transfer; the
// office sees every club's (a unit manager its units'), records payments and cancels (a credit
// note). Money in whole haléře. Rules: docs/decisions/economy-orders.md.
import { z } from 'zod';
import { defineEndpoint } from './common/endpoint';
import { itemEnvelope, listEnvelope } from './common/envelope';
import { ListQueryStringSchema } from './common/list-query-schema';
import { bodyId, boundedDate, IdParamsSchema, pathId } from './common/schemas';
import { text } from './common/text';
import { halereSchema, PRICE_ITEM_KINDS, vatRateSchema } from './economy-codes';

export const ORDER_LIMITS = { note: 2000, itemName: 200, itemsPerCall: 1000, quantity: 1000 } as const;

const RefSchema = z.object({ id: z.number().int(), name: z.string() });

/** One line to add: a price-list item (for a member: `personId`), or, for the office, a free item. */
export const OrderItemWriteSchema = z
  .strictObject({
    priceListItemId: bodyId().nullish().describe('The price-list item (its name, amount and VAT are copied)'),
    personId: bodyId().nullish().describe("The member it is for (person items): one of the order's club"),
    quantity: z
      .number({ error: 'validation.number' })
      .int('validation.integer')
      .min(1, 'validation.min')
      .max(ORDER_LIMITS.quantity, 'validation.max')
      .optional(),
    name: text({ max: ORDER_LIMITS.itemName }).nullish().describe('A free item (the office only): its name'),
    categoryId: bodyId().nullish().describe('A free item: codebook economyCategories'),
    unitAmount: halereSchema().nullish().describe('A free item: haléře, VAT included'),
    vatRate: vatRateSchema().nullish().describe('A free item: VAT percent'),
  })
  .superRefine((v, ctx) => {
    if (v.priceListItemId) return;
    // A free item needs its name, category, amount and rate.
    for (const key of ['name', 'categoryId', 'unitAmount', 'vatRate'] as const) {
      if (v[key] == null || v[key] === '')
        ctx.addIssue({ code: 'custom', path: [key], message: 'validation.required' });
    }
  })
  .meta({ id: 'OrderItemWrite' });
export type OrderItemWrite = z.input<typeof OrderItemWriteSchema>;

const itemsSchema = z
  .array(OrderItemWriteSchema, { error: 'validation.array' })
  .max(ORDER_LIMITS.itemsPerCall, 'validation.maxItems');

export const OrderCreateSchema = z
  .strictObject({
    clubId: bodyId()
      .nullish()
      .describe('The admin zone: the ordering club (required); the club zone: the current club'),
    seasonId: bodyId().nullish(),
    note: text({ max: ORDER_LIMITS.note, multiline: true }).nullish(),
    items: itemsSchema.optional(),
  })
  .meta({ id: 'OrderCreate' });
export type OrderCreate = z.input<typeof OrderCreateSchema>;

export const OrderItemsAddSchema = z.strictObject({ items: itemsSchema.min(1, 'validation.minItems') }).meta({
  id: 'OrderItemsAdd',
});
export type OrderItemsAdd = z.input<typeof OrderItemsAddSchema>;

export const OrderPaymentSchema = z
  .strictObject({
    amount: halereSchema().refine((v) => v > 0, 'validation.positive'),
    paidDate: z.string({ error: 'validation.required' }).pipe(boundedDate()),
    sourceId: bodyId().describe('Codebook paymentSources (not club credit: that is pay-by-credit)'),
    note: text({ max: ORDER_LIMITS.note }).nullish(),
  })
  .meta({ id: 'OrderPayment' });
export type OrderPayment = z.input<typeof OrderPaymentSchema>;

export const OrderInvoiceSummarySchema = z
  .object({
    id: z.number().int(),
    typeId: z.number().int(),
    number: z.string(),
    variableSymbol: z.string().nullable(),
    issueDate: z.string(),
    dueDate: z.string(),
    amount: z.number().int(),
    paidAmount: z.number().int(),
    paymentStatusId: z.number().int(),
  })
  .meta({ id: 'OrderInvoiceSummary' });
export type OrderInvoiceSummary = z.infer<typeof OrderInvoiceSummarySchema>;

/** What made an order other than a club's own hand (each has a text in the web's orders locales). */
export const ORDER_ORIGINS = ['season-licences', 'statute-8', 'request', 'disciplinary'] as const;
export type OrderOrigin = (typeof ORDER_ORIGINS)[number];

export const OrderListItemSchema = z
  .object({
    id: z.number().int(),
    club: RefSchema,
    seasonId: z.number().int().nullable(),
    statusId: z.number().int(),
    total: z.number().int(),
    itemCount: z.number().int(),
    origin: z.string().nullable(),
    note: z.string().nullable(),
    createdDate: z.string(),
    confirmedDate: z.string().nullable(),
    /** The order's invoice (not a credit note), once confirmed. */
    invoice: OrderInvoiceSummarySchema.nullable(),
  })
  .meta({ id: 'OrderListItem' });
export type OrderListItem = z.infer<typeof OrderListItemSchema>;

export const OrderItemSchema = z
  .object({
    id: z.number().int(),
    orderId: z.number().int(),
    priceListItemId: z.number().int().nullable(),
    categoryId: z.number().int(),
    kind: z.enum(PRICE_ITEM_KINDS),
    name: z.string(),
    person: z.object({ id: z.number().int(), name: z.string(), registrationNumber: z.string().nullable() }).nullable(),
    personRoleId: z.number().int().nullable(),
    /** The paid state of the role it pays for (codebook paidStates). */
    rolePaidStateId: z.number().int().nullable(),
    unitAmount: z.number().int(),
    quantity: z.number().int(),
    vatRate: z.number().int(),
    amount: z.number().int(),
    tournamentId: z.number().int().nullable(),
    requestId: z.number().int().nullable(),
  })
  .meta({ id: 'OrderItem' });
export type OrderItem = z.infer<typeof OrderItemSchema>;

export const OrderSchema = OrderListItemSchema.extend({
  items: z.array(OrderItemSchema),
  /** Every document of the order: its invoice and any credit note. */
  invoices: z.array(OrderInvoiceSummarySchema),
  /** The club's credit balance today, haléře (what pay-by-credit can use). */
  creditBalance: z.number().int(),
  cancelledDate: z.string().nullable(),
}).meta({ id: 'Order' });
export type Order = z.infer<typeof OrderSchema>;

/** A row of the order-items page: the item with its order's club, status and date. */
export const OrderItemListItemSchema = OrderItemSchema.extend({
  club: RefSchema,
  orderStatusId: z.number().int(),
  seasonId: z.number().int().nullable(),
  createdDate: z.string(),
}).meta({ id: 'OrderItemListItem' });
export type OrderItemListItem = z.infer<typeof OrderItemListItemSchema>;

/** A member who can get a person item of the order: holds its role type in the order's club. */
export const OrderCandidateSchema = z
  .object({
    personId: z.number().int(),
    name: z.string(),
    registrationNumber: z.string().nullable(),
    birthDate: z.string().nullable(),
    /** Their role of the item's role type (null: the item has no role type). */
    personRoleId: z.number().int().nullable(),
    rolePaidStateId: z.number().int().nullable(),
    /** Already on a live order (not cancelled) for this item or role. */
    orderedIn: z.number().int().nullable(),
  })
  .meta({ id: 'OrderCandidate' });
export type OrderCandidate = z.infer<typeof OrderCandidateSchema>;

export const OrderCandidatesQuerySchema = z.strictObject({
  priceListItemId: pathId(),
  search: text({ max: 100 }).optional(),
});

const ItemParamsSchema = z.object({ id: pathId(), itemId: pathId() });

const TAGS = ['orders'];
type Zone = 'admin' | 'club';
const zoneAccess = (zone: Zone, action: string) => ({
  kind: 'zone' as const,
  zone,
  action,
  module: 'economy' as const,
});

function zoneEndpoints<Z extends Zone>(zone: Z) {
  const base = `/api/${zone}-zone/orders`;
  const whose = zone === 'admin' ? 'in the caller’s scope (a unit manager: its units’ clubs)' : 'of the current club';
  const order = (name: string, path: string, summary: string) =>
    defineEndpoint({
      method: 'POST',
      path: `${base}/:id/${path}`,
      operationId: `${zone}.orders.${name}`,
      summary,
      tags: TAGS,
      access: zoneAccess(zone, 'orders.update'),
      params: IdParamsSchema,
      status: 200,
      response: itemEnvelope(OrderSchema),
    });
  return {
    list: defineEndpoint({
      method: 'GET',
      path: base,
      operationId: `${zone}.orders.list`,
      summary: `Orders ${whose}; filters clubId, statusId, seasonId, origin, paymentStatusId, overdue (true: invoiced, unpaid, past due), createdDate (range), federationUnitId; sorts createdDate (default -createdDate), total, club, statusId, dueDate`,
      tags: TAGS,
      access: zoneAccess(zone, 'orders.list'),
      query: ListQueryStringSchema,
      status: 200,
      response: listEnvelope(OrderListItemSchema),
    }),
    get: defineEndpoint({
      method: 'GET',
      path: `${base}/:id`,
      operationId: `${zone}.orders.get`,
      summary: `An order ${whose} with its items and documents`,
      tags: TAGS,
      access: zoneAccess(zone, 'orders.list'),
      params: IdParamsSchema,
      status: 200,
      response: itemEnvelope(OrderSchema),
    }),
    create: defineEndpoint({
      method: 'POST',
      path: base,
      operationId: `${zone}.orders.create`,
      summary:
        "A new order (status new), with items if given; asked for with nothing (no items, note or season) it is the club's empty new order when there is one",
      tags: TAGS,
      access: zoneAccess(zone, 'orders.update'),
      body: OrderCreateSchema,
      status: 201,
      response: itemEnvelope(OrderSchema),
    }),
    addItems: defineEndpoint({
      method: 'POST',
      path: `${base}/:id/items`,
      operationId: `${zone}.orders.items.add`,
      summary:
        'Add items to a new order (409 once confirmed); a person item needs a member of the club (403 otherwise)',
      tags: TAGS,
      access: zoneAccess(zone, 'orders.update'),
      params: IdParamsSchema,
      body: OrderItemsAddSchema,
      status: 200,
      response: itemEnvelope(OrderSchema),
    }),
    removeItem: defineEndpoint({
      method: 'DELETE',
      path: `${base}/:id/items/:itemId`,
      operationId: `${zone}.orders.items.remove`,
      summary: 'Remove an item of a new order (409 once confirmed)',
      tags: TAGS,
      access: zoneAccess(zone, 'orders.update'),
      params: ItemParamsSchema,
      status: 200,
      response: itemEnvelope(OrderSchema),
    }),
    candidates: defineEndpoint({
      method: 'GET',
      path: `${base}/:id/candidates`,
      operationId: `${zone}.orders.candidates`,
      summary:
        "Members of the order's club who can get a person item: holding its role type today (or any member), with the role's paid state and any live order of it; at most 500, by name",
      tags: TAGS,
      access: zoneAccess(zone, 'orders.update'),
      params: IdParamsSchema,
      query: OrderCandidatesQuerySchema,
      status: 200,
      response: z.object({ data: z.array(OrderCandidateSchema) }),
    }),
    confirm: order('confirm', 'confirm', 'Confirm a new order: its invoice is issued (an order of 0 is paid at once)'),
    cancel: order(
      'cancel',
      'cancel',
      'Cancel an order: a confirmed one gets a credit note, and what was paid goes back to the club as credit',
    ),
    payByCredit: order(
      'payByCredit',
      'pay-by-credit',
      "Pay the rest of an invoiced order from the club's credit (409 when the credit is short)",
    ),
    items: defineEndpoint({
      method: 'GET',
      path: `/api/${zone}-zone/order-items`,
      operationId: `${zone}.order.items.list`,
      summary: `Order items ${whose}; filters orderId, clubId, categoryId, kind, personId, name (item or person), orderStatusId, seasonId; sorts createdDate (default -createdDate), amount, name`,
      tags: TAGS,
      access: zoneAccess(zone, 'order.items.list'),
      query: ListQueryStringSchema,
      status: 200,
      response: listEnvelope(OrderItemListItemSchema),
    }),
  };
}

/** The admin zone's order calls, plus the office's payment by hand. */
export const ordersEndpoints = {
  ...zoneEndpoints('admin'),
  recordPayment: defineEndpoint({
    method: 'POST',
    path: '/api/admin-zone/orders/:id/payments',
    operationId: 'admin.orders.payments.record',
    summary: "Record a payment of an order's invoice by hand (cash, card, a transfer not on an imported statement)",
    tags: TAGS,
    access: zoneAccess('admin', 'orders.update'),
    params: IdParamsSchema,
    body: OrderPaymentSchema,
    status: 200,
    response: itemEnvelope(OrderSchema),
  }),
};
/** The club zone's: the same calls over the current club's orders. */
export const clubOrdersEndpoints = zoneEndpoints('club');
