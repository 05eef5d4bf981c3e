// Where the page lies in the zone (issue 36 §9): the zone's dashboard, the side menu's group and
// item of the page, and for a detail page its list's item, above every page of the shell. Taken
// from the menu the user sees, so the trail never names a page they cannot open.
import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';
import type { Zone } from '../../platform/routing/page-route';
import { zoneHref } from '../../platform/routing/zone';
import { findActivePath, flattenMenu, type MenuNode } from '../menu';
import { DASHBOARD_PATH } from '../routes/registry';
import type { RouteHandle } from '../routes/route-handle';

/**
 * A detail, edit, new or create page's list: `clubs/detail` → `clubs`, `federation-article/edit` →
 * `federation-article/list`, and in the spec's route names `representation__teams__detail` →
 * `representation__teams`.
 */
export function listNodeOf(nodes: readonly MenuNode[], pageKey: string): MenuNode[] {
  const base = pageKey.replace(/(\/|__)(detail|edit|new|create)(\/.*)?$/, '');
  if (base === pageKey) return [];
  const flat = flattenMenu(nodes);
  const item = flat.find((n) => n.kind === 'route' && (n.key === base || n.key === `${base}/list`));
  if (!item) return [];
  // The item with its groups above it.
  const trail = findActivePath(markActive(nodes, item.id));
  return trail.length ? trail : [item];
}

function markActive(nodes: readonly MenuNode[], id: string): MenuNode[] {
  return nodes.map((n) => ({ ...n, active: n.id === id, children: markActive(n.children, id) }));
}

/**
 * The crumbs between the dashboard and the page: the active menu item with its groups, or a detail
 * page's list item with its groups. A group named as the dashboard ("Přehled") or as its own item
 * below it (the group "Reprezentace" and its overview "Reprezentace") would say the same twice.
 * `onItem`: the last crumb is the page itself (not a detail page's list).
 */
export function crumbTrail(
  nodes: readonly MenuNode[],
  pageKey: string,
  homeTitle: string,
): { trail: MenuNode[]; onItem: boolean } {
  const active = findActivePath(nodes);
  const path = active.length ? active : listNodeOf(nodes, pageKey);
  const trail = path.filter(
    (node, index) =>
      !(node.kind === 'group' && (node.title === path[index + 1]?.title || (index === 0 && node.title === homeTitle))),
  );
  return { trail, onItem: active.length > 0 };
}

export function ShellBreadcrumbs({ nodes, zone }: { nodes: readonly MenuNode[]; zone: Zone }) {
  const { t } = useTranslation();
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as RouteHandle | undefined;
  const pageKey = handle?.key ?? '';
  // No trail on the dashboard itself, nor on a page that is not one of the zone's (not found).
  if (!handle?.key || pageKey === DASHBOARD_PATH) return null;
  const homeTitle = t('dashboard:title');
  // The page itself closes the trail when the menu item is not the page (a detail page).
  const { trail, onItem } = crumbTrail(nodes, pageKey, homeTitle);
  const home = zoneHref(zone, DASHBOARD_PATH);
  return (
    <Breadcrumbs
      component="nav"
      aria-label={t('shell.breadcrumbs')}
      separatorMargin={6}
      mb="xs"
      fz="sm"
      styles={{ root: { flexWrap: 'wrap', rowGap: 2 } }}
    >
      <Anchor component={Link} to={home} size="sm">
        {homeTitle}
      </Anchor>
      {trail.map((node, index) => {
        const last = onItem && index === trail.length - 1;
        if (last || !node.href || node.kind !== 'route')
          return (
            <Text key={node.id} size="sm" c="dimmed" aria-current={last ? 'page' : undefined}>
              {node.title}
            </Text>
          );
        return (
          <Anchor key={node.id} component={Link} to={node.href} size="sm">
            {node.title}
          </Anchor>
        );
      })}
    </Breadcrumbs>
  );
}
