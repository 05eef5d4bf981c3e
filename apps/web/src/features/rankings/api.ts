// The ranking calls: each zone's rankings and entries (RANKING_READ_CALLS), the admin's excluded /
// included tournaments, the generation job and the tournaments the pickers search.
import type { ListQuery } from '@fedra/contract/common/list-query';
import {
  rankingsEndpoints as api,
  RANKING_READ_CALLS,
  type RankingGenerate,
  type RankingTournamentsInput,
} from '@fedra/contract/rankings';
import { TOURNAMENT_READ_CALLS } from '@fedra/contract/tournaments';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../platform/api/client';

export type RankingZone = keyof typeof RANKING_READ_CALLS;
export type OverrideKind = 'excluded' | 'included';

export const RANKINGS_KEY = ['rankings'] as const;

/** Every generated ranking of a combination (group, sex, discipline), the latest first. */
export const rankingsQuery = (zone: RankingZone, key: { group: string; sex: string; discipline: string } | null) =>
  queryOptions({
    queryKey: [...RANKINGS_KEY, zone, 'list', key],
    queryFn: ({ signal }) =>
      call(RANKING_READ_CALLS[zone].list, {
        query: {
          limit: 100,
          sort: '-rankDate',
          fields: {
            ageCategoryGroupId: { o: 'valuesEqual', v: key!.group },
            sexId: { o: 'valuesEqual', v: key!.sex },
            sportDisciplineId: { o: 'valuesEqual', v: key!.discipline },
          },
        } as ListQuery,
        signal,
      }),
    enabled: key !== null,
  });

/** The most recently dated ranking of any combination: the overview opens on it. */
export const latestRankingQuery = (zone: RankingZone) =>
  queryOptions({
    queryKey: [...RANKINGS_KEY, zone, 'latest'],
    queryFn: ({ signal }) =>
      call(RANKING_READ_CALLS[zone].list, { query: { limit: 1, sort: '-rankDate' } as ListQuery, signal }),
  });

export const entriesCall = (zone: RankingZone) => RANKING_READ_CALLS[zone].entries;
export const loadEntries = (zone: RankingZone, id: number) => (query: ListQuery, signal: AbortSignal) =>
  call(RANKING_READ_CALLS[zone].entries, { params: { id }, query, signal });

export const overrideCalls = (kind: OverrideKind) =>
  kind === 'excluded'
    ? { list: api.excludedList, add: api.excludedAdd, remove: api.excludedRemove }
    : { list: api.includedList, add: api.includedAdd, remove: api.includedRemove };
export const loadOverrides = (kind: OverrideKind) => (query: ListQuery, signal: AbortSignal) =>
  call(overrideCalls(kind).list, { query, signal });
export const addOverrides = (kind: OverrideKind, body: RankingTournamentsInput) =>
  call(overrideCalls(kind).add, { body });
export const removeOverride = (kind: OverrideKind, id: number) => call(overrideCalls(kind).remove, { params: { id } });

export const startRankingGeneration = (body: RankingGenerate) => call(api.generate, { body });

/** How often a running generation is asked about. */
export const GENERATION_POLL_MS = 1000;
const FINISHED = new Set(['completed', 'failed']);

export const rankingGenerationQuery = (jobId: string) =>
  queryOptions({
    queryKey: [...RANKINGS_KEY, 'generation', jobId],
    queryFn: ({ signal }) => call(api.generation, { params: { jobId }, signal }),
    refetchInterval: (query) => (FINISHED.has(query.state.data?.data?.state ?? '') ? false : GENERATION_POLL_MS),
  });

/** Tournaments whose name holds the text (the pickers' options), the latest first. */
export const tournamentSearchQuery = (text: string) =>
  queryOptions({
    queryKey: [...RANKINGS_KEY, 'tournament-search', text],
    queryFn: ({ signal }) =>
      call(TOURNAMENT_READ_CALLS.admin.list, {
        query: {
          limit: 30,
          sort: '-dateFrom',
          ...(text.trim() ? { fields: { name: { o: 'valuesLike', v: text.trim() } } } : {}),
        } as ListQuery,
        signal,
      }),
    staleTime: 30_000,
  });
