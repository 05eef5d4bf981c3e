// The synchronizations' calls (issue 33 item 5), one function each.
import type { ListQuery } from '@fedra/contract/common/list-query';
import { synchronizationsEndpoints as e } from '@fedra/contract/synchronizations';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../platform/api/client';

export const SYNCHRONIZATIONS_KEY = ['synchronizations'] as const;

/** The tasks and jobs with their last runs; polled while the page is open (runs end on their own). */
export const jobsQuery = () =>
  queryOptions({
    queryKey: [...SYNCHRONIZATIONS_KEY, 'jobs'],
    queryFn: ({ signal }) => call(e.jobList, { signal }),
    refetchInterval: 15_000,
  });
export const loadRuns = (query: ListQuery, signal: AbortSignal) => call(e.runList, { query, signal });
export const runNow = (name: string) => call(e.runNow, { params: { name } });
