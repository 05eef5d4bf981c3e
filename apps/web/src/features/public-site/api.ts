// The public home's one call.
import { publicSiteEndpoints as e } from '@fedra/contract/public-site';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../platform/api/client';

export const publicHomeQuery = () =>
  queryOptions({
    queryKey: ['public-site', 'home'],
    queryFn: ({ signal }) => call(e.home, { signal }),
    staleTime: 60_000,
  });
