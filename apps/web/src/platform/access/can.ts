// The client's access check (spec 000 §6): whether the signed-in user may open a route or see
// an action. The server decides for real; this only keeps unusable things out of sight.

import { type LoggedUser } from '@fedra/contract/account';
import { type Link } from '@fedra/contract/common/envelope';
import { permissionName, type Zone } from '@fedra/contract/common/zones';
import { ACCESS_KEYS, type AccessRule, UNSPECIFIED } from './access-keys';

/** Zone -> feature id -> state; the codebook's `features` fits. */
export type FeatureMap = Partial<Record<string, Record<string, { isActive: boolean }>>>;

export interface AccessContext {
  user: LoggedUser | null;
  /** The current zone (from the path prefix). */
  zone: Zone;
  /** Modules enabled in the project configuration. */
  modules: readonly string[];
  features: FeatureMap;
}

export function isFeatureActive(features: FeatureMap, zone: string, id: string): boolean {
  return features[zone]?.[id]?.isActive === true;
}

/**
 * Whether the user holds an action in the current zone: api.{zone}.zone.{action} (or the name as
 * given when it starts with api. or access.). The super admin holds every admin-zone action.
 */
export function hasAction(user: LoggedUser | null, zone: Zone, action: string): boolean {
  if (!user) return false;
  const name = permissionName(zone, action);
  if (user.isSuperAdmin && (name.startsWith('api.admin.') || name.startsWith('access.admin.'))) return true;
  return user.permissions.includes(name);
}

/** The zone entry rules (spec 000 §6), on top of the zones the server says the user may enter. */
export function mayEnterZone(user: LoggedUser | null, zone: Zone, features: FeatureMap): boolean {
  if (zone === 'public') return true;
  if (!user?.zones.includes(zone)) return false;
  switch (zone) {
    case 'admin':
      return user.isSuperAdmin || user.permissions.includes('access.admin.zone');
    case 'club':
      return user.currentClubId !== null;
    case 'personal':
      return user.assignPersonId !== null && isFeatureActive(features, 'personal', 'personal-zone');
  }
}

function passes(rule: AccessRule, ctx: AccessContext, user: LoggedUser): boolean {
  if (rule.never) return false;
  if (rule.module && !ctx.modules.includes(rule.module)) return false;
  if (rule.feature && !isFeatureActive(ctx.features, rule.feature.zone, rule.feature.id)) return false;
  if (rule.superAdmin && !user.isSuperAdmin) return false;
  if (rule.zone && !mayEnterZone(user, rule.zone, ctx.features)) return false;
  if (rule.actions?.length) {
    const held = (action: string) => hasAction(user, ctx.zone, action);
    return rule.match === 'any' ? rule.actions.some(held) : rule.actions.every(held);
  }
  return true;
}

const warned = new Set<string>();

/**
 * Whether the access key allows the user. No key (or UNSPECIFIED) means any signed-in user; an
 * anonymous user passes nothing. An unknown key logs a warning (once) and counts as UNSPECIFIED.
 */
export function can(accessKey: string | null | undefined, ctx: AccessContext): boolean {
  const key = accessKey || UNSPECIFIED;
  let rule = (ACCESS_KEYS as Record<string, AccessRule>)[key];
  if (!Object.hasOwn(ACCESS_KEYS, key) || !rule) {
    if (!warned.has(key)) {
      warned.add(key);
      console.warn(`Unknown access key "${key}": access allowed.`);
    }
    rule = {};
  }
  if (!ctx.user) return false;
  return passes(rule, ctx, ctx.user);
}

/** A link of a response: an operation id, or a route name. */
export type AccessLink = Partial<Link> & { operationId?: string; route?: string; name?: string };

/**
 * Whether the response's links allow the operations: 'any' needs one of them, 'all' every one.
 * A link matches by operation id or by route name. An empty list of operations is never allowed.
 */
export function hasLinks(
  links: readonly AccessLink[] | null | undefined,
  operationIds: string | readonly string[],
  mode: 'any' | 'all' = 'any',
): boolean {
  const wanted = typeof operationIds === 'string' ? [operationIds] : operationIds;
  if (!links?.length || !wanted.length) return false;
  const present = new Set<string>();
  for (const l of links) {
    if (l.operationId) present.add(l.operationId);
    if (l.route) present.add(l.route);
    if (l.name) present.add(l.name);
  }
  return mode === 'all' ? wanted.every((id) => present.has(id)) : wanted.some((id) => present.has(id));
}
