// The navigation guard (spec 000 §4, DECISIONS.md): anonymous routes pass; otherwise a signed-in
// user is needed (else the sign-in page, and back afterwards); then the zone rule and the page's
// access key decide.
import { Center, Loader } from '@mantine/core';
import { lazy, Suspense, useEffect } from 'react';
import { Navigate, useLocation, useMatches } from 'react-router';
import { useCan } from '../platform/access';
import { useSession } from '../platform/session/session';
import { NoAccess } from './layout/NoAccess';
import type { RouteHandle } from './router';
import type { Zone } from './routes/page-route';
import { rememberZone } from './routes/zone-memory';

const ShellLayout = lazy(() => import('./layout/ShellLayout'));

export function PageLoader() {
  return (
    <Center h="60vh" aria-busy="true">
      <Loader />
    </Center>
  );
}

export function RequireUser({ zone }: { zone: Exclude<Zone, 'public'> }) {
  const { user } = useSession();
  const location = useLocation();
  const matches = useMatches();
  const can = useCan();
  useEffect(() => rememberZone(zone), [zone]);

  if (!user) {
    const next = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate replace to={`/login?next=${encodeURIComponent(next)}`} />;
  }
  const handle = matches[matches.length - 1]?.handle as RouteHandle | undefined;
  const zoneAllowed = user.zones.includes(zone);
  const pageAllowed = zoneAllowed && (!handle?.accessKey || can(handle.accessKey));
  return (
    <Suspense fallback={<PageLoader />}>
      <ShellLayout>{pageAllowed ? undefined : <NoAccess zoneDenied={!zoneAllowed} />}</ShellLayout>
    </Suspense>
  );
}

/** The start page: the dashboard of the zone worked in last, or of the first zone the user may enter. */
export function firstZone(zones: readonly string[], preferred: Zone): Zone {
  if (zones.includes(preferred) && preferred !== 'public') return preferred;
  return (zones.find((z) => z !== 'public') as Zone | undefined) ?? 'admin';
}
