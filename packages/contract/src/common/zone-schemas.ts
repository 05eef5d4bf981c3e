// Zod schemas of zones and user roles.
import { z } from 'zod';
import { USER_ROLES, ZONES } from './zones';

export const ZoneSchema = z.enum(ZONES);
export const UserRoleSchema = z.enum(USER_ROLES);
