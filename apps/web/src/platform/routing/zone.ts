// The current zone, taken from the path prefix (spec 000 §2.1); admin by default.
import { useLocation } from 'react-router';
import type { Zone } from './page-route';
import { zoneOfPath } from './zone-of-path';

export { zoneOfPath };

export function useCurrentZone(): Zone {
  return zoneOfPath(useLocation().pathname) ?? 'admin';
}

export function zoneHref(zone: Zone, path: string): string {
  return `/zone/${zone}/${path.replace(/^\//, '')}`;
}
