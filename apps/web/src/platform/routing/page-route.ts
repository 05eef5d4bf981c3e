// A page of the application as features declare it; the router registers it under every zone.
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';

export type Zone = 'admin' | 'club' | 'personal' | 'public';
export const SHELL_ZONES = ['admin', 'club', 'personal'] as const;

export interface PageRoute {
  /** Route name (spec style, e.g. "board__list"); registered per zone as "{zone}-{name}". */
  name: string;
  /** Path relative to the zone prefix, with :params (e.g. "board/detail/:id"). */
  path: string;
  /** The menu key of the page: its path without parameters (e.g. "board/detail"). */
  key: string;
  /** Spec access key (BOARD__LIST, UNSPECIFIED, ...); checked with can(). */
  accessKey: string;
  /** The module that must be enabled for the page to exist. */
  module?: string;
  /** "full": a bare page without the shell. */
  layout?: 'shell' | 'full';
  /** Reachable without signing in. */
  anonymous?: boolean;
  /** Zones the page exists in (default: admin, club, personal). */
  zones?: readonly Zone[];
  /** i18n key of the page title ("namespace:key"). */
  titleKey: string;
  load: () => Promise<{ default: ComponentType }>;
  /**
   * Starts loading the data the page shows first, when the page is the first screen of a signed-in
   * user (app/routes/preload.ts): it then travels with the session's calls instead of after them.
   */
  prefetch?: (context: { zone: (typeof SHELL_ZONES)[number]; queryClient: QueryClient }) => unknown;
}

/**
 * A page as a feature's route table declares it: the key may be left out when it is the path
 * without its parameters, and the name when it is the key with "__" for "/" (the registry fills
 * them in), which keeps the route tables small.
 */
export type PageRouteDeclaration = Omit<PageRoute, 'key' | 'name'> & { key?: string; name?: string };

/** The route name a key gives when the spec names the route after it ("board/list" -> "board__list"). */
export function nameOfKey(key: string): string {
  return key.replaceAll('/', '__');
}

/** The menu key a path gives: its segments without the :parameters ("board/detail/:id" -> "board/detail"). */
export function keyOfPath(path: string): string {
  return path
    .split('/')
    .filter((segment) => !segment.startsWith(':'))
    .join('/');
}
