// The economy's shared vocabulary (issue 31; docs/decisions/economy-orders.md): codebook ids the
// code relies on, the allowed VAT rates, and money as whole haléře. Used by the price list,
// orders, invoices, bank statements and the overview alike.
import { z } from 'zod';

/** Codebook `economyCategories`. */
export const ECONOMY_CATEGORY = {
  membership: 1,
  licences: 2,
  tournamentFees: 3,
  leagueFees: 4,
  transfers: 5,
  education: 6,
  fines: 7,
  other: 8,
} as const;

/** Codebook `orderStatuses`. */
export const ORDER_STATUS = { new: 1, confirmed: 2, invoiced: 3, paid: 4, cancelled: 5 } as const;

/** Codebook `paymentStatuses`. */
export const PAYMENT_STATUS = {
  pending: 1,
  partiallyPaid: 2,
  paid: 3,
  overpaid: 4,
  refunded: 5,
  cancelled: 6,
} as const;

/** Codebook `invoiceTypes`. */
export const INVOICE_TYPE = { invoice: 1, proforma: 2, creditNote: 3, receipt: 4 } as const;

/** Czech VAT rates in percent (2024 on): zero (not a VAT payer / exempt), reduced, standard. */
export const VAT_RATES = [0, 12, 21] as const;
export type VatRate = (typeof VAT_RATES)[number];

/**
 * What an item is for: `person` items are ordered for a member (paying marks the member's role of
 * the item's role type paid), `club` items for the club (fees, fines), `credit` tops up club credit.
 */
export const PRICE_ITEM_KINDS = ['person', 'club', 'credit'] as const;
export type PriceItemKind = (typeof PRICE_ITEM_KINDS)[number];

/** What became of an incoming payment of a bank statement. */
export const STATEMENT_LINE_STATES = ['matched', 'partial', 'over', 'unmatched', 'assigned', 'ignored'] as const;
export type StatementLineState = (typeof STATEMENT_LINE_STATES)[number];

/** Days from issue to due date of an invoice. */
export const INVOICE_DUE_DAYS = 14;

/** The largest amount of one price or item: 10 million CZK, in haléře. */
export const MAX_HALERE = 1_000_000_000;

/** An amount of money in whole haléře (1 CZK = 100 haléřů): never negative, never fractional. */
export const halereSchema = () =>
  z
    .number({ error: 'validation.number' })
    .int('economy.wholeHalere')
    .min(0, 'validation.min')
    .max(MAX_HALERE, 'validation.max')
    .meta({ description: 'Whole haléře (1 CZK = 100)' });

/** A VAT rate from the allowed list. */
export const vatRateSchema = () =>
  z
    .number({ error: 'validation.number' })
    .refine((v) => (VAT_RATES as readonly number[]).includes(v), 'economy.vatRate')
    .meta({ description: `VAT percent, one of ${VAT_RATES.join(', ')}` });
