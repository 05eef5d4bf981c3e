// The season calls of the admin zone, one function each. Every key starts with 'seasons', the key
// of the zones' season lists (platform/api/seasons.ts) too: a change refreshes the season pickers
// and the dashboard's current season as well as this page's list.
import type { ListQuery } from '@fedra/contract/common/list-query';
import { type SeasonWrite, seasonsEndpoints } from '@fedra/contract/seasons';
import { call } from '../../platform/api/client';

export const SEASONS_KEY = ['seasons'] as const;
export const SEASONS_LIST_KEY = [...SEASONS_KEY, 'admin-list'] as const;
/** The list call, also exported as a file (ListView's export). */
export const seasonListCall = seasonsEndpoints.adminList;

export const loadSeasons = (query: ListQuery, signal: AbortSignal) =>
  call(seasonsEndpoints.adminList, { query, signal });
export const createSeason = (body: SeasonWrite) => call(seasonsEndpoints.create, { body });
export const updateSeason = (id: number, body: SeasonWrite) => call(seasonsEndpoints.update, { params: { id }, body });
export const deleteSeason = (id: number) => call(seasonsEndpoints.delete, { params: { id } });
