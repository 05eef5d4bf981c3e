// The orders and order-items lists (issue 31 §2; pages `orders`, `order-items`): the caller's scope
// (the federation, a unit manager its units' clubs, a club its own) with filters, sorts and export.
import { INVOICE_TYPE, type OrderItemListItem, type OrderListItem, PAYMENT_STATUS } from '@fedra/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type AdminScope, type ClubScope, unitScopeSql } from '../../platform/access/scope-sql';
import { TODAY_SQL } from '../../platform/clock';
import { codebookNames, defineListExport, nameOf } from '../../platform/list-query/list-export';
import { type ListSpec, likePattern, parseListQuery, whereSql } from '../../platform/list-query/list-query';
import { type ListStatements, selectStatements } from '../../platform/list-query/list-statements';
import { personFullName, personNameLike } from '../../platform/list-query/person-fields';

export type OrderScope = AdminScope | ClubScope;

/** Which orders the scope sees, given the alias of the ordering club (`c`). */
export function orderScopeSql(scope: OrderScope): SQL {
  return scope.zone === 'admin' ? unitScopeSql(scope, sql`c.federation_unit_id`) : sql`o.club_id = ${scope.clubId}`;
}

/** The order's invoice (the first document that is not a credit note). */
const INVOICE_JOIN = sql`LEFT JOIN LATERAL (
    SELECT i.id, i.type_id, i.number, i.variable_symbol, i.issue_date, i.due_date, i.amount, i.paid_amount, i.payment_status_id
      FROM invoices i WHERE i.order_id = o.id AND i.type_id <> ${INVOICE_TYPE.creditNote} ORDER BY i.id LIMIT 1) inv ON TRUE`;

const OPEN_STATUSES = sql`(${PAYMENT_STATUS.pending}, ${PAYMENT_STATUS.partiallyPaid})`;

export const orderListSpec: ListSpec = {
  fields: {
    id: { type: 'number', column: sql`o.id`, sort: true },
    clubId: { type: 'number', selective: true, column: sql`o.club_id` },
    club: { type: 'text', column: sql`c.name`, sort: [sql`c.name`], filterable: false },
    federationUnitId: { type: 'number', column: sql`c.federation_unit_id` },
    statusId: { type: 'number', column: sql`o.status_id`, sort: [sql`o.status_id`] },
    seasonId: { type: 'number', column: sql`o.season_id` },
    origin: { type: 'text', column: sql`o.origin` },
    total: { type: 'number', column: sql`o.total`, sort: true },
    createdDate: { type: 'date', column: sql`o.created_date::date`, sort: [sql`o.created_date`] },
    paymentStatusId: {
      type: 'number',
      operators: ['valuesEqual', 'valuesMemberOf'],
      filter: (f) =>
        sql`EXISTS (SELECT 1 FROM invoices i WHERE i.order_id = o.id AND i.type_id <> ${INVOICE_TYPE.creditNote}
                     AND i.payment_status_id = ANY(${sql.param(f.values.map(Number))}::int[]))`,
    },
    overdue: {
      type: 'boolean',
      operators: ['valuesEqual'],
      filter: (f) => {
        const overdue = sql`EXISTS (SELECT 1 FROM invoices i WHERE i.order_id = o.id AND i.type_id <> ${INVOICE_TYPE.creditNote}
                     AND i.payment_status_id IN ${OPEN_STATUSES} AND i.due_date < ${TODAY_SQL})`;
        return f.values[0] === true || f.values[0] === 'true' ? overdue : sql`NOT ${overdue}`;
      },
    },
    dueDate: { type: 'date', column: sql`inv.due_date`, sort: [sql`inv.due_date`], filterable: false },
  },
  defaultSort: '-createdDate',
  tieBreaker: sql`o.id DESC`,
};

export const ORDER_COLUMNS = sql`
  o.id, json_build_object('id', c.id, 'name', c.name) AS club, o.season_id AS "seasonId", o.status_id AS "statusId",
  o.total, (SELECT count(*)::int FROM order_items x WHERE x.order_id = o.id) AS "itemCount", o.origin, o.note,
  o.created_date AS "createdDate", o.confirmed_date AS "confirmedDate",
  CASE WHEN inv.id IS NULL THEN NULL ELSE json_build_object('id', inv.id, 'typeId', inv.type_id, 'number', inv.number,
    'variableSymbol', inv.variable_symbol, 'issueDate', inv.issue_date, 'dueDate', inv.due_date, 'amount', inv.amount,
    'paidAmount', inv.paid_amount, 'paymentStatusId', inv.payment_status_id) END AS invoice`;

export const ORDER_FROM = sql`orders o JOIN clubs c ON c.id = o.club_id ${INVOICE_JOIN}`;

/** The SQL of the orders list for a scope and a raw list query (a 400 on a bad query). */
export function orderListSql(scope: OrderScope, query: Record<string, unknown>): ListStatements {
  const q = parseListQuery(query, orderListSpec);
  return selectStatements(q, {
    columns: ORDER_COLUMNS,
    from: ORDER_FROM,
    countFrom: sql`orders o JOIN clubs c ON c.id = o.club_id ${INVOICE_JOIN}`,
    where: whereSql([orderScopeSql(scope), ...q.where]),
  });
}

export const ORDER_ITEM_COLUMNS = sql`
  x.id, x.order_id AS "orderId", x.price_list_item_id AS "priceListItemId", x.category_id AS "categoryId", x.kind,
  x.name, CASE WHEN p.id IS NULL THEN NULL ELSE json_build_object('id', p.id, 'name', ${personFullName},
    'registrationNumber', p.registration_number) END AS person,
  x.person_role_id AS "personRoleId", r.paid_state_id AS "rolePaidStateId", x.unit_amount AS "unitAmount",
  x.quantity, x.vat_rate AS "vatRate", x.amount, x.tournament_id AS "tournamentId", x.request_id AS "requestId"`;

export const ORDER_ITEM_JOINS = sql`LEFT JOIN persons p ON p.id = x.person_id LEFT JOIN person_roles r ON r.id = x.person_role_id`;

export const orderItemListSpec: ListSpec = {
  fields: {
    orderId: { type: 'number', selective: true, column: sql`x.order_id` },
    clubId: { type: 'number', selective: true, column: sql`o.club_id` },
    federationUnitId: { type: 'number', column: sql`c.federation_unit_id` },
    categoryId: { type: 'number', column: sql`x.category_id` },
    kind: { type: 'text', column: sql`x.kind` },
    personId: { type: 'number', selective: true, column: sql`x.person_id` },
    name: {
      type: 'text',
      operators: ['valuesLike'],
      filter: (f) => {
        const pattern = likePattern(String(f.values[0]));
        return sql`(lower(f_unaccent(x.name)) LIKE lower(f_unaccent(${pattern}))
                    OR ${personNameLike(String(f.values[0]))})`;
      },
      sort: [sql`x.name`],
    },
    orderStatusId: { type: 'number', column: sql`o.status_id` },
    seasonId: { type: 'number', column: sql`o.season_id` },
    amount: { type: 'number', column: sql`x.amount`, sort: true },
    createdDate: { type: 'date', column: sql`o.created_date::date`, sort: [sql`o.created_date`] },
  },
  defaultSort: '-createdDate',
  tieBreaker: sql`x.id DESC`,
};

/** The SQL of the order-items list. */
export function orderItemListSql(scope: OrderScope, query: Record<string, unknown>): ListStatements {
  const q = parseListQuery(query, orderItemListSpec);
  return selectStatements(q, {
    columns: sql`${ORDER_ITEM_COLUMNS}, json_build_object('id', c.id, 'name', c.name) AS club,
      o.status_id AS "orderStatusId", o.season_id AS "seasonId", o.created_date AS "createdDate"`,
    from: sql`order_items x JOIN orders o ON o.id = x.order_id JOIN clubs c ON c.id = o.club_id ${ORDER_ITEM_JOINS}`,
    where: whereSql([orderScopeSql(scope), ...q.where]),
  });
}

const koruny = (halere: number | null | undefined) => (halere == null ? null : halere / 100);

/** The orders list as a file (amounts in koruny). */
export const orderListExport = defineListExport({
  name: 'orders',
  title: { cs: 'Objednávky', en: 'Orders' },
  prepare: async (db, lang) => ({
    statuses: await codebookNames(db, 'orderStatuses', lang),
    payments: await codebookNames(db, 'paymentStatuses', lang),
  }),
  columns: [
    { label: { cs: 'Číslo', en: 'Number' }, type: 'number', value: (o: OrderListItem) => o.id },
    { label: { cs: 'Klub', en: 'Club' }, value: (o) => o.club.name, width: 30 },
    { label: { cs: 'Stav', en: 'Status' }, value: (o, x) => nameOf(x.statuses, o.statusId), width: 16 },
    { label: { cs: 'Položek', en: 'Items' }, type: 'number', value: (o) => o.itemCount },
    { label: { cs: 'Celkem (Kč)', en: 'Total (CZK)' }, type: 'number', value: (o) => koruny(o.total) },
    { label: { cs: 'Faktura', en: 'Invoice' }, value: (o) => o.invoice?.number ?? null, width: 14 },
    { label: { cs: 'Splatnost', en: 'Due' }, type: 'date', value: (o) => o.invoice?.dueDate ?? null },
    {
      label: { cs: 'Platba', en: 'Payment' },
      value: (o, x) => (o.invoice ? nameOf(x.payments, o.invoice.paymentStatusId) : null),
      width: 16,
    },
    { label: { cs: 'Zaplaceno (Kč)', en: 'Paid (CZK)' }, type: 'number', value: (o) => koruny(o.invoice?.paidAmount) },
    { label: { cs: 'Vytvořena', en: 'Created' }, type: 'date', value: (o) => o.createdDate.slice(0, 10) },
  ],
});

/** The order-items list as a file. */
export const orderItemListExport = defineListExport({
  name: 'order-items',
  title: { cs: 'Položky objednávek', en: 'Order items' },
  prepare: async (db, lang) => ({
    categories: await codebookNames(db, 'economyCategories', lang),
    statuses: await codebookNames(db, 'orderStatuses', lang),
  }),
  columns: [
    { label: { cs: 'Objednávka', en: 'Order' }, type: 'number', value: (i: OrderItemListItem) => i.orderId },
    { label: { cs: 'Klub', en: 'Club' }, value: (i) => i.club.name, width: 30 },
    { label: { cs: 'Položka', en: 'Item' }, value: (i) => i.name, width: 30 },
    { label: { cs: 'Kategorie', en: 'Category' }, value: (i, x) => nameOf(x.categories, i.categoryId), width: 20 },
    { label: { cs: 'Osoba', en: 'Person' }, value: (i) => i.person?.name ?? null, width: 24 },
    { label: { cs: 'Množství', en: 'Quantity' }, type: 'number', value: (i) => i.quantity },
    { label: { cs: 'Cena (Kč)', en: 'Price (CZK)' }, type: 'number', value: (i) => koruny(i.unitAmount) },
    { label: { cs: 'DPH %', en: 'VAT %' }, type: 'number', value: (i) => i.vatRate },
    { label: { cs: 'Celkem (Kč)', en: 'Total (CZK)' }, type: 'number', value: (i) => koruny(i.amount) },
    { label: { cs: 'Stav objednávky', en: 'Order status' }, value: (i, x) => nameOf(x.statuses, i.orderStatusId) },
  ],
});
