// The public registration-number check (spec 001 §2 "Person registration numbers (public)", §3
// "Public validation", §5): anonymous, rate-limited, only while the codebook feature
// public-registration-number-validation is on. No personal data: a number, whether it is valid,
// and a QR code pointing back to the check of that one number.
import { z } from 'zod';
import { defineEndpoint } from './common/endpoint';
import { itemEnvelope } from './common/envelope';

/** The codebook feature (public zone) the page and its call exist under. */
export const REGISTRATION_CHECK_FEATURE = 'public-registration-number-validation';
/** Distinct numbers one check answers; more is a 400 naming `text`. */
export const REGISTRATION_CHECK_MAX_NUMBERS = 100;
/** Longest text one check scans (characters); the body limit (BODY_LIMIT, 1 MB) applies first. */
export const REGISTRATION_CHECK_MAX_TEXT = 500_000;
/** The page's query parameter that fills the text with one number and runs the check (the QR's target). */
export const REGISTRATION_CHECK_NUMBER_PARAM = 'number';
/** The page of the check, relative to the router base (the QR codes point here). */
export const REGISTRATION_CHECK_PAGE = 'zone/public/person/registration-numbers-validation';

export const RegistrationCheckBodySchema = z
  .object({
    /** Free text with numbers like `CZE 123-456`; an empty text is a 400 "Check failed". */
    text: z.string({ error: 'validation.required' }).max(REGISTRATION_CHECK_MAX_TEXT, 'validation.maxLength'),
  })
  .meta({ id: 'RegistrationCheckBody' });
export type RegistrationCheckBody = z.infer<typeof RegistrationCheckBodySchema>;

export const PublicValidationSchema = z
  .object({
    /** The candidate exactly as it was found in the text. */
    registrationNumbersRaw: z.string(),
    /** `CZE 123-456`; null when the candidate is malformed (look-alike letters, wrong digit groups). */
    registrationNumber: z.string().nullable(),
    /** The number belongs to a person holding a person role valid today in an approved state. */
    isValid: z.boolean(),
    /** A PNG data URL whose QR code holds the address of this check for this one number; null when malformed. */
    qrCode: z.string().nullable(),
  })
  .meta({ id: 'PublicValidation' });
export type PublicValidation = z.infer<typeof PublicValidationSchema>;

export const registrationCheckEndpoints = {
  check: defineEndpoint({
    method: 'POST',
    path: '/api/public-zone/registration-numbers/validations',
    operationId: 'public.person.registration.number.validation',
    summary: `Finds the registration numbers in a free text (at most ${REGISTRATION_CHECK_MAX_NUMBERS} distinct) and answers each valid or not with a QR code. Only with the feature ${REGISTRATION_CHECK_FEATURE}`,
    tags: ['people'],
    access: { kind: 'public', action: 'person.registration.number.validation' },
    body: RegistrationCheckBodySchema,
    status: 200,
    response: itemEnvelope(z.array(PublicValidationSchema)),
  }),
};
