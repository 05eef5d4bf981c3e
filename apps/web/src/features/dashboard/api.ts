// The dashboard's call: the zone's seasons (for the current-season card). Through the contract's
// route, not its definition: the start page loads no zod.
import { seasonRoutes } from '@fedra/contract/seasons-routes';
import { queryOptions } from '@tanstack/react-query';
import type { SHELL_ZONES } from '../../app/routes/page-route';
import { call } from '../../platform/api/client';

type ShellZone = (typeof SHELL_ZONES)[number];

const SEASON_LISTS = {
  admin: seasonRoutes.adminList,
  club: seasonRoutes.clubList,
  personal: seasonRoutes.personalList,
} as const;

export const seasonsQuery = (zone: ShellZone) =>
  queryOptions({
    queryKey: ['seasons', zone],
    queryFn: ({ signal }) => call(SEASON_LISTS[zone], { query: { sort: '-validTill', limit: 20 }, signal }),
    staleTime: 5 * 60_000,
  });
