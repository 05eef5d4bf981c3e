// The zone's seasons, newest first (spec 001 §7: sorted by validTill descending, kept 5 minutes),
// for the dashboard's current-season card and the season filters of the features. Through the
// contract's route, not its definition: the start page loads no zod.
import { seasonRoutes } from '@fedra/contract/seasons-routes';
import { queryOptions } from '@tanstack/react-query';
import { call } from './client';

const SEASON_LISTS = {
  admin: seasonRoutes.adminList,
  club: seasonRoutes.clubList,
  personal: seasonRoutes.personalList,
} as const;

export const seasonsQuery = (zone: keyof typeof SEASON_LISTS) =>
  queryOptions({
    queryKey: ['seasons', zone],
    queryFn: ({ signal }) => call(SEASON_LISTS[zone], { query: { sort: '-validTill', limit: 20 }, signal }),
    staleTime: 5 * 60_000,
  });
