// Zones and user roles (spec 000 §6). Free of zod (schemas in zone-schemas.ts).
export const ZONES = ['admin', 'club', 'personal', 'public'] as const;
export type Zone = (typeof ZONES)[number];

export const USER_ROLES = [
  'Administrator',
  'AdminExpertCommission',
  'AdminExpertCommissionReadOnly',
  'AdminUnionCommision',
  'ClubManager',
  'ClubManagerReadOnly',
  'FedUnitManager',
  'PersonalMember',
] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** The role that is the super admin. */
export const SUPER_ADMIN_ROLE: UserRole = 'Administrator';

/** Resolves an action to its permission name: api.{zone}.zone.{action}, unless already prefixed. */
export function permissionName(zone: Zone, action: string): string {
  return action.startsWith('api.') || action.startsWith('access.') ? action : `api.${zone}.zone.${action}`;
}
