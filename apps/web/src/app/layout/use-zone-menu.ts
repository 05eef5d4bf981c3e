// The side menu of a zone: the codebook's items through the menu rules, for the current user.

import type { LoggedUser } from '@fedra/contract/account';
import type { MenuItem } from '@fedra/contract/codebook';
import { createContext, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { accessKeyOfRoute, useCan } from '../../platform/access';
import { isModuleEnabled, runtimeConfig } from '../../platform/config/runtime-config';
import type { Zone } from '../../platform/routing/page-route';
import { useSession } from '../../platform/session/session';
import { buildMenu, findActivePath, type MenuNode } from '../menu';
import { fillPath } from '../routes/fill-path';
import { LEGACY_KEYS, LEGACY_PAGES } from '../routes/legacy-pages';
import { PAGES } from '../routes/registry';
import type { RouteHandle } from '../routes/route-handle';
import { pagesByKeyIn } from '../routes/zone-pages';

const legacyByKey = new Map(LEGACY_PAGES.map((p) => [p.key, p]));

/** Menu items offered only to some users whatever their permissions: the own referee journal to a referee. */
const PERSONAL_CONDITIONS: Record<string, (user: LoggedUser | null) => boolean> = {
  'referee-journal/my-journal': (user) => user?.assignPerson?.isReferee === true,
};

/** The items without those whose condition the user does not meet, at any depth. */
export function withoutUnmetItems(items: MenuItem[], user: LoggedUser | null): MenuItem[] {
  return items
    .filter((i) => PERSONAL_CONDITIONS[i.key]?.(user) ?? true)
    .map((i) => (i.items.length ? { ...i, items: withoutUnmetItems(i.items, user) } : i));
}

/** The menu the shell shows (built once, by the shell), for the pages inside it. */
export const ShownMenuContext = createContext<readonly MenuNode[]>([]);

/** The menu item of the page shown, as the side menu marks it; none outside the shell or the menu. */
export function useActiveMenuItem(): MenuNode | undefined {
  const item = findActivePath(useContext(ShownMenuContext)).at(-1);
  return item?.kind === 'route' ? item : undefined;
}

export function useZoneMenu(zone: Zone): MenuNode[] {
  const { codebook, user } = useSession();
  const { i18n } = useTranslation();
  const can = useCan();
  const matches = useMatches();
  const config = runtimeConfig();
  const allItems = codebook?.menu.versions[0]?.zones[zone];
  const items = useMemo(() => withoutUnmetItems(allItems ?? [], user), [allItems, user]);
  // The matched page's key and params: "persons" with {roleId: 2} highlights that very item.
  const active = matches[matches.length - 1];
  const activePath = (active?.handle as RouteHandle | undefined)?.key ?? '';
  // A page addressed by a path (`document/*`) keeps its menu item active at any depth of it.
  const activeParams = active?.params && '*' in active.params ? undefined : active?.params;
  const pagesByKey = useMemo(
    () =>
      pagesByKeyIn(
        zone,
        PAGES.filter((p) => isModuleEnabled(p.module)),
      ),
    [zone],
  );

  return useMemo(
    () =>
      buildMenu(items, {
        lang: i18n.language === 'en' ? 'en' : 'cs',
        hasRoute: (key) => pagesByKey.has(key),
        // A native page's own key; a legacy page's from the spec's table (the old application would
        // refuse whoever lacks it, so the item is disabled for them here).
        accessKeyOf: (key) => pagesByKey.get(key)?.accessKey ?? accessKeyOfRoute(key),
        can,
        cmsUrl: config.cmsUrl,
        legacyAppUrl: config.legacyAppUrl,
        isLegacy: (key) => LEGACY_KEYS.has(key),
        activePath,
        activeParams,
        // The legacy application has its own paths, without our zone prefix.
        legacyHrefOf: (key, params) =>
          `${(config.legacyAppUrl ?? '').replace(/\/$/, '')}/${fillPath(legacyByKey.get(key)?.path ?? key, params)}`,
        hrefOf: (key, params) => {
          const page = pagesByKey.get(key);
          // A page of the public zone only (the board overview) is linked there from any zone.
          const target = page?.zones && !page.zones.includes(zone) ? 'public' : zone;
          return `/zone/${target}/${fillPath(page?.path ?? legacyByKey.get(key)?.path ?? key, params)}`;
        },
      }),
    [items, i18n.language, can, config, activePath, activeParams, zone, pagesByKey],
  );
}
