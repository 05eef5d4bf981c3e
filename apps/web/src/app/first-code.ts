// Which code a page load starts with (main.tsx). A visit that must sign in first gets the small
// sign-in screen, without the route and access tables, the query cache or the router; everything
// else gets the application. So the sign-in page's JavaScript does not grow with the number of
// pages (issue 34); the application's code is fetched while the user types.
import { zoneOfPath } from '../platform/routing/zone-of-path';

export type FirstCode =
  /** The sign-in screen at `address` (the address the application's guard would have led to). */
  { kind: 'sign-in'; address: string } | { kind: 'app' };

/**
 * `path`, `search`, `hash`: the address relative to the router base (`/zone/admin/home`). A stored
 * token counts as signed in: if it has expired, the application finds out and signs in itself.
 */
export function firstCode(path: string, search: string, hash: string, signedIn: boolean): FirstCode {
  if (signedIn) return { kind: 'app' };
  if (path === '/login' || path === '/login/') return { kind: 'sign-in', address: `/login${search}${hash}` };
  // The root is the public site's home for visitors (router.tsx): the application.
  // A page of a zone: the guard's way, the sign-in page and back here afterwards (guard.tsx).
  const zone = zoneOfPath(path);
  if (zone && zone !== 'public')
    return { kind: 'sign-in', address: `/login?next=${encodeURIComponent(`${path}${search}${hash}`)}` };
  // Public pages, root duplicates and unknown addresses: the application knows what they are.
  return { kind: 'app' };
}
