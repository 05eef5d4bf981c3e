// Passkeys (WebAuthn, issue 28 §9): an optional way to sign in without a password, registered in
// the profile. Registering: the server's options (a challenge), the browser's answer verified and
// stored. Signing in: options for any passkey of this site (the passkey tells who it is), then the
// browser's signed answer for a token pair. Rules: docs/decisions/users-and-sign-in-security.md
// "Passkeys".
import { z } from 'zod';
import { TokenResponseSchema } from './account';
import { defineEndpoint } from './common/endpoint';
import { itemEnvelope, listEnvelope } from './common/envelope';
import { IdParamsSchema } from './common/schemas';
import { text } from './common/text';

/** base64url as WebAuthn's JSON forms carry binary values. */
const b64url = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .max(max)
    .regex(/^[A-Za-z0-9_-]*$/, 'passkey.malformed');

const transports = z.array(z.string().max(32)).max(10).optional();

/** The browser's answer to a registration (`RegistrationResponseJSON`); other members pass through. */
/** What both of the browser's answers carry: the credential's id, twice, and its type. */
const credential = {
  id: b64url(1400).min(1, 'validation.required'),
  rawId: b64url(1400).min(1, 'validation.required'),
  type: z.literal('public-key'),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
};

export const PasskeyRegistrationCredentialSchema = z.looseObject({
  ...credential,
  response: z.looseObject({
    clientDataJSON: b64url(8192),
    attestationObject: b64url(65536),
    transports,
  }),
});

/** The browser's answer to a sign-in (`AuthenticationResponseJSON`); other members pass through. */
export const PasskeyAuthenticationCredentialSchema = z.looseObject({
  ...credential,
  response: z.looseObject({
    clientDataJSON: b64url(8192),
    authenticatorData: b64url(8192),
    signature: b64url(2048),
    userHandle: b64url(512).optional(),
  }),
});

export const PasskeySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    createdAt: z.string(),
    lastUsedAt: z.string().nullable(),
  })
  .meta({ id: 'Passkey' });
export type Passkey = z.infer<typeof PasskeySchema>;

/** A challenge in flight: its id (sent back with the answer) and the options for the browser. */
export const PasskeyChallengeSchema = z
  .object({
    challengeId: z.uuid(),
    /** PublicKeyCredentialCreationOptionsJSON or PublicKeyCredentialRequestOptionsJSON. */
    options: z.looseObject({ challenge: z.string() }),
  })
  .meta({ id: 'PasskeyChallenge' });
export type PasskeyChallenge = z.infer<typeof PasskeyChallengeSchema>;

const challengeId = z.uuid({ error: 'passkey.expired' });

export const PasskeyRegisterSchema = z
  .strictObject({
    challengeId,
    name: text({ max: 60 }).min(1, 'validation.required'),
    credential: PasskeyRegistrationCredentialSchema,
  })
  .meta({ id: 'PasskeyRegister' });

export const PasskeySignInSchema = z
  .strictObject({ challengeId, credential: PasskeyAuthenticationCredentialSchema })
  .meta({ id: 'PasskeySignIn' });

const TAGS = ['account'];
const user = { kind: 'user' as const };

export const passkeysEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/account/passkeys',
    operationId: 'account.passkeys',
    summary: "The signed-in user's passkeys",
    tags: TAGS,
    access: user,
    status: 200,
    response: listEnvelope(PasskeySchema),
  }),
  registrationOptions: defineEndpoint({
    method: 'POST',
    path: '/api/account/passkeys/options',
    operationId: 'account.passkeyRegistrationOptions',
    summary: 'Start registering a passkey: a challenge and the options for navigator.credentials.create',
    tags: TAGS,
    access: user,
    status: 200,
    response: itemEnvelope(PasskeyChallengeSchema),
  }),
  register: defineEndpoint({
    method: 'POST',
    path: '/api/account/passkeys',
    operationId: 'account.passkeyRegister',
    summary: "Register a passkey from the browser's answer to the challenge (used once, valid five minutes)",
    tags: TAGS,
    access: user,
    body: PasskeyRegisterSchema,
    status: 201,
    response: itemEnvelope(PasskeySchema),
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/account/passkeys/:id',
    operationId: 'account.passkeyRemove',
    summary: 'Remove one of the own passkeys',
    tags: TAGS,
    access: user,
    params: IdParamsSchema,
    status: 204,
    response: z.null(),
  }),
  signInOptions: defineEndpoint({
    method: 'POST',
    path: '/api/account/passkey-sign-in/options',
    operationId: 'account.passkeySignInOptions',
    summary: 'Start a passkey sign-in: a challenge and the options for navigator.credentials.get',
    tags: TAGS,
    access: { kind: 'anonymous' },
    status: 200,
    response: itemEnvelope(PasskeyChallengeSchema),
  }),
  signIn: defineEndpoint({
    method: 'POST',
    path: '/api/account/passkey-sign-in',
    operationId: 'account.passkeySignIn',
    summary: "Sign in with the browser's signed answer to the challenge: a token pair (no second factor asked)",
    tags: TAGS,
    access: { kind: 'anonymous' },
    body: PasskeySignInSchema,
    status: 200,
    response: TokenResponseSchema,
  }),
};
