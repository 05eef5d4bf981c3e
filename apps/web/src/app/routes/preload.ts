// Starts loading the code of the first screen while the session loads (app/boot.ts): the page's
// module and, for a page inside the shell, the shell. Otherwise the router asks for them only once
// the session has answered, then the shell only once the page's module has arrived: three round
// trips one after the other. The router's own imports then find the modules loaded or on the way
// (the same module is fetched once).
import type { QueryClient } from '@tanstack/react-query';
import { type ComponentProps, createElement, use } from 'react';
import { matchPath } from 'react-router';
import { isModuleEnabled } from '../../platform/config/runtime-config';
import { type PageRoute, SHELL_ZONES, type Zone } from '../../platform/routing/page-route';
import { DASHBOARD_PATH, PAGES } from './registry';
import { lastZone } from './zone-memory';

type ShellZone = (typeof SHELL_ZONES)[number];

/** What the first screen at an address needs, in the terms of the router (router.tsx, guard.tsx). */
export type FirstScreen =
  | { kind: 'login' }
  | { kind: 'page'; page: PageRoute; zone: Zone; shell: boolean }
  | { kind: 'unknown' };

const isShellZone = (z: string | undefined): z is ShellZone => SHELL_ZONES.includes(z as ShellZone);

/** The enabled page at `rest` (a path inside a zone, without the zone prefix) of `zone`. */
function pageAt(zone: Zone, rest: string) {
  const path = rest.replace(/^\/+|\/+$/g, '') || DASHBOARD_PATH;
  return PAGES.find(
    (p) =>
      isModuleEnabled(p.module) &&
      (p.zones ?? SHELL_ZONES).includes(zone) &&
      matchPath({ path: p.path, end: true }, `/${path}`) !== null,
  );
}

/**
 * The first screen at `path` (relative to the router base). Signed out, every shell page leads to
 * the sign-in page (the guard redirects there); signed in, the root leads to a dashboard.
 */
export function firstScreen(path: string, signedIn: boolean): FirstScreen {
  if (path === '/login' || path === '/login/') return { kind: 'login' };
  // The root and the root duplicates lead into the zone worked in last (router.tsx, landing.ts).
  if (path === '/' || path === '') {
    // Signed out, the root is the public site's home (router.tsx).
    if (!signedIn) return pageScreen(pageAt('public', DASHBOARD_PATH), 'public', false);
    const zone = lastZone();
    return pageScreen(pageAt(zone, DASHBOARD_PATH), zone, true);
  }
  const zoned = matchPath({ path: '/zone/:zone/*', end: true }, path);
  if (zoned) {
    const zone = zoned.params.zone;
    if (zone === 'public') return pageScreen(pageAt('public', zoned.params['*'] ?? ''), 'public', false);
    if (!isShellZone(zone)) return { kind: 'unknown' };
    if (!signedIn) return { kind: 'login' };
    return pageScreen(pageAt(zone, zoned.params['*'] ?? ''), zone, true);
  }
  // A root duplicate (/board/list) leads into a zone: the same page module.
  // A path may have a page per zone (the credit history): the one of the zone worked in last.
  const pages = PAGES.filter((p) => isModuleEnabled(p.module) && matchPath({ path: p.path, end: true }, path) !== null);
  const page = pages.find((p) => (p.zones ?? SHELL_ZONES).includes(lastZone())) ?? pages[0];
  if (!page) return { kind: 'unknown' };
  const publicOnly = page.zones?.length === 1 && page.zones[0] === 'public';
  if (publicOnly) return pageScreen(page, 'public', false);
  return signedIn ? pageScreen(page, lastZone(), true) : { kind: 'login' };
}

function pageScreen(page: PageRoute | undefined, zone: Zone, shell: boolean): FirstScreen {
  if (!page) return { kind: 'unknown' };
  return { kind: 'page', page, zone, shell: shell && page.layout !== 'full' };
}

type ShellModule = typeof import('../layout/ShellLayout');
type Tracked<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };
let shell: Tracked<ShellModule> | undefined;

/**
 * The shell's module, imported once. The promise records its outcome the way React's use() reads
 * it, so a shell that is already loaded renders at once. (React.lazy would suspend on its first
 * render even then, and React holds a shown fallback for 300 ms before revealing the content.)
 */
export function loadShell(): Promise<ShellModule> {
  if (!shell) {
    const p: Tracked<ShellModule> = import('../layout/ShellLayout');
    p.then(
      (value) => Object.assign(p, { status: 'fulfilled', value }),
      (reason) => {
        Object.assign(p, { status: 'rejected', reason });
        shell = undefined; // the next mount tries again
      },
    );
    shell = p;
  }
  return shell;
}

/** The shell, suspending (guard.tsx's Suspense) only while its module is still on the way. */
export function ShellLayout(props: ComponentProps<ShellModule['default']>) {
  return createElement(use(loadShell()).default, props);
}

let firstScreenLoaded: Promise<void> = Promise.resolve();

/**
 * Begins the downloads of the first screen's modules, and for a signed-in user the data the page
 * declares (`prefetch`); failures are left to the router's own import and the page's own query.
 */
export function preloadFirstScreen(path: string, signedIn: boolean, queryClient: QueryClient): FirstScreen {
  const screen = firstScreen(path, signedIn);
  const loads: Promise<unknown>[] = [];
  if (screen.kind === 'login') loads.push(import('../../features/account/pages/LoginPage'));
  if (screen.kind === 'page') {
    // The data first: over HTTP/1.1 the browser opens six connections to the server and queues
    // the rest in the order asked for, and the page's chunks are two dozen requests.
    const { zone } = screen;
    if (signedIn && isShellZone(zone)) void screen.page.prefetch?.({ zone, queryClient });
    loads.push(screen.page.load());
    if (screen.shell) loads.push(loadShell());
  }
  firstScreenLoaded = Promise.allSettled(loads).then(() => {});
  return screen;
}

/**
 * Settles when the first screen's modules have arrived (or failed). The session gate waits for it
 * as well as for the session, so the first screen renders whole, not shell-less behind a loader.
 */
export function firstScreenReady(): Promise<void> {
  return firstScreenLoaded;
}
