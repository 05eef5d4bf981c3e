// The zone the user worked in last, for root-level links and the start page.
import type { Zone } from '../../platform/routing/page-route';

const KEY = 'fedra.zone';

export function rememberZone(zone: Zone): void {
  if (zone !== 'public') sessionStorage.setItem(KEY, zone);
}

export function lastZone(): Zone {
  const z = sessionStorage.getItem(KEY);
  return z === 'club' || z === 'personal' ? z : 'admin';
}
