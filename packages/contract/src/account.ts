// Sign-in, tokens, the logged user (spec 000 §3 "Logged user") and the club switch.
import { z } from 'zod';
import { accountRoutes, ssoRoutes } from './account-routes';
import { defineEndpoint } from './common/endpoint';
import { itemEnvelope } from './common/envelope';
import { pathId } from './common/schemas';
import { UserRoleSchema, ZoneSchema } from './common/zone-schemas';

/** Message keys shared with the web forms (spec 000 §5 login messages). */
export const LoginRequestSchema = z
  .object({
    userName: z
      .string({ error: 'login.emailRequired' })
      .trim()
      .min(1, 'login.emailRequired')
      .max(254)
      .pipe(z.email('login.emailInvalid')),
    password: z.string({ error: 'login.passwordRequired' }).min(1, 'login.passwordRequired').max(1024),
    /** The second factor of an account with two-factor sign-in: a 6-digit code or a recovery code. */
    code: z.string().trim().max(40).optional(),
  })
  .meta({ id: 'LoginRequest' });
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const TokenResponseSchema = z
  .object({
    access_token: z.string(),
    refresh_token: z.string(),
    token_type: z.literal('Bearer'),
    expires_in: z.number().int(),
  })
  .meta({ id: 'TokenResponse' });
export type TokenResponse = z.infer<typeof TokenResponseSchema>;

export const RefreshRequestSchema = z
  .object({ refresh_token: z.string({ error: 'validation.required' }).min(1, 'validation.required').max(512) })
  .meta({ id: 'RefreshRequest' });

/** Password rules shared with the web form: at least 8 characters and at least one digit. */
export const PASSWORD_MIN_LENGTH = 8;

export const ChangePasswordRequestSchema = z
  .object({
    currentPassword: z.string({ error: 'validation.required' }).min(1, 'validation.required').max(1024),
    newPassword: z
      .string({ error: 'validation.required' })
      .min(PASSWORD_MIN_LENGTH, 'validation.minLength')
      .max(1024, 'validation.maxLength')
      .regex(/\d/, 'validation.digit'),
  })
  // Runs only when both fields are valid, so the form shows it after the field rules.
  .refine((v) => v.newPassword !== v.currentPassword, {
    path: ['newPassword'],
    message: 'account.passwordUnchanged',
  })
  .meta({ id: 'ChangePasswordRequest' });
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;

export const ClaimSchema = z.object({
  role: UserRoleSchema,
  claimType: z.string(),
  objectId: z.number().int().nullable(),
  objectName: z.string().nullable(),
  isPermission: z.boolean(),
});
export type Claim = z.infer<typeof ClaimSchema>;

export const LoggedUserRoleSchema = z.object({
  userRole: UserRoleSchema,
  userRoleId: z.number().int(),
  isRequiredClub: z.boolean(),
  isRequiredFedUnit: z.boolean(),
  isReadOnly: z.boolean(),
  hasMultipleClaims: z.boolean(),
  claims: z.array(ClaimSchema),
});

export const LoggedUserSchema = z
  .object({
    id: z.number().int(),
    userName: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    initials: z.string(),
    currentClubId: z.number().int().nullable(),
    assignPersonId: z.number().int().nullable(),
    /** The lowest (most powerful) level of the user's roles. */
    level: z.number().int(),
    isSuperAdmin: z.boolean(),
    roles: z.array(LoggedUserRoleSchema),
    /** One entry per role and the object its claim limits it to. */
    rolesByClaims: z.array(
      z.object({
        userRole: UserRoleSchema,
        userRoleId: z.number().int(),
        claimType: z.string(),
        objectId: z.number().int().nullable(),
        objectName: z.string().nullable(),
      }),
    ),
    currentClub: z.object({ id: z.number().int(), name: z.string(), registrationNumber: z.string() }).nullable(),
    assignPerson: z
      .object({
        id: z.number().int(),
        firstName: z.string(),
        lastName: z.string(),
        registrationNumber: z.string(),
        /** A referee role valid today, or entries in the referee journal: the journal is offered. */
        isReferee: z.boolean(),
      })
      .nullable(),
    /** Zones the user may enter (spec 000 §6 zone rules). */
    zones: z.array(ZoneSchema),
    /** Permission names the user holds in each zone it may enter (for the client's can()). */
    permissions: z.array(z.string()),
    /**
     * A role of the user requires two-factor sign-in and it is off: every zone call answers 403
     * `two_factor_setup_required` until it is switched on in the profile.
     */
    twoFactorSetupRequired: z.boolean(),
  })
  .meta({ id: 'LoggedUser' });
export type LoggedUser = z.infer<typeof LoggedUserSchema>;

/** The page to come back to after a single sign-on: a path of this application (others are ignored). */
export const SsoStartQuerySchema = z.object({ returnTo: z.string().max(2000).optional() });

/** What the provider sends back (RFC 6749 §4.1.2, RFC 9207 `iss`): read and checked by the server. */
export const SsoCallbackQuerySchema = z.object({
  state: z.string().max(200).optional(),
  code: z.string().max(4000).optional(),
  iss: z.string().max(2000).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(2000).optional(),
});

export const SsoExchangeRequestSchema = z
  .object({ code: z.string({ error: 'validation.required' }).min(1, 'validation.required').max(200) })
  .meta({ id: 'SsoExchangeRequest' });
export type SsoExchangeRequest = z.infer<typeof SsoExchangeRequestSchema>;

export const ClubIdParamsSchema = z.object({ clubId: pathId() });

export const accountEndpoints = {
  login: defineEndpoint({
    ...accountRoutes.login,
    summary: 'Sign in with user name (e-mail) and password',
    tags: ['account'],
    body: LoginRequestSchema,
    status: 200,
    response: TokenResponseSchema,
  }),
  refresh: defineEndpoint({
    ...accountRoutes.refresh,
    summary: 'Exchange a refresh token for a new token pair (the old one is spent)',
    tags: ['account'],
    body: RefreshRequestSchema,
    status: 200,
    response: TokenResponseSchema,
  }),
  logout: defineEndpoint({
    ...accountRoutes.logout,
    summary: 'End the session: revoke the refresh token and its family',
    tags: ['account'],
    body: RefreshRequestSchema,
    status: 204,
    response: z.null(),
  }),
  me: defineEndpoint({
    ...accountRoutes.me,
    summary: 'The signed-in user with roles, claims, current club and assigned person',
    tags: ['account'],
    status: 200,
    response: itemEnvelope(LoggedUserSchema),
  }),
  changePassword: defineEndpoint({
    ...accountRoutes.changePassword,
    summary: "Change the signed-in user's password; every refresh token of the user is revoked",
    tags: ['account'],
    body: ChangePasswordRequestSchema,
    status: 204,
    response: z.null(),
  }),
  switchClub: defineEndpoint({
    ...accountRoutes.switchClub,
    summary: 'Make a club the current club of the club zone (the user must manage it)',
    tags: ['account'],
    params: ClubIdParamsSchema,
    status: 202,
    response: z.null(),
  }),
  ssoStart: defineEndpoint({
    ...ssoRoutes.start,
    summary:
      'Single sign-on: start a sign-in at the OpenID provider (302 to its authorization page; 404 when not configured, 503 when the provider is unreachable)',
    tags: ['account'],
    query: SsoStartQuerySchema,
    status: 302,
    response: z.null().describe('Redirect (Location) to the provider'),
  }),
  ssoCallback: defineEndpoint({
    ...ssoRoutes.callback,
    summary:
      "Single sign-on: the provider's redirect back; 302 to the sign-in page with a one-time code (?sso=) or an error (?ssoError=)",
    tags: ['account'],
    query: SsoCallbackQuerySchema,
    status: 302,
    response: z.null().describe('Redirect (Location) to the sign-in page'),
  }),
  ssoExchange: defineEndpoint({
    ...ssoRoutes.exchange,
    summary: 'Single sign-on: trade the one-time code of the callback for a token pair (as the sign-in does)',
    tags: ['account'],
    body: SsoExchangeRequestSchema,
    status: 200,
    response: TokenResponseSchema,
  }),
};
