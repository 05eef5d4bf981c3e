// Users of the system (issue 28; spec 000 §2.3 page `users`): the admin zone's list, invitation,
// roles with their scope, locking, sign-ins; and the account's one-time links (accepting an
// invitation, a forgotten password). Rules: docs/decisions/users-and-sign-in-security.md.
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './account';
import { defineEndpoint } from './common/endpoint';
import { itemEnvelope, listEnvelope } from './common/envelope';
import { ListQueryStringSchema } from './common/list-query-schema';
import { bodyId, IdParamsSchema } from './common/schemas';
import { text } from './common/text';

/** How long an invitation link works (hours). */
export const INVITATION_HOURS = 72;
/** How long a password-reset link works (hours). */
export const PASSWORD_RESET_HOURS = 1;

/**
 * What a role of each user role type is limited to: clubs (club managers), one federation unit
 * (the unit manager), the person the member acts as (the personal zone), or nothing.
 */
export const ROLE_SCOPE: Record<string, 'clubs' | 'federationUnit' | 'person' | null> = {
  Administrator: null,
  AdminExpertCommission: null,
  AdminExpertCommissionReadOnly: null,
  AdminUnionCommision: null,
  ClubManager: 'clubs',
  ClubManagerReadOnly: 'clubs',
  FedUnitManager: 'federationUnit',
  PersonalMember: 'person',
};

const email = text({ max: 254, required: true }).pipe(z.email('validation.email'));
const newPassword = z
  .string({ error: 'validation.required' })
  .min(PASSWORD_MIN_LENGTH, 'validation.minLength')
  .max(1024, 'validation.maxLength')
  .regex(/\d/, 'validation.digit');

export const UserRoleInputSchema = z.strictObject({
  roleTypeId: bodyId(),
  /** ClubManager, ClubManagerReadOnly: the clubs managed (at least one). */
  clubIds: z.array(bodyId(), { error: 'validation.array' }).max(50, 'validation.maxItems').optional(),
  /** FedUnitManager: the federation unit. */
  federationUnitId: bodyId().nullish(),
});
export type UserRoleInput = z.input<typeof UserRoleInputSchema>;

const userFields = {
  firstName: text({ max: 100, required: true }),
  lastName: text({ max: 100, required: true }),
  /** The person the user acts as in the personal zone (required with PersonalMember). */
  assignPersonId: bodyId().nullish(),
  roles: z
    .array(UserRoleInputSchema, { error: 'validation.array' })
    .min(1, 'users.roleRequired')
    .max(10, 'validation.maxItems'),
};

/** Each role type once: its scopes go into that one role. */
function roleTypesOnce(v: { roles?: { roleTypeId: number }[] }, ctx: z.RefinementCtx) {
  const seen = new Set<number>();
  (v.roles ?? []).forEach((r, i) => {
    if (seen.has(r.roleTypeId))
      ctx.addIssue({ code: 'custom', path: ['roles', i, 'roleTypeId'], message: 'users.roleTwice' });
    seen.add(r.roleTypeId);
  });
}

/** The invitation: the e-mail is also the sign-in name; the invitee sets the password from the mailed link. */
export const UserInviteSchema = z
  .strictObject({ email, ...userFields })
  .superRefine(roleTypesOnce)
  .meta({ id: 'UserInvite' });
export type UserInvite = z.input<typeof UserInviteSchema>;

export const UserUpdateSchema = z
  .strictObject({ email: email.optional(), ...userFields })
  .superRefine(roleTypesOnce)
  .meta({ id: 'UserUpdate' });
export type UserUpdate = z.input<typeof UserUpdateSchema>;

const ref = z.object({ id: z.number().int(), name: z.string() });

export const UserRoleScopeSchema = z
  .object({
    roleTypeId: z.number().int(),
    roleTypeCode: z.string(),
    clubs: z.array(ref),
    federationUnit: ref.nullable(),
  })
  .meta({ id: 'UserRoleWithScope' });

export const UserSchema = z
  .object({
    id: z.number().int(),
    userName: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    fullName: z.string(),
    assignPerson: ref.nullable(),
    roles: z.array(UserRoleScopeSchema),
    locked: z.boolean(),
    lockedAt: z.string().nullable(),
    lastSignInAt: z.string().nullable(),
    /** An invitation sent and not yet accepted (the user has no password yet). */
    invitationPending: z.boolean(),
    invitationExpiresAt: z.string().nullable(),
    twoFactor: z.boolean(),
    createdDate: z.string(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof UserSchema>;

export const UserListItemSchema = z
  .object({
    id: z.number().int(),
    fullName: z.string(),
    email: z.string(),
    roleTypeIds: z.array(z.number().int()),
    /** The clubs, unit and person the roles are limited to, by name. */
    scope: z.string(),
    locked: z.boolean(),
    lastSignInAt: z.string().nullable(),
    invitationPending: z.boolean(),
    twoFactor: z.boolean(),
  })
  .meta({ id: 'UserListItem' });
export type UserListItem = z.infer<typeof UserListItemSchema>;

export const UserSignInSchema = z
  .object({
    at: z.string(),
    success: z.boolean(),
    /** 'password' | 'sso' (a failed one: the reason, e.g. 'password', 'locked'). */
    method: z.string().nullable(),
    ip: z.string().nullable(),
    userAgent: z.string().nullable(),
  })
  .meta({ id: 'UserSignIn' });
export type UserSignIn = z.infer<typeof UserSignInSchema>;

export const InvitationSentSchema = z
  .object({ sentTo: z.string(), expiresAt: z.string() })
  .meta({ id: 'InvitationSent' });

export const TokenPasswordSchema = z
  .strictObject({ token: z.string({ error: 'validation.required' }).min(1).max(200), password: newPassword })
  .meta({ id: 'TokenPassword' });
export type TokenPassword = z.input<typeof TokenPasswordSchema>;

export const PasswordResetRequestSchema = z.strictObject({ email }).meta({ id: 'PasswordResetRequest' });

const USER_LIST_FILTERS =
  'filters fullName, email, roleTypeId, clubId, federationUnitId, locked, invitationPending, twoFactor, lastSignInAt; sorts fullName, email, lastSignInAt';
const admin = (action: string) => ({ kind: 'zone' as const, zone: 'admin' as const, action, module: 'users' as const });
const TAGS = ['users'];
const userAnswer = itemEnvelope(UserSchema);

function userAction(action: 'lock' | 'unlock', summary: string) {
  return defineEndpoint({
    method: 'POST',
    path: `/api/admin-zone/users/:id/${action}`,
    operationId: `user.${action}`,
    summary,
    tags: TAGS,
    access: admin('user.lock'),
    params: IdParamsSchema,
    status: 200,
    response: userAnswer,
  });
}

export const usersEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin-zone/users',
    operationId: 'user.list',
    summary: `Users with their role types and scope; ${USER_LIST_FILTERS}; format=csv|xlsx exports them`,
    tags: TAGS,
    access: admin('user.list'),
    query: ListQueryStringSchema,
    status: 200,
    response: listEnvelope(UserListItemSchema),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/admin-zone/users/:id',
    operationId: 'user.get',
    summary: 'One user with roles, scopes and sign-in state; links: update, lock or unlock, invitation',
    tags: TAGS,
    access: admin('user.list'),
    params: IdParamsSchema,
    status: 200,
    response: userAnswer,
  }),
  invite: defineEndpoint({
    method: 'POST',
    path: '/api/admin-zone/users',
    operationId: 'user.create',
    summary: `Invite a user: the account with its roles, and an e-mail with a one-time link to set the password (${INVITATION_HOURS} h)`,
    tags: TAGS,
    access: admin('user.create'),
    body: UserInviteSchema,
    status: 201,
    response: userAnswer,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/admin-zone/users/:id',
    operationId: 'user.update',
    summary: "Change a user's name, e-mail, person and roles (the roles replace the old ones)",
    tags: TAGS,
    access: admin('user.update'),
    params: IdParamsSchema,
    body: UserUpdateSchema,
    status: 202,
    response: userAnswer,
  }),
  lock: userAction('lock', 'Lock the user: no sign-in, and every session ends at its next call (401)'),
  unlock: userAction('unlock', 'Unlock the user'),
  invitation: defineEndpoint({
    method: 'POST',
    path: '/api/admin-zone/users/:id/invitation',
    operationId: 'user.invitation',
    summary: 'Send the invitation again (a new link; the previous one stops working); 409 once accepted',
    tags: TAGS,
    access: admin('user.create'),
    params: IdParamsSchema,
    status: 202,
    response: itemEnvelope(InvitationSentSchema),
  }),
  signIns: defineEndpoint({
    method: 'GET',
    path: '/api/admin-zone/users/:id/sign-ins',
    operationId: 'user.signIns',
    summary: "The user's last 50 sign-ins and failed sign-ins, newest first",
    tags: TAGS,
    access: admin('user.list'),
    params: IdParamsSchema,
    status: 200,
    response: itemEnvelope(z.array(UserSignInSchema)),
  }),
};

export const accountLinksEndpoints = {
  acceptInvitation: defineEndpoint({
    method: 'POST',
    path: '/api/account/invitation/accept',
    operationId: 'account.invitationAccept',
    summary: 'Set the first password with the invitation link (works once); then sign in',
    tags: ['account'],
    access: { kind: 'anonymous' },
    body: TokenPasswordSchema,
    status: 204,
    response: z.null(),
  }),
  passwordReset: defineEndpoint({
    method: 'POST',
    path: '/api/account/password-reset',
    operationId: 'account.passwordReset',
    summary: `Mail a one-time password-reset link (${PASSWORD_RESET_HOURS} h) if the address belongs to an account; the same answer either way`,
    tags: ['account'],
    access: { kind: 'anonymous' },
    body: PasswordResetRequestSchema,
    status: 202,
    response: z.null(),
  }),
  passwordResetConfirm: defineEndpoint({
    method: 'POST',
    path: '/api/account/password-reset/confirm',
    operationId: 'account.passwordResetConfirm',
    summary: 'Set a new password with the reset link (works once); every session of the account ends',
    tags: ['account'],
    access: { kind: 'anonymous' },
    body: TokenPasswordSchema,
    status: 204,
    response: z.null(),
  }),
};
