// The public rankings' calls (issue 36): one per page, anonymous, cached by the server.
import { rankingsEndpoints as api } from '@fedra/contract/rankings';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../platform/api/client';
import { RANKINGS_KEY } from './api';

const PUBLIC_KEY = [...RANKINGS_KEY, 'public'] as const;

/** The overview's query as the address has it (only the parameters given). */
export type PublicRankingParams = Record<string, string>;

export const publicRankingQuery = (query: PublicRankingParams) =>
  queryOptions({
    queryKey: [...PUBLIC_KEY, 'overview', query],
    queryFn: ({ signal }) => call(api.publicOverview, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const publicPlayerQuery = (id: number) =>
  queryOptions({
    queryKey: [...PUBLIC_KEY, 'player', id],
    queryFn: ({ signal }) => call(api.publicPlayer, { params: { id }, signal }),
  });
