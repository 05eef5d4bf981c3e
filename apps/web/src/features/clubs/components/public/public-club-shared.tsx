// What both public club pages share: their addresses, a one-line address, and the map, loaded
// lazily (Leaflet and its stylesheet come with the map's own chunk, after the page's data).
import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { ClubMapProps } from './ClubMap';

export const PUBLIC_FINDER_PATH = '/zone/public/club/public-finder';
export const publicClubPath = (id: number) => `/zone/public/club/public-detail/${id}`;

/** OpenStreetMap at the coordinates (a link that works without scripts, as the tournament page has). */
export const osmUrl = (lat: number, lon: number) =>
  `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`;

/** "Street 12/3, 110 00 City – Part": the parts given, in the Czech order. */
export function addressLine(a: {
  street?: string | null;
  houseNumber?: string | null;
  landRegistryNumber?: string | null;
  cityPart?: string | null;
  city?: string | null;
  zip?: string | null;
}): string {
  const number = [a.landRegistryNumber, a.houseNumber].filter(Boolean).join('/');
  const street = [a.street, number].filter(Boolean).join(' ');
  const city = [a.zip, a.city].filter(Boolean).join(' ');
  const place = a.cityPart && a.cityPart !== a.city ? [city, a.cityPart].filter(Boolean).join(' – ') : city;
  return [street, place].filter(Boolean).join(', ');
}

const ClubMap = lazy(() => import('./ClubMap'));

/** The map, with a placeholder of its size while its chunk loads. */
export function LazyClubMap(props: ClubMapProps) {
  return (
    <Suspense fallback={<Skeleton h={props.height} radius="md" />}>
      <ClubMap {...props} />
    </Suspense>
  );
}
