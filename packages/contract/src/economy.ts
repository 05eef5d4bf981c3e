// Economy settings (spec 001 §2 Economy, §4 token validity): the payment provider's token with its
// expiry. The token is write-only: answers carry its state, last characters and expiry, never the
// token itself.
import { z } from 'zod';
import { defineEndpoint } from './common/endpoint';
import { itemEnvelope } from './common/envelope';
import { boundedDate } from './common/schemas';

/** The longest token accepted (providers' API keys are far shorter). */
export const MAX_TOKEN_LENGTH = 2000;

export const TOKEN_STATES = ['missing', 'valid', 'expired'] as const;
export type TokenState = (typeof TOKEN_STATES)[number];

export const EconomySettingsSchema = z
  .object({
    /** missing: never set; valid: set and today ≤ tokenValidTill; expired otherwise. */
    tokenState: z.enum(TOKEN_STATES),
    /** The token's last four characters, to tell tokens apart ("…a1b2"). */
    tokenHint: z.string().nullable(),
    /** The last day the token is valid. */
    tokenValidTill: z.string().nullable(),
    tokenUpdatedDate: z.string().nullable(),
    tokenUpdatedByName: z.string().nullable(),
  })
  .meta({ id: 'EconomySettings' });
export type EconomySettings = z.infer<typeof EconomySettingsSchema>;

export const EconomyTokenRenewSchema = z
  .strictObject({
    token: z
      .string({ error: 'validation.required' })
      .trim()
      .min(1, 'validation.required')
      .max(MAX_TOKEN_LENGTH, 'validation.maxLength'),
    validTill: z
      .string({ error: 'validation.required' })
      .min(1, 'validation.required')
      .pipe(boundedDate())
      .describe('Last day the token is valid'),
  })
  .meta({ id: 'EconomyTokenRenew' });
export type EconomyTokenRenew = z.input<typeof EconomyTokenRenewSchema>;

const admin = (action: string) => ({
  kind: 'zone' as const,
  zone: 'admin' as const,
  action,
  module: 'economy' as const,
});

export const economyEndpoints = {
  settings: defineEndpoint({
    method: 'GET',
    path: '/api/admin-zone/economy/settings',
    operationId: 'economy.settings.get',
    summary: "The economy settings: the token's state, hint and expiry (never the token)",
    tags: ['economy'],
    access: admin('economy.settings.get'),
    status: 200,
    response: itemEnvelope(EconomySettingsSchema),
  }),
  renewToken: defineEndpoint({
    method: 'PUT',
    path: '/api/admin-zone/economy/settings/token',
    operationId: 'economy.settings.update',
    summary: 'Replace the payment-provider token and its expiry (stored encrypted)',
    tags: ['economy'],
    access: admin('economy.settings.update'),
    body: EconomyTokenRenewSchema,
    status: 202,
    response: itemEnvelope(EconomySettingsSchema),
  }),
};
