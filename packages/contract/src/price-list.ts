// The price list (issue 31 part 1; spec 000 §2.3 page `price-list-items/{categoryId}`): the prices
// of each economy category that orders are made of. The office keeps it (admin zone); a club reads
// what it can order on a day (club zone). Money in whole haléře, VAT included (docs/decisions/
// economy-orders.md, economy-price-list-and-overview.md).
import { z } from 'zod';
import { defineEndpoint } from './common/endpoint';
import { itemEnvelope, listEnvelope } from './common/envelope';
import { ListQueryStringSchema } from './common/list-query-schema';
import { AuditSchema, bodyId, boundedDate, IdParamsSchema } from './common/schemas';
import { text } from './common/text';
import { halereSchema, PRICE_ITEM_KINDS, vatRateSchema } from './economy-codes';

export const PRICE_LIST_LIMITS = { name: 200 } as const;

const optionalId = bodyId().nullish();

export const PriceListItemWriteSchema = z
  .strictObject({
    categoryId: bodyId().describe('Codebook economyCategories'),
    kind: z
      .enum(PRICE_ITEM_KINDS, { error: 'validation.enum' })
      .describe(
        'person: ordered for a member (with a role type, paying marks that role paid); club: a fee or fine of the club; credit: tops up club credit',
      ),
    name: text({ max: PRICE_LIST_LIMITS.name, required: true }),
    amount: halereSchema().describe('Price including VAT, whole haléře (1 CZK = 100)'),
    vatRate: vatRateSchema(),
    seasonId: optionalId.describe('The season it is for (empty: any)'),
    ageCategoryId: optionalId.describe('Codebook ageCategories (empty: any age)'),
    personRoleTypeId: optionalId.describe('Person items: the role type paying it marks paid'),
    validFrom: boundedDate().nullish().describe('First day it can be ordered (empty: from always)'),
    validTo: boundedDate().nullish().describe('Last day it can be ordered (empty: no end)'),
  })
  .superRefine((v, ctx) => {
    if (v.validFrom && v.validTo && v.validTo < v.validFrom)
      ctx.addIssue({ code: 'custom', path: ['validTo'], message: 'validation.dateTillBeforeFrom' });
    if (v.personRoleTypeId != null && v.kind !== undefined && v.kind !== 'person')
      ctx.addIssue({ code: 'custom', path: ['personRoleTypeId'], message: 'priceList.roleTypeOnlyPerson' });
  })
  .meta({ id: 'PriceListItemWrite' });
export type PriceListItemWrite = z.input<typeof PriceListItemWriteSchema>;

export const PriceListItemListItemSchema = z
  .object({
    id: z.number().int(),
    categoryId: z.number().int(),
    kind: z.enum(PRICE_ITEM_KINDS),
    name: z.string(),
    /** Haléře, VAT included. */
    amount: z.number().int(),
    vatRate: z.number().int(),
    seasonId: z.number().int().nullable(),
    ageCategoryId: z.number().int().nullable(),
    personRoleTypeId: z.number().int().nullable(),
    validFrom: z.string().nullable(),
    validTo: z.string().nullable(),
  })
  .meta({ id: 'PriceListItemListItem' });
export type PriceListItemListItem = z.infer<typeof PriceListItemListItemSchema>;

export const PriceListItemSchema = PriceListItemListItemSchema.extend({
  /** Order items made of it (they keep their own copy of name and price). */
  orderItemCount: z.number().int(),
  ...AuditSchema,
}).meta({ id: 'PriceListItem' });
export type PriceListItem = z.infer<typeof PriceListItemSchema>;

const TAGS = ['price-list'];
const access = (zone: 'admin' | 'club', action: string) => ({
  kind: 'zone' as const,
  zone,
  action,
  module: 'economy' as const,
});
const FILTERS =
  'filters categoryId, name (accent-insensitive), kind, seasonId, ageCategoryId, personRoleTypeId, validAt (a date: can be ordered on it); sorts name, amount, validFrom, validTo, categoryId';
const BASE = '/api/admin-zone/price-list-items';

/** The admin zone's price-list calls: every admin role reads, the office keeps it. */
export const priceListEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: BASE,
    operationId: 'admin.price.list.item.list',
    summary: `The price list; ${FILTERS}`,
    tags: TAGS,
    access: access('admin', 'price.list.item.list'),
    query: ListQueryStringSchema,
    status: 200,
    response: listEnvelope(PriceListItemListItemSchema),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${BASE}/:id`,
    operationId: 'admin.price.list.item.get',
    summary: 'A price-list item',
    tags: TAGS,
    access: access('admin', 'price.list.item.list'),
    params: IdParamsSchema,
    status: 200,
    response: itemEnvelope(PriceListItemSchema),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: BASE,
    operationId: 'admin.price.list.item.create',
    summary: 'Add a price-list item',
    tags: TAGS,
    access: access('admin', 'price.list.item.update'),
    body: PriceListItemWriteSchema,
    status: 201,
    response: itemEnvelope(PriceListItemSchema),
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: `${BASE}/:id`,
    operationId: 'admin.price.list.item.update',
    summary: 'Change a price-list item (orders already made keep their copy)',
    tags: TAGS,
    access: access('admin', 'price.list.item.update'),
    params: IdParamsSchema,
    body: PriceListItemWriteSchema,
    status: 200,
    response: itemEnvelope(PriceListItemSchema),
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: `${BASE}/:id`,
    operationId: 'admin.price.list.item.delete',
    summary: 'Delete a price-list item (order items made of it keep their copy)',
    tags: TAGS,
    access: access('admin', 'price.list.item.update'),
    params: IdParamsSchema,
    status: 204,
    response: z.null(),
  }),
};

/** The club zone's: what the current club can order, valid today unless a validAt filter says another day. */
export const clubPriceListEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/club-zone/price-list-items',
    operationId: 'club.price.list.item.list',
    summary: `What a club can order: the items valid today (or on the validAt filter's date); ${FILTERS}`,
    tags: TAGS,
    access: access('club', 'price.list.item.list'),
    query: ListQueryStringSchema,
    status: 200,
    response: listEnvelope(PriceListItemListItemSchema),
  }),
};
