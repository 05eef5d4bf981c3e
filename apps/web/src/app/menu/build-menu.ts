// The side menu rules (spec 000 §2.2, spec 001 §2 "Side menu notes", DECISIONS.md legacy pages):
// a pure function from the codebook's menu items to the nodes the side menu renders.
import type { MenuItem } from '@fedra/contract/codebook';

export type MenuNodeKind = 'route' | 'external' | 'legacy' | 'group';

export interface MenuNode {
  /** Unique in the tree (keys repeat, e.g. `persons` once per role type). */
  id: string;
  /** The route name (or `group-*` for groups). */
  key: string;
  kind: MenuNodeKind;
  title: string;
  description: string | null;
  /** Tabler icon name. */
  icon: string | null;
  externalLink: string | null;
  params: Record<string, unknown> | null;
  disabled: boolean;
  /**
   * Why a disabled item cannot be opened, shown on hover (issue 36 §11): the user's role lacks the
   * right (`access`), or the codebook switched the item off (`off`). Null when enabled.
   */
  disabledReason: 'access' | 'off' | null;
  /** Hidden items are removed from the tree, so always false. */
  hidden: false;
  /** A descendant is the active route (the group opens by itself). */
  opened: boolean;
  /** This item's route is the current one. */
  active: boolean;
  children: MenuNode[];
  /** Internal path, external address, or null for a group without a route. */
  href: string | null;
  /** '_blank' for links that open in a new tab. */
  target: '_blank' | null;
  rel: string | null;
}

export interface MenuContext {
  lang: 'cs' | 'en';
  /** Whether the application registers a page for the route name. */
  hasRoute(key: string): boolean;
  /** The access key of a route (undefined: only a signed-in user is needed). */
  accessKeyOf(key: string): string | undefined;
  can(accessKey: string): boolean;
  /** Content-management address; without it the `cms` item is removed. */
  cmsUrl: string | null;
  /** The old application; legacy pages without a native route link there. */
  legacyAppUrl: string | null;
  /** Whether the route name is one of the legacy pages (spec 000 §2.3). */
  isLegacy(key: string): boolean;
  /** The current route name, e.g. 'board/list'. */
  activePath: string;
  /** The current route's parameters; items with params are active only when theirs match. */
  activeParams?: Record<string, unknown>;
  /** The internal path of a route (the caller adds zone prefix and base). */
  hrefOf(key: string, params: Record<string, unknown> | null): string;
  /** Address of a legacy page; default: legacyAppUrl + hrefOf(key, params). */
  legacyHrefOf?(key: string, params: Record<string, unknown> | null): string;
}

export const CMS_KEY = 'cms';
const NEW_TAB_REL = 'noopener noreferrer';

function paramsMatch(item: Record<string, unknown> | null, active: Record<string, unknown> | undefined): boolean {
  if (!item || !active) return true;
  return Object.entries(item).every(([k, v]) => k in active && String(active[k]) === String(v));
}

function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

function allowed(key: string, ctx: MenuContext): boolean {
  const accessKey = ctx.accessKeyOf(key);
  return accessKey === undefined || ctx.can(accessKey);
}

function buildItem(item: MenuItem, ctx: MenuContext, id: string): MenuNode | null {
  if (item.isHidden) return null;
  if (item.key === CMS_KEY && !ctx.cmsUrl) return null;

  const children = buildLevel(item.items ?? [], ctx, `${id}.`);
  const hadChildren = (item.items ?? []).length > 0;
  const base = {
    id,
    key: item.key,
    title: item.title[ctx.lang] || item.title.cs,
    description: item.description ? item.description[ctx.lang] || item.description.cs : null,
    icon: item.icon,
    externalLink: item.externalLink,
    params: item.params,
    hidden: false as const,
    children,
    opened: children.some((c) => c.active || c.opened),
  };
  const node = (
    kind: MenuNodeKind,
    href: string | null,
    disabled: boolean,
    newTab: boolean,
    active = false,
  ): MenuNode => ({
    ...base,
    kind,
    href,
    disabled: item.isDisabled || disabled,
    disabledReason: item.isDisabled ? 'off' : disabled ? 'access' : null,
    active,
    target: newTab ? '_blank' : null,
    rel: newTab ? NEW_TAB_REL : null,
  });

  if (item.key === CMS_KEY) return node('external', item.externalLink ?? ctx.cmsUrl, !allowed(item.key, ctx), true);
  if (item.externalLink) return node('external', item.externalLink, !allowed(item.key, ctx), true);

  if (ctx.hasRoute(item.key)) {
    const active = item.key === ctx.activePath && paramsMatch(item.params, ctx.activeParams);
    return node('route', ctx.hrefOf(item.key, item.params), !allowed(item.key, ctx), false, active);
  }

  if (ctx.isLegacy(item.key) && ctx.legacyAppUrl) {
    const href = ctx.legacyHrefOf
      ? ctx.legacyHrefOf(item.key, item.params)
      : joinUrl(ctx.legacyAppUrl, ctx.hrefOf(item.key, item.params));
    return node('legacy', href, !allowed(item.key, ctx), false);
  }

  // No route: a leaf is removed (DECISIONS.md); a group stays while it has visible items and is
  // disabled only when all of them are.
  if (!hadChildren || !children.length) return null;
  return node(
    'group',
    null,
    children.every((c) => c.disabled),
    false,
  );
}

function buildLevel(items: MenuItem[], ctx: MenuContext, prefix: string): MenuNode[] {
  const out: MenuNode[] = [];
  items.forEach((item, i) => {
    const node = buildItem(item, ctx, `${prefix}${i}`);
    if (node) out.push(node);
  });
  return out;
}

/** The side menu of a zone from the codebook's items. */
export function buildMenu(items: readonly MenuItem[], ctx: MenuContext): MenuNode[] {
  return buildLevel([...items], ctx, '');
}

/** The nodes from the top level down to the active one (empty when none is active). */
export function findActivePath(nodes: readonly MenuNode[]): MenuNode[] {
  for (const node of nodes) {
    if (node.active) return [node];
    const below = findActivePath(node.children);
    if (below.length) return [node, ...below];
  }
  return [];
}

/** Every node, depth first. */
export function flattenMenu(nodes: readonly MenuNode[]): MenuNode[] {
  return nodes.flatMap((n) => [n, ...flattenMenu(n.children)]);
}
