// The federation's money flow (issue 31): the price list, clubs' orders and their items, the
// invoices and credit notes issued for them, the payments booked against the invoices, and the
// bank statements the payments come from. Money is whole haléře in `bigint` columns (read as JS
// numbers: 2^53 haléře is far beyond any federation), never floats or numerics.
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clubs } from './clubs';
import { auditColumns } from './columns';
import { clubCreditEntries } from './credits';
import { personRoles, persons } from './persons';
import { personRoleTypes } from './reference';
import { requests } from './requests';
import { seasons } from './seasons';
import { tournaments } from './tournaments';
import { users } from './users';

const halere = (name: string) => bigint(name, { mode: 'number' });

/**
 * What an item is for, which decides what paying it does: `person` items are ordered for a member
 * (a licence or membership of a role type marks that role paid), `club` items for the club itself
 * (registration, team competition and transfer fees, fines), `credit` items top up club credit.
 */
export const PRICE_ITEM_KINDS = ['person', 'club', 'credit'] as const;

/** One price of the price list, in an economy category (codebook `economyCategories`). */
export const priceListItems = pgTable(
  'price_list_items',
  {
    id: serial('id').primaryKey(),
    /** Codebook `economyCategories`. */
    categoryId: integer('category_id').notNull(),
    kind: text('kind', { enum: PRICE_ITEM_KINDS }).notNull(),
    name: text('name').notNull(),
    /** Price including VAT, haléře. */
    amount: halere('amount').notNull(),
    /** Percent, one of the allowed rates (contract `VAT_RATES`). */
    vatRate: integer('vat_rate').notNull(),
    seasonId: integer('season_id').references(() => seasons.id),
    /** Codebook `ageCategories`; null: any. */
    ageCategoryId: integer('age_category_id'),
    /** The role the item pays for (person items): paying marks the member's role of this type paid. */
    personRoleTypeId: integer('person_role_type_id').references(() => personRoleTypes.id),
    validFrom: date('valid_from'),
    validTo: date('valid_to'),
    ...auditColumns,
  },
  (t) => [
    check('price_list_items_amount_chk', sql`${t.amount} >= 0`),
    check('price_list_items_vat_chk', sql`${t.vatRate} IN (0, 12, 21)`),
    check('price_list_items_kind_chk', sql`${t.kind} IN ('person', 'club', 'credit')`),
    check(
      'price_list_items_valid_chk',
      sql`${t.validFrom} IS NULL OR ${t.validTo} IS NULL OR ${t.validFrom} <= ${t.validTo}`,
    ),
    index('price_list_items_category_idx').on(t.categoryId, t.name),
    index('price_list_items_season_idx').on(t.seasonId),
  ],
);

/** A club's order (codebook `orderStatuses`: new, confirmed, invoiced, paid, cancelled). */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id),
    seasonId: integer('season_id').references(() => seasons.id),
    statusId: integer('status_id').notNull().default(1),
    note: text('note'),
    /** The sum of the items, haléře; kept by every item write in the same transaction. */
    total: halere('total').notNull().default(0),
    confirmedDate: timestamp('confirmed_date', { withTimezone: true }),
    cancelledDate: timestamp('cancelled_date', { withTimezone: true }),
    /** Who made it when not a person: 'season-licences' (the generation job), 'statute-8', 'request'. */
    origin: text('origin'),
    ...auditColumns,
  },
  (t) => [
    check('orders_total_chk', sql`${t.total} >= 0`),
    index('orders_club_idx').on(t.clubId, t.createdDate),
    index('orders_status_idx').on(t.statusId, t.createdDate),
    index('orders_season_idx').on(t.seasonId, t.clubId),
  ],
);

/** One line of an order: a price-list item (copied: a later price change does not reach it). */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    priceListItemId: integer('price_list_item_id').references(() => priceListItems.id, { onDelete: 'set null' }),
    /** Codebook `economyCategories` (copied from the price list, or the origin's). */
    categoryId: integer('category_id').notNull(),
    kind: text('kind', { enum: PRICE_ITEM_KINDS }).notNull(),
    name: text('name').notNull(),
    /** The member the item is ordered for (person items). */
    personId: integer('person_id').references(() => persons.id, { onDelete: 'set null' }),
    /** The role the item pays for: marked paid when the order is paid. */
    personRoleId: integer('person_role_id').references(() => personRoles.id, { onDelete: 'set null' }),
    unitAmount: halere('unit_amount').notNull(),
    quantity: integer('quantity').notNull().default(1),
    vatRate: integer('vat_rate').notNull(),
    /** unitAmount × quantity, haléře, VAT included. */
    amount: halere('amount').notNull(),
    /** A fine for a tournament short of referees (statute 8): one per tournament. */
    tournamentId: integer('tournament_id').references(() => tournaments.id, { onDelete: 'set null' }),
    /** A fee of a request (transfer or loan): one per request. */
    requestId: integer('request_id').references(() => requests.id, { onDelete: 'set null' }),
    ...auditColumns,
  },
  (t) => [
    check(
      'order_items_amount_chk',
      sql`${t.unitAmount} >= 0 AND ${t.quantity} > 0 AND ${t.amount} = ${t.unitAmount} * ${t.quantity}`,
    ),
    check('order_items_vat_chk', sql`${t.vatRate} IN (0, 12, 21)`),
    index('order_items_order_idx').on(t.orderId),
    index('order_items_person_idx').on(t.personId),
    index('order_items_role_idx').on(t.personRoleId),
    uniqueIndex('order_items_tournament_idx').on(t.tournamentId),
    uniqueIndex('order_items_request_idx').on(t.requestId),
  ],
);

/**
 * The yearly number series of a document type (codebook `invoiceTypes`): the next number is taken
 * by an UPDATE of its row, so two confirmations never share one.
 */
export const invoiceNumberSeries = pgTable(
  'invoice_number_series',
  {
    year: integer('year').notNull(),
    typeId: integer('type_id').notNull(),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (t) => [uniqueIndex('invoice_number_series_key_idx').on(t.year, t.typeId)],
);

/**
 * An invoice or credit note of an order (codebook `invoiceTypes`), with the supplier's and the
 * customer's data as they were on the issue date (a later change of address does not rewrite it).
 * A credit note carries a negative amount and points at the invoice it cancels.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id),
    typeId: integer('type_id').notNull(),
    number: text('number').notNull(),
    /** Digits only, at most 10 (the bank's variable symbol); null on credit notes. */
    variableSymbol: text('variable_symbol'),
    issueDate: date('issue_date').notNull(),
    dueDate: date('due_date').notNull(),
    /** Haléře, VAT included; negative on a credit note. */
    amount: halere('amount').notNull(),
    /** The sum of the payments booked against it, haléře. */
    paidAmount: halere('paid_amount').notNull().default(0),
    /** Codebook `paymentStatuses`. */
    paymentStatusId: integer('payment_status_id').notNull().default(1),
    paidDate: date('paid_date'),
    creditedInvoiceId: integer('credited_invoice_id'),
    supplier: jsonb('supplier').notNull(),
    customer: jsonb('customer').notNull(),
    /** The last overdue reminder sent (the reminder job sends one a week at most). */
    remindedDate: date('reminded_date'),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('invoices_number_idx').on(t.number),
    uniqueIndex('invoices_variable_symbol_idx').on(t.variableSymbol),
    index('invoices_order_idx').on(t.orderId),
    index('invoices_club_idx').on(t.clubId, t.issueDate),
    index('invoices_due_idx').on(t.paymentStatusId, t.dueDate),
  ],
);

/** An ISO 20022 camt.053 or bank CSV statement, imported once (its content hash is unique). */
export const bankStatements = pgTable(
  'bank_statements',
  {
    id: serial('id').primaryKey(),
    /** 'camt053' or 'csv'. */
    format: text('format').notNull(),
    fileName: text('file_name').notNull(),
    /** sha256 of the file's bytes, hex: the same statement twice is refused. */
    contentHash: text('content_hash').notNull(),
    /** The statement's own identification (camt `Stmt/Id`), when it has one. */
    statementId: text('statement_id'),
    accountIban: text('account_iban'),
    fromDate: date('from_date'),
    toDate: date('to_date'),
    lineCount: integer('line_count').notNull().default(0),
    matchedCount: integer('matched_count').notNull().default(0),
    ...auditColumns,
  },
  (t) => [uniqueIndex('bank_statements_hash_idx').on(t.contentHash)],
);

export const STATEMENT_LINE_STATES = ['matched', 'partial', 'over', 'unmatched', 'assigned', 'ignored'] as const;

/** One incoming payment of a statement and what became of it. */
export const bankStatementLines = pgTable(
  'bank_statement_lines',
  {
    id: serial('id').primaryKey(),
    statementId: integer('statement_id')
      .notNull()
      .references(() => bankStatements.id, { onDelete: 'cascade' }),
    bookingDate: date('booking_date').notNull(),
    /** Haléře, > 0 (outgoing payments are not imported). */
    amount: halere('amount').notNull(),
    variableSymbol: text('variable_symbol'),
    counterpartyName: text('counterparty_name'),
    counterpartyAccount: text('counterparty_account'),
    message: text('message'),
    /** The bank's reference of the transaction. */
    bankReference: text('bank_reference'),
    state: text('state', { enum: STATEMENT_LINE_STATES }).notNull(),
    /** The invoice the variable symbol points at (matched, or proposed for a partial or over payment). */
    invoiceId: integer('invoice_id').references(() => invoices.id),
    ...auditColumns,
  },
  (t) => [
    check('bank_statement_lines_amount_chk', sql`${t.amount} > 0`),
    index('bank_statement_lines_statement_idx').on(t.statementId, t.state),
    index('bank_statement_lines_state_idx').on(t.state, t.bookingDate),
    index('bank_statement_lines_invoice_idx').on(t.invoiceId),
  ],
);

/**
 * A payment booked against an invoice: from a statement line (each line once: a second assignment
 * is a 409), from club credit (its ledger entry), or recorded by the office (cash, card).
 */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    amount: halere('amount').notNull(),
    paidDate: date('paid_date').notNull(),
    /** Codebook `paymentSources`. */
    sourceId: integer('source_id').notNull(),
    statementLineId: integer('statement_line_id').references(() => bankStatementLines.id),
    creditEntryId: integer('credit_entry_id').references(() => clubCreditEntries.id),
    note: text('note'),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('invoice_payments_amount_chk', sql`${t.amount} > 0`),
    index('invoice_payments_invoice_idx').on(t.invoiceId),
    uniqueIndex('invoice_payments_line_idx').on(t.statementLineId),
  ],
);
