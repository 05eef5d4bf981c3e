// The routes (spec 000 §2.1): every page under each zone with zone-prefixed names, the root
// duplicates redirecting into the current zone, the sign-in page, legacy redirects and the
// not-found pages.
import { lazy, type ReactNode, Suspense } from 'react';
import { createBrowserRouter, Navigate, type RouteObject, useLocation, useParams } from 'react-router';
import { PUBLIC_SECTIONS, type PublicSection } from '../features/public-site/sections';
import { isModuleEnabled, runtimeConfig } from '../platform/config/runtime-config';
import { withNamespaces } from '../platform/routing/lazy-page';
import { type PageRoute, SHELL_ZONES, type Zone } from '../platform/routing/page-route';
import { useSession } from '../platform/session/session';
import { RequireUser } from './guard';
import { RootLayout } from './layout/RootLayout';
import { firstZone, startPath } from './routes/landing';
import { LEGACY_PAGES } from './routes/legacy-pages';
import { DASHBOARD_PATH, PAGES } from './routes/registry';
import type { RouteHandle } from './routes/route-handle';
import { lastZone } from './routes/zone-memory';

const notFound = (name: string): RouteObject => ({
  id: name,
  path: '*',
  handle: { name, titleKey: 'common:notFound.title', anonymous: true, layout: 'full' } satisfies RouteHandle,
  lazy: async () => ({ Component: (await import('../platform/ui/NotFoundPage')).NotFoundPage }),
});

function pageRoute(zone: Zone, page: PageRoute): RouteObject {
  return {
    id: `${zone}-${page.name}`,
    path: page.path,
    handle: {
      name: `${zone}-${page.name}`,
      key: page.key,
      titleKey: page.titleKey,
      anonymous: page.anonymous,
      layout: page.layout ?? 'shell',
      accessKey: page.accessKey,
    } satisfies RouteHandle,
    lazy: async () => ({ Component: (await page.load()).default }),
  };
}

function legacyRoutes(zone: Zone): RouteObject[] {
  if (!runtimeConfig().legacyAppUrl) return [];
  return LEGACY_PAGES.map((p) => ({
    id: `${zone}-legacy-${p.key}`,
    path: p.path,
    handle: { name: `${zone}-${p.key}`, key: p.key, titleKey: 'common:legacy.title' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('../features/legacy/LegacyRedirect')).LegacyRedirect }),
  }));
}

/** Root duplicates (spec 000 §2.1): /board/list goes to /zone/{current zone}/board/list. */
function RedirectIntoZone({ zone: fixed }: { zone?: Zone }) {
  const location = useLocation();
  const params = useParams();
  const { user } = useSession();
  const remembered = user ? firstZone(user.zones, lastZone()) : lastZone();
  const zone = fixed ?? (params.zone as Zone | undefined) ?? remembered;
  return <Navigate replace to={`/zone/${zone}${location.pathname}${location.search}${location.hash}`} />;
}

/**
 * The site root: the user's start page; signed out, the public site's home (issue 36), whose
 * header leads to the sign-in page.
 */
function SiteRoot({ sections }: { sections: readonly PublicSection[] }) {
  const { user } = useSession();
  if (user) return <Navigate replace to={startPath(user.zones, lastZone())} />;
  return (
    <Suspense fallback={null}>
      <PublicFrameOutlet sections={sections}>
        <PublicHome />
      </PublicFrameOutlet>
    </Suspense>
  );
}

/** The public site's sections whose pages this build has with their modules on (features/public-site). */
function publicSections(pages: readonly PageRoute[]) {
  const paths = new Set(pages.filter((p) => p.zones?.includes('public')).map((p) => p.path));
  return PUBLIC_SECTIONS.filter((s) => paths.has(s.path));
}

const loadFrame = withNamespaces(() => import('../features/public-site/PublicFrame'), ['public-site']);
const PublicFrameLazy = lazy(loadFrame);
const PublicHome = lazy(withNamespaces(() => import('../features/public-site/pages/PublicHomePage'), ['public-site']));

/** The public site's frame around the public zone's pages (and the root's home for visitors). */
function PublicFrameOutlet({ sections, children }: { sections: readonly PublicSection[]; children?: ReactNode }) {
  const { user } = useSession();
  return (
    <PublicFrameLazy sections={sections} appPath={user ? startPath(user.zones, lastZone()) : null}>
      {children}
    </PublicFrameLazy>
  );
}

const NoFallback = () => null;

export function buildRoutes(): RouteObject[] {
  const pages = PAGES.filter((p) => isModuleEnabled(p.module));
  const sections = publicSections(pages);
  const shellZones: RouteObject[] = SHELL_ZONES.map((zone) => ({
    id: `zone-${zone}`,
    path: `zone/${zone}`,
    element: <RequireUser zone={zone} />,
    children: [
      { index: true, element: <Navigate replace to={DASHBOARD_PATH} /> },
      ...pages.filter((p) => (p.zones ?? SHELL_ZONES).includes(zone)).map((p) => pageRoute(zone, p)),
      ...legacyRoutes(zone),
      notFound(`${zone}-not-found`),
    ],
  }));
  const publicZone: RouteObject = {
    id: 'zone-public',
    path: 'zone/public',
    element: (
      <Suspense fallback={null}>
        <PublicFrameOutlet sections={sections} />
      </Suspense>
    ),
    children: [
      { index: true, element: <Navigate replace to="home" /> },
      ...pages.filter((p) => p.zones?.includes('public')).map((p) => pageRoute('public', p)),
      notFound('public-not-found'),
    ],
  };
  // One duplicate per path; where a public page shares its path with a shell page (the public home,
  // an article), the shell page's: a signed-in user's /home is their zone's.
  const isPublicOnly = (page: PageRoute) => page.zones?.length === 1 && page.zones[0] === 'public';
  const byPath = new Map<string, PageRoute>();
  for (const page of pages) {
    const known = byPath.get(page.path);
    if (!known || (isPublicOnly(known) && !isPublicOnly(page))) byPath.set(page.path, page);
  }
  const rootDuplicates: RouteObject[] = [...byPath.values()].map((page) => ({
    id: `base-${page.path}`,
    path: page.path,
    // A page of the public zone only lives there; the others follow the zone worked in last.
    element: isPublicOnly(page) ? <RedirectIntoZone zone="public" /> : <RedirectIntoZone />,
  }));
  return [
    {
      id: 'root',
      element: <RootLayout />,
      // The first page's code loads lazily and nothing is shown meanwhile, as before; saying so
      // keeps React Router from warning about it in every browser console.
      HydrateFallback: NoFallback,
      children: [
        { index: true, element: <SiteRoot sections={sections} /> },
        {
          id: 'login',
          path: 'login',
          handle: {
            name: 'login',
            titleKey: 'account:login.title',
            anonymous: true,
            layout: 'full',
          } satisfies RouteHandle,
          lazy: async () => ({ Component: (await import('../features/account/pages/LoginPage')).LoginPage }),
        },
        ...shellZones,
        publicZone,
        ...rootDuplicates,
        // A made-up address is a page of the public site: its header and footer lead on.
        {
          id: 'not-found-frame',
          element: (
            <Suspense fallback={null}>
              <PublicFrameOutlet sections={sections} />
            </Suspense>
          ),
          children: [notFound('not-found')],
        },
      ],
    },
  ];
}

export function createRouter() {
  return createBrowserRouter(buildRoutes(), { basename: runtimeConfig().routerBase.replace(/\/$/, '') || '/' });
}
