// The person contribution calls of the admin and club zones (each zone its own paths, from the
// contract's CONTRIBUTION_ZONE_CALLS), the admin's generation and price list, and the seasons and
// clubs the filters offer.
import type { ListQuery } from '@fedra/contract/common/list-query';
import {
  contributionsEndpoints as api,
  CONTRIBUTION_ZONE_CALLS,
  type ContributionGenerate,
  type ContributionPay,
  type ContributionPriceCreate,
  type ContributionPriceUpdate,
} from '@fedra/contract/contributions';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../platform/api/client';

export type ContributionZone = keyof typeof CONTRIBUTION_ZONE_CALLS;

export const CONTRIBUTIONS_KEY = ['contributions'] as const;
export const contributionsKey = (zone: ContributionZone) => [...CONTRIBUTIONS_KEY, zone] as const;
export const PRICES_KEY = [...CONTRIBUTIONS_KEY, 'prices'] as const;

/** The list call of a zone (its export too). */
export const contributionListCall = (zone: ContributionZone) => CONTRIBUTION_ZONE_CALLS[zone].list;

export const loadContributions = (zone: ContributionZone) => (query: ListQuery, signal: AbortSignal) =>
  call(CONTRIBUTION_ZONE_CALLS[zone].list, { query, signal });

/** Totals of what the list's filter matches (no paging). */
export const contributionSummaryQuery = (zone: ContributionZone, query: ListQuery | null) =>
  queryOptions({
    queryKey: [...contributionsKey(zone), 'summary', query],
    queryFn: ({ signal }) => call(CONTRIBUTION_ZONE_CALLS[zone].summary, { query: query ?? {}, signal }),
    enabled: query !== null,
  });

/** Pays the ids, or (body.all) every contribution the query's filter matches. */
export const payContributions = (zone: ContributionZone, body: ContributionPay, query?: ListQuery) =>
  call(CONTRIBUTION_ZONE_CALLS[zone].pay, { body, query });

export const startGeneration = (body: ContributionGenerate) => call(api.generate, { body });

/** How often a running generation is asked about. */
export const GENERATION_POLL_MS = 1000;
const FINISHED = new Set(['completed', 'failed']);

export const generationQuery = (jobId: string) =>
  queryOptions({
    queryKey: [...CONTRIBUTIONS_KEY, 'generation', jobId],
    queryFn: ({ signal }) => call(api.generation, { params: { jobId }, signal }),
    refetchInterval: (query) => (FINISHED.has(query.state.data?.data?.state ?? '') ? false : GENERATION_POLL_MS),
  });

export const loadPrices = (query: ListQuery, signal: AbortSignal) => call(api.priceList, { query, signal });
export const createPrice = (body: ContributionPriceCreate) => call(api.priceCreate, { body });
export const updatePrice = (id: number, body: ContributionPriceUpdate) =>
  call(api.priceUpdate, { params: { id }, body });
export const deletePrice = (id: number) => call(api.priceDelete, { params: { id } });
