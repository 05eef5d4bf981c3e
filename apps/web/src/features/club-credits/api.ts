// The club credit calls, one function each: every club's status (admin zone) and the current club's
// own ledger and summary (club zone).

import { clubCreditsEndpoints } from '@fedra/contract/club-credits';
import type { ListQuery } from '@fedra/contract/common/list-query';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../platform/api/client';

import { CREDITS_KEY } from '../../platform/api/query-keys';

export { CREDITS_KEY };
/** The list call, also exported as a file (ListView's export). */
export const creditListCall = clubCreditsEndpoints.list;
/** The club zone's ledger call, exported the same way. */
export const clubLedgerCall = clubCreditsEndpoints.clubEntries;

export const loadCredits = (query: ListQuery, signal: AbortSignal) =>
  call(clubCreditsEndpoints.list, { query, signal });

export const loadClubLedger = (query: ListQuery, signal: AbortSignal) =>
  call(clubCreditsEndpoints.clubEntries, { query, signal });

export interface CreditPeriod {
  from?: string;
  to?: string;
}

/** The current club's balance now and its movements within the period. */
export const clubSummaryQuery = (period: CreditPeriod) =>
  queryOptions({
    queryKey: [...CREDITS_KEY, 'club', 'summary', period],
    queryFn: ({ signal }) => {
      const query: Record<string, string> = {};
      if (period.from) query.from = period.from;
      if (period.to) query.to = period.to;
      return call(clubCreditsEndpoints.clubSummary, { query, signal });
    },
  });
