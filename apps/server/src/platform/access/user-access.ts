// A signed-in user's roles, claims and permissions, and what they allow in each zone
// (spec 000 §6): one query per request, plus the permission matrix cached at start.
import { permissionName, SUPER_ADMIN_ROLE, type UserRole, type Zone } from '@fedra/contract';
import type { Db } from '../db/pool';

export interface RoleTypeInfo {
  id: number;
  code: UserRole;
  zone: Zone;
  level: number;
  isReadOnly: boolean;
  isRequiredClub: boolean;
  isRequiredFedUnit: boolean;
  permissions: Set<string>;
}

export interface Claim {
  claimType: string;
  objectId: number | null;
  isPermission: boolean;
}

export interface UserRoleRow {
  id: number;
  type: RoleTypeInfo;
  claims: Claim[];
}

export interface UserAccess {
  userId: number;
  /** The session (refresh-token family) of the request's token; null for a token without one. */
  sessionId: string | null;
  /** The club this session works for: the session's own choice, else the user's last one. */
  currentClubId: number | null;
  assignPersonId: number | null;
  isSuperAdmin: boolean;
  roles: UserRoleRow[];
  /** Two-factor sign-in (TOTP) is on for the account. */
  secondFactorEnabled: boolean;
  /**
   * A role of the user requires two-factor sign-in (TWO_FACTOR_REQUIRED_ROLES) and it is off: until
   * it is set up, only the account's own calls are open (platform/access/access-hook.ts).
   */
  secondFactorSetupRequired: boolean;
}

/** The row scope that services must apply (a required argument of every scoped service). */
export type ZoneScope =
  | { zone: 'admin'; fedUnitIds: number[] | null }
  | { zone: 'club'; clubId: number }
  | { zone: 'personal'; personId: number }
  | { zone: 'public' };

export interface ZoneAccess {
  scope: ZoneScope;
  permissions: Set<string>;
  /** Super admin: every action of the zone is allowed. */
  all: boolean;
  readOnly: boolean;
}

export interface AccessCatalog {
  roleTypes: Map<number, RoleTypeInfo>;
  /** Features switched on per zone, e.g. "personal:personal-zone". */
  activeFeatures: Set<string>;
}

export async function loadAccessCatalog(db: Db): Promise<AccessCatalog> {
  const types = await db.query<{
    id: number;
    code: UserRole;
    zone: Zone;
    level: number;
    is_read_only: boolean;
    is_required_club: boolean;
    is_required_fed_unit: boolean;
    permissions: string[];
  }>(`SELECT t.id, t.code, t.zone, t.level, t.is_read_only, t.is_required_club, t.is_required_fed_unit,
            coalesce(array_agg(p.permission) FILTER (WHERE p.permission IS NOT NULL), '{}') AS permissions
       FROM user_role_types t LEFT JOIN user_role_type_permissions p ON p.role_type_id = t.id
      GROUP BY t.id`);
  const features = await db.query<{ id: string; zone: string }>('SELECT id, zone FROM features WHERE is_active');
  return {
    roleTypes: new Map(
      types.rows.map((r) => [
        r.id,
        {
          id: r.id,
          code: r.code,
          zone: r.zone,
          level: r.level,
          isReadOnly: r.is_read_only,
          isRequiredClub: r.is_required_club,
          isRequiredFedUnit: r.is_required_fed_unit,
          permissions: new Set(r.permissions),
        },
      ]),
    ),
    activeFeatures: new Set(features.rows.map((f) => `${f.zone}:${f.id}`)),
  };
}

/** Loads an active user's roles and claims in one round trip; null if there is no such active user. */
export async function loadUserAccess(
  db: Db,
  catalog: AccessCatalog,
  userId: number,
  sessionId: string | null = null,
  secondFactorRoles: readonly UserRole[] = [],
): Promise<UserAccess | null> {
  const { rows } = await db.query<{
    current_club_id: number | null;
    assign_person_id: number | null;
    totp_enabled: boolean;
    roles: { id: number; typeId: number; claims: Claim[] }[];
  }>({
    // Named: prepared once per connection, so the call that every request makes skips parse and plan.
    name: 'user-access',
    text: `SELECT coalesce((SELECT s.club_id FROM session_clubs s WHERE s.family_id = $2 AND s.user_id = u.id),
                     u.current_club_id) AS current_club_id, u.assign_person_id,
            u.totp_enabled_at IS NOT NULL AS totp_enabled,
            coalesce((SELECT json_agg(json_build_object(
                'id', ur.id, 'typeId', ur.role_type_id,
                'claims', coalesce((SELECT json_agg(json_build_object(
                    'claimType', c.claim_type, 'objectId', c.object_id, 'isPermission', c.is_permission) ORDER BY c.id)
                  FROM user_role_claims c WHERE c.user_role_id = ur.id), '[]'::json)) ORDER BY ur.id)
              FROM user_roles ur WHERE ur.user_id = u.id), '[]'::json) AS roles
       FROM users u WHERE u.id = $1 AND u.is_active AND u.locked_at IS NULL`,
    values: [userId, sessionId],
  });
  const row = rows[0];
  if (!row) return null;
  const roles = row.roles.flatMap((r) => {
    const type = catalog.roleTypes.get(r.typeId);
    return type ? [{ id: r.id, type, claims: r.claims }] : [];
  });
  return {
    userId,
    sessionId,
    currentClubId: row.current_club_id,
    assignPersonId: row.assign_person_id,
    isSuperAdmin: roles.some((r) => r.type.code === SUPER_ADMIN_ROLE),
    roles,
    secondFactorEnabled: row.totp_enabled,
    secondFactorSetupRequired: !row.totp_enabled && roles.some((r) => secondFactorRoles.includes(r.type.code)),
  };
}

function permissionsOf(roles: UserRoleRow[]): Set<string> {
  const out = new Set<string>();
  for (const r of roles) {
    for (const p of r.type.permissions) out.add(p);
    for (const c of r.claims) if (c.isPermission) out.add(c.claimType);
  }
  return out;
}

const claimIds = (roles: UserRoleRow[], type: string) =>
  roles.flatMap((r) => r.claims.filter((c) => c.claimType === type && c.objectId !== null).map((c) => c.objectId!));

/** What the user may do in a zone, or null if the zone's entry rule (spec 000 §6) denies it. */
export function resolveZone(user: UserAccess, zone: Zone, catalog: AccessCatalog): ZoneAccess | null {
  switch (zone) {
    case 'admin': {
      const roles = user.roles.filter((r) => r.type.zone === 'admin');
      const permissions = permissionsOf(roles);
      if (!user.isSuperAdmin && !permissions.has('access.admin.zone')) return null;
      // Federation-wide unless every admin role is limited to federation units.
      const unitOnly = !user.isSuperAdmin && roles.every((r) => r.type.isRequiredFedUnit);
      return {
        scope: { zone: 'admin', fedUnitIds: unitOnly ? claimIds(roles, 'federationUnit') : null },
        permissions,
        all: user.isSuperAdmin,
        readOnly: !user.isSuperAdmin && roles.every((r) => r.type.isReadOnly),
      };
    }
    case 'club': {
      const clubId = user.currentClubId;
      if (clubId === null) return null;
      const roles = user.roles.filter(
        (r) => r.type.zone === 'club' && r.claims.some((c) => c.claimType === 'club' && c.objectId === clubId),
      );
      if (!roles.length) return null;
      return {
        scope: { zone: 'club', clubId },
        permissions: permissionsOf(roles),
        all: false,
        readOnly: roles.every((r) => r.type.isReadOnly),
      };
    }
    case 'personal': {
      const roles = user.roles.filter((r) => r.type.zone === 'personal');
      if (user.assignPersonId === null || !roles.length || !catalog.activeFeatures.has('personal:personal-zone'))
        return null;
      return {
        scope: { zone: 'personal', personId: user.assignPersonId },
        permissions: permissionsOf(roles),
        all: false,
        readOnly: roles.every((r) => r.type.isReadOnly),
      };
    }
    case 'public':
      return { scope: { zone: 'public' }, permissions: new Set(), all: false, readOnly: true };
  }
}

export function mayPerform(access: ZoneAccess, zone: Zone, action: string): boolean {
  return access.all || access.permissions.has(permissionName(zone, action));
}

/** Clubs the user manages (club-zone roles with a club claim), for the club switch. */
export function managedClubIds(user: UserAccess): number[] {
  return claimIds(
    user.roles.filter((r) => r.type.zone === 'club'),
    'club',
  );
}
