// The economy overview (issue 31 part 6; spec 000 §2.3 page `economy`): per club and season what
// was invoiced, paid, is still outstanding and overdue, with the totals of the filter and the
// charts' data; in the club zone the current club's own numbers. Money in whole haléře
// (docs/decisions/economy-price-list-and-overview.md).
import { z } from 'zod';
import { defineEndpoint } from './common/endpoint';
import { itemEnvelope, listEnvelope } from './common/envelope';
import { ListFilterQueryStringSchema, ListQueryStringSchema } from './common/list-query-schema';

const halere = () => z.number().int().meta({ description: 'Whole haléře' });

/** What a set of invoices adds up to. */
export const EconomyFiguresSchema = z
  .object({
    /** The invoices issued (type invoice, neither cancelled nor refunded), VAT included. */
    invoiced: halere(),
    /** What was paid against them. */
    paid: halere(),
    /** What is still to pay (an overpayment counts as nothing outstanding). */
    outstanding: halere(),
    /** Of it, what is past its due date on the server's today. */
    overdue: halere(),
    invoiceCount: z.number().int(),
    overdueCount: z.number().int(),
  })
  .meta({ id: 'EconomyFigures' });
export type EconomyFigures = z.infer<typeof EconomyFiguresSchema>;

export const EconomyOverviewRowSchema = EconomyFiguresSchema.extend({
  clubId: z.number().int(),
  clubName: z.string(),
  federationUnitId: z.number().int().nullable(),
  /** The orders' season (null: orders of no season). */
  seasonId: z.number().int().nullable(),
}).meta({ id: 'EconomyOverviewRow' });
export type EconomyOverviewRow = z.infer<typeof EconomyOverviewRowSchema>;

export const EconomyMonthSchema = z
  .object({
    /** "YYYY-MM". */
    month: z.string(),
    /** Invoices issued that month. */
    issued: halere(),
    /** Payments booked that month against them. */
    paid: halere(),
  })
  .meta({ id: 'EconomyMonth' });
export type EconomyMonth = z.infer<typeof EconomyMonthSchema>;

export const EconomyOverviewSummarySchema = z
  .object({
    totals: EconomyFiguresSchema,
    /** Clubs with at least one invoice in the filter. */
    clubCount: z.number().int(),
    /** Issued vs paid per month, oldest first (months with either). */
    months: z.array(EconomyMonthSchema),
    /** The clubs owing most past the due date, most first (at most ten). */
    topOverdue: z.array(z.object({ clubId: z.number().int(), clubName: z.string(), overdue: halere() })),
    /** The day "overdue" was computed on (the server's today). */
    today: z.string(),
  })
  .meta({ id: 'EconomyOverviewSummary' });
export type EconomyOverviewSummary = z.infer<typeof EconomyOverviewSummarySchema>;

export const ClubEconomyOverviewSchema = z
  .object({
    totals: EconomyFiguresSchema,
    /** The club's figures per season, the newest season first. */
    seasons: z.array(EconomyFiguresSchema.extend({ seasonId: z.number().int().nullable() })),
    today: z.string(),
  })
  .meta({ id: 'ClubEconomyOverview' });
export type ClubEconomyOverview = z.infer<typeof ClubEconomyOverviewSchema>;

const TAGS = ['economy'];
const access = (zone: 'admin' | 'club') => ({
  kind: 'zone' as const,
  zone,
  action: 'orders.list',
  module: 'economy' as const,
});
const FILTERS =
  'filters seasonId, clubId, federationUnitId, name (the club’s, accent-insensitive), overdueOnly (true: rows with something overdue)';

export const economyOverviewEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin-zone/economy/overview',
    operationId: 'economy.overview.list',
    summary: `Invoiced, paid, outstanding and overdue per club and season (a unit manager: its unit's clubs); ${FILTERS}; sorts name, seasonId, invoiced, paid, outstanding, overdue`,
    tags: TAGS,
    access: access('admin'),
    query: ListQueryStringSchema,
    status: 200,
    response: listEnvelope(EconomyOverviewRowSchema),
  }),
  summary: defineEndpoint({
    method: 'GET',
    path: '/api/admin-zone/economy/overview/summary',
    operationId: 'economy.overview.summary',
    summary: `The totals of the overview's filter and its charts: issued vs paid per month, the clubs owing most (same filters as the list; no paging)`,
    tags: TAGS,
    access: access('admin'),
    query: ListFilterQueryStringSchema,
    status: 200,
    response: itemEnvelope(EconomyOverviewSummarySchema),
  }),
  /** The club zone's own figures (one table with the admin calls: the contract index lists one key). */
  club: defineEndpoint({
    method: 'GET',
    path: '/api/club-zone/economy/overview',
    operationId: 'club.economy.overview.get',
    summary: 'The current club’s own invoiced, paid, outstanding and overdue amounts, in total and per season',
    tags: TAGS,
    access: access('club'),
    status: 200,
    response: itemEnvelope(ClubEconomyOverviewSchema),
  }),
};
