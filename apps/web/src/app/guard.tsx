// The navigation guard (spec 000 §4, DECISIONS.md): anonymous routes pass; otherwise a signed-in
// user is needed (else the sign-in page, and back afterwards); then the zone rule and the page's
// access key decide.
import { Center, Loader } from '@mantine/core';
import { Suspense, useEffect } from 'react';
import { Navigate, useLocation, useMatches } from 'react-router';
import { useCan } from '../platform/access';
import type { Zone } from '../platform/routing/page-route';
import { useSession } from '../platform/session/session';
import { NoAccess } from './layout/NoAccess';
import { firstZone } from './routes/landing';
import { ShellLayout } from './routes/preload';
import type { RouteHandle } from './routes/route-handle';
import { lastZone, rememberZone } from './routes/zone-memory';

export function PageLoader() {
  return (
    <Center h="60vh" aria-busy="true">
      <Loader />
    </Center>
  );
}

/** The profile's route keys: the one page open to a user who must still set up two-factor sign-in. */
const PROFILE_KEYS = new Set(['account/user-profile', 'profile']);

export function RequireUser({ zone }: { zone: Exclude<Zone, 'public'> }) {
  const { user } = useSession();
  const location = useLocation();
  const matches = useMatches();
  const can = useCan();
  const zoneAllowed = !!user?.zones.includes(zone);
  // A refused zone is not a zone the user worked in: the root must not lead back into it.
  useEffect(() => {
    if (zoneAllowed) rememberZone(zone);
  }, [zone, zoneAllowed]);

  if (!user) {
    const next = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate replace to={`/login?next=${encodeURIComponent(next)}`} />;
  }
  const handle = matches[matches.length - 1]?.handle as RouteHandle | undefined;
  // A role that requires two-factor sign-in opens nothing but the profile until it is switched on
  // there (the server refuses every zone call meanwhile).
  if (user.twoFactorSetupRequired && !PROFILE_KEYS.has(handle?.key ?? '')) {
    const profileZone = user.zones.includes('admin') ? 'admin' : zone;
    return <Navigate replace to={`/zone/${profileZone}/account/user-profile`} />;
  }
  const pageAllowed = zoneAllowed && (!handle?.accessKey || can(handle.accessKey));
  // The refusal of a whole zone is framed by the user's own zone: its menu, never the refused one's.
  const shellZone = zoneAllowed ? zone : firstZone(user.zones, lastZone());
  return (
    <Suspense fallback={<PageLoader />}>
      <ShellLayout zone={shellZone}>{pageAllowed ? undefined : <NoAccess zoneDenied={!zoneAllowed} />}</ShellLayout>
    </Suspense>
  );
}
