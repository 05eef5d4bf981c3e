// The sport-fields register's calls, one function or query option each (issue 30 §6): the admin
// zone's or the club zone's, by the zone the page is in.
import type { ListQuery } from '@fedra/contract/common/list-query';
import { clubSportFieldsEndpoints, type SportFieldWrite, sportFieldsEndpoints } from '@fedra/contract/sport-fields';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../platform/api/client';

export type SportFieldZone = 'admin' | 'club';
export const SPORT_FIELDS_KEY = ['sport-fields'] as const;

export const sportFieldCalls = (zone: SportFieldZone) =>
  zone === 'club' ? clubSportFieldsEndpoints : sportFieldsEndpoints;

export const loadSportFields = (zone: SportFieldZone) => (query: ListQuery, signal: AbortSignal) =>
  call(sportFieldCalls(zone).list, { query, signal });
export const sportFieldQuery = (zone: SportFieldZone, id: number) =>
  queryOptions({
    queryKey: [...SPORT_FIELDS_KEY, zone, 'detail', id],
    queryFn: ({ signal }) => call(sportFieldCalls(zone).get, { params: { id }, signal }),
  });
export const createSportField = (zone: SportFieldZone, body: SportFieldWrite) =>
  call(sportFieldCalls(zone).create, { body });
export const updateSportField = (zone: SportFieldZone, id: number, body: SportFieldWrite) =>
  call(sportFieldCalls(zone).update, { params: { id }, body });
export const deleteSportField = (zone: SportFieldZone, id: number) =>
  call(sportFieldCalls(zone).delete, { params: { id } });

/** The operation ids of the links a venue's answer carries when the caller may change or delete it. */
export const updateLink = (zone: SportFieldZone) => `api.${zone}.zone.sportfield.update`;
export const deleteLink = (zone: SportFieldZone) => `api.${zone}.zone.sportfield.delete`;

/**
 * Venues to pick for an event (the picker of the tournament and league match forms): those in use on
 * the day whose name matches, or the one of an id.
 */
export const venueOptionsQuery = (zone: SportFieldZone, search: { text?: string; id?: number; day: string }) =>
  queryOptions({
    queryKey: [...SPORT_FIELDS_KEY, zone, 'options', search],
    queryFn: ({ signal }) =>
      call(sportFieldCalls(zone).list, {
        query: {
          limit: 20,
          sort: 'name',
          fields: search.id
            ? { id: { o: 'valuesEqual', v: String(search.id) } }
            : {
                validAt: { o: 'valuesEqual', v: search.day },
                ...(search.text ? { name: { o: 'valuesLike', v: search.text } } : {}),
              },
        },
        signal,
      }),
    staleTime: 60_000,
  });

/** A map of the point (OpenStreetMap; a plain link, no scripts of theirs on our pages). */
export const mapUrl = (lat: number, lon: number) =>
  `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`;
