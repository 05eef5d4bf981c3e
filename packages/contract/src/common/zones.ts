// Zones and user roles (spec 000 §6).
import { z } from 'zod';

export const ZONES = ['admin', 'club', 'personal', 'public'] as const;
export const ZoneSchema = z.enum(ZONES);
export type Zone = z.infer<typeof ZoneSchema>;

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
export const UserRoleSchema = z.enum(USER_ROLES);
export type UserRole = z.infer<typeof UserRoleSchema>;

/** The role that is the super admin. */
export const SUPER_ADMIN_ROLE: UserRole = 'Administrator';

/** Resolves an action to its permission name: api.{zone}.zone.{action}, unless already prefixed. */
export function permissionName(zone: Zone, action: string): string {
  return action.startsWith('api.') || action.startsWith('access.') ? action : `api.${zone}.zone.${action}`;
}
