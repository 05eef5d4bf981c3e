// Where a user lands: the site root, the way back after sign-in, and which zone's shell frames a
// page the user may not open. A member must never be sent into the admin zone just because it is
// the default one.
import { SHELL_ZONES, type Zone } from '../../platform/routing/page-route';
import { DASHBOARD_PATH } from './registry';

type ShellZone = (typeof SHELL_ZONES)[number];

/** The zone worked in last if the user may enter it, else the first zone the user may enter. */
export function firstZone(zones: readonly string[], preferred: Zone): ShellZone {
  if (zones.includes(preferred) && preferred !== 'public') return preferred as ShellZone;
  return SHELL_ZONES.find((z) => zones.includes(z)) ?? 'admin';
}

/** The user's start page: the dashboard of `firstZone`. */
export function startPath(zones: readonly string[], preferred: Zone): string {
  return `/zone/${firstZone(zones, preferred)}/${DASHBOARD_PATH}`;
}

/** A zone's bare entry (`/zone/admin`, `/zone/admin/home`): where the default start page leads. */
const ZONE_ENTRY = new RegExp(`^/zone/(admin|club|personal)(?:/(?:${DASHBOARD_PATH})?)?/?$`);

/**
 * Where sign-in leads. No `next`, the root, or a zone's entry the user may not enter (the
 * default start page, not a link anybody chose) go to the user's start page; any other `next`
 * is kept, and a page the user may not open then says so.
 */
export function landingPath(next: string | null, zones: readonly string[], preferred: Zone): string {
  const path = next?.split(/[?#]/, 1)[0] ?? '';
  if (!next || path === '/' || path === '') return startPath(zones, preferred);
  const entry = ZONE_ENTRY.exec(path);
  if (entry && !zones.includes(entry[1] as Zone)) return startPath(zones, preferred);
  return next;
}
