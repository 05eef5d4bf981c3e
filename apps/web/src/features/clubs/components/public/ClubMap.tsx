// A map of places (clubs, venues) with Leaflet: loaded only by the public club pages, through
// React.lazy, so Leaflet and its stylesheet stay out of every first chunk. The tiles come from the
// server's configuration (MAP_TILE_URL, MAP_TILE_ATTRIBUTION, in the page's one answer); the
// marker images are bundled (Leaflet's default icon looks for them beside its stylesheet, which a
// bundle does not keep), never fetched from a CDN.
import 'leaflet/dist/leaflet.css';
import type { PublicMapConfig } from '@fedra/contract/clubs';
import { Anchor } from '@mantine/core';
import L from 'leaflet';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';
import { useEffect } from 'react';
import { MapContainer, Marker, Popup, TileLayer, useMap } from 'react-leaflet';
import { Link } from 'react-router';

const markerIcon = L.icon({
  iconUrl,
  iconRetinaUrl,
  shadowUrl,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  tooltipAnchor: [16, -28],
  shadowSize: [41, 41],
});

/** The Czech Republic, when there is nothing to show. */
const HOME: L.LatLngTuple = [49.8, 15.5];
const HOME_ZOOM = 7;
const SINGLE_ZOOM = 14;

export interface MapPlace {
  key: string | number;
  name: string;
  latitude: number;
  longitude: number;
  /** The place's page (a popup link), if any. */
  href?: string;
  /** A line under the name in the popup (an address). */
  detail?: string | null;
}

export interface ClubMapProps {
  places: MapPlace[];
  tiles: PublicMapConfig;
  /** The map's accessible name. */
  label: string;
  height: number | string;
}

/** Shows every place: one at a street's zoom, several within their bounds. */
function FitPlaces({ places }: { places: MapPlace[] }) {
  const map = useMap();
  const key = places.map((p) => `${p.latitude},${p.longitude}`).join(';');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the places' positions
  useEffect(() => {
    if (places.length === 0) map.setView(HOME, HOME_ZOOM);
    else if (places.length === 1) map.setView([places[0]!.latitude, places[0]!.longitude], SINGLE_ZOOM);
    else
      map.fitBounds(L.latLngBounds(places.map((p) => [p.latitude, p.longitude] as L.LatLngTuple)), {
        padding: [24, 24],
        maxZoom: SINGLE_ZOOM,
      });
  }, [map, key]);
  return null;
}

export default function ClubMap({ places, tiles, label, height }: ClubMapProps) {
  return (
    <section aria-label={label} style={{ height, width: '100%' }}>
      <MapContainer
        center={HOME}
        zoom={HOME_ZOOM}
        scrollWheelZoom={false}
        style={{ height: '100%', width: '100%', borderRadius: 'var(--mantine-radius-md)', zIndex: 0 }}
      >
        <TileLayer url={tiles.tileUrl} attribution={tiles.attribution} />
        <FitPlaces places={places} />
        {places.map((p) => (
          <Marker
            key={p.key}
            position={[p.latitude, p.longitude]}
            icon={markerIcon}
            alt={p.name}
            title={p.name}
            keyboard
          >
            <Popup>
              {p.href ? (
                <Anchor component={Link} to={p.href} fw={600} size="sm">
                  {p.name}
                </Anchor>
              ) : (
                <strong>{p.name}</strong>
              )}
              {p.detail && <div>{p.detail}</div>}
            </Popup>
          </Marker>
        ))}
      </MapContainer>
    </section>
  );
}
