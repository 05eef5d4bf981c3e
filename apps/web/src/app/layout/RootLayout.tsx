// The root of every route: announces each route change to the window (spec 000 §2.1) and titles
// the page from the route's title key.
import { useEffect, useLayoutEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useMatches, useNavigation } from 'react-router';
import { type AccessContext, AccessProvider } from '../../platform/access';
import { runtimeConfig } from '../../platform/config/runtime-config';
import { pageTitle } from '../../platform/routing/page-title';
import { useCurrentZone } from '../../platform/routing/zone';
import { useSession } from '../../platform/session/session';
import type { RouteHandle } from '../routes/route-handle';
import { announceRouteChange, type RouteChangeDetail } from './route-change';

export function RootLayout() {
  const location = useLocation();
  const matches = useMatches();
  const navigation = useNavigation();
  const { t } = useTranslation();
  const last = matches[matches.length - 1];
  const handle = last?.handle as RouteHandle | undefined;
  const { user, codebook } = useSession();
  const zone = useCurrentZone();
  // What can() needs: the user, the zone of the current route, enabled modules and features.
  const access = useMemo<AccessContext>(
    () => ({ user, zone, modules: runtimeConfig().modules, features: codebook?.features ?? {} }),
    [user, zone, codebook],
  );

  useEffect(() => {
    const detail: RouteChangeDetail = {
      name: handle?.name ?? last?.id ?? '',
      params: last?.params ?? {},
      query: Object.fromEntries(new URLSearchParams(location.search)),
      fullPath: `${location.pathname}${location.search}${location.hash}`,
    };
    announceRouteChange(detail);
  }, [location, handle, last]);

  // A layout effect: it runs before the page's own effects of the same render, so a page that names
  // itself from data already cached (usePageTitle) is not overwritten by the route's generic title.
  useLayoutEffect(() => {
    if (handle?.titleKey) document.title = pageTitle(t(handle.titleKey));
  }, [handle, t]);

  return (
    <AccessProvider value={access}>
      {navigation.state === 'loading' && (
        <div className="fedra-route-progress" role="progressbar" aria-label={t('loading')} />
      )}
      <Outlet />
    </AccessProvider>
  );
}
