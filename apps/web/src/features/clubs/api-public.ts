// The public club pages' calls (issue 36 §5): one call per page, anonymous.
import { clubsEndpoints as e } from '@fedra/contract/clubs';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../platform/api/client';

const PUBLIC_KEY = ['clubs', 'public'] as const;

/** The finder's filters as the address carries them (only those set). */
export interface PublicClubFilters {
  name?: string;
  regionId?: string;
  districtId?: string;
  page?: string;
}

export const publicClubFinderQuery = (filters: PublicClubFilters) =>
  queryOptions({
    queryKey: [...PUBLIC_KEY, 'finder', filters],
    queryFn: ({ signal }) => call(e.publicFinder, { query: { ...filters }, signal }),
    placeholderData: keepPreviousData,
  });

export const publicClubQuery = (id: number) =>
  queryOptions({
    queryKey: [...PUBLIC_KEY, 'detail', id],
    queryFn: ({ signal }) => call(e.publicGet, { params: { id }, signal }),
  });
