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
