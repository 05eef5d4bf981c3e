// Row scopes as SQL: the only place that turns a zone scope into a WHERE condition.
import { type SQL, sql } from 'drizzle-orm';
import type { ZoneScope } from './user-access';

export type AdminScope = Extract<ZoneScope, { zone: 'admin' }>;
export type ClubScope = Extract<ZoneScope, { zone: 'club' }>;
export type PersonalScope = Extract<ZoneScope, { zone: 'personal' }>;

/** The scope of a zone call whatever its zone (the access hook always sets one on zone routes). */
export function zoneScopeOf(zoneAccess: { scope: ZoneScope } | null | undefined): ZoneScope {
  if (!zoneAccess) throw new Error('route expected a zone scope');
  return zoneAccess.scope;
}

/** Federation-unit limit of admin-zone rows (FedUnitManager), given the row's unit column. */
export function unitScopeSql(scope: AdminScope, unitColumn: SQL): SQL {
  return scope.fedUnitIds === null ? sql`TRUE` : sql`${unitColumn} = ANY(${sql.param(scope.fedUnitIds)}::int[])`;
}

export function requireScope<Z extends ZoneScope['zone']>(
  scope: ZoneScope | undefined,
  zone: Z,
): Extract<ZoneScope, { zone: Z }> {
  if (!scope || scope.zone !== zone) throw new Error(`route expected a ${zone}-zone scope`);
  return scope as Extract<ZoneScope, { zone: Z }>;
}
