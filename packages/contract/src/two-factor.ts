// Two-factor sign-in with a time-based code (TOTP, issue 28 §8): the signed-in user's state,
// enrolment (a secret shown as a QR code, confirmed by a first code, which yields ten one-time
// recovery codes) and switching it off (with the password). Sign-in then asks for a code:
// docs/decisions/users-and-sign-in-security.md "Two-factor sign-in".
import { z } from 'zod';
import { defineEndpoint } from './common/endpoint';
import { itemEnvelope } from './common/envelope';

/** Recovery codes given at each enrolment. */
export const RECOVERY_CODE_COUNT = 10;

export const TwoFactorStateSchema = z
  .object({
    enabled: z.boolean(),
    enabledAt: z.string().nullable(),
    recoveryCodesLeft: z.number().int(),
    /** A role of the user requires it (TWO_FACTOR_REQUIRED_ROLES): it cannot be switched off. */
    requiredByRole: z.boolean(),
  })
  .meta({ id: 'TwoFactorState' });
export type TwoFactorState = z.infer<typeof TwoFactorStateSchema>;

export const TwoFactorSetupSchema = z
  .object({
    /** Base32, for typing into an app that cannot scan. */
    secret: z.string(),
    /** The otpauth:// address the QR code holds. */
    uri: z.string(),
    /** The QR code as SVG markup. */
    qrSvg: z.string(),
  })
  .meta({ id: 'TwoFactorSetup' });
export type TwoFactorSetup = z.infer<typeof TwoFactorSetupSchema>;

const code = z
  .string({ error: 'validation.required' })
  .trim()
  .regex(/^\d{6}$/, 'twoFactor.codeFormat');

export const TwoFactorConfirmSchema = z.strictObject({ code }).meta({ id: 'TwoFactorConfirm' });
export const TwoFactorDisableSchema = z
  .strictObject({ password: z.string({ error: 'validation.required' }).min(1, 'validation.required').max(1024) })
  .meta({ id: 'TwoFactorDisable' });

const user = { kind: 'user' as const };
const TAGS = ['account'];

export const twoFactorEndpoints = {
  state: defineEndpoint({
    method: 'GET',
    path: '/api/account/two-factor',
    operationId: 'account.twoFactor',
    summary: "The signed-in user's two-factor state",
    tags: TAGS,
    access: user,
    status: 200,
    response: itemEnvelope(TwoFactorStateSchema),
  }),
  setup: defineEndpoint({
    method: 'POST',
    path: '/api/account/two-factor/setup',
    operationId: 'account.twoFactorSetup',
    summary: 'Start enrolling: a new secret with its QR code (confirmed by a first code); 409 while it is on',
    tags: TAGS,
    access: user,
    status: 200,
    response: itemEnvelope(TwoFactorSetupSchema),
  }),
  confirm: defineEndpoint({
    method: 'POST',
    path: '/api/account/two-factor/confirm',
    operationId: 'account.twoFactorConfirm',
    summary: `Switch two-factor sign-in on with a first code; answers ${RECOVERY_CODE_COUNT} one-time recovery codes, shown once`,
    tags: TAGS,
    access: user,
    body: TwoFactorConfirmSchema,
    status: 200,
    response: itemEnvelope(z.object({ recoveryCodes: z.array(z.string()) })),
  }),
  disable: defineEndpoint({
    method: 'POST',
    path: '/api/account/two-factor/disable',
    operationId: 'account.twoFactorDisable',
    summary: 'Switch two-factor sign-in off, with the password',
    tags: TAGS,
    access: user,
    body: TwoFactorDisableSchema,
    status: 204,
    response: z.null(),
  }),
};
