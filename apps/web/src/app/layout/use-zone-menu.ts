// The side menu of a zone: the codebook's items through the menu rules, for the current user.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { useCan } from '../../platform/access';
import { isModuleEnabled, runtimeConfig } from '../../platform/config/runtime-config';
import { useSession } from '../../platform/session/session';
import { buildMenu, type MenuNode } from '../menu';
import type { RouteHandle } from '../router';
import { fillPath } from '../routes/fill-path';
import { LEGACY_KEYS, LEGACY_PAGES } from '../routes/legacy-pages';
import type { Zone } from '../routes/page-route';
import { PAGES } from '../routes/registry';
import { pagesByKeyIn } from '../routes/zone-pages';

const legacyByKey = new Map(LEGACY_PAGES.map((p) => [p.key, p]));

export function useZoneMenu(zone: Zone): MenuNode[] {
  const { codebook } = useSession();
  const { i18n } = useTranslation();
  const can = useCan();
  const matches = useMatches();
  const config = runtimeConfig();
  const items = codebook?.menu.versions[0]?.zones[zone] ?? [];
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
        accessKeyOf: (key) => pagesByKey.get(key)?.accessKey,
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
