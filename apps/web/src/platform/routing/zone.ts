// The current zone, taken from the path prefix (spec 000 §2.1); admin by default.
import { useLocation } from 'react-router';
import type { Zone } from './page-route';

const ZONE_PREFIX = /^\/zone\/(admin|club|personal|public)(\/|$)/;

export function zoneOfPath(pathname: string): Zone | null {
  return (ZONE_PREFIX.exec(pathname)?.[1] as Zone | undefined) ?? null;
}

export function useCurrentZone(): Zone {
  return zoneOfPath(useLocation().pathname) ?? 'admin';
}

export function zoneHref(zone: Zone, path: string): string {
  return `/zone/${zone}/${path.replace(/^\//, '')}`;
}
