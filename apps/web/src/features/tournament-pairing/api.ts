// The season pairing calls (contract tournament-pairing) of the older tournament module's pages:
// the cross-tournament discipline list of the admin and club zones, pairing one discipline and the
// season management call. Query keys start with 'tournaments', so the dynamic module's refresh
// (invalidateQueries(['tournaments'])) refreshes these lists too, and these refresh its pages.
import type { ListQuery } from '@fedra/contract/common/list-query';
import { permissionName } from '@fedra/contract/common/zones';
import { tournamentPairingEndpoints as api, type SeasonPairing } from '@fedra/contract/tournament-pairing';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../platform/api/client';
import { TOURNAMENTS_KEY } from '../tournaments';

export type PairingZone = 'admin' | 'club';

const LIST = { admin: api.list, club: api.clubList } as const;

/** The operation id of a row's pairing link. */
export const PAIR_ACTION = permissionName('admin', 'tournament.dynamic.competition.pair');

export const pairingListCall = (zone: PairingZone) => LIST[zone];
export const pairingKey = (zone: PairingZone) => [...TOURNAMENTS_KEY, 'pairing', zone] as const;

export const loadPairingList = (zone: PairingZone) => (query: ListQuery, signal: AbortSignal) =>
  call(LIST[zone], { query, signal });

/** How many disciplines of a season the pairing dialog offers at most. */
export const SEASON_CHOICES = 1000;

/** Every discipline of a season (by tournament), for the pairing dialog's select. */
export const seasonCompetitionsQuery = (seasonId: number | null) =>
  queryOptions({
    queryKey: [...pairingKey('admin'), 'season', seasonId],
    enabled: seasonId !== null,
    queryFn: ({ signal }) =>
      call(api.list, {
        query: {
          limit: SEASON_CHOICES,
          offset: 0,
          sort: 'tournament',
          fields: { seasonId: { o: 'valuesEqual', v: String(seasonId) } },
        },
        signal,
      }),
  });

export const setPreviousCompetition = (id: number, previousCompetitionId: number | null) =>
  call(api.previous, { params: { id }, body: { previousCompetitionId } });

export const pairSeason = (body: SeasonPairing) => call(api.pairSeason, { body });
