// The zone of a path, from its prefix (spec 000 §2.1). Apart from zone.ts, which brings the router:
// the entry (app/first-code.ts) reads it before any of that has arrived.
import type { Zone } from './page-route';

const ZONE_PREFIX = /^\/zone\/(admin|club|personal|public)(\/|$)/;

export function zoneOfPath(pathname: string): Zone | null {
  return (ZONE_PREFIX.exec(pathname)?.[1] as Zone | undefined) ?? null;
}
